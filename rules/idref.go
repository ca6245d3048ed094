package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// labelable reports whether n is a labelable element (HTML §4.10.2).
func labelable(n *html.Node) bool {
	switch n.Data {
	case "button", "meter", "output", "progress", "select", "textarea":
		return true
	case "input":
		return !strings.EqualFold(attr(n, "type"), "hidden")
	}
	// A form-associated custom element is labelable; which custom elements
	// are form-associated is decided by script, so accept any.
	return strings.Contains(n.Data, "-")
}

// refKind describes an attribute holding one ID (or a set of IDs) and what
// the referenced element must be.
type refKind struct {
	elements []string // "*" for any element
	attr     string
	list     bool                  // a set of space-separated IDs
	want     string                // description of the target for messages
	ok       func(*html.Node) bool // nil: any element
}

var refKinds = []refKind{
	{elements: []string{"label"}, attr: "for", want: "a labelable form control (input other than type=hidden, select, textarea, button, meter, output, progress)", ok: labelable},
	{elements: []string{"input"}, attr: "list", want: "a datalist", ok: func(n *html.Node) bool { return n.Data == "datalist" }},
	{elements: []string{"button", "fieldset", "input", "object", "output", "select", "textarea", "img"}, attr: "form", want: "a form", ok: func(n *html.Node) bool { return n.Data == "form" }},
	{elements: []string{"output"}, attr: "for", list: true, want: "an element"},
	{elements: []string{"button", "input"}, attr: "popovertarget", want: "an element with a popover attribute", ok: func(n *html.Node) bool { _, ok := lint.GetAttr(n, "popover"); return ok }},
	{elements: []string{"button"}, attr: "commandfor", want: "an element"},
	{elements: []string{"*"}, attr: "aria-labelledby", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-describedby", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-controls", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-owns", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-flowto", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-details", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-errormessage", list: true, want: "an element"},
	{elements: []string{"*"}, attr: "aria-activedescendant", want: "an element"},
}

// refAttr holds the attribute names of refKinds.
var refAttr = func() map[string]bool {
	m := make(map[string]bool, len(refKinds))
	for _, k := range refKinds {
		m[k.attr] = true
	}
	return m
}()

// Idref checks attributes that refer to other elements by ID.
var Idref = &lint.Rule{
	ID:       "idref",
	Family:   "references",
	Section:  "https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute",
	Severity: lint.Error,
	Summary:  "label@for, input@list, form, output@for, popovertarget, commandfor, headers and aria-* references must name existing elements of the right kind",
	Doc: `Several attributes hold the ID of another element in the same document
(HTML §4.10 and WAI-ARIA): label@for must name a labelable control,
input@list a datalist, the form attribute a form, popovertarget an element
with a popover attribute, td/th@headers th cells of the same table
(§4.9.11), and aria-labelledby, aria-describedby, aria-controls and their
kin any element. IDs are compared case-sensitively.

A reference to a missing element is ignored by browsers: the label labels
nothing, the list offers no suggestions, the control belongs to no form.
For the aria-* references it is a warning, not an error: WAI-ARIA sets no
conformance requirement there (script may add the element later), but
assistive technology gets nothing from the reference until it resolves.

A fragment of a page (a partial or include: no doctype and no <html>,
<head> or <body> tag, or a file that includes others, or one the
configuration names under fragments:) may refer to ids the page holds
elsewhere, so a reference to a missing id is not reported there; one to
an element of the wrong kind still is.`,
	Valid:    `<label for="q">Search</label> <input id="q" list="opts"> <datalist id="opts"></datalist>`,
	Invalid:  "<!DOCTYPE html>\n" + `<label for="Q">Search</label> <input id="q" list="q">`,
	Document: checkIDRefs,
}

func checkIDRefs(d *lint.Doc) {
	// Every namespace: an SVG or MathML element may carry aria-* references
	// and be the target of any reference.
	for _, n := range d.All {
		if len(n.Attr) == 0 {
			continue
		}
		// One pass over the attributes, most of which refer to nothing:
		// cheaper than looking up each kind's attribute.
		for ai := range n.Attr {
			a := &n.Attr[ai]
			if a.Namespace != "" || !refAttr[a.Key] {
				continue
			}
			if j := slices.IndexFunc(n.Attr, func(b html.Attribute) bool { return b.Namespace == "" && b.Key == a.Key }); j != ai {
				continue // a repeat, which browsers drop
			}
			for i := range refKinds {
				k := &refKinds[i]
				if k.attr != a.Key || !refAppliesTo(k, n) || d.Templated(a.Val) {
					continue
				}
				v := a.Val
				lists := newRefLists(d, n, k)
				if !k.list {
					checkRef(d, n, k, v, 0, len(v), lists)
				} else {
					for off, tok := range microsyntax.SpaceTokens(v) {
						checkRef(d, n, k, tok, off, off+len(tok), lists)
					}
				}
				lists.dangling.Done()
				lists.wrong.Done()
			}
		}
		if n.Namespace == "" && (n.Data == "td" || n.Data == "th") {
			if v, ok := lint.GetAttr(n, "headers"); ok && !d.Templated(v) {
				checkHeaders(d, n, v)
			}
		}
	}
}

// refAppliesTo reports whether reference kind k is an attribute of n:
// the kinds named by HTML element apply to HTML elements only, the global
// ones ("*", the aria-* references) to every namespace.
func refAppliesTo(k *refKind, n *html.Node) bool {
	if n.Namespace != "" {
		return len(k.elements) == 1 && k.elements[0] == "*"
	}
	return appliesTo(k.elements, n.Data)
}

func appliesTo(elements []string, el string) bool {
	for _, e := range elements {
		if e == "*" || e == el {
			return true
		}
	}
	return false
}

// refLists collect the problems of the ids of one reference attribute:
// a long list of dangling ids, or of ids of the wrong kind of element, is
// reported once (see listed).
type refLists struct {
	dangling, wrong *listed
}

func newRefLists(d *lint.Doc, n *html.Node, k *refKind) refLists {
	report := func(f lint.Finding) { d.Report(n, k.attr, f) }
	return refLists{
		dangling: newListed(report, func(count int, names string) lint.Finding {
			return lint.Finding{Warn: strings.HasPrefix(k.attr, "aria-"),
				Message: fmt.Sprintf("%s refers to %d ids that no element has: %s", k.attr, count, names),
				Browser: "browsers ignore those references"}
		}),
		wrong: newListed(report, func(count int, names string) lint.Finding {
			return lint.Finding{
				Message: fmt.Sprintf("%s refers to %d ids of elements that are not %s: %s", k.attr, count, k.want, names),
				Browser: "browsers ignore those references"}
		}),
	}
}

func checkRef(d *lint.Doc, n *html.Node, k *refKind, id string, off, end int, lists refLists) {
	if id == "" {
		if strings.HasPrefix(k.attr, "aria-") {
			// WAI-ARIA 1.2, "State and Property Attribute Processing":
			// an empty aria-* value is allowed and means the attribute
			// is absent (aria-activedescendant="": none is active).
			return
		}
		d.Report(n, k.attr, lint.Finding{Whole: true, Message: fmt.Sprintf("%s must name the id of %s, not be empty", k.attr, k.want)})
		return
	}
	targets := d.ByID(id)
	if len(targets) == 0 && d.OnPage(id) {
		return // the page this fragment becomes part of may hold the id
	}
	if len(targets) == 0 {
		// A dangling aria-* reference is not a conformance error (the
		// element may be added by script, and WAI-ARIA asks nothing of
		// the author there), so it is a warning; HTML's own references
		// (for, list, form, ...) must resolve.
		lists.dangling.Add(id, lint.Finding{Offset: off, End: end, Warn: strings.HasPrefix(k.attr, "aria-"),
			Message: fmt.Sprintf("%s refers to id %q, but no element has that id%s", k.attr, id, caseHint(d, id)),
			Browser: "browsers ignore the reference"})
		return
	}
	if t := targets[0]; k.ok != nil && !k.ok(t) {
		what := fmt.Sprintf("%s <%s>, but", article(t.Data), t.Data)
		if v, ok := lint.GetAttr(t, "type"); ok && t.Data == "input" && k.attr == "for" {
			// Only its type keeps an input from being labelable: say so.
			what = fmt.Sprintf("an <input type=%q>: a hidden input is not labelable;", v)
		}
		lists.wrong.Add(id, lint.Finding{Offset: off, End: end,
			Message: fmt.Sprintf("%s refers to id %q, %s it must be %s", k.attr, id, what, k.want),
			Browser: "browsers ignore the reference"})
	}
}

// article is the indefinite article for an element name read aloud: "an"
// before a vowel ("an <input>", "an <output>"), else "a".
func article(name string) string {
	if name != "" && strings.ContainsRune("aeiou", rune(name[0])) {
		return "an"
	}
	return "a"
}

// caseHint suggests an id that differs only in case, a common slip.
func caseHint(d *lint.Doc, id string) string {
	best := ""
	for _, v := range d.IDsFold(id) {
		// The smallest, so the hint does not depend on map order.
		if v != id && (best == "" || v < best) {
			best = v
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (ids are case-sensitive: did you mean %q?)", best)
}

// table returns the nearest table ancestor of n.
func table(n *html.Node) *html.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && p.Data == "table" && p.Namespace == "" {
			return p
		}
	}
	return nil
}

func checkHeaders(d *lint.Doc, n *html.Node, v string) {
	t := table(n)
	report := func(f lint.Finding) { d.Report(n, "headers", f) }
	dangling := newListed(report, func(count int, names string) lint.Finding {
		return lint.Finding{Message: fmt.Sprintf("headers refers to %d ids that no th in this table has: %s", count, names),
			Browser: "browsers and screen readers ignore those references"}
	})
	other := newListed(report, func(count int, names string) lint.Finding {
		return lint.Finding{Message: fmt.Sprintf("headers refers to %d ids that are not th cells of the same table: %s", count, names),
			Browser: "browsers and screen readers ignore those references"}
	})
	self := newListed(report, func(count int, _ string) lint.Finding {
		return lint.Finding{Message: fmt.Sprintf("a cell must not list itself in headers (it does %d times)", count)}
	})
	for off, id := range microsyntax.SpaceTokens(v) {
		targets := d.ByID(id)
		switch {
		case len(targets) == 0 && d.OnPage(id):
		case len(targets) == 0:
			dangling.Add(id, lint.Finding{Offset: off, End: off + len(id),
				Message: fmt.Sprintf("headers refers to id %q, but no th in this table has that id%s", id, caseHint(d, id)),
				Browser: "browsers and screen readers ignore the reference"})
		case targets[0].Data != "th" || table(targets[0]) != t:
			other.Add(id, lint.Finding{Offset: off, End: off + len(id),
				Message: fmt.Sprintf("headers refers to id %q, which is not a th of the same table", id),
				Browser: "browsers and screen readers ignore the reference"})
		case targets[0] == n:
			self.Add(id, lint.Finding{Offset: off, End: off + len(id),
				Message: "a cell must not list itself in headers"})
		}
	}
	dangling.Done()
	other.Done()
	self.Done()
}
