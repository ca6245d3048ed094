package microsyntax

import (
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
