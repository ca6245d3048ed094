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
}

var inputKinds = map[string]*inputKind{
	"date": {noun: "a valid date string (YYYY-MM-DD)", valid: microsyntax.ValidDate, num: func(s string) (float64, bool) {
		d, err := microsyntax.ParseDate(s)
		return float64(d.Year)*10000 + float64(d.Month)*100 + float64(d.Day), err == nil
	}},
	"month": {noun: "a valid month string (YYYY-MM)", valid: microsyntax.ValidMonth, num: func(s string) (float64, bool) {
		m, err := microsyntax.ParseMonth(s)
		return float64(m.Year)*100 + float64(m.Month), err == nil
	}},
	"week": {noun: "a valid week string (YYYY-Www)", valid: microsyntax.ValidWeek, num: func(s string) (float64, bool) {
		w, err := microsyntax.ParseWeek(s)
		return float64(w.Year)*100 + float64(w.Week), err == nil
	}},
	"time": {noun: "a valid time string (HH:MM, HH:MM:SS or HH:MM:SS.sss)", valid: microsyntax.ValidTime, reversible: true, num: func(s string) (float64, bool) {
		t, err := microsyntax.ParseTime(s)
		return float64(t.Hour*3600+t.Minute*60+t.Second) + float64(t.Nanosecond)/1e9, err == nil
	}},
	"datetime-local": {noun: "a valid local date and time string (YYYY-MM-DDTHH:MM)", valid: microsyntax.ValidLocalDateTime, num: func(s string) (float64, bool) {
		t, err := microsyntax.ParseLocalDateTime(s)
		d, h := t.Date, t.Time
		return (float64(d.Year)*10000+float64(d.Month)*100+float64(d.Day))*1e5 + float64(h.Hour*3600+h.Minute*60+h.Second) + float64(h.Nanosecond)/1e9, err == nil
	}},
	"number": {noun: "a valid floating-point number", valid: microsyntax.ValidFloat, num: parseFloatOK},
	"range":  {noun: "a valid floating-point number", valid: microsyntax.ValidFloat, num: parseFloatOK},
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
var InputValue = register(&lint.Rule{
	ID:       "input-value",
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
})

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
			f.Browser = "browsers ignore it and use the default step"
			a.Report(f)
			return
		}
		if v, ok := parseFloatOK(a.Value); ok && v <= 0 {
			a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("step must be above 0, not %s", a.Value),
				Browser: "browsers ignore it and use the default step"})
		}
		return
	}
	if a.Name == "value" && a.Value == "" {
		return
	}
	if err := kind.valid(a.Value); err != nil {
		f := errFinding(err, fmt.Sprintf("%q is not %s", a.Value, kind.noun))
		if a.Name == "value" {
			f.Browser = "browsers sanitise the value to the empty string"
			if t == "range" {
				f.Browser = "browsers sanitise the value to the middle of the range"
			}
		} else {
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
var InputRange = register(&lint.Rule{
	ID:       "input-range",
	Severity: lint.Error,
	Summary:  "an input's min must not be above its max; a default value outside [min, max] is a warning",
	Doc: `HTML §4.10.5.3.7: when an input has both min and max, max must not be
less than min (except for time, where min above max is a range across
midnight). A default value outside the range is conforming but starts the
control in a state of underflow or overflow, so it is a warning: browsers
report the form invalid until the user changes the value.`,
	Valid:   `<input type="number" min="1" max="10" value="5">`,
	Invalid: `<input type="number" min="10" max="1">`,
	Document: func(d *lint.Doc) {
		for _, n := range d.Elements {
			if n.Data == "input" {
				checkInputRange(d, n)
			}
		}
	},
})

func checkInputRange(d *lint.Doc, n *html.Node) {
	kind := inputKinds[inputType(n)]
	if kind == nil {
		return
	}
	read := func(name string) (string, float64, bool) {
		v, ok := lint.GetAttr(n, name)
		if !ok || kind.valid(v) != nil {
			return v, 0, false
		}
		f, ok := kind.num(v)
		return v, f, ok
	}
	minS, lo, hasMin := read("min")
	maxS, hi, hasMax := read("max")
	if hasMin && hasMax && lo > hi && !kind.reversible {
		d.Report(n, "min", lint.Finding{Whole: true,
			Message: fmt.Sprintf("min (%s) must not be above max (%s)", minS, maxS),
			Browser: "browsers treat every value as out of range"})
		return
	}
	valS, v, hasVal := read("value")
	if !hasVal || kind.reversible && hasMin && hasMax && lo > hi {
		return
	}
	if hasMin && v < lo {
		d.Report(n, "value", lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("the default value %s is below min (%s)", valS, minS),
			Browser: "browsers start the control in underflow and the form is invalid until it changes"})
	} else if hasMax && v > hi {
		d.Report(n, "value", lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("the default value %s is above max (%s)", valS, maxS),
			Browser: "browsers start the control in overflow and the form is invalid until it changes"})
	}
}

// LengthRange checks minlength against maxlength.
var LengthRange = register(&lint.Rule{
	ID:       "length-range",
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
})
