package microsyntax

import "strconv"

// LocalDateTime is a date and a time of day with no time zone (HTML
// §2.3.5.5 Local dates and times), as in "2024-05-17T14:30".
type LocalDateTime struct {
	Date Date
	Time Time
}

// String serializes l as a valid normalized local date and time string:
// the date, "T", and the shortest time string (see Time.String).
func (l LocalDateTime) String() string {
	b := make([]byte, 0, 32)
	b = dtAppendDate(b, l.Date)
	b = append(b, 'T')
	return string(dtAppendTime(b, l.Time))
}

// ValidLocalDateTime reports whether s is a valid local date and time string
// (HTML §2.3.5.5): a valid date string, a "T" or a single U+0020 SPACE, and a
// valid time string. A lowercase "t", two spaces, a tab or a no-break space
// between the date and the time are not allowed, nor is a time-zone offset.
func ValidLocalDateTime(s string) error {
	if _, err := dtScanLocalString(s, true); err != nil {
		return err
	}
	return nil
}

// ValidNormalizedLocalDateTime reports whether s is a valid normalized local
// date and time string (HTML §2.3.5.5): a valid local date and time string
// that separates the date and the time with "T" and writes the time as the
// shortest possible string (no ":00" seconds, no trailing zeros in the
// fraction). This is the form a datetime-local input's value takes.
func ValidNormalizedLocalDateTime(s string) error {
	ls, err := dtScanLocalString(s, true)
	if err != nil {
		return err
	}
	if s[ls.sep] != 'T' {
		return errAt(ls.sep, ls.sep+1, `a normalized date and time separates the date and the time with "T", not a space`)
	}
	if e := dtNormalizedTimeErr(s, ls.time); e != nil {
		return e
	}
	return nil
}

// dtNormalizedTimeErr checks that a valid time component is written as
// "the shortest possible string for the given time".
func dtNormalizedTimeErr(s string, ts dtTimeScan) *Error {
	if ts.secColon < 0 {
		return nil
	}
	if ts.t.Second == 0 && ts.t.Nanosecond == 0 {
		return errAt(ts.secColon, ts.end, "a normalized time omits zero seconds ("+strconv.Quote(s[ts.secColon:ts.end])+")")
	}
	if ts.dot < 0 {
		return nil
	}
	if ts.t.Nanosecond == 0 {
		return errAt(ts.dot, ts.end, "a normalized time omits a zero fraction of a second ("+strconv.Quote(s[ts.dot:ts.end])+")")
	}
	z := ts.end
	for s[z-1] == '0' {
		z--
	}
	if z < ts.end {
		return errAt(z, ts.end, "a normalized time drops trailing zeros from the fraction of a second")
	}
	return nil
}

// ParseLocalDateTime applies the rules to parse a local date and time string
// (HTML §2.3.5.5). Unlike the validity rules they allow a fraction of a
// second with more than three digits (see ParseTime). It also fails on a
// year above 999999999, which HTML allows but a parsed Date does not hold.
func ParseLocalDateTime(s string) (LocalDateTime, error) {
	ls, err := dtScanLocalString(s, false)
	if err != nil {
		return LocalDateTime{}, err
	}
	year, err := ls.year.value()
	if err != nil {
		return LocalDateTime{}, err
	}
	return LocalDateTime{Date{year, ls.month, ls.day}, ls.time.t}, nil
}

// dtLocalScan is a date component, a separator and a time component.
type dtLocalScan struct {
	year       dtYear
	month, day int
	sep        int // offset of the "T" or space
	time       dtTimeScan
	offset     TimeZoneOffset // set by dtScanGlobalString only
}

// dtScanLocal reads a date component, "T" or a space, and a time component
// at the start of s: the shared first steps of "parse a local date and time
// string" and "parse a global date and time string".
func dtScanLocal(s string, strict bool) (dtLocalScan, *Error) {
	var ls dtLocalScan
	var pos int
	var err *Error
	ls.year, ls.month, ls.day, pos, err = dtScanDateComponent(s, 0)
	if err != nil {
		return ls, err
	}
	if err := dtSeparatorErr(s, pos); err != nil {
		return ls, err
	}
	ls.sep = pos
	ls.time, err = dtScanTime(s, pos+1, strict)
	return ls, err
}

func dtScanLocalString(s string, strict bool) (dtLocalScan, *Error) {
	ls, err := dtScanLocal(s, strict)
	if err != nil {
		return ls, err
	}
	if end := ls.time.end; dtIsOffsetStart(s, end) {
		return ls, errAt(end, len(s), "expected the end of the value after the time; a local date and time has no time-zone offset")
	}
	return ls, dtEndErr(s, ls.time.end, "the time")
}

// dtSeparatorErr checks the "T" or single space between a date and a time.
func dtSeparatorErr(s string, pos int) *Error {
	if pos >= len(s) {
		return errAt(pos, pos, `expected "T" or a space and then a time after the date, found the end of the value`)
	}
	switch c := s[pos]; {
	case c == 'T':
		return nil
	case c == ' ':
		if pos+1 < len(s) && isASCIIWhitespace(s[pos+1]) {
			ws := skipWhitespace(s, pos)
			if ws == len(s) {
				return errAt(pos, ws, "trailing whitespace is not allowed")
			}
			return errAt(pos, ws, "the date and the time are separated by exactly one space or \"T\", found "+
				strconv.Itoa(ws-pos)+" whitespace characters")
		}
		if pos+1 == len(s) {
			return errAt(pos, pos+1, "trailing whitespace is not allowed")
		}
		return nil
	case c == 't':
		return errAt(pos, pos+1, `the date and the time are separated by an uppercase "T" or a space, found "t"`)
	case isASCIIWhitespace(c) && skipWhitespace(s, pos) == len(s):
		return errAt(pos, len(s), "trailing whitespace is not allowed")
	}
	return errChar(s, pos, `expected "T" or a space between the date and the time, found `+describeChar(s, pos))
}
