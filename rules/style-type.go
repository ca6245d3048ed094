package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// StyleType checks style@type.
var StyleType = &lint.Rule{
	ID:       "style-type",
	Family:   "tokens",
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
