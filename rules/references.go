package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// ID checks id values and their uniqueness.
var ID = &lint.Rule{
	ID:       "id",
	Section:  "https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute",
	Severity: lint.Error,
	Summary:  "an id must be non-empty, contain no whitespace, and be unique in the document",
	Doc: `HTML §3.2.6.2: the id attribute's value must be unique amongst the IDs in
the element's tree and must contain at least one character and no ASCII
whitespace. Browsers resolve a duplicate id (in fragments, label@for,
getElementById) to the first element that has it. SVG and MathML elements
in the page share the same ids: <circle id="c1"> and a later <p id="c1">
are duplicates.

In a template source, two elements in different branches of one
conditional ({% if %} / {% else %}, {{ if }} / {{ else }}, <% if %>,
@if / @else, {#if} / {:else}, Vue's v-if / v-else) are never rendered
together, so they may share an id. When the template's conditionals
cannot all be matched, a repeated id is a warning that says so. An
element with a literal id inside a template loop ({% for %}, {{ range }},
v-for, *ngFor, @foreach, {#each}) is a warning: every iteration repeats
the id.`,
	Valid:   `<h2 id="intro">Intro</h2> <h2 id="usage">Usage</h2>`,
	Invalid: `<h2 id="intro">Intro</h2> <h2 id="intro">Usage</h2> <p id="two words"></p>`,
	Document: func(d *lint.Doc) {
		// SVG and MathML elements share the document's ids.
		for _, n := range d.All {
			v, ok := lint.GetAttr(n, "id")
			if !ok || d.Templated(v) {
				continue
			}
			if v == "" {
				d.Report(n, "id", lint.Finding{Whole: true, Message: "id must not be empty",
					Browser: "browsers treat the element as having no id"})
				continue
			}
			if i := strings.IndexAny(v, " \t\n\f\r"); i >= 0 {
				d.Report(n, "id", lint.Finding{Offset: i, End: i + 1,
					Message: fmt.Sprintf("id %q contains whitespace; an id is one token", v)})
				continue
			}
			if first := firstCoexisting(d, d.ByID(v), n); first != nil {
				where := ""
				if line, col := d.Position(first, "id"); line > 0 {
					where = fmt.Sprintf(" at %d:%d", line, col)
				}
				f := lint.Finding{Whole: true,
					Message: fmt.Sprintf("id %q is already used by an earlier <%s>%s", v, first.Data, where),
					Browser: "browsers resolve the id to the first element",
					Related: []lint.Related{{Node: first, Attr: "id", Message: fmt.Sprintf("the first element with id %q", v)}}}
				if d.TemplateUnbalanced() {
					f.Warn = true
					f.Message += "; the template's conditionals could not all be matched, so the two may be in exclusive branches"
				}
				d.Report(n, "id", f)
				continue
			}
			if d.InTemplateLoop(n) {
				d.Report(n, "id", lint.Finding{Whole: true, Warn: true,
					Message: fmt.Sprintf("id %q is inside a template loop: every rendered iteration repeats it", v),
					Browser: "browsers resolve the id to the first iteration's element"})
			}
		}
	},
}

// firstCoexisting returns the first element of same, before n, that can be
// rendered in one page with n (see Doc.Coexist), or nil. Only the first
// maxExclusive elements that cannot coexist with n are passed over: an id
// repeated in thousands of arms of one conditional would otherwise cost
// time quadratic in the arms. Past them, n is not reported (silence
// rather than a guess).
func firstCoexisting(d *lint.Doc, same []*html.Node, n *html.Node) *html.Node {
	skipped := 0
	for _, m := range same {
		if m == n {
			return nil
		}
		if d.Coexist(m, n) {
			return m
		}
		if skipped++; skipped == maxExclusive {
			return nil
		}
	}
	return nil
}

// maxExclusive bounds the elements firstCoexisting passes over.
const maxExclusive = 256

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

func attr(n *html.Node, name string) string {
	v, _ := lint.GetAttr(n, name)
	return v
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

// IDRef checks attributes that refer to other elements by ID.
var IDRef = &lint.Rule{
	ID:       "idref",
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
	Invalid:  `<label for="Q">Search</label> <input id="q" list="q">`,
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

// Usemap checks img@usemap hash-name references.
var Usemap = &lint.Rule{
	ID:       "usemap",
	Section:  "https://html.spec.whatwg.org/multipage/image-maps.html#image-map",
	Severity: lint.Error,
	Summary:  "usemap must be \"#\" and the name of a map element in the same document",
	Doc: `HTML §2.3.9 and §4.8.14: usemap is a valid hash-name reference, a "#"
followed by the exact (case-sensitive) value of the name attribute of a
map element in the same tree. Browsers also find a map by its id, but
that is not conforming; without the "#" browsers find nothing.`,
	Valid:    `<img src="a.png" alt="" usemap="#nav"> <map name="nav"></map>`,
	Invalid:  `<img src="a.png" alt="" usemap="nav"> <img src="b.png" alt="" usemap="#Nav"> <map name="nav"></map>`,
	Document: checkUsemaps,
}

func checkUsemaps(d *lint.Doc) {
	var maps map[string]*html.Node // name -> first map with it
	for _, n := range d.Elements {
		if n.Data != "img" && n.Data != "object" {
			continue
		}
		v, ok := lint.GetAttr(n, "usemap")
		if !ok || d.Templated(v) {
			continue
		}
		if err := microsyntax.ValidHashNameReference(v); err != nil {
			f := errFinding(err, "invalid hash-name reference")
			f.Browser = "browsers find no image map"
			if !strings.Contains(v, "#") && v != "" {
				f.Suggest = &lint.ValueFix{Message: "add the missing \"#\"", Value: "#" + v}
			}
			d.Report(n, "usemap", f)
			continue
		}
		name, _ := microsyntax.ParseHashNameReference(v)
		if maps == nil {
			// goquery selects the maps outside <template> in one query.
			sel := goquery.NewDocumentFromNode(d.Root).Find("map").Not("template map")
			maps = make(map[string]*html.Node, sel.Length())
			sel.Each(func(_ int, s *goquery.Selection) {
				if nm, ok := s.Attr("name"); ok {
					if _, dup := maps[nm]; !dup {
						maps[nm] = s.Get(0)
					}
				}
			})
		}
		if maps[name] != nil || len(d.ByID(name)) == 0 && d.OnPage(name) {
			continue
		}
		f := lint.Finding{Offset: strings.IndexByte(v, '#') + 1, End: len(v),
			Message: fmt.Sprintf("no map has name %q", name), Browser: "browsers find no image map"}
		for nm := range maps {
			if strings.EqualFold(nm, name) {
				f.Message += fmt.Sprintf(" (names are case-sensitive: there is a map named %q)", nm)
				f.Suggest = &lint.ValueFix{Message: "use the map's exact name", Value: "#" + nm}
			}
		}
		for _, t := range d.ByID(name) {
			if t.Data == "map" {
				f.Message = fmt.Sprintf("usemap refers to a map by its id %q; it must use the map's name", name)
				f.Browser = "browsers find the map by id, but the reference is not conforming"
			}
		}
		d.Report(n, "usemap", f)
	}
}
