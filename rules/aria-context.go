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
	Family:   "aria",
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
