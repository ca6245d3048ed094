package rules

import (
	"fmt"
	"regexp"
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

// noARIABrowser says what browsers do with an aria-* attribute an element
// does not take; exposed is an image hidden by alt="" that a global
// attribute brings back.
func noARIABrowser(exposed bool) string {
	if exposed {
		return "a global aria-* attribute makes browsers expose the image after all, against what alt=\"\" says"
	}
	return "the element is not exposed to assistive technology as something that could carry it"
}

// attrValueSelector matches a condition that starts with one attribute
// value, "[alt=”]...", to write it as markup in a message.
var attrValueSelector = regexp.MustCompile(`^\[([a-z-]+)='([^']*)'\]`)

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

// ImplicitRole returns the role ARIA in HTML gives an HTML element without
// a role attribute, "" for none (for tests that model browsers).
func ImplicitRole(n *html.Node) string {
	c := *n
	c.Attr = slices.DeleteFunc(slices.Clone(n.Attr), func(a html.Attribute) bool { return a.Key == "role" })
	return computeARIA(&c, lint.DefaultARIA, func(string) bool { return false }).implicit
}

// AriaRoleAllowed checks the role attribute against ARIA in HTML.
var AriaRoleAllowed = &lint.Rule{
	ID:       "aria-role-allowed",
	Section:  "https://www.w3.org/TR/html-aria/#docconformance",
	Severity: lint.Error,
	Summary:  "an element may only take the roles ARIA in HTML allows for it",
	Doc: `ARIA in HTML, "Document conformance requirements for use of ARIA
attributes in HTML": each HTML element may take no role, any role, or only
the roles its row lists, which may depend on its attributes and context
(an a with href, an img with alt="", an input by type and list, a
header inside a section, ...). An li whose parent does not expose the list
role (a ul given role none, tablist or menu) takes any role, and so does a
summary that is not the summary of its details; a th may be a
columnheader, rowheader or gridcell in a grid, and a columnheader,
rowheader or cell in a table; an img with alt="" that aria-label or
aria-labelledby names is an image with an accessible name, which takes
the roles of one (not none or presentation). The role checked is the one browsers use:
the first token of role that names a role of the checked WAI-ARIA version.
The roles of DPub-ARIA and Graphics ARIA (doc-toc, graphics-document) are
not judged here: the tables attrlint is built from list only WAI-ARIA's
own roles per element.

Browsers expose the role all the same: assistive technology then announces
the element as something it does not behave like (a link that says it is
a heading, a button read as a paragraph). A role equal to the element's
implicit role is reported by aria-redundant-role instead.`,
	Valid:    `<button role="tab">A</button> <a href="/" role="menuitem">B</a>`,
	Invalid:  `<a href="/" role="heading">B</a>`,
	Elements: []string{"*"},
	Element: func(e *lint.Element) {
		v, ok := e.Get("role")
		if !ok {
			return
		}
		f := elementARIA(e)
		if takesNoARIA(e) && f.explicit != "" {
			// ARIA in HTML's rows that allow no role at all, also for
			// elements the tables do not know (selectedcontent).
			off := strings.Index(v, f.explicit)
			e.Report("role", lint.Finding{Offset: off, End: off + len(f.explicit),
				Message: fmt.Sprintf("role %q is not allowed on <%s>, which takes no role", f.explicit, e.Name),
				Browser: fmt.Sprintf("browsers expose it as %q all the same, so assistive technology announces something the element does not behave like", f.explicit)})
			return
		}
		if !f.known || f.contextUnknown || f.explicit == "" || f.anyRole || sameRole(f.explicit, f.implicit) || slices.Contains(f.permitted, f.explicit) {
			return
		}
		if r := spec.LookupRole(f.explicit); r == nil || r.Module != "aria" {
			// The tables list the roles of WAI-ARIA itself per element,
			// not those of DPub-ARIA and Graphics ARIA (doc-toc on nav
			// is allowed): those are not judged.
			return
		}
		allowed := "no role"
		if len(f.permitted) > 0 {
			allowed = "only " + quoteList(f.permitted)
		}
		if attr := roleNeedsAttr(e, f.explicit); attr != "" {
			allowed += fmt.Sprintf(", and %q only with the %s attribute", f.explicit, attr)
		}
		off := strings.Index(v, f.explicit)
		e.Report("role", lint.Finding{Offset: off, End: off + len(f.explicit),
			Message: fmt.Sprintf("role %q is not allowed on <%s>, which takes %s", f.explicit, e.Name, allowed),
			Browser: fmt.Sprintf("browsers expose it as %q all the same, so assistive technology announces something the element does not behave like", f.explicit)})
	},
}

// attrPresenceSelector splits a condition that adds the presence of one
// attribute to another ("[type='checkbox' i][aria-pressed]") into the two.
var attrPresenceSelector = regexp.MustCompile(`^(.+)\[([a-z-]+)\]$`)

// roleNeedsAttr returns the attribute that would let e take role, when a
// row of ARIA in HTML permits the role on elements like e that also have
// it (input type=checkbox takes role=button with aria-pressed), or "".
func roleNeedsAttr(e *lint.Element, role string) string {
	el := spec.Lookup(spec.HTML, e.Name)
	if el == nil || e.Node.Namespace != "" {
		return ""
	}
	for _, c := range el.ARIA.Conditions {
		if !c.HasPermitted || !slices.Contains(c.PermittedRoles, role) {
			continue
		}
		m := attrPresenceSelector.FindStringSubmatch(c.Selector)
		if m == nil {
			continue
		}
		if _, has := e.Get(m[2]); !has && ariaCondition(e.Name, m[1], e.Node, e.Templated) {
			return m[2]
		}
	}
	return ""
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

// AriaRedundantRole reports a role the element has anyway.
var AriaRedundantRole = &lint.Rule{
	ID:       "aria-redundant-role",
	Section:  "https://www.w3.org/TR/html-aria/#docconformance",
	Severity: lint.Warning,
	Fixable:  true,
	Summary:  "a role equal to the element's implicit role is redundant",
	Doc: `ARIA in HTML: authors should not set a role that the element has
implicitly (<button role="button">, <li role="listitem"> in a list, <input
type="text" role="textbox"> without list). It changes nothing for
browsers or assistive technology, and it hides mistakes when the markup
changes later. The fix removes role when it holds that one role and
nothing else, which changes nothing.`,
	Valid:    `<button>OK</button> <ul><li role="tab">x</li></ul>`,
	Invalid:  `<button role="button">OK</button>`,
	Elements: []string{"*"},
	Element: func(e *lint.Element) {
		v, ok := e.Get("role")
		if !ok {
			return
		}
		f := elementARIA(e)
		if !f.known || f.contextUnknown || f.explicit == "" || !sameRole(f.explicit, f.implicit) {
			return
		}
		msg := fmt.Sprintf("<%s> has the role %q implicitly: role is redundant", e.Name, f.explicit)
		if f.explicit != f.implicit {
			msg = fmt.Sprintf("<%s> has the role %q implicitly, of which %q is a synonym: role is redundant", e.Name, f.implicit, f.explicit)
		}
		finding := lint.Finding{Whole: true, Warn: true,
			Message: msg,
			Browser: "browsers give the element this role with or without the attribute"}
		switch {
		case f.explicit == "list" && (e.Name == "ul" || e.Name == "ol"):
			// Safari drops the list role of a list styled with
			// list-style: none unless role="list" says it again: removing
			// it is not neutral there.
			finding.Message += ` (unless it restores the list role that Safari drops from lists styled with "list-style: none")`
		case strings.Trim(v, " \t\n\f\r") == f.explicit && f.explicit == f.implicit:
			// (A synonym, none for presentation, is not removed: the
			// role name browsers expose would change.)
			finding.Fix = &lint.ValueFix{Remove: true, Message: "remove the redundant role"}
		}
		e.Report("role", finding)
	},
}

// roleSupports reports whether role r supports state or property name:
// the tables list the supported ones with the inherited ones (WAI-ARIA
// 1.2 §5.2.4), and the required ones apart.
func roleSupports(r *spec.Role, name string) bool {
	return slices.Contains(r.Props, name) || slices.Contains(r.Required, name) || slices.Contains(r.RequiredFocusable, name)
}

// ariaPropNames are the names of every state and property, for
// did-you-mean.
var ariaPropNames = func() []string {
	var out []string
	for _, p := range spec.ARIAProperties {
		out = append(out, p.Name)
	}
	return out
}()

// AriaAttribute checks aria-* attributes against the element's role.
var AriaAttribute = &lint.Rule{
	ID:       "aria-attribute",
	Section:  "https://www.w3.org/TR/wai-aria-1.2/#states_and_properties",
	Severity: lint.Error,
	Summary:  "aria-* attributes must exist, suit the element's role and hold a value of their type",
	Doc: `WAI-ARIA 1.2 §6 and ARIA in HTML: an aria-* attribute must be a state or
property of WAI-ARIA (misspellings get a suggestion); unless it is global,
the element's role (its explicit role, or the implicit one ARIA in HTML
gives it) must support it; a role may prohibit some (aria-label and
aria-labelledby on generic, code, em, strong, sup, ... and on elements
that ARIA in HTML says must not be named; aria-braillelabel likewise). Its
value must be of its type: true/false, true/false/mixed, a token of its
list, an integer, a number, one or more ids. The empty value is allowed on
any supported state or property the role does not require ("State and
Property Attribute Processing": it counts as absent, as in
aria-activedescendant="" while no option is active); a required one must
not be empty. Roles are read in the version checked (the aria key of the
configuration): the 1.3 draft's listbox no longer takes aria-expanded.

ARIA in HTML adds: some elements take no aria-* attribute at all (meta,
script, source, input type=hidden, ...; br and wbr only aria-hidden); an
img with alt="" and no aria-label or aria-labelledby to name it takes
only aria-hidden, a warning here (a global aria-* attribute makes browsers
expose the image after all; named, it is an image with an accessible name
and takes any global one); authors should not use aria-multiselectable on
a select (multiple says it) nor aria-selected on an option (warnings); the summary of a details
takes only the global ones, aria-disabled and aria-haspopup (browsers
expose its expanded state from details open); an aria-* attribute used
in place of an HTML attribute follows ARIA in HTML's row for it:
aria-checked is an error wherever checked applies; aria-valuemax and
aria-valuemin are errors with max or min, warnings where those only apply;
aria-placeholder is an error with placeholder; aria-disabled,
aria-readonly and aria-required are warnings with disabled, readonly or
required, and errors there when "false"; aria-colspan and aria-rowspan
are warnings with colspan or rowspan, errors when the values differ;
aria-expanded
must not be used with popovertarget or commandfor, which expose the state
themselves; aria-hidden="true" must not be on body, nor with
hidden="until-found" (find-in-page reveals what assistive technology then
still cannot see; with plain hidden it is a warning, being redundant).
The button part of a customizable select (its button child) and the
selectedcontent inside it take no role and no aria-* attribute.

Deprecated ones (aria-grabbed, aria-dropeffect) are warnings, and so are
those of the WAI-ARIA 1.3 draft when version 1.2 is checked. Assistive
technology ignores an unknown or unsupported attribute, or, worse, half
honours it: a prohibited aria-label is read by some screen readers and
not others.`,
	Valid:    `<div role="checkbox" aria-checked="mixed" tabindex="0">x</div> <nav aria-label="Main">y</nav>`,
	Invalid:  `<span aria-label="x">y</span> <div aria-checked="true">z</div> <div aria-lable="q"></div>`,
	Elements: []string{"*"},
	Element: func(e *lint.Element) {
		var f *ariaFacts
		for _, a := range e.Node.Attr {
			if a.Namespace != "" || !strings.HasPrefix(a.Key, "aria-") {
				continue
			}
			if f == nil {
				f = elementARIA(e)
			}
			checkARIAAttribute(e, f, a.Key, a.Val)
		}
	},
}

func checkARIAAttribute(e *lint.Element, f *ariaFacts, name, v string) {
	p := spec.LookupARIAProperty(name)
	if p == nil {
		e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s is not a WAI-ARIA state or property%s", name, lint.Suggest(name, ariaPropNames)),
			Browser: "browsers and assistive technology ignore it"})
		return
	}
	if p.Since == "1.3" && e.ARIA() == "1.2" {
		e.Report(name, lint.Finding{Whole: true, Warn: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s is new in the WAI-ARIA 1.3 draft (set aria: \"1.3\" in the configuration to check against 1.3)", name),
			Browser: "assistive technology that does not know it ignores it"})
	}
	if p.Deprecated {
		e.Report(name, lint.Finding{Whole: true, Warn: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s is deprecated in WAI-ARIA 1.2", name)})
	}
	if gap, ok := spec.ARIAGaps[e.Name]; ok {
		when := func(sel string) bool { return sel != "" && ariaCondition(e.Name, sel, e.Node, e.Templated) }
		noARIA := gap.NoARIA || when(gap.NoARIAWhen)
		hiddenOnly := !noARIA && (gap.HiddenOnly || when(gap.HiddenOnlyWhen))
		if noARIA || hiddenOnly && name != "aria-hidden" {
			which, tag := "", e.Name
			if hiddenOnly {
				which = " other than aria-hidden"
			}
			if m := attrValueSelector.FindStringSubmatch(gap.HiddenOnlyWhen); m != nil && hiddenOnly {
				tag += fmt.Sprintf(" %s=%q", m[1], m[2]) // <img alt="">
			}
			// An img with alt="" and a global aria-* attribute is a
			// warning: ARIA in HTML allows it none, but the Nu checker
			// accepts aria-label and aria-labelledby there, and browsers
			// then expose the image, which may be what was meant.
			e.Report(name, lint.Finding{Whole: true, AnyExpansion: true, Warn: gap.HiddenOnlyWhen != "" && hiddenOnly,
				Message: fmt.Sprintf("<%s> takes no aria-* attributes%s (ARIA in HTML)", tag, which),
				Browser: noARIABrowser(hiddenOnly && gap.HiddenOnlyWhen != "" && p.Global)})
			return
		}
		if i := slices.IndexFunc(gap.ShouldNotARIA, func(a spec.ARIAAdvice) bool { return a.Attr == name }); i >= 0 {
			e.Report(name, lint.Finding{Whole: true, Warn: true, AnyExpansion: true,
				Message: fmt.Sprintf("%s should not be used on <%s>: use %s (ARIA in HTML)", name, e.Name, gap.ShouldNotARIA[i].Use),
				Browser: "browsers take the state from the element itself, which the attribute can contradict"})
			return
		}
		if len(gap.OnlyARIA) > 0 && f.explicit == "" && !p.Global && !slices.Contains(gap.OnlyARIA, name) &&
			(gap.OnlyARIAWhen == "" || when(gap.OnlyARIAWhen)) {
			e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
				Message: fmt.Sprintf("<%s> takes only the global aria-* attributes, %s, not %s (ARIA in HTML)", e.Name, strings.Join(gap.OnlyARIA, " and "), name),
				Browser: "browsers expose it with the state they compute themselves (a summary: its details' open state), which the attribute can contradict"})
			return
		}
	}
	if !f.known && f.explicit == "" {
		checkARIAValue(e, nil, p, name, v)
		return
	}
	if rule := spec.LookupARIAInPlace(name); rule != nil && !e.TemplatedTag() {
		if reportInPlace(e, rule, name, v) {
			return
		}
	}
	if name == "aria-expanded" {
		for _, ctl := range []string{"popovertarget", "commandfor"} {
			if _, ok := e.Get(ctl); ok {
				e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
					Message: fmt.Sprintf("aria-expanded must not be used with %s: browsers expose the expanded state themselves", ctl)})
				return
			}
		}
	}
	if hv, ok := e.Get("hidden"); ok && name == "aria-hidden" && e.Node.Namespace == "" && !e.Templated(hv) && !e.Templated(v) &&
		microsyntax.EqualFoldASCII(strings.TrimSpace(v), "true") {
		// ARIA in HTML, the hidden attribute's row: aria-hidden="true"
		// with hidden is not recommended, and with hidden="until-found"
		// forbidden (find-in-page reveals the content, which stays
		// hidden from assistive technology).
		if microsyntax.EqualFoldASCII(hv, "until-found") {
			e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
				Message: `aria-hidden="true" must not be used with hidden="until-found"`,
				Browser: "find-in-page reveals the content, but assistive technology still does not see it"})
			return
		}
		e.Report(name, lint.Finding{Whole: true, Warn: true, AnyExpansion: true,
			Message: `aria-hidden="true" should not be used with hidden, which already hides the element from everyone`})
	}
	if name == "aria-hidden" && e.Name == "body" && microsyntax.EqualFoldASCII(strings.TrimSpace(v), "true") {
		e.Report(name, lint.Finding{Whole: true,
			Message: `aria-hidden="true" must not be used on <body>: it hides the whole page from assistive technology`})
		return
	}
	if rv, ok := e.Get("role"); ok && e.Templated(rv) || e.TemplatedTag() {
		// The role a template prints, or attributes it writes, are
		// unknown: only the value is judged.
		checkARIAValue(e, nil, p, name, v)
		return
	}
	role := f.role()
	r := spec.RoleIn(e.ARIA(), role)
	naming := name == "aria-label" || name == "aria-labelledby" || name == "aria-braillelabel"
	switch {
	case (role == "none" || role == "presentation") && p.Global && name != "aria-hidden":
		// WAI-ARIA 1.2 §9.1, presentational roles conflict resolution:
		// a global state or property makes browsers ignore the role.
		e.Report(name, lint.Finding{Whole: true, Warn: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s on <%s> with role %q: browsers ignore a presentational role when the element has a global ARIA attribute", name, e.Name, role),
			Browser: "browsers expose the element with its own role, not as presentational"})
		return
	case naming && f.explicit == "" && f.namingProhibited,
		naming && r != nil && slices.Contains(r.NameFrom, "prohibited"):
		e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s must not be used on <%s>%s: it must not be named", name, e.Name, roleNote(role)),
			Browser: "screen readers ignore the name or announce it inconsistently"})
		return
	case r != nil && slices.Contains(r.Prohibited, name):
		e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s is prohibited on role %q", name, role)})
		return
	case !p.Global && (r == nil || !roleSupports(r, name)):
		e.Report(name, lint.Finding{Whole: true, AnyExpansion: true,
			Message: fmt.Sprintf("%s is not supported on <%s>%s", name, e.Name, roleNote(role)),
			Browser: "assistive technology ignores it"})
		return
	}
	checkARIAValue(e, r, p, name, v)
}

// reportInPlace applies ARIA in HTML's rule for an aria-* attribute used
// in place of an HTML attribute that applies to e (aria-checked where
// checked applies, aria-valuemax where max does), and reports whether it
// reported.
func reportInPlace(e *lint.Element, rule *spec.ARIAInPlaceRule, name, v string) bool {
	el := spec.Lookup(spec.HTML, e.Name)
	if el == nil || e.Node.Namespace != "" {
		return false
	}
	a := el.Attr(rule.HTML)
	if a == nil || a.Condition != "" && !ariaCondition(e.Name, a.Condition, e.Node, e.Templated) {
		return false
	}
	hv, present := e.Get(rule.HTML)
	sev := rule.WithoutHTML
	msg := fmt.Sprintf("%s should not be used on <%s>, where the %s attribute applies: use %s", name, e.Name, rule.HTML, rule.HTML)
	if present {
		sev = rule.WithHTML
		msg = fmt.Sprintf("%s should not be used on <%s>, which has the %s attribute", name, e.Name, rule.HTML)
		switch {
		case rule.WithHTMLFalse != "" && microsyntax.EqualFoldASCII(strings.Trim(v, " \t\n\f\r"), "false"):
			sev = rule.WithHTMLFalse
			msg = fmt.Sprintf("%s=\"false\" must not be used on <%s>, which has the %s attribute: the two contradict", name, e.Name, rule.HTML)
		case rule.Mismatch != "" && !e.Templated(hv) && !e.Templated(v) && !sameNumber(hv, v):
			sev = rule.Mismatch
			msg = fmt.Sprintf("%s=%q must not differ from the %s attribute (%q) on <%s>", name, v, rule.HTML, hv, e.Name)
		}
	}
	if sev == "" {
		return false
	}
	if sev == "error" && present && rule.Mismatch == "" && rule.WithHTMLFalse == "" {
		msg = fmt.Sprintf("%s must not be used on <%s>, which has the %s attribute", name, e.Name, rule.HTML)
	} else if sev == "error" && !present {
		msg = fmt.Sprintf("%s must not be used on <%s>, where the %s attribute applies: use %s", name, e.Name, rule.HTML, rule.HTML)
	}
	e.Report(name, lint.Finding{Whole: true, AnyExpansion: true, Warn: sev == "warning", Message: msg + " (ARIA in HTML)",
		Browser: "browsers take the state from the element's own attribute; assistive technology may announce the two differently"})
	return true
}

// sameNumber reports whether two attribute values are the same integer
// (rules of parsing non-negative integers), or, not being integers, the
// same text.
func sameNumber(a, b string) bool {
	x, errA := microsyntax.ParseNonNegativeInteger(a)
	y, errB := microsyntax.ParseNonNegativeInteger(b)
	if errA != nil || errB != nil {
		return strings.TrimSpace(a) == strings.TrimSpace(b)
	}
	return x == y
}

// roleNote says which role a message is about.
func roleNote(role string) string {
	if role == "" {
		return ", which has no role"
	}
	return fmt.Sprintf(" (role %q)", role)
}

// checkARIAValue checks a value against the type of its state or property
// (WAI-ARIA 1.2 §6.3, "Value"); r is the element's role, nil when unknown.
func checkARIAValue(e *lint.Element, r *spec.Role, p *spec.ARIAProperty, name, v string) {
	bad := func(msg string) {
		e.Report(name, lint.Finding{Whole: true, Message: msg,
			Browser: "assistive technology falls back to the attribute's default, as if it were absent"})
	}
	if v == "" {
		// WAI-ARIA 1.2, "State and Property Attribute Processing": authors may
		// give any supported state or property the empty string, which
		// user agents treat as absent (aria-activedescendant="" says no
		// descendant is active); a required one must not be empty.
		if r != nil && (slices.Contains(r.Required, name) || slices.Contains(r.RequiredFocusable, name) && focusable(e)) {
			bad(fmt.Sprintf("%s must not be empty: role %q requires a value", name, r.Name))
		}
		return
	}
	trimmed := strings.Trim(v, " \t\n\f\r")
	oneOf := func(words ...string) bool {
		for _, w := range words {
			if microsyntax.EqualFoldASCII(trimmed, w) {
				return true
			}
		}
		return false
	}
	undef := []string{}
	if p.AllowUndefined {
		undef = []string{"undefined"}
	}
	switch p.Type {
	case "boolean":
		if !oneOf(append([]string{"true", "false"}, undef...)...) {
			bad(fmt.Sprintf("%s must be %s, not %q", name, quoteList(append([]string{"true", "false"}, undef...)), v))
		}
	case "tristate":
		if !oneOf("true", "false", "mixed", "undefined") {
			bad(fmt.Sprintf("%s must be \"true\", \"false\" or \"mixed\", not %q", name, v))
		}
	case "token":
		if !oneOf(append(slices.Clone(p.Values), undef...)...) {
			bad(fmt.Sprintf("%s must be one of %s, not %q", name, quoteList(p.Values), v))
		}
	case "tokenlist":
		n := 0
		for _, tok := range microsyntax.SplitSpaceTokens(v) {
			n++
			if !slices.ContainsFunc(p.Values, func(w string) bool { return microsyntax.EqualFoldASCII(w, tok) }) {
				bad(fmt.Sprintf("%q is not a token of %s: use %s", tok, name, quoteList(p.Values)))
				return
			}
		}
		if n == 0 {
			bad(fmt.Sprintf("%s must hold one or more of %s", name, quoteList(p.Values)))
		}
	case "integer":
		if microsyntax.ValidInteger(trimmed) != nil {
			bad(fmt.Sprintf("%s must be an integer, not %q", name, v))
		}
	case "number":
		if microsyntax.ValidFloat(trimmed) != nil {
			bad(fmt.Sprintf("%s must be a number, not %q", name, v))
		}
	case "id":
		if trimmed == "" || strings.ContainsAny(trimmed, " \t\n\f\r") {
			bad(fmt.Sprintf("%s must be one id, not %q", name, v))
		}
	case "idlist":
		if trimmed == "" {
			bad(fmt.Sprintf("%s must hold one or more ids", name))
		}
	}
}

// quoteList writes "a", "b" or "c".
func quoteList(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = fmt.Sprintf("%q", w)
	}
	switch len(q) {
	case 0:
		return ""
	case 1:
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// AriaRequired checks that an explicit role has its required states.
var AriaRequired = &lint.Rule{
	ID:       "aria-required",
	Section:  "https://www.w3.org/TR/wai-aria-1.2/#requiredState",
	Severity: lint.Warning,
	Summary:  "a role given with role must come with the states and properties it requires",
	Doc: `WAI-ARIA 1.2 §5.2.2 "Required States and Properties": a role that
requires states (checkbox needs aria-checked, combobox aria-expanded,
heading aria-level, slider aria-valuenow, ...) must have them when it is
given with role; a role requires what its superclasses require (treeitem
requires option's aria-selected), and a focusable separator its
aria-valuenow. An element whose own semantics provide the state (an input
checkbox, an h1) is not asked for it, nor is one whose state a framework
binding supplies ([attr.aria-checked], :aria-checked).

The requirements are those of the version checked (the aria key of the
configuration). WAI-ARIA 1.2, the Recommendation, requires aria-selected
on option and treeitem, and aria-controls on combobox and scrollbar; the
1.3 draft no longer does, and the message says so: with aria: "1.3" they
are not asked for.

Assistive technology announces the widget without its state: a checkbox
that is neither checked nor unchecked, a slider with no value. Findings
are warnings: where the role's table gives an implicit value (option's
aria-selected is false), assistive technology uses it.`,
	Valid:    `<div role="checkbox" aria-checked="false" tabindex="0">x</div> <h2 role="heading">t</h2>`,
	Invalid:  `<div role="checkbox" tabindex="0">x</div>`,
	Elements: []string{"*"},
	Element: func(e *lint.Element) {
		if _, ok := e.Get("role"); !ok {
			return
		}
		f := elementARIA(e)
		if f.explicit == "" || f.explicit == f.implicit {
			return
		}
		r := spec.RoleIn(e.ARIA(), f.explicit)
		if r == nil || e.Name == "input" {
			// An input's checked state and value stand for aria-checked
			// and aria-valuenow whatever its role.
			return
		}
		required := r.Required
		if len(r.RequiredFocusable) > 0 && focusable(e) {
			required = append(slices.Clone(required), r.RequiredFocusable...)
		}
		var missing, draftOnly []string
		for _, req := range required {
			if _, ok := e.Get(req); !ok && !e.Bound(e.Node, req) {
				missing = append(missing, req)
				if d := r.In("1.3"); d != r && !slices.Contains(d.Required, req) && !slices.Contains(d.RequiredFocusable, req) {
					draftOnly = append(draftOnly, req)
				}
			}
		}
		if len(missing) == 0 {
			return
		}
		msg := fmt.Sprintf("role %q requires %s", f.explicit, strings.Join(missing, " and "))
		if len(draftOnly) > 0 {
			msg += fmt.Sprintf(" in WAI-ARIA 1.2 (the 1.3 draft does not require %s; aria: \"1.3\" in the configuration checks against it)", strings.Join(draftOnly, " or "))
		}
		v, _ := e.Get("role")
		off := strings.Index(v, f.explicit)
		e.Report("role", lint.Finding{Offset: off, End: off + len(f.explicit), Message: msg,
			Browser: "assistive technology announces the widget without that state"})
	},
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
