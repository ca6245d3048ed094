package rules

import (
	"fmt"
	"strconv"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// dimensionAttrs are the dimension attributes of the element tables.
var dimensionAttrs = func() []typedAttr {
	var out []typedAttr
	for _, a := range typed(false, "Uint") {
		if dimensionAttr(a) {
			out = append(out, a)
		}
	}
	return out
}()

// Dimension checks the width and height dimension attributes.
var Dimension = &lint.Rule{
	ID:       "dimension",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/embedded-content-other.html#dimension-attributes",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "width and height of img, iframe, embed, object, video, canvas, source and input must be valid non-negative integers (CSS pixels, no unit)",
	Doc: `The dimension attributes (HTML §4.8.4.4) must be valid non-negative
integers: a number of CSS pixels with no unit and no percentage.

Browsers read them with the rules for parsing dimension values (§2.3.4.4),
so width="100px" is 100 pixels (the fix drops the unit, which changes
nothing) and width="50%" is half the containing block (not allowed: use
CSS instead).`,
	Valid:   `<img src="a.png" alt="" width="100" height="50">`,
	Invalid: `<img src="a.png" alt="" width="100px" height="50%">`,
	Targets: targetsOf(dimensionAttrs),
	Check:   checkDimension,
}

func checkDimension(a *lint.Attr) {
	err := microsyntax.ValidNonNegativeInteger(a.Value)
	if err == nil {
		return
	}
	f := errFinding(err, fmt.Sprintf("%q is not a valid non-negative integer (a number of CSS pixels without a unit)", a.Value))
	d, perr := microsyntax.ParseDimension(a.Value)
	switch {
	case perr != nil:
		f.Browser = "browsers cannot read a size here and ignore the attribute"
	case d.Percent:
		f.Browser = fmt.Sprintf("browsers use %s%% of the containing block; set the size in CSS instead", microsyntax.BestFloat(d.Value))
	default:
		f.Browser = fmt.Sprintf("browsers use %s CSS pixels", microsyntax.BestFloat(d.Value))
		if d.Value == float64(int64(d.Value)) {
			f.Fix = &lint.ValueFix{Message: "write the number of pixels browsers use", Value: strconv.FormatInt(int64(d.Value), 10)}
		}
	}
	a.Report(f)
}
