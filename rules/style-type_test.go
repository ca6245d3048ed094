package rules

import (
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

func init() {
	fixModels[StyleType.ID] = fixModel{
		// A style block is used when type is absent, empty or text/css
		// (HTML §4.2.6).
		removal: func(n *html.Node, at html.Attribute) (bool, string) {
			return at.Key == "type" && n.Data == "style" && (at.Val == "" || microsyntax.EqualFoldASCII(at.Val, "text/css")),
				"a type other than text/css was removed"
		},
	}
}
