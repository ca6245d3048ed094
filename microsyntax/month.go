package microsyntax

// Month is a month of a year in the proleptic Gregorian calendar, with no
// time zone and no day (HTML §2.3.5.1 Months), as in "2024-05".
type Month struct{ Year, Month int }

// String serializes m as a valid month string: the year zero-padded to at
// least four digits, "-", and the two-digit month ("0037-12").
func (m Month) String() string {
	b := make([]byte, 0, 16)
	return string(dtAppendMonth(b, m.Year, m.Month))
}

func dtAppendMonth(b []byte, year, month int) []byte {
	b = dtAppendPadded(b, year, 4)
	b = append(b, '-')
	return dtAppendPadded(b, month, 2)
}

// ValidMonth reports whether s is a valid month string (HTML §2.3.5.1):
// four or more ASCII digits for a year greater than zero, "-", and two ASCII
// digits for a month from 01 to 12. It returns nil or an *Error saying what
// is wrong and where, such as "month 13 is out of range (01-12)".
func ValidMonth(s string) error {
	if _, _, err := dtScanMonth(s); err != nil {
		return err
	}
	return nil
}

// ParseMonth applies the rules to parse a month string (HTML §2.3.5.1). The
// parsing rules accept exactly the valid month strings, so ParseMonth fails
// where ValidMonth does, and also on a year above 999999999: HTML sets no
// upper limit on years, but a parsed year has to fit an int and a time.Time.
func ParseMonth(s string) (Month, error) {
	y, month, err := dtScanMonth(s)
	if err != nil {
		return Month{}, err
	}
	year, err := y.value()
	if err != nil {
		return Month{}, err
	}
	return Month{year, month}, nil
}

// dtScanMonth is "parse a month string": a month component, then the end.
func dtScanMonth(s string) (dtYear, int, *Error) {
	y, month, pos, err := dtScanMonthComponent(s, 0)
	if err != nil {
		return y, 0, err
	}
	if pos < len(s) && s[pos] == '-' {
		return y, 0, errAt(pos, len(s), "expected the end of the value after the month; a month string has no day")
	}
	return y, month, dtEndErr(s, pos, "the month")
}

// dtScanMonthComponent is "parse a month component" (HTML §2.3.5.1): the
// year, "-", and a two-digit month from 01 to 12.
func dtScanMonthComponent(s string, pos int) (dtYear, int, int, *Error) {
	y, pos, err := dtScanYear(s, pos)
	if err != nil {
		return y, 0, pos, err
	}
	if pos >= len(s) || s[pos] != '-' {
		return y, 0, pos, dtMissingHyphenErr(s, y, pos)
	}
	month, end, err := dtTwoDigits(s, pos+1, "a month needs two digits (01-12)")
	if err != nil {
		return y, 0, end, err
	}
	if month < 1 || month > 12 {
		return y, 0, end, errAt(pos+1, end, "month "+s[pos+1:end]+" is out of range (01-12)")
	}
	return y, month, end, nil
}

// dtMissingHyphenErr explains the missing "-" after a year, recognising the
// compact ISO 8601 forms "20240517" and "202405" that HTML does not allow.
func dtMissingHyphenErr(s string, y dtYear, pos int) *Error {
	d := y.digits
	if pos >= len(s) || s[pos] == 'T' {
		switch len(d) {
		case 8:
			return errAt(y.start, pos, "a date needs hyphens: write "+
				`"`+d[:4]+"-"+d[4:6]+"-"+d[6:]+`"`)
		case 6:
			return errAt(y.start, pos, "a month needs a hyphen: write "+`"`+d[:4]+"-"+d[4:]+`"`)
		}
	}
	return errChar(s, pos, `expected "-" and a two-digit month after the year, found `+describeChar(s, pos))
}
