package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// FormControlName checks the name of form controls.
var FormControlName = &lint.Rule{
	ID:       "form-control-name",
	Family:   "values",
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
