package rules

import (
	"maps"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
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

// inputValueTypes are the checkers of the value types that input's min and
// max take (the alternatives of their table types), by type name.
var inputValueTypes = map[string]inputKind{
	"DateString": {step: "1 day", noun: "a valid date string (YYYY-MM-DD)", valid: microsyntax.ValidDate, num: func(s string) (float64, bool) {
		d, err := microsyntax.ParseDate(s)
		return float64(d.Year)*10000 + float64(d.Month)*100 + float64(d.Day), err == nil
	}},
	"MonthString": {step: "1 month", noun: "a valid month string (YYYY-MM)", valid: microsyntax.ValidMonth, num: func(s string) (float64, bool) {
		m, err := microsyntax.ParseMonth(s)
		return float64(m.Year)*100 + float64(m.Month), err == nil
	}},
	"WeekString": {step: "1 week", noun: "a valid week string (YYYY-Www)", valid: microsyntax.ValidWeek, num: func(s string) (float64, bool) {
		w, err := microsyntax.ParseWeek(s)
		return float64(w.Year)*100 + float64(w.Week), err == nil
	}},
	"TimeString": {step: "60 seconds", noun: "a valid time string (HH:MM, HH:MM:SS or HH:MM:SS.sss)", valid: microsyntax.ValidTime, reversible: true, num: func(s string) (float64, bool) {
		t, err := microsyntax.ParseTime(s)
		return float64(t.Hour*3600+t.Minute*60+t.Second) + float64(t.Nanosecond)/1e9, err == nil
	}},
	"LocalDateTimeString": {step: "60 seconds", noun: "a valid local date and time string (YYYY-MM-DDTHH:MM)", valid: microsyntax.ValidLocalDateTime, num: func(s string) (float64, bool) {
		t, err := microsyntax.ParseLocalDateTime(s)
		d, h := t.Date, t.Time
		return (float64(d.Year)*10000+float64(d.Month)*100+float64(d.Day))*1e5 + float64(h.Hour*3600+h.Minute*60+h.Second) + float64(h.Nanosecond)/1e9, err == nil
	}},
	"float()": {step: "1", noun: "a valid floating-point number", valid: microsyntax.ValidFloat, num: parseFloatOK},
}

// inputKinds are the kinds of the input types whose min and max have a
// value type, by type keyword: the table types' "when([type=...])"
// selectors, matched against an input of each type.
var inputKinds = func() map[string]*inputKind {
	kinds := map[string]*inputKind{}
	for _, a := range typed(false, slices.Collect(maps.Keys(inputValueTypes))...) {
		if a.Target != (lint.Target{Element: "input", Attr: "min"}) {
			continue
		}
		for _, e := range enumByName["type"] {
			if !e.AppliesTo("input") {
				continue
			}
			for _, k := range e.Enum.Keywords {
				n := &html.Node{Type: html.ElementNode, Data: "input", Attr: []html.Attribute{{Key: "type", Val: k.Value}}}
				if spec.MatchCondition(a.When, subject{n, func(string) bool { return false }}) == spec.True {
					kind := inputValueTypes[a.Type]
					kind.clamped = k.Value == "range"
					kinds[k.Value] = &kind
				}
			}
		}
	}
	return kinds
}()

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
