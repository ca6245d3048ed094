package source

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// render renders a tree, or the render error, for comparing trees.
func render(n *html.Node) string {
	var b bytes.Buffer
	if err := html.Render(&b, n); err != nil {
		return "render error: " + err.Error() + "\n" + b.String()
	}
	return b.String()
}

// docStats counts what checkDoc saw, for tests that assert coverage.
type docStats struct {
	elements, mapped, implied, unmapped, attrs, tags int
}

// checkDoc parses src with and without positions and checks every
// invariant the package promises:
//   - both parses agree on the error and render identically;
//   - every tag's spans lie within src, are ordered, and name what they say;
//   - the attributes of every tag are what the tokenizer itself finds when
//     given just that tag (names, decoded values, duplicates dropped);
//   - every element node mapped to a tag has its name, and each of its
//     attributes decodes, from the raw source span, to exactly the node's
//     value (matched by name: the parser reorders and renames);
//   - every element node that is not implied maps to a tag.
func checkDoc(t testing.TB, src []byte) (*Document, docStats) {
	t.Helper()
	var st docStats
	orig := bytes.Clone(src)
	d, err := Parse(src, true)
	if !bytes.Equal(src, orig) {
		t.Fatalf("Parse changed its source:\nwas %q\nnow %q", orig, src)
	}
	p, errPlain := Parse(src, false)
	if (err == nil) != (errPlain == nil) {
		t.Fatalf("Parse errors differ: positions %v, plain %v\nsrc: %q", err, errPlain, src)
	}
	if err != nil {
		return nil, st
	}
	if got, want := render(d.Root), render(p.Root); got != want {
		t.Fatalf("trees differ\nsrc: %q\npositions: %q\nplain:     %q", src, got, want)
	}
	if p.Tag(p.Root) != nil || len(p.Tags()) != 0 {
		t.Fatalf("plain parse has tags")
	}
	checkTags(t, d)
	st.tags = len(d.Tags())
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				st.elements++
				checkNode(t, d, c, &st)
			}
			walk(c)
		}
	}
	walk(d.Root)
	total := 0
	for _, tg := range d.Tags() {
		total += tg.Nodes
	}
	if total < st.mapped {
		t.Fatalf("sum of Tag.Nodes %d < mapped nodes %d\nsrc: %q", total, st.mapped, src)
	}
	return d, st
}

func checkTags(t testing.TB, d *Document) {
	t.Helper()
	src := d.Src
	prevEnd := 0
	for i := range d.Tags() {
		tg := &d.Tags()[i]
		if tg.Start < prevEnd || tg.Start+1 != tg.NameStart || tg.NameStart >= tg.NameEnd || tg.NameEnd > tg.End ||
			tg.End > len(src) || src[tg.Start] != '<' || src[tg.End-1] != '>' {
			t.Fatalf("tag %d spans wrong: %+v\nsrc: %q", i, *tg, src)
		}
		prevEnd = tg.End
		// What the tokenizer flagged while parsing is what reading the
		// tag again finds.
		dup, problem := false, false
		for j := range tg.Attrs {
			dup = dup || tg.Attrs[j].Duplicate
			problem = problem || tg.Attrs[j].Problem != NoProblem
		}
		if _, stray := d.strayIn(tg.Start, tg.End); stray {
			problem = true
		}
		if sp := d.spans[i]; sp.dup != dup || sp.problem != problem {
			t.Fatalf("tag %q: tokenizer says duplicate %v, problem %v; reading it again, %v, %v\nsrc: %q",
				src[tg.Start:tg.End], sp.dup, sp.problem, dup, problem, src)
		}
		if tg.Name != lowerName(src[tg.NameStart:tg.NameEnd]) {
			t.Fatalf("tag name %q, source %q", tg.Name, src[tg.NameStart:tg.NameEnd])
		}
		last := tg.NameEnd
		for j := range tg.Attrs {
			a := &tg.Attrs[j]
			if a.NameStart < last || a.NameStart >= a.NameEnd || a.NameEnd > a.ValueStart || a.ValueStart > a.ValueEnd || a.ValueEnd >= tg.End {
				t.Fatalf("attr %d of tag %q spans wrong: %+v\nsrc: %q", j, src[tg.Start:tg.End], *a, src)
			}
			if a.Quote != 0 && (src[a.ValueStart-1] != a.Quote || src[a.ValueEnd] != a.Quote) {
				t.Fatalf("attr %+v: quotes not around the value", *a)
			}
			if !a.HasValue && (a.ValueStart != a.NameEnd || a.ValueEnd != a.NameEnd || a.Quote != 0) {
				t.Fatalf("attr %+v: no value but value span", *a)
			}
			if a.Name != lowerName(src[a.NameStart:a.NameEnd]) {
				t.Fatalf("attr name %q, source %q", a.Name, src[a.NameStart:a.NameEnd])
			}
			last = a.ValueEnd
		}
		// The tokenizer on the tag alone must find the same attributes.
		// (Every tag of small documents, a sample of big ones.)
		if len(d.Tags()) > 3000 && i%17 != 0 {
			continue
		}
		z := html.NewTokenizer(bytes.NewReader(src[tg.Start:tg.End]))
		if tt := z.Next(); tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			t.Fatalf("tag %q does not tokenize as a start tag: %v", src[tg.Start:tg.End], tt)
		}
		tok := z.Token()
		if tok.Data != tg.Name {
			t.Fatalf("tokenizer name %q, tag name %q", tok.Data, tg.Name)
		}
		k := 0
		for j := range tg.Attrs {
			a := &tg.Attrs[j]
			if a.Duplicate {
				if tg.Attr(a.Name) == nil || tg.Attr(a.Name) == a {
					t.Fatalf("duplicate %q without an original", a.Name)
				}
				continue
			}
			if k >= len(tok.Attr) || tok.Attr[k].Key != a.Name || tok.Attr[k].Val != d.Value(a) {
				t.Fatalf("tag %q: attr %d is %q=%q, tokenizer says %v", src[tg.Start:tg.End], j, a.Name, d.Value(a), tok.Attr)
			}
			// ValueOffset maps the whole decoded value onto the raw span.
			v := tok.Attr[k].Val
			if d.ValueOffset(a, 0) != a.ValueStart || d.ValueOffset(a, len(v)) != a.ValueEnd {
				t.Fatalf("ValueOffset ends wrong for %+v", *a)
			}
			prev := a.ValueStart
			step := 1 + len(v)/64
			for off := 0; off <= len(v); off += step {
				o := d.ValueOffset(a, off)
				if o < prev || o > a.ValueEnd {
					t.Fatalf("ValueOffset(%d) = %d not monotonic in [%d,%d] for %q", off, o, a.ValueStart, a.ValueEnd, src[a.ValueStart:a.ValueEnd])
				}
				prev = o
			}
			k++
		}
		if k != len(tok.Attr) {
			t.Fatalf("tag %q: %d attributes, tokenizer says %v", src[tg.Start:tg.End], k, tok.Attr)
		}
	}
}

func checkNode(t testing.TB, d *Document, n *html.Node, st *docStats) {
	t.Helper()
	tg := d.Tag(n)
	if tg == nil {
		if !implied(n) {
			t.Fatalf("element <%s> is not implied and has no tag\nsrc: %q", n.Data, d.Src)
		}
		st.implied++
		return
	}
	st.mapped++
	if !strings.EqualFold(n.Data, tg.Name) && !(n.Data == "img" && tg.Name == "image") {
		t.Fatalf("node %q mapped to tag %q\nsrc: %q", n.Data, tg.Name, d.Src)
	}
	for _, a := range n.Attr {
		st.attrs++
		name := a.Key
		if a.Namespace != "" {
			name = a.Namespace + ":" + a.Key
		}
		_, sa := d.SourceAttr(n, name)
		if sa == nil {
			t.Fatalf("node <%s> attribute %q=%q has no source attribute\ntag: %q\nsrc: %q", n.Data, name, a.Val, d.Src[tg.Start:tg.End], d.Src)
		}
		raw := d.Src[sa.ValueStart:sa.ValueEnd]
		if got := DecodeValue(raw); got != a.Val {
			t.Fatalf("node <%s> %s=%q but source %q decodes to %q\nsrc: %q", n.Data, name, a.Val, raw, got, d.Src)
		}
	}
}

// lowerName lowercases ASCII and replaces NUL, as the tokenizer does names.
func lowerName(b []byte) string {
	s := strings.ReplaceAll(string(b), "\x00", "\uFFFD")
	var out []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out = append(out, c)
	}
	return string(out)
}

// genDoc writes a random document that exercises the tokenizer and tree
// builder corners: foreign content and integration points, raw text,
// CDATA, formatting elements, tables, templates, framesets, character
// references, NUL, CR, quotes, and broken markup.
func genDoc(r *rand.Rand, size int) []byte {
	tags := []string{"div", "p", "b", "i", "a", "em", "font", "nobr", "span", "table", "tr", "td", "th", "tbody",
		"caption", "svg", "math", "title", "style", "script", "textarea", "noscript", "template", "foreignObject",
		"desc", "mi", "mtext", "annotation-xml", "frameset", "frame", "select", "option", "plaintext", "xmp",
		"iframe", "noembed", "noframes", "html", "body", "head", "br", "img", "input", "li", "ul", "pre", "image",
		"circle", "path", "code", "u", "s", "form", "button", "object", "col", "colgroup", "meta", "link", "hr",
		"mglyph", "custom-el", "B", "SVG", "Title", "h1", "h2", "dd", "dt", "listing", "marquee", "tt"}
	attrs := []string{"class", "id", "href", "src", "type", "viewbox", "viewBox", "xlink:href", "xml:lang",
		"encoding", "color", "face", "size", "style", "data-x", "CLASS", "a", "b", "=x", "x\x00", "definitionurl"}
	values := []string{"", "x", "a b", "&amp;", "&#x41;", "&lt", "&notit;", "&copy=", "&copy", "&#0;",
		"&#x110000;", "&#xD800;", "&#128;", "&amp", "a&b", "&", "&#", "&#x;", "x\x00y", "a\r\nb", "a\rb",
		"text/html", "hidden", "<b>", "\"", "'", "=", "/", "a>b", "\ufeff", "é€😀", "&nbsp;&NotEqualTilde;",
		"&fjlig;", "&aacute", "&ampx", "&amp;&lt;&gt;"}
	var b bytes.Buffer
	for b.Len() < size {
		switch r.Intn(14) {
		case 0, 1, 2, 3:
			name := tags[r.Intn(len(tags))]
			b.WriteString("<" + name)
			for n := r.Intn(4); n > 0; n-- {
				b.WriteString([]string{" ", "\n", "\t", "", "/", " / ", "\r\n"}[r.Intn(7)])
				b.WriteString(attrs[r.Intn(len(attrs))])
				if r.Intn(5) == 0 {
					continue
				}
				b.WriteString([]string{"=", " = ", "="}[r.Intn(3)])
				v := values[r.Intn(len(values))]
				switch r.Intn(4) {
				case 0:
					b.WriteString(`"` + strings.ReplaceAll(v, `"`, "") + `"`)
				case 1:
					b.WriteString(`'` + strings.ReplaceAll(v, `'`, "") + `'`)
				default:
					b.WriteString(strings.Map(func(c rune) rune {
						if c == ' ' || c == '>' || c == '\r' || c == '\n' {
							return -1
						}
						return c
					}, v))
				}
			}
			b.WriteString([]string{">", "/>", " >", ">"}[r.Intn(4)])
		case 4, 5:
			b.WriteString("</" + tags[r.Intn(len(tags))] + ">")
		case 6, 7:
			b.WriteString([]string{"text", " ", "\n", "a&amp;b", "x\x00y", "\r\n", "\r", "<", "< p", "&lt;", "\ufeff", "é"}[r.Intn(12)])
		case 8:
			b.WriteString([]string{"<!--c-->", "<!---->", "<!-- <b> -->", "<!DOCTYPE html>", "<?x?>", "</>", "</ x>", "<!x>"}[r.Intn(8)])
		case 9:
			b.WriteString([]string{"<![CDATA[x]]>", "<![CDATA[<b x=1>]]>", "<![CDATA[ a > <i x=1> ]]>", "<![CDATA["}[r.Intn(4)])
		case 10:
			b.WriteString([]string{"</title>", "</style>", "</script>", "</textarea>", "</svg>", "</math>", "</foreignObject>"}[r.Intn(7)])
		case 11:
			b.WriteString([]string{"<b>", "<b>", "<i>", "<a href=x>", "<font color=red>", "</b>", "</a>", "<p>"}[r.Intn(8)])
		case 12:
			b.WriteString([]string{"<script><!--<script></script>-->", "<script>a</script>", "<svg><title><b>x</b></title></svg>", "<math><mi><style>x</style></mi></math>"}[r.Intn(4)])
		case 13:
			b.WriteString(fmt.Sprintf("<x%d y='%d'>", r.Intn(100), r.Intn(100)))
		}
	}
	return b.Bytes()
}

// impliedElements are the elements x/net/html creates without a start tag:
// parseImpliedToken(html, head, body, p, colgroup, tbody, tr) and "</br>",
// which it turns into <br>. Every other element comes from a start tag.
func implied(n *html.Node) bool {
	if n.Namespace != "" {
		return false
	}
	switch n.Data {
	case "html", "head", "body", "p", "colgroup", "tbody", "tr", "br":
		return true
	}
	return false
}
