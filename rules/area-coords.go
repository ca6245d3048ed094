package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// AreaCoords checks area@coords against area@shape.
var AreaCoords = &lint.Rule{
	ID:       "area-coords",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/image-maps.html#attr-area-coords",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "area@coords must be a list of numbers fitting the shape: rect 4 (left < right, top < bottom), circle 3 (radius > 0), poly 6 or more and even",
	Doc: `HTML §4.8.15: coords must be a valid list of floating-point numbers
(§2.3.4.5: numbers separated by commas, no spaces) whose count fits the
shape: rect takes x1,y1,x2,y2 with x1 < x2 and y1 < y2; circle takes
x,y,r with r > 0; poly takes at least three x,y pairs; default takes none.

Browsers read coords with the rules for parsing a list of floating-point
numbers, which accept spaces and other separators; a shape with too few
numbers is ignored (the area is not clickable), and extra numbers are
dropped.`,
	Valid:   `<map name="m"><area shape="rect" coords="0,0,10,10" href="a" alt="a"><area shape="circle" coords="5,5,4" href="b" alt="b"></map>`,
	Invalid: `<map name="m"><area shape="rect" coords="0,0,10" href="a" alt="a"><area shape="circle" coords="5, 5, 0" href="b" alt="b"></map>`,
	Targets: lint.On("coords", "area"),
	Check:   checkCoords,
}

func checkCoords(a *lint.Attr) {
	shape, _ := a.Get("shape")
	shape = strings.ToLower(shape)
	switch shape {
	case "", "rectangle":
		shape = "rect"
	case "circ":
		shape = "circle"
	case "polygon":
		shape = "poly"
	}
	if shape == "default" {
		a.Report(lint.Finding{Whole: true, Message: "an area with shape=default takes no coords",
			Browser: "browsers ignore coords here", Fix: &lint.ValueFix{Remove: true, Message: "remove coords, which browsers ignore"}})
		return
	}
	if err := microsyntax.ValidFloatList(a.Value); err != nil {
		f := errFinding(err, "coords must be numbers separated by commas")
		nums := microsyntax.ParseFloatList(a.Value)
		f.Browser = "browsers read " + floatList(nums)
		if len(nums) > 0 && coordsProblem(shape, nums) == "" {
			f.Fix = &lint.ValueFix{Message: "write the numbers browsers read", Value: strings.Trim(floatList(nums), "()")}
		}
		a.Report(f)
		return
	}
	if msg := coordsProblem(shape, microsyntax.ParseFloatList(a.Value)); msg != "" {
		a.Report(lint.Finding{Whole: true, Message: msg})
	}
}

func floatList(nums []float64) string {
	if len(nums) == 0 {
		return "no numbers"
	}
	parts := make([]string, len(nums))
	for i, n := range nums {
		parts[i] = microsyntax.BestFloat(n)
	}
	return strings.Join(parts, ",")
}

// coordsProblem says what is wrong with the numbers for the shape, or "".
func coordsProblem(shape string, n []float64) string {
	switch shape {
	case "rect":
		if len(n) != 4 {
			return fmt.Sprintf("a rect takes 4 numbers (left,top,right,bottom), not %d", len(n))
		}
		if n[0] >= n[2] || n[1] >= n[3] {
			return "a rect's first corner must be above and left of the second (x1 < x2, y1 < y2)"
		}
	case "circle":
		if len(n) != 3 {
			return fmt.Sprintf("a circle takes 3 numbers (x,y,radius), not %d", len(n))
		}
		if n[2] <= 0 {
			return "a circle's radius must be above 0"
		}
	case "poly":
		if len(n) < 6 || len(n)%2 != 0 {
			return fmt.Sprintf("a poly takes an even count of 6 or more numbers (x,y pairs), not %d", len(n))
		}
	}
	return ""
}
