// Package source parses an HTML document with golang.org/x/net/html's
// algorithm and keeps what that package throws away: the byte span in the
// input of every start tag, of each of its attributes (duplicates
// included) and of each attribute value, and the link from every element
// node to the start tag it came from.
//
// x/net/html keeps no source positions (golang/go#28343, #34302), so this
// package carries a transcription of its tree builder (the xnet_*.go files,
// under x/net's BSD licence, LICENSE.x-net) changed in a few marked places
// ("attrlint:"): it drives x/net/html's own tokenizer, adds up the lengths of
// the raw tokens to know where each token starts, reads each start tag's
// attribute spans from the source (scan.go), and records the tag of every
// element it creates, of every clone of a formatting element, and of every
// <html> or <body> tag whose attributes it merges into an earlier element.
// The tree is built from html.Node values and is the one html.Parse builds;
// the tests compare the two on generated, fuzzed and real documents.
//
// Offsets are byte offsets into Document.Src; ValueOffset maps an offset in
// a decoded attribute value back to Src, and Lines turns offsets into line
// and column numbers.
package source

//go:generate go run gen.go

import (
	"bytes"
	"errors"
	"github.com/attrlint/attrlint/microsyntax"

	"golang.org/x/net/html"
)

// Attr is one attribute of a start tag as written in the source.
type Attr struct {
	// Name is the attribute name, ASCII-lowercased as the tokenizer does,
	// with NUL replaced by U+FFFD. Names in SVG and MathML are not adjusted
	// here ("viewbox", not "viewBox"): this is the source, not the DOM.
	Name string
	// NameStart and NameEnd are the byte span of the name in Document.Src.
	NameStart, NameEnd int
	// ValueStart and ValueEnd are the byte span of the raw value, inside the
	// quotes if there are any. Without a value ("<input disabled>") both
	// equal NameEnd; for "name=" followed by '>' both are just after the '='.
	ValueStart, ValueEnd int
	// HasValue reports whether the attribute has an '=' and so a value,
	// possibly empty.
	HasValue bool
	// Quote is '"' or '\'' for a quoted value, 0 for an unquoted one or none.
	Quote byte
	// Duplicate marks an attribute whose name (ASCII case-insensitively)
	// already occurred earlier on the same tag: the tokenizer keeps only the
	// first one, so this one is in no node.
	Duplicate bool
	// Problem is the first tokenizer parse error about this attribute
	// (NoProblem for none), and ProblemAt its offset in Src.
	Problem   Problem
	ProblemAt int
}

// Problem is a parse error of the HTML tokenizer (HTML §13.2.5) about an
// attribute, or a stray '/' in a tag. Browsers recover from each in a
// defined way; what they build is often not what the author meant.
type Problem uint8

// The attribute parse errors, named as the standard names them.
const (
	NoProblem Problem = iota
	// UnexpectedCharacterInAttributeName: '"', '\'' or '<' in a name.
	UnexpectedCharacterInAttributeName
	// UnexpectedEqualsSignBeforeAttributeName: a name starting with '='.
	UnexpectedEqualsSignBeforeAttributeName
	// UnexpectedCharacterInUnquotedAttributeValue: '"', '\'', '<', '=' or
	// '`' in an unquoted value.
	UnexpectedCharacterInUnquotedAttributeValue
	// MissingWhitespaceBetweenAttributes: a quoted value directly followed
	// by the next attribute (at the closing quote of the one before).
	MissingWhitespaceBetweenAttributes
	// MissingAttributeValue: "name=" directly followed by '>' (at the '=').
	MissingAttributeValue
	// EOFInTag: the input ends inside a tag (eof-in-tag), at the quote
	// that opens a value running to the end when there is one: the
	// tokenizer drops the tag, and all that follows it is lost.
	EOFInTag
)

// Tag is one start tag of the source.
type Tag struct {
	// Start and End span the whole tag, from '<' to one past '>'.
	Start, End int
	// NameStart and NameEnd span the tag name.
	NameStart, NameEnd int
	// Name is the lowercased tag name as written ("image", not "img";
	// "foreignobject", not "foreignObject").
	Name string
	// Attrs are the attributes in source order, duplicates included.
	Attrs []Attr
	// StrayAt is the offset of a '/' in the tag that is not right before
	// its '>' (unexpected-solidus-in-tag), or -1.
	StrayAt int
	// Nodes counts the element nodes the parser made from this tag. It is 0
	// for a tag the parser ignored (a second <body>, <td> outside a table,
	// ...) and more than 1 when the parser cloned a formatting element (<b>,
	// <a>, ...) to reconstruct it elsewhere: every clone maps to the same
	// tag, so a linter should report a tag's problems once. A node the
	// parser later dropped (a body replaced by a frameset) still counts.
	Nodes int

	// byName indexes Attrs by lowercased name (index+1), on a tag with
	// manyAttrs or more, from the first call of Attr.
	byName map[string]int32
}

// Attr returns the first non-duplicate attribute of t named name, compared
// ASCII case-insensitively, or nil. On a tag with many attributes it looks
// the name up in an index built on first use: rules that report on each
// of 10^5 attributes of one tag would otherwise scan them all each time.
func (t *Tag) Attr(name string) *Attr {
	if len(t.Attrs) < manyAttrs {
		for i := range t.Attrs {
			a := &t.Attrs[i]
			if !a.Duplicate && microsyntax.EqualFoldASCII(a.Name, name) {
				return a
			}
		}
		return nil
	}
	if t.byName == nil {
		t.byName = make(map[string]int32, len(t.Attrs))
		for i := range t.Attrs {
			a := &t.Attrs[i]
			if k := microsyntax.ToLowerASCII(a.Name); !a.Duplicate && t.byName[k] == 0 {
				t.byName[k] = int32(i) + 1
			}
		}
	}
	if i := t.byName[microsyntax.ToLowerASCII(name)]; i > 0 {
		return &t.Attrs[i-1]
	}
	return nil
}

// manyAttrs is the number of attributes from which a tag's are looked up
// by name in an index rather than by a scan.
const manyAttrs = 32

// Document is a parsed document with, when positions were asked for, the
// source span of every start tag.
type Document struct {
	// Root is the document node of the parse tree. With positions, it is
	// the same tree the parser builds from Src without them.
	Root *html.Node
	// Src is the input, as given to Parse.
	Src []byte

	// spans are the start tags in source order, as the parser met them.
	spans []tagSpan
	// dups reports that some tag repeats an attribute; problems that
	// some tag has a parse error.
	dups, problems bool
	// tags holds every Tag once Tags was called; one holds those Tag
	// returned before that.
	tags []Tag
	one  map[int32]*Tag
	// valueAt is where the last ValueOffset call stopped.
	valueAt valueAt
	// nodes maps an element node to its index in spans.
	nodes   map[*html.Node]int32
	scratch []byte
	// comments are the comment tokens in source order; texts the text
	// tokens outside raw-text elements that hold '{', '<', '@' or '}'.
	comments, texts []Comment
	// rawText says the token before was the start tag of a raw-text
	// element.
	rawText bool
	// merges lists, in source order, the later <html> and <body> tags whose
	// attributes the parser merged into the first element of that name.
	merges []merged
	// stop, when set, is asked every stopEvery tokens whether to give up
	// the parse (see ParseStop); stopped records that it said yes.
	stop    func() bool
	tokens  int
	stopped bool
	// deep, when not 0, is where the parse stopped at the depth limit
	// (see TooDeep).
	deep int
	// eofTag, when not 0, is one past the offset of the '<' of a start
	// tag the input ends inside (see EOFTag).
	eofTag int
}

// EOFTag returns the start tag the input ends inside, which the tokenizer
// drops (an eof-in-tag parse error: <a href="x.html>link</a> and the rest
// of the file), or nil. Its End is the end of Src; its attribute whose
// quoted value runs to the end, if any, has the EOFInTag problem at its
// opening quote.
func (d *Document) EOFTag() *Tag {
	if d.eofTag == 0 {
		return nil
	}
	start := d.eofTag - 1
	_, ne, attrs, _, _ := d.scanTag(start, nil)
	t := &Tag{Start: start, End: len(d.Src), NameStart: start + 1, NameEnd: ne, StrayAt: -1,
		Name: internName(d.Src[start+1:ne], &d.scratch), Attrs: attrs}
	for j := range t.Attrs {
		a := &t.Attrs[j]
		a.Name = internName(d.Src[a.NameStart:a.NameEnd], &d.scratch)
		if a.Quote != 0 && a.ValueEnd == len(d.Src) {
			a.Problem, a.ProblemAt = EOFInTag, a.ValueStart-1
		}
	}
	return t
}

// tooDeep is the panic of x/net/html's parser when elements are nested
// more than 512 deep, which it turns into its error.
const tooDeep = "html: open stack of elements exceeds 512 nodes"

// MaxDepth is how deep elements may nest: x/net/html's parser stops at
// the element that would go deeper (its stack of open elements holds 512;
// Chromium caps the DOM at the same depth, attaching deeper elements
// beside the 512th instead).
const MaxDepth = 512

// TooDeep returns the offset in Src of the token at which elements went
// deeper than MaxDepth, or -1. The parse stopped there: the tree holds
// what came before, and nothing from there on has an element, a tag or a
// comment in the Document.
func (d *Document) TooDeep() int {
	if d.deep == 0 {
		return -1
	}
	return d.deep
}

// stopEvery is how many tokens are parsed between two questions to a
// ParseStop callback: a few microseconds of work, so that a parse of a
// large page is abandoned within a fraction of a millisecond.
const stopEvery = 256

// ErrStopped is returned by ParseStop when its callback asked to stop.
var ErrStopped = errors.New("parse stopped")

// errStop is the panic that unwinds the parser when a ParseStop callback
// asks to stop; the parser's own recover turns it into an error.
type errStop struct{}

// ParseStop is Parse with positions that asks stop, every few hundred
// tokens, whether to go on: a language server abandons the parse of a
// version the user has already typed past. It returns ErrStopped when
// stop said yes.
func ParseStop(src []byte, stop func() bool) (*Document, error) {
	return parse(src, stop)
}

// Parse parses src (UTF-8, byte order mark already removed) with scripting
// disabled, as a browser with scripting off or a linter sees it: <noscript>
// content is markup.
//
// When positions is true, every element node created from a start tag of
// src maps to its Tag (see Document.Tag). When positions is false, src is
// parsed directly, which is faster, and Tag returns nil.
//
// The error is the parser's. With positions, elements nested deeper than
// MaxDepth are no error: the tree built up to there is returned, and
// TooDeep says where the parse stopped; without, they are.
func Parse(src []byte, positions bool) (*Document, error) {
	if !positions {
		root, err := parsePlain(src)
		if err != nil {
			return nil, err
		}
		return &Document{Src: src, Root: root}, nil
	}
	return parse(src, nil)
}

// parse parses with positions, asking stop (when not nil) whether to go
// on.
func parse(src []byte, stop func() bool) (*Document, error) {
	d := &Document{Src: src, stop: stop}
	// Size the arrays once: append grows big slices by a quarter at a
	// time, copying them over and over. Every start tag is a '<' before a
	// letter.
	tags := startTagBound(src)
	d.spans = make([]tagSpan, 0, tags)
	d.nodes = make(map[*html.Node]int32, tags)
	root, err := parseWithPositions(d)
	if d.stopped {
		return nil, ErrStopped
	}
	if err != nil {
		return nil, err
	}
	d.Root = root
	d.stop = nil
	return d, nil
}

// startTagBound is an upper bound on the number of start tags in src: the
// '<' followed by an ASCII letter.
func startTagBound(src []byte) int {
	n := 0
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '<')
		if j < 0 {
			return n
		}
		i += j + 1
		if i < len(src) && ('a' <= src[i]|0x20 && src[i]|0x20 <= 'z') {
			n++
		}
	}
}

func parsePlain(src []byte) (*html.Node, error) {
	return html.ParseWithOptions(bytes.NewReader(src), html.ParseOptionEnableScripting(false))
}

// Tag returns the start tag element node n was created from, or nil for an
// element the parser implied (html, head, body, tbody, tr, colgroup, p, br
// from "</br>"), for nodes of another document, and when Parse ran without
// positions. A clone of a formatting element maps to the tag of the
// element it was cloned from. The first call for a tag reads its
// attributes; later calls return the same *Tag.
func (d *Document) Tag(n *html.Node) *Tag {
	if d.nodes == nil {
		return nil
	}
	i, ok := d.nodes[n]
	if !ok {
		return nil
	}
	return d.tag(i)
}

// tag returns the Tag of spans[i], reading its attributes on first use.
func (d *Document) tag(i int32) *Tag {
	if d.tags != nil {
		return &d.tags[i]
	}
	if t, ok := d.one[i]; ok {
		return t
	}
	if d.one == nil {
		d.one = make(map[int32]*Tag)
	}
	t := new(Tag)
	d.read(i, t)
	d.one[i] = t
	return t
}

// read fills t with the tag of spans[i].
func (d *Document) read(i int32, t *Tag) {
	sp := &d.spans[i]
	end, ne, attrs, _, _ := d.scanTag(sp.start, nil)
	stray, _ := d.strayIn(sp.start, end)
	*t = Tag{Start: sp.start, End: end, NameStart: sp.start + 1, NameEnd: ne, Nodes: int(sp.nodes), StrayAt: stray,
		Name: internName(d.Src[sp.start+1:ne], &d.scratch), Attrs: attrs[:len(attrs):len(attrs)]}
	for j := range t.Attrs {
		a := &t.Attrs[j]
		a.Name = internName(d.Src[a.NameStart:a.NameEnd], &d.scratch)
	}
}

// Comment is the span of one comment token in Src: "<!--" to just past
// "-->" for a normal one, or a bogus comment such as "<!x>" or "<?x>".
// The parser's own tokenizer decided it is a comment, so "<!--" inside
// <script> or an attribute value is not one.
type Comment struct {
	Start, End int
}

// TemplateTexts returns the spans of the text tokens that may hold
// template syntax ('{', '<', '@' or '}' in text outside script, style and
// the other raw-text elements), in source order: where conditionals of
// template languages are found without reading the source again.
func (d *Document) TemplateTexts() []Comment { return d.texts }

// HasStartTag reports whether the source has a start tag named name (in
// lower case), whether or not the parser made an element of it.
func (d *Document) HasStartTag(name string) bool {
	for i := range d.spans {
		s := d.Src[d.spans[i].start+1:]
		if len(s) > len(name) && asciiEqualFoldBytes(s[:len(name)], []byte(name)) {
			if c := s[len(name)]; isSpace(c) || c == '>' || c == '/' {
				return true
			}
		}
	}
	return false
}

// TagStart returns the offset of the start tag element n was made from,
// or -1 (see Tag), without reading the tag's attributes.
func (d *Document) TagStart(n *html.Node) int {
	if i, ok := d.nodes[n]; ok {
		return d.spans[i].start
	}
	return -1
}

// Comments returns the comment tokens of the source in source order (nil
// when Parse ran without positions).
func (d *Document) Comments() []Comment { return d.comments }

// ElementCount returns how many elements came from start tags in the
// source (not those the parser makes up, such as an implied <body>): a
// size for the lists of a walk over the tree.
func (d *Document) ElementCount() int { return len(d.nodes) }

// HasDuplicate reports whether the start tag of element n repeats an
// attribute (see Attr.Duplicate), without reading its attributes.
func (d *Document) HasDuplicate(n *html.Node) bool {
	if !d.dups {
		return false
	}
	i, ok := d.nodes[n]
	return ok && d.spans[i].dup
}

// ProblemTags returns the start tags with a tokenizer parse error about
// their attributes (see Problem and Tag.StrayAt), in source order,
// including tags the parser ignored; they are read on first use, the
// other tags are not.
func (d *Document) ProblemTags() []*Tag {
	if !d.problems {
		return nil
	}
	var out []*Tag
	for i := range d.spans {
		if d.spans[i].problem {
			out = append(out, d.tag(int32(i)))
		}
	}
	return out
}

// Tags returns every complete start tag of the source in source order,
// including those the parser ignored (Nodes == 0). A start tag cut off by
// the end of the input is not a tag: the tokenizer drops it. The first
// call reads every tag's attributes.
func (d *Document) Tags() []Tag {
	if d.tags == nil && len(d.spans) > 0 {
		tags := make([]Tag, len(d.spans))
		for i := range tags {
			if t, ok := d.one[int32(i)]; ok {
				tags[i] = *t
			} else {
				d.read(int32(i), &tags[i])
			}
		}
		d.tags, d.one = tags, nil
	}
	return d.tags
}

// SourceAttr returns the tag and the source attribute that the attribute
// key of node n came from, or nil, nil. It is Tag(n).Attr(key), except that
// on the html and body elements it also finds attributes the parser merged
// in from a later <html> or <body> start tag, which has no node of its own.
// key is compared ASCII case-insensitively; for a namespaced attribute in
// foreign content pass "xlink:href".
func (d *Document) SourceAttr(n *html.Node, key string) (*Tag, *Attr) {
	if t := d.Tag(n); t != nil {
		if a := t.Attr(key); a != nil {
			return t, a
		}
	}
	if d.nodes == nil || n.Type != html.ElementNode || n.Namespace != "" || (n.Data != "html" && n.Data != "body") {
		return nil, nil
	}
	// copyAttributes only adds keys the element lacks, so the source is
	// the first merged tag that has the key.
	for _, m := range d.merges {
		if m.node != n {
			continue
		}
		t := d.tag(m.tag)
		if a := t.Attr(key); a != nil {
			return t, a
		}
	}
	return nil, nil
}

// merged is one <html> or <body> tag merged into an earlier element.
type merged struct {
	node *html.Node
	tag  int32
}

// tagSpan is where one start tag is, and what the parser made of it.
type tagSpan struct {
	start, end int
	node       *html.Node // the first of the element nodes made from it (see EditValue)
	nodes      int32      // how many element nodes were made from it
	dup        bool       // it repeats an attribute
	problem    bool       // it has a tokenizer parse error (see Problem)
	// (32 bytes in this order, 40 with nodes before node: one for every
	// start tag of a page.)
}
