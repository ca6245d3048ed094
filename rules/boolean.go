package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// booleanTargets lists the standard's boolean attributes (generated in
// package spec from its sources and corrections).
func booleanTargets() []lint.Target {
	var t []lint.Target
	for el, attrs := range spec.BooleanAttributes {
		for _, a := range attrs {
			t = append(t, lint.Target{Element: el, Attr: a})
		}
	}
	return t
}

// falseWords are values authors write meaning "off". Browsers read them as
// on, so the intent is unclear and no fix is applied for them.
var falseWords = []string{"false", "no", "off", "0", "none"}

// Boolean checks the values of boolean attributes.
var Boolean = &lint.Rule{
	ID:       "boolean",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "a boolean attribute's value must be empty or its own name; \"false\" still means true",
	Doc: `HTML §2.3.2: a boolean attribute is true when present and false when
absent. If it has a value, the value must be the empty string or an ASCII
case-insensitive match for the attribute's name, with no whitespace around
it. "true" and "false" are not allowed.

Browsers look only at presence: disabled="false" is disabled. For values
that say "off" (false, no, off, 0) the intent is unclear, so attrlint only
suggests removing the attribute; for any other value the fix writes the
attribute bare, which changes nothing in browsers.`,
	Valid:   `<input type="checkbox" checked> <button disabled="disabled">x</button> <input required="">`,
	Invalid: `<input type="checkbox" checked="true"> <button disabled="false">x</button>`,
	Targets: booleanTargets(),
	Check:   checkBoolean,
}

func checkBoolean(a *lint.Attr) {
	err := microsyntax.ValidBoolean(a.Value, a.Name)
	if err == nil {
		return
	}
	f := errFinding(err, fmt.Sprintf("%s is a boolean attribute", a.Name))
	f.Offset, f.End, f.Whole = 0, 0, true
	for _, w := range falseWords {
		if strings.EqualFold(strings.TrimSpace(a.Value), w) {
			f.Message = fmt.Sprintf("%s=%q does not turn %s off: the attribute's presence alone makes it true", a.Name, a.Value, a.Name)
			f.Browser = fmt.Sprintf("browsers treat the element as %s", a.Name)
			f.Suggest = &lint.ValueFix{Remove: true, Message: fmt.Sprintf("remove %s if it should be off", a.Name)}
			a.Report(f)
			return
		}
	}
	f.Browser = fmt.Sprintf("browsers ignore the value: the element is %s", a.Name)
	f.Fix = &lint.ValueFix{Drop: true, Message: fmt.Sprintf("write %s without a value, which browsers read the same way", a.Name)}
	a.Report(f)
}
