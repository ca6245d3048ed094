package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// TimeDatetime checks the machine-readable value of <time>.
var TimeDatetime = &lint.Rule{
	ID:       "time-datetime",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-time-element",
	Severity: lint.Error,
	Summary:  "time@datetime must be a valid date, time, week, month, yearless date, year, time-zone offset, global or local date and time, or duration",
	Doc: `HTML §4.5.14: the datetime attribute of time, and the text of a time
element without one, must be one of the forms of §2.3.5: a month
("2024-05"), a date ("2024-05-17"), a yearless date ("05-17"), a time
("14:30", "14:30:05.250"), a local date and time ("2024-05-17T14:30"), a
time-zone offset ("+02:00"), a global date and time
("2024-05-17T14:30Z"), a week ("2024-W20"), a year ("2024") or a duration
("PT4H18M3S", "4h 18m 3s").

Browsers expose a time element whose value matches none of these with no
machine-readable date.`,
	Valid:   `<time datetime="2024-02-29">leap day</time> <time datetime="2020-W53"></time> <time datetime="PT2H30M"></time>`,
	Invalid: `<time datetime="2023-02-29"></time> <time datetime="2021-W53"></time> <time datetime="24:00"></time>`,
	Targets: lint.On("datetime", "time"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidTimeDatetime(a.Value); err != nil {
			a.Report(errFinding(err, ""))
			return
		}
		warnUnusualOffset(a)
	},
}

// warnUnusualOffset warns about a global date and time whose offset no
// time zone has used.
func warnUnusualOffset(a *lint.Attr) {
	if g, err := microsyntax.ParseGlobalDateTime(a.Value); err == nil {
		checkOffset(a, g.Offset)
	}
}
