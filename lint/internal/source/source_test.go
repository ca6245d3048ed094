package source

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// mustParse parses src with positions and checks every invariant.
func mustParse(t *testing.T, src string) *Document {
	t.Helper()
	d, _ := checkDoc(t, []byte(src))
	if d == nil {
		t.Fatalf("parse error")
	}
	return d
}

// elements returns the element nodes named name, in document order.
func elements(root *html.Node, name string) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.Data == name {
				out = append(out, c)
			}
			walk(c)
		}
	}
	walk(root)
	return out
}

func tagNames(d *Document) string {
	var names []string
	for _, t := range d.Tags() {
		names = append(names, t.Name)
	}
	return strings.Join(names, " ")
}

// wantSpan is a compact expectation for an attribute.
type wantSpan struct {
	name                             string
	nameStart, nameEnd, vStart, vEnd int
	hasValue                         bool
	quote                            byte
	dup                              bool
}

func checkAttrs(t *testing.T, tg *Tag, want []wantSpan) {
	t.Helper()
	if len(tg.Attrs) != len(want) {
		t.Fatalf("tag %q has %d attributes, want %d: %+v", tg.Name, len(tg.Attrs), len(want), tg.Attrs)
	}
	for i, w := range want {
		a := tg.Attrs[i]
		got := wantSpan{a.Name, a.NameStart, a.NameEnd, a.ValueStart, a.ValueEnd, a.HasValue, a.Quote, a.Duplicate}
		if got != w {
			t.Errorf("attribute %d: got %+v, want %+v", i, got, w)
		}
	}
}

// TestAttributeSpans checks name and value spans, counted by hand, for the
// corners of the attribute states.
func TestAttributeSpans(t *testing.T) {
	// 0         1         2
	// 0123456789012345678901234567
	// <p class=a id="x" class=b>
	d := mustParse(t, `<p class=a id="x" class=b>`)
	tg := &d.Tags()[0]
	if tg.Start != 0 || tg.End != 26 || tg.NameStart != 1 || tg.NameEnd != 2 || tg.Name != "p" {
		t.Errorf("tag: %+v", *tg)
	}
	checkAttrs(t, tg, []wantSpan{
		{"class", 3, 8, 9, 10, true, 0, false},
		{"id", 11, 13, 15, 16, true, '"', false},
		{"class", 18, 23, 24, 25, true, 0, true},
	})
	if a := tg.Attr("CLASS"); a == nil || a.NameStart != 3 {
		t.Errorf("Attr(CLASS) = %+v, want the first class", a)
	}
	if n := elements(d.Root, "p")[0]; d.Tag(n) != tg || len(n.Attr) != 2 || n.Attr[0].Val != "a" {
		t.Errorf("node %v maps to %+v", n.Attr, d.Tag(n))
	}

	tests := []struct {
		src  string
		want []wantSpan
	}{
		// 0123456789012345678901
		// <a href = "x" /b=c/>    spaces around '=', a lone '/', '/' in an unquoted value
		{`<a href = "x" /b=c/>`, []wantSpan{{"href", 3, 7, 11, 12, true, '"', false}, {"b", 15, 16, 17, 19, true, 0, false}}},
		// <input disabled checked=>   no value; '=' then '>' is an empty value
		{`<input disabled checked=>`, []wantSpan{{"disabled", 7, 15, 15, 15, false, 0, false}, {"checked", 16, 23, 24, 24, true, 0, false}}},
		// <div =x ="y">   '=' first in a name belongs to it
		{`<div =x ="y">`, []wantSpan{{"=x", 5, 7, 10, 11, true, '"', false}}},
		// <img src=a<b alt='q'>   '<' inside an unquoted value
		{`<img src=a<b alt='q'>`, []wantSpan{{"src", 5, 8, 9, 12, true, 0, false}, {"alt", 13, 16, 18, 19, true, '\'', false}}},
		// <DIV CLASS="A" Class=b>   names lowercased; the second is a duplicate
		{`<DIV CLASS="A" Class=b>`, []wantSpan{{"class", 5, 10, 12, 13, true, '"', false}, {"class", 15, 20, 21, 22, true, 0, true}}},
		// <p/class=a/>   '/' right after the name; "a/" is the value
		{`<p/class=a/>`, []wantSpan{{"class", 3, 8, 9, 11, true, 0, false}}},
		// <a title="x>y" b=''>   '>' inside quotes; empty quoted value
		{`<a title="x>y" b=''>`, []wantSpan{{"title", 3, 8, 10, 13, true, '"', false}, {"b", 15, 16, 18, 18, true, '\'', false}}},
		// <a b= >   '=' then space then '>': empty value just after '='
		{`<a b= >`, []wantSpan{{"b", 3, 4, 5, 5, true, 0, false}}},
		// <a	b="1"c='2'>   tab; no space needed after a quoted value
		{"<a\tb=\"1\"c='2'>", []wantSpan{{"b", 3, 4, 6, 7, true, '"', false}, {"c", 8, 9, 11, 12, true, '\'', false}}},
	}
	for _, tc := range tests {
		d := mustParse(t, tc.src)
		if len(d.Tags()) != 1 || d.Tags()[0].End != len(tc.src) {
			t.Fatalf("%q: tags %+v", tc.src, d.Tags())
		}
		checkAttrs(t, &d.Tags()[0], tc.want)
	}
}

// TestPositionsHandCounted maps value offsets to lines and columns on a
// document with CRLF, CR, multi-byte characters and character references,
// all counted by hand.
func TestPositionsHandCounted(t *testing.T) {
	// line 1: <html>\r\n            bytes 0-7
	// line 2: <body>\r              bytes 8-14
	// line 3: <p title="é😀x">\n   '<' at 15; title 18-22; '"' 24; é 25-26; 😀 27-30; x 31; '"' 32; '>' 33; \n 34
	// line 4: <a href='&amp;z'>     '<' at 35; href 38-41; ' 43; &amp; 44-48; z 49; ' 50; '>' 51
	src := "<html>\r\n<body>\r<p title=\"é😀x\">\n<a href='&amp;z'>"
	d := mustParse(t, src)
	l := NewLines(d.Src)
	p := elements(d.Root, "p")[0]
	_, title := d.SourceAttr(p, "title")
	if title == nil || title.NameStart != 18 || title.ValueStart != 25 || title.ValueEnd != 32 {
		t.Fatalf("title: %+v", title)
	}
	check := func(what string, off, wantLine, wantCol int) {
		t.Helper()
		if line, col := l.Position(off); line != wantLine || col != wantCol {
			t.Errorf("%s: offset %d at %d:%d, want %d:%d", what, off, line, col, wantLine, wantCol)
		}
	}
	check("title name", title.NameStart, 3, 4)
	check("title value", title.ValueStart, 3, 11)
	// "é😀x": 'x' is at decoded byte 6.
	x := d.ValueOffset(title, 6)
	if x != 31 {
		t.Errorf("ValueOffset(title, 6) = %d, want 31", x)
	}
	check("x", x, 3, 13)
	if line, col := l.PositionUTF16(x); line != 2 || col != 13 {
		// 12 code points before 'x', 😀 is two UTF-16 units; 0-based.
		t.Errorf("PositionUTF16 = %d:%d, want 2:13", line, col)
	}
	// Plain text maps byte for byte: decoded byte 4 is inside 😀 (2..5),
	// source 29; Position gives that character's column.
	if o := d.ValueOffset(title, 4); o != 29 {
		t.Errorf("ValueOffset(title, 4) = %d, want 29", o)
	}
	check("inside 😀", 29, 3, 12)
	a := elements(d.Root, "a")[0]
	_, href := d.SourceAttr(a, "href")
	if a.Attr[0].Val != "&z" || href.ValueStart != 44 || href.ValueEnd != 50 {
		t.Fatalf("href %+v, value %q", href, a.Attr[0].Val)
	}
	check("href value", href.ValueStart, 4, 10)
	if o := d.ValueOffset(href, 1); o != 49 {
		t.Errorf("ValueOffset(href, 1) = %d, want 49 (the z)", o)
	}
	check("z", 49, 4, 15)
	for i, want := range []string{"<html>", "<body>", `<p title="é😀x">`, `<a href='&amp;z'>`, ""} {
		if got := l.LineText(i + 1); got != want {
			t.Errorf("LineText(%d) = %q, want %q", i+1, got, want)
		}
	}
	check("end", len(src), 4, 18)
}

// TestCharacterReferenceOffsets maps every kind of reference in a value.
func TestCharacterReferenceOffsets(t *testing.T) {
	// The value starts at 10. Pieces, source offsets, decoded offsets:
	//   &amp;       10-14  "&"        0
	//   &#x41;      15-20  "A"        1
	//   &lt         21-23  "<"        2   (legacy, no ';', followed by '&')
	//   &notit;     24-30  literal    3-9 (not an entity: no prefix matching in attributes)
	//   &copy=x     31-37  literal    10-16 (legacy ref followed by '=' stays)
	//   &#0;        38-41  U+FFFD     17-19
	//   &#x110000;  42-51  U+FFFD     20-22
	//   &#xD800;    52-59  U+FFFD     23-25 (surrogate)
	//   &#128;      60-65  "€"        26-28 (windows-1252)
	//   &ampx       66-70  literal    29-33 (legacy ref followed by an alphanumeric)
	src := `<a title="&amp;&#x41;&lt&notit;&copy=x&#0;&#x110000;&#xD800;&#128;&ampx">`
	d := mustParse(t, src)
	n := elements(d.Root, "a")[0]
	want := "&A<&notit;&copy=x\uFFFD\uFFFD\uFFFD€&ampx"
	if n.Attr[0].Val != want {
		t.Fatalf("decoded %q, want %q", n.Attr[0].Val, want)
	}
	a := d.Tag(n).Attr("title")
	if a.ValueStart != 10 || a.ValueEnd != 71 {
		t.Fatalf("value span %d-%d", a.ValueStart, a.ValueEnd)
	}
	for dec, src := range map[int]int{0: 10, 1: 15, 2: 21, 3: 24, 4: 25, 9: 30, 10: 31, 16: 37, 17: 38, 18: 38, 19: 38,
		20: 42, 23: 52, 26: 60, 28: 60, 29: 66, 33: 70, 34: 71, 99: 71, -1: 10} {
		if got := d.ValueOffset(a, dec); got != src {
			t.Errorf("ValueOffset(%d) = %d, want %d", dec, got, src)
		}
	}

	// CR, CRLF and NUL inside a value: the value starts at 10.
	//   a 10, \r\n 11-12, b 13, \r 14, c 15, NUL 16, d 17, '"' 18
	d = mustParse(t, "<a title=\"a\r\nb\rc\x00d\">")
	n = elements(d.Root, "a")[0]
	if n.Attr[0].Val != "a\nb\nc\uFFFDd" {
		t.Fatalf("decoded %q", n.Attr[0].Val)
	}
	a = d.Tag(n).Attr("title")
	for dec, src := range map[int]int{0: 10, 1: 11, 2: 13, 3: 14, 4: 15, 5: 16, 7: 16, 8: 17, 9: 18} {
		if got := d.ValueOffset(a, dec); got != src {
			t.Errorf("ValueOffset(%d) = %d, want %d", dec, got, src)
		}
	}
	l := NewLines(d.Src)
	if line, col := l.Position(d.ValueOffset(a, 8)); line != 3 || col != 3 {
		t.Errorf("d at %d:%d, want 3:3", line, col)
	}

	// Reference-like text decoded exactly as the parser does.
	for _, v := range []string{"&amp;=", "&amp=", "&amp;x", "&#65", "&#x", "&#", "&", "&;", "&#x41;&#X41;", "&Aacute;",
		"&Aacute", "&aacutex", "&NotEqualTilde;", "&fjlig;", "&nvlt;", "&#9999999999;", "&#x0000041;", "&semi;&semi"} {
		d := mustParse(t, `<a title="`+v+`">`)
		n := elements(d.Root, "a")[0]
		a := d.Tag(n).Attr("title")
		if got := d.Value(a); got != n.Attr[0].Val {
			t.Errorf("%q: decoded %q, parser %q", v, got, n.Attr[0].Val)
		}
	}
}

func TestDuplicates(t *testing.T) {
	// <div id=a ID="b" id>
	// 0123456789012345678
	d := mustParse(t, `<div id=a ID="b" id>`)
	checkAttrs(t, &d.Tags()[0], []wantSpan{
		{"id", 5, 7, 8, 9, true, 0, false},
		{"id", 10, 12, 14, 15, true, '"', true},
		{"id", 17, 19, 19, 19, false, 0, true},
	})
	n := elements(d.Root, "div")[0]
	if len(n.Attr) != 1 || n.Attr[0].Val != "a" {
		t.Errorf("node attrs %v", n.Attr)
	}
}

// TestManyDuplicates: the tokenizer keeps the first of attributes named
// alike (ASCII case-insensitively) by comparing keys in place on a tag
// with few and through a map on a tag with many (seenAttr). Tags of 1 to
// 60 attributes, drawn from names that differ in case only, on tags of
// HTML, SVG and MathML, and with the attributes a later <html> or <body>
// merges into the first, must build x/net's tree (checkDoc).
func TestManyDuplicates(t *testing.T) {
	names := []string{"a", "A", "b", "B", "id", "ID", "Id", "class", "CLASS", "data-x", "DATA-X", "viewbox", "viewBox",
		"x\x00", "X\x00", "é", "É", "xlink:href", "XLINK:HREF", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9",
		"k10", "k11", "k12", "k13", "k14", "k15", "k16", "k17", "K17", "k18", "k19", "k20"}
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 300; i++ {
		var b strings.Builder
		for range 4 {
			b.WriteString("<" + []string{"div", "html", "body", "svg", "math", "b", "input"}[r.Intn(7)])
			for n := 1 + r.Intn(60); n > 0; n-- {
				fmt.Fprintf(&b, " %s=v%d", names[r.Intn(len(names))], n)
			}
			b.WriteString(">x")
		}
		checkDoc(t, []byte(b.String()))
	}
}

// TestFormattingElements: the parser sorts the attributes of formatting
// elements and clones them; clones map to the tag of the original.
func TestFormattingElements(t *testing.T) {
	// <b z=1 a=2 m=3>
	// 0123456789012345
	d := mustParse(t, `<b z=1 a=2 m=3>x`)
	n := elements(d.Root, "b")[0]
	if n.Attr[0].Key != "a" || n.Attr[2].Key != "z" {
		t.Fatalf("expected sorted attributes, got %v", n.Attr)
	}
	for _, k := range []struct {
		key   string
		start int
	}{{"z", 3}, {"a", 7}, {"m", 11}} {
		if _, a := d.SourceAttr(n, k.key); a == nil || a.NameStart != k.start || d.Src[a.ValueStart] != n.Attr[map[string]int{"a": 0, "m": 1, "z": 2}[k.key]].Val[0] {
			t.Errorf("%s: %+v", k.key, a)
		}
	}

	for _, tc := range []struct {
		src   string
		name  string
		nodes int
		start int
	}{
		{`<b><p>x</b>y`, "b", 2, 0},
		{`<a href="u"><p>x</a>y`, "a", 2, 0},
		{`<b>1<i>2</b>3</i>`, "i", 2, 4},
		{`<p><b class=c>x<p>y`, "b", 2, 3},
	} {
		d := mustParse(t, tc.src)
		ns := elements(d.Root, tc.name)
		if len(ns) != tc.nodes {
			t.Fatalf("%q: %d <%s> nodes, want %d", tc.src, len(ns), tc.name, tc.nodes)
		}
		for _, n := range ns {
			tg := d.Tag(n)
			if tg == nil || tg.Start != tc.start || tg.Nodes != tc.nodes {
				t.Errorf("%q: <%s> maps to %+v, want the tag at %d with %d nodes", tc.src, tc.name, tg, tc.start, tc.nodes)
			}
		}
	}
}

// TestNoahsArk: four identical open formatting elements make the parser
// drop the oldest from the list of active formatting elements. Distinct
// markers would defeat that and change the tree (checkDoc compares it with
// the plain parse); group markers keep it, and the comments still map each
// original to its own tag.
func TestNoahsArk(t *testing.T) {
	// <p><b><b><b><b><p>x     b tags at 3, 6, 9, 12
	d := mustParse(t, `<p><b><b><b><b><p>x`)
	bs := elements(d.Root, "b")
	if len(bs) != 7 {
		t.Fatalf("%d b nodes, want 4 originals and 3 clones", len(bs))
	}
	for i, want := range []int{3, 6, 9, 12} {
		if tg := d.Tag(bs[i]); tg == nil || tg.Start != want {
			t.Errorf("original b %d maps to %+v, want the tag at %d", i, tg, want)
		}
	}
	for _, n := range bs[4:] {
		if tg := d.Tag(n); tg == nil || tg.Name != "b" {
			t.Errorf("clone maps to %+v", tg)
		}
	}
	// With attributes, and a fifth that differs.
	mustParse(t, `<p><a href=x><a href=x><font color=red><font color=red><font color=red><font color=red><font color=blue><p>x<p>y`)
	mustParse(t, `<p><i><i><i><i><i><i><table><tr><td><i><i><i><i></table><p>x`)
}

func TestFosterParentedAndImplied(t *testing.T) {
	// <table><input type=x><tr><td>a</table>
	// 0      7             21  25
	d := mustParse(t, `<table><input type=x><tr><td>a</table>`)
	in := elements(d.Root, "input")[0]
	if tg := d.Tag(in); tg == nil || tg.Start != 7 || tg.End != 21 {
		t.Errorf("input maps to %+v", tg)
	}
	if in.NextSibling == nil || in.NextSibling.Data != "table" {
		t.Errorf("input not foster-parented")
	}
	for _, name := range []string{"html", "head", "body", "tbody"} {
		if tg := d.Tag(elements(d.Root, name)[0]); tg != nil {
			t.Errorf("implied %s maps to %+v", name, tg)
		}
	}
	if tg := d.Tag(elements(d.Root, "tr")[0]); tg == nil || tg.Start != 21 {
		t.Errorf("tr maps to %+v", tg)
	}
	// </p> and </br> imply elements without a tag.
	d = mustParse(t, `<div></p></br></div>`)
	for _, name := range []string{"p", "br"} {
		if tg := d.Tag(elements(d.Root, name)[0]); tg != nil {
			t.Errorf("implied %s maps to %+v", name, tg)
		}
	}
}

// TestRawText: the content of these elements is text; tag-like text makes
// no tags.
func TestRawText(t *testing.T) {
	d := mustParse(t, `<title><b x=1></title><textarea><i y=2></textarea><style><u></style><script><s></script>`+
		`<xmp><q></xmp><iframe><em></iframe><noembed><em></noembed><noframes><em></noframes>`+
		`<script><!--<script></script><b>--></script><p a=1><plaintext><em a=2></plaintext><p>`)
	if got, want := tagNames(d), "title textarea style script xmp iframe noembed noframes script p plaintext"; got != want {
		t.Errorf("tags %q, want %q", got, want)
	}
	p := elements(d.Root, "p")[0]
	// "<script><!--<script></script><b>--></script>": the double-escaped
	// script data runs on to the second </script>.
	//  offset of "<p a=1>": count it.
	want := strings.Index(string(d.Src), "<p a=1>")
	if tg := d.Tag(p); tg == nil || tg.Start != want {
		t.Errorf("p maps to %+v, want %d", tg, want)
	}
}

// TestNoscript: with scripting disabled <noscript> holds markup, in head
// and in body.
func TestNoscript(t *testing.T) {
	src := `<head><noscript><link rel=x></noscript></head><body><noscript><p class=y></p></noscript>`
	d := mustParse(t, src)
	if got, want := tagNames(d), "head noscript link body noscript p"; got != want {
		t.Fatalf("tags %q, want %q", got, want)
	}
	link := elements(d.Root, "link")[0]
	// <head><noscript><link rel=x>: link at 16, rel at 22.
	if _, a := d.SourceAttr(link, "rel"); a == nil || a.NameStart != 22 || a.ValueStart != 26 {
		t.Errorf("rel: %+v", a)
	}
	p := elements(d.Root, "p")[0]
	if tg := d.Tag(p); tg == nil || tg.Start != strings.Index(src, "<p ") {
		t.Errorf("p: %+v", tg)
	}
}

// TestForeignContent: inside SVG and MathML, style, title, script and
// textarea are not raw text and CDATA sections are text, except at HTML
// integration points.
func TestForeignContent(t *testing.T) {
	cases := []struct {
		src, tags string
	}{
		// svg style holds markup; the html style after it does not.
		{`<svg><style><circle r=1></circle></style></svg><style><i>z</i></style>`, "svg style circle style"},
		// svg title is an integration point: HTML inside, and an HTML style there is raw.
		{`<svg><title><span>x<style><b></b></style></span></title></svg>`, "svg title span style"},
		{`<svg><desc><textarea><q></textarea></desc><script><a x=1></a></script></svg>`, "svg desc textarea script a"},
		{`<svg><foreignObject><div class=z><style><b></b></style></div></foreignObject></svg>`, "svg foreignobject div style"},
		// MathML text integration points.
		{`<math><mi><style><b>x</b></style></mi><mo><textarea><q></textarea></mo></math>`, "math mi style mo textarea"},
		// annotation-xml with an HTML encoding is an integration point; without, not.
		{`<math><annotation-xml encoding="text/html"><style><i></i></style></annotation-xml></math>`, "math annotation-xml style"},
		{`<math><annotation-xml><style><mi x=1></mi></style></annotation-xml></math>`, "math annotation-xml style mi"},
		// CDATA is text in foreign content, a bogus comment (ending at the
		// first '>') elsewhere.
		{`<svg><![CDATA[ a > <i y=3> ]]><circle r=2></svg><![CDATA[ a > <i y=3> ]]>`, "svg circle i"},
		// Breakout: <b> leaves foreign content; a noscript in svg holds markup.
		{`<svg><title>t</title><b>x</b><noscript><g/></noscript></svg>`, "svg title b noscript g"},
		// Self-closing foreign elements do not stay open.
		{`<svg/><title><b>x</b></title>`, "svg title"},
		{`<math><mi/><style><b></b></style></math>`, "math mi style b"},
		// An end tag of an HTML ancestor leaves foreign content.
		{`<div><svg><g></div><style><b></b></style>`, "div svg g style"},
		// A template inside foreign content stops x/net/html from parsing the rest.
		{`<svg><foreignObject><template><p a=1></p></template></foreignObject></svg><style><b></b></style>`, "svg foreignobject template p style"},
	}
	for _, tc := range cases {
		d := mustParse(t, tc.src)
		if got := tagNames(d); got != tc.tags {
			t.Errorf("%q: tags %q, want %q", tc.src, got, tc.tags)
		}
	}
	// Adjusted names in SVG: matched case-insensitively and by namespace.
	//           1         2         3         4
	// 0123456789012345678901234567890123456789012345
	// <svg viewbox="0 0 1 1" xlink:href="#a" CLASS=c>
	d := mustParse(t, `<svg viewbox="0 0 1 1" xlink:href="#a" CLASS=c></svg>`)
	svg := elements(d.Root, "svg")[0]
	for _, c := range []struct {
		key        string
		start, val int
	}{{"viewBox", 5, 14}, {"xlink:href", 23, 35}, {"class", 39, 45}} {
		if _, a := d.SourceAttr(svg, c.key); a == nil || a.NameStart != c.start || a.ValueStart != c.val {
			t.Errorf("%s: %+v", c.key, a)
		}
	}
	if svg.Attr[0].Key != "viewBox" || svg.Attr[1].Namespace != "xlink" {
		t.Errorf("attributes not adjusted: %v", svg.Attr)
	}
}

func TestTemplate(t *testing.T) {
	// <template><div a=1><span b=2></span></div></template>
	// 0         10       19
	d := mustParse(t, `<template><div a=1><span b=2></span></div></template>`)
	div := elements(d.Root, "div")[0]
	if div.Parent.Data != "template" {
		t.Fatalf("div not under template")
	}
	if tg := d.Tag(div); tg == nil || tg.Start != 10 {
		t.Errorf("div: %+v", tg)
	}
	if tg := d.Tag(elements(d.Root, "span")[0]); tg == nil || tg.Start != 19 {
		t.Errorf("span: %+v", tg)
	}
}

// TestUnclosedAtEOF: the tokenizer drops a tag cut off by the end of the
// input; the tags before it are unaffected.
func TestUnclosedAtEOF(t *testing.T) {
	for _, src := range []string{`<div a="b`, `<p>x<div a=b`, `<p x=1><img src="a`, `<a`, `<`, `</p`, `<p a='>`, "<!--", "<svg><![CDATA[x"} {
		d := mustParse(t, src)
		for _, tg := range d.Tags() {
			if tg.End > len(src) || src[tg.End-1] != '>' {
				t.Errorf("%q: tag %+v", src, tg)
			}
		}
	}
	d := mustParse(t, `<p x=1><img src="a`)
	if got := tagNames(d); got != "p" {
		t.Errorf("tags %q", got)
	}
	// EOFTag: the dropped start tag, with what it read and the problem at
	// the quote left open; nil where the input does not end in a start tag.
	tg := d.EOFTag()
	if tg == nil || tg.Name != "img" || tg.Start != 7 || tg.End != 18 || len(tg.Attrs) != 1 {
		t.Fatalf("EOFTag %+v", tg)
	}
	if a := tg.Attrs[0]; a.Name != "src" || a.Problem != EOFInTag || a.ProblemAt != 16 || a.ValueStart != 17 || a.ValueEnd != 18 {
		t.Errorf("EOFTag attr %+v", a)
	}
	if tg := mustParse(t, `<br><img src=a alt`).EOFTag(); tg == nil || len(tg.Attrs) != 2 || tg.Attrs[0].Problem != NoProblem || tg.Attrs[1].Name != "alt" {
		t.Errorf("EOFTag unquoted %+v", tg)
	}
	for _, src := range []string{`<p>`, `<p>a < b`, `<p>x<`, `</p`, `<!-- <a href="x`, `<script><a href="x`, `<title><a href="x`, `<`} {
		if tg := mustParse(t, src).EOFTag(); tg != nil {
			t.Errorf("%q: EOFTag %+v", src, tg)
		}
	}
}

// TestBOM: a byte order mark in the middle is text and harms nothing; one
// left at the start (callers should strip it) counts as a column.
func TestBOM(t *testing.T) {
	// <p>BOM<a href=x>: BOM at 3-5, '<' of a at 6, href at 9-12.
	d := mustParse(t, "<p>\ufeff<a href=x>")
	a := elements(d.Root, "a")[0]
	_, href := d.SourceAttr(a, "href")
	if href == nil || href.NameStart != 9 {
		t.Fatalf("href %+v", href)
	}
	if line, col := NewLines(d.Src).Position(href.NameStart); line != 1 || col != 8 {
		t.Errorf("href at %d:%d, want 1:8", line, col)
	}
	d = mustParse(t, "\ufeff<p class=x>")
	p := elements(d.Root, "p")[0]
	if tg := d.Tag(p); tg == nil || tg.Start != 3 {
		t.Fatalf("p %+v", tg)
	}
	if line, col := NewLines(d.Src).Position(d.Tag(p).Attr("class").NameStart); line != 1 || col != 5 {
		t.Errorf("class at %d:%d, want 1:5", line, col)
	}
}

// TestNUL: NUL in names and values becomes U+FFFD in the tree.
func TestNUL(t *testing.T) {
	// <a\x00b c\x00=d\x00>
	d := mustParse(t, "<a\x00b c\x00=d\x00>")
	tg := &d.Tags()[0]
	if tg.Name != "a\uFFFDb" || tg.Attrs[0].Name != "c\uFFFD" || d.Value(&tg.Attrs[0]) != "d\uFFFD" {
		t.Errorf("tag %+v", *tg)
	}
	if tg.Attrs[0].ValueStart != 8 || tg.Attrs[0].ValueEnd != 10 {
		t.Errorf("value span %+v", tg.Attrs[0])
	}
}

// TestLtInUnquotedValue: '<' does not end an unquoted value or a tag.
func TestLtInUnquotedValue(t *testing.T) {
	d := mustParse(t, `<a href=x<b title=<i>y`)
	if got := tagNames(d); got != "a" {
		t.Errorf("tags %q", got)
	}
	n := elements(d.Root, "a")[0]
	if n.Attr[0].Val != "x<b" || n.Attr[1].Val != "<i" {
		t.Errorf("attrs %v", n.Attr)
	}
}

// TestMergedHTMLAndBody: attributes of a later <html> or <body> tag go to
// the first element; SourceAttr finds their source.
func TestMergedHTMLAndBody(t *testing.T) {
	src := `<p>x</p><body class=a><body id=b class=c><html lang=en>`
	d := mustParse(t, src)
	body := elements(d.Root, "body")[0]
	// The body is implied by <p>; it takes the attributes of the first
	// <body> tag, then id from the second.
	if tg := d.Tag(body); tg != nil {
		t.Errorf("body maps to %+v", tg)
	}
	if tg, a := d.SourceAttr(body, "id"); tg == nil || tg.Start != 22 || a.NameStart != 28 {
		t.Errorf("id from %+v %+v", tg, a)
	}
	if tg, a := d.SourceAttr(body, "class"); tg == nil || tg.Start != 8 || a.ValueStart != 20 {
		t.Errorf("class from %+v %+v", tg, a)
	}
	html := elements(d.Root, "html")[0]
	if tg, a := d.SourceAttr(html, "lang"); tg == nil || tg.Start != 41 || a.ValueStart != 52 {
		t.Errorf("lang from %+v %+v", tg, a)
	}
}

// TestPositionsOff: the fast path records no tags.
func TestPositionsOff(t *testing.T) {
	d, err := Parse([]byte(`<p class=x>`), false)
	if err != nil {
		t.Fatal(err)
	}
	if d.Tag(elements(d.Root, "p")[0]) != nil || d.Tags() != nil {
		t.Errorf("tags without positions")
	}
}

// TestLongDocument: a few megabytes, deep and wide.
func TestLongDocument(t *testing.T) {
	var b bytes.Buffer
	for i := 0; b.Len() < 3<<20; i++ {
		fmt.Fprintf(&b, "<div id=d%d class='c &amp; %d'>\r\n<p>text <b>%d</b><a href=\"?a=%d&b=2\">l</a>\n", i, i, i, i)
		if i%100 == 99 {
			b.WriteString(strings.Repeat("</div>", 100))
		}
	}
	src := b.Bytes()
	d, st := checkDoc(t, src)
	if st.unmapped != 0 {
		t.Fatalf("%d unmapped", st.unmapped)
	}
	// The last div: find it by its id and check its line.
	divs := elements(d.Root, "div")
	last := divs[len(divs)-1]
	tg := d.Tag(last)
	line, col := NewLines(src).Position(tg.Start)
	wantLine := bytes.Count(src[:tg.Start], []byte("\n")) + 1
	if line != wantLine || col != 1 {
		t.Errorf("last div at %d:%d, want %d:1", line, col, wantLine)
	}
}

// TestNestingTooDeep: with positions, the parse stops at the element that
// goes deeper than MaxDepth and keeps the tree built so far, that element
// included (x/net/html puts it in the tree before it refuses it), with
// TooDeep at its tag and the tags before it mapped; without, it is the
// parser's error.
func TestNestingTooDeep(t *testing.T) {
	src := []byte(strings.Repeat("<div>", 600) + "<p id=after>")
	d, err := Parse(src, true)
	if err != nil {
		t.Fatal(err)
	}
	// html and body, then 510 divs fill the stack; the 511th goes past.
	if at := d.TooDeep(); at != 510*len("<div>") {
		t.Errorf("TooDeep() = %d, want %d", at, 510*len("<div>"))
	}
	divs := elements(d.Root, "div")
	if len(divs) != 511 || len(elements(d.Root, "p")) != 0 {
		t.Errorf("%d divs and %d p, want 511 and none", len(divs), len(elements(d.Root, "p")))
	}
	for i, n := range divs {
		if tg := d.Tag(n); tg == nil || tg.Start != i*len("<div>") {
			t.Fatalf("div %d: tag %+v", i, tg)
		}
		if i > 0 && n.Parent != divs[i-1] {
			t.Fatalf("div %d is not inside the one before", i)
		}
	}
	if mustParse(t, "<p>x</p>").TooDeep() != -1 {
		t.Errorf("TooDeep of a shallow document")
	}
	if _, err := Parse(src, false); err == nil {
		t.Errorf("no error without positions")
	}
}

func TestImage(t *testing.T) {
	// <image src=x> becomes an img element.
	d := mustParse(t, `<image src=x>`)
	img := elements(d.Root, "img")[0]
	if tg := d.Tag(img); tg == nil || tg.Name != "image" || tg.Attr("src").ValueStart != 11 {
		t.Errorf("img -> %+v", tg)
	}
}

// TestComments: comment tokens as the parser's tokenizer sees them, so
// "<!--" in raw text or a value is not one; bogus comments and a comment
// cut off by the end of the input are.
func TestComments(t *testing.T) {
	src := "<p title='<!-- v -->'><!-- a --><script><!-- s --></script><textarea><!-- t --></textarea>\r\n<!x><!---->x<!--b"
	d := mustParse(t, src)
	var got []string
	for _, c := range d.Comments() {
		got = append(got, src[c.Start:c.End])
	}
	want := []string{"<!-- a -->", "<!x>", "<!---->", "<!--b"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("comments %q, want %q", got, want)
	}
	if p, _ := Parse([]byte(src), false); p.Comments() != nil {
		t.Errorf("comments without positions")
	}
}

// TestParseStop checks that ParseStop gives up when its callback says so
// and otherwise builds the document Parse builds.
func TestParseStop(t *testing.T) {
	src := []byte(strings.Repeat("<p class=a>x</p>", 1000))
	asked := 0
	if _, err := ParseStop(src, func() bool { asked++; return asked == 2 }); err != ErrStopped || asked != 2 {
		t.Errorf("ParseStop = %v after %d questions, want ErrStopped after 2", err, asked)
	}
	d, err := ParseStop(src, func() bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Parse(src, true)
	if render(d.Root) != render(want.Root) || len(d.spans) != len(want.spans) {
		t.Error("ParseStop built another document than Parse")
	}
}

func TestHasTemplateMark(t *testing.T) {
	for _, s := range []string{"", " \n ", "plain text", strings.Repeat("x", 200), strings.Repeat("é", 40)} {
		if hasTemplateMark([]byte(s)) {
			t.Errorf("hasTemplateMark(%q) = true", s)
		}
	}
	for _, mark := range "{<@}" {
		for _, n := range []int{0, 5, 63, 64, 300} {
			s := strings.Repeat("a", n) + string(mark) + "b"
			if !hasTemplateMark([]byte(s)) {
				t.Errorf("hasTemplateMark(%q) = false", s)
			}
		}
	}
}

// TestSourceUnchanged: the tokenizer reads Src itself (newTokenizerBytes)
// and must leave it as it was, though x/net's tokenizer lowercases names
// and decodes values and text in place: fixes are written from Src.
func TestSourceUnchanged(t *testing.T) {
	docs := []string{
		"<DIV CLASS=A ID='X&amp;Y'>T&lt;\r\nU\rV<P Title=\"a\r\nb\">&copy</P></DIV>",
		"<SVG VIEWBOX='0 0 1 1'><TITLE>&Amp;</TITLE></SVG><TEXTAREA>&amp;\r\n</TEXTAREA><!-- C\r\n -->",
		"<A HREF=x\x00Y>\x00&#0;</A><SCRIPT>if (a<b) {}\r\n</SCRIPT>",
	}
	r := rand.New(rand.NewSource(11))
	for range 200 {
		docs = append(docs, string(genDoc(r, 100+r.Intn(400))))
	}
	for _, doc := range docs {
		src := []byte(doc)
		if _, err := Parse(src, true); err != nil {
			continue
		}
		if string(src) != doc {
			t.Fatalf("Parse changed its source:\nwas %q\nnow %q", doc, src)
		}
	}
}
