package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// TimeText checks the text of a time element that has no datetime.
var TimeText = &lint.Rule{
	ID:       "time-text",
	Family:   "values",
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
			e.Report("", lint.Finding{
				Message: fmt.Sprintf("the text %q of a time element without datetime is not a time value: %s; give the time in datetime", microsyntax.Shorten(v, 40), errFinding(err, "").Message),
				Browser: "browsers see no machine-readable time, only the text"})
		}
	},
}
