package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// ProgressRange checks that progress's value does not pass its max.
var ProgressRange = &lint.Rule{
	ID:       "progress-range",
	Family:   "ranges",
	Section:  "https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element",
	Severity: lint.Error,
	Summary:  "progress value must not be above max (1 when max is absent)",
	Doc: `HTML §4.10.13: when value is present, it must be 0 or more and at most
max, where max defaults to 1. Browsers clamp a larger value to max, so the
bar shows as complete.`,
	Valid:   `<progress value="30" max="100"></progress>`,
	Invalid: `<progress value="30"></progress>`,
	Document: func(d *lint.Doc) {
		for _, n := range d.Elements {
			if n.Data != "progress" {
				continue
			}
			v, ok := floatAttr(n, "value")
			if !ok {
				continue
			}
			max, hasMax := floatAttr(n, "max")
			if !hasMax || max <= 0 {
				max, hasMax = 1, false
			}
			if v > max {
				what := "max (" + microsyntax.BestFloat(max) + ")"
				if !hasMax {
					what = "1, the max when max is absent"
				}
				d.Report(n, "value", lint.Finding{Whole: true,
					Message: fmt.Sprintf("value (%s) must not be above %s", microsyntax.BestFloat(v), what),
					Browser: "browsers show the bar as complete"})
			}
		}
	},
}
