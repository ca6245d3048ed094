package microsyntax

// The unions of date and time microsyntaxes that attributes use: the time
// element's datetime value (HTML §4.5.14), and the "valid date string with
// optional time" of ins and del (HTML §2.3.5.10 Vaguer moments in time,
// which the English seed lost; the Japanese seed keeps it).

// DatetimeKind names the microsyntax a value matched.
type DatetimeKind int

// The kinds of DatetimeKind, in the order the time element tries them.
const (
	DatetimeNone           DatetimeKind = iota // no form matched
	DatetimeMonth                              // "2024-05"
	DatetimeDate                               // "2024-05-17"
	DatetimeYearlessDate                       // "05-17"
	DatetimeTime                               // "14:30"
	DatetimeLocalDateTime                      // "2024-05-17T14:30"
	DatetimeTimeZoneOffset                     // "+02:00"
	DatetimeGlobalDateTime                     // "2024-05-17T14:30Z"
	DatetimeWeek                               // "2024-W20"
	DatetimeYear                               // "2024"
	DatetimeDuration                           // "PT4H18M3S", "4h 18m 3s"

	// dtKindDateFamily is a guess, not a result: a value that starts like a
	// month and may be a month, date, local or global date and time.
	dtKindDateFamily
)

// String names the kind for messages: "month", "yearless date", "global
// date and time", ...
func (k DatetimeKind) String() string {
	switch k {
	case DatetimeMonth:
		return "month"
	case DatetimeDate:
		return "date"
	case DatetimeYearlessDate:
		return "yearless date"
	case DatetimeTime:
		return "time"
	case DatetimeLocalDateTime:
		return "local date and time"
	case DatetimeTimeZoneOffset:
		return "time-zone offset"
	case DatetimeGlobalDateTime:
		return "global date and time"
	case DatetimeWeek:
		return "week"
	case DatetimeYear:
		return "year"
	case DatetimeDuration:
		return "duration"
	}
	return "none"
}

// ValidYear reports whether s is a year as the time element accepts it
// (HTML §4.5.14): "four or more ASCII digits, at least one of which is not
// U+0030 DIGIT ZERO (0)", as in "2024" or "0001". It returns nil or an
// *Error such as "a year needs at least four digits".
func ValidYear(s string) error {
	if e := dtValidYear(s); e != nil {
		return e
	}
	return nil
}

func dtValidYear(s string) *Error {
	_, pos, err := dtScanYear(s, 0)
	if err != nil {
		return err
	}
	return dtEndErr(s, pos, "the year")
}

// ValidDateStringWithOptionalTime reports whether s is a valid date string
// with optional time (HTML §2.3.5.10 Vaguer moments in time), the value of
// ins@datetime and del@datetime: a valid date string ("2024-05-17") or a
// valid global date and time string ("2024-05-17T14:30Z",
// "2024-05-17 14:30:05+02:00"). A time without a time-zone offset, a month,
// a week, a time alone or a duration is not allowed, and the reason says
// which of those the value is.
func ValidDateStringWithOptionalTime(s string) error {
	if e := dtValidDateOptTime(s); e != nil {
		return e
	}
	return nil
}

func dtValidDateOptTime(s string) *Error {
	if s == "" {
		return errAt(0, 0, `expected a date ("YYYY-MM-DD") or a date and time with a time-zone offset ("YYYY-MM-DDTHH:MMZ"), found the end of the value`)
	}
	_, _, _, pos, err := dtScanDateComponent(s, 0)
	if err == nil {
		if pos == len(s) {
			return nil
		}
		if !dtSeparatorLike(s, pos) {
			return dtEndErr(s, pos, "the date")
		}
		if _, _, err = dtScanGlobalString(s, true); err == nil {
			return nil
		}
	}
	// A value that is, or looks like, another form the time element
	// accepts gets a reason that names it.
	kind := dtValidKind(s)
	if kind == DatetimeNone {
		switch g := dtGuessTimeForm(s); g {
		case DatetimeTime, DatetimeDuration, DatetimeWeek:
			kind = g
		}
	}
	const want = `; expected a date ("YYYY-MM-DD") or a date and time with a time-zone offset ("YYYY-MM-DDTHH:MMZ")`
	var what string
	switch kind {
	case DatetimeMonth:
		what = "a month without a day is not allowed here"
	case DatetimeYearlessDate:
		what = "a date without a year is not allowed here"
	case DatetimeTime:
		what = "a time without a date is not allowed here"
	case DatetimeTimeZoneOffset:
		what = "a time-zone offset alone is not allowed here"
	case DatetimeWeek:
		what = "a week is not allowed here"
	case DatetimeYear:
		what = "a year alone is not allowed here"
	case DatetimeDuration:
		what = "a duration is not allowed here"
	default:
		// Not valid as anything, or a local date and time, whose error
		// already asks for the missing time-zone offset at the end.
		return err
	}
	return errAt(0, len(s), what+want)
}

// dtSeparatorLike reports whether the character at pos, just after a date,
// looks like an attempt to separate it from a time: "T", "t", or
// whitespace of any kind, ASCII or not (U+00A0, U+3000, ...).
func dtSeparatorLike(s string, pos int) bool {
	if pos >= len(s) {
		return false
	}
	switch c := s[pos]; {
	case c == 'T' || c == 't' || isASCIIWhitespace(c):
		return true
	case c >= 0x80:
		r := dtRuneAt(s, pos)
		return r == 0xA0 || r == 0x1680 || (r >= 0x2000 && r <= 0x200B) || r == 0x202F || r == 0x205F || r == 0x3000
	}
	return false
}

// ValidTimeDatetime reports whether s is a valid datetime value of the time
// element (HTML §4.5.14): a valid month, date, yearless date, time, local
// date and time, time-zone offset, global date and time, week or duration
// string, or a year (see ValidYear). On failure the reason comes from the
// form the value looks like, so "2024-13-01" gives "month 13 is out of range
// (01-12)" and "2021-W53" gives "week 53: 2021 has 52 weeks", rather than
// "matches no form".
func ValidTimeDatetime(s string) error {
	if e := dtValidTimeDatetime(s); e != nil {
		return e
	}
	return nil
}

// dtTimeForms lists the forms to try; the date family covers months,
// dates, and local and global dates and times.
var dtTimeForms = [...]DatetimeKind{dtKindDateFamily, DatetimeYearlessDate, DatetimeTime,
	DatetimeTimeZoneOffset, DatetimeWeek, DatetimeYear, DatetimeDuration}

func dtValidTimeDatetime(s string) *Error {
	// The guess is right for every valid value, so valid values are checked
	// once; the other forms are tried too, so a bad guess costs only time.
	guess := dtGuessTimeForm(s)
	_, err := dtCheckForm(s, guess, true)
	if err == nil {
		return nil
	}
	for _, k := range dtTimeForms {
		if k != guess {
			if _, e := dtCheckForm(s, k, true); e == nil {
				return nil
			}
		}
	}
	return err
}

// dtValidKind returns the form s is valid as, or DatetimeNone.
func dtValidKind(s string) DatetimeKind {
	for _, k := range dtTimeForms {
		if kind, e := dtCheckForm(s, k, true); e == nil {
			return kind
		}
	}
	return DatetimeNone
}

// dtGuessTimeForm guesses from the shape of s which form it was meant to
// be, to report that form's error.
func dtGuessTimeForm(s string) DatetimeKind {
	i := skipWhitespace(s, 0)
	if len(s)-i >= 3 && s[i:i+3] == "\uFEFF" {
		i += 3
	}
	if i >= len(s) {
		return DatetimeNone
	}
	switch c := s[i]; {
	case c == 'P' || c == 'p':
		return DatetimeDuration
	case c == 'Z' || c == 'z' || c == '+':
		return DatetimeTimeZoneOffset
	case c == '-':
		if i+1 < len(s) && s[i+1] == '-' {
			return DatetimeYearlessDate
		}
		// "-2002-09-29" is a signed year, "-05-17" a yearless date with
		// one "-" too few; "-08:00" and "-0800" are offsets.
		if e := collectDigits(s, i+1); e < len(s) && s[e] == '-' {
			if e-(i+1) >= 3 {
				return dtKindDateFamily
			}
			return DatetimeYearlessDate
		}
		return DatetimeTimeZoneOffset
	case isDigit(c):
		e := collectDigits(s, i)
		n := e - i
		if e == len(s) {
			return DatetimeYear
		}
		switch d := s[e]; {
		case d == ':':
			return DatetimeTime
		case d == '-':
			if e+1 < len(s) && (s[e+1] == 'W' || s[e+1] == 'w') {
				return DatetimeWeek
			}
			if n <= 2 {
				// "05-17" is a yearless date, "37-12-13" a date with a short year.
				if e2 := collectDigits(s, e+1); e2 < len(s) && s[e2] == '-' {
					return dtKindDateFamily
				}
				return DatetimeYearlessDate
			}
			return dtKindDateFamily
		case d == '.' || d == 'y' || d == 'Y':
			return DatetimeDuration
		case isASCIIWhitespace(d):
			if f := skipWhitespace(s, e); f < len(s) && (isDigit(s[f]) || s[f] == '.') {
				return DatetimeDuration
			} else if f < len(s) {
				if bit, _ := dtHumanUnit(s[f]); bit != 0 {
					return DatetimeDuration
				}
			}
			return DatetimeYear
		}
		if bit, _ := dtHumanUnit(s[e]); bit != 0 {
			return DatetimeDuration
		}
		if n <= 2 {
			return DatetimeTime // "14Z", "9h30"
		}
		return dtKindDateFamily // "2024/05/17", "20240517T1200"
	case len(s)-i >= 3 && s[i:i+3] == "\u2212":
		return DatetimeTimeZoneOffset
	}
	return DatetimeNone
}

// dtCheckForm checks s against one form (validity rules with strict, else
// parsing rules) and returns the kind it matched, which for the date
// family is the precise kind.
func dtCheckForm(s string, k DatetimeKind, strict bool) (DatetimeKind, *Error) {
	var err *Error
	switch k {
	case dtKindDateFamily:
		return dtCheckDateFamily(s, strict)
	case DatetimeYearlessDate:
		_, _, err = dtScanYearless(s)
	case DatetimeTime:
		_, err = dtScanTimeString(s, strict)
	case DatetimeTimeZoneOffset:
		_, err = dtScanOffsetString(s, strict)
	case DatetimeWeek:
		_, _, err = dtScanWeek(s)
	case DatetimeYear:
		if strict {
			err = dtValidYear(s)
		} else {
			_, err = dtParseYearDigits(s)
		}
	case DatetimeDuration:
		if strict {
			err = dtValidDuration(s)
		} else {
			_, err = dtParseDuration(s)
		}
	default:
		err = dtNoFormErr(s)
	}
	return k, err
}

func dtNoFormErr(s string) *Error {
	if s != "" && skipWhitespace(s, 0) == len(s) {
		return errKind(KindEmpty, 0, len(s), "expected a date, time, week, year, time-zone offset or duration, found only whitespace")
	}
	if e := dtLeadingErr(s); e != nil {
		return e
	}
	return errChar(s, 0, "expected a date, time, week, year, time-zone offset or duration, found "+describeChar(s, 0))
}

// dtCheckDateFamily checks s as a month, a date, a local date and time or
// a global date and time, whichever its length makes it.
func dtCheckDateFamily(s string, strict bool) (DatetimeKind, *Error) {
	_, _, pos, err := dtScanMonthComponent(s, 0)
	if err != nil {
		return DatetimeMonth, err
	}
	if pos == len(s) {
		return DatetimeMonth, nil
	}
	if s[pos] != '-' {
		if dtOnlyWhitespaceFrom(s, pos) {
			return DatetimeMonth, errAt(pos, len(s), "trailing whitespace is not allowed")
		}
		return DatetimeMonth, errChar(s, pos, `expected the end of the value or "-" and a two-digit day after the month, found `+describeChar(s, pos))
	}
	if _, _, _, pos, err = dtScanDateComponent(s, 0); err != nil {
		return DatetimeDate, err
	}
	if pos == len(s) {
		return DatetimeDate, nil
	}
	if !dtSeparatorLike(s, pos) {
		return DatetimeDate, errChar(s, pos, `expected the end of the value, or "T" or a space and a time, after the date, found `+describeChar(s, pos))
	}
	ls, err := dtScanLocal(s, strict)
	if err != nil {
		return DatetimeLocalDateTime, err
	}
	pos = ls.time.end
	if pos == len(s) {
		return DatetimeLocalDateTime, nil
	}
	if dtIsOffsetStart(s, pos) {
		_, _, err = dtScanGlobalString(s, strict)
		return DatetimeGlobalDateTime, err
	}
	if dtOnlyWhitespaceFrom(s, pos) {
		return DatetimeLocalDateTime, errAt(pos, len(s), "trailing whitespace is not allowed")
	}
	return DatetimeLocalDateTime, errChar(s, pos, "expected the end of the value or a time-zone offset after the time, found "+describeChar(s, pos))
}

// dtParseYearDigits is the year step of the time element's parsing: the
// value "consists of only ASCII digits, at least one of which is not U+0030
// DIGIT ZERO (0)" (any number of digits, unlike ValidYear's four or more).
func dtParseYearDigits(s string) (int, *Error) {
	if s == "" {
		return 0, errAt(0, 0, "expected the digits of a year, found the end of the value")
	}
	end := collectDigits(s, 0)
	if end < len(s) {
		return 0, errChar(s, end, "expected only the digits of a year, found "+describeChar(s, end))
	}
	y := dtYear{digits: s}
	for i := 0; i < len(s); i++ {
		if !y.big {
			y.n = y.n*10 + int(s[i]-'0')
			y.big = y.n > dtMaxYear
		}
	}
	if !y.big && y.n == 0 {
		return 0, errAt(0, len(s), "year "+s+" does not exist: years start at 1")
	}
	return y.value()
}

// TimeDatetime is the machine-readable equivalent of a time element's
// datetime value (HTML §4.5.14): Kind says which field holds it.
type TimeDatetime struct {
	Kind           DatetimeKind
	Month          Month
	Date           Date
	YearlessDate   YearlessDate
	Time           Time
	LocalDateTime  LocalDateTime
	TimeZoneOffset TimeZoneOffset
	GlobalDateTime GlobalDateTime
	Week           Week
	Year           int
	Duration       Duration
}

// ParseTimeDatetime obtains the machine-readable equivalent of a time
// element's datetime value (HTML §4.5.14) by trying, in order, the rules to
// parse a month, date, yearless date, time, local date and time, time-zone
// offset, global date and time and week string; then a value of only ASCII
// digits, not all zero, as a year (any number of digits, so "37" is year
// 37 though ValidYear rejects it); then the rules to parse a duration
// string. When none applies there is no machine-readable equivalent and
// the error is that of the form the value looks like. Years above
// 999999999 are reported as too large to represent.
func ParseTimeDatetime(s string) (TimeDatetime, error) {
	v, err := dtParseTimeDatetime(s)
	if err != nil {
		return TimeDatetime{}, err
	}
	return v, nil
}

func dtParseTimeDatetime(s string) (TimeDatetime, *Error) {
	var v TimeDatetime
	if y, month, err := dtScanMonth(s); err == nil {
		year, err := y.value()
		v.Kind, v.Month = DatetimeMonth, Month{year, month}
		return v, err
	}
	if y, month, day, err := dtScanDate(s); err == nil {
		year, err := y.value()
		v.Kind, v.Date = DatetimeDate, Date{year, month, day}
		return v, err
	}
	if month, day, err := dtScanYearless(s); err == nil {
		v.Kind, v.YearlessDate = DatetimeYearlessDate, YearlessDate{month, day}
		return v, nil
	}
	if ts, err := dtScanTimeString(s, false); err == nil {
		v.Kind, v.Time = DatetimeTime, ts.t
		return v, nil
	}
	if ls, err := dtScanLocalString(s, false); err == nil {
		year, err := ls.year.value()
		v.Kind, v.LocalDateTime = DatetimeLocalDateTime, LocalDateTime{Date{year, ls.month, ls.day}, ls.time.t}
		return v, err
	}
	if o, err := dtScanOffsetString(s, false); err == nil {
		v.Kind, v.TimeZoneOffset = DatetimeTimeZoneOffset, o
		return v, nil
	}
	if ls, _, err := dtScanGlobalString(s, false); err == nil {
		g, err := dtMakeGlobal(ls)
		v.Kind, v.GlobalDateTime = DatetimeGlobalDateTime, g
		return v, err
	}
	if y, week, err := dtScanWeek(s); err == nil {
		year, err := y.value()
		v.Kind, v.Week = DatetimeWeek, Week{year, week}
		return v, err
	}
	if s != "" && collectDigits(s, 0) == len(s) && !dtAllZeros(s) {
		year, err := dtParseYearDigits(s)
		v.Kind, v.Year = DatetimeYear, year
		return v, err
	}
	if sec, err := dtParseDuration(s); err == nil {
		v.Kind, v.Duration = DatetimeDuration, Duration{sec}
		return v, nil
	}
	_, err := dtCheckForm(s, dtGuessTimeForm(s), false)
	if err == nil {
		err = dtNoFormErr(s)
	}
	return TimeDatetime{}, err
}

// DateOrTime is the result of the rules to parse a date or time string
// (HTML §2.3.5.10): a date, a time, or a global date and time, as Kind
// says (DatetimeDate, DatetimeTime or DatetimeGlobalDateTime).
type DateOrTime struct {
	Kind           DatetimeKind
	Date           Date
	Time           Time
	GlobalDateTime GlobalDateTime
}

// ParseDateOrTime applies the rules to parse a date or time string (HTML
// §2.3.5.10 Vaguer moments in time) step by step: a date component, if
// there is one; then, after a date only when "T" or a space follows it, a
// time component; after both, a time-zone offset component; then the end.
// So "2024-05-17" is a date, "14:30" a time, and "2024-05-17T14:30Z" a
// global date and time, while "2024-05-17T14:30" (no offset) fails. Like
// the other parsing rules it accepts more than the valid strings (longer
// fractions of a second, "-00:00").
func ParseDateOrTime(s string) (DateOrTime, error) {
	v, err := dtParseDateOrTime(s)
	if err != nil {
		return DateOrTime{}, err
	}
	return v, nil
}

func dtParseDateOrTime(s string) (DateOrTime, *Error) {
	var v DateOrTime
	y, month, day, pos, derr := dtScanDateComponent(s, 0)
	datePresent, timePresent := derr == nil, true
	switch {
	case datePresent && pos < len(s) && (s[pos] == 'T' || s[pos] == ' '):
		pos++
	case datePresent:
		timePresent = false
	default:
		pos = 0
	}
	var ts dtTimeScan
	if timePresent {
		var terr *Error
		ts, terr = dtScanTime(s, pos, false)
		if terr != nil {
			// Without a date, report whichever reading got further.
			if !datePresent && (derr.Offset > terr.Offset ||
				derr.Offset == terr.Offset && dtGuessTimeForm(s) != DatetimeTime) {
				return v, derr
			}
			return v, terr
		}
		pos = ts.end
	}
	var off TimeZoneOffset
	if datePresent && timePresent {
		if pos >= len(s) {
			return v, errAt(pos, pos, `a date and time needs a time-zone offset after the time ("Z" for UTC, or one such as "+02:00"), found the end of the value`)
		}
		var err *Error
		if off, pos, err = dtScanOffset(s, pos, false); err != nil {
			return v, err
		}
	}
	switch {
	case !timePresent:
		if e := dtEndErr(s, pos, "the date"); e != nil {
			return v, e
		}
		year, err := y.value()
		v.Kind, v.Date = DatetimeDate, Date{year, month, day}
		return v, err
	case !datePresent:
		if e := dtEndErr(s, pos, "the time"); e != nil {
			return v, e
		}
		v.Kind, v.Time = DatetimeTime, ts.t
		return v, nil
	}
	if e := dtEndErr(s, pos, "the time-zone offset"); e != nil {
		return v, e
	}
	g, err := dtMakeGlobal(dtLocalScan{year: y, month: month, day: day, time: ts, offset: off})
	v.Kind, v.GlobalDateTime = DatetimeGlobalDateTime, g
	return v, err
}

// dtAllZeros reports whether s consists of "0"s only.
func dtAllZeros(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '0' {
			return false
		}
	}
	return true
}
