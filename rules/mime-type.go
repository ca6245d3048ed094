package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// mimeTypeTargets are the attributes whose table type is MIMEType (a
// valid MIME type string: type on a, area, link, embed, object and
// source), less script's type, whose own rules script-type checks.
var mimeTypeTargets = targetsOf(without(typed(false, "MIMEType"), lint.On("type", "script")))

// MIMEType checks the type attribute of a, link, embed, object and source.
var MIMEType = &lint.Rule{
	ID:       "mime-type",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/links.html#attr-hyperlink-type",
	Severity: lint.Error,
	Summary:  "type on a, area, link, embed, object and source must be a valid MIME type string (type/subtype, optional ;name=value parameters)",
	Doc: `HTML: the type attribute of a, area, link, embed, object and source holds a
valid MIME type string (MIME Sniffing §4): a type and a subtype of HTTP
token characters separated by "/" ("text/html", "image/svg+xml"),
optionally followed by parameters: ";", a name, "=" and a token or a
quoted string ("video/webm; codecs=\"vp9\""). Whitespace may surround the
";" but not end the value, and the value may not be empty.

Browsers strip surrounding whitespace and ignore what they cannot parse:
a source whose type they cannot read or play is skipped, and a link
rel=stylesheet whose type is not text/css is not loaded. On a and area
the type is only a hint.`,
	Valid:   `<link rel="stylesheet" href="a.css" type="text/css"> <video><source src="v.webm" type='video/webm; codecs="vp9"'></video>`,
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
