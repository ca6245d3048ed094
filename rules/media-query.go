package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// MediaQuery checks media attributes.
var MediaQuery = &lint.Rule{
	ID:       "media-query",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#mq",
	Severity: lint.Error,
	Summary:  "media attributes of link, style, source and meta must be valid media query lists",
	Doc: `HTML §2.3 ("Media queries") and §4.2.4: a media attribute must be a valid media query list
(Media Queries 4, <media-query-list>): media types all, print or screen,
"not"/"only", features in parentheses with values of the right type
("(min-width: 40em)", "(orientation: landscape)", "(400px <= width <=
700px)"), joined with "and" or "or", queries separated by commas. The
media features the Compatibility Standard defines for the web's sake are
valid too: -webkit-device-pixel-ratio (without min-/max- prefixes), its
aliases -webkit-min-device-pixel-ratio and -webkit-max-device-pixel-ratio,
and -webkit-transform-3d.

Browsers turn each malformed query into "not all", which matches nothing:
a stylesheet whose only query is malformed never applies.`,
	Valid:   `<link rel="stylesheet" href="a.css" media="screen and (min-width: 40em), print">`,
	Invalid: `<link rel="stylesheet" href="a.css" media="screen and(min-width: 40em)">`,
	Targets: lint.On("media", "link", "style", "source", "meta"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidMediaQueryList(a.Value); err != nil {
			f := errFinding(err, "invalid media query list")
			f.Browser = "browsers read it as \"" + microsyntax.ParseMediaQueryList(a.Value).String() + "\""
			a.Report(f)
		}
	},
}
