package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// oneLineTargets are the attributes whose value must hold no line break.
var (
	oneLineTargets = targetsOf(typed(false, "OneLineAny"))
	oneLineConds   = conditionsOf(typed(false, "OneLineAny"))
)

// OneLine checks the attributes whose value must be on one line.
var OneLine = &lint.Rule{
	ID:       "one-line",
	Family:   "values",
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
