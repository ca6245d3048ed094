package rules

import "github.com/attrlint/attrlint/microsyntax"

func init() {
	fixModels[Integer.ID] = fixModel{
		same: func(el, attr, old, nv string) (bool, string) {
			a, okA := browserInt(el, attr, old)
			b, okB := browserInt(el, attr, nv)
			return okA == okB && a == b, "the integers browsers use differ"
		},
	}
}

// browserInt is the number a browser uses for an integer attribute
// (HTML §4.9.11 colspan/rowspan, §4.9.3 span, §3.2.6 headingoffset, §4.10
// size/rows/cols/maxlength/minlength); ok is false when the browser falls
// back to the attribute's default.
func browserInt(el, attr, v string) (int64, bool) {
	switch attr {
	case "tabindex", "start", "value":
		n, err := microsyntax.ParseInteger(v)
		return n, err == nil
	}
	n, err := microsyntax.ParseNonNegativeInteger(v)
	if err != nil {
		return 0, false
	}
	switch attr {
	case "colspan", "span":
		return min(max(n, 1), 1000), true
	case "rowspan":
		return min(n, 65534), true
	case "headingoffset":
		return min(n, 8), true
	case "size", "rows", "cols":
		return n, n > 0
	}
	return n, true
}
