package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// MetaRefresh checks the content of a refresh pragma.
var MetaRefresh = &lint.Rule{
	ID:       "meta-refresh",
	Family:   "meta",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-refresh",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  `meta http-equiv="refresh" content must be seconds, optionally followed by "; url=" and a URL`,
	Doc: `HTML §4.2.5.3 (the Refresh state): the content attribute holds a valid
non-negative integer, alone (reload after that many seconds) or followed by
';', one or more spaces, "url=" (in any case) and a URL that does not start
with a quote.

Browsers read it more loosely (the shared declarative refresh steps): the
fraction of "1.5" is dropped, any of ';', ',' and spaces separates the URL,
"url=" may be left out (then "5; href=/x" loads the relative URL
"href=/x"), and quotes around the URL are stripped, the URL ending at the
closing one. A value that does not start with a digit, or whose number is
followed by anything else, is ignored: the page never refreshes.

The fix rewrites a value browsers read as intended ("5;url=/x", "5 ;
URL='/x'", "2.5") into the form browsers read the same way ("5; url=/x",
"2"); a value without "url" before its URL gets no fix, since what it loads
is unlikely to be what was meant.`,
	Valid:    `<meta http-equiv="refresh" content="5; url=https://example.com/">`,
	Invalid:  `<meta http-equiv="refresh" content="5;url=https://example.com/">`,
	Elements: []string{"meta"},
	Element: func(e *lint.Element) {
		v, ok := pragmaContent(e, "refresh")
		if !ok {
			return
		}
		_, _, err := microsyntax.ValidRefresh(v)
		if err == nil {
			return
		}
		f := errFinding(err, "")
		r, read := microsyntax.ParseRefresh(v)
		switch {
		case !read:
			f.Browser = "browsers ignore the pragma: the page never refreshes"
		case !r.HasURL:
			f.Browser = fmt.Sprintf("browsers reload the page after %d s", r.Seconds)
		default:
			f.Browser = fmt.Sprintf("browsers load %q after %d s", r.URL, r.Seconds)
		}
		if fixed, ok := refreshAsRead(v, r, read); ok {
			f.Fix = &lint.ValueFix{Value: fixed, Message: "write it as browsers read it: " + fixed}
		}
		e.Report("content", f)
	},
}

// refreshAsRead is the valid refresh value that browsers read as they
// read v, when v names its URL with "url=" (or has none).
func refreshAsRead(v string, r microsyntax.Refresh, read bool) (string, bool) {
	if !read {
		return "", false
	}
	out := fmt.Sprint(r.Seconds)
	if r.HasURL {
		head := v[:r.URLOffset]
		if i := strings.LastIndexByte(head, '='); i < 0 || !strings.Contains(strings.ToLower(head[:i]), "url") {
			return "", false
		}
		out += "; url=" + r.URL
	}
	if _, _, err := microsyntax.ValidRefresh(out); err != nil {
		return "", false
	}
	if r2, ok := microsyntax.ParseRefresh(out); !ok || r2.Seconds != r.Seconds || r2.URL != r.URL {
		return "", false
	}
	return out, true
}
