package rules

import (
	"fmt"
	"strings"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// TimeDatetime checks the machine-readable value of <time>.
var TimeDatetime = &lint.Rule{
	ID:       "time-datetime",
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
			a.ReportError(err, "")
			return
		}
		warnUnusualOffset(a)
	},
}

// TimeText checks the text of a time element that has no datetime.
var TimeText = &lint.Rule{
	ID:       "time-text",
	Section:  "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-time-element",
	Severity: lint.Error,
	Summary:  "the text of a time element without datetime must be a valid date, time, duration or other time value",
	Doc: `HTML §4.5.14: a time element without a datetime attribute must have no
element children, and its text must be one of the forms time-datetime
accepts (a date, a time, a week, a duration, ...). Write the
human-readable form in the text and the machine-readable one in datetime:
<time datetime="2024-05-17">17 May</time>.

Browsers give such a time element, whose text is not a time value, no
machine-readable date: the text is all there is.`,
	Valid:    `<time>2024-05-17</time> <time datetime="2024-05-17">next Friday</time> <time>PT2H</time>`,
	Invalid:  `<time>next Friday</time> <time>2024-02-30</time>`,
	Elements: []string{"time"},
	Element: func(e *lint.Element) {
		if _, ok := e.Get("datetime"); ok {
			return
		}
		var text strings.Builder
		for c := e.Node.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				text.WriteString(c.Data)
			case html.ElementNode:
				e.Report("", lint.Finding{Message: fmt.Sprintf("a time element without datetime must hold only text, not <%s>: give the time in datetime", c.Data),
					Browser: "browsers see no machine-readable time"})
				return
			}
		}
		v := text.String()
		if e.Templated(v) {
			return
		}
		trimmed := strings.Trim(v, " \t\n\f\r")
		switch {
		case trimmed == "":
			e.Report("", lint.Finding{Message: "an empty time element needs datetime: it has no time value",
				Browser: "browsers see no machine-readable time"})
			return
		case trimmed != v && microsyntax.ValidTimeDatetime(trimmed) == nil:
			// Pretty-printed markup: the value is there, only padded.
			e.Report("", lint.Finding{Warn: true, Message: fmt.Sprintf("the text of a time element without datetime is its value, whitespace included: write %q without the spaces around it, or give it in datetime", trimmed),
				Browser: "a reader of the machine-readable value gets the whitespace too"})
			return
		}
		if err := microsyntax.ValidTimeDatetime(v); err != nil {
			reason := err.Error()
			if me, ok := err.(*microsyntax.Error); ok {
				reason = me.Reason
			}
			e.Report("", lint.Finding{
				Message: fmt.Sprintf("the text %q of a time element without datetime is not a time value: %s; give the time in datetime", microsyntax.Shorten(v, 40), reason),
				Browser: "browsers see no machine-readable time, only the text"})
		}
	},
}

// ModDatetime checks the datetime of ins and del.
var ModDatetime = &lint.Rule{
	ID:       "mod-datetime",
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
			a.ReportError(err, "")
			return
		}
		warnUnusualDate(a)
	},
}

// warnUnusualOffset warns about a global date and time whose offset no
// time zone has used.
func warnUnusualOffset(a *lint.Attr) {
	if g, err := microsyntax.ParseGlobalDateTime(a.Value); err == nil {
		checkOffset(a, g.Offset)
	}
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

// checkOffset warns about offsets outside -12:00..+14:00 or with minutes
// other than 00, 30 and 45, which no time zone uses.
func checkOffset(a *lint.Attr, off microsyntax.TimeZoneOffset) {
	m := off.Minutes
	mins := m % 60
	if mins < 0 {
		mins = -mins
	}
	switch {
	case m < -12*60 || m > 14*60:
		a.Report(lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("time-zone offset %s is valid but outside -12:00 to +14:00, the range time zones use", off)})
	case mins != 0 && mins != 30 && mins != 45:
		a.Report(lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("time-zone offset %s is valid but no time zone uses those minutes", off)})
	}
}

func timeOffset(o microsyntax.TimeZoneOffset) time.Duration {
	return time.Duration(o.Minutes) * time.Minute
}
