package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// elementsOfEveryNamespace are the Element rules' targets.
var elementsOfEveryNamespace = []string{"*", "svg:*", "math:*"}

// htmlByAtom indexes the HTML elements by the parser's atom for their
// name: three element rules look up every element of every document.
var htmlByAtom = func() map[atom.Atom]*spec.Element {
	m := make(map[atom.Atom]*spec.Element)
	for i := range spec.Elements {
		if e := &spec.Elements[i]; e.Namespace == spec.HTML {
			if a := atom.Lookup([]byte(e.Name)); a != 0 {
				m[a] = e
			}
		}
	}
	return m
}()

// specElement finds the table row of n, or nil for an element the tables
// do not know (a custom element, a misspelt or invented one).
func specElement(n *html.Node) *spec.Element {
	switch n.Namespace {
	case "":
		if e := htmlByAtom[n.DataAtom]; e != nil {
			return e
		}
		return spec.Lookup(spec.HTML, n.Data)
	case "svg":
		return spec.Lookup(spec.SVG, n.Data)
	case "math":
		return spec.Lookup(spec.MathML, n.Data)
	}
	return nil
}

// attr returns the value of attribute name of n, "" when it is absent.
func attr(n *html.Node, name string) string {
	v, _ := lint.GetAttr(n, name)
	return v
}

// formControls are the elements whose name attribute names a form
// control (HTML §4.10.19.1, the listed form-associated elements that take
// name; object's name is a navigable's, checked by navigable-target).
var formControls = []string{"button", "fieldset", "input", "output", "select", "textarea"}

// navigableNameTargets are the attributes that name a navigable (iframe
// and object name), which navigable-target checks.
var navigableNameTargets = targetsOf(typed(false, "NavigableTargetName"))
