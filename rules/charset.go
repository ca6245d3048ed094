package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// utf8Labels are the Encoding Standard's labels of UTF-8: the only
// encoding a document may declare, under other names.
var utf8Labels = []string{"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"}

// Charset checks the character encoding declarations of a document.
var Charset = &lint.Rule{
	ID:       "charset",
	Family:   "meta",
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
