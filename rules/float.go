package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Float checks the floating-point attributes of meter and progress.
var Float = &lint.Rule{
	ID:       "float",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#floating-point-numbers",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "meter and progress values must be valid floating-point numbers (progress: value >= 0, max > 0)",
	Doc: `The value, min, max, low, high and optimum attributes of meter and the
value and max attributes of progress must be valid floating-point numbers
(HTML §2.3.4.3): an optional "-", digits with an optional fraction, an
optional exponent; no "+", no leading ".", no whitespace, no units.
progress adds that value is 0 or more and max above 0 (§4.10.13).

Browsers use the rules for parsing floating-point number values, which skip
leading whitespace and stop at the first character that does not fit, so
"50%" is read as 50 and "abc" makes the attribute count as absent.`,
	Valid:   `<meter value="0.25"></meter> <progress value="3" max="10"></progress>`,
	Invalid: `<meter value="25%"></meter> <progress value="-5" max="0"></progress>`,
	Targets: concat(lint.On("value", "meter", "progress"), lint.On("max", "meter", "progress"),
		lint.On("min", "meter"), lint.On("low", "meter"), lint.On("high", "meter"), lint.On("optimum", "meter")),
	Check: checkFloat,
}

func checkFloat(a *lint.Attr) {
	if err := microsyntax.ValidFloat(a.Value); err != nil {
		f := floatFinding(a.Value, err)
		a.Report(f)
		return
	}
	if a.Element != "progress" {
		return
	}
	v, err := microsyntax.ParseFloat(a.Value)
	if err != nil {
		return
	}
	switch {
	case a.Name == "value" && v < 0:
		a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("progress value must be 0 or more, not %s", a.Value),
			Browser: "browsers show an empty bar (a negative value counts as 0)"})
	case a.Name == "max" && v <= 0:
		a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("progress max must be above 0, not %s", a.Value),
			Browser: "browsers ignore it and use a max of 1"})
	}
}

// floatFinding turns a ValidFloat error into a finding that says what
// browsers read instead.
func floatFinding(value string, err error) lint.Finding {
	f := errFinding(err, fmt.Sprintf("%q is not a valid floating-point number", value))
	if v, perr := microsyntax.ParseFloat(value); perr != nil {
		f.Browser = "browsers cannot read a number here and treat the attribute as absent"
	} else {
		best := microsyntax.BestFloat(v)
		f.Browser = "browsers read " + best
		f.Fix = &lint.ValueFix{Message: "write " + best + ", the number browsers read", Value: best}
	}
	return f
}
