package rules

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html/charset"
)

// sandboxTokens are the keywords of iframe@sandbox, from the table (HTML
// §4.8.5, and the keywords other specifications add: the reason of its
// row in data/corrections/attributes.json names each one's source).
var sandboxTokens = &microsyntax.TokenSet{Unique: true,
	Allowed: tokenKeywords(spec.Lookup(spec.HTML, "iframe").Attr("sandbox").Type)}

// tokenKeywords returns the keywords of a table type of the form
// "tokens(SEP,enum(a|b|...))", or nothing for another type.
func tokenKeywords(typ string) []string {
	_, rest, ok := strings.Cut(typ, ",enum(")
	if !strings.HasPrefix(typ, "tokens(") || !ok || !strings.HasSuffix(rest, "))") {
		return nil
	}
	return strings.Split(strings.TrimSuffix(rest, "))"), "|")
}

// Sandbox checks iframe@sandbox.
var Sandbox = &lint.Rule{
	ID:       "sandbox",
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

// AccessKey checks accesskey.
var AccessKey = &lint.Rule{
	ID:       "accesskey",
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

// Accept checks input@accept.
var Accept = &lint.Rule{
	ID:       "accept",
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

// blockingTokens are the possible blocking tokens (HTML §2.5.8).
var blockingTokens = &microsyntax.TokenSet{Unique: true, Allowed: []string{"render"}}

// Blocking checks the blocking attribute of link, script and style.
var Blocking = &lint.Rule{
	ID:       "blocking",
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

// LinkSizes checks link@sizes.
var LinkSizes = &lint.Rule{
	ID:       "link-sizes",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#attr-link-sizes",
	Severity: lint.Error,
	Summary:  "link@sizes must be \"any\" or unique WIDTHxHEIGHT sizes without leading zeros",
	Doc: `HTML §4.6.7.9: sizes on an icon link is an unordered set of unique
space-separated tokens, ASCII case-insensitive, each "any" or two valid
non-negative integers without a leading zero separated by "x" or "X"
("16x16 32x32"). Browsers skip tokens they cannot read when they pick an
icon.`,
	Valid:   `<link rel="icon" href="a.png" sizes="16x16 32X32">`,
	Invalid: `<link rel="icon" href="a.png" sizes="16 032x32 16x16 16x16">`,
	Targets: lint.On("sizes", "link"),
	Check: func(a *lint.Attr) {
		var seen []string
		for off, tok := range microsyntax.SpaceTokens(a.Value) {
			end := off + len(tok)
			if !microsyntax.EqualFoldASCII(tok, "any") && !iconSize(tok) {
				a.Report(lint.Finding{Offset: off, End: end,
					Message: fmt.Sprintf("%q is neither \"any\" nor WIDTHxHEIGHT (such as 32x32, no leading zeros)", tok),
					Browser: "browsers skip this size"})
				return
			}
			for _, s := range seen {
				if microsyntax.EqualFoldASCII(s, tok) {
					a.Report(lint.Finding{Offset: off, End: end, Message: fmt.Sprintf("size %q is given twice", tok)})
					return
				}
			}
			seen = append(seen, tok)
		}
	},
}

// iconSize reports whether tok is two non-negative integers without a
// leading zero joined by "x" or "X".
func iconSize(tok string) bool {
	i := strings.IndexAny(tok, "xX")
	if i < 0 {
		return false
	}
	for _, part := range []string{tok[:i], tok[i+1:]} {
		if part == "" || part[0] == '0' || microsyntax.ValidNonNegativeInteger(part) != nil {
			return false
		}
	}
	return true
}

// AcceptCharset checks a form's accept-charset.
var AcceptCharset = &lint.Rule{
	ID:       "accept-charset",
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

// Allow checks an iframe's permissions policy.
var Allow = &lint.Rule{
	ID:       "allow",
	Section:  "https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-allow",
	Severity: lint.Error,
	Summary:  "iframe allow must be a permissions policy: features with allowlists of origins, *, 'self', 'src' or 'none', separated by \";\"",
	Doc: `HTML §4.8.5 and Permissions Policy §8.2: the allow attribute of iframe
holds a serialized permissions policy: directives separated by ";", each a
feature name (letters, digits and "-") followed by its allowlist: origins
such as https://example.com, "*", 'self', 'src' (the iframe's src, which
is what a feature without an allowlist means) or 'none', alone.

Browsers skip an allowlist value they cannot read and keep the others, so
a misspelt 'sef' or a bare self leaves the feature to the iframe's origin
only; they ignore 'none' beside other values, and use the first of two
directives for the same feature. A feature name browsers do not know is
ignored with a console warning (not checked here: the list of features
grows with each browser).`,
	Valid:   `<iframe src="https://maps.example" allow="geolocation 'src'; fullscreen"></iframe>`,
	Invalid: `<iframe src="https://maps.example" allow="geolocation 'sef'; camera self"></iframe>`,
	Targets: lint.On("allow", "iframe"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidPermissionsPolicy(a.Value); err != nil {
			f := errFinding(err, "invalid allow")
			if strings.Contains(f.Message, "feature name") {
				f.Browser = "browsers ignore the directive"
			} else {
				f.Browser = "browsers skip this value and keep the rest of the allowlist"
			}
			a.Report(f)
		}
		seen := map[string]bool{}
		twice := newListed(a.Report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true, Message: fmt.Sprintf("%d features are given again in allow: %s", n, names),
				Browser: "browsers use the first directive of each feature and ignore the others"}
		})
		for _, d := range microsyntax.ParsePermissionsPolicy(a.Value) {
			low := strings.ToLower(d.Feature)
			if seen[low] {
				twice.Add(d.Feature, lint.Finding{Offset: d.FeatureStart, End: d.FeatureStart + len(d.Feature), Warn: true,
					Message: fmt.Sprintf("%s is given twice in allow", d.Feature), Browser: "browsers use the first and ignore this one"})
			}
			seen[low] = true
		}
		twice.Done()
	},
}
