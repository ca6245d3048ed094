package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

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
	Family:   "aria",
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
			Message: fmt.Sprintf("%s is not a WAI-ARIA state or property%s", name, suggest.Suggest(name, ariaPropNames)),
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
