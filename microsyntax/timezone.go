package microsyntax

import "strconv"

// TimeZoneOffset is a signed offset from UTC (HTML §2.3.5.6 Time zones), in
// minutes: +02:00 is 120, -04:30 is -270. Valid offsets run from -23:59 to
// +23:59.
type TimeZoneOffset struct{ Minutes int }

// String serializes o as a valid time-zone offset string: "Z" for UTC, else
// a sign and "HH:MM" ("+05:30", "-08:00").
func (o TimeZoneOffset) String() string {
	if o.Minutes == 0 {
		return "Z"
	}
	b := make([]byte, 0, 8)
	return string(dtAppendOffset(b, o))
}

func dtAppendOffset(b []byte, o TimeZoneOffset) []byte {
	m := o.Minutes
	if m == 0 {
		return append(b, 'Z')
	}
	if m < 0 {
		b = append(b, '-')
		m = -m
	} else {
		b = append(b, '+')
	}
	b = dtAppendPadded(b, m/60, 2)
	b = append(b, ':')
	return dtAppendPadded(b, m%60, 2)
}

// ValidTimeZoneOffset reports whether s is a valid time-zone offset string
// (HTML §2.3.5.6): "Z", or "+" or "-", two ASCII digits for hours from 00 to
// 23, an optional ":", and two digits for minutes from 00 to 59. A zero
// offset may not use "-": "-00:00" is not valid (write "Z" or "+00:00").
// "+0000" is valid. It returns nil or an *Error such as "a time-zone
// offset's hours must be below 24, found 24".
func ValidTimeZoneOffset(s string) error {
	if _, err := dtScanOffsetString(s, true); err != nil {
		return err
	}
	return nil
}

// ParseTimeZoneOffset applies the rules to parse a time-zone offset string
// (HTML §2.3.5.6). Unlike the validity rules they accept "-00:00" (as UTC).
func ParseTimeZoneOffset(s string) (TimeZoneOffset, error) {
	o, err := dtScanOffsetString(s, false)
	if err != nil {
		return TimeZoneOffset{}, err
	}
	return o, nil
}

func dtScanOffsetString(s string, strict bool) (TimeZoneOffset, *Error) {
	if e := dtLeadingErr(s); e != nil {
		return TimeZoneOffset{}, e
	}
	o, pos, err := dtScanOffset(s, 0, strict)
	if err != nil {
		return o, err
	}
	return o, dtEndErr(s, pos, "the time-zone offset")
}

// dtScanOffset is "parse a time-zone offset component" (HTML §2.3.5.6) at
// pos. With strict it applies the validity rules, which also reject "-"
// before a zero offset.
func dtScanOffset(s string, pos int, strict bool) (TimeZoneOffset, int, *Error) {
	if pos >= len(s) {
		return TimeZoneOffset{}, pos, errAt(pos, pos,
			`expected a time-zone offset ("Z", "+HH:MM" or "-HH:MM"), found the end of the value`)
	}
	switch c := s[pos]; c {
	case 'Z':
		return TimeZoneOffset{}, pos + 1, nil
	case 'z':
		return TimeZoneOffset{}, pos, errAt(pos, pos+1, `UTC is written with an uppercase "Z", found "z"`)
	case '+', '-':
		sign := pos
		pos++
		end := collectDigits(s, pos)
		var hours, minutes, hEnd int
		switch end - pos {
		case 2:
			hours, hEnd = int(s[pos]-'0')*10+int(s[pos+1]-'0'), end
			if end >= len(s) || s[end] != ':' {
				if dtNonASCIIDigitAt(s, end) {
					return TimeZoneOffset{}, end, dtCountErr(s, pos, end, "a time-zone offset needs two-digit hours and minutes")
				}
				return TimeZoneOffset{}, end, errChar(s, end,
					`expected ":" and two-digit minutes after the time-zone offset's hours, found `+describeChar(s, end))
			}
			var err *Error
			minutes, end, err = dtTwoDigits(s, end+1, "a time-zone offset needs two-digit minutes (00-59)")
			if err != nil {
				return TimeZoneOffset{}, end, err
			}
		case 4:
			hours, hEnd = int(s[pos]-'0')*10+int(s[pos+1]-'0'), pos+2
			minutes = int(s[pos+2]-'0')*10 + int(s[pos+3]-'0')
		default:
			if end-pos < 2 || dtNonASCIIDigitAt(s, end) {
				return TimeZoneOffset{}, end, dtCountErr(s, pos, end, "a time-zone offset needs two-digit hours")
			}
			return TimeZoneOffset{}, end, errAt(pos, end, `a time-zone offset needs two-digit hours and minutes, "HH:MM" or "HHMM", found `+
				strconv.Itoa(end-pos)+" digits")
		}
		if hours > 23 {
			return TimeZoneOffset{}, end, errAt(pos, hEnd, "a time-zone offset's hours must be below 24, found "+s[pos:hEnd])
		}
		if minutes > 59 {
			return TimeZoneOffset{}, end, errAt(end-2, end, "a time-zone offset's minutes must be below 60, found "+s[end-2:end])
		}
		total := hours*60 + minutes
		if c == '-' {
			if total == 0 && strict {
				return TimeZoneOffset{}, end, errAt(sign, end, `a zero time-zone offset is written "Z" or "+00:00", not with "-"`)
			}
			total = -total
		}
		return TimeZoneOffset{total}, end, nil
	}
	if len(s)-pos >= 3 && s[pos:pos+3] == "\u2212" {
		return TimeZoneOffset{}, pos, errAt(pos, pos+3, `a time-zone offset starts with the ASCII "-", not "−" (U+2212 MINUS SIGN)`)
	}
	return TimeZoneOffset{}, pos, errChar(s, pos, `expected a time-zone offset ("Z", "+HH:MM" or "-HH:MM"), found `+describeChar(s, pos))
}
