package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// MetaRefresh checks the content of a refresh pragma.
var MetaRefresh = &lint.Rule{
	ID:       "meta-refresh",
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
		equiv, _ := e.Get("http-equiv")
		v, ok := e.Get("content")
		if !ok || !microsyntax.EqualFoldASCII(strings.TrimSpace(equiv), "refresh") {
			return
		}
		_, _, err := microsyntax.ValidRefresh(v)
		if err == nil {
			return
		}
		me := err.(*microsyntax.Error)
		f := lint.Finding{Offset: me.Offset, End: me.End, Message: me.Reason}
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

// utf8Labels are the Encoding Standard's labels of UTF-8: the only
// encoding a document may declare, under other names.
var utf8Labels = []string{"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"}

// Charset checks the character encoding declarations of a document.
var Charset = &lint.Rule{
	ID:       "charset",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#character-encoding-declaration",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  `an encoding declaration must say utf-8, be the only one and end within the first 1024 bytes`,
	Doc: `HTML §4.2.5.4: a document declares its encoding with <meta charset> or
<meta http-equiv="content-type" content="text/html; charset=utf-8">, never
both and never twice, and the declaration must say utf-8 (in any case):
UTF-8 is the only encoding a document may use. The element must be
serialized completely within the first 1024 bytes, since that is all
browsers read when they look for it before parsing (the prescan). The
charset attribute on script, obsolete, must say utf-8 too when present.

Browsers use the first declaration they find; a later one is ignored. A
label other than utf-8 makes them decode the page with that encoding (or
ignore the declaration when the label is unknown), which garbles every
non-ASCII character written in UTF-8. The fix only renames another label of
UTF-8 itself ("utf8", "unicode-1-1-utf-8") to "utf-8". In a partial, or
after template syntax, the 1024-byte limit is not checked, since the
rendered page's bytes are unknown.`,
	Valid:    `<meta charset="UTF-8"><title>x</title>`,
	Invalid:  `<meta charset="iso-8859-1"><meta charset="utf-8">`,
	Document: checkCharset,
}

func checkCharset(d *lint.Doc) {
	var decls []*html.Node
	for _, n := range d.Elements {
		switch n.Data {
		case "meta":
			if v, ok := lint.GetAttr(n, "charset"); ok {
				decls = append(decls, n)
				checkCharsetLabel(d, n, "charset", v, 0)
			} else if equiv, ok := lint.GetAttr(n, "http-equiv"); ok && microsyntax.EqualFoldASCII(strings.TrimSpace(equiv), "content-type") {
				decls = append(decls, n)
				checkContentType(d, n)
			}
		case "script":
			if v, ok := lint.GetAttr(n, "charset"); ok {
				checkCharsetLabel(d, n, "charset", v, 0)
			}
		}
	}
	for i, n := range decls {
		attr := "charset"
		if _, ok := lint.GetAttr(n, "charset"); !ok {
			attr = "content"
		}
		if first := firstCoexisting(d, decls[:i+1], n); first != nil {
			where := ""
			if line, col := d.Position(first, ""); line > 0 {
				where = fmt.Sprintf(" at %d:%d", line, col)
			}
			d.Report(n, attr, lint.Finding{Whole: true,
				Message: "a document must declare its encoding once; the first declaration is" + where,
				Browser: "browsers use the first declaration and ignore this one",
				Related: []lint.Related{{Node: first, Message: "the first encoding declaration"}}})
			continue
		}
		if i > 0 || d.Fragment() {
			continue
		}
		if end := d.TagEnd(n); end > 1024 && !d.TemplatedBefore(end) {
			d.Report(n, attr, lint.Finding{Whole: true,
				Message: fmt.Sprintf("the encoding declaration must end within the first 1024 bytes of the document; this one ends at byte %d", end),
				Browser: "browsers look for it in the first 1024 bytes only, and may decode the page with a guessed encoding"})
		}
	}
}

// checkCharsetLabel reports a label other than utf-8 at value offset off.
func checkCharsetLabel(d *lint.Doc, n *html.Node, attr, label string, off int) {
	if d.Templated(label) || microsyntax.EqualFoldASCII(label, "utf-8") {
		return
	}
	f := lint.Finding{Offset: off, End: off + len(label)}
	trimmed := strings.Trim(label, " \t\n\f\r")
	isUTF8 := false
	for _, l := range utf8Labels {
		isUTF8 = isUTF8 || microsyntax.EqualFoldASCII(trimmed, l)
	}
	switch {
	case label == "":
		f.Message = "the encoding is empty: it must be utf-8"
		f.Browser = "browsers ignore the declaration"
	case isUTF8:
		f.Message = fmt.Sprintf("%q names UTF-8, but the declaration must say utf-8", label)
		f.Browser = "browsers decode the page as UTF-8"
		if off == 0 && attr == "charset" {
			f.Fix = &lint.ValueFix{Value: "utf-8", Message: `write "utf-8"`}
		}
	default:
		f.Message = fmt.Sprintf("the encoding must be utf-8, not %q", label)
		f.Browser = "browsers decode with the encoding this label names (or ignore an unknown label), garbling text written in UTF-8"
	}
	d.Report(n, attr, f)
}

// checkContentType checks the content of a content-type pragma:
// "text/html;", optional whitespace, "charset=utf-8", in any case.
func checkContentType(d *lint.Doc, n *html.Node) {
	v, ok := lint.GetAttr(n, "content")
	if !ok || d.Templated(v) {
		return
	}
	const head = "text/html;"
	if len(v) < len(head) || !microsyntax.EqualFoldASCII(v[:len(head)], head) {
		d.Report(n, "content", lint.Finding{Whole: true,
			Message: `the content-type pragma must say "text/html; charset=utf-8"`,
			Browser: "browsers look for charset= anywhere in the value"})
		return
	}
	i := len(head)
	for i < len(v) && strings.IndexByte(" \t\n\f\r", v[i]) >= 0 {
		i++
	}
	const cs = "charset="
	if len(v)-i < len(cs) || !microsyntax.EqualFoldASCII(v[i:i+len(cs)], cs) {
		d.Report(n, "content", lint.Finding{Offset: i, End: len(v),
			Message: `"text/html;" must be followed by "charset=utf-8"`})
		return
	}
	checkCharsetLabel(d, n, "content", v[i+len(cs):], i+len(cs))
}

// cspMetaIgnored are the directives a policy delivered by a meta element
// cannot hold (CSP3 §3.3): browsers ignore them there.
var cspMetaIgnored = map[string]bool{"frame-ancestors": true, "report-uri": true, "sandbox": true}

// CSP checks the policy of a Content-Security-Policy pragma.
var CSP = &lint.Rule{
	ID:       "csp",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-content-security-policy",
	Severity: lint.Error,
	Summary:  `meta http-equiv="content-security-policy" content must be a valid policy; directives browsers ignore there are warnings`,
	Doc: `HTML §4.2.5.3 (the Content security policy state) and CSP Level 3 §2.2: the
content attribute holds a serialized policy: directives separated by ";"
(policies by ","), each a name of letters, digits and "-" and a value of
printable ASCII. In the directives that take a source list (default-src,
script-src, img-src, base-uri, form-action, frame-ancestors, ...) each
token must be a source expression: a scheme ("https:"), a host with
optional scheme, port and path ("https://*.example.com:443/js/"), a quoted
keyword ('self', 'unsafe-inline', ...), nonce or hash; 'none' stands alone.

Browsers skip a whole directive that holds a character outside ASCII (an
internationalized host must be written in punycode), skip a source
expression they cannot read and keep the rest, ignore 'none' beside other
sources, and ignore a directive named twice in a policy after its first
time. Unknown directives, and frame-ancestors, report-uri and sandbox,
which a meta element cannot deliver, are ignored too: those are warnings,
as are a keyword, nonce or hash written without its quotes ("self"),
which browsers read as a host of that name, and a policy outside head,
which browsers ignore. A directive that takes a source list needs at
least one source ('none' to allow nothing); browsers read an empty one as
'none'.`,
	Valid:    `<meta http-equiv="content-security-policy" content="default-src 'self'; img-src https: data:">`,
	Invalid:  `<meta http-equiv="content-security-policy" content="default-src 'self'; img-src https://例え.com">`,
	Elements: []string{"meta"},
	Element: func(e *lint.Element) {
		equiv, _ := e.Get("http-equiv")
		v, ok := e.Get("content")
		if !ok || !microsyntax.EqualFoldASCII(strings.TrimSpace(equiv), "content-security-policy") {
			return
		}
		directives := microsyntax.ParseCSP(v)
		in := func(off int) *microsyntax.CSPDirective {
			for i := range directives {
				if d := &directives[i]; d.Start <= off && off < d.End {
					return d
				}
			}
			return nil
		}
		if err := microsyntax.ValidCSP(v); err != nil {
			me := err.(*microsyntax.Error)
			f := lint.Finding{Offset: me.Offset, End: me.End, Message: "invalid policy: " + me.Reason}
			d := in(me.Offset)
			switch {
			case d == nil:
			case d.Ignored == "non-ASCII":
				f.Browser = fmt.Sprintf("browsers ignore the whole %s directive", d.Name)
			case strings.Contains(me.Reason, "needs a source list"):
				f.Browser = "browsers read an empty source list as 'none': the directive allows nothing"
			case strings.Contains(me.Reason, "'none'"):
				f.Browser = "browsers ignore 'none' and allow the other sources"
			case me.Offset >= d.NameEnd:
				f.Browser = "browsers skip this source and keep the rest of the directive"
			default:
				f.Browser = "browsers ignore the directive"
			}
			e.Report("content", f)
		}
		if p := e.Node.Parent; p != nil && p.Type == html.ElementNode && p.Data != "head" && !e.Fragment() && !e.TemplatedTag() {
			e.Report("http-equiv", lint.Finding{Whole: true, Warn: true,
				Message: "a Content-Security-Policy meta element must be a child of head",
				Browser: "browsers ignore a policy given outside head"})
		}
		// A long policy may hold thousands of each problem: each kind is
		// listed one by one only when there are a few (see listed).
		report := func(f lint.Finding) { e.Report("content", f) }
		bare := newListed(report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true,
				Message: fmt.Sprintf("%d sources are written without their single quotes, which makes them host names: %s", n, names),
				Browser: "browsers allow hosts of those names, not the sources",
				Suggest: &lint.ValueFix{Value: quoteBareCSP(v, directives), Message: "write them in single quotes"}}
		})
		twice := newListed(report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true, Message: fmt.Sprintf("%d directives are given again in this policy: %s", n, names),
				Browser: "browsers use the first of each and ignore the others"}
		})
		unknown := newListed(report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true, Message: fmt.Sprintf("%d unknown directives: %s", n, names), Browser: "browsers ignore them"}
		})
		for i := range directives {
			d := &directives[i]
			if d.Ignored != "" && d.Ignored != "duplicate" {
				continue
			}
			if microsyntax.CSPKnownDirective(d.Name) {
				for k, tok := range d.Tokens {
					if q, ok := microsyntax.CSPBareKeyword(tok); ok {
						bare.Add(tok, lint.Finding{Offset: d.Starts[k], End: d.Starts[k] + len(tok), Warn: true,
							Message: fmt.Sprintf("%s without quotes is a host name; the source %s is written in single quotes", tok, q),
							Browser: fmt.Sprintf("browsers allow a host named %q, not %s", tok, q),
							Suggest: &lint.ValueFix{Value: v[:d.Starts[k]] + q + v[d.Starts[k]+len(tok):], Message: "write " + q}})
					}
				}
			}
			f := lint.Finding{Offset: d.Start, End: d.NameEnd, Warn: true}
			switch {
			case d.Ignored == "duplicate":
				f.Message = fmt.Sprintf("%s is given twice in this policy", d.Name)
				f.Browser = "browsers use the first and ignore this one"
				twice.Add(d.Name, f)
			case !microsyntax.CSPKnownDirective(d.Name):
				f.Message = fmt.Sprintf("unknown directive %q", d.Name)
				f.Browser = "browsers ignore it"
				f.Message += lint.Suggest(d.Name, microsyntax.CSPDirectives())
				unknown.Add(d.Name, f)
			case cspMetaIgnored[d.Name]:
				f.Message = fmt.Sprintf("%s cannot be delivered by a meta element: send the policy as an HTTP header", d.Name)
				f.Browser = "browsers ignore it here"
				e.Report("content", f)
			}
		}
		bare.Done()
		twice.Done()
		unknown.Done()
	},
}

// quoteBareCSP returns the policy v with every source that
// CSPBareKeyword finds written without its quotes quoted, in the
// directives that the CSP rule checks for them.
func quoteBareCSP(v string, directives []microsyntax.CSPDirective) string {
	var b strings.Builder
	last := 0
	for i := range directives {
		d := &directives[i]
		if d.Ignored != "" && d.Ignored != "duplicate" || !microsyntax.CSPKnownDirective(d.Name) {
			continue
		}
		for k, tok := range d.Tokens {
			if q, ok := microsyntax.CSPBareKeyword(tok); ok {
				b.WriteString(v[last:d.Starts[k]])
				b.WriteString(q)
				last = d.Starts[k] + len(tok)
			}
		}
	}
	b.WriteString(v[last:])
	return b.String()
}

// referrerLegacy are the old values of <meta name="referrer"> that
// browsers still map to a referrer policy (HTML §4.2.5.1, referrer).
var referrerLegacy = map[string]string{
	"never": "no-referrer", "default": "strict-origin-when-cross-origin",
	"always": "unsafe-url", "origin-when-crossorigin": "origin-when-cross-origin",
}

// MetaContent checks the content of the meta names whose value has a
// syntax (referrer, theme-color, color-scheme, viewport and robots) and of
// the x-ua-compatible pragma.
var MetaContent = &lint.Rule{
	ID:       "meta-content",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#standard-metadata-names",
	Severity: lint.Error,
	Summary:  "the content of meta referrer, theme-color and color-scheme must follow their syntax, and an x-ua-compatible pragma's must be IE=edge; a meta viewport's properties and robots directives are checked as warnings",
	Doc: `HTML §4.2.5.1 (standard metadata names) gives three names a syntax:
referrer takes a referrer policy token (no-referrer, same-origin,
strict-origin-when-cross-origin, ...), theme-color a CSS colour, and
color-scheme the value of the CSS color-scheme property ("normal", or
"light", "dark" and other names, with "only" once). The viewport name
(CSS Viewport Module) takes properties such as width=device-width and
initial-scale=1, separated by commas.

Browsers ignore a referrer value they do not know and keep their default
policy (strict-origin-when-cross-origin); they still map the old values
never, default, always and origin-when-crossorigin, which the suggestion
replaces with the policy they stand for. They ignore a theme-color that is
not a colour and a color-scheme they cannot parse. In a viewport they skip
unknown properties and values they cannot read; a ";" between properties
works but browsers log an error for it; and user-scalable=no or a
maximum-scale below 2 stop people from zooming in (WCAG 1.4.4), which most
mobile browsers now ignore anyway. The viewport findings are warnings.

The robots name (and googlebot) takes directives for search engines,
separated by commas: noindex, nofollow, none, noarchive, nosnippet,
max-snippet: 50, max-image-preview: large, unavailable_after: a date, and
others. No standard defines them; the list is the one Google and Bing
document, so these findings are warnings too: an unknown directive (a
misspelling such as "no-index"), directives separated by spaces instead of
commas (read as one unknown directive), a value a directive does not take,
and directives that contradict each other (index and noindex), of which
search engines follow the more restrictive.

The x-ua-compatible pragma (HTML §4.2.5.3, <meta http-equiv=
"x-ua-compatible">) must have the content "IE=edge" (ASCII
case-insensitive): it once told Internet Explorer which of its engines to
render with, and every other value ("IE=9", "IE=edge,chrome=1") asked for
an old one or for a plug-in. Current browsers ignore the pragma.`,
	Valid:    `<meta name="referrer" content="strict-origin-when-cross-origin"> <meta name="theme-color" content="#4285f4"> <meta name="color-scheme" content="light dark"> <meta name="viewport" content="width=device-width, initial-scale=1"> <meta name="robots" content="noindex, max-image-preview: large">`,
	Invalid:  `<meta name="referrer" content="origin-when-crossorigin"> <meta name="theme-color" content="bleu">`,
	Elements: []string{"meta"},
	Element: func(e *lint.Element) {
		name, _ := e.Get("name")
		v, ok := e.Get("content")
		if !ok {
			return
		}
		if equiv, _ := e.Get("http-equiv"); microsyntax.EqualFoldASCII(equiv, "x-ua-compatible") && !microsyntax.EqualFoldASCII(v, "IE=edge") {
			e.Report("content", lint.Finding{Whole: true,
				Message: fmt.Sprintf(`the content of an x-ua-compatible pragma must be "IE=edge", not %q`, v),
				Browser: "current browsers ignore the pragma; it only ever told old Internet Explorer which engine to use",
				Suggest: &lint.ValueFix{Value: "IE=edge", Message: `write IE=edge, or remove the element`}})
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "referrer":
			checkMetaReferrer(e, v)
		case "theme-color":
			if err := microsyntax.ValidCSSColor(v); err != nil {
				f := errFinding(err, "invalid theme-color")
				f.Browser = "browsers ignore it and use their own colour for the interface around the page"
				e.Report("content", f)
			}
		case "color-scheme":
			if err := microsyntax.ValidColorScheme(v); err != nil {
				f := errFinding(err, "invalid color-scheme")
				f.Browser = "browsers ignore it: the page gets the normal (light) colour scheme"
				e.Report("content", f)
			}
		case "viewport":
			checkViewport(e, v)
		case "robots", "googlebot":
			checkRobots(e, v)
		}
	},
}

// robotsConflicts are directives that say the opposite of each other.
var robotsConflicts = [][2]string{{"index", "noindex"}, {"follow", "nofollow"}, {"index", "none"}, {"follow", "none"},
	{"all", "noindex"}, {"all", "nofollow"}, {"all", "none"}}

// checkRobots checks the directives of a robots meta tag, as warnings: no
// standard defines them, search engines document them.
func checkRobots(e *lint.Element, v string) {
	const browser = "browsers ignore the robots meta tag; search engines ignore what they do not know"
	ds := microsyntax.ParseRobots(v)
	seen := map[string]microsyntax.RobotsDirective{}
	for _, d := range ds {
		if !microsyntax.IsRobotsDirective(d.Name) {
			words := strings.Fields(v[d.Start:d.End])
			if len(words) > 1 && !d.HasValue && allRobotsDirectives(words) {
				e.Report("content", lint.Finding{Offset: d.Start, End: d.End, Warn: true,
					Message: fmt.Sprintf("separate robots directives with commas: %q", strings.Join(words, ", ")),
					Browser: "search engines read the whole as one directive they do not know, and ignore it"})
				continue
			}
			e.Report("content", lint.Finding{Offset: d.Start, End: d.ValueStart, Warn: true,
				Message: fmt.Sprintf("unknown robots directive %q%s", d.Name, lint.Suggest(d.Name, microsyntax.RobotsDirectiveNames())),
				Browser: browser})
			continue
		}
		if reason := microsyntax.RobotsValueProblem(d); reason != "" {
			e.Report("content", lint.Finding{Offset: d.Start, End: d.End, Warn: true, Message: reason,
				Browser: "search engines ignore the directive"})
			continue
		}
		for _, c := range robotsConflicts {
			other := ""
			switch d.Name {
			case c[0]:
				other = c[1]
			case c[1]:
				other = c[0]
			}
			if first, ok := seen[other]; ok && other != "" {
				e.Report("content", lint.Finding{Offset: d.Start, End: d.End, Warn: true,
					Message: fmt.Sprintf("%s contradicts %s, given before it", d.Name, first.Name),
					Browser: "search engines follow the more restrictive of the two"})
				break
			}
		}
		seen[d.Name] = d
	}
}

// allRobotsDirectives reports whether every word is a robots directive
// (without a value).
func allRobotsDirectives(words []string) bool {
	for _, w := range words {
		if !microsyntax.IsRobotsDirective(microsyntax.ToLowerASCII(w)) {
			return false
		}
	}
	return true
}

func checkMetaReferrer(e *lint.Element, v string) {
	for _, ea := range enumByName["referrerpolicy"] {
		if _, ok := ea.Keyword(v); ok {
			return
		}
	}
	f := lint.Finding{Whole: true, Message: fmt.Sprintf("%q is not a referrer policy", v)}
	if policy, ok := referrerLegacy[strings.ToLower(v)]; ok {
		f.Message += fmt.Sprintf(": it is an old name of %s", policy)
		f.Browser = "browsers still read it as " + policy
		f.Suggest = &lint.ValueFix{Value: policy, Message: "write " + policy}
	} else {
		f.Message += " (no-referrer, no-referrer-when-downgrade, same-origin, origin, strict-origin, origin-when-cross-origin, strict-origin-when-cross-origin, unsafe-url)"
		f.Browser = "browsers ignore it and keep their default policy, strict-origin-when-cross-origin"
	}
	e.Report("content", f)
}

func checkViewport(e *lint.Element, v string) {
	props, semicolon := microsyntax.ParseViewport(v)
	if semicolon {
		i := strings.IndexByte(v, ';')
		e.Report("content", lint.Finding{Offset: i, End: i + 1, Warn: true,
			Message: `separate the viewport's properties with ",", not ";"`,
			Browser: "browsers read it, but log an error"})
	}
	for _, p := range props {
		if !slices.Contains(microsyntax.ViewportKeys(), p.Key) {
			if p.Key == "shrink-to-fit" {
				e.Report("content", lint.Finding{Offset: p.Start, End: p.End, Warn: true,
					Message: "shrink-to-fit was Safari 9's only: it has no effect", Browser: "browsers ignore it"})
				continue
			}
			e.Report("content", lint.Finding{Offset: p.Start, End: p.ValueStart, Warn: true,
				Message: fmt.Sprintf("unknown viewport property %q%s", p.Key, lint.Suggest(p.Key, microsyntax.ViewportKeys())),
				Browser: "browsers ignore it"})
			continue
		}
		if reason := microsyntax.ViewportValueProblem(p.Key, p.Value); reason != "" {
			e.Report("content", lint.Finding{Offset: p.ValueStart, End: max(p.End, p.ValueStart+1), Warn: true,
				Message: reason, Browser: "browsers ignore the value, or read only its leading number"})
			continue
		}
		low := strings.ToLower(p.Value)
		if p.Key == "user-scalable" && (low == "no" || low == "0") ||
			p.Key == "maximum-scale" && viewportScaleBelow(low, 2) {
			e.Report("content", lint.Finding{Offset: p.Start, End: p.End, Warn: true,
				Message: fmt.Sprintf("%s=%s stops people from zooming in to read (WCAG 1.4.4): leave it out", p.Key, p.Value),
				Browser: "most mobile browsers ignore it and let people zoom anyway; others block pinch zoom"})
		}
	}
}

// viewportScaleBelow reports whether a scale value is a number below n.
func viewportScaleBelow(v string, n float64) bool {
	f, err := strconv.ParseFloat(v, 64)
	return err == nil && f < n
}
