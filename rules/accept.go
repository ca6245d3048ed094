package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Accept checks input@accept.
var Accept = &lint.Rule{
	ID:       "accept",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/input.html#attr-input-accept",
	Severity: lint.Error,
	Summary:  "input@accept must be comma-separated MIME types (no parameters), audio/*, video/*, image/* or .extensions, without repeats",
	Doc: `HTML §4.10.5.1.18: accept is a set of comma-separated tokens, each an
ASCII case-insensitive match for audio/*, video/* or image/*, a valid MIME
type string with no parameters, or a string starting with "." (a file
extension); no token may repeat. Browsers skip tokens they do not
understand when they filter the file chooser.`,
	Valid:   `<input type="file" accept="image/*,.pdf,application/json">`,
	Invalid: `<input type="file" accept="images, pdf, .pdf, .PDF">`,
	Targets: lint.On("accept", "input"),
	Check: func(a *lint.Attr) {
		seen := microsyntax.TokenSeen{Fold: true}
		for off, tok := range microsyntax.CommaTokens(a.Value) {
			if msg := acceptTokenProblem(tok); msg != "" {
				a.Report(lint.Finding{Offset: off, End: off + max(len(tok), 1), Message: msg,
					Browser: "browsers ignore this token when they filter files"})
				return
			}
			if seen.Add(off, tok) >= 0 {
				a.Report(lint.Finding{Offset: off, End: off + len(tok), Message: fmt.Sprintf("%q is given twice", tok)})
				return
			}
		}
	},
}

func acceptTokenProblem(tok string) string {
	switch {
	case tok == "":
		return "empty entry: remove the extra comma"
	case tok[0] == '.':
		return ""
	case microsyntax.EqualFoldASCII(tok, "audio/*"), microsyntax.EqualFoldASCII(tok, "video/*"), microsyntax.EqualFoldASCII(tok, "image/*"):
		return ""
	}
	if !strings.Contains(tok, "/") {
		return fmt.Sprintf("%q is neither a MIME type (type/subtype) nor a file extension starting with \".\"", tok)
	}
	if microsyntax.ValidMIMETypeNoParams(tok) != nil {
		return fmt.Sprintf("%q is not a valid MIME type without parameters", tok)
	}
	return ""
}
