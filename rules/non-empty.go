package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// nonEmptyTargets are the attributes that must not be empty, but for the
// names that navigable-target and form-control-name read more closely.
var (
	nonEmptyAttrs   = without(typed(false, "NoEmptyAny"), concat(navigableNameTargets, lint.On("name", formControls...)))
	nonEmptyTargets = targetsOf(nonEmptyAttrs)
	nonEmptyConds   = conditionsOf(nonEmptyAttrs)
)

// nonEmptyBrowser says what browsers do with an empty value, where it is
// more than "nothing".
var nonEmptyBrowser = map[string]string{
	"label":   "browsers show the element's text instead, as if there were no label",
	"dirname": "browsers submit no direction for the control",
	"name":    "the element has no name: nothing can refer to it by one",
	"title":   "the style sheet has no name, so browsers treat it as a persistent one, always applied",
	"alt":     "the image button has no text label for users who cannot see the image",
}

// NonEmpty checks the attributes that, if present, must not be empty.
var NonEmpty = &lint.Rule{
	ID:       "non-empty",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/form-elements.html#attr-option-label",
	Severity: lint.Error,
	Summary:  "attributes such as option and track label, form and map name, dirname must not be empty when present",
	Doc: `HTML requires some free-text attributes, when present, to hold at least
one character: label on option, optgroup and track; name on form, map
and details; dirname on input and textarea; title on a link to an
alternative style sheet (the title names it); alt on an input of type
image (the button's label when the image is not seen). The map name must also hold
no ASCII whitespace, since usemap finds it by that name. The list comes
from the element tables' "non-empty" value type.

An empty value mostly acts as if the attribute were absent, which is
rarely what was meant: an option with label="" shows its text, an empty
track label leaves browsers to invent one, a map named "" cannot be used.`,
	Valid:   `<select><option label="First">1</option></select> <form name="search"></form> <map name="nav"></map>`,
	Invalid: `<select><option label="">1</option></select> <track src="a.vtt" label=""> <map name="main nav"></map>`,
	Targets: nonEmptyTargets,
	Check: func(a *lint.Attr) {
		if !conditionsHold(a, nonEmptyConds) {
			return
		}
		if a.Value == "" {
			a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("%s on <%s> must not be empty", a.Name, a.Element), Browser: nonEmptyBrowser[a.Name]})
			return
		}
		if a.Element == "map" && a.Name == "name" {
			if i := strings.IndexAny(a.Value, " \t\n\f\r"); i >= 0 {
				a.Report(lint.Finding{Offset: i, End: i + 1, Message: "a map name must not contain whitespace",
					Browser: "usemap finds the map by its whole name, whitespace and all, so the reference must repeat it exactly"})
			}
		}
	},
}
