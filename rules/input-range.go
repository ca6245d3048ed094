package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// InputRange checks the relations between min, max and value of an input.
var InputRange = &lint.Rule{
	ID:       "input-range",
	Family:   "ranges",
	Section:  "https://html.spec.whatwg.org/multipage/input.html#the-min-and-max-attributes",
	Severity: lint.Error,
	Summary:  "an input's min must not be above its max; a default value outside [min, max] is a warning",
	Doc: `HTML §4.10.5.3.7: when an input has both min and max, max must not be
less than min (except for time, where min above max is a range across
midnight): an error.

The standard sets no requirement on the value attribute against min and
max, so a default value outside the range is conforming; it is reported
as a warning because browsers then do something the author rarely wants,
which depends on the type:

- range: the value sanitization algorithm clamps the value into the range
  (§4.10.5.1.13), so the slider starts at min or max, not at the value
  written. Without min or max the range is 0 to 100, so value="150" starts
  at 100.
- date, month, week, time, datetime-local, number: the value is kept, the
  control starts out invalid (suffering from an underflow or an
  overflow, §4.10.21.1), matches :invalid, and the form cannot be
  submitted until the value changes.`,
	Valid:   `<input type="number" min="1" max="10" value="5"> <input type="range" value="40">`,
	Invalid: `<input type="number" min="10" max="1">`,
	Document: func(d *lint.Doc) {
		for _, n := range d.Elements {
			if n.Data == "input" {
				checkInputRange(d, n)
			}
		}
	},
}

func checkInputRange(d *lint.Doc, n *html.Node) {
	kind := inputKinds[inputType(n)]
	if kind == nil || d.Bound(n, "min") || d.Bound(n, "max") || d.Bound(n, "value") {
		return // a framework binding supplies a value not known here
	}
	// read returns an attribute, the number browsers read from it ("convert
	// a string to a number": for number and range the lenient rules for
	// parsing floating-point number values, so max=" 2" is 2), and
	// whether it is also valid.
	read := func(name string) (s string, f float64, ok, valid bool) {
		s, ok = lint.GetAttr(n, name)
		if !ok {
			return s, 0, false, false
		}
		f, ok = kind.num(s)
		return s, f, ok, ok && kind.valid(s) == nil
	}
	minS, lo, hasMin, minValid := read("min")
	maxS, hi, hasMax, maxValid := read("max")
	// The conformance error needs both values valid; an invalid one is
	// input-value's finding.
	if minValid && maxValid && lo > hi && !kind.reversible {
		browser := "browsers treat every value as out of range"
		if kind.clamped {
			browser = fmt.Sprintf("browsers start the slider at min (%s), and no value is in range", minS)
		}
		d.Report(n, "min", lint.Finding{Whole: true,
			Message: fmt.Sprintf("min (%s) must not be above max (%s)", minS, maxS),
			Browser: browser})
		return
	}
	valS, v, _, hasVal := read("value") // an invalid value is sanitised away
	if !hasVal || kind.reversible && hasMin && hasMax && lo > hi {
		return
	}
	if kind.clamped {
		// A min or max browsers cannot read is the range's default, as
		// rangeBounds has it: the numbers read above serve.
		if !hasMin {
			lo = rangeDefaults["min"]
		}
		if !hasMax {
			hi = rangeDefaults["max"]
		}
		checkSliderValue(d, n, valS, v, lo, hi, hasMin, hasMax)
		return
	}
	if hasMin && v < lo {
		d.Report(n, "value", lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("the default value %s is below min (%s)", valS, minS),
			Browser: "browsers keep it, so the control starts invalid (an underflow) and the form cannot be submitted until the value changes"})
	} else if hasMax && v > hi {
		d.Report(n, "value", lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("the default value %s is above max (%s)", valS, maxS),
			Browser: "browsers keep it, so the control starts invalid (an overflow) and the form cannot be submitted until the value changes"})
	}
}

// checkSliderValue reports a range input's default value v outside the
// range browsers use, [lo, hi] (hasMin and hasMax say whether the input
// gives them), which value sanitization clamps (§4.10.5.1.13: an
// underflow becomes the minimum; an overflow the maximum, unless the
// maximum is below the minimum).
func checkSliderValue(d *lint.Doc, n *html.Node, valS string, v, lo, hi float64, hasMin, hasMax bool) {
	bound := func(name string, has bool, f float64) string {
		if has {
			return fmt.Sprintf("%s (%s)", name, microsyntax.BestFloat(f))
		}
		return fmt.Sprintf("the default %s (%s)", name, microsyntax.BestFloat(f))
	}
	switch {
	case v < lo:
		d.Report(n, "value", lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("the default value %s is below %s", valS, bound("min", hasMin, lo)),
			Browser: fmt.Sprintf("browsers clamp it: the slider starts at %s", microsyntax.BestFloat(lo))})
	case v > hi && hi >= lo:
		d.Report(n, "value", lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("the default value %s is above %s", valS, bound("max", hasMax, hi)),
			Browser: fmt.Sprintf("browsers clamp it: the slider starts at %s", microsyntax.BestFloat(hi))})
	}
}
