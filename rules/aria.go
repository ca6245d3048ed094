package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// ariaRoles are the concrete (non-abstract) roles of WAI-ARIA 1.2, WAI-ARIA
// Graphics 1.0 and DPub-ARIA 1.1, the roles HTML §3.2.8 lets authors use.
var ariaRoles = map[string]bool{}

// aria13Roles are the roles the WAI-ARIA 1.3 editor's draft adds (its
// "Substantive changes since WAI-ARIA 1.2"): valid only when the
// configuration picks aria: "1.3".
var aria13Roles = map[string]bool{
	"comment": true, "mark": true, "suggestion": true, "image": true,
	"sectionheader": true, "sectionfooter": true,
}

// deprecatedRoles are roles WAI-ARIA 1.2 deprecates: conforming but to be
// avoided.
var deprecatedRoles = map[string]string{"directory": "list"}

func init() {
	for _, r := range []string{
		"alert", "alertdialog", "application", "article", "banner", "blockquote", "button", "caption",
		"cell", "checkbox", "code", "columnheader", "combobox", "complementary", "contentinfo",
		"definition", "deletion", "dialog", "directory", "document", "emphasis", "feed", "figure", "form",
		"generic", "grid", "gridcell", "group", "heading", "img", "insertion", "link", "list",
		"listbox", "listitem", "log", "main", "marquee", "math", "menu", "menubar", "menuitem",
		"menuitemcheckbox", "menuitemradio", "meter", "navigation", "none", "note", "option", "paragraph",
		"presentation", "progressbar", "radio", "radiogroup", "region", "row", "rowgroup", "rowheader",
		"scrollbar", "search", "searchbox", "separator", "slider", "spinbutton", "status", "strong",
		"subscript", "superscript", "switch", "tab", "table", "tablist", "tabpanel", "term",
		"textbox", "time", "timer", "toolbar", "tooltip", "tree", "treegrid", "treeitem",
		"graphics-document", "graphics-object", "graphics-symbol",
		"doc-abstract", "doc-acknowledgments", "doc-afterword", "doc-appendix", "doc-backlink",
		"doc-biblioentry", "doc-bibliography", "doc-biblioref", "doc-chapter", "doc-colophon",
		"doc-conclusion", "doc-cover", "doc-credit", "doc-credits", "doc-dedication", "doc-endnote",
		"doc-endnotes", "doc-epigraph", "doc-epilogue", "doc-errata", "doc-example", "doc-footnote",
		"doc-foreword", "doc-glossary", "doc-glossref", "doc-index", "doc-introduction", "doc-noteref",
		"doc-notice", "doc-pagebreak", "doc-pagefooter", "doc-pageheader", "doc-pagelist", "doc-part",
		"doc-preface", "doc-prologue", "doc-pullquote", "doc-qna", "doc-subtitle", "doc-tip", "doc-toc",
	} {
		ariaRoles[r] = true
	}
}

// abstractRoles may never be used in content.
var abstractRoles = map[string]bool{
	"command": true, "composite": true, "input": true, "landmark": true, "range": true, "roletype": true,
	"section": true, "sectionhead": true, "select": true, "structure": true, "widget": true, "window": true,
}

// Role checks role tokens.
var Role = &lint.Rule{
	ID:       "role",
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
	Valid:   `<div role="tab"></div> <div role="switch checkbox"></div>`,
	Invalid: `<div role="buton"></div> <div role="widget"></div>`,
	Targets: lint.On("role", "*"),
	Check: func(a *lint.Attr) {
		n := 0
		for off, tok := range microsyntax.SpaceTokens(a.Value) {
			n++
			end := off + len(tok)
			switch {
			case abstractRoles[tok]:
				a.Report(lint.Finding{Offset: off, End: end,
					Message: fmt.Sprintf("%q is an abstract ARIA role, which content must not use", tok),
					Browser: "browsers skip it"})
			case deprecatedRoles[tok] != "":
				a.Report(lint.Finding{Offset: off, End: end, Warn: true,
					Message: fmt.Sprintf("role %q is deprecated in WAI-ARIA 1.2; use %q", tok, deprecatedRoles[tok])})
			case aria13Roles[tok] && a.ARIA() == "1.2":
				a.Report(lint.Finding{Offset: off, End: end,
					Message: fmt.Sprintf("%q is not a WAI-ARIA 1.2 role: it is new in the ARIA 1.3 draft (set aria: \"1.3\" in the configuration to check against 1.3)", tok),
					Browser: "browsers that do not know it skip it; with no known role, the element keeps its implicit role"})
			case !ariaRoles[tok] && !aria13Roles[tok]:
				msg := fmt.Sprintf("%q is not a WAI-ARIA role", tok)
				for r := range ariaRoles {
					if microsyntax.EqualFoldASCII(r, tok) {
						msg = fmt.Sprintf("%q is not a WAI-ARIA role: roles are lowercase (%q)", tok, r)
					}
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

// StyleType checks style@type.
var StyleType = &lint.Rule{
	ID:       "style-type",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#the-style-element",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "style@type, if given, must be \"text/css\" (and is better left out)",
	Doc: `HTML §4.2.6: the type attribute of style is obsolete but conforming when
its value is an ASCII case-insensitive match for "text/css"; any other
value is an error. Browsers do not apply a style element whose type is
anything else (such as "text/less"), so its rules have no effect. A
type of text/css is a warning: it is the default and can be removed.`,
	Valid:   `<style>p { color: green }</style>`,
	Invalid: `<style type="text/scss">p { color: green }</style>`,
	Targets: lint.On("type", "style"),
	Check: func(a *lint.Attr) {
		if microsyntax.EqualFoldASCII(a.Value, "text/css") {
			a.Report(lint.Finding{Whole: true, Warn: true, Message: "type=\"text/css\" is the default; remove it",
				Fix: &lint.ValueFix{Remove: true, Message: "remove the redundant type"}})
			return
		}
		if a.Value == "" {
			a.Report(lint.Finding{Whole: true, Message: "style@type must be \"text/css\" or left out, not empty",
				Browser: "browsers treat an empty type as text/css",
				Fix:     &lint.ValueFix{Remove: true, Message: "remove the empty type, which browsers read as text/css"}})
			return
		}
		a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("style@type must be \"text/css\" or left out, not %q", a.Value),
			Browser: "browsers do not apply this stylesheet"})
	},
}
