package microsyntax

import "testing"

// Benchmarks of the validity checks on typical valid values, which must not
// allocate, and of the parsers.

func dtBench(b *testing.B, f func(string) error, s string) {
	b.ReportAllocs()
	for b.Loop() {
		if err := f(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDatetimeValidMonth(b *testing.B) { dtBench(b, ValidMonth, "2024-05") }
func BenchmarkDatetimeValidDate(b *testing.B)  { dtBench(b, ValidDate, "2024-02-29") }
func BenchmarkDatetimeValidYearlessDate(b *testing.B) {
	dtBench(b, ValidYearlessDate, "--05-17")
}
func BenchmarkDatetimeValidTime(b *testing.B) { dtBench(b, ValidTime, "14:54:39.929") }
func BenchmarkDatetimeValidLocalDateTime(b *testing.B) {
	dtBench(b, ValidLocalDateTime, "2011-11-18 14:54:39.929")
}
func BenchmarkDatetimeValidNormalizedLocalDateTime(b *testing.B) {
	dtBench(b, ValidNormalizedLocalDateTime, "1986-01-28T11:38:00.01")
}
func BenchmarkDatetimeValidTimeZoneOffset(b *testing.B) { dtBench(b, ValidTimeZoneOffset, "-08:00") }
func BenchmarkDatetimeValidGlobalDateTime(b *testing.B) {
	dtBench(b, ValidGlobalDateTime, "1979-10-14T12:00:00.001-04:00")
}
func BenchmarkDatetimeValidWeek(b *testing.B)     { dtBench(b, ValidWeek, "2020-W53") }
func BenchmarkDatetimeValidDuration(b *testing.B) { dtBench(b, ValidDuration, "PT4H18M3S") }
func BenchmarkDatetimeValidDurationHuman(b *testing.B) {
	dtBench(b, ValidDuration, "4h 18m 3s")
}
func BenchmarkDatetimeValidYear(b *testing.B) { dtBench(b, ValidYear, "2011") }
func BenchmarkDatetimeValidDateStringWithOptionalTime(b *testing.B) {
	dtBench(b, ValidDateStringWithOptionalTime, "2024-05-17T14:30:00+02:00")
}

func BenchmarkDatetimeValidTimeDatetime(b *testing.B) {
	for _, s := range []string{"2011-11", "2011-11-18", "11-18", "14:54:39.929", "2011-11-18T14:54", "-0800",
		"2011-11-18T14:54:39.929Z", "2011-W47", "2011", "PT4H18M3S", "4h 18m 3s"} {
		b.Run(s, func(b *testing.B) { dtBench(b, ValidTimeDatetime, s) })
	}
}

func BenchmarkDatetimeValidDateInvalid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if ValidDate("2023-02-29") == nil {
			b.Fatal("valid")
		}
	}
}

func BenchmarkDatetimeParseGlobalDateTime(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseGlobalDateTime("1979-10-14T12:00:00.001-04:00"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDatetimeParseDuration(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseDuration("4h 18m 3.5s"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDatetimeParseTimeDatetime(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseTimeDatetime("2011-11-18"); err != nil {
			b.Fatal(err)
		}
	}
}
