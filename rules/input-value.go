package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// InputValue checks value, min, max and step of inputs by type.
var InputValue = &lint.Rule{
	ID:       "input-value",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/input.html#the-input-element",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "value, min, max and step of date, month, week, time, datetime-local, number, range and color inputs must use their type's format",
	Doc: `Each input type reads its value, min and max in one microsyntax (HTML
§4.10.5.1): date a valid date string, month a valid month string, week a
valid week string, time a valid time string, datetime-local a valid local
date and time string, number and range a valid floating-point number, color
a CSS colour. step must be a valid floating-point number above 0, or "any".
value may be empty; min, max and step may not.

Browsers sanitise a value that does not parse to the empty string (for
range, to the middle of the range; for color, to #000000) and ignore a min,
max or step they cannot read.`,
	Valid:   `<input type="date" min="2024-01-01" value="2024-02-29"> <input type="number" step="any" value="1.5"> <input type="color" value="#336699">`,
	Invalid: `<input type="date" value="2023-02-29"> <input type="week" max="2021-W53"> <input type="number" step="0">`,
	Targets: concat(lint.On("value", "input"), lint.On("min", "input"), lint.On("max", "input"), lint.On("step", "input")),
	Check:   checkInputValue,
}

func checkInputValue(a *lint.Attr) {
	t := inputType(a.Node)
	if t == "color" {
		if a.Name == "value" && a.Value != "" {
			if err := microsyntax.ValidCSSColor(a.Value); err != nil {
				f := errFinding(err, fmt.Sprintf("%q is not a CSS colour", a.Value))
				f.Browser = "browsers sanitise the value to #000000 (black)"
				a.Report(f)
			}
		}
		return
	}
	kind := inputKinds[t]
	if kind == nil {
		return
	}
	if a.Name == "step" {
		if microsyntax.EqualFoldASCII(a.Value, "any") {
			return
		}
		if err := microsyntax.ValidFloat(a.Value); err != nil {
			f := errFinding(err, fmt.Sprintf("step %q is not a valid floating-point number or \"any\"", a.Value))
			f.Browser = "browsers ignore it and use the default step, " + kind.step
			a.Report(f)
			return
		}
		if v, ok := parseFloatOK(a.Value); ok && v <= 0 {
			a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("step must be above 0, not %s", a.Value),
				Browser: "browsers ignore it and use the default step, " + kind.step})
		}
		return
	}
	if a.Name == "value" && a.Value == "" {
		return
	}
	if err := kind.valid(a.Value); err != nil {
		f := errFinding(err, fmt.Sprintf("%q is not %s", a.Value, kind.noun))
		switch {
		case a.Name == "value" && kind.clamped:
			lo, hi := rangeBounds(a.Node)
			f.Browser = "browsers sanitise the value to the default value, " + microsyntax.BestFloat(rangeDefault(lo, hi)) + " (halfway between min and max)"
		case a.Name == "value":
			f.Browser = "browsers sanitise the value to the empty string"
		case kind.clamped:
			f.Browser = fmt.Sprintf("browsers use the default %s, %s", a.Name, microsyntax.BestFloat(rangeDefaults[a.Name]))
		default:
			f.Browser = "browsers ignore " + a.Name
		}
		if (t == "number" || t == "range") && a.Name != "value" {
			if v, ok := parseFloatOK(a.Value); ok {
				best := microsyntax.BestFloat(v)
				f.Browser = "browsers read " + best
				f.Fix = &lint.ValueFix{Message: "write " + best + ", the number browsers read", Value: best}
			}
		}
		a.Report(f)
	}
}
