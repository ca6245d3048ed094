package microsyntax

import "time"

// GlobalDateTime is a moment in time with the time-zone offset it was
// written with (HTML §2.3.5.7 Global dates and times): "a time in UTC, with
// associated time-zone offset information for round-tripping or display
// purposes". UTC is the moment, in the UTC location; Offset is the offset
// the string gave, so UTC.Add(Offset) is the local wall time as written.
type GlobalDateTime struct {
	UTC    time.Time
	Offset TimeZoneOffset
}

// String serializes g as a valid normalized forced-UTC global date and time
// string (HTML §2.3.5.7): the UTC date, "T", the shortest UTC time, and "Z",
// as in "1979-10-14T16:00:00.001Z". The offset is not written, so parsing
// the result gives the same moment with a zero Offset. A moment before
// 0001-01-01T00:00Z (possible after subtracting a positive offset from a
// time on 0001-01-01) has no valid serialization; String then writes year
// 0000 (or a negative year), which no parser accepts.
func (g GlobalDateTime) String() string {
	u := g.UTC.UTC()
	b := make([]byte, 0, 32)
	b = dtAppendDate(b, Date{u.Year(), int(u.Month()), u.Day()})
	b = append(b, 'T')
	b = dtAppendTime(b, Time{u.Hour(), u.Minute(), u.Second(), u.Nanosecond()})
	return string(append(b, 'Z'))
}

// ValidGlobalDateTime reports whether s is a valid global date and time
// string (HTML §2.3.5.7): a valid date string, "T" or a single space, a
// valid time string, and a valid time-zone offset string, as in
// "1979-10-14T12:00:00.001-04:00" or "0037-12-13 00:00Z". The time and the
// offset are both required.
func ValidGlobalDateTime(s string) error {
	if _, _, err := dtScanGlobalString(s, true); err != nil {
		return err
	}
	return nil
}

// ValidNormalizedForcedUTCGlobalDateTime reports whether s is a valid
// normalized forced-UTC global date and time string (HTML §2.3.5.7): a
// valid global date and time string with "T", the shortest time string,
// and "Z" as the offset, which is what GlobalDateTime.String writes.
func ValidNormalizedForcedUTCGlobalDateTime(s string) error {
	ls, pos, err := dtScanGlobalString(s, true)
	if err != nil {
		return err
	}
	if s[ls.sep] != 'T' {
		return errAt(ls.sep, ls.sep+1, `a normalized date and time separates the date and the time with "T", not a space`)
	}
	if e := dtNormalizedTimeErr(s, ls.time); e != nil {
		return e
	}
	if off := ls.time.end; s[off] != 'Z' {
		return errAt(off, pos, `a forced-UTC date and time ends with "Z": convert the time to UTC`)
	}
	return nil
}

// ParseGlobalDateTime applies the rules to parse a global date and time
// string (HTML §2.3.5.7) and returns the moment in UTC with the offset.
// Unlike the validity rules they accept a fraction of a second with more
// than three digits and the offset "-00:00". It also fails on a year above
// 999999999, which HTML allows but a parsed value does not hold.
func ParseGlobalDateTime(s string) (GlobalDateTime, error) {
	ls, _, err := dtScanGlobalString(s, false)
	if err != nil {
		return GlobalDateTime{}, err
	}
	g, err := dtMakeGlobal(ls)
	if err != nil {
		return GlobalDateTime{}, err
	}
	return g, nil
}

// dtMakeGlobal computes "the moment in time at year year, month month, day
// day, hours hour, minute minute, second second, subtracting timezonehours
// hours and timezoneminutes minutes".
func dtMakeGlobal(ls dtLocalScan) (GlobalDateTime, *Error) {
	year, err := ls.year.value()
	if err != nil {
		return GlobalDateTime{}, err
	}
	t := ls.time.t
	u := time.Date(year, time.Month(ls.month), ls.day, t.Hour, t.Minute, t.Second, t.Nanosecond, time.UTC)
	u = u.Add(-time.Duration(ls.offset.Minutes) * time.Minute)
	return GlobalDateTime{UTC: u, Offset: ls.offset}, nil
}

// dtScanGlobalString is "parse a global date and time string": the local
// part, a time-zone offset component, then the end. It returns the scan
// and the offset just after the time-zone offset.
func dtScanGlobalString(s string, strict bool) (dtLocalScan, int, *Error) {
	ls, err := dtScanLocal(s, strict)
	if err != nil {
		return ls, 0, err
	}
	pos := ls.time.end
	if pos >= len(s) {
		return ls, pos, errAt(pos, pos, `a global date and time needs a time-zone offset after the time ("Z" for UTC, or one such as "+02:00"), found the end of the value`)
	}
	ls.offset, pos, err = dtScanOffset(s, pos, strict)
	if err != nil {
		return ls, pos, err
	}
	return ls, pos, dtEndErr(s, pos, "the time-zone offset")
}
