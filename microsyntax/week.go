package microsyntax

import "strconv"

// Week is a week of a week-year (HTML §2.3.5.8 Weeks, the ISO 8601 week
// date), as in "2024-W20": seven days from a Monday. Week 1 of a week-year
// is the week holding its first Thursday; a week-year has 52 or 53 weeks
// (see WeeksInYear).
type Week struct{ Year, Week int }

// String serializes w as a valid week string, "YYYY-Www", with the year
// zero-padded to at least four digits.
func (w Week) String() string {
	b := make([]byte, 0, 16)
	b = dtAppendPadded(b, w.Year, 4)
	b = append(b, '-', 'W')
	return string(dtAppendPadded(b, w.Week, 2))
}

// ValidWeek reports whether s is a valid week string (HTML §2.3.5.8): four
// or more ASCII digits for a week-year greater than zero, "-W", and two
// ASCII digits for a week from 01 to the number of weeks of that week-year.
// It returns nil or an *Error such as "week 53: 2021 has 52 weeks".
func ValidWeek(s string) error {
	if _, _, err := dtScanWeek(s); err != nil {
		return err
	}
	return nil
}

// ParseWeek applies the rules to parse a week string (HTML §2.3.5.8), which
// accept exactly the valid week strings; it also fails on a year above
// 999999999, which HTML allows but a parsed Week does not hold.
func ParseWeek(s string) (Week, error) {
	y, week, err := dtScanWeek(s)
	if err != nil {
		return Week{}, err
	}
	year, err := y.value()
	if err != nil {
		return Week{}, err
	}
	return Week{year, week}, nil
}

// dtScanWeek follows "parse a week string" step by step.
func dtScanWeek(s string) (dtYear, int, *Error) {
	y, pos, err := dtScanYear(s, 0)
	if err != nil {
		return y, 0, err
	}
	if pos >= len(s) || s[pos] != '-' {
		return y, 0, errChar(s, pos, `expected "-W" and a two-digit week after the year, found `+describeChar(s, pos))
	}
	pos++
	if pos >= len(s) || s[pos] != 'W' {
		if pos < len(s) && s[pos] == 'w' {
			return y, 0, errAt(pos, pos+1, `the week number follows an uppercase "W", found "w"`)
		}
		return y, 0, errChar(s, pos, `expected "W" and a two-digit week after the "-", found `+describeChar(s, pos))
	}
	pos++
	week, end, err := dtTwoDigits(s, pos, "a week needs two digits (01-53)")
	if err != nil {
		return y, 0, err
	}
	max := dtWeeksInYear(y.r400)
	if week == 0 {
		return y, 0, errAt(pos, end, "week 00 does not exist: weeks start at 01")
	}
	if week > max {
		return y, 0, errAt(pos, end, "week "+strconv.Itoa(week)+": "+y.name()+" has "+strconv.Itoa(max)+" weeks")
	}
	return y, week, dtEndErr(s, end, "the week")
}
