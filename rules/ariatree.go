package rules

import (
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// Whether the nearest table element around exposes a table role (table,
// grid, treegrid): its rows and cells have none otherwise.
const (
	tableNone = iota
	tableExposed
	tableNotExposed
	tableUnknown
)

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
