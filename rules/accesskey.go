package rules

import (
	"fmt"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Accesskey checks accesskey.
var Accesskey = &lint.Rule{
	ID:       "accesskey",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/interaction.html#the-accesskey-attribute",
	Severity: lint.Error,
	Summary:  "accesskey must be unique space-separated single characters",
	Doc: `HTML §6.7.2: accesskey is an ordered set of unique space-separated
tokens, each exactly one code point long. Browsers pick the first key
they can use; a repeated or longer token never works.`,
	Valid:   `<a href="/" accesskey="h 1">Home</a>`,
	Invalid: `<a href="/" accesskey="home h h">Home</a>`,
	Targets: lint.On("accesskey", "*"),
	Check: func(a *lint.Attr) {
		var seen microsyntax.TokenSeen // keys are compared exactly ("identical")
		n := 0
		for off, tok := range microsyntax.SpaceTokens(a.Value) {
			if utf8.RuneCountInString(tok) != 1 {
				a.Report(lint.Finding{Offset: off, End: off + len(tok),
					Message: fmt.Sprintf("access key %q must be exactly one character", tok)})
				return
			}
			if seen.Add(off, tok) >= 0 {
				a.Report(lint.Finding{Offset: off, End: off + len(tok),
					Message: fmt.Sprintf("access key %q is given twice", tok)})
				return
			}
			n++
		}
		if n == 0 {
			a.Report(lint.Finding{Whole: true, Message: "accesskey must name at least one key"})
		}
	},
}
