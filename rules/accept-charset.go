package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html/charset"
)

// AcceptCharset checks a form's accept-charset.
var AcceptCharset = &lint.Rule{
	ID:       "accept-charset",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/forms.html#attr-form-accept-charset",
	Severity: lint.Error,
	Summary:  `form accept-charset, if present, must be "UTF-8"`,
	Doc: `HTML §4.10.3: the accept-charset attribute of form, if specified, must be
an ASCII case-insensitive match for "UTF-8". (It once listed several
encodings; UTF-8 is the only one a form should use.)

Browsers split the value at whitespace, submit the form in the first
encoding whose label they know (any of the WHATWG Encoding Standard's
labels), and in UTF-8 when they know none: "iso-8859-1" sends the form in
windows-1252, which cannot hold most of the world's characters, so the
server receives them as character references.`,
	Valid:   `<form accept-charset="utf-8"></form>`,
	Invalid: `<form accept-charset="iso-8859-1"></form> <form accept-charset="utf-8 iso-8859-1"></form>`,
	Targets: lint.On("accept-charset", "form"),
	Check: func(a *lint.Attr) {
		if microsyntax.EqualFoldASCII(a.Value, "utf-8") {
			return
		}
		f := lint.Finding{Whole: true, Message: fmt.Sprintf(`accept-charset must be "UTF-8", not %q`, a.Value),
			Suggest: &lint.ValueFix{Value: "UTF-8", Message: "write UTF-8"}}
		used := "UTF-8"
		for _, label := range microsyntax.SplitSpaceTokens(a.Value) {
			if _, name := charset.Lookup(label); name != "" {
				used = name
				break
			}
		}
		if strings.EqualFold(used, "utf-8") {
			f.Browser = "browsers submit the form in UTF-8"
		} else {
			f.Browser = fmt.Sprintf("browsers submit the form in %s: characters it cannot hold reach the server as character references", used)
		}
		a.Report(f)
	},
}
