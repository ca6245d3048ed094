package rules

import (
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

func init() {
	fixModels[AriaRedundantRole.ID] = fixModel{
		// The role is the one the element has without the attribute (ARIA
		// in HTML), as the rules compute it.
		removal: func(n *html.Node, at html.Attribute) (bool, string) {
			return at.Key == "role" && strings.Trim(at.Val, " \t\n\f\r") == implicitRoleOf(n), "the role differs from the implicit one"
		},
	}
}

// implicitRoleOf returns the role ARIA in HTML gives an HTML element without
// a role attribute, "" for none (the model of the fix).
func implicitRoleOf(n *html.Node) string {
	c := *n
	c.Attr = slices.DeleteFunc(slices.Clone(n.Attr), func(a html.Attribute) bool { return a.Key == "role" })
	return computeARIA(&c, lint.DefaultARIA, func(string) bool { return false }).implicit
}
