package rules

import (
	"fmt"
	"strconv"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// intAttr describes an attribute whose value is an integer with a range.
type intAttr struct {
	elements    []string
	attr        string
	nonNegative bool  // a valid non-negative integer, not just a valid integer
	min, max    int64 // inclusive bounds the standard sets
	// clamp says what browsers do out of range, for the message; empty when
	// they use the value as it is.
	outOfRange string
	// fixOutOfRange, when set, is the value browsers actually use in place
	// of an out-of-range one, so replacing it keeps behaviour.
	fixOutOfRange func(v int64) (int64, bool)
}

const (
	noMin = -1 << 62
	noMax = 1 << 62
)

// intAttrs lists the integer-valued attributes of HTML elements with the
// ranges the standard gives (HTML §4.9.11 for colspan/rowspan, §4.10 for
// form controls, §3.2.6 for tabindex and headingoffset).
var intAttrs = []intAttr{
	{elements: []string{"*"}, attr: "tabindex", min: noMin, max: noMax},
	{elements: []string{"*"}, attr: "headingoffset", nonNegative: true, min: 0, max: 8,
		outOfRange: "browsers treat values above 8 as 8", fixOutOfRange: func(v int64) (int64, bool) { return 8, v > 8 }},
	{elements: []string{"ol"}, attr: "start", min: noMin, max: noMax},
	{elements: []string{"li"}, attr: "value", min: noMin, max: noMax},
	{elements: []string{"td", "th"}, attr: "colspan", nonNegative: true, min: 1, max: 1000,
		outOfRange: "browsers use 1 for 0 and 1000 for anything larger",
		fixOutOfRange: func(v int64) (int64, bool) {
			if v == 0 {
				return 1, true
			}
			return 1000, v > 1000
		}},
	{elements: []string{"td", "th"}, attr: "rowspan", nonNegative: true, min: 0, max: 65534,
		outOfRange: "browsers use 65534 for anything larger", fixOutOfRange: func(v int64) (int64, bool) { return 65534, v > 65534 }},
	{elements: []string{"col", "colgroup"}, attr: "span", nonNegative: true, min: 1, max: 1000,
		outOfRange: "browsers use 1 for 0 and 1000 for anything larger",
		fixOutOfRange: func(v int64) (int64, bool) {
			if v == 0 {
				return 1, true
			}
			return 1000, v > 1000
		}},
	{elements: []string{"input", "select"}, attr: "size", nonNegative: true, min: 1, max: noMax,
		outOfRange: "browsers ignore 0 and use the default"},
	{elements: []string{"textarea"}, attr: "rows", nonNegative: true, min: 1, max: noMax,
		outOfRange: "browsers ignore 0 and use the default of 2"},
	{elements: []string{"textarea"}, attr: "cols", nonNegative: true, min: 1, max: noMax,
		outOfRange: "browsers ignore 0 and use the default of 20"},
	{elements: []string{"input", "textarea"}, attr: "maxlength", nonNegative: true, min: 0, max: noMax},
	{elements: []string{"input", "textarea"}, attr: "minlength", nonNegative: true, min: 0, max: noMax},
}

func intTargets() []lint.Target {
	var t []lint.Target
	for _, a := range intAttrs {
		t = append(t, lint.On(a.attr, a.elements...)...)
	}
	return t
}

func findIntAttr(element, attr string) *intAttr {
	for i := range intAttrs {
		a := &intAttrs[i]
		if a.attr != attr {
			continue
		}
		for _, e := range a.elements {
			if e == "*" || e == element {
				return a
			}
		}
	}
	return nil
}

// Integer checks integer-valued attributes and their ranges.
var Integer = &lint.Rule{
	ID:       "integer",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#signed-integers",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "integer attributes (tabindex, colspan, rowspan, span, size, rows, cols, maxlength, start, ...) must be valid integers in range",
	Doc: `The standard defines these attributes as a "valid integer" (HTML §2.3.4.1:
an optional "-" and one or more ASCII digits, nothing else) or a "valid
non-negative integer" (§2.3.4.2: digits only), and sets ranges: colspan
1 to 1000, rowspan 0 to 65534, span 1 to 1000, size/rows/cols above 0,
headingoffset 0 to 8.

Browsers are lenient: the rules for parsing integers skip leading
whitespace, ignore a "+" and stop at the first non-digit, so "3px" is
read as 3 and "abc" is ignored. The message says what the browser reads;
where that is unambiguous, the fix writes exactly that number.`,
	Valid:   `<table><tr><td colspan="2" rowspan="0"></td></tr></table> <textarea rows="4" cols="40"></textarea> <div tabindex="-1"></div>`,
	Invalid: `<table><tr><td colspan="0"></td></tr></table> <textarea rows="4px"></textarea> <div tabindex="first"></div>`,
	Targets: intTargets(),
	Check:   checkInteger,
}

func checkInteger(a *lint.Attr) {
	spec := findIntAttr(a.Element, a.Name)
	if spec == nil {
		return
	}
	var err error
	if spec.nonNegative {
		err = microsyntax.ValidNonNegativeInteger(a.Value)
	} else {
		err = microsyntax.ValidInteger(a.Value)
	}
	kind := "a valid integer"
	if spec.nonNegative {
		kind = "a valid non-negative integer"
	}
	if err != nil {
		f := errFinding(err, fmt.Sprintf("%q is not %s", a.Value, kind))
		n, perr := microsyntax.ParseInteger(a.Value)
		switch {
		case perr != nil:
			f.Browser = "browsers cannot read a number here and ignore the attribute"
		case spec.nonNegative && n < 0:
			f.Browser = "browsers reject the negative number and ignore the attribute"
		default:
			f.Browser = fmt.Sprintf("browsers read %d", n)
			if fixed, ok := clampForBrowser(spec, n); ok {
				f.Fix = &lint.ValueFix{Message: fmt.Sprintf("write %d, the number browsers read", fixed), Value: strconv.FormatInt(fixed, 10)}
			}
		}
		a.Report(f)
		return
	}
	n, perr := microsyntax.ParseInteger(a.Value)
	if perr != nil {
		return
	}
	if n < spec.min || n > spec.max {
		f := lint.Finding{Whole: true, Message: rangeMessage(spec, n), Browser: spec.outOfRange}
		if spec.fixOutOfRange != nil {
			if v, ok := spec.fixOutOfRange(n); ok {
				f.Fix = &lint.ValueFix{Message: fmt.Sprintf("write %d, the value browsers use", v), Value: strconv.FormatInt(v, 10)}
			}
		}
		a.Report(f)
	}
}

// clampForBrowser returns the value browsers end up with for a parsed n
// when that is exact enough to write back, and whether it is.
func clampForBrowser(spec *intAttr, n int64) (int64, bool) {
	if n >= spec.min && n <= spec.max {
		return n, true
	}
	if spec.fixOutOfRange != nil {
		return spec.fixOutOfRange(n)
	}
	return 0, false
}

func rangeMessage(spec *intAttr, n int64) string {
	switch {
	case spec.max == noMax:
		return fmt.Sprintf("%s must be at least %d, not %d", spec.attr, spec.min, n)
	case spec.min == noMin:
		return fmt.Sprintf("%s must be at most %d, not %d", spec.attr, spec.max, n)
	}
	return fmt.Sprintf("%s must be between %d and %d, not %d", spec.attr, spec.min, spec.max, n)
}
