package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// AriaContext checks where roles stand: required context roles and the
// roles a container owns.
var AriaContext = &lint.Rule{
	ID:       "aria-context",
	Section:  "https://www.w3.org/TR/wai-aria-1.2/#scope",
	Severity: lint.Error,
	Summary:  "a role that needs a container (tab, option, menuitem, row, cell, listitem) must be in one, and a container (tablist, listbox, menu, list, row) owns only the roles it allows",
	Doc: `WAI-ARIA 1.2 "Required Context Role" and "Required Owned Elements": an
element whose role needs a context (tab: tablist; option: listbox or a
group in one; menuitem: menu, menubar or group; row: table, grid, treegrid
or rowgroup; cell: row; listitem: list) must be contained in, or owned by
(aria-owns), an element with that role; and the elements a container owns
(a tablist owns tabs, a listbox options, a list listitems, a row cells)
must have the roles it names. An element with an implicit role, such as a
ul (list) or a tr (row), is such a container or context too.

The elements a container owns are those the 1.3 draft calls its
accessibility children: its children, and the descendants it reaches
through elements with no role of their own (div, span, an li of a list
given another role, the parts of a presentational table), with role
generic, none or presentation, and through aria-owns. The roles a
container owns are those of the version checked; under 1.2, whose text
lists the required owned elements without saying that others are
excluded, a child is reported only when the 1.3 draft's allowed
accessibility child roles exclude it too (a separator in a menu, a
caption in a table are allowed). A context is, under 1.2, any element
around it ("contained in"); under 1.3, the accessibility parent.

Only roles given with role are judged, those of WAI-ARIA itself (not
DPub-ARIA's or Graphics-ARIA's). Nothing is said where the structure
cannot be known: inside template, hidden or aria-hidden="true" content,
or an element whose children are presentational (a button, an option);
around a custom element, an element whose role or attributes a template
or a framework binding writes, or one with none or presentation that
browsers would expose anyway (focusable, or with a global aria-*
attribute); at the top of a fragment (a partial's context is the page's);
and in a document where aria-owns is written by a template. A role that
ARIA in HTML does not allow on the element is left to aria-role-allowed,
and one the element has implicitly (role="option" on an option of a
select) to aria-redundant-role. A menu in a menu or menubar is a submenu,
which the texts do not place (the Authoring Practices put it beside the
menuitem that opens it): it is not reported.

Browsers and assistive technology build lists, tabs, menus and grids
from these relations: a tab outside a tablist, or a button among tabs, is
announced out of place or not at all, and the container's keyboard
behaviour does not reach it.`,
	Valid:    `<div role="tablist"><button role="tab" aria-selected="true">A</button></div> <ul role="menu"><li role="none"><a href="/" role="menuitem">Home</a></li></ul>`,
	Invalid:  `<div role="tablist"><button role="tab" aria-selected="true">A</button><a href="/more" role="button">More</a></div>`,
	Document: checkARIAContext,
}

// ctxFrame is an element around the ones being checked, as a context or
// container: its role ("" when none: it has no role of its own, or role
// generic, none or presentation), or unknown.
type ctxFrame struct {
	n    *html.Node
	role string
	// explicit says role is the one the role attribute gives.
	explicit bool
	unknown  bool
	// parent is the frame of its own accessibility parent: nil at the top
	// of the document, or where it is not known (an aria-owns owner).
	parent *ctxFrame
}

// ctxWalk is the state of one document's walk.
type ctxWalk struct {
	d       *lint.Doc
	version string
	// owners maps an id to the element whose aria-owns names it.
	owners map[string]*html.Node
	// around counts the roles of the elements around the current one
	// (for WAI-ARIA 1.2's "contained in"); unknownAround counts those
	// whose role is unknown.
	around        map[string]int
	unknownAround int
	// allowed caches allowedChildren by container role and the role of
	// the container's own parent.
	allowed map[[2]string][]string
}

func checkARIAContext(d *lint.Doc) {
	w := &ctxWalk{d: d, version: d.ARIA(), owners: map[string]*html.Node{}, around: map[string]int{}, allowed: map[[2]string][]string{}}
	roles := false
	for _, n := range d.All {
		for _, a := range n.Attr {
			if a.Namespace != "" {
				continue
			}
			if a.Key == "role" {
				roles = true
			}
			if a.Key != "aria-owns" {
				if strings.Contains(a.Key, "aria-owns") && d.Framework(n, a.Key) {
					return // aria-owns bound by a framework: who owns what is unknown
				}
				continue
			}
			if d.Templated(a.Val) {
				return
			}
			for _, id := range microsyntax.SplitSpaceTokens(a.Val) {
				if _, ok := w.owners[id]; !ok {
					w.owners[id] = n
				}
			}
		}
	}
	if !roles {
		return // only roles given with role are judged
	}
	w.walk(d.Root, ctxFrame{}, nil, tableNone)
}

// Whether the nearest table element around exposes a table role (table,
// grid, treegrid): its rows and cells have none otherwise.
const (
	tableNone = iota
	tableExposed
	tableNotExposed
	tableUnknown
)

// walk visits the children of n, whose own frame is nf (its zero value
// for the document); parent is the frame of their accessibility parent
// (nil: the top), table the state of the nearest table around.
func (w *ctxWalk) walk(n *html.Node, nf ctxFrame, parent *ctxFrame, table int) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || c.Namespace != "" || c.Data == "template" {
			// Foreign content and template contents: their structure is
			// not the page's (or not known).
			continue
		}
		if hiddenNode(c) {
			continue
		}
		f := w.frame(c, nf, table)
		p := parent
		if owner := w.ownerOf(c); owner != nil {
			// aria-owns makes the owner its accessibility parent.
			of := w.frame(owner, ctxFrame{}, tableUnknown)
			p = &of
		}
		f.parent = p
		if f.explicit {
			w.check(c, f.role, p, p != parent)
		}
		if f.unknown {
			w.unknownAround++
		}
		if f.role != "" {
			w.around[f.role]++
		}
		if r := spec.RoleIn(w.version, f.role); f.role == "" || r == nil || !r.ChildrenPresentational {
			// The children of a button, an option, a tab, an img are
			// presentational: not in the accessibility tree.
			next := p
			if f.role != "" || f.unknown {
				// Only frames that can be a parent are kept.
				kept := f
				next = &kept
			}
			t := table
			switch {
			case c.Data != "table":
			case f.unknown:
				t = tableUnknown
			case f.role == "table" || f.role == "grid" || f.role == "treegrid":
				t = tableExposed
			default:
				t = tableNotExposed
			}
			w.walk(c, f, next, t)
		}
		if f.role != "" {
			w.around[f.role]--
		}
		if f.unknown {
			w.unknownAround--
		}
	}
}

// ownerOf returns the element whose aria-owns names n, or nil.
func (w *ctxWalk) ownerOf(n *html.Node) *html.Node {
	if len(w.owners) == 0 {
		return nil
	}
	if id, ok := lint.GetAttr(n, "id"); ok {
		return w.owners[id]
	}
	return nil
}

// hiddenNode reports whether n, and so its subtree, is not in the
// accessibility tree: hidden, or aria-hidden="true".
func hiddenNode(n *html.Node) bool {
	if _, ok := lint.GetAttr(n, "hidden"); ok {
		return true
	}
	v, ok := lint.GetAttr(n, "aria-hidden")
	return ok && microsyntax.EqualFoldASCII(strings.Trim(v, " \t\n\f\r"), "true")
}

// transparentRole reports whether an element with this role is skipped
// between an element and its accessibility parent.
func transparentRole(role string) bool {
	return role == "" || role == "generic" || role == "none" || role == "presentation"
}

// tableParts are the elements whose roles come from their table.
var tableParts = map[string]bool{"caption": true, "thead": true, "tbody": true, "tfoot": true, "tr": true, "td": true, "th": true}

// frame returns n's frame: its role as browsers take it, "" when it has
// none of its own, or unknown; up is the frame of n's parent element (its
// zero value when not known).
func (w *ctxWalk) frame(n *html.Node, up ctxFrame, table int) ctxFrame {
	f := ctxFrame{n: n}
	if w.roleUnknown(n) {
		f.unknown = true
		return f
	}
	if explicit := explicitRole(n, w.version); explicit != "" {
		if explicit == "none" || explicit == "presentation" {
			if presentationIgnored(n) {
				// Browsers expose the element with its own role after
				// all (WAI-ARIA 1.2, presentational roles conflict
				// resolution): not worked out here.
				f.unknown = true
			}
			return f
		}
		f.role, f.explicit = explicit, true
		return f
	}
	switch {
	case strings.Contains(n.Data, "-"), spec.Lookup(spec.HTML, n.Data) == nil:
		// A custom element may take a role of its own (ElementInternals);
		// an unknown one is not judged either.
		f.unknown = true
		return f
	case n.Data == "header" || n.Data == "footer":
		// banner or contentinfo, or generic within sectioning content:
		// not worked out here (it needs every element around).
		f.unknown = true
		return f
	case n.Data == "li":
		// ARIA in HTML: an li is a listitem only as the child of a list
		// element (ul, ol, menu) that exposes the list role.
		switch {
		case up.n == nil || up.n.Data != "ul" && up.n.Data != "ol" && up.n.Data != "menu":
			return f
		case up.unknown:
			f.unknown = true
			return f
		case up.role != "list" && up.role != "directory":
			return f
		}
	case tableParts[n.Data] && table != tableExposed:
		// The parts of a table exposed as no table have no role of
		// their own (ARIA in HTML, th and td; WAI-ARIA 1.2 §none: they
		// are presentational with a presentational table).
		f.unknown = table == tableUnknown
		return f
	}
	f.role = implicitRole(n, w.version, w.d.Templated)
	if transparentRole(f.role) {
		f.role = ""
	}
	return f
}

// roleUnknown reports whether n's role cannot be known from the markup:
// a template writes its role or its attributes, or a framework binds its
// role.
func (w *ctxWalk) roleUnknown(n *html.Node) bool {
	if w.d.TemplatedTag(n) {
		return true
	}
	for _, a := range n.Attr {
		switch {
		case a.Namespace != "":
		case a.Key == "role":
			if w.d.Templated(a.Val) {
				return true
			}
		case a.Key == "is":
			return true // a customized built-in element
		case strings.Contains(a.Key, "role") && w.d.Framework(n, a.Key):
			return true // :role, [attr.role], v-bind:role
		}
	}
	return false
}

// presentationIgnored reports whether browsers ignore role none or
// presentation on n: it is focusable, or has a global aria-* attribute
// (other than aria-hidden).
func presentationIgnored(n *html.Node) bool {
	if focusableNode(n) {
		return true
	}
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key != "aria-hidden" {
			if p := spec.LookupARIAProperty(a.Key); p != nil && p.Global {
				return true
			}
		}
	}
	return false
}

// check judges n, with its explicit role, against its accessibility
// parent p (nil at the top); owned says p is an aria-owns owner.
func (w *ctxWalk) check(n *html.Node, role string, p *ctxFrame, owned bool) {
	r := spec.RoleIn(w.version, role)
	if r == nil || r.Module != "aria" || p != nil && p.unknown || !ownRoleJudged(n, role, w.version, w.d.Templated) {
		return
	}
	v, _ := lint.GetAttr(n, "role")
	off := strings.Index(v, role)
	report := func(msg, browser string) {
		w.d.Report(n, "role", lint.Finding{Offset: off, End: off + len(role), Message: msg, Browser: browser})
	}
	if allowed, ok := w.allowedChildren(p); ok && !slices.Contains(allowed, role) && !submenu(p, role) {
		report(fmt.Sprintf("role %q is not allowed in %s, which owns only %s", role, describeFrame(p), quoteList(allowed)),
			fmt.Sprintf("assistive technology expects only %s here: the element is announced out of place, or not at all", quoteList(allowed)))
		return
	}
	if len(r.Context) == 0 || w.inContext(r.Context, p) {
		return
	}
	top := p == nil && w.d.Fragment()
	if w.version == "1.2" && (w.unknownAround > 0 || w.d.Fragment() || owned) || top {
		// Under 1.2 any element around may be the context: one of
		// unknown role, or one outside a fragment, may be it.
		return
	}
	where := "no element around it has that role"
	if p != nil {
		where = "its accessibility parent is " + describeFrame(p)
	}
	report(fmt.Sprintf("role %q must be inside %s; %s", role, describeContexts(r.Context), where),
		"assistive technology cannot place it: the role is ignored or announced out of context")
}

// ownRoleJudged reports whether n's explicit role is judged here: ARIA in
// HTML lets n take it (a role it does not allow is aria-role-allowed's to
// report), and it is not n's implicit role (an option of a select, a tr of
// a table: the host language places those, and aria-redundant-role
// reports the role).
func ownRoleJudged(n *html.Node, role, version string, templated func(string) bool) bool {
	if n.Data == "header" || n.Data == "footer" {
		return true // not worked out here: see frame
	}
	f := computeARIA(n, version, templated)
	if sameRole(role, f.implicit) {
		return false
	}
	return !f.known || f.anyRole || slices.Contains(f.permitted, role)
}

// submenu reports whether role in p is a submenu: a menu in a menu or
// menubar. The texts do not say where a submenu stands; the Authoring
// Practices put it beside the menuitem that opens it, which makes it a
// child of the menu or menubar. It is not reported.
func submenu(p *ctxFrame, role string) bool {
	return role == "menu" && (p.role == "menu" || p.role == "menubar")
}

// inContext reports whether p, or under WAI-ARIA 1.2 any element around,
// has one of the context roles ("menu > group": a group within a menu).
func (w *ctxWalk) inContext(context []string, p *ctxFrame) bool {
	for _, c := range context {
		outer, inner, nested := strings.Cut(c, " > ")
		switch {
		case !nested && p != nil && p.role == c:
			return true
		case nested && p != nil && p.role == inner && p.parent != nil && p.parent.role == outer:
			return true
		case !nested && w.version == "1.2" && w.around[c] > 0:
			return true
		}
	}
	return false
}

// allowedChildren returns the roles container p owns, and whether it
// restricts them: its required owned elements (a "rowgroup > row" entry
// allows a rowgroup), or, for a group or rowgroup that such an entry of
// its own container names, the roles that entry gives (a group in a
// listbox owns options). Under 1.2 a role the 1.3 draft allows is allowed
// too (see the rule's Doc).
func (w *ctxWalk) allowedChildren(p *ctxFrame) ([]string, bool) {
	if p == nil || p.role == "" {
		return nil, false
	}
	key := [2]string{p.role, ""}
	if p.parent != nil && !p.parent.unknown {
		key[1] = p.parent.role
	}
	out, ok := w.allowed[key]
	if !ok {
		if owned := w.ownedRoles(p.role); len(owned) > 0 {
			for _, o := range owned {
				first, _, _ := strings.Cut(o, " > ")
				out = append(out, first)
			}
		} else {
			for _, o := range w.ownedRoles(key[1]) {
				if outer, inner, ok := strings.Cut(o, " > "); ok && outer == p.role {
					out = append(out, inner)
				}
			}
		}
		slices.Sort(out)
		out = slices.Compact(out)
		w.allowed[key] = out
	}
	return out, len(out) > 0
}

// ownedRoles returns role's required owned elements in the version
// checked; under 1.2 with the 1.3 draft's allowed accessibility child
// roles added.
func (w *ctxWalk) ownedRoles(role string) []string {
	r := spec.RoleIn(w.version, role)
	if r == nil || r.Module != "aria" {
		return nil
	}
	if w.version != "1.2" {
		return r.Owned
	}
	d := r.In("1.3")
	if len(r.Owned) == 0 || len(d.Owned) == 0 {
		// A 1.3 row with no restriction lifts 1.2's (radiogroup).
		return nil
	}
	return append(slices.Clone(r.Owned), d.Owned...)
}

// describeFrame names a container or context in a message: <ul> (role
// "list").
func describeFrame(p *ctxFrame) string {
	return fmt.Sprintf("<%s> (role %q)", p.n.Data, p.role)
}

// describeContexts writes context roles in a message: an element with
// role "menu" or "menubar", or a "group" within a "menu".
func describeContexts(context []string) string {
	var plain, nested []string
	for _, c := range context {
		if outer, inner, ok := strings.Cut(c, " > "); ok {
			nested = append(nested, fmt.Sprintf("a %q within a %q", inner, outer))
		} else {
			plain = append(plain, c)
		}
	}
	out := "an element with role " + quoteList(plain)
	if len(nested) > 0 {
		out += ", or " + strings.Join(nested, " or ")
	}
	return out
}
