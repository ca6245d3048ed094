package microsyntax

import (
	"errors"
	"strings"
	"testing"
)

// dtCase is one validity test: a value, and either valid (off == -1) or
// the error expected: its span and a part of its reason.
type dtCase struct {
	in       string
	off, end int
	reason   string
}

func dtOK(in string) dtCase { return dtCase{in, -1, -1, ""} }

func dtBad(in string, off, end int, reason string) dtCase { return dtCase{in, off, end, reason} }

func dtRunValid(t *testing.T, name string, valid func(string) error, cases []dtCase) {
	t.Helper()
	for _, c := range cases {
		err := valid(c.in)
		if c.off < 0 {
			if err != nil {
				t.Errorf("%s(%q) = %v, want valid", name, c.in, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s(%q) = %v, want an *Error at %d-%d containing %q", name, c.in, err, c.off, c.end, c.reason)
			continue
		}
		if e.Offset != c.off || e.End != c.end || !strings.Contains(e.Reason, c.reason) {
			t.Errorf("%s(%q) = %d-%d %q, want %d-%d containing %q", name, c.in, e.Offset, e.End, e.Reason, c.off, c.end, c.reason)
		}
		if e.Offset < 0 || e.End > len(c.in) || e.End < e.Offset {
			t.Errorf("%s(%q): span %d-%d outside the value", name, c.in, e.Offset, e.End)
		}
	}
}

// Seed examples. 003 is the MDN article "Date and time formats"; 000/002
// the HTML standard's §2.3.5 (English, and Japanese with the English after
// each "◎"); §4.5.14 lists the time element's examples.
var (
	dtSeedMonths   = []string{"17310-09", "2019-01", "1993-11", "0571-04", "0001-07", "2011-11", "2013-05"}
	dtSeedDates    = []string{"1993-11-01", "1066-10-14", "0571-04-22", "0062-02-05", "2005-06-07", "2011-11-18", "2011-11-12", "1887-12-01", "2006-09-23", "2009-08-29", "2009-08-30", "2005-10-05", "2005-10-07"}
	dtSeedYearless = []string{"11-12", "11-18"}
	dtSeedTimes    = []string{"08:45", "08:45:25", "00:00:30.75", "12:15", "13:44:25", "14:54", "14:54:39", "14:54:39.929", "23:59", "12:15:47", "12:15:52.998"}
	dtSeedLocals   = []string{"0033-08-04T03:40", "1977-04-01T14:00:30", "1986-01-28T11:38:00.01", "1986-01-28 11:38:00.010", "0170-07-31T22:00:00",
		"2011-11-18T14:54", "2011-11-18T14:54:39", "2011-11-18T14:54:39.929", "2011-11-18 14:54", "2011-11-18 14:54:39", "2011-11-18 14:54:39.929",
		"2013-12-25 11:12", "1972-07-25 13:43:07", "1941-03-15 07:06:23.678", "2013-12-25T11:12", "1972-07-25T13:43:07", "1941-03-15T07:06:23.678"}
	dtSeedOffsets = []string{"Z", "+0000", "+00:00", "-0800", "-08:00", "+0200", "+04:30", "-0300"}
	dtSeedGlobals = []string{"0037-12-13 00:00Z", "1979-10-14T12:00:00.001-04:00", "8592-01-01T02:09+02:09",
		"2005-06-07T00:00Z", "1789-08-22T12:30:00.1-04:00", "3755-01-01 00:00+10:00", "1901-01-01T00:00Z", "1901-01-01T00:00:01-04:00",
		"2006-09-24T05:00-07:00", "2011-11-18T15:00-08:00", "2013-12-25 11:12+0200", "1972-07-25 13:43:07+04:30", "1941-03-15 07:06:23.678Z", "2013-12-25T11:12-08:00"}
	dtSeedWeeks     = []string{"2001-W37", "1953-W01", "1948-W53", "1949-W01", "0531-W16", "0042-W04", "2011-W47", "2013-W46"}
	dtSeedDurations = []string{"PT4H18M3S", "4h 18m 3s", "P12DT7H12M13S", "P12DT7H12M13.3S", "P12DT7H12M13.45S", "P12DT7H12M13.455S",
		"PT7H12M13S", "PT7H12M13.2S", "PT7H12M13.56S", "PT7H12M13.999S", "7d 5h 24m 13s", "PT2H30M"}
	dtSeedYears = []string{"2011", "0001", "2013"}
)

// dtSpecTimeGlobals are the time element's global date and time examples
// (HTML §4.5.14): every combination of separator, precision and offset.
func dtSpecTimeGlobals() []string {
	var out []string
	for _, sep := range []string{"T", " "} {
		for _, hm := range []string{"14:54", "06:54"} {
			offs := []string{"Z", "+0000", "+00:00"}
			if hm == "06:54" {
				offs = []string{"-0800", "-08:00"}
			}
			for _, off := range offs {
				for _, sec := range []string{"", ":39", ":39.929"} {
					out = append(out, "2011-11-18"+sep+hm+sec+off)
				}
			}
		}
	}
	return out
}

func dtOKs(list ...[]string) []dtCase {
	var out []dtCase
	for _, l := range list {
		for _, s := range l {
			out = append(out, dtOK(s))
		}
	}
	return out
}

func TestDatetimeValidMonth(t *testing.T) {
	cases := append(dtOKs(dtSeedMonths),
		dtOK("0004-02"), dtOK("275760-09"), dtOK("275761-01"), dtOK("02024-05"), dtOK("99999999999999999999-12"),
		dtBad("2024-13", 5, 7, "month 13 is out of range (01-12)"),
		dtBad("2024-00", 5, 7, "month 00 is out of range (01-12)"),
		dtBad("0000-01", 0, 4, "year 0000 does not exist: years start at 0001"),
		dtBad("024-01", 0, 3, `a year needs at least four digits, found "024"; pad it with zeros: "0024"`),
		dtBad("2024-1", 5, 6, `a month needs two digits (01-12), found "1" (write "01")`),
		dtBad("2024-123", 5, 8, `a month needs two digits (01-12), found "123"`),
		dtBad("2024-05-17", 7, 10, "a month string has no day"),
		dtBad("2024/05", 4, 5, `expected "-" and a two-digit month after the year, found "/"`),
		dtBad("2024", 4, 4, `found the end of the value`),
		dtBad("202405", 0, 6, `a month needs a hyphen: write "2024-05"`),
		dtBad(" 2024-05", 0, 1, "leading whitespace is not allowed"),
		dtBad("2024-05 ", 7, 8, "trailing whitespace is not allowed"),
		dtBad("2024-05\n", 7, 8, "trailing whitespace is not allowed"),
		dtBad("-2024-05", 0, 1, `a "-" sign is not allowed`),
		dtBad("+2024-05", 0, 1, `a "+" sign is not allowed`),
		dtBad("2024-0５", 5, 9, `found "0" then "５" (U+FF15, not an ASCII digit)`),
		dtBad("２０２４-05", 0, 3, `found "２" (U+FF12, not an ASCII digit)`),
		dtBad("", 0, 0, "expected a year of at least four digits, found the end of the value"),
		dtBad("May 2024", 0, 1, `expected a year of at least four digits, found "M"`),
	)
	dtRunValid(t, "ValidMonth", ValidMonth, cases)
}

func TestDatetimeValidDate(t *testing.T) {
	cases := append(dtOKs(dtSeedDates),
		// Leap years: every 4 years, except centuries, except every 400.
		dtOK("2000-02-29"), dtOK("2400-02-29"), dtOK("2024-02-29"), dtOK("0004-02-29"), dtOK("0400-02-29"),
		dtOK("2023-02-28"), dtOK("2024-01-31"), dtOK("2024-04-30"), dtOK("2024-12-31"), dtOK("0001-01-01"),
		// Years of five and more digits are valid: HTML sets no upper limit.
		dtOK("12014-09-29"), dtOK("275760-09-13"), dtOK("275761-01-01"),
		dtOK("100000000000000000000-02-29"), // 10^20 is divisible by 400
		dtBad("99999999999999999999-02-29", 24, 26, "February 29 only exists in leap years; 99999999999999999999 is not one"),
		dtBad("2014-02-29", 8, 10, "February 29 only exists in leap years; 2014 is not one"),
		dtBad("2023-02-29", 8, 10, "February 29 only exists in leap years; 2023 is not one"),
		dtBad("1900-02-29", 8, 10, "1900 is not one (a year divisible by 100 is a leap year only when it is also divisible by 400)"),
		dtBad("2100-02-29", 8, 10, "2100 is not one"),
		dtBad("0100-02-29", 8, 10, "February 29 only exists in leap years; 100 is not one"),
		dtBad("2023-02-30", 8, 10, "day 30 is past the end of February 2023, which has 28 days"),
		dtBad("2024-02-30", 8, 10, "day 30 is past the end of February 2024, which has 29 days"),
		dtBad("2024-04-31", 8, 10, "day 31 is past the end of April 2024, which has 30 days"),
		dtBad("2024-01-32", 8, 10, "day 32 is past the end of January 2024, which has 31 days"),
		dtBad("2024-01-00", 8, 10, "day 00 does not exist: days start at 01"),
		dtBad("2024-13-01", 5, 7, "month 13 is out of range (01-12)"),
		dtBad("0000-01-01", 0, 4, "year 0000 does not exist"),
		dtBad("00000-01-01", 0, 5, "year 00000 does not exist"),
		dtBad("000-01-01", 0, 3, "a year needs at least four digits"),
		dtBad("37-12-13", 0, 2, `a year needs at least four digits, found "37"; pad it with zeros: "0037"`), // seed: not a valid date
		dtBad("-2002-09-29", 0, 1, `a "-" sign is not allowed: years before 0001 cannot be written`),
		dtBad("2002-09-2９", 8, 12, `a date needs a two-digit day, found "2" then "９" (U+FF19, not an ASCII digit)`),
		dtBad("2002-09-٢٩", 8, 10, `a date needs a two-digit day, found "٢" (U+0662, not an ASCII digit)`),
		dtBad("2024-01-5", 8, 9, `a date needs a two-digit day, found "5" (write "05")`),
		dtBad("2024-01-001", 8, 11, `a date needs a two-digit day, found "001"`),
		dtBad("2024-01", 7, 7, `expected "-" and a two-digit day after the month, found the end of the value`),
		dtBad("2024-01-", 8, 8, "a date needs a two-digit day, found the end of the value"),
		dtBad(" 2024-01-01", 0, 1, "leading whitespace is not allowed"),
		dtBad("\t\n2024-01-01", 0, 2, "leading whitespace is not allowed"),
		dtBad("2024-01-01 ", 10, 11, "trailing whitespace is not allowed"),
		dtBad("\ufeff2024-01-01", 0, 3, "a byte order mark (U+FEFF) is not allowed at the start of the value"),
		dtBad("2024-01-01😀", 10, 14, `expected the end of the value after the date, found "😀"`),
		dtBad("2024-01-01T10:00", 10, 11, `expected the end of the value after the date, found "T"`),
		dtBad("20240517", 0, 8, `a date needs hyphens: write "2024-05-17"`),
		dtBad("2024-5-17", 5, 6, `a month needs two digits (01-12), found "5" (write "05")`),
		dtBad("2024.05.17", 4, 5, `expected "-" and a two-digit month after the year, found "."`),
		dtBad("2024–05–17", 4, 7, `found "–"`), // U+2013 EN DASH
	)
	dtRunValid(t, "ValidDate", ValidDate, cases)
}

func TestDatetimeValidYearlessDate(t *testing.T) {
	cases := append(dtOKs(dtSeedYearless),
		dtOK("--11-18"), dtOK("02-29"), dtOK("--02-29"), dtOK("12-31"), dtOK("01-01"),
		dtBad("02-30", 3, 5, "day 30 is past the end of February, which has at most 29 days"),
		dtBad("04-31", 3, 5, "day 31 is past the end of April, which has 30 days"),
		dtBad("04-00", 3, 5, "day 00 does not exist"),
		dtBad("13-01", 0, 2, "month 13 is out of range (01-12)"),
		dtBad("00-01", 0, 2, "month 00 is out of range (01-12)"),
		dtBad("-05-17", 0, 1, `a yearless date starts with two hyphens ("--05-17") or none ("05-17"), found 1`),
		dtBad("---05-17", 0, 3, "found 3"),
		dtBad("5-17", 0, 1, `a month needs two digits (01-12), found "5" (write "05")`),
		dtBad("05-7", 3, 4, `a yearless date needs a two-digit day, found "7" (write "07")`),
		dtBad("05/17", 2, 3, `expected "-" and a two-digit day after the month, found "/"`),
		dtBad("05-17 ", 5, 6, "trailing whitespace is not allowed"),
		dtBad(" 05-17", 0, 1, "leading whitespace is not allowed"),
		dtBad("2024-05-17", 0, 4, `a month needs two digits (01-12), found "2024"`),
	)
	dtRunValid(t, "ValidYearlessDate", ValidYearlessDate, cases)
}

func TestDatetimeValidTime(t *testing.T) {
	cases := append(dtOKs(dtSeedTimes),
		dtOK("00:00"), dtOK("23:59"), dtOK("23:59:59"), dtOK("12:00:59.999"), dtOK("12:00:00.1"), dtOK("12:00:00.12"),
		dtOK("12:00:00"), dtOK("12:00:00.000"),
		dtBad("24:00", 0, 2, "hours must be below 24, found 24 (midnight at the end of a day is 00:00 of the next day)"),
		dtBad("25:00", 0, 2, "hours must be below 24, found 25"),
		dtBad("23:60", 3, 5, "minutes must be below 60, found 60"),
		dtBad("12:00:60", 6, 8, "seconds must be below 60, found 60 (leap seconds cannot be represented)"),
		dtBad("12:00:61", 6, 8, "seconds must be below 60"),
		dtBad("12:00:99", 6, 8, "seconds must be below 60, found 99"),
		// The validity grammar allows one to three fraction digits; the
		// parser accepts more (see TestDatetimeParseTime).
		dtBad("12:00:00.1234", 9, 13, "a fraction of a second has at most three digits (milliseconds), found 4"),
		dtBad("12:00:00,5", 8, 9, `a fraction of a second is written after ".", not ","`),
		dtBad("12:00:00.", 8, 9, `a "." must be followed by one to three digits`),
		dtBad("12:00:00..5", 8, 11, `a "." must be followed by one to three digits`),
		dtBad("12:00:00.5.5", 10, 11, `a second has only one "."`),
		dtBad("12:00:5", 6, 7, `seconds need two digits (00-59), found "5" (write "05")`),
		dtBad("12:00:", 6, 6, "seconds need two digits (00-59), found the end of the value"),
		dtBad("12:00:000", 6, 9, `seconds need two digits (00-59), found "000"`),
		dtBad("14Z", 2, 3, `expected ":" and two-digit minutes after the hour, found "Z"`),
		dtBad("14", 2, 2, `expected ":" and two-digit minutes after the hour, found the end of the value`),
		dtBad("9:30", 0, 1, `an hour needs two digits (00-23), found "9" (write "09")`),
		dtBad("12:0", 3, 4, `minutes need two digits (00-59), found "0"`),
		dtBad("12.00", 2, 3, `expected ":" and two-digit minutes after the hour, found "."`),
		dtBad("12:00Z", 5, 6, "a time string has no time-zone offset"),
		dtBad("12:00+01:00", 5, 11, "a time string has no time-zone offset"),
		dtBad(" 12:00", 0, 1, "leading whitespace is not allowed"),
		dtBad("12:00 ", 5, 6, "trailing whitespace is not allowed"),
		dtBad("12:00 pm", 5, 6, `expected the end of the value after the time, found a space`),
		dtBad("1２:00", 0, 4, `an hour needs two digits (00-23), found "1" then "２"`),
		dtBad("", 0, 0, "an hour needs two digits (00-23), found the end of the value"),
	)
	dtRunValid(t, "ValidTime", ValidTime, cases)
}

func TestDatetimeValidLocalDateTime(t *testing.T) {
	cases := append(dtOKs(dtSeedLocals),
		dtOK("2024-02-29T23:59:59.999"), dtOK("0001-01-01 00:00"),
		dtBad("2024-01-01", 10, 10, `expected "T" or a space and then a time after the date, found the end of the value`),
		dtBad("2024-01-01T", 11, 11, "an hour needs two digits (00-23), found the end of the value"),
		dtBad("2024-01-01t10:00", 10, 11, `separated by an uppercase "T" or a space, found "t"`),
		dtBad("2024-01-01  10:00", 10, 12, `separated by exactly one space or "T", found 2 whitespace characters`),
		dtBad("2024-01-01\u00a010:00", 10, 12, `expected "T" or a space between the date and the time, found a no-break space (U+00A0)`),
		dtBad("2024-01-01\t10:00", 10, 11, `found a tab`),
		dtBad("2024-01-01_10:00", 10, 11, `found "_"`),
		dtBad("2024-01-01T10:00Z", 16, 17, "a local date and time has no time-zone offset"),
		dtBad("2024-01-01T10:00+02:00", 16, 22, "a local date and time has no time-zone offset"),
		dtBad("2024-01-01T24:00", 11, 13, "hours must be below 24"),
		dtBad("2024-01-01T10:00:00.1234", 20, 24, "at most three digits"),
		dtBad("2023-02-29T10:00", 8, 10, "February 29 only exists in leap years; 2023 is not one"),
		dtBad("2024-01-01T10:00 ", 16, 17, "trailing whitespace is not allowed"),
		dtBad("2024-01-01 ", 10, 11, "trailing whitespace is not allowed"),
	)
	dtRunValid(t, "ValidLocalDateTime", ValidLocalDateTime, cases)
}

func TestDatetimeValidNormalizedLocalDateTime(t *testing.T) {
	// MDN's table: "1986-01-28T11:38:00.01" and "0170-07-31T22:00" are the
	// normalized forms of the other three.
	cases := []dtCase{
		dtOK("1986-01-28T11:38:00.01"), dtOK("0170-07-31T22:00"), dtOK("2024-01-01T10:00:05"), dtOK("2024-01-01T10:00:00.5"),
		dtOK("2024-01-01T10:00:00.001"),
		dtBad("1986-01-28 11:38:00.010", 10, 11, `separates the date and the time with "T", not a space`),
		dtBad("1986-01-28T11:38:00.010", 22, 23, "a normalized time drops trailing zeros from the fraction of a second"),
		dtBad("0170-07-31T22:00:00", 16, 19, `a normalized time omits zero seconds (":00")`),
		dtBad("2024-01-01T10:00:00.000", 16, 23, `a normalized time omits zero seconds (":00.000")`),
		dtBad("2024-01-01T10:00:05.000", 19, 23, `a normalized time omits a zero fraction of a second (".000")`),
		dtBad("2024-01-01T10:00:05.500", 21, 23, "drops trailing zeros"),
		dtBad("2024-01-01", 10, 10, `expected "T" or a space`),
	}
	dtRunValid(t, "ValidNormalizedLocalDateTime", ValidNormalizedLocalDateTime, cases)
}

func TestDatetimeValidTimeZoneOffset(t *testing.T) {
	cases := append(dtOKs(dtSeedOffsets),
		dtOK("+23:59"), dtOK("-23:59"), dtOK("+2359"), dtOK("+05:30"), dtOK("+14:00"), dtOK("-12:00"), dtOK("+00:01"), dtOK("-00:01"),
		dtBad("+24:00", 1, 3, "a time-zone offset's hours must be below 24, found 24"),
		dtBad("-2400", 1, 3, "a time-zone offset's hours must be below 24"),
		dtBad("+23:60", 4, 6, "a time-zone offset's minutes must be below 60, found 60"),
		dtBad("+2360", 3, 5, "a time-zone offset's minutes must be below 60"),
		// "-" only for a non-zero offset; the parser accepts "-00:00".
		dtBad("-00:00", 0, 6, `a zero time-zone offset is written "Z" or "+00:00", not with "-"`),
		dtBad("-0000", 0, 5, `not with "-"`),
		dtBad("z", 0, 1, `UTC is written with an uppercase "Z", found "z"`),
		dtBad("+000", 1, 4, `a time-zone offset needs two-digit hours and minutes, "HH:MM" or "HHMM", found 3 digits`),
		dtBad("+05", 3, 3, `expected ":" and two-digit minutes after the time-zone offset's hours, found the end of the value`),
		dtBad("+5:00", 1, 2, `a time-zone offset needs two-digit hours, found "5"`),
		dtBad("+05:0", 4, 5, `a time-zone offset needs two-digit minutes (00-59), found "0"`),
		dtBad("+05:00:00", 6, 7, `expected the end of the value after the time-zone offset, found ":"`),
		dtBad("0800", 0, 1, `expected a time-zone offset ("Z", "+HH:MM" or "-HH:MM"), found "0"`),
		dtBad("UTC", 0, 1, `found "U"`),
		dtBad("\u221205:00", 0, 3, `not "−" (U+2212 MINUS SIGN)`),
		dtBad("Z ", 1, 2, "trailing whitespace is not allowed"),
		dtBad(" Z", 0, 1, "leading whitespace is not allowed"),
		dtBad("", 0, 0, "expected a time-zone offset"),
		dtBad("+", 1, 1, "a time-zone offset needs two-digit hours, found the end of the value"),
	)
	dtRunValid(t, "ValidTimeZoneOffset", ValidTimeZoneOffset, cases)
}

func TestDatetimeValidGlobalDateTime(t *testing.T) {
	cases := append(dtOKs(dtSeedGlobals, dtSpecTimeGlobals()),
		dtOK("2024-02-29T23:59:59.999+23:59"), dtOK("0001-01-01T00:00+00:01"),
		// Seed: two spaces between the components do not parse.
		dtBad("2001-12-21  12:00Z", 10, 12, `separated by exactly one space or "T", found 2 whitespace characters`),
		dtBad("2001-12-21T12:00", 16, 16, "a global date and time needs a time-zone offset after the time"),
		dtBad("2001-12-21T12:00z", 16, 17, `UTC is written with an uppercase "Z"`),
		dtBad("2001-12-21t12:00Z", 10, 11, `an uppercase "T" or a space, found "t"`),
		dtBad("2001-12-21T12Z", 13, 14, `expected ":" and two-digit minutes after the hour, found "Z"`),
		dtBad("2001-12-21T12:00+24:00", 17, 19, "a time-zone offset's hours must be below 24"),
		dtBad("2001-12-21T12:00-00:00", 16, 22, `not with "-"`),
		dtBad("2001-12-21T12:00Z ", 17, 18, "trailing whitespace is not allowed"),
		dtBad("2001-12-21T12:00:00,5Z", 19, 20, `not ","`),
		dtBad("2001-12-21\u00a012:00Z", 10, 12, "a no-break space (U+00A0)"),
		dtBad("37-12-13 00:00Z", 0, 2, "a year needs at least four digits"),
		dtBad("2001-12-21T12:00 Z", 16, 17, `expected a time-zone offset ("Z", "+HH:MM" or "-HH:MM"), found a space`),
		dtBad("2001-12-21T12:00:00.1234Z", 20, 24, "at most three digits"),
		dtBad("2001-12-21T12:00ZZ", 17, 18, `expected the end of the value after the time-zone offset, found "Z"`),
	)
	dtRunValid(t, "ValidGlobalDateTime", ValidGlobalDateTime, cases)
}

func TestDatetimeValidNormalizedForcedUTCGlobalDateTime(t *testing.T) {
	cases := []dtCase{
		dtOK("1979-10-14T16:00:00.001Z"), dtOK("2024-01-01T00:00Z"),
		dtBad("1979-10-14T12:00:00.001-04:00", 23, 29, `ends with "Z"`),
		dtBad("2024-01-01 00:00Z", 10, 11, `with "T", not a space`),
		dtBad("2024-01-01T00:00:00Z", 16, 19, "omits zero seconds"),
		dtBad("2024-01-01T00:00", 16, 16, "needs a time-zone offset"),
	}
	dtRunValid(t, "ValidNormalizedForcedUTCGlobalDateTime", ValidNormalizedForcedUTCGlobalDateTime, cases)
}

func TestDatetimeValidWeek(t *testing.T) {
	cases := append(dtOKs(dtSeedWeeks),
		dtOK("2020-W53"), dtOK("2015-W53"), dtOK("2026-W53"), dtOK("2009-W53"), dtOK("2004-W53"), dtOK("2021-W52"), dtOK("2024-W01"),
		dtBad("2021-W53", 6, 8, "week 53: 2021 has 52 weeks"),
		dtBad("2024-W53", 6, 8, "week 53: 2024 has 52 weeks"),
		dtBad("2027-W53", 6, 8, "week 53: 2027 has 52 weeks"),
		dtBad("2020-W54", 6, 8, "week 54: 2020 has 53 weeks"),
		dtBad("2024-W00", 6, 8, "week 00 does not exist: weeks start at 01"),
		dtBad("2024-w01", 5, 6, `the week number follows an uppercase "W", found "w"`),
		dtBad("2024W01", 4, 5, `expected "-W" and a two-digit week after the year, found "W"`),
		dtBad("2024-01", 5, 6, `expected "W" and a two-digit week after the "-", found "0"`),
		dtBad("2024-W1", 6, 7, `a week needs two digits (01-53), found "1" (write "01")`),
		dtBad("0000-W01", 0, 4, "year 0000 does not exist"),
		dtBad("024-W01", 0, 3, "a year needs at least four digits"),
		dtBad("2024-W01 ", 8, 9, "trailing whitespace is not allowed"),
		dtBad("2024-W01-1", 8, 9, `expected the end of the value after the week, found "-"`),
	)
	dtRunValid(t, "ValidWeek", ValidWeek, cases)
}

func TestDatetimeValidDuration(t *testing.T) {
	cases := append(dtOKs(dtSeedDurations),
		dtOK("4h18m3s"), dtOK("P3D"), dtOK("PT0S"), dtOK("PT1M"), dtOK("P1DT12H"), dtOK("PT0.5S"), dtOK("PT1H1S"),
		// "M" in the human form means minutes.
		dtOK("1M"), dtOK("1m"), dtOK(" 1 m "), dtOK("1.5s"), dtOK("1.5 s"), dtOK("3s 4h"), dtOK("1w"), dtOK("1W 1D"), dtOK("4 h 18 m"),
		dtOK("\t4h\n18m\r3s\f"), dtOK("1w1d1h1m1.001s"),
		// Months and years are never allowed.
		dtBad("P1M", 1, 3, "a duration cannot contain months, whose length varies"),
		dtBad("P1D1M", 3, 5, "a duration cannot contain months, whose length varies"),
		dtBad("P1Y", 1, 3, "a duration cannot contain years, whose length varies"),
		dtBad("1y", 0, 2, "a duration cannot contain years, whose length varies"),
		dtBad("P1W", 1, 3, `weeks are not allowed in a duration written with "P"`),
		dtBad("PT1.5H", 2, 6, "only seconds can have a fraction"),
		dtBad("1.5h", 0, 4, "only seconds can have a fraction, not hours"),
		dtBad("PT1.2345S", 4, 8, "a fraction of a second has at most three digits (milliseconds), found 4"),
		dtBad("1.2345s", 2, 6, "at most three digits"),
		dtBad("PT1.S", 3, 4, `a "." must be followed by one to three digits`),
		dtBad("1.s", 1, 2, `a "." must be followed by one to three digits`),
		dtBad(".5s", 0, 1, `a number needs a digit before its "."`),
		dtBad("4h 4h", 3, 5, "hours are given twice; each unit may appear once"),
		dtBad("1m 1M", 3, 5, "minutes are given twice"),
		dtBad("P", 0, 1, `a duration needs at least one component after "P"`),
		dtBad("PT", 2, 2, `expected hours, minutes or seconds after "T"`),
		dtBad("P1DT", 4, 4, `expected hours, minutes or seconds after "T"`),
		dtBad("pt1h", 0, 1, `starts with an uppercase "P", found "p"`),
		dtBad("PT1h", 3, 4, `the unit letters of a duration written with "P" are uppercase, found "h"`),
		dtBad("Pt1H", 1, 2, `the "T" before hours, minutes and seconds is uppercase`),
		dtBad("P1D2H", 3, 5, `hours, minutes and seconds come after a "T", as in "PT2H"`),
		dtBad("P2H", 1, 3, `hours, minutes and seconds come after a "T"`),
		dtBad("PT1M1H", 4, 6, "hours, minutes and seconds come in that order, each at most once"),
		dtBad("PT1H1H", 4, 6, "each at most once"),
		dtBad("PT1D", 2, 4, `days come before the "T"`),
		dtBad("P 1D", 1, 2, `whitespace is not allowed in a duration written with "P"`),
		dtBad("PT4H ", 4, 5, "trailing whitespace is not allowed"),
		dtBad(" PT4H", 0, 1, `leading whitespace is not allowed before "P"`),
		dtBad("PT4", 3, 3, `expected a unit letter after "4", found the end of the value`),
		dtBad("PT4HX", 4, 5, `expected the end of the duration, found "X"`),
		dtBad("4", 1, 1, `expected a unit (w, d, h, m or s) after "4", found the end of the value`),
		dtBad("4x", 1, 2, `expected a unit (w, d, h, m or s) after "4", found "x"`),
		dtBad("4h and 3m", 3, 4, `expected a number, found "a"`),
		dtBad("4h 3", 4, 4, "found the end of the value"),
		dtBad("4h, 3m", 2, 3, `expected a number, found ","`),
		dtOK("4h 3m"),
		dtBad("", 0, 0, `expected a duration, such as "PT4H18M3S" or "4h 18m 3s", found the end of the value`),
		dtBad("   ", 0, 3, "found only whitespace"),
		dtBad("1\u00a0h", 1, 3, "found a no-break space (U+00A0)"),
		dtBad("1h\u00a0", 2, 4, "expected a number, found a no-break space (U+00A0)"),
		dtBad("٣h", 0, 2, `expected a duration, such as "PT4H18M3S" or "4h 18m 3s", found "٣" (U+0663, not an ASCII digit)`),
		dtBad("1٣h", 1, 3, `not a digit of the duration`),
	)
	dtRunValid(t, "ValidDuration", ValidDuration, cases)
}

func TestDatetimeValidYear(t *testing.T) {
	cases := append(dtOKs(dtSeedYears),
		dtOK("12014"), dtOK("99999999999999999999"), dtOK("0010"),
		dtBad("0000", 0, 4, "year 0000 does not exist"),
		dtBad("201", 0, 3, `a year needs at least four digits, found "201"; pad it with zeros: "0201"`),
		dtBad("", 0, 0, "expected a year of at least four digits, found the end of the value"),
		dtBad("2024-", 4, 5, `expected the end of the value after the year, found "-"`),
		dtBad("-2024", 0, 1, `a "-" sign is not allowed`),
		dtBad(" 2024", 0, 1, "leading whitespace is not allowed"),
		dtBad("2024 ", 4, 5, "trailing whitespace is not allowed"),
		dtBad("2024年", 4, 7, `found "年"`),
	)
	dtRunValid(t, "ValidYear", ValidYear, cases)
}
