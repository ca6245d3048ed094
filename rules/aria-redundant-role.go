package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// AriaRedundantRole reports a role the element has anyway.
var AriaRedundantRole = &lint.Rule{
	ID:       "aria-redundant-role",
	Family:   "aria",
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
	Valid:    `<button>OK</button> <ul role="tablist"><li role="tab">x</li></ul>`,
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
