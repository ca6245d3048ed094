package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// Float checks the floating-point attributes of meter and progress.
var Float = &lint.Rule{
	ID:       "float",
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

// floatAttr reads attribute name of n with the browser's rules; ok is false
// when it is absent or unreadable (then browsers use the default).
func floatAttr(n *html.Node, name string) (float64, bool) {
	v, ok := lint.GetAttr(n, name)
	if !ok {
		return 0, false
	}
	f, err := microsyntax.ParseFloat(v)
	return f, err == nil
}

// MeterOrder checks the relations between meter's numbers.
var MeterOrder = &lint.Rule{
	ID:       "meter-range",
	Section:  "https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element",
	Severity: lint.Error,
	Summary:  "meter needs a value, and min <= value <= max, min <= low <= high <= max, min <= optimum <= max",
	Doc: `HTML §4.10.14 requires a value attribute on meter and these relations
between its numbers, where min defaults to 0 and max to 1:
min <= value <= max, min <= low <= max, min <= high <= max,
low <= high, min <= optimum <= max.

Browsers clamp out-of-range numbers into the range instead of failing, so a
meter whose numbers break these relations shows something other than what
they say: the message tells what is shown.`,
	Valid:   `<meter value="5" min="0" max="10" low="2" high="8" optimum="9"></meter>`,
	Invalid: `<meter value="15" min="0" max="10"></meter> <meter value="0.5" low="0.8" high="0.2"></meter>`,
	Document: func(d *lint.Doc) {
		for _, n := range d.Elements {
			if n.Data == "meter" {
				checkMeter(d, n)
			}
		}
	},
}

func checkMeter(d *lint.Doc, n *html.Node) {
	if d.Bound(n, "value") || d.Bound(n, "min") || d.Bound(n, "max") {
		return // a framework binding supplies a value or bound not known here
	}
	if _, ok := lint.GetAttr(n, "value"); !ok {
		d.Report(n, "", lint.Finding{Whole: true, Message: "meter requires a value attribute",
			Browser: "browsers show the meter at 0"})
		return
	}
	lo, hasMin := floatAttr(n, "min")
	if !hasMin {
		lo = 0
	}
	hi, hasMax := floatAttr(n, "max")
	if !hasMax {
		hi = 1
	}
	bound := func(name string, v float64, has bool) string {
		if has {
			return fmt.Sprintf("%s (%s)", name, microsyntax.BestFloat(v))
		}
		return fmt.Sprintf("the default %s of %s", name, microsyntax.BestFloat(v))
	}
	if lo > hi {
		d.Report(n, "min", lint.Finding{Whole: true,
			Message: fmt.Sprintf("min (%s) must not be above %s", microsyntax.BestFloat(lo), bound("max", hi, hasMax)),
			Browser: "browsers raise max to min, so the meter is always full"})
		return
	}
	for _, name := range []string{"value", "low", "high", "optimum"} {
		v, ok := floatAttr(n, name)
		if !ok {
			continue
		}
		switch {
		case v < lo:
			d.Report(n, name, lint.Finding{Whole: true,
				Message: fmt.Sprintf("%s (%s) must not be below %s", name, microsyntax.BestFloat(v), bound("min", lo, hasMin)),
				Browser: fmt.Sprintf("browsers use %s instead", microsyntax.BestFloat(lo))})
		case v > hi:
			d.Report(n, name, lint.Finding{Whole: true,
				Message: fmt.Sprintf("%s (%s) must not be above %s", name, microsyntax.BestFloat(v), bound("max", hi, hasMax)),
				Browser: fmt.Sprintf("browsers use %s instead", microsyntax.BestFloat(hi))})
		}
	}
	low, hasLow := floatAttr(n, "low")
	high, hasHigh := floatAttr(n, "high")
	if hasLow && hasHigh && low > high && low >= lo && high <= hi {
		d.Report(n, "low", lint.Finding{Whole: true,
			Message: fmt.Sprintf("low (%s) must not be above high (%s)", microsyntax.BestFloat(low), microsyntax.BestFloat(high)),
			Browser: "browsers raise high to low"})
	}
}

// ProgressOrder checks that progress's value does not pass its max.
var ProgressOrder = &lint.Rule{
	ID:       "progress-range",
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
