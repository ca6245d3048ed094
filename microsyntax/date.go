package microsyntax

import "strconv"

// Date is a day of the proleptic Gregorian calendar with no time zone (HTML
// §2.3.5.2 Dates), as in "2024-05-17".
type Date struct{ Year, Month, Day int }

// String serializes d as a valid date string, "YYYY-MM-DD", with the year
// zero-padded to at least four digits.
func (d Date) String() string {
	b := make([]byte, 0, 16)
	return string(dtAppendDate(b, d))
}

func dtAppendDate(b []byte, d Date) []byte {
	b = dtAppendMonth(b, d.Year, d.Month)
	b = append(b, '-')
	return dtAppendPadded(b, d.Day, 2)
}

// ValidDate reports whether s is a valid date string (HTML §2.3.5.2): a
// valid month string, "-", and two ASCII digits for a day from 01 to the
// number of days in that month of that year. It returns nil or an *Error
// such as "day 30 is past the end of February 2023, which has 28 days".
func ValidDate(s string) error {
	if _, _, _, err := dtScanDate(s); err != nil {
		return err
	}
	return nil
}

// ParseDate applies the rules to parse a date string (HTML §2.3.5.2). They
// accept exactly the valid date strings; ParseDate also fails on a year
// above 999999999, which HTML allows but a parsed Date does not hold.
func ParseDate(s string) (Date, error) {
	y, month, day, err := dtScanDate(s)
	if err != nil {
		return Date{}, err
	}
	year, err := y.value()
	if err != nil {
		return Date{}, err
	}
	return Date{year, month, day}, nil
}

// dtScanDate is "parse a date string": a date component, then the end.
func dtScanDate(s string) (dtYear, int, int, *Error) {
	y, month, day, pos, err := dtScanDateComponent(s, 0)
	if err != nil {
		return y, 0, 0, err
	}
	return y, month, day, dtEndErr(s, pos, "the date")
}

// dtScanDateComponent is "parse a date component" (HTML §2.3.5.2): a month
// component, "-", and a two-digit day within that month of that year.
func dtScanDateComponent(s string, pos int) (dtYear, int, int, int, *Error) {
	y, month, pos, err := dtScanMonthComponent(s, pos)
	if err != nil {
		return y, 0, 0, pos, err
	}
	if pos >= len(s) || s[pos] != '-' {
		return y, 0, 0, pos, errChar(s, pos, `expected "-" and a two-digit day after the month, found `+describeChar(s, pos))
	}
	day, end, err := dtTwoDigits(s, pos+1, "a date needs a two-digit day")
	if err != nil {
		return y, 0, 0, end, err
	}
	if max := dtDaysInMonth(month, y.leap()); day < 1 || day > max {
		return y, 0, 0, end, dtDayErr(pos+1, end, day, month, max, &y)
	}
	return y, month, day, end, nil
}

// dtDayErr explains a day outside 1..max of month (of year y, or of no
// year when y is nil: a yearless date, where February has 29 days).
func dtDayErr(pos, end, day, month, max int, y *dtYear) *Error {
	if day == 0 {
		return errAt(pos, end, "day 00 does not exist: days start at 01")
	}
	name := dtMonthNames[month]
	if y == nil {
		if month == 2 {
			return errAt(pos, end, "day "+strconv.Itoa(day)+" is past the end of February, which has at most 29 days")
		}
		return errAt(pos, end, "day "+strconv.Itoa(day)+" is past the end of "+name+", which has "+strconv.Itoa(max)+" days")
	}
	if month == 2 && day == 29 {
		reason := "February 29 only exists in leap years; " + y.name() + " is not one"
		if y.r400%100 == 0 {
			reason += " (a year divisible by 100 is a leap year only when it is also divisible by 400)"
		}
		return errAt(pos, end, reason)
	}
	return errAt(pos, end, "day "+strconv.Itoa(day)+" is past the end of "+name+" "+y.name()+
		", which has "+strconv.Itoa(max)+" days")
}

// YearlessDate is a month and a day of that month with no year (HTML
// §2.3.5.3 Yearless dates), as in "05-17"; February 29 is allowed.
type YearlessDate struct{ Month, Day int }

// String serializes d as a valid yearless date string, "MM-DD" (the form
// without the optional leading "--").
func (d YearlessDate) String() string {
	b := make([]byte, 0, 8)
	b = dtAppendPadded(b, d.Month, 2)
	b = append(b, '-')
	return string(dtAppendPadded(b, d.Day, 2))
}

// ValidYearlessDate reports whether s is a valid yearless date string (HTML
// §2.3.5.3): optionally "--", two ASCII digits for a month from 01 to 12,
// "-", and two ASCII digits for a day of that month in a leap year (so
// "02-29" is valid). It returns nil or an *Error saying what is wrong.
func ValidYearlessDate(s string) error {
	if _, _, err := dtScanYearless(s); err != nil {
		return err
	}
	return nil
}

// ParseYearlessDate applies the rules to parse a yearless date string (HTML
// §2.3.5.3), which accept exactly the valid yearless date strings.
func ParseYearlessDate(s string) (YearlessDate, error) {
	month, day, err := dtScanYearless(s)
	if err != nil {
		return YearlessDate{}, err
	}
	return YearlessDate{month, day}, nil
}

// dtScanYearless is "parse a yearless date string": a yearless date
// component, then the end.
func dtScanYearless(s string) (int, int, *Error) {
	month, day, pos, err := dtScanYearlessComponent(s, 0)
	if err != nil {
		return 0, 0, err
	}
	return month, day, dtEndErr(s, pos, "the yearless date")
}

// dtScanYearlessComponent is "parse a yearless date component" (HTML
// §2.3.5.3): zero or two "-", a two-digit month, "-", a two-digit day.
func dtScanYearlessComponent(s string, pos int) (int, int, int, *Error) {
	if pos == 0 {
		if e := dtLeadingErr(s); e != nil {
			return 0, 0, pos, e
		}
	}
	h := pos
	for h < len(s) && s[h] == '-' {
		h++
	}
	if n := h - pos; n != 0 && n != 2 {
		return 0, 0, h, errAt(pos, h, `a yearless date starts with two hyphens ("--05-17") or none ("05-17"), found `+
			strconv.Itoa(n))
	}
	month, end, err := dtTwoDigits(s, h, "a month needs two digits (01-12)")
	if err != nil {
		return 0, 0, end, err
	}
	if month < 1 || month > 12 {
		return 0, 0, end, errAt(h, end, "month "+s[h:end]+" is out of range (01-12)")
	}
	pos = end
	if pos >= len(s) || s[pos] != '-' {
		return 0, 0, pos, errChar(s, pos, `expected "-" and a two-digit day after the month, found `+describeChar(s, pos))
	}
	day, end, err := dtTwoDigits(s, pos+1, "a yearless date needs a two-digit day")
	if err != nil {
		return 0, 0, end, err
	}
	// "the number of days in month month of any arbitrary leap year"
	if max := dtDaysInMonth(month, true); day < 1 || day > max {
		return 0, 0, end, dtDayErr(pos+1, end, day, month, max, nil)
	}
	return month, day, end, nil
}
