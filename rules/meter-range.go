package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// MeterRange checks the relations between meter's numbers.
var MeterRange = &lint.Rule{
	ID:       "meter-range",
	Family:   "ranges",
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
