package rules

import (
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Email checks the value of input type=email.
var Email = &lint.Rule{
	ID:       "email",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/input.html#email-state-(type=email)",
	Severity: lint.Error,
	Summary:  "the value of input type=email must be a valid e-mail address (with multiple, a comma-separated list of them)",
	Doc: `HTML §4.10.5.1.5: the value attribute of an input in the E-mail state,
if given and not empty, must be a single valid e-mail address, or with
the multiple attribute a valid e-mail address list (addresses separated
by commas). HTML defines its own grammar, simpler than RFC 5322: a local
part of ASCII letters, digits and .!#$%&'*+/=?^_` + "`" + `{|}~-, an "@", and a
domain of labels of letters, digits and inner hyphens separated by dots;
an internationalized domain is written in its xn-- form.

Browsers strip line breaks and surrounding whitespace from the value,
and an invalid default value makes the field invalid (a type mismatch),
so the form is not submitted until the user changes it.`,
	Valid:   `<input type="email" value="someone@example.org"> <input type="email" multiple value="a@example.org, b@example.org">`,
	Invalid: `<input type="email" value="someone at example.org"> <input type="email" value="a@example.org, b@example.org">`,
	Targets: lint.On("value", "input"),
	Check: func(a *lint.Attr) {
		if t, _ := a.Get("type"); !microsyntax.EqualFoldASCII(strings.TrimSpace(t), "email") {
			return
		}
		// The value sanitization algorithm strips newlines and, for a single
		// address, leading and trailing whitespace.
		v := strings.NewReplacer("\n", "", "\r", "").Replace(a.Value)
		if v != a.Value {
			return // offsets would not match; rare enough not to check
		}
		start, end := trimSpaceBounds(v)
		if start == end {
			return
		}
		var err error
		if _, multiple := a.Get("multiple"); multiple {
			err = microsyntax.ValidEmailList(v)
		} else {
			err = microsyntax.ValidEmail(v[start:end])
		}
		if err != nil {
			f := errFinding(err, "invalid e-mail address")
			if _, multiple := a.Get("multiple"); !multiple {
				f.Offset, f.End = f.Offset+start, f.End+start // ValidEmail read v without its spaces
			}
			f.Browser = "browsers mark the field invalid (a type mismatch), so the form is not submitted until it is changed"
			if _, multiple := a.Get("multiple"); !multiple && strings.Contains(v, ",") {
				f.Message += " (several addresses need the multiple attribute)"
			}
			a.Report(f)
		}
	},
}
