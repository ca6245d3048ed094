package rules

import "strings"

func init() {
	fixModels[Enumerated.ID] = fixModel{
		// The fix writes the conforming keyword of an obsolete one's state:
		// area's shape is the one attribute with such keywords.
		same: func(el, attr, old, nv string) (bool, string) {
			if el == "area" && attr == "shape" {
				return areaShape(old) == areaShape(nv), "the shape states differ"
			}
			return false, "no model of browser behaviour for this attribute"
		},
	}
}

// areaShape is the state of area@shape (HTML §4.8.15): missing and invalid
// values are the rectangle state.
func areaShape(v string) string {
	switch strings.ToLower(v) {
	case "circle", "circ":
		return "circle"
	case "default":
		return "default"
	case "poly", "polygon":
		return "polygon"
	}
	return "rectangle"
}
