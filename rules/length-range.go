package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// LengthRange checks minlength against maxlength.
var LengthRange = &lint.Rule{
	ID:       "length-range",
	Family:   "ranges",
	Section:  "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-minlength",
	Severity: lint.Error,
	Summary:  "minlength must not be above maxlength",
	Doc: `HTML §4.10.18.3.2: if both are given, maxlength must be greater than or
equal to minlength. Otherwise no value can satisfy both, and browsers
report the field invalid once the user types.`,
	Valid:   `<input minlength="2" maxlength="8">`,
	Invalid: `<textarea minlength="10" maxlength="5"></textarea>`,
	Document: func(d *lint.Doc) {
		for _, n := range d.Elements {
			if n.Data != "input" && n.Data != "textarea" {
				continue
			}
			lo, ok1 := lint.GetAttr(n, "minlength")
			hi, ok2 := lint.GetAttr(n, "maxlength")
			if !ok1 || !ok2 {
				continue
			}
			a, err1 := microsyntax.ParseNonNegativeInteger(lo)
			b, err2 := microsyntax.ParseNonNegativeInteger(hi)
			if err1 == nil && err2 == nil && a > b {
				d.Report(n, "minlength", lint.Finding{Whole: true,
					Message: fmt.Sprintf("minlength (%d) must not be above maxlength (%d)", a, b),
					Browser: "no value can satisfy both"})
			}
		}
	},
}
