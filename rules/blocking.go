package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// blockingTokens are the possible blocking tokens (HTML §2.5.8).
var blockingTokens = &microsyntax.TokenSet{Unique: true, Allowed: []string{"render"}}

// Blocking checks the blocking attribute of link, script and style.
var Blocking = &lint.Rule{
	ID:       "blocking",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#blocking-attributes",
	Severity: lint.Error,
	Summary:  "blocking must be a set of unique known tokens (\"render\")",
	Doc: `HTML §2.5.8: blocking is an unordered set of unique space-separated
tokens, each ASCII case-insensitively one of the possible blocking tokens;
the standard defines one, "render". Browsers ignore unknown tokens, so a
misspelt one leaves rendering unblocked.`,
	Valid:   `<link rel="stylesheet" href="a.css" blocking="render">`,
	Invalid: `<script src="a.js" blocking="rendering"></script>`,
	Targets: lint.On("blocking", "link", "script", "style"),
	Check: func(a *lint.Attr) {
		if err := blockingTokens.Valid(a.Value); err != nil {
			f := errFinding(err, "invalid blocking")
			f.Browser = "browsers ignore unknown tokens"
			a.Report(f)
		}
	},
}
