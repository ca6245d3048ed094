package microsyntax

import "strconv"

// Shared helpers of the dates and times family (HTML §2.3.5 "Dates and
// times"): the proleptic Gregorian calendar arithmetic, the year component
// that month, date, week and year strings share, and the messages that
// several of those microsyntaxes give.
//
// Years. HTML bounds years only from below (year > 0; "0000" is invalid).
// The ValidX functions check a year of any length exactly: the calendar
// repeats every 400 years (146097 days, a whole number of weeks), so leap
// years, month lengths and week counts depend only on the year modulo 400,
// which is computed digit by digit. A parsed year must fit an int and a
// time.Time, so the ParseX functions fail on years above dtMaxYear with a
// reason saying so: those are the only strings a ValidX function accepts
// and the matching ParseX function rejects. (275760, the last year of an
// ECMAScript Date and so of the date inputs' valueAsNumber, is not a limit
// of the microsyntax.)

// dtMaxYear is the largest year the ParseX functions return.
const dtMaxYear = 999_999_999

// IsLeapYear reports whether year is a leap year of the proleptic Gregorian
// calendar, as HTML §2.3.5 uses it in "the number of days in month month of
// year year": a year divisible by 400, or divisible by 4 but not by 100.
// So 2000 and 0004 are leap years, 1900 and 2100 are not.
func IsLeapYear(year int) bool {
	return year%4 == 0 && (year%100 != 0 || year%400 == 0)
}

// DaysInMonth returns "the number of days in month month of year year" (HTML
// §2.3.5): 31 for months 1, 3, 5, 7, 8, 10 and 12; 30 for 4, 6, 9 and 11;
// 29 for February of a leap year and 28 otherwise. It returns 0 for a month
// outside 1-12.
func DaysInMonth(year, month int) int {
	return dtDaysInMonth(month, IsLeapYear(year))
}

// WeeksInYear returns the number of weeks of week-year year, 52 or 53 (HTML
// §2.3.5.8 Weeks, the ISO 8601 week-year): 53 when 1 January of year is a
// Thursday, or a Wednesday in a leap year. It is computed (Gauss's weekday
// formula on the year modulo 400), not looked up, so it holds for every
// year, including years before 1 and after 9999.
func WeeksInYear(year int) int {
	return dtWeeksInYear(dtMod(year, 400))
}

func dtDaysInMonth(month int, leap bool) int {
	switch month {
	case 1, 3, 5, 7, 8, 10, 12:
		return 31
	case 4, 6, 9, 11:
		return 30
	case 2:
		if leap {
			return 29
		}
		return 28
	}
	return 0
}

// dtMod is a modulo whose result is never negative.
func dtMod(a, m int) int {
	r := a % m
	if r < 0 {
		r += m
	}
	return r
}

// dtLeapR400 is IsLeapYear for a year given modulo 400.
func dtLeapR400(r int) bool { return r%4 == 0 && (r%100 != 0 || r == 0) }

// dtJan1Weekday returns the weekday of 1 January of the year that is r
// modulo 400, with 0 for Sunday and 4 for Thursday (Gauss's algorithm).
func dtJan1Weekday(r int) int {
	q := (r + 399) % 400 // (year - 1) mod 400
	return (1 + 5*(q%4) + 4*(q%100) + 6*q) % 7
}

// dtWeeksInYear is WeeksInYear for a year given modulo 400.
func dtWeeksInYear(r int) int {
	wd := dtJan1Weekday(r)
	if wd == 4 || (wd == 3 && dtLeapR400(r)) {
		return 53
	}
	return 52
}

var dtMonthNames = [...]string{"", "January", "February", "March", "April", "May", "June",
	"July", "August", "September", "October", "November", "December"}

// dtYear is a year component as written: its digits, its value modulo 400
// (enough for every calendar rule), and its value when it fits dtMaxYear.
type dtYear struct {
	n      int    // the year, when !big
	r400   int    // the year modulo 400
	big    bool   // the year is above dtMaxYear
	start  int    // offset of its first digit
	digits string // its digits as written
}

func (y dtYear) leap() bool { return dtLeapR400(y.r400) }

// name is the year for a message: its digits without the zero padding.
func (y dtYear) name() string {
	d := y.digits
	for len(d) > 1 && d[0] == '0' {
		d = d[1:]
	}
	return d
}

// value returns the year as an int for a parser, or an error for a year the
// parsers cannot represent (see the comment at the top of this file).
func (y dtYear) value() (int, *Error) {
	if y.big {
		return 0, errAt(y.start, y.start+len(y.digits), "year "+y.name()+
			" is valid but too large for attrlint to represent (the largest is 999999999; HTML itself sets no upper limit)")
	}
	return y.n, nil
}

// dtScanYear reads the "four or more ASCII digits, representing year, where
// year > 0" that start month, date and week strings (the first steps of
// "parse a month component" and of "parse a week string").
func dtScanYear(s string, pos int) (dtYear, int, *Error) {
	end := collectDigits(s, pos)
	if end == pos {
		return dtYear{}, pos, dtYearStartErr(s, pos)
	}
	y := dtYear{start: pos, digits: s[pos:end]}
	if end-pos < 4 {
		if dtNonASCIIDigitAt(s, end) {
			return y, end, dtCountErr(s, pos, end, "a year needs at least four digits")
		}
		pad := "0000"[:4-(end-pos)] + s[pos:end]
		return y, end, errAt(pos, end, "a year needs at least four digits, found "+
			strconv.Quote(s[pos:end])+"; pad it with zeros: "+strconv.Quote(pad))
	}
	for i := pos; i < end; i++ {
		d := int(s[i] - '0')
		y.r400 = (y.r400*10 + d) % 400
		if !y.big {
			y.n = y.n*10 + d
			if y.n > dtMaxYear {
				y.big = true
			}
		}
	}
	if !y.big && y.n == 0 {
		return y, end, errAt(pos, end, "year "+y.digits+" does not exist: years start at 0001")
	}
	return y, end, nil
}

// dtYearStartErr explains why no year starts at pos.
func dtYearStartErr(s string, pos int) *Error {
	if pos == 0 && len(s) > 0 {
		if e := dtLeadingErr(s); e != nil {
			return e
		}
	}
	if pos < len(s) {
		switch s[pos] {
		case '-':
			return errAt(pos, pos+1, `a "-" sign is not allowed: years before 0001 cannot be written`)
		case '+':
			return errAt(pos, pos+1, `a "+" sign is not allowed before the year`)
		}
	}
	return errChar(s, pos, "expected a year of at least four digits, found "+describeChar(s, pos))
}

// dtLeadingErr reports leading ASCII whitespace or a byte order mark, which
// no date or time string allows (only a duration's human form allows
// whitespace). It returns nil when s starts with neither.
func dtLeadingErr(s string) *Error {
	if len(s) == 0 {
		return nil
	}
	if isASCIIWhitespace(s[0]) {
		return errAt(0, skipWhitespace(s, 0), "leading whitespace is not allowed")
	}
	if len(s) >= 3 && s[:3] == "\uFEFF" {
		return errAt(0, 3, "a byte order mark (U+FEFF) is not allowed at the start of the value")
	}
	return nil
}

// dtTwoDigits reads exactly two ASCII digits at pos; need is the reason
// given when there are not exactly two, such as "a date needs a two-digit
// day".
func dtTwoDigits(s string, pos int, need string) (int, int, *Error) {
	end := collectDigits(s, pos)
	if end-pos != 2 {
		return 0, end, dtCountErr(s, pos, end, need)
	}
	return int(s[pos]-'0')*10 + int(s[pos+1]-'0'), end, nil
}

// dtCountErr explains a run of digits s[pos:end] of the wrong length.
func dtCountErr(s string, pos, end int, need string) *Error {
	if end == pos {
		return errChar(s, pos, need+", found "+describeChar(s, pos))
	}
	if dtNonASCIIDigitAt(s, end) {
		// "2002-09-2９": the full-width digit ends the ASCII run early.
		return errAt(pos, end+charLen(s, end), need+", found "+strconv.Quote(s[pos:end])+
			" then "+describeChar(s, end)+"; only the ASCII digits 0-9 count")
	}
	found := need + ", found " + strconv.Quote(s[pos:end])
	if end-pos == 1 {
		found += " (write " + strconv.Quote("0"+s[pos:end]) + ")"
	}
	return errAt(pos, end, found)
}

// dtNonASCIIDigitAt reports whether a non-ASCII decimal digit (full-width,
// Arabic-Indic, ...) starts at pos.
func dtNonASCIIDigitAt(s string, pos int) bool {
	return pos < len(s) && s[pos] >= 0x80 && isUnicodeDigit(dtRuneAt(s, pos))
}

func dtRuneAt(s string, pos int) rune {
	n := charLen(s, pos)
	for _, r := range s[pos : pos+n] {
		return r
	}
	return 0
}

// dtEndErr reports what follows a complete value: trailing whitespace, or
// any other character after the named part ("the date"). nil at the end.
func dtEndErr(s string, pos int, after string) *Error {
	if pos >= len(s) {
		return nil
	}
	if dtOnlyWhitespaceFrom(s, pos) {
		return errAt(pos, len(s), "trailing whitespace is not allowed")
	}
	return errChar(s, pos, "expected the end of the value after "+after+", found "+describeChar(s, pos))
}

// dtAppendPadded appends n in decimal, zero-padded to width digits. A
// negative n gets a "-" before the padded digits.
func dtAppendPadded(b []byte, n, width int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	var buf [20]byte
	i := len(buf)
	for n >= 10 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	i--
	buf[i] = byte('0' + n)
	for w := len(buf) - i; w < width; w++ {
		b = append(b, '0')
	}
	return append(b, buf[i:]...)
}

// dtOnlyWhitespaceFrom reports whether s[pos:] is one or more ASCII
// whitespace characters and nothing else.
func dtOnlyWhitespaceFrom(s string, pos int) bool {
	return pos < len(s) && isASCIIWhitespace(s[pos]) && skipWhitespace(s, pos) == len(s)
}
