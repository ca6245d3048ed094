package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
)

// AriaRequired checks that an explicit role has its required states.
var AriaRequired = &lint.Rule{
	ID:       "aria-required",
	Family:   "aria",
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
	Valid:    `<div role="checkbox" aria-checked="false" tabindex="0">x</div> <input type="checkbox" role="switch">`,
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
