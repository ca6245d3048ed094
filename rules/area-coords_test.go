package rules

import (
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

func init() {
	fixModels[AreaCoords.ID] = fixModel{
		// Browsers read coords with the rules for parsing a list of
		// floating-point numbers (HTML §2.3.4.6).
		same: func(_, _, old, nv string) (bool, string) {
			return slices.Equal(microsyntax.ParseFloatList(old), microsyntax.ParseFloatList(nv)), "the coordinate lists differ"
		},
		// The default shape covers the whole image whatever coords says
		// (HTML §4.8.15).
		removal: func(n *html.Node, at html.Attribute) (bool, string) {
			shape, _ := lint.GetAttr(n, "shape")
			return at.Key == "coords" && strings.EqualFold(shape, "default"), "coords removed from a shape other than default"
		},
	}
}
