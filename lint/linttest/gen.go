package linttest

// Generated documents shared by the engine's tests (package lint, with
// the fake rules) and the whole rule set's (package rules): the same
// inputs, so that the two measure the same things.

import (
	"bytes"
	"fmt"
	"strings"
)

// Page builds an attribute-dense document of n rows (about 330 bytes a
// row): a checked="true" every third row draws a finding from the real
// boolean rule and from fake-boolean alike.
func Page(n int) []byte {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html><html><head><title>t</title><link rel=stylesheet href=a.css media=\"screen and (min-width: 40em)\"></head><body><form><table>\n")
	for i := range n {
		fmt.Fprintf(&b, `<tr><td id="r%d" colspan="%d"><time datetime="2024-%02d-%02dT10:00Z">x</time></td>`, i, i%3+1, i%12+1, i%28+1)
		fmt.Fprintf(&b, `<td><input type="date" min="2024-01-01" max="2024-12-31" value="2024-02-29" required><input type="checkbox" checked="%s"></td>`, []string{"", "checked", "true"}[i%3])
		fmt.Fprintf(&b, `<td bgcolor="#%06x" dir="ltr"><label for="r%d">l</label><meter value="0.%d"></meter></td></tr>`+"\n", i*7919%0xffffff, i, i%10)
	}
	b.WriteString("</table></form></body></html>\n")
	return []byte(b.String())
}

// RefPage builds a document of n blocks, each with an id, references to
// it (label for, aria-labelledby, td headers, input list, form), an image
// map used through usemap, and some duplicate ids and dangling references,
// so every reference-resolving rule has work and findings.
func RefPage(n int) []byte {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html><html><head><title>refs</title></head><body>\n")
	for i := range n {
		id := fmt.Sprintf("x%d", i)
		if i%97 == 0 {
			id = "dup" // a duplicate id every 97 blocks
		}
		fmt.Fprintf(&b, `<form id="f%d"></form><table><tr><th id="%s">h</th><td headers="%s x%d">c</td></tr></table>`, i, id, id, i+n)
		fmt.Fprintf(&b, `<label for="i%d" aria-labelledby="%s">l</label><input id="i%d" list="dl%d" form="f%d"><datalist id="dl%d"></datalist>`, i, id, i, i, i, i)
		fmt.Fprintf(&b, `<img src="a.png" alt="" usemap="#m%d"><map name="m%d"><area href="#%s" alt="a"></map>`+"\n", i, i, id)
	}
	b.WriteString("</body></html>\n")
	return []byte(b.String())
}

// Conditionals is a template of n conditionals, each branch holding an
// element with the same id: nested (each inside the previous one's else
// branch), "sequential", or one conditional of n arms ("elif").
func Conditionals(n int, shape string) []byte {
	var b strings.Builder
	for i := range n {
		switch shape {
		case "elif":
			if i == 0 {
				b.WriteString("{% if c %}")
			}
			fmt.Fprintf(&b, "<p id=\"a\">%d</p>{%% elif c%d %%}", i, i)
			continue
		}
		fmt.Fprintf(&b, "{%% if c%d %%}<p id=\"a\">x</p>{%% else %%}<p id=\"a\">y</p>", i)
		if shape == "sequential" {
			b.WriteString("{% endif %}\n")
		}
	}
	switch shape {
	case "nested":
		for range n {
			b.WriteString("{% endif %}")
		}
	case "elif":
		b.WriteString("{% endif %}")
	}
	return []byte(b.String())
}

// Giant is one kind of very large input: Gen builds it at size n, and
// Small is the n its scaled-down linearity test starts from.
type Giant struct {
	Gen   func(n int) []byte
	Small int
	// Quadratic, when set, says why the kind is known not to scale yet:
	// its linearity test is skipped with that message.
	Quadratic string
}

// divWith returns a div with n attributes, named prefix followed by a
// number.
func divWith(n int, prefix string) []byte {
	var b bytes.Buffer
	b.WriteString("<div")
	for i := range n {
		fmt.Fprintf(&b, " %s%d=%d", prefix, i, i)
	}
	b.WriteString(">")
	return b.Bytes()
}

// Giants are the kinds of very large input of issue 6 (and issue 26).
var Giants = map[string]Giant{
	// n attributes on one element, all different.
	"attributes": {func(n int) []byte { return divWith(n, "data-a") }, 500, ""},
	// n attributes on one element that it does not take, all different:
	// a finding on each, looked up by name (issue 26).
	"unknown attributes": {func(n int) []byte { return divWith(n, "x") }, 5000, ""},
	// n invalid attributes on one line, as in a minified page: one
	// finding each.
	"findings on one line": {func(n int) []byte {
		var b bytes.Buffer
		for range n {
			b.WriteString(`<p dir=x>`)
		}
		return b.Bytes()
	}, 2000, ""},
	// One attribute value of n bytes, with a finding after it.
	"value": {func(n int) []byte {
		var b bytes.Buffer
		b.WriteString(`<p class="`)
		b.Write(bytes.Repeat([]byte("x "), n/2))
		b.WriteString("\"><time datetime=\"2023-02-29\">")
		return b.Bytes()
	}, 1_000_000, ""},
	// n elements in blocks nested 400 deep, an attribute on each: depth
	// up to the 512 levels the HTML parser accepts (TestDeepNesting goes
	// beyond).
	"nesting": {func(n int) []byte {
		var b bytes.Buffer
		for range n / 400 {
			b.WriteString(strings.Repeat(`<div dir=ltr>`, 400))
			b.WriteString(`<time datetime="2023-02-29">x</time>`)
			b.WriteString(strings.Repeat(`</div>`, 400))
		}
		return b.Bytes()
	}, 4000, ""},
	// n Handlebars sections, well formed, after a finding (which makes
	// the engine read the template's conditionals): the "{#" inside each
	// "{{#if" is no Jinja comment left open (issue 26).
	"handlebars": {func(n int) []byte {
		return append([]byte("<p dir=x>\n"), bytes.Repeat([]byte("{{#if a}}<li>{{name}}</li>{{/if}}\n"), n)...)
	}, 2000, ""},
	// n texts, each leaving a template mark open, and one closing mark
	// at the end: each text's action runs to it (issue 26).
	"unclosed template marks": {func(n int) []byte {
		b := append([]byte("<p dir=x>\n"), bytes.Repeat([]byte("<p>{{ a {% b </p>\n"), n)...)
		return append(b, "}} %}"...)
	}, 2000, ""},
	// n findings, each suppressed by a comment on the line before, and n
	// stretches disabled and enabled again (issue 26).
	"directives": {func(n int) []byte {
		var b bytes.Buffer
		for range n {
			b.WriteString("<!-- attrlint-disable-next-line -->\n<p dir=x>\n<!-- attrlint-disable -->\n<p dir=y>\n<!-- attrlint-enable -->\n")
		}
		return b.Bytes()
	}, 1000, ""},
	// Values of n tokens, each token a problem: dangling ids in
	// aria-labelledby, headers and itemref, repeated features in allow,
	// unknown directives with bare keywords in a policy (issue 26).
	"tokens in one value": {func(n int) []byte {
		var ids, feats, policy strings.Builder
		for i := range n {
			fmt.Fprintf(&ids, "s%d ", i)
			feats.WriteString("camera; ")
			fmt.Fprintf(&policy, "x%d-src self; ", i)
		}
		return fmt.Appendf(nil, `<!DOCTYPE html><meta http-equiv="content-security-policy" content="%s"><p aria-labelledby="%s">x</p>`+
			`<table><tr><td headers="%[2]s">x</td></tr></table><div itemscope itemref="%[2]s"></div>`+
			`<iframe src="https://a.example" allow="%[3]s"></iframe>`, policy.String(), ids.String(), feats.String())
	}, 1000, ""},
	// A document of about 33n bytes of typical attribute-dense markup.
	"document": {func(n int) []byte { return Page(n / 10) }, 2000, ""},
}
