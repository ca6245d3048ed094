package rules

import (
	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

func init() {
	fixModels[AttributeObsolete.ID] = fixModel{
		// HTML §7.4.6.4, find a potential indicated element: the first
		// element with an ID equal to the fragment, and only when there is
		// none the first a whose name equals it. This a has that ID, so its
		// name is never the one found: fragment navigation is kept.
		removal: func(n *html.Node, at html.Attribute) (bool, string) {
			if at.Key != "name" || n.Data != "a" || n.Namespace != "" {
				return false, "no model of what removing this attribute does"
			}
			id, ok := lint.GetAttr(n, "id")
			return ok && id == at.Val, "a name other than the element's id was removed"
		},
	}
}
