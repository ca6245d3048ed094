package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// mimeTypeTargets are the type attributes whose value is a valid MIME type
// string (HTML §16 Index, "Attributes": a, area, link, embed, object,
// source).
//
// MOVES: these (element, attribute, value type) facts belong to the
// generated tables of package rules/spec (branch spec); when that lands,
// this list is to be read from there, and this is the one place to
// re-point.
var mimeTypeTargets = lint.On("type", "a", "area", "link", "embed", "object", "source")

// MIMEType checks the type attribute of a, area, link, embed, object and
// source.
var MIMEType = &lint.Rule{
	ID:       "mime-type",
	Section:  "https://html.spec.whatwg.org/multipage/links.html#attr-hyperlink-type",
	Severity: lint.Error,
	Summary:  "type on a, area, link, embed, object and source must be a valid MIME type string (type/subtype, optional ;name=value parameters)",
	Doc: `HTML: the type attribute of a, area, link, embed, object and source
holds a valid MIME type string (MIME Sniffing §4): a type and a subtype
of HTTP token characters separated by "/" ("text/html", "image/svg+xml"),
optionally followed by parameters: ";", a name, "=" and a token or a
quoted string ("video/webm; codecs=\"vp9\""). Whitespace may surround the
";" but not end the value, and the value may not be empty.

Browsers strip surrounding whitespace and ignore what they cannot parse:
a source whose type they cannot read or play is skipped, and a link
rel=stylesheet whose type is not text/css is not loaded. On a and area
the type is only a hint.`,
	Valid:   `<link rel="stylesheet" href="a.css" type="text/css"> <source src="v.webm" type='video/webm; codecs="vp9"'>`,
	Invalid: `<object data="a.svg" type="svg"></object> <a href="a.pdf" type="application/pdf;">x</a>`,
	Targets: mimeTypeTargets,
	Check: func(a *lint.Attr) {
		err := microsyntax.ValidMIMEType(a.Value)
		if err == nil {
			return
		}
		f := errFinding(err, "invalid MIME type")
		essence, ok := microsyntax.MIMEEssence(a.Value)
		switch {
		case !ok:
			f.Browser = "browsers cannot parse it as a MIME type"
		default:
			f.Browser = "browsers read it as " + essence
		}
		a.Report(f)
	},
}

// ScriptType checks the type attribute of script.
var ScriptType = &lint.Rule{
	ID:       "script-type",
	Section:  "https://html.spec.whatwg.org/multipage/scripting.html#attr-script-type",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  "script@type must be left out (or a JavaScript MIME type, better removed), module, importmap, speculationrules, or a valid MIME type string for a data block",
	Doc: `HTML §4.12.1: the type of a script element is omitted or empty (a
classic script), "module", "importmap" or "speculationrules" (ASCII
case-insensitive), or a valid MIME type string, which makes the element
a data block that browsers never run, unless it is a JavaScript MIME type
essence match (text/javascript and its legacy aliases such as
application/javascript or text/javascript1.2, exactly, in any case),
which makes it a classic script again. Authors should leave a JavaScript
type out: it is a warning, and the fix removes it.

A value that is neither, such as "javascript" or "text/javascript;
charset=utf-8" (parameters make it no longer match), turns the script
into a data block: browsers never run it.`,
	Valid:   `<script src="a.js"></script> <script type="module" src="m.js"></script> <script type="application/ld+json">{}</script>`,
	Invalid: `<script type="javascript">alert(1)</script> <script type="text/javascript; charset=utf-8">alert(1)</script>`,
	Targets: lint.On("type", "script"),
	Check: func(a *lint.Attr) {
		v := a.Value
		start, end := trimSpaceBounds(v)
		t := v[start:end]
		switch {
		case t == "":
			return
		case microsyntax.EqualFoldASCII(t, "module"), microsyntax.EqualFoldASCII(t, "importmap"),
			microsyntax.EqualFoldASCII(t, "speculationrules"):
			return
		case microsyntax.IsJavaScriptMIMETypeEssenceMatch(t):
			a.Report(lint.Finding{Whole: true, Warn: true,
				Message: fmt.Sprintf("type=%q is the default for scripts; leave it out", v),
				Fix:     &lint.ValueFix{Remove: true, Message: "remove the redundant type, which browsers read as a classic script either way"}})
			return
		}
		essence, ok := microsyntax.MIMEEssence(t)
		if ok && microsyntax.IsJavaScriptMIMETypeEssenceMatch(essence) {
			a.Report(lint.Finding{Offset: start, End: end,
				Message: fmt.Sprintf("%q is not a JavaScript MIME type: with parameters it no longer matches; write %q or leave type out", t, essence),
				Browser: "browsers treat the script as a data block and never run it",
				Suggest: &lint.ValueFix{Remove: true, Message: "remove the type, so that browsers run the script"}})
			return
		}
		if err := microsyntax.ValidMIMEType(v); err != nil {
			f := errFinding(err, "invalid script type")
			f.Browser = "browsers treat the script as a data block and never run it"
			if !strings.Contains(t, "/") && strings.Contains(strings.ToLower(t), "script") {
				f.Suggest = &lint.ValueFix{Remove: true, Message: "remove the type, so that browsers run the script"}
			}
			a.Report(f)
		}
	},
}
