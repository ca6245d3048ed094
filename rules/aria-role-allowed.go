package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
)

// AriaRoleAllowed checks the role attribute against ARIA in HTML.
var AriaRoleAllowed = &lint.Rule{
	ID:       "aria-role-allowed",
	Family:   "aria",
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
