package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// ModDatetime checks the datetime of ins and del.
var ModDatetime = &lint.Rule{
	ID:       "mod-datetime",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/edits.html#attr-mod-datetime",
	Severity: lint.Error,
	Summary:  "ins@datetime and del@datetime must be a valid date, or a valid global date and time",
	Doc: `HTML §4.7.3: the datetime attribute of ins and del, if present, must be a
"valid date string with optional time": a date ("2024-05-17") or a global
date and time with a time-zone offset ("2024-05-17T14:30Z",
"2024-05-17 14:30:05+02:00"). A month, a week, a time alone, a local date
and time without an offset, or a duration are not allowed here.

Years before 1000 or after 9999 and time-zone offsets no place uses are
conforming but reported as warnings: they are usually typos.`,
	Valid:   `<ins datetime="2024-05-17"></ins> <del datetime="2024-05-17T14:30:00+02:00"></del>`,
	Invalid: `<ins datetime="2024-05-17T14:30"></ins> <del datetime="2014-02-29"></del>`,
	Targets: lint.On("datetime", "ins", "del"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidDateStringWithOptionalTime(a.Value); err != nil {
			a.Report(errFinding(err, ""))
			return
		}
		warnUnusualDate(a)
	},
}

// warnUnusualDate warns about conforming edit dates that are probably
// typos: a year outside 1000-9999 (an edit cannot be that old or that far
// ahead), or a time-zone offset no time zone has used. A <time> may name
// any year, so only ins and del get the year warning.
func warnUnusualDate(a *lint.Attr) {
	year, ok := 0, false
	if d, err := microsyntax.ParseDate(a.Value); err == nil && len(a.Value) >= 10 {
		year, ok = d.Year, true
	} else if g, err := microsyntax.ParseGlobalDateTime(a.Value); err == nil {
		local := g.UTC.Add(timeOffset(g.Offset))
		year, ok = local.Year(), true
		checkOffset(a, g.Offset)
	}
	if ok && (year < 1000 || year > 9999) {
		a.Report(lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("year %d is valid but unusual; check it is not a typo", year)})
	}
}
