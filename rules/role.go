package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// roleNames are the names of every role of the spec tables, for
// did-you-mean.
var roleNames = func() []string {
	var out []string
	for _, r := range spec.Roles {
		if !r.Abstract {
			out = append(out, r.Name)
		}
	}
	return out
}()

// Role checks role tokens.
var Role = &lint.Rule{
	ID:       "role",
	Family:   "aria",
	Section:  "https://html.spec.whatwg.org/multipage/infrastructure.html#attr-aria-role",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "role must be space-separated WAI-ARIA roles (fallbacks allowed), none of them abstract or unknown",
	Doc: `HTML §3.2.8.1: role is a set of space-separated tokens, each a
non-abstract WAI-ARIA role (WAI-ARIA 1.2, Graphics ARIA, DPub-ARIA);
later tokens are fallbacks for browsers that do not know the first. Roles
are compared case-sensitively in lowercase.

The roles checked are those of WAI-ARIA 1.2, the Recommendation. The
roles the 1.3 editor's draft adds (comment, mark, suggestion, image,
sectionheader, sectionfooter) are reported unless the configuration says
aria: "1.3".

Browsers use the first token they recognise and skip the rest; with none
recognised, the element keeps its implicit role, so a misspelt role is
silently lost. Deprecated roles (directory) are warnings.`,
	Valid:   `<div role="tablist"><div role="tab"></div></div> <div role="switch checkbox" aria-checked="false"></div>`,
	Invalid: `<div role="buton"></div> <div role="widget"></div>`,
	Targets: lint.On("role", "*"),
	Check: func(a *lint.Attr) {
		n := 0
		for off, tok := range microsyntax.SpaceTokens(a.Value) {
			n++
			end := off + len(tok)
			r := spec.LookupRole(tok)
			switch {
			case r != nil && r.Abstract:
				a.Report(lint.Finding{Offset: off, End: end,
					Message: fmt.Sprintf("%q is an abstract ARIA role, which content must not use", tok),
					Browser: "browsers skip it"})
			case r != nil && r.Deprecated:
				msg := fmt.Sprintf("role %q is deprecated in WAI-ARIA 1.2", tok)
				if len(r.SuperClass) > 0 {
					msg += fmt.Sprintf("; use %q", r.SuperClass[0])
				}
				a.Report(lint.Finding{Offset: off, End: end, Warn: true, Message: msg})
			case r != nil && r.Since == "1.3" && a.ARIA() == "1.2":
				a.Report(lint.Finding{Offset: off, End: end,
					Message: fmt.Sprintf("%q is not a WAI-ARIA 1.2 role: it is new in the ARIA 1.3 draft (set aria: \"1.3\" in the configuration to check against 1.3)", tok),
					Browser: "browsers that do not know it skip it; with no known role, the element keeps its implicit role"})
			case r == nil:
				msg := fmt.Sprintf("%q is not a WAI-ARIA role", tok)
				if low := spec.LookupRole(strings.ToLower(tok)); low != nil && !low.Abstract {
					msg = fmt.Sprintf("%q is not a WAI-ARIA role: roles are lowercase (%q)", tok, low.Name)
				} else {
					msg += suggest.Suggest(tok, roleNames)
				}
				a.Report(lint.Finding{Offset: off, End: end, Message: msg,
					Browser: "browsers skip unknown roles; with none known, the element keeps its implicit role"})
			}
		}
		if n == 0 {
			a.Report(lint.Finding{Whole: true, Message: "role must name at least one role",
				Browser: "browsers ignore it", Fix: &lint.ValueFix{Remove: true, Message: "remove the empty role"}})
		}
	},
}
