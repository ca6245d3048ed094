// Package source parses an HTML document with golang.org/x/net/html and
// keeps what that package throws away: the byte span in the input of every
// start tag, of each of its attributes (duplicates included) and of each
// attribute value, and the link from every element node to the start tag it
// came from.
//
// x/net/html keeps no source positions (golang/go#28343, #34302), so Parse
// works in three steps:
//
//  1. A tokenizer pass over the input (token.go: x/net/html's tokenizer
//     transcribed to find token boundaries without allocating) records every
//     start tag and its attribute spans (scan.go). It mirrors the switches
//     the parser gives its own tokenizer, or the two would disagree about
//     where tags are: scripting is disabled, so <noscript> holds markup, and
//     inside SVG and MathML raw text elements are not raw and CDATA sections
//     are text, except at integration points.
//  2. Each tag gets a marker naming it (marker.go): a prefix on one of its
//     attribute values, or a marker attribute spliced in after its name. The
//     marked input is parsed once.
//  3. One walk over the tree removes the markers and maps each element to
//     its tag (attach, below). It checks every mapping (names and decoded
//     attribute values must match the source) and that no marker ended up
//     anywhere else, so a tag is never reported at a wrong place and the
//     tree is the one the parser builds from the input itself.
//
// Offsets are byte offsets into Document.Src; ValueOffset maps an offset in
// a decoded attribute value back to Src, and Lines turns offsets into line
// and column numbers.
package source

import (
	"bytes"
	"github.com/attrlint/attrlint/microsyntax"
	"strconv"
	"strings"

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
}

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
	// Nodes counts the element nodes mapped to this tag. It is 0 for a tag
	// the parser ignored (a second <body>, <td> outside a table, ...) and
	// more than 1 when the parser cloned a formatting element (<b>, <a>,
	// ...) to reconstruct it elsewhere: every clone maps to the same tag, so
	// a linter should report a tag's problems once.
	Nodes int

	// group is the index of the first tag of this tag's group of identical
	// formatting tags when that group is large enough for the parser's
	// "Noah's Ark" clause to matter (see marker.go), else -1.
	group int32
	// attrIndex is where the tag's attributes start in Document.attrs while
	// scanning; Attrs is sliced from it once the backing array stops moving.
	attrIndex int32
	attrCount int32
	// carrier is the index in Attrs of the attribute whose value carries
	// this tag's marker as a prefix, or -1 for a marker attribute of its
	// own (see marker.go).
	carrier int32
}

// Attr returns the first non-duplicate attribute of t named name, compared
// ASCII case-insensitively, or nil.
func (t *Tag) Attr(name string) *Attr {
	for i := range t.Attrs {
		a := &t.Attrs[i]
		if !a.Duplicate && microsyntax.EqualFoldASCII(a.Name, name) {
			return a
		}
	}
	return nil
}

// Document is a parsed document with, when positions were asked for, the
// source span of every start tag.
type Document struct {
	// Root is the document node of the parse tree. With positions, it is
	// the same tree the parser builds from Src without them.
	Root *html.Node
	// Src is the input, as given to Parse.
	Src []byte
	// Fallback reports that the tokenizer pass and the parser disagreed
	// about where tags are (the mirror of the parser's switches in foreign
	// content was wrong for this input). Root is then the plain parse of
	// Src, Tags still lists the tags, and Tag returns nil for every node.
	Fallback bool
	// Unmapped counts element nodes that came from a source tag but could
	// not be mapped to it safely; Tag returns nil for them. Normally 0.
	Unmapped int

	tags  []Tag
	attrs []Attr
	// nodes maps an element node to its index in tags.
	nodes map[*html.Node]int32
	key   string // the marker key, which occurs nowhere in Src (see markerKey)
}

// Parse parses src (UTF-8, byte order mark already removed) with scripting
// disabled, as a browser with scripting off or a linter sees it: <noscript>
// content is markup.
//
// When positions is true, every element node created from a start tag of
// src maps to its Tag (see Document.Tag). When positions is false, src is
// parsed directly, which is faster, and Tag returns nil.
//
// The error is the parser's, e.g. for elements nested more than 512 deep.
func Parse(src []byte, positions bool) (*Document, error) {
	d := &Document{Src: src}
	if !positions {
		root, err := parsePlain(src)
		if err != nil {
			return nil, err
		}
		d.Root = root
		return d, nil
	}
	d.key = markerKey(src)
	d.scan()
	root, err := html.ParseWithOptions(d.markedReader(), html.ParseOptionEnableScripting(false))
	if err != nil {
		return nil, err
	}
	d.Root = root
	if !d.attach() {
		// A marker ended up somewhere the parser did not see a start tag, so
		// the tree differs from the plain parse. Reparse; give no positions.
		root, err := parsePlain(src)
		if err != nil {
			return nil, err
		}
		d.Root = root
		d.Fallback = true
		d.nodes = nil
		for i := range d.tags {
			d.tags[i].Nodes = 0
		}
	}
	return d, nil
}

func parsePlain(src []byte) (*html.Node, error) {
	return html.ParseWithOptions(bytes.NewReader(src), html.ParseOptionEnableScripting(false))
}

// Tag returns the start tag element node n was created from, or nil for an
// element the parser implied (html, head, body, tbody, tr, colgroup, p, br
// from "</br>"), for nodes of another document, and when Parse ran without
// positions. It is a map lookup.
//
// A clone of a formatting element maps to the tag of the element it was
// cloned from. One case is approximate: when four or more formatting tags
// are identical (same name, same attributes and values), a clone maps to
// one of those identical tags, not necessarily the one it was cloned from
// (the originals always map exactly). The tags being identical, a linter
// finds the same problems in each, so the diagnostics are the same.
func (d *Document) Tag(n *html.Node) *Tag {
	if d.nodes == nil {
		return nil
	}
	i, ok := d.nodes[n]
	if !ok {
		return nil
	}
	return &d.tags[i]
}

// Tags returns every complete start tag of the source in source order,
// including those the parser ignored (Nodes == 0). A start tag cut off by
// the end of the input is not a tag: the tokenizer drops it.
func (d *Document) Tags() []Tag { return d.tags }

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
	var val string
	found := false
	for _, na := range n.Attr {
		if attrMatches(na, key) {
			val, found = na.Val, true
			break
		}
	}
	if !found {
		return nil, nil
	}
	// copyAttributes only adds keys the element lacks, so the source is the
	// first later tag of that name that has the key (with that value).
	for i := range d.tags {
		t := &d.tags[i]
		if t.Nodes != 0 || t.Name != n.Data {
			continue
		}
		if a := t.Attr(key); a != nil && d.Value(a) == val {
			return t, a
		}
	}
	return nil, nil
}

// attrMatches reports whether node attribute na is the source attribute
// named name: foreign content renames attributes ("viewbox" becomes
// "viewBox", "xlink:href" becomes namespace "xlink", key "href").
func attrMatches(na html.Attribute, name string) bool {
	if na.Namespace == "" {
		return microsyntax.EqualFoldASCII(na.Key, name)
	}
	ns := na.Namespace
	return len(name) == len(ns)+1+len(na.Key) && name[len(ns)] == ':' &&
		microsyntax.EqualFoldASCII(name[:len(ns)], ns) && microsyntax.EqualFoldASCII(name[len(ns)+1:], na.Key)
}

// impliedElements are the elements x/net/html creates without a start tag:
// parseImpliedToken(html, head, body, p, colgroup, tbody, tr) and "</br>",
// which it turns into <br>. Any other element without a marker means the
// tokenizer pass missed its tag.
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

// attach walks the tree once: it removes every marker attribute and marker
// comment, maps each element to its tag after checking that the tag really
// is its source, and reports false if a marker turned up where the parser
// saw no start tag (in text, a comment or another attribute), which means
// the tree is not the plain parse.
func (d *Document) attach() bool {
	key := d.key
	d.nodes = make(map[*html.Node]int32, len(d.tags))
	var scratch []byte
	// lastExact[g] is the last tag of group g whose original node the walk
	// has seen; clones of group members map to it (see marker.go).
	var lastExact map[int32]int32
	root := d.Root
	n := root
	for n != nil {
		switch n.Type {
		case html.ElementNode:
			// The first marker, in either form, is the element's own; html
			// and body may carry more, copied from later tags with the
			// attributes the parser merged into them.
			idx := -1
			for i := 0; i < len(n.Attr); i++ {
				a := &n.Attr[i]
				if a.Key == key && a.Namespace == "" {
					v, ok := parseIndex(a.Val, len(d.tags))
					if !ok {
						return false
					}
					if idx < 0 {
						idx = v
					}
					copy(n.Attr[i:], n.Attr[i+1:])
					n.Attr[len(n.Attr)-1] = html.Attribute{}
					n.Attr = n.Attr[:len(n.Attr)-1]
					if len(n.Attr) == 0 {
						n.Attr = nil
					}
					i--
					continue
				}
				if strings.HasPrefix(a.Val, key) {
					semi := strings.IndexByte(a.Val, ';')
					if semi < 0 {
						return false
					}
					v, ok := parseIndex(a.Val[len(key):semi], len(d.tags))
					if !ok {
						return false
					}
					if idx < 0 {
						idx = v
					}
					a.Val = a.Val[semi+1:]
				}
				if strings.Contains(a.Key, key) || strings.Contains(a.Val, key) {
					return false
				}
			}
			if idx < 0 {
				if !implied(n) {
					d.Unmapped++
				}
				break
			}
			if g := d.tags[idx].group; g >= 0 {
				// A member of a large group of identical formatting tags:
				// the marker names the group, the comment right inside the
				// original node names the tag; clones have no comment.
				exact := -1
				if c := n.FirstChild; c != nil && c.Type == html.CommentNode && strings.HasPrefix(c.Data, key) {
					v, ok := parseIndex(c.Data[len(key):], len(d.tags))
					if !ok {
						return false
					}
					n.RemoveChild(c)
					if d.tags[v].group == g {
						exact = v
					}
				}
				if lastExact == nil {
					lastExact = make(map[int32]int32)
				}
				if exact >= 0 {
					lastExact[g] = int32(exact)
					idx = exact
				} else if l, ok := lastExact[g]; ok {
					idx = int(l)
				}
			}
			t := &d.tags[idx]
			if !d.verify(n, t, &scratch) {
				d.Unmapped++
				break
			}
			t.Nodes++
			d.nodes[n] = int32(idx)
		case html.TextNode, html.DoctypeNode:
			if strings.Contains(n.Data, key) {
				return false
			}
		case html.CommentNode:
			if strings.Contains(n.Data, key) {
				// The comment of a formatting tag the parser ignored (in a
				// frameset) or that was not the first child of its element.
				if !strings.HasPrefix(n.Data, key) {
					return false
				}
				if _, ok := parseIndex(n.Data[len(key):], len(d.tags)); !ok {
					return false
				}
				next := skip(n, root)
				prev := n.PrevSibling
				parent := n.Parent
				parent.RemoveChild(n)
				// The parser would have merged the text on both sides.
				if prev != nil && prev.Type == html.TextNode && prev.NextSibling != nil && prev.NextSibling.Type == html.TextNode {
					q := prev.NextSibling
					prev.Data += q.Data
					parent.RemoveChild(q)
					next = skip(prev, root)
				}
				n = next
				continue
			}
		}
		if n.FirstChild != nil {
			n = n.FirstChild
			continue
		}
		n = skip(n, root)
	}
	return true
}

// skip returns the node after n in document order, not entering n.
func skip(n, root *html.Node) *html.Node {
	for n != root {
		if n.NextSibling != nil {
			return n.NextSibling
		}
		n = n.Parent
	}
	return nil
}

// parseIndex parses a marker value: a decimal index below limit.
func parseIndex(s string, limit int) (int, bool) {
	if s == "" || len(s) > 10 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, v < limit
}

// verify checks that element n really comes from tag t: same name, and each
// attribute of n is a non-duplicate attribute of t whose raw value decodes
// to exactly n's value. Attributes are matched by name, never by position:
// the parser sorts the attributes of formatting elements and renames some
// in foreign content. html and body may carry extra attributes merged from
// later tags.
func (d *Document) verify(n *html.Node, t *Tag, scratch *[]byte) bool {
	if !microsyntax.EqualFoldASCII(n.Data, t.Name) && !(t.Name == "image" && n.Data == "img") {
		return false
	}
	merged := n.Namespace == "" && (n.Data == "html" || n.Data == "body")
	// The common case: the node has the tag's attributes in source order
	// under the same names.
	j := 0
	for i := range n.Attr {
		for j < len(t.Attrs) && t.Attrs[j].Duplicate {
			j++
		}
		if j == len(t.Attrs) || n.Attr[i].Namespace != "" || n.Attr[i].Key != t.Attrs[j].Name {
			goto slow
		}
		j++
	}
	for j < len(t.Attrs) && t.Attrs[j].Duplicate {
		j++
	}
	if j == len(t.Attrs) {
		j = 0
		for i := range n.Attr {
			for t.Attrs[j].Duplicate {
				j++
			}
			if !d.valueEquals(&t.Attrs[j], n.Attr[i].Val, scratch) {
				return false
			}
			j++
		}
		return true
	}
slow:
	own := 0
	for i := range n.Attr {
		na := n.Attr[i]
		// The k-th attribute of n with this name is the k-th non-duplicate
		// source attribute with it (names differing only by NUL versus
		// U+FFFD are distinct to the tokenizer, equal here).
		k := 0
		for j := 0; j < i; j++ {
			if n.Attr[j].Namespace == na.Namespace && n.Attr[j].Key == na.Key {
				k++
			}
		}
		var sa *Attr
		for j := range t.Attrs {
			a := &t.Attrs[j]
			if a.Duplicate || !attrMatches(na, a.Name) {
				continue
			}
			if k == 0 {
				sa = a
				break
			}
			k--
		}
		if sa == nil {
			if merged {
				continue
			}
			return false
		}
		own++
		if !d.valueEquals(sa, na.Val, scratch) {
			return false
		}
	}
	if !merged {
		want := 0
		for j := range t.Attrs {
			if !t.Attrs[j].Duplicate {
				want++
			}
		}
		if own != want {
			return false
		}
	}
	return true
}

// itoa appends the decimal form of i.
func itoa(b []byte, i int) []byte { return strconv.AppendInt(b, int64(i), 10) }
