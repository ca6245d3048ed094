package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// intAttr is what the integer rule knows of an integer attribute: the
// bounds of its value type, and what browsers do out of them.
type intAttr struct {
	nonNegative bool  // a valid non-negative integer, not just a valid integer
	min, max    int64 // inclusive bounds the standard sets
	intClamp
}

// intClamp is what browsers do with an out-of-range value of an
// attribute, by the attribute's processing model.
type intClamp struct {
	// outOfRange says it, for the message; empty when they use the value
	// as it is.
	outOfRange string
	// fixOutOfRange, when set, is the value browsers actually use in place
	// of an out-of-range one, so replacing it keeps behaviour.
	fixOutOfRange func(v int64) (int64, bool)
}

const (
	noMin = -1 << 62
	noMax = 1 << 62
)

// intClamps are the processing models that do something other than use
// an out-of-range value as it is, by attribute name (HTML §4.9.11, the
// algorithm for processing rows, for colspan and rowspan; §4.9.3 for
// span; §4.3.11 for headingoffset; §4.10.7 and §4.10.11 for size, rows and
// cols).
var intClamps = map[string]intClamp{
	"headingoffset": {outOfRange: "browsers treat values above 8 as 8", fixOutOfRange: func(v int64) (int64, bool) { return 8, v > 8 }},
	"colspan":       {outOfRange: "browsers use 1 for 0 and 1000 for anything larger", fixOutOfRange: oneTo1000},
	"rowspan":       {outOfRange: "browsers use 65534 for anything larger", fixOutOfRange: func(v int64) (int64, bool) { return 65534, v > 65534 }},
	"span":          {outOfRange: "browsers use 1 for 0 and 1000 for anything larger", fixOutOfRange: oneTo1000},
	"size":          {outOfRange: "browsers ignore 0 and use the default"},
	"rows":          {outOfRange: "browsers ignore 0 and use the default of 2"},
	"cols":          {outOfRange: "browsers ignore 0 and use the default of 20"},
}

// oneTo1000 is what browsers use for a colspan or span out of 1 to 1000.
func oneTo1000(v int64) (int64, bool) {
	if v == 0 {
		return 1, true
	}
	return 1000, v > 1000
}

// intAttrs are the integer attributes, by the types the element tables
// give them: Int and TabIndex (a valid integer), Uint (a valid
// non-negative integer) and integer(BOUNDS) (a valid non-negative integer
// within the bounds), less the width and height that the dimension rule
// checks.
var intAttrs = func() byTarget[*intAttr] {
	m := byTarget[*intAttr]{}
	for _, a := range typed(false, "Int", "TabIndex", "Uint") {
		if !dimensionAttr(a) {
			m[a.Target] = &intAttr{nonNegative: a.Type == "Uint", min: noMin, max: noMax, intClamp: intClamps[a.Target.Attr]}
		}
	}
	for _, a := range typedAttrs {
		if bounds, ok := strings.CutPrefix(a.Type, "integer("); ok && a.Status == spec.Current {
			ia := &intAttr{nonNegative: true, min: 0, max: noMax, intClamp: intClamps[a.Target.Attr]}
			for _, b := range strings.Split(strings.TrimSuffix(bounds, ")"), ",") {
				switch {
				case strings.HasPrefix(b, ">="):
					ia.min, _ = strconv.ParseInt(b[2:], 10, 64)
				case strings.HasPrefix(b, ">"):
					ia.min, _ = strconv.ParseInt(b[1:], 10, 64)
					ia.min++
				case strings.HasPrefix(b, "<="):
					ia.max, _ = strconv.ParseInt(b[2:], 10, 64)
				}
			}
			if ia.min < 0 {
				ia.nonNegative = false
			}
			m[a.Target] = ia
		}
	}
	return m
}()

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
	Targets: intAttrs.targets(),
	Check:   checkInteger,
}

func checkInteger(a *lint.Attr) {
	spec, ok := intAttrs.lookup(a.Element, a.Name)
	if !ok {
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
				v := strconv.FormatInt(fixed, 10)
				f.Fix = &lint.ValueFix{Message: fmt.Sprintf("write %d, the number browsers read", fixed), Value: v}
				f.Reads = &v
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
		f := lint.Finding{Whole: true, Message: rangeMessage(a.Name, spec, n), Browser: spec.outOfRange}
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

// rangeMessage says that n is out of the bounds of attribute name.
func rangeMessage(name string, spec *intAttr, n int64) string {
	switch {
	case spec.max == noMax:
		return fmt.Sprintf("%s must be at least %d, not %d", name, spec.min, n)
	case spec.min == noMin:
		return fmt.Sprintf("%s must be at most %d, not %d", name, spec.max, n)
	}
	return fmt.Sprintf("%s must be between %d and %d, not %d", name, spec.min, spec.max, n)
}
