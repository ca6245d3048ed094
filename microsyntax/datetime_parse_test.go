package microsyntax

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"
)

func TestDatetimeIsLeapYear(t *testing.T) {
	for year, want := range map[int]bool{2000: true, 1900: false, 2100: false, 2024: true, 2023: false, 4: true, 400: true, 100: false, 1: false, 0: true, -4: true, -100: false} {
		if got := IsLeapYear(year); got != want {
			t.Errorf("IsLeapYear(%d) = %v, want %v", year, got, want)
		}
	}
	for y := 1; y <= 2400; y++ {
		want := time.Date(y, 12, 31, 0, 0, 0, 0, time.UTC).YearDay() == 366
		if IsLeapYear(y) != want {
			t.Errorf("IsLeapYear(%d) = %v, time says %v", y, !want, want)
		}
	}
}

func TestDatetimeDaysInMonth(t *testing.T) {
	for _, c := range []struct{ y, m, want int }{
		{2023, 2, 28}, {2024, 2, 29}, {1900, 2, 28}, {2000, 2, 29}, {4, 2, 29}, {2024, 1, 31}, {2024, 4, 30}, {2024, 12, 31}, {2024, 0, 0}, {2024, 13, 0},
	} {
		if got := DaysInMonth(c.y, c.m); got != c.want {
			t.Errorf("DaysInMonth(%d, %d) = %d, want %d", c.y, c.m, got, c.want)
		}
	}
	for y := 1; y <= 800; y++ {
		for m := 1; m <= 12; m++ {
			want := time.Date(y, time.Month(m+1), 0, 0, 0, 0, 0, time.UTC).Day()
			if got := DaysInMonth(y, m); got != want {
				t.Fatalf("DaysInMonth(%d, %d) = %d, time says %d", y, m, got, want)
			}
		}
	}
}

func TestDatetimeWeeksInYear(t *testing.T) {
	for year, want := range map[int]int{2020: 53, 2021: 52, 2015: 53, 2026: 53, 2027: 52, 2009: 53, 2004: 53, 1948: 53, 1953: 53, 1952: 52, 1970: 53, 1: 52, 2000: 52, 2032: 53} {
		if got := WeeksInYear(year); got != want {
			t.Errorf("WeeksInYear(%d) = %d, want %d", year, got, want)
		}
	}
	// Against Go's ISO 8601 week numbering: 28 December is always in the
	// last week of its week-year.
	for y := 1; y <= 4000; y++ {
		_, want := time.Date(y, 12, 28, 0, 0, 0, 0, time.UTC).ISOWeek()
		if got := WeeksInYear(y); got != want {
			t.Fatalf("WeeksInYear(%d) = %d, ISOWeek says %d", y, got, want)
		}
	}
	// The 400-year cycle holds for negative years too.
	if WeeksInYear(-380) != WeeksInYear(20) || WeeksInYear(2020+400*1000) != 53 {
		t.Error("WeeksInYear does not repeat every 400 years")
	}
}

func TestDatetimeParseMonthDateWeek(t *testing.T) {
	if m, err := ParseMonth("17310-09"); err != nil || m != (Month{17310, 9}) {
		t.Errorf("ParseMonth(17310-09) = %v, %v", m, err)
	}
	if m, err := ParseMonth("02024-05"); err != nil || m != (Month{2024, 5}) || m.String() != "2024-05" {
		t.Errorf("ParseMonth(02024-05) = %v, %v", m, err)
	}
	for s, want := range map[string]Date{"0062-02-05": {62, 2, 5}, "0004-02-29": {4, 2, 29}, "12014-09-29": {12014, 9, 29}, "275760-09-13": {275760, 9, 13}} {
		if d, err := ParseDate(s); err != nil || d != want || d.String() != s {
			t.Errorf("ParseDate(%q) = %v (%s), %v; want %v", s, d, d, err, want)
		}
	}
	for s, want := range map[string]YearlessDate{"11-12": {11, 12}, "--02-29": {2, 29}} {
		if d, err := ParseYearlessDate(s); err != nil || d != want {
			t.Errorf("ParseYearlessDate(%q) = %v, %v", s, d, err)
		}
	}
	if d := (YearlessDate{2, 29}).String(); d != "02-29" {
		t.Errorf("YearlessDate String = %q", d)
	}
	for s, want := range map[string]Week{"0042-W04": {42, 4}, "1948-W53": {1948, 53}, "2020-W53": {2020, 53}} {
		if w, err := ParseWeek(s); err != nil || w != want || w.String() != s {
			t.Errorf("ParseWeek(%q) = %v, %v", s, w, err)
		}
	}
	// The parsers fail where the validity checks do, with the same error.
	for _, s := range []string{"2021-W53", "2024-13", "2023-02-29", "0000-01-01", "-2002-09-29"} {
		_, e1 := ParseWeek(s)
		e2 := ValidWeek(s)
		if e1 == nil || e2 == nil || e1.Error() != e2.Error() {
			t.Errorf("ParseWeek/ValidWeek(%q) = %v / %v", s, e1, e2)
		}
		_, e1 = ParseDate(s)
		e2 = ValidDate(s)
		if e1 == nil || e2 == nil || e1.Error() != e2.Error() {
			t.Errorf("ParseDate/ValidDate(%q) = %v / %v", s, e1, e2)
		}
	}
	// Years HTML allows but an int does not hold: valid, not parsed.
	big := "99999999999999999999-12-31"
	if err := ValidDate(big); err != nil {
		t.Errorf("ValidDate(%q) = %v", big, err)
	}
	if _, err := ParseDate(big); err == nil || !strings.Contains(err.Error(), "too large for attrlint to represent") {
		t.Errorf("ParseDate(%q) = %v, want too large", big, err)
	}
	if d, err := ParseDate("999999999-12-31"); err != nil || d.Year != 999999999 {
		t.Errorf("ParseDate(999999999-12-31) = %v, %v", d, err)
	}
}

func TestDatetimeParseTime(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Time
		str  string
	}{
		{"14:54", Time{14, 54, 0, 0}, "14:54"},
		{"14:54:00", Time{14, 54, 0, 0}, "14:54"},
		{"14:54:39", Time{14, 54, 39, 0}, "14:54:39"},
		{"00:00:30.75", Time{0, 0, 30, 750_000_000}, "00:00:30.75"},
		{"14:54:39.929", Time{14, 54, 39, 929_000_000}, "14:54:39.929"},
		{"12:00:59.999", Time{12, 0, 59, 999_000_000}, "12:00:59.999"},
		{"12:00:00.100", Time{12, 0, 0, 100_000_000}, "12:00:00.1"},
		{"12:00:00.000", Time{12, 0, 0, 0}, "12:00"},
		// More than three fraction digits: not valid, but the parser takes
		// them (truncated to the nanosecond; String keeps milliseconds).
		{"14:54:39.92922", Time{14, 54, 39, 929_220_000}, "14:54:39.929"},
		{"12:00:59.9999999999", Time{12, 0, 59, 999_999_999}, "12:00:59.999"},
		{"12:00:00.0001", Time{12, 0, 0, 100_000}, "12:00"},
	} {
		got, err := ParseTime(c.in)
		if err != nil || got != c.want || got.String() != c.str {
			t.Errorf("ParseTime(%q) = %+v (%s), %v; want %+v (%s)", c.in, got, got, err, c.want, c.str)
		}
	}
	for _, s := range []string{"24:00", "12:00:60", "12:00:00.", "12:00:00,5", "14Z", "12:00:5", "12:00:000", "12:00:00.5.5", "12:00Z", " 12:00", "12:00 ", "12:00:00 "} {
		if _, err := ParseTime(s); err == nil {
			t.Errorf("ParseTime(%q) succeeded, want failure", s)
		}
	}
}

func TestDatetimeParseLocalDateTime(t *testing.T) {
	for _, c := range []struct{ in, norm string }{
		// MDN's table of datetime-local strings and their normalized forms.
		{"1986-01-28T11:38:00.01", "1986-01-28T11:38:00.01"},
		{"1986-01-28 11:38:00.010", "1986-01-28T11:38:00.01"},
		{"0170-07-31T22:00:00", "0170-07-31T22:00"},
		{"0033-08-04T03:40", "0033-08-04T03:40"},
		{"1977-04-01T14:00:30", "1977-04-01T14:00:30"},
		{"2011-11-18 14:54:39.92922", "2011-11-18T14:54:39.929"},
	} {
		l, err := ParseLocalDateTime(c.in)
		if err != nil || l.String() != c.norm {
			t.Errorf("ParseLocalDateTime(%q) = %v, %v; want %s", c.in, l, err, c.norm)
			continue
		}
		if err := ValidNormalizedLocalDateTime(l.String()); err != nil {
			t.Errorf("String() of %q = %q is not normalized: %v", c.in, l, err)
		}
	}
	l, _ := ParseLocalDateTime("1977-04-01T14:00:30")
	if l != (LocalDateTime{Date{1977, 4, 1}, Time{14, 0, 30, 0}}) {
		t.Errorf("ParseLocalDateTime value = %+v", l)
	}
	for _, s := range []string{"2024-01-01t10:00", "2024-01-01  10:00", "2024-01-01T10:00Z", "2024-01-01", "2024-01-01\u00a010:00"} {
		if _, err := ParseLocalDateTime(s); err == nil {
			t.Errorf("ParseLocalDateTime(%q) succeeded", s)
		}
	}
}

func TestDatetimeParseTimeZoneOffset(t *testing.T) {
	for s, want := range map[string]int{"Z": 0, "+0000": 0, "+00:00": 0, "-00:00": 0, "-0800": -480, "-08:00": -480, "+05:30": 330, "+23:59": 1439, "-23:59": -1439, "+02:09": 129} {
		o, err := ParseTimeZoneOffset(s)
		if err != nil || o.Minutes != want {
			t.Errorf("ParseTimeZoneOffset(%q) = %v, %v; want %d", s, o, err, want)
		}
	}
	for o, want := range map[int]string{0: "Z", 330: "+05:30", -480: "-08:00", -270: "-04:30", 1439: "+23:59"} {
		if got := (TimeZoneOffset{o}).String(); got != want {
			t.Errorf("TimeZoneOffset{%d} = %q, want %q", o, got, want)
		}
	}
	for _, s := range []string{"+24:00", "+23:60", "z", "+000", "+05", "UTC", "Z "} {
		if _, err := ParseTimeZoneOffset(s); err == nil {
			t.Errorf("ParseTimeZoneOffset(%q) succeeded", s)
		}
	}
}

func TestDatetimeParseGlobalDateTime(t *testing.T) {
	for _, c := range []struct {
		in, utc string
		offset  int
	}{
		{"0037-12-13 00:00Z", "0037-12-13T00:00Z", 0},
		{"1979-10-14T12:00:00.001-04:00", "1979-10-14T16:00:00.001Z", -240},
		{"8592-01-01T02:09+02:09", "8592-01-01T00:00Z", 129},
		{"2005-06-07T00:00Z", "2005-06-07T00:00Z", 0},
		{"1789-08-22T12:30:00.1-04:00", "1789-08-22T16:30:00.1Z", -240},
		{"3755-01-01 00:00+10:00", "3754-12-31T14:00Z", 600},
		{"1901-01-01T00:00:01-04:00", "1901-01-01T04:00:01Z", -240},
		{"2024-02-28T23:30-01:00", "2024-02-29T00:30Z", -60},
		{"2024-01-01T00:00-00:00", "2024-01-01T00:00Z", 0},            // "-00:00" parses
		{"2024-01-01T00:00:00.12345Z", "2024-01-01T00:00:00.123Z", 0}, // as do long fractions
		// A moment before year 1 has no valid serialization.
		{"0001-01-01T00:00+00:01", "0000-12-31T23:59Z", 1},
	} {
		g, err := ParseGlobalDateTime(c.in)
		if err != nil || g.String() != c.utc || g.Offset.Minutes != c.offset {
			t.Errorf("ParseGlobalDateTime(%q) = %v (offset %v), %v; want %s offset %d", c.in, g, g.Offset, err, c.utc, c.offset)
		}
		if g.UTC.Location() != time.UTC {
			t.Errorf("ParseGlobalDateTime(%q).UTC is in %v", c.in, g.UTC.Location())
		}
	}
	g, _ := ParseGlobalDateTime("1979-10-14T12:00:00.001-04:00")
	if want := time.Date(1979, 10, 14, 16, 0, 0, 1e6, time.UTC); !g.UTC.Equal(want) {
		t.Errorf("UTC = %v, want %v", g.UTC, want)
	}
	if local := g.UTC.Add(time.Duration(g.Offset.Minutes) * time.Minute); local.Hour() != 12 {
		t.Errorf("UTC + offset = %v, want 12:00 local", local)
	}
	for _, s := range []string{"2001-12-21  12:00Z", "2001-12-21T12:00", "2001-12-21T12:00z", "2001-12-21t12:00Z", "2001-12-21T12Z"} {
		if _, err := ParseGlobalDateTime(s); err == nil {
			t.Errorf("ParseGlobalDateTime(%q) succeeded", s)
		}
	}
}

func TestDatetimeParseDuration(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		str  string
	}{
		{"PT4H18M3S", 15483, "PT4H18M3S"},
		{"4h 18m 3s", 15483, "PT4H18M3S"},
		{"4h18m3s", 15483, "PT4H18M3S"},
		{"P12DT7H12M13.455S", 12*86400 + 7*3600 + 12*60 + 13.455, "P12DT7H12M13.455S"},
		{"7d 5h 24m 13s", 7*86400 + 5*3600 + 24*60 + 13, "P7DT5H24M13S"},
		{"1w", 604800, "P7D"},
		{"1M", 60, "PT1M"},
		{"PT0S", 0, "PT0S"},
		{"PT2H30M", 9000, "PT2H30M"},
		// The parsing rules are more lenient than the validity rules.
		{"P1D1M", 86460, "P1DT1M"}, // after days, "M" is minutes
		{"P0M", 0, "PT0S"},         // zero months are no months
		{"P0Y", 0, "PT0S"},
		{".5s", 0.5, "PT0.5S"},
		{"1.2345s", 1.2345, "PT1.235S"},
		{" P T 1 H ", 3600, "PT1H"},
		{"1 h 1 h", 7200, "PT2H"}, // no check for repeated units
		{"pt1h", 0, ""},
	} {
		d, err := ParseDuration(c.in)
		if c.str == "" {
			if err == nil {
				t.Errorf("ParseDuration(%q) = %v, want failure", c.in, d)
			}
			continue
		}
		if err != nil || math.Abs(d.Seconds-c.want) > 1e-9 || d.String() != c.str {
			t.Errorf("ParseDuration(%q) = %v (%s), %v; want %v (%s)", c.in, d.Seconds, d, err, c.want, c.str)
		}
	}
	for _, c := range []struct {
		in       string
		off, end int
		reason   string
	}{
		{"P1M", 1, 3, "a duration cannot contain months, whose length varies"},
		{"P1Y", 1, 3, "a duration cannot contain years, whose length varies"},
		{"1y", 0, 2, "years"},
		{"P1Y0M", 1, 3, "years"},
		{"P0Y1M", 3, 5, "months"},
		{"1.5h", 0, 4, "only seconds can have a fraction"},
		{"P", 0, 1, "at least one component"},
		{"PT", 0, 2, "at least one component"},
		{"", 0, 0, "found the end of the value"},
		{"  ", 2, 2, "found the end of the value"},
		{"5", 1, 1, `expected a unit after "5"`},
		{"5 ", 2, 2, `expected a unit after "5"`},
		{"5x", 1, 2, `found "x"`},
		{"1.s", 1, 2, `a "." must be followed by the digits`},
		{"x", 0, 1, `expected a number, found "x"`},
	} {
		_, err := ParseDuration(c.in)
		var e *Error
		if !errors.As(err, &e) || e.Offset != c.off || e.End != c.end || !strings.Contains(e.Reason, c.reason) {
			t.Errorf("ParseDuration(%q) = %v, want %d-%d %q", c.in, err, c.off, c.end, c.reason)
		}
	}
	huge := strings.Repeat("9", 400) + "s"
	if err := ValidDuration(huge); err != nil {
		t.Errorf("ValidDuration(huge) = %v", err)
	}
	if _, err := ParseDuration(huge); err == nil || !strings.Contains(err.Error(), "too long") {
		t.Errorf("ParseDuration(huge) = %v", err)
	}
	for _, c := range []struct {
		d    Duration
		want string
	}{
		{Duration{-1}, ""}, {Duration{math.NaN()}, ""}, {Duration{math.Inf(1)}, ""}, {Duration{0.0004}, "PT0S"},
		{Duration{86400}, "P1D"}, {Duration{90061.5}, "P1DT1H1M1.5S"}, {Duration{1e20}, "PT100000000000000000000S"},
	} {
		if got := c.d.String(); got != c.want {
			t.Errorf("Duration{%v}.String() = %q, want %q", c.d.Seconds, got, c.want)
		}
	}
}
