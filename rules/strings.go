package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// The rules of this file check attributes whose value is free text with
// one constraint: not empty, or on one line (the tables' types NoEmptyAny
// and OneLineAny), and the names of form controls.

// formControls are the elements whose name attribute names a form
// control (HTML §4.10.19.1, the listed form-associated elements that take
// name; object's name is a navigable's, checked by navigable-target).
var formControls = []string{"button", "fieldset", "input", "output", "select", "textarea"}

// typedTargets returns the HTML attributes whose table type is typ, or
// "when(SELECTOR) typ", less those in skip. conds holds, by target, the
// selectors the element must match for the type to apply: the "when"
// one, and the condition under which the element takes the attribute at
// all (where it does not, attribute-allowed says so, and nothing more
// needs saying). Global attributes are targets on every element ("*").
func typedTargets(typ string, skip []lint.Target) (targets []lint.Target, conds map[lint.Target][]string) {
	conds = map[lint.Target][]string{}
	add := func(el string, a *spec.Attribute) {
		var cond []string
		ok := a.Type == typ
		if !ok {
			// One or more "when(SELECTOR) typ" alternatives of a union:
			// typ applies where any of their selectors matches.
			var sels []string
			for _, alt := range typeAlternatives(a.Type) {
				if sel, t, when := cutWhen(alt); when && t == typ {
					sels = append(sels, sel)
				}
			}
			if len(sels) > 0 {
				cond, ok = []string{strings.Join(sels, ", ")}, true
			}
		}
		if a.Condition != "" {
			cond = append(cond, a.Condition)
		}
		t := lint.Target{Element: el, Attr: a.Name}
		if !ok || a.Status != spec.Current {
			return
		}
		for _, s := range skip {
			if s == t {
				return
			}
		}
		if _, dup := conds[t]; dup {
			return
		}
		targets = append(targets, t)
		conds[t] = cond
	}
	for _, a := range spec.SetAttrs(spec.HTMLGlobalAttrs) {
		add("*", &a)
	}
	for i := range spec.Elements {
		e := &spec.Elements[i]
		if e.Namespace != spec.HTML {
			continue
		}
		for j := range e.Attrs {
			add(e.Name, &e.Attrs[j])
		}
		if e.Globals&spec.HTMLFormControlElementAttrs != 0 {
			for _, a := range spec.SetAttrs(spec.HTMLFormControlElementAttrs) {
				add(e.Name, &a)
			}
		}
	}
	sort.Slice(targets, func(i, j int) bool {
		if targets[i].Attr != targets[j].Attr {
			return targets[i].Attr < targets[j].Attr
		}
		return targets[i].Element < targets[j].Element
	})
	return targets, conds
}

// typeAlternatives splits a table type at its top-level " | ".
func typeAlternatives(t string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '|':
			if depth == 0 {
				out = append(out, strings.TrimSpace(t[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(t[start:]))
}

// cutWhen splits the alternative "when(SELECTOR) T" into SELECTOR and T;
// when is false for an alternative without a selector.
func cutWhen(alt string) (sel, t string, when bool) {
	if !strings.HasPrefix(alt, "when(") {
		return "", alt, false
	}
	depth := 0
	for i := len("when"); i < len(alt); i++ {
		switch alt[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return alt[len("when("):i], strings.TrimSpace(alt[i+1:]), true
			}
		}
	}
	return "", alt, false
}

// nonEmptyTargets are the attributes that must not be empty, but for the
// names that navigable-target and form-control-name read more closely.
var nonEmptyTargets, nonEmptyConds = typedTargets("NoEmptyAny",
	concat(targetNameTargets, lint.On("name", formControls...)))

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

// conditionsHold reports whether a's element matches the selectors conds
// holds for its target (element-specific or global).
func conditionsHold(a *lint.Attr, conds map[lint.Target][]string) bool {
	for _, el := range [2]string{a.Element, "*"} {
		for _, c := range conds[lint.Target{Element: el, Attr: a.Name}] {
			if spec.MatchCondition(c, subject{a.Node, a.Templated}) != spec.True {
				return false
			}
		}
	}
	return true
}

// FormControlName checks the name of form controls.
var FormControlName = &lint.Rule{
	ID:       "form-control-name",
	Section:  "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-name",
	Severity: lint.Error,
	Summary:  "the name of a form control must not be empty or isindex",
	Doc: `HTML §4.10.19.1: the name attribute of a form control (button,
fieldset, input, output, select, textarea), if present, must not be the
empty string or "isindex".

A control with an empty name is left out of the form's submission, as if
it had none. A hidden input named "_charset_" (in any case) without a
value is submitted with the name of the form's encoding as its value; on
any other control, or with a value attribute, the name does nothing
special, which is a warning. "isindex" is a remnant of the obsolete isindex element: old
browsers gave a field of that name a special meaning when submitting,
today's send it as an ordinary name.`,
	Valid:   `<input name="q"> <button name="action" value="save">Save</button>`,
	Invalid: `<input name=""> <input name="isindex">`,
	Targets: lint.On("name", formControls...),
	Check: func(a *lint.Attr) {
		switch a.Value {
		case "":
			a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("the name of <%s> must not be empty: leave name out for a control that is not submitted", a.Element),
				Browser: "browsers leave the control out of the form's submission"})
		case "isindex":
			a.Report(lint.Finding{Whole: true, Message: `a form control must not be named "isindex"`,
				Browser: "browsers submit it under that name like any other; only browsers of the obsolete isindex element treated it specially"})
		default:
			if !microsyntax.EqualFoldASCII(a.Value, "_charset_") {
				return
			}
			t, _ := a.Get("type")
			if _, hasValue := a.Get("value"); a.Element == "input" && microsyntax.EqualFoldASCII(strings.TrimSpace(t), "hidden") && !hasValue || a.Templated(t) {
				return
			}
			a.Report(lint.Finding{Whole: true, Warn: true,
				Message: `the name "_charset_" sends the form's encoding only on a hidden input without a value attribute`,
				Browser: "browsers submit this control's own value under that name"})
		}
	},
}

// oneLineTargets are the attributes whose value must hold no line break.
var oneLineTargets, oneLineConds = typedTargets("OneLineAny", nil)

// OneLine checks the attributes whose value must be on one line.
var OneLine = &lint.Rule{
	ID:       "one-line",
	Section:  "https://html.spec.whatwg.org/multipage/input.html#attr-input-placeholder",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  "placeholder on input, and value on text, search, tel and password inputs, must not contain a line break",
	Doc: `HTML §4.10.5: the placeholder attribute, where input takes it, and the
value attribute of an input in the Text, Search, Telephone and Password
states must not contain U+000A LINE FEED or U+000D CARRIAGE RETURN.
(textarea's placeholder may: a textarea has many lines.) The list comes
from the element tables' "one line" value type.

Browsers strip the line breaks: from the hint before they show it, and
from the value by these states' value sanitization, so the lines run
together ("line one\nline two" becomes "line oneline two"). The fix
removes them, which is what browsers show and submit; put a space in
their place if the words should stay apart.`,
	Valid:   `<input placeholder="Search the site"> <input type="search" value="html attributes">`,
	Invalid: "<input placeholder=\"line one\nline two\">",
	Targets: oneLineTargets,
	Check: func(a *lint.Attr) {
		if !conditionsHold(a, oneLineConds) {
			return
		}
		i := strings.IndexAny(a.Value, "\r\n")
		if i < 0 {
			return
		}
		end := i + 1
		if a.Value[i] == '\r' && end < len(a.Value) && a.Value[end] == '\n' {
			end++
		}
		stripped := stripNewlines(a.Value)
		a.Report(lint.Finding{Offset: i, End: end, Message: fmt.Sprintf("%s on <%s> must not contain a line break", a.Name, a.Element),
			Browser: fmt.Sprintf("browsers remove the line breaks and use %q", stripped),
			Fix:     &lint.ValueFix{Value: stripped, Message: "remove the line breaks, as browsers do"}})
	},
}

// stripNewlines is Infra's "strip newlines": every LF and CR removed.
func stripNewlines(s string) string { return strings.NewReplacer("\r", "", "\n", "").Replace(s) }
