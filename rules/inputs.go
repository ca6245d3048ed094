package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// inputKind describes how an input type reads value, min, max and step
// (HTML §4.10.5.1): the microsyntax, how to compare values, and what the
// step is counted in.
type inputKind struct {
	noun  string                       // "a valid date string"
	valid func(string) error           // conformance check
	num   func(string) (float64, bool) // the value as a number, for comparisons
	// reversible: min may be above max (time: a range across midnight).
	reversible bool
	// step is the default step, in words, that browsers use for a step
	// they cannot read (HTML §4.10.5.3.8: the type's default step).
	step string
	// clamped is set for range, whose value sanitization moves the value
	// into [min, max], and whose minimum and maximum default to 0 and 100
	// (§4.10.5.1.13); every other type leaves an out-of-range value as it
	// is and reports it invalid.
	clamped bool
}

var inputKinds = map[string]*inputKind{
	"date": {step: "1 day", noun: "a valid date string (YYYY-MM-DD)", valid: microsyntax.ValidDate, num: func(s string) (float64, bool) {
		d, err := microsyntax.ParseDate(s)
		return float64(d.Year)*10000 + float64(d.Month)*100 + float64(d.Day), err == nil
	}},
	"month": {step: "1 month", noun: "a valid month string (YYYY-MM)", valid: microsyntax.ValidMonth, num: func(s string) (float64, bool) {
		m, err := microsyntax.ParseMonth(s)
		return float64(m.Year)*100 + float64(m.Month), err == nil
	}},
	"week": {step: "1 week", noun: "a valid week string (YYYY-Www)", valid: microsyntax.ValidWeek, num: func(s string) (float64, bool) {
		w, err := microsyntax.ParseWeek(s)
		return float64(w.Year)*100 + float64(w.Week), err == nil
	}},
	"time": {step: "60 seconds", noun: "a valid time string (HH:MM, HH:MM:SS or HH:MM:SS.sss)", valid: microsyntax.ValidTime, reversible: true, num: func(s string) (float64, bool) {
		t, err := microsyntax.ParseTime(s)
		return float64(t.Hour*3600+t.Minute*60+t.Second) + float64(t.Nanosecond)/1e9, err == nil
	}},
	"datetime-local": {step: "60 seconds", noun: "a valid local date and time string (YYYY-MM-DDTHH:MM)", valid: microsyntax.ValidLocalDateTime, num: func(s string) (float64, bool) {
		t, err := microsyntax.ParseLocalDateTime(s)
		d, h := t.Date, t.Time
		return (float64(d.Year)*10000+float64(d.Month)*100+float64(d.Day))*1e5 + float64(h.Hour*3600+h.Minute*60+h.Second) + float64(h.Nanosecond)/1e9, err == nil
	}},
	"number": {step: "1", noun: "a valid floating-point number", valid: microsyntax.ValidFloat, num: parseFloatOK},
	"range":  {step: "1", clamped: true, noun: "a valid floating-point number", valid: microsyntax.ValidFloat, num: parseFloatOK},
}

func parseFloatOK(s string) (float64, bool) {
	f, err := microsyntax.ParseFloat(s)
	return f, err == nil
}

// inputType returns the input's type state keyword, lower case: an unknown
// or missing type is the Text state (HTML §4.10.5).
func inputType(n *html.Node) string {
	t, _ := lint.GetAttr(n, "type")
	t = strings.ToLower(t)
	if t == "datetime" {
		return "datetime-local" // not a keyword: browsers make it text
	}
	return t
}

// InputValue checks value, min, max and step of inputs by type.
var InputValue = &lint.Rule{
	ID:       "input-value",
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

// errFinding builds a finding from a microsyntax error, prefixing msg.
func errFinding(err error, msg string) lint.Finding {
	if me, ok := err.(*microsyntax.Error); ok {
		return lint.Finding{Offset: me.Offset, End: me.End, Message: msg + ": " + me.Reason}
	}
	return lint.Finding{Whole: true, Message: msg}
}

// InputRange checks the relations between min, max and value of an input.
var InputRange = &lint.Rule{
	ID:       "input-range",
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

// rangeDefaults are the default minimum and maximum of a range input
// (HTML §4.10.5.1.13).
var rangeDefaults = map[string]float64{"min": 0, "max": 100}

// rangeBounds returns the minimum and maximum browsers use for a range
// input: min and max read with the rules for parsing floating-point
// number values ("convert a string to a number"), or the defaults when a
// value is absent or cannot be read.
func rangeBounds(n *html.Node) (lo, hi float64) {
	bound := func(name string) float64 {
		if v, ok := lint.GetAttr(n, name); ok {
			if f, ok := parseFloatOK(v); ok {
				return f
			}
		}
		return rangeDefaults[name]
	}
	return bound("min"), bound("max")
}

// rangeDefault is a range input's default value: halfway between the
// minimum and the maximum, or the minimum when the maximum is below it.
func rangeDefault(lo, hi float64) float64 {
	if hi < lo {
		return lo
	}
	return lo + (hi-lo)/2
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
		checkSliderValue(d, n, valS, v, hasMin, hasMax)
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

// checkSliderValue reports a range input's default value outside the
// range browsers use, which value sanitization clamps (§4.10.5.1.13: an
// underflow becomes the minimum; an overflow the maximum, unless the
// maximum is below the minimum).
func checkSliderValue(d *lint.Doc, n *html.Node, valS string, v float64, hasMin, hasMax bool) {
	lo, hi := rangeBounds(n)
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

// LengthRange checks minlength against maxlength.
var LengthRange = &lint.Rule{
	ID:       "length-range",
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
