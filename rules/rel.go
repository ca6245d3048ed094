package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// relKeywords lists, per element, the link types the standard defines
// (HTML §4.6.7) that are allowed there. A defined type used on an element
// that does not allow it is an error; types the standard does not define
// may be registered extensions and are left alone.
var relKeywords = map[string][]string{
	"link": {"alternate", "canonical", "author", "dns-prefetch", "expect", "help", "icon", "manifest",
		"modulepreload", "license", "next", "pingback", "preconnect", "prefetch", "preload", "prev",
		"privacy-policy", "search", "stylesheet", "terms-of-service"},
	"a": {"alternate", "author", "bookmark", "external", "help", "license", "next", "nofollow",
		"noopener", "noreferrer", "opener", "prev", "privacy-policy", "search", "tag", "terms-of-service"},
	"form": {"external", "help", "license", "next", "nofollow", "noopener", "noreferrer", "opener", "prev", "search"},
}

func init() { relKeywords["area"] = relKeywords["a"] }

// relDefined reports whether tok is a link type the standard defines.
func relDefined(tok string) bool {
	for _, list := range relKeywords {
		for _, k := range list {
			if microsyntax.EqualFoldASCII(k, tok) {
				return true
			}
		}
	}
	return false
}

// Rel checks rel on link, a, area and form.
var Rel = &lint.Rule{
	ID:       "rel",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/links.html#linkTypes",
	Severity: lint.Error,
	Summary:  "rel must be unique link types allowed on the element (stylesheet on <a> does nothing)",
	Doc: `HTML §4.6.7: rel is an unordered set of unique space-separated tokens
(ASCII case-insensitive). Each link type the standard defines is allowed
on some elements only: stylesheet, icon, preload and the like on link;
bookmark, nofollow and tag on a and area; and so on. A defined type on an
element that does not allow it has no effect in browsers. Types the
standard does not define may be registered extensions and are not
reported.`,
	Valid:   `<a href="/next" rel="next nofollow">Next</a> <link rel="stylesheet" href="a.css">`,
	Invalid: `<a href="a.css" rel="stylesheet">Styles</a> <link rel="icon icon" href="a.png">`,
	Targets: lint.On("rel", "link", "a", "area", "form"),
	Check: func(a *lint.Attr) {
		allowed := relKeywords[a.Element]
		seen := microsyntax.TokenSeen{Fold: true}
		for off, tok := range microsyntax.SpaceTokens(a.Value) {
			if seen.Add(off, tok) >= 0 {
				a.Report(lint.Finding{Offset: off, End: off + len(tok),
					Message: fmt.Sprintf("link type %q is given twice", tok)})
				return
			}
			if !relDefined(tok) {
				continue
			}
			ok := false
			for _, k := range allowed {
				if microsyntax.EqualFoldASCII(k, tok) {
					ok = true
				}
			}
			if !ok {
				a.Report(lint.Finding{Offset: off, End: off + len(tok),
					Message: fmt.Sprintf("link type %q is not allowed on <%s>", strings.ToLower(tok), a.Element),
					Browser: "browsers ignore it here"})
			}
		}
	},
}
