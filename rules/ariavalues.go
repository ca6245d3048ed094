package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// roleSupports reports whether role r supports state or property name:
// the tables list the supported ones with the inherited ones (WAI-ARIA
// 1.2 §5.2.4), and the required ones apart.
func roleSupports(r *spec.Role, name string) bool {
	return slices.Contains(r.Props, name) || slices.Contains(r.Required, name) || slices.Contains(r.RequiredFocusable, name)
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
