package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleIsLeapYear() {
	fmt.Println(microsyntax.IsLeapYear(2000), microsyntax.IsLeapYear(1900), microsyntax.IsLeapYear(2024), microsyntax.IsLeapYear(4))
	// Output: true false true true
}

func ExampleDaysInMonth() {
	fmt.Println(microsyntax.DaysInMonth(2023, 2), microsyntax.DaysInMonth(2024, 2), microsyntax.DaysInMonth(2024, 4))
	// Output: 28 29 30
}

func ExampleWeeksInYear() {
	fmt.Println(microsyntax.WeeksInYear(2020), microsyntax.WeeksInYear(2021), microsyntax.WeeksInYear(2026))
	// Output: 53 52 53
}

func ExampleValidMonth() {
	fmt.Println(microsyntax.ValidMonth("17310-09"))
	fmt.Println(microsyntax.ValidMonth("2024-13"))
	fmt.Println(microsyntax.ValidMonth("024-05"))
	// Output:
	// <nil>
	// at byte 5: month 13 is out of range (01-12)
	// at byte 0: a year needs at least four digits, found "024"; pad it with zeros: "0024"
}

func ExampleParseMonth() {
	m, err := microsyntax.ParseMonth("0571-04")
	fmt.Println(m.Year, m.Month, m, err)
	// Output: 571 4 0571-04 <nil>
}

func ExampleMonth_String() {
	fmt.Println(microsyntax.Month{Year: 37, Month: 12})
	// Output: 0037-12
}

func ExampleValidDate() {
	fmt.Println(microsyntax.ValidDate("0004-02-29"))
	fmt.Println(microsyntax.ValidDate("2023-02-30"))
	fmt.Println(microsyntax.ValidDate("2014-02-29"))
	fmt.Println(microsyntax.ValidDate("2002-09-2\uff19"))
	// Output:
	// <nil>
	// at byte 8: day 30 is past the end of February 2023, which has 28 days
	// at byte 8: February 29 only exists in leap years; 2014 is not one
	// at byte 8: a date needs a two-digit day, found "2" then "９" (U+FF19, not an ASCII digit); only the ASCII digits 0-9 count
}

func ExampleParseDate() {
	d, err := microsyntax.ParseDate("1066-10-14")
	fmt.Println(d.Year, d.Month, d.Day, err)
	// Output: 1066 10 14 <nil>
}

func ExampleDate_String() {
	fmt.Println(microsyntax.Date{Year: 62, Month: 2, Day: 5})
	// Output: 0062-02-05
}

func ExampleValidYearlessDate() {
	fmt.Println(microsyntax.ValidYearlessDate("--02-29"))
	fmt.Println(microsyntax.ValidYearlessDate("02-30"))
	// Output:
	// <nil>
	// at byte 3: day 30 is past the end of February, which has at most 29 days
}

func ExampleParseYearlessDate() {
	d, err := microsyntax.ParseYearlessDate("--11-18")
	fmt.Println(d.Month, d.Day, d, err)
	// Output: 11 18 11-18 <nil>
}

func ExampleValidTime() {
	fmt.Println(microsyntax.ValidTime("13:44:25"))
	fmt.Println(microsyntax.ValidTime("24:00"))
	fmt.Println(microsyntax.ValidTime("12:00:60"))
	fmt.Println(microsyntax.ValidTime("12:00:00.1234"))
	// Output:
	// <nil>
	// at byte 0: hours must be below 24, found 24 (midnight at the end of a day is 00:00 of the next day)
	// at byte 6: seconds must be below 60, found 60 (leap seconds cannot be represented)
	// at byte 9: a fraction of a second has at most three digits (milliseconds), found 4
}

func ExampleParseTime() {
	t, err := microsyntax.ParseTime("00:00:30.75")
	fmt.Println(t.Second, t.Nanosecond, t, err)
	// More fraction digits than a valid string has still parse.
	t, err = microsyntax.ParseTime("14:54:39.92922")
	fmt.Println(t.Nanosecond, err)
	// Output:
	// 30 750000000 00:00:30.75 <nil>
	// 929220000 <nil>
}

func ExampleTime_String() {
	fmt.Println(microsyntax.Time{Hour: 22}, microsyntax.Time{Hour: 9, Minute: 5, Second: 7, Nanosecond: 250_000_000})
	// Output: 22:00 09:05:07.25
}

func ExampleValidLocalDateTime() {
	fmt.Println(microsyntax.ValidLocalDateTime("1986-01-28 11:38:00.010"))
	fmt.Println(microsyntax.ValidLocalDateTime("2024-01-01  10:00"))
	fmt.Println(microsyntax.ValidLocalDateTime("2024-01-01T10:00Z"))
	// Output:
	// <nil>
	// at byte 10: the date and the time are separated by exactly one space or "T", found 2 whitespace characters
	// at byte 16: expected the end of the value after the time; a local date and time has no time-zone offset
}

func ExampleValidNormalizedLocalDateTime() {
	fmt.Println(microsyntax.ValidNormalizedLocalDateTime("0170-07-31T22:00"))
	fmt.Println(microsyntax.ValidNormalizedLocalDateTime("0170-07-31T22:00:00"))
	// Output:
	// <nil>
	// at byte 16: a normalized time omits zero seconds (":00")
}

func ExampleParseLocalDateTime() {
	l, err := microsyntax.ParseLocalDateTime("1986-01-28 11:38:00.010")
	fmt.Println(l, err)
	// Output: 1986-01-28T11:38:00.01 <nil>
}

func ExampleLocalDateTime_String() {
	fmt.Println(microsyntax.LocalDateTime{Date: microsyntax.Date{Year: 2024, Month: 5, Day: 17}, Time: microsyntax.Time{Hour: 14, Minute: 30}})
	// Output: 2024-05-17T14:30
}

func ExampleValidTimeZoneOffset() {
	fmt.Println(microsyntax.ValidTimeZoneOffset("+0000"))
	fmt.Println(microsyntax.ValidTimeZoneOffset("+24:00"))
	fmt.Println(microsyntax.ValidTimeZoneOffset("-00:00"))
	// Output:
	// <nil>
	// at byte 1: a time-zone offset's hours must be below 24, found 24
	// at byte 0: a zero time-zone offset is written "Z" or "+00:00", not with "-"
}

func ExampleParseTimeZoneOffset() {
	o, err := microsyntax.ParseTimeZoneOffset("-04:30")
	fmt.Println(o.Minutes, o, err)
	// Output: -270 -04:30 <nil>
}

func ExampleTimeZoneOffset_String() {
	fmt.Println(microsyntax.TimeZoneOffset{}, microsyntax.TimeZoneOffset{Minutes: 330})
	// Output: Z +05:30
}

func ExampleValidGlobalDateTime() {
	fmt.Println(microsyntax.ValidGlobalDateTime("0037-12-13 00:00Z"))
	fmt.Println(microsyntax.ValidGlobalDateTime("2001-12-21  12:00Z"))
	fmt.Println(microsyntax.ValidGlobalDateTime("2001-12-21T12:00"))
	// Output:
	// <nil>
	// at byte 10: the date and the time are separated by exactly one space or "T", found 2 whitespace characters
	// at byte 16: a global date and time needs a time-zone offset after the time ("Z" for UTC, or one such as "+02:00"), found the end of the value
}

func ExampleValidNormalizedForcedUTCGlobalDateTime() {
	fmt.Println(microsyntax.ValidNormalizedForcedUTCGlobalDateTime("1979-10-14T16:00:00.001Z"))
	fmt.Println(microsyntax.ValidNormalizedForcedUTCGlobalDateTime("1979-10-14T12:00:00.001-04:00"))
	// Output:
	// <nil>
	// at byte 23: a forced-UTC date and time ends with "Z": convert the time to UTC
}

func ExampleParseGlobalDateTime() {
	g, err := microsyntax.ParseGlobalDateTime("3755-01-01 00:00+10:00")
	fmt.Println(g.UTC, g.Offset, err)
	fmt.Println(g)
	// Output:
	// 3754-12-31 14:00:00 +0000 UTC +10:00 <nil>
	// 3754-12-31T14:00Z
}

func ExampleGlobalDateTime_String() {
	g, _ := microsyntax.ParseGlobalDateTime("1979-10-14T12:00:00.001-04:00")
	fmt.Println(g)
	// Output: 1979-10-14T16:00:00.001Z
}

func ExampleValidWeek() {
	fmt.Println(microsyntax.ValidWeek("2020-W53"))
	fmt.Println(microsyntax.ValidWeek("2021-W53"))
	fmt.Println(microsyntax.ValidWeek("2024-W00"))
	// Output:
	// <nil>
	// at byte 6: week 53: 2021 has 52 weeks
	// at byte 6: week 00 does not exist: weeks start at 01
}

func ExampleParseWeek() {
	w, err := microsyntax.ParseWeek("1953-W01")
	fmt.Println(w.Year, w.Week, w, err)
	// Output: 1953 1 1953-W01 <nil>
}

func ExampleWeek_String() {
	fmt.Println(microsyntax.Week{Year: 42, Week: 4})
	// Output: 0042-W04
}

func ExampleValidDuration() {
	fmt.Println(microsyntax.ValidDuration("PT4H18M3S"))
	fmt.Println(microsyntax.ValidDuration("4h 18m 3s"))
	fmt.Println(microsyntax.ValidDuration("P1M"))
	fmt.Println(microsyntax.ValidDuration("4h 4h"))
	// Output:
	// <nil>
	// <nil>
	// at byte 1: a duration cannot contain months, whose length varies (minutes come after "T": "PT1M")
	// at byte 3: hours are given twice; each unit may appear once
}

func ExampleParseDuration() {
	d, err := microsyntax.ParseDuration("4h 18m 3s")
	fmt.Println(d.Seconds, d, err)
	// The parsing rules accept what the validity rules do not...
	d, err = microsyntax.ParseDuration("P1D1M")
	fmt.Println(d.Seconds, err)
	// ...but never months.
	_, err = microsyntax.ParseDuration("P1M")
	fmt.Println(err)
	// Output:
	// 15483 PT4H18M3S <nil>
	// 86460 <nil>
	// at byte 1: a duration cannot contain months, whose length varies
}

func ExampleDuration_String() {
	fmt.Println(microsyntax.Duration{Seconds: 90061.5}, microsyntax.Duration{})
	// Output: P1DT1H1M1.5S PT0S
}

func ExampleValidYear() {
	fmt.Println(microsyntax.ValidYear("0001"))
	fmt.Println(microsyntax.ValidYear("0000"))
	// Output:
	// <nil>
	// at byte 0: year 0000 does not exist: years start at 0001
}

func ExampleValidDateStringWithOptionalTime() {
	fmt.Println(microsyntax.ValidDateStringWithOptionalTime("2024-05-17"))
	fmt.Println(microsyntax.ValidDateStringWithOptionalTime("2024-05-17T14:30:00+02:00"))
	fmt.Println(microsyntax.ValidDateStringWithOptionalTime("PT4H18M3S"))
	// Output:
	// <nil>
	// <nil>
	// at byte 0: a duration is not allowed here; expected a date ("YYYY-MM-DD") or a date and time with a time-zone offset ("YYYY-MM-DDTHH:MMZ")
}

func ExampleValidTimeDatetime() {
	for _, s := range []string{"2011-11", "11-18", "14:54:39.929", "+0000", "2011-W47", "2011", "4h 18m 3s", "2024-13-01", "2021-W53"} {
		fmt.Printf("%s: %v\n", s, microsyntax.ValidTimeDatetime(s))
	}
	// Output:
	// 2011-11: <nil>
	// 11-18: <nil>
	// 14:54:39.929: <nil>
	// +0000: <nil>
	// 2011-W47: <nil>
	// 2011: <nil>
	// 4h 18m 3s: <nil>
	// 2024-13-01: at byte 5: month 13 is out of range (01-12)
	// 2021-W53: at byte 6: week 53: 2021 has 52 weeks
}

func ExampleParseTimeDatetime() {
	for _, s := range []string{"2011-11-18", "14:54", "2011-11-18T14:54-08:00", "37", "PT4H18M3S"} {
		v, err := microsyntax.ParseTimeDatetime(s)
		fmt.Println(s, "->", v.Kind, err)
	}
	// Output:
	// 2011-11-18 -> date <nil>
	// 14:54 -> time <nil>
	// 2011-11-18T14:54-08:00 -> global date and time <nil>
	// 37 -> year <nil>
	// PT4H18M3S -> duration <nil>
}

func ExampleParseDateOrTime() {
	for _, s := range []string{"2024-05-17", "14:30", "2024-05-17T14:30+02:00", "2024-05-17T14:30"} {
		v, err := microsyntax.ParseDateOrTime(s)
		fmt.Println(s, "->", v.Kind, err)
	}
	// Output:
	// 2024-05-17 -> date <nil>
	// 14:30 -> time <nil>
	// 2024-05-17T14:30+02:00 -> global date and time <nil>
	// 2024-05-17T14:30 -> none at byte 16: a date and time needs a time-zone offset after the time ("Z" for UTC, or one such as "+02:00"), found the end of the value
}

func ExampleDatetimeKind_String() {
	fmt.Println(microsyntax.DatetimeYearlessDate, microsyntax.DatetimeLocalDateTime)
	// Output: yearless date local date and time
}
