package microsyntax

import (
	"strconv"
	"strings"
	"testing"
)

func TestDatetimeValidTimeDatetime(t *testing.T) {
	cases := append(dtOKs(dtSeedMonths, dtSeedDates, dtSeedYearless, dtSeedTimes, dtSeedLocals, dtSeedOffsets,
		dtSeedGlobals, dtSpecTimeGlobals(), dtSeedWeeks, dtSeedDurations, dtSeedYears),
		dtOK("--11-18"), dtOK("2020-W53"), dtOK("0004-02-29"), dtOK("12014-09-29"), dtOK("20240517"), dtOK("1M"), dtOK(" 4h "),
		dtOK("4h18m3s"), dtOK("99999999999999999999"),
		// The reason comes from the form the value looks like.
		dtBad("2024-13-01", 5, 7, "month 13 is out of range (01-12)"),
		dtBad("2024-13", 5, 7, "month 13 is out of range (01-12)"),
		dtBad("2023-02-29", 8, 10, "February 29 only exists in leap years; 2023 is not one"),
		dtBad("2021-W53", 6, 8, "week 53: 2021 has 52 weeks"),
		dtBad("2024-W00", 6, 8, "week 00 does not exist"),
		dtBad("24:00", 0, 2, "hours must be below 24"),
		dtBad("14Z", 2, 3, `expected ":" and two-digit minutes after the hour`),
		dtBad("12:00:60", 6, 8, "seconds must be below 60"),
		dtBad("12:00:00.1234", 9, 13, "at most three digits"),
		dtBad("12:00:00,5", 8, 9, `not ","`),
		dtBad("+24:00", 1, 3, "a time-zone offset's hours must be below 24"),
		dtBad("-00:00", 0, 6, `not with "-"`),
		dtBad("z", 0, 1, `uppercase "Z"`),
		dtBad("\u221208:00", 0, 3, "U+2212 MINUS SIGN"),
		dtBad("02-30", 3, 5, "day 30 is past the end of February, which has at most 29 days"),
		dtBad("-05-17", 0, 1, "a yearless date starts with two hyphens"),
		dtBad("37-12-13", 0, 2, "a year needs at least four digits"),
		dtBad("-2002-09-29", 0, 1, `a "-" sign is not allowed`),
		dtBad("0000", 0, 4, "year 0000 does not exist"),
		dtBad("201", 0, 3, "a year needs at least four digits"),
		dtBad("P1M", 1, 3, "a duration cannot contain months, whose length varies"),
		dtBad("1y", 0, 2, "years"),
		dtBad("4h 4h", 3, 5, "hours are given twice"),
		dtBad("1.5h", 0, 4, "only seconds can have a fraction"),
		dtBad("2001-12-21  12:00Z", 10, 12, "exactly one space"),
		dtBad("2001-12-21t12:00Z", 10, 11, `uppercase "T"`),
		dtBad("2001-12-21\u00a012:00Z", 10, 12, "U+00A0"),
		dtBad("2024-01-01T10:00z", 16, 17, `uppercase "Z"`),
		dtBad("2024-01-01T10:00 pm", 16, 17, "expected the end of the value or a time-zone offset after the time, found a space"),
		dtBad("2024-01-01T10:00 ", 16, 17, "trailing whitespace is not allowed"),
		dtBad("2024-05 ", 7, 8, "trailing whitespace is not allowed"),
		dtBad("2024-05x", 7, 8, `expected the end of the value or "-" and a two-digit day after the month, found "x"`),
		dtBad("2024-01-01😀", 10, 14, `expected the end of the value, or "T" or a space and a time, after the date, found "😀"`),
		dtBad(" 2024-01-01", 0, 1, "leading whitespace is not allowed"),
		dtBad("2024-01-01 ", 10, 11, "trailing whitespace is not allowed"),
		dtBad("\ufeff2024-01-01", 0, 3, "byte order mark"),
		dtBad("2002-09-2９", 8, 12, `found "2" then "９"`),
		dtBad("2024/05/17", 4, 5, `expected "-" and a two-digit month after the year, found "/"`),
		dtBad("", 0, 0, "expected a date, time, week, year, time-zone offset or duration, found the end of the value"),
		dtBad("   ", 0, 3, "found only whitespace"),
		dtBad("tomorrow", 0, 1, `expected a date, time, week, year, time-zone offset or duration, found "t"`),
	)
	dtRunValid(t, "ValidTimeDatetime", ValidTimeDatetime, cases)
}

func TestDatetimeValidDateStringWithOptionalTime(t *testing.T) {
	const want = `; expected a date ("YYYY-MM-DD") or a date and time with a time-zone offset ("YYYY-MM-DDTHH:MMZ")`
	cases := append(dtOKs(dtSeedDates, dtSeedGlobals, dtSpecTimeGlobals()),
		dtOK("2024-05-17"), dtOK("2024-05-17T14:30:00+02:00"), dtOK("2024-05-17 14:30:05+02:00"), dtOK("0004-02-29"),
		dtBad("PT4H18M3S", 0, 9, "a duration is not allowed here"+want),
		dtBad("4h 18m 3s", 0, 9, "a duration is not allowed here"),
		dtBad("P1M", 0, 3, "a duration is not allowed here"),
		dtBad("2024-05-17T14:30", 16, 16, "needs a time-zone offset after the time"),
		dtBad("2024-05", 0, 7, "a month without a day is not allowed here"),
		dtBad("2024-W20", 0, 8, "a week is not allowed here"),
		dtBad("2021-W53", 0, 8, "a week is not allowed here"),
		dtBad("14:30", 0, 5, "a time without a date is not allowed here"),
		dtBad("24:30", 0, 5, "a time without a date is not allowed here"),
		dtBad("05-17", 0, 5, "a date without a year is not allowed here"),
		dtBad("2024", 0, 4, "a year alone is not allowed here"),
		dtBad("+02:00", 0, 6, "a time-zone offset alone is not allowed here"),
		dtBad("2014-02-29", 8, 10, "February 29 only exists in leap years; 2014 is not one"),
		dtBad("2024-05-17x", 10, 11, `expected the end of the value after the date, found "x"`),
		dtBad("2024-05-17 ", 10, 11, "trailing whitespace is not allowed"),
		dtBad("2024-05-17t14:30Z", 10, 11, `uppercase "T"`),
		dtBad("2024-05-17T14:30:00.1234Z", 20, 24, "at most three digits"),
		dtBad("-2002-09-29", 0, 1, `a "-" sign is not allowed`),
		dtBad("", 0, 0, "found the end of the value"),
	)
	dtRunValid(t, "ValidDateStringWithOptionalTime", ValidDateStringWithOptionalTime, cases)
}

func TestDatetimeParseTimeDatetime(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind DatetimeKind
		str  string // the value's String()
	}{
		{"2011-11", DatetimeMonth, "2011-11"},
		{"2011-11-18", DatetimeDate, "2011-11-18"},
		{"--11-18", DatetimeYearlessDate, "11-18"},
		{"14:54:39.929", DatetimeTime, "14:54:39.929"},
		{"14:54:39.92922", DatetimeTime, "14:54:39.929"},
		{"2011-11-18 14:54", DatetimeLocalDateTime, "2011-11-18T14:54"},
		{"-08:00", DatetimeTimeZoneOffset, "-08:00"},
		{"2011-11-18T06:54:39.929-0800", DatetimeGlobalDateTime, "2011-11-18T14:54:39.929Z"},
		{"2011-W47", DatetimeWeek, "2011-W47"},
		{"2011", DatetimeYear, "2011"},
		{"37", DatetimeYear, "37"}, // any number of digits parses as a year
		{"PT4H18M3S", DatetimeDuration, "PT4H18M3S"},
		{"4h 18m 3s", DatetimeDuration, "PT4H18M3S"},
		{"0", DatetimeNone, ""},
		{"0000", DatetimeNone, ""},
		{"2024-13-01", DatetimeNone, ""},
		{"", DatetimeNone, ""},
	} {
		v, err := ParseTimeDatetime(c.in)
		if c.kind == DatetimeNone {
			if err == nil {
				t.Errorf("ParseTimeDatetime(%q) = %+v, want failure", c.in, v)
			}
			continue
		}
		if err != nil || v.Kind != c.kind {
			t.Errorf("ParseTimeDatetime(%q) = %v %+v, %v; want %v", c.in, v.Kind, v, err, c.kind)
			continue
		}
		var got string
		switch v.Kind {
		case DatetimeMonth:
			got = v.Month.String()
		case DatetimeDate:
			got = v.Date.String()
		case DatetimeYearlessDate:
			got = v.YearlessDate.String()
		case DatetimeTime:
			got = v.Time.String()
		case DatetimeLocalDateTime:
			got = v.LocalDateTime.String()
		case DatetimeTimeZoneOffset:
			got = v.TimeZoneOffset.String()
		case DatetimeGlobalDateTime:
			got = v.GlobalDateTime.String()
		case DatetimeWeek:
			got = v.Week.String()
		case DatetimeYear:
			got = strconv.Itoa(v.Year)
		case DatetimeDuration:
			got = v.Duration.String()
		}
		if got != c.str {
			t.Errorf("ParseTimeDatetime(%q) = %s, want %s", c.in, got, c.str)
		}
	}
	if _, err := ParseTimeDatetime("2024-13-01"); err == nil || !strings.Contains(err.Error(), "month 13 is out of range") {
		t.Errorf("ParseTimeDatetime(2024-13-01) error = %v", err)
	}
	if DatetimeGlobalDateTime.String() != "global date and time" || DatetimeNone.String() != "none" {
		t.Error("DatetimeKind.String")
	}
}

func TestDatetimeParseDateOrTime(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind DatetimeKind
		str  string
	}{
		{"2024-05-17", DatetimeDate, "2024-05-17"},
		{"14:30", DatetimeTime, "14:30"},
		{"14:30:00.5", DatetimeTime, "14:30:00.5"},
		{"2024-05-17T14:30Z", DatetimeGlobalDateTime, "2024-05-17T14:30Z"},
		{"2024-05-17 14:30+02:00", DatetimeGlobalDateTime, "2024-05-17T12:30Z"},
		{"2024-05-17 14:30-00:00", DatetimeGlobalDateTime, "2024-05-17T14:30Z"},
	} {
		v, err := ParseDateOrTime(c.in)
		if err != nil || v.Kind != c.kind {
			t.Errorf("ParseDateOrTime(%q) = %+v, %v; want %v", c.in, v, err, c.kind)
			continue
		}
		var got string
		switch v.Kind {
		case DatetimeDate:
			got = v.Date.String()
		case DatetimeTime:
			got = v.Time.String()
		case DatetimeGlobalDateTime:
			got = v.GlobalDateTime.String()
		}
		if got != c.str {
			t.Errorf("ParseDateOrTime(%q) = %s, want %s", c.in, got, c.str)
		}
	}
	for _, c := range []struct{ in, reason string }{
		{"2024-05-17T14:30", "needs a time-zone offset"},
		{"2024-05", `expected "-" and a two-digit day after the month`},
		{"2024-13-01", "month 13 is out of range"},
		{"9:30", `an hour needs two digits (00-23), found "9"`},
		{"1230", `expected "-" and a two-digit month after the year`},
		{"2024-05-17x", `expected the end of the value after the date, found "x"`},
		{"14:30Z", `expected the end of the value after the time, found "Z"`},
		{"PT4H", `expected a year of at least four digits, found "P"`},
		{"", "found the end of the value"},
	} {
		_, err := ParseDateOrTime(c.in)
		if err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("ParseDateOrTime(%q) = %v, want %q", c.in, err, c.reason)
		}
	}
}
