package rules

import (
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// ariaFacts is what the ARIA rules need to know of one HTML element, found
// once per element (Element.Shared) from the spec tables: ARIA in HTML's
// row for the element, with its conditions applied, and the role the
// role attribute gives it.
type ariaFacts struct {
	// known says the spec tables have the element (a custom element or
	// an unknown name has no row: nothing is judged).
	known            bool
	implicit         string
	anyRole          bool
	permitted        []string
	namingProhibited bool
	// explicit is the first token of role that names a role of the
	// checked WAI-ARIA version, the one browsers use; "" when none does.
	explicit string
	// contextUnknown says the implicit role depends on ancestors that a
	// fragment does not show (a header in a partial may end up within a
	// section): role checks that need it are skipped.
	contextUnknown bool
}

// role is the element's role: the explicit one, or else the implicit one.
func (f *ariaFacts) role() string {
	if f.explicit != "" {
		return f.explicit
	}
	return f.implicit
}

type ariaFactsKey struct{}

// ariaCondition reports whether element n (named el) certainly matches a
// condition of the spec tables: a condition that template syntax or
// unevaluated selector syntax leaves Unknown does not apply. One
// correction: ARIA in HTML makes header and footer generic within
// article, aside, main, nav or section (or elements with those roles),
// which markuplint writes ":has(...)"; it is read as a test of the
// ancestors.
func ariaCondition(el, sel string, n *html.Node, templated func(string) bool) bool {
	if strings.HasPrefix(sel, ":has(") && strings.HasSuffix(sel, ")") {
		// A whole-condition :has(), which package spec does not evaluate
		// (its Subject has no children): the descendants are tested here
		// (figure:has(figcaption)), or the ancestors for header and footer.
		inner, err := spec.CompileSelector(sel[len(":has(") : len(sel)-1])
		if err != nil {
			return false
		}
		if el == "header" || el == "footer" {
			for p := n.Parent; p != nil; p = p.Parent {
				if p.Type == html.ElementNode && inner.Match(subject{p, templated}) == spec.True {
					return true
				}
			}
			return false
		}
		var found bool
		var walk func(*html.Node)
		walk = func(p *html.Node) {
			for c := p.FirstChild; c != nil && !found; c = c.NextSibling {
				if c.Type == html.ElementNode {
					found = inner.Match(subject{c, templated}) == spec.True
					walk(c)
				}
			}
		}
		walk(n)
		return found
	}
	return spec.MatchCondition(sel, subject{n, templated}) == spec.True
}

// elementARIA returns the ARIA facts of e's element.
func elementARIA(e *lint.Element) *ariaFacts {
	return e.Shared(ariaFactsKey{}, func() any {
		f := computeARIA(e.Node, e.ARIA(), e.Templated)
		if gap, ok := spec.ARIAGaps[e.Name]; ok && gap.ScopedLandmark && f.implicit != "generic" && e.Fragment() {
			f.contextUnknown = true
		}
		return f
	}).(*ariaFacts)
}

// explicitRole returns the first token of n's role attribute that names a
// non-abstract role of WAI-ARIA version, the one browsers use, or "".
func explicitRole(n *html.Node, version string) string {
	v, ok := lint.GetAttr(n, "role")
	if !ok {
		return ""
	}
	for _, tok := range microsyntax.SplitSpaceTokens(v) {
		if r := spec.LookupRole(tok); r != nil && !r.Abstract && (r.Since == "" || version != "1.2") {
			return tok
		}
	}
	return ""
}

func computeARIA(n *html.Node, version string, templated func(string) bool) *ariaFacts {
	f := &ariaFacts{explicit: explicitRole(n, version)}
	matches := func(sel string, m *html.Node) bool { return ariaCondition(n.Data, sel, m, templated) }
	el := spec.Lookup(spec.HTML, n.Data)
	if el == nil || n.Namespace != "" {
		return f
	}
	a := &el.ARIA
	f.known = true
	f.implicit, f.anyRole, f.permitted, f.namingProhibited = a.ImplicitRole, a.AnyRole, a.PermittedRoles, a.NamingProhibited
	for i := range a.Conditions {
		c := &a.Conditions[i]
		if !matches(c.Selector, n) {
			continue
		}
		if c.HasImplicitRole {
			f.implicit = c.ImplicitRole
		}
		if c.HasPermitted {
			f.anyRole, f.permitted = c.AnyRole, c.PermittedRoles
		}
		f.namingProhibited = c.NamingProhibited
		if gap, ok := spec.ARIAGaps[el.Name]; ok && gap.ScopedLandmark {
			// A header or footer within sectioning content may still take
			// the landmark role it has elsewhere.
			f.permitted = append(slices.Clone(f.permitted), a.ImplicitRole)
		}
	}
	if gap, ok := spec.ARIAGaps[el.Name]; ok {
		if f.implicit == "" {
			f.implicit = gap.Implicit
		}
		for _, pm := range gap.Permits {
			// A permission is given unless the condition certainly fails:
			// what a template leaves unknown is not held against the
			// author.
			if pm.When != "" && spec.MatchCondition(pm.When, subject{n, templated}) == spec.False {
				continue
			}
			if pm.AnyRole {
				f.anyRole = true
			}
			f.permitted = append(slices.Clone(f.permitted), pm.Roles...)
		}
	}
	return f
}

// implicitRole returns the implicit role of HTML element n (computeARIA's,
// without working out its permitted roles when no condition can change
// the row's).
func implicitRole(n *html.Node, version string, templated func(string) bool) string {
	el := spec.Lookup(spec.HTML, n.Data)
	if el == nil || n.Namespace != "" {
		return ""
	}
	if gap, ok := spec.ARIAGaps[el.Name]; len(el.ARIA.Conditions) == 0 && (!ok || gap.Implicit == "") {
		return el.ARIA.ImplicitRole
	}
	return computeARIA(n, version, templated).implicit
}

// sameRole reports whether two roles are the same: none and presentation
// are synonyms (WAI-ARIA 1.2, https://www.w3.org/TR/wai-aria-1.2/#none), so an
// img with alt="", implicitly presentation, may be given role="none".
func sameRole(a, b string) bool {
	if a == b {
		return true
	}
	pres := func(r string) bool { return r == "none" || r == "presentation" }
	return pres(a) && pres(b)
}

// takesNoARIA reports whether ARIA in HTML gives e no role and no aria-*
// attribute (spec.ARIAGaps: NoARIA, or NoARIAWhen it certainly matches).
func takesNoARIA(e *lint.Element) bool {
	gap, ok := spec.ARIAGaps[e.Name]
	return ok && (gap.NoARIA || gap.NoARIAWhen != "" && ariaCondition(e.Name, gap.NoARIAWhen, e.Node, e.Templated))
}

// focusable reports whether e can take focus by its markup: a tabindex,
// or an element focusable of itself (a link with href, a form control).
// Script may make others focusable; they are not judged.
func focusable(e *lint.Element) bool { return focusableNode(e.Node) }

func focusableNode(n *html.Node) bool {
	if _, ok := lint.GetAttr(n, "tabindex"); ok {
		return true
	}
	switch n.Data {
	case "a", "area":
		_, ok := lint.GetAttr(n, "href")
		return ok
	case "button", "select", "textarea", "iframe":
		return true
	case "input":
		v, _ := lint.GetAttr(n, "type")
		return !microsyntax.EqualFoldASCII(v, "hidden")
	}
	return false
}
