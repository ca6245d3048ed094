package rules

import (
	"errors"
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// urlAttr is what the url rule knows of an attribute whose value is a
// URL, or a list of them, from its value type.
type urlAttr struct {
	// nonEmpty: a "valid non-empty URL potentially surrounded by spaces".
	nonEmpty bool
	// absolute: the URL must be absolute ("valid absolute URL").
	absolute bool
	// list: a set of space-separated tokens, each a URL.
	list bool
	// when, if not "", is the selector the element must match for the
	// value to be a URL (input's value, a URL in the URL state).
	when string
	// text: browsers use the value as a string, not as a parsed URL
	// (microdata item types, an input's value), so no rewrite keeps
	// behaviour: fixes are only suggestions.
	text bool
}

// urlTypes are the URL value types of the element tables (HTML §2.4.1,
// microdata §5.2), with what each says of the value.
var urlTypes = map[string]urlAttr{
	"URL":                         {},
	"BaseURL":                     {},
	"NonEmptyURL":                 {nonEmpty: true},
	"tokens(space,HTTPSchemaURL)": {nonEmpty: true, list: true},
	"tokens(space,AbsoluteURL)":   {nonEmpty: true, absolute: true, list: true, text: true},
	"AbsoluteURLOrEmpty":          {absolute: true, text: true},
}

// urlUnchecked are the attributes typed URL that the rule leaves alone,
// with why.
var urlUnchecked = map[lint.Target]string{
	{Element: "*", Attr: "xmlns"}:    "its one conforming value is fixed (HTML §13.1.2.3: http://www.w3.org/1999/xhtml), which is more than a URL",
	{Element: "html", Attr: "xmlns"}: "its one conforming value is fixed (HTML §13.1.2.3: http://www.w3.org/1999/xhtml), which is more than a URL",
	{Element: "*", Attr: "resource"}: "HTML+RDFa lets it hold a CURIE (\"[schema:Person]\") as well as a URL (RDFa Core 1.1 §7.4)",
}

// urlAttrs are the URL attributes by target, obsolete ones included:
// browsers that use them resolve them (HTML §16.2).
var urlAttrs = func() byTarget[urlAttr] {
	m := byTarget[urlAttr]{}
	for _, a := range typedAttrs {
		u, ok := urlTypes[a.Type]
		if _, skip := urlUnchecked[a.Target]; ok && !skip {
			u.when = a.When
			m[a.Target] = u
		}
	}
	return m
}()

// URL checks the URLs of href, src, cite, action and the other URL
// attributes.
var URL = &lint.Rule{
	ID:       "url",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-url-potentially-surrounded-by-spaces",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  "href, src, cite, action, formaction, poster, data, ping, itemid, itemtype and the other URL attributes must hold valid URL strings (URL Standard)",
	Doc: `HTML §2.4.1: these attributes hold a "valid URL potentially surrounded by
spaces" (href on a, area and base; cite; itemid), a "valid non-empty URL
potentially surrounded by spaces" (href on link, src, action,
formaction, data, poster), a list of them (ping), or absolute URLs
(itemtype, the value of input type=url). A valid URL string is defined
by the URL Standard's "URL writing" section: a scheme such as "https:",
then for http, https, ws, wss and ftp "//" and a valid host (a domain
that passes UTS 46 with the strict flags, an IPv4 address as four
decimal numbers, or an IPv6 address in brackets), an optional port up to
65535, a path, a query and a fragment of URL code points and
percent-encoded bytes; or a relative URL ("page.html", "/a/b", "?q",
"#top", "//host/path"), resolved against the page's base URL, which
attrlint takes to be an http(s) or file URL. A user name and password
("user:pass@") cannot be written in a valid URL. Validity is decided by
the productions of that section as of July 2026: a path may have empty
segments ("a//b"), "foo://" has an empty host, a host that ends in a
number must be an IPv4 address ("example.255" is neither), and an IPv6
piece has no leading zero.

Browsers parse most invalid URLs anyway, often not as meant: they
remove tabs and line breaks, read "\" as "/" in http(s) URLs,
percent-encode spaces and some other characters, and keep others (a "|",
a lone "%") as they are. A bad host or port makes the URL fail to
parse: the link goes nowhere and the resource is not fetched. Each
message says which of these happens. An empty src or href on link
resolves to the page itself.

The fix applies only rewrites the URL parser makes itself, so browsers
use the same URL: removing tabs and line breaks, "/" for "\" in the path
of an http(s) URL, and percent-encoding where the parser does ("a b" to
"a%20b"). Other rewrites ("|" to "%7C", "%" to "%25") are suggestions.
An empty action on form is removed: browsers submit to the page's URL
either way.`,
	Valid: `<a href="https://example.org/a?b=c#d">x</a> <a href="../img/%20a.png">x</a> <img src=" photo.jpg " alt="">
<a href="#top">x</a> <a href="mailto:someone@example.org">x</a> <a href="">x</a>`,
	Invalid: `<a href="http://example.org:8o/">x</a> <a href="/a b/">x</a> <img src="" alt="">
<a href="https:\\example.org\a">x</a> <a href="http://user:pass@example.org/">x</a>`,
	Targets: urlAttrs.targets(),
	Check:   checkURL,
}

func checkURL(a *lint.Attr) {
	u, ok := urlAttrs.lookup(a.Element, a.Name)
	if !ok {
		return
	}
	if u.when != "" {
		// An input's value may be empty whatever its type.
		if a.Value == "" || spec.MatchCondition(u.when, subject{a.Node, a.Templated}) != spec.True {
			return
		}
	}
	base := microsyntax.BaseSpecial
	if u.absolute {
		base = microsyntax.BaseNone
	}
	if !u.list {
		checkOneURL(a, u, 0, a.Value, base)
		return
	}
	n := 0
	for off, tok := range microsyntax.SpaceTokens(a.Value) {
		n++
		checkOneURL(a, u, off, tok, base)
	}
	if n == 0 && u.nonEmpty {
		a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("%s must hold at least one URL", a.Name),
			Browser: emptyURLBrowser(a)})
	}
}

// checkOneURL checks the URL v at offset off of the attribute's value.
func checkOneURL(a *lint.Attr, u urlAttr, off int, v string, base microsyntax.URLBase) {
	err := microsyntax.ValidURLSurroundedBySpaces(v, base, u.nonEmpty)
	if err == nil {
		checkURLScheme(a, off, v)
		return
	}
	f := errFinding(err, "")
	f.Offset, f.End = off+f.Offset, off+f.End
	// What the URL parser does there, which ValidURLSurroundedBySpaces
	// says in its *URLError.
	var ue microsyntax.URLError
	if e := (*microsyntax.URLError)(nil); errors.As(err, &e) {
		ue = *e
	}
	f.Browser = ue.Browser
	if strings.TrimSpace(v) == "" && u.nonEmpty {
		f.Message = fmt.Sprintf("%s on <%s> must not be empty", a.Name, a.Element)
		f.Browser = emptyURLBrowser(a)
		if a.Element == "form" && a.Name == "action" {
			// An action of "" and no action both submit to the document's
			// URL (HTML §4.10.21.3 step 13); one of spaces resolves
			// against the base URL instead.
			rm := &lint.ValueFix{Remove: true, Message: "remove the empty action: browsers submit to the page's URL either way"}
			if a.Value == "" {
				f.Fix = rm
			} else {
				f.Suggest = rm
			}
		}
		a.Report(f)
		return
	}
	// For an absolute URL that browsers parse, say what they make of it.
	if t := strings.Trim(v, " \t\n\f\r"); !ue.Fatal && !u.text && len(t) <= 200 && microsyntax.URLScheme(t) != "" {
		if u, err := microsyntax.ParseURL(t, nil); err == nil && u.String() != t {
			f.Browser += "; they read the URL as " + u.String()
		}
	}
	switch {
	case ue.Fatal && a.Name == "value":
		f.Browser = "browsers mark the field invalid (a type mismatch), so the form is not submitted until it is changed"
	case ue.Fatal && ue.Browser != "":
		f.Browser += failureConsequence(a)
	}
	if fixed, certain, ok := microsyntax.RepairURL(v, base); ok {
		vf := &lint.ValueFix{Message: fmt.Sprintf("write %q", strings.TrimSpace(fixed)), Value: a.Value[:off] + fixed + a.Value[off+len(v):]}
		if certain && !u.text {
			vf.Message += ", which browsers read the same way"
			f.Fix = vf
		} else {
			f.Suggest = vf
		}
	}
	a.Report(f)
}

// checkURLScheme checks what a valid URL string leaves open: a data: URL
// must have the comma that ends its media type (RFC 2397; Fetch's data:
// URL processor fails without it), and ping URLs must be http(s) (HTML
// §4.6.6).
func checkURLScheme(a *lint.Attr, off int, v string) {
	start, end := trimSpaceBounds(v)
	u := v[start:end]
	scheme := microsyntax.URLScheme(u)
	switch {
	case scheme == "":
		return
	case strings.EqualFold(scheme, "data") && !strings.Contains(u, ","):
		a.Report(lint.Finding{Offset: off + start, End: off + end,
			Message: `a data: URL needs a "," between its media type and its data (RFC 2397)`,
			Browser: "browsers fail to fetch it"})
	case a.Name == "ping" && !strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https"):
		a.Report(lint.Finding{Offset: off + start, End: off + start + len(scheme),
			Message: fmt.Sprintf("a ping URL must be http: or https:, not %s:", scheme),
			Browser: "browsers do not send the ping"})
	}
}

// failureConsequence says what a URL that fails to parse means for this
// attribute.
func failureConsequence(a *lint.Attr) string {
	switch a.Name {
	case "href":
		if a.Element == "link" {
			return ", so the linked resource is not fetched"
		}
		if a.Element == "base" {
			return ", so the document keeps its own URL as its base"
		}
		return ", so following the link does nothing"
	case "src", "data", "poster", "background":
		return ", so nothing is fetched"
	case "action", "formaction":
		return ", so submitting the form does nothing"
	case "ping":
		return ", so no ping is sent"
	}
	return ""
}

// emptyURLBrowser says what browsers do with an empty URL here.
func emptyURLBrowser(a *lint.Attr) string {
	switch {
	case a.Name == "src" && (a.Element == "img" || a.Element == "input"):
		return "browsers fetch nothing and fire an error event"
	case a.Name == "src" && a.Element == "iframe":
		return "browsers load about:blank"
	case a.Name == "src" && a.Element == "script":
		return "browsers fire an error event and run nothing"
	case a.Name == "action" || a.Name == "formaction":
		return "browsers submit to the page's own URL"
	case a.Name == "href" && a.Element == "link":
		return "browsers fetch nothing for this link"
	case a.Name == "itemtype":
		return ""
	}
	return "browsers resolve an empty URL to the page's own URL"
}
