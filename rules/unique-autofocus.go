package rules

import (
	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// UniqueAutofocus checks that an autofocus scope has one autofocus.
var UniqueAutofocus = &lint.Rule{
	ID:       "unique-autofocus",
	Family:   "unique",
	Section:  "https://html.spec.whatwg.org/multipage/interaction.html#the-autofocus-attribute",
	Severity: lint.Error,
	Summary:  "at most one element per autofocus scope (the document, a dialog, a popover) may have autofocus",
	Doc: `HTML §6.6.8: there must not be two elements with the same nearest
autofocus scope root that both have the autofocus attribute. The scope root
is the nearest dialog element or element with a popover attribute around
the element, or the document.

Browsers focus the first of them when the document loads (or the dialog or
popover opens) and ignore the others. Elements in different branches of a
template conditional are not compared.`,
	Valid:   `<input autofocus><dialog><button autofocus>OK</button></dialog>`,
	Invalid: `<input name="a" autofocus><input name="b" autofocus>`,
	Document: func(d *lint.Doc) {
		scopes := map[*html.Node][]*html.Node{}
		var order []*html.Node
		for _, n := range d.All {
			if _, ok := lint.GetAttr(n, "autofocus"); !ok {
				continue
			}
			root := autofocusScope(n)
			if scopes[root] == nil {
				order = append(order, root)
			}
			scopes[root] = append(scopes[root], n)
		}
		for _, root := range order {
			reportLaterOnes(d, scopes[root], "autofocus", func(*html.Node) lint.Finding {
				return lint.Finding{Message: "another element in the same autofocus scope already has autofocus",
					Browser: "browsers focus the first one and ignore this one"}
			})
		}
	},
}

// autofocusScope returns n's nearest autofocus scope root: an ancestor
// dialog or element with popover, or nil for the document.
func autofocusScope(n *html.Node) *html.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type != html.ElementNode {
			continue
		}
		if p.Namespace == "" && p.Data == "dialog" {
			return p
		}
		if _, ok := lint.GetAttr(p, "popover"); ok {
			return p
		}
	}
	return nil
}
