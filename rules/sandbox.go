package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// sandboxTokens are the keywords of iframe@sandbox, from the table (HTML
// §4.8.5, and the keywords other specifications add: the reason of its
// row in data/corrections/attributes.json names each one's source).
var sandboxTokens = &microsyntax.TokenSet{Unique: true,
	Allowed: tokenKeywords(spec.Lookup(spec.HTML, "iframe").Attr("sandbox").Type)}

// Sandbox checks iframe@sandbox.
var Sandbox = &lint.Rule{
	ID:       "sandbox",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox",
	Severity: lint.Error,
	Summary:  "iframe@sandbox must be a set of unique, known allow-* keywords",
	Doc: `HTML §4.8.5: sandbox is an unordered set of unique space-separated
tokens, each an ASCII case-insensitive match for one of allow-downloads,
allow-forms, allow-modals, allow-orientation-lock, allow-pointer-lock,
allow-popups, allow-popups-to-escape-sandbox, allow-presentation,
allow-same-origin, allow-scripts, allow-top-navigation,
allow-top-navigation-by-user-activation and
allow-top-navigation-to-custom-protocols, or of the keywords other
specifications add and browsers ship: allow-storage-access-by-user-activation
(the Storage Access API).

Browsers ignore unknown keywords, so a misspelt one silently keeps the
restriction it meant to lift.`,
	Valid:   `<iframe src="a.html" sandbox="allow-scripts allow-forms allow-storage-access-by-user-activation"></iframe>`,
	Invalid: `<iframe src="a.html" sandbox="allow-script allow-forms allow-forms"></iframe>`,
	Targets: lint.On("sandbox", "iframe"),
	Check: func(a *lint.Attr) {
		if err := sandboxTokens.Valid(a.Value); err != nil {
			f := errFinding(err, "invalid sandbox")
			f.Browser = "browsers ignore unknown keywords and keep that restriction"
			a.Report(f)
		}
	},
}
