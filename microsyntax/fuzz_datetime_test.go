package microsyntax

import (
	"errors"
	"math"
	"strings"
	"testing"
)

var datetimeSeeds = []string{
	"2024-02-29", "2023-02-29", "0004-02-29", "12014-09-29", "2024-05", "05-17", "14:30", "14:30:05.250",
	"2024-05-17T14:30", "2024-05-17 14:30:05.1", "+02:00", "-0800", "Z", "2024-05-17T14:30Z",
	"2011-11-12T06:54:39-08:00", "2020-W53", "2021-W53", "PT4H18M3S", "4h 18m 3s", "P1D", "2024",
	"24:00", "12:30:60", "2024-13-01", "", " 2024-01-01", "2002-09-2\uff19", "1.5s", "P1M",
}

// FuzzDatetimeValidImpliesParse: no panic on any input; every value a
// conformance check accepts, the browser's parsing rules accept too; and
// where the standard defines a serialization, parsing it gives the value
// back.
func FuzzDatetimeValidImpliesParse(f *testing.F) {
	for _, s := range datetimeSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if ValidMonth(s) == nil {
			v, err := ParseMonth(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidMonth(%q) but ParseMonth fails: %v", s, err)
			}
			if w, err := ParseMonth(v.String()); err != nil || w != v {
				t.Fatalf("month %q: round trip %q gives %v, %v", s, v.String(), w, err)
			}
		}
		if ValidDate(s) == nil {
			v, err := ParseDate(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidDate(%q) but ParseDate fails: %v", s, err)
			}
			if w, err := ParseDate(v.String()); err != nil || w != v {
				t.Fatalf("date %q: round trip %q gives %v, %v", s, v.String(), w, err)
			}
		}
		if ValidYearlessDate(s) == nil {
			v, err := ParseYearlessDate(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidYearlessDate(%q) but ParseYearlessDate fails: %v", s, err)
			}
			if w, err := ParseYearlessDate(v.String()); err != nil || w != v {
				t.Fatalf("yearless date %q: round trip gives %v, %v", s, w, err)
			}
		}
		if ValidTime(s) == nil {
			v, err := ParseTime(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidTime(%q) but ParseTime fails: %v", s, err)
			}
			if w, err := ParseTime(v.String()); err != nil || w != v {
				t.Fatalf("time %q: round trip %q gives %v, %v", s, v.String(), w, err)
			}
		}
		if ValidLocalDateTime(s) == nil {
			v, err := ParseLocalDateTime(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidLocalDateTime(%q) but ParseLocalDateTime fails: %v", s, err)
			}
			if ValidNormalizedLocalDateTime(v.String()) != nil {
				t.Fatalf("local date and time %q: %q is not normalized", s, v.String())
			}
			if w, err := ParseLocalDateTime(v.String()); err != nil || w != v {
				t.Fatalf("local date and time %q: round trip gives %v, %v", s, w, err)
			}
		}
		if ValidTimeZoneOffset(s) == nil {
			v, err := ParseTimeZoneOffset(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidTimeZoneOffset(%q) but ParseTimeZoneOffset fails: %v", s, err)
			}
			if w, err := ParseTimeZoneOffset(v.String()); err != nil || w != v {
				t.Fatalf("offset %q: round trip gives %v, %v", s, w, err)
			}
		}
		if ValidGlobalDateTime(s) == nil {
			v, err := ParseGlobalDateTime(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidGlobalDateTime(%q) but ParseGlobalDateTime fails: %v", s, err)
			}
			if v.UTC.Year() < 1 {
				// "0001-01-01T00:00+01:00" is valid, but its UTC moment is
				// in year 0, which no forced-UTC string can hold: the
				// standard defines no serialization for it (documented on
				// String; the input is kept as a seed).
				return
			}
			w, err := ParseGlobalDateTime(v.String())
			if err != nil || !w.UTC.Equal(v.UTC) {
				t.Fatalf("global %q: round trip %q gives %v, %v", s, v.String(), w, err)
			}
		}
		if ValidWeek(s) == nil {
			v, err := ParseWeek(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidWeek(%q) but ParseWeek fails: %v", s, err)
			}
			if v.Week < 1 || v.Week > WeeksInYear(v.Year) {
				t.Fatalf("week %q: week %d outside 1..%d", s, v.Week, WeeksInYear(v.Year))
			}
			if w, err := ParseWeek(v.String()); err != nil || w != v {
				t.Fatalf("week %q: round trip gives %v, %v", s, w, err)
			}
		}
		if ValidDuration(s) == nil {
			v, err := ParseDuration(s)
			if beyondRepresentation(err) {
				return
			}
			if err != nil {
				t.Fatalf("ValidDuration(%q) but ParseDuration fails: %v", s, err)
			}
			if w, err := ParseDuration(v.String()); err != nil || math.Abs(w.Seconds-v.Seconds) > 1e-6*math.Max(1, v.Seconds) {
				t.Fatalf("duration %q: round trip %q gives %v, %v", s, v.String(), w, err)
			}
		}
		if ValidDateStringWithOptionalTime(s) == nil && ValidDate(s) != nil && ValidGlobalDateTime(s) != nil {
			t.Fatalf("ValidDateStringWithOptionalTime(%q) accepts what neither a date nor a global date and time is", s)
		}
		_ = ValidTimeDatetime(s)
		_, _ = ParseTimeDatetime(s)
		_, _ = ParseDateOrTime(s)
	})
}

// beyondRepresentation reports the one refusal the parsers document: the
// grammar puts no bound on years or durations, but Go values do (years
// past 999,999,999; durations past a float64 of seconds). Inputs that hit
// it are kept as seeds.
func beyondRepresentation(err error) bool {
	e, ok := err.(*Error)
	return ok && strings.Contains(e.Reason, "for attrlint to represent")
}

// The targets below fuzz each parser on its own: no panic, every error an
// *Error whose span lies in the value, ValidX implies ParseX (and, where
// the grammar is the same, the converse), and serializations round-trip.

// dtFuzzSeeds are shared by the date and time fuzz targets: every seed
// example, and the edge cases of the tests.
func dtFuzzSeeds() []string {
	seeds := []string{
		"", " ", "0", "0000", "201", "2024", "37", "2024-13-01", "2023-02-29", "2014-02-29", "1900-02-29", "0004-02-29",
		"-2002-09-29", "2002-09-2\uff19", "\ufeff2024-01-01", "2024-01-01\u00a010:00", "2024-01-01😀", "20240517",
		"2021-W53", "2020-W54", "2024-W00", "2024-w01", "24:00", "12:00:60", "12:00:00.1234", "12:00:00,5", "14Z",
		"12:00:00.", "12:00:00.5.5", "+24:00", "-00:00", "z", "\u221205:00", "2001-12-21  12:00Z", "2001-12-21t12:00Z",
		"P1M", "P1D1M", "PT1.5H", "1.5h", ".5s", " P T 1 H ", "1 h 1 h", "P0M", "P0Y", "4h 4h", "1M", "PT", "pt1h",
		"99999999999999999999-02-29", "100000000000000000000-02-29", "999999999-12-31", "1000000000-01-01",
		"0001-01-01T00:00+23:59", "9999-12-31T23:59:59.999-23:59", "2024-05-17T14:30", "--05-17", "-05-17", "02-30",
		"1986-01-28T11:38:00.010", "0170-07-31T22:00:00", strings.Repeat("9", 400) + "s", "12:00:59.9999999999",
	}
	for _, l := range [][]string{dtSeedMonths, dtSeedDates, dtSeedYearless, dtSeedTimes, dtSeedLocals, dtSeedOffsets,
		dtSeedGlobals, dtSeedWeeks, dtSeedDurations, dtSeedYears} {
		seeds = append(seeds, l...)
	}
	return seeds
}

func dtFuzzAdd(f *testing.F) {
	for _, s := range dtFuzzSeeds() {
		f.Add(s)
	}
}

// dtFuzzErr checks that err is nil or an *Error whose span lies in s.
func dtFuzzErr(t *testing.T, what, s string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s(%q): error %T, want *Error", what, s, err)
	}
	if e.Offset < 0 || e.Offset > e.End || e.End > len(s) || e.Reason == "" {
		t.Fatalf("%s(%q): bad error span [%d,%d) in %d bytes: %q", what, s, e.Offset, e.End, len(s), e.Reason)
	}
}

func FuzzParseMonth(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidMonth(s)
		m, perr := ParseMonth(s)
		dtFuzzErr(t, "ValidMonth", s, verr)
		dtFuzzErr(t, "ParseMonth", s, perr)
		// The parsing rules and the validity grammar are the same.
		if (verr == nil) != (perr == nil || beyondRepresentation(perr)) {
			t.Fatalf("ValidMonth(%q) = %v but ParseMonth = %v", s, verr, perr)
		}
		if perr == nil {
			if m2, err := ParseMonth(m.String()); err != nil || m2 != m {
				t.Fatalf("ParseMonth(%q) = %v; round trip %v, %v", s, m, m2, err)
			}
		}
	})
}

func FuzzParseDate(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidDate(s)
		d, perr := ParseDate(s)
		dtFuzzErr(t, "ValidDate", s, verr)
		dtFuzzErr(t, "ParseDate", s, perr)
		if (verr == nil) != (perr == nil || beyondRepresentation(perr)) {
			t.Fatalf("ValidDate(%q) = %v but ParseDate = %v", s, verr, perr)
		}
		if perr == nil {
			if d.Day < 1 || d.Day > DaysInMonth(d.Year, d.Month) {
				t.Fatalf("ParseDate(%q) = %v: no such day", s, d)
			}
			if d2, err := ParseDate(d.String()); err != nil || d2 != d {
				t.Fatalf("ParseDate(%q) = %v; round trip %v, %v", s, d, d2, err)
			}
		}
	})
}

func FuzzParseYearlessDate(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidYearlessDate(s)
		d, perr := ParseYearlessDate(s)
		dtFuzzErr(t, "ValidYearlessDate", s, verr)
		dtFuzzErr(t, "ParseYearlessDate", s, perr)
		if (verr == nil) != (perr == nil) {
			t.Fatalf("ValidYearlessDate(%q) = %v but ParseYearlessDate = %v", s, verr, perr)
		}
		if perr == nil {
			if d2, err := ParseYearlessDate(d.String()); err != nil || d2 != d {
				t.Fatalf("ParseYearlessDate(%q) = %v; round trip %v, %v", s, d, d2, err)
			}
		}
	})
}

func FuzzParseTime(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidTime(s)
		tm, perr := ParseTime(s)
		dtFuzzErr(t, "ValidTime", s, verr)
		dtFuzzErr(t, "ParseTime", s, perr)
		if verr == nil && perr != nil {
			t.Fatalf("ValidTime(%q) = nil but ParseTime = %v", s, perr)
		}
		if perr != nil {
			return
		}
		if tm.Hour > 23 || tm.Minute > 59 || tm.Second > 59 || tm.Nanosecond < 0 || tm.Nanosecond >= 1e9 {
			t.Fatalf("ParseTime(%q) = %+v: out of range", s, tm)
		}
		// Parsed but not valid: only a fraction of four or more digits.
		if verr != nil && !strings.Contains(verr.Error(), "at most three digits") {
			t.Fatalf("ParseTime(%q) = %v but ValidTime = %v", s, tm, verr)
		}
		str := tm.String()
		if err := ValidTime(str); err != nil {
			t.Fatalf("Time.String() of %q = %q, not valid: %v", s, str, err)
		}
		want := tm
		want.Nanosecond -= want.Nanosecond % 1e6 // String keeps milliseconds
		if t2, err := ParseTime(str); err != nil || t2 != want {
			t.Fatalf("ParseTime(%q) = %+v; round trip %+v, %v", s, tm, t2, err)
		}
	})
}

func FuzzParseLocalDateTime(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidLocalDateTime(s)
		nerr := ValidNormalizedLocalDateTime(s)
		l, perr := ParseLocalDateTime(s)
		dtFuzzErr(t, "ValidLocalDateTime", s, verr)
		dtFuzzErr(t, "ValidNormalizedLocalDateTime", s, nerr)
		dtFuzzErr(t, "ParseLocalDateTime", s, perr)
		if verr == nil && perr != nil && !beyondRepresentation(perr) {
			t.Fatalf("ValidLocalDateTime(%q) = nil but ParseLocalDateTime = %v", s, perr)
		}
		if nerr == nil && verr != nil {
			t.Fatalf("ValidNormalizedLocalDateTime(%q) = nil but ValidLocalDateTime = %v", s, verr)
		}
		if perr != nil {
			return
		}
		str := l.String()
		// A normalized string fixes the form of the time, not of the date:
		// "00001-01-01T00:00" is one (a year is four or more digits), and
		// serializes with the shortest year, "0001".
		if nerr == nil && str != s && !yearPadded(s) {
			t.Fatalf("normalized %q serializes as %q", s, str)
		}
		if err := ValidNormalizedLocalDateTime(str); err != nil {
			t.Fatalf("LocalDateTime.String() of %q = %q, not normalized: %v", s, str, err)
		}
		want := l
		want.Time.Nanosecond -= want.Time.Nanosecond % 1e6
		if l2, err := ParseLocalDateTime(str); err != nil || l2 != want {
			t.Fatalf("ParseLocalDateTime(%q) = %+v; round trip %+v, %v", s, l, l2, err)
		}
	})
}

func FuzzParseTimeZoneOffset(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidTimeZoneOffset(s)
		o, perr := ParseTimeZoneOffset(s)
		dtFuzzErr(t, "ValidTimeZoneOffset", s, verr)
		dtFuzzErr(t, "ParseTimeZoneOffset", s, perr)
		if verr == nil && perr != nil {
			t.Fatalf("ValidTimeZoneOffset(%q) = nil but ParseTimeZoneOffset = %v", s, perr)
		}
		if perr != nil {
			return
		}
		if o.Minutes < -(23*60+59) || o.Minutes > 23*60+59 {
			t.Fatalf("ParseTimeZoneOffset(%q) = %d minutes", s, o.Minutes)
		}
		if verr != nil && o.Minutes != 0 {
			t.Fatalf("ParseTimeZoneOffset(%q) = %v but ValidTimeZoneOffset = %v", s, o, verr)
		}
		if err := ValidTimeZoneOffset(o.String()); err != nil {
			t.Fatalf("%q serializes as invalid %q: %v", s, o, err)
		}
		if o2, err := ParseTimeZoneOffset(o.String()); err != nil || o2 != o {
			t.Fatalf("ParseTimeZoneOffset(%q) = %v; round trip %v, %v", s, o, o2, err)
		}
	})
}

func FuzzParseGlobalDateTime(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidGlobalDateTime(s)
		nerr := ValidNormalizedForcedUTCGlobalDateTime(s)
		g, perr := ParseGlobalDateTime(s)
		dtFuzzErr(t, "ValidGlobalDateTime", s, verr)
		dtFuzzErr(t, "ValidNormalizedForcedUTCGlobalDateTime", s, nerr)
		dtFuzzErr(t, "ParseGlobalDateTime", s, perr)
		if verr == nil && perr != nil && !beyondRepresentation(perr) {
			t.Fatalf("ValidGlobalDateTime(%q) = nil but ParseGlobalDateTime = %v", s, perr)
		}
		if nerr == nil && verr != nil {
			t.Fatalf("ValidNormalizedForcedUTCGlobalDateTime(%q) = nil but ValidGlobalDateTime = %v", s, verr)
		}
		if perr != nil {
			return
		}
		str := g.String()
		// A year is four or more digits, so a normalized string may pad
		// it ("00001-..."); the serialization writes the shortest.
		if nerr == nil && str != s && !yearPadded(s) {
			t.Fatalf("normalized %q serializes as %q", s, str)
		}
		if g.UTC.Year() < 1 {
			return // before 0001-01-01T00:00Z: no valid serialization
		}
		if err := ValidNormalizedForcedUTCGlobalDateTime(str); err != nil {
			t.Fatalf("GlobalDateTime.String() of %q = %q, not valid: %v", s, str, err)
		}
		g2, err := ParseGlobalDateTime(str)
		if err != nil || !g2.UTC.Equal(g.UTC.Truncate(1e6)) || g2.Offset.Minutes != 0 {
			t.Fatalf("ParseGlobalDateTime(%q) = %v; round trip %v, %v", s, g, g2, err)
		}
	})
}

func FuzzParseWeek(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidWeek(s)
		w, perr := ParseWeek(s)
		dtFuzzErr(t, "ValidWeek", s, verr)
		dtFuzzErr(t, "ParseWeek", s, perr)
		if (verr == nil) != (perr == nil || beyondRepresentation(perr)) {
			t.Fatalf("ValidWeek(%q) = %v but ParseWeek = %v", s, verr, perr)
		}
		if perr == nil {
			if w.Week < 1 || w.Week > WeeksInYear(w.Year) {
				t.Fatalf("ParseWeek(%q) = %v: no such week", s, w)
			}
			if w2, err := ParseWeek(w.String()); err != nil || w2 != w {
				t.Fatalf("ParseWeek(%q) = %v; round trip %v, %v", s, w, w2, err)
			}
		}
	})
}

func FuzzParseDuration(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidDuration(s)
		d, perr := ParseDuration(s)
		dtFuzzErr(t, "ValidDuration", s, verr)
		dtFuzzErr(t, "ParseDuration", s, perr)
		if verr == nil && perr != nil && !beyondRepresentation(perr) {
			t.Fatalf("ValidDuration(%q) = nil but ParseDuration = %v", s, perr)
		}
		if perr != nil {
			return
		}
		if !(d.Seconds >= 0) || math.IsInf(d.Seconds, 0) {
			t.Fatalf("ParseDuration(%q) = %v", s, d.Seconds)
		}
		str := d.String()
		if err := ValidDuration(str); err != nil {
			t.Fatalf("Duration.String() of %q = %q, not valid: %v", s, str, err)
		}
		d2, err := ParseDuration(str)
		if err != nil {
			t.Fatalf("ParseDuration(%q) = %v; round trip %q: %v", s, d.Seconds, str, err)
		}
		// String rounds to the millisecond; allow for float rounding.
		if diff := math.Abs(d2.Seconds - d.Seconds); diff > 0.0005+d.Seconds*1e-12 {
			t.Fatalf("ParseDuration(%q) = %v; round trip %q = %v", s, d.Seconds, str, d2.Seconds)
		}
	})
}

func FuzzParseTimeDatetime(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidTimeDatetime(s)
		oerr := ValidDateStringWithOptionalTime(s)
		yerr := ValidYear(s)
		v, perr := ParseTimeDatetime(s)
		dtFuzzErr(t, "ValidTimeDatetime", s, verr)
		dtFuzzErr(t, "ValidDateStringWithOptionalTime", s, oerr)
		dtFuzzErr(t, "ValidYear", s, yerr)
		dtFuzzErr(t, "ParseTimeDatetime", s, perr)
		if verr == nil && perr != nil && !beyondRepresentation(perr) {
			t.Fatalf("ValidTimeDatetime(%q) = nil but ParseTimeDatetime = %v", s, perr)
		}
		// The union is exactly the listed forms.
		any := ValidMonth(s) == nil || ValidDate(s) == nil || ValidYearlessDate(s) == nil || ValidTime(s) == nil ||
			ValidLocalDateTime(s) == nil || ValidTimeZoneOffset(s) == nil || ValidGlobalDateTime(s) == nil ||
			ValidWeek(s) == nil || yerr == nil || ValidDuration(s) == nil
		if any != (verr == nil) {
			t.Fatalf("ValidTimeDatetime(%q) = %v, but some form valid = %v", s, verr, any)
		}
		if (oerr == nil) != (ValidDate(s) == nil || ValidGlobalDateTime(s) == nil) {
			t.Fatalf("ValidDateStringWithOptionalTime(%q) = %v", s, oerr)
		}
		if perr == nil && v.Kind == DatetimeNone {
			t.Fatalf("ParseTimeDatetime(%q) succeeded with no kind", s)
		}
	})
}

func FuzzParseDateOrTime(f *testing.F) {
	dtFuzzAdd(f)
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseDateOrTime(s)
		dtFuzzErr(t, "ParseDateOrTime", s, err)
		if ValidDateStringWithOptionalTime(s) == nil && err != nil && !beyondRepresentation(err) {
			t.Fatalf("valid date string with optional time %q: ParseDateOrTime = %v", s, err)
		}
		if err != nil {
			return
		}
		// Each result is what the matching single parser gives.
		switch v.Kind {
		case DatetimeDate:
			if d, e := ParseDate(s); e != nil || d != v.Date {
				t.Fatalf("ParseDateOrTime(%q) = %v, ParseDate = %v, %v", s, v.Date, d, e)
			}
		case DatetimeTime:
			if tm, e := ParseTime(s); e != nil || tm != v.Time {
				t.Fatalf("ParseDateOrTime(%q) = %v, ParseTime = %v, %v", s, v.Time, tm, e)
			}
		case DatetimeGlobalDateTime:
			if g, e := ParseGlobalDateTime(s); e != nil || !g.UTC.Equal(v.GlobalDateTime.UTC) || g.Offset != v.GlobalDateTime.Offset {
				t.Fatalf("ParseDateOrTime(%q) = %v, ParseGlobalDateTime = %v, %v", s, v.GlobalDateTime, g, e)
			}
		default:
			t.Fatalf("ParseDateOrTime(%q): kind %v", s, v.Kind)
		}
	})
}

// yearPadded reports whether s starts with a year of more than four
// digits that has a leading zero, which serializing drops.
func yearPadded(s string) bool {
	i := strings.IndexByte(s, '-')
	return i > 4 && s[0] == '0'
}
