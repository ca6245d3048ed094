package microsyntax

// ValidBoolean reports whether value is a conforming value for the boolean
// attribute called name (HTML §2.3.2): the empty string, or an ASCII
// case-insensitive match for the attribute's canonical name ("disabled",
// "DISABLED"), with no leading or trailing whitespace. "true" and "false"
// are not allowed: presence alone means true, and false is written by
// leaving the attribute out.
func ValidBoolean(value, name string) error {
	if value == "" || EqualFoldASCII(value, name) {
		return nil
	}
	// The name with whitespace around it: point at the whitespace.
	start := skipWhitespace(value, 0)
	end := len(value)
	for end > start && isASCIIWhitespace(value[end-1]) {
		end--
	}
	if start == end {
		return errAt(0, len(value), "a value of only whitespace is not allowed: a boolean attribute's value must be empty or "+tokQuote(name))
	}
	if EqualFoldASCII(value[start:end], name) {
		if start > 0 {
			return errAt(0, start, "leading whitespace is not allowed: the value must be exactly empty or "+tokQuote(name))
		}
		return errAt(end, len(value), "trailing whitespace is not allowed: the value must be exactly empty or "+tokQuote(name))
	}
	switch {
	case EqualFoldASCII(value, "false"):
		return errAt(0, len(value), tokQuote(value)+" is not allowed: the attribute's presence alone means true; remove the attribute to mean false")
	case EqualFoldASCII(value, "true"):
		return errAt(0, len(value), tokQuote(value)+" is not allowed: the attribute's presence alone means true; leave the value empty or write "+tokQuote(name))
	}
	return errAt(0, len(value), tokQuote(value)+" is not allowed: a boolean attribute's value must be empty or "+tokQuote(name))
}
