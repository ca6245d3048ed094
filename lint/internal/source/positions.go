package source

import (
	"bytes"
	"sync"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// token is called by the parser for every token it reads, with the
// token's span in Src and, for a tag, the atom of its name. It records
// comments (see Comments). For a start tag it records where the tag is,
// whether it repeats an attribute and whether its attributes have a parse
// error, as the tokenizer z found while reading it, and returns the tag's
// index; for any other token it returns -1. The attribute spans are read
// (scanTag) only for the tags a caller asks about (Tag, Tags): most tags
// have nothing to report, and reading every tag twice cost a tenth of the
// parse.
func (d *Document) token(z *Tokenizer, tt TokenType, name atom.Atom, off, end int) int32 {
	if d.stop != nil {
		if d.tokens++; d.tokens%stopEvery == 0 && d.stop() {
			// The parser recovers from panics and returns them as
			// errors; stopped tells parse which error this is.
			d.stopped = true
			panic(errStop{})
		}
	}
	switch tt {
	case CommentToken:
		d.comments = append(d.comments, Comment{Start: off, End: end})
		return -1
	case TextToken:
		// Text that may hold template syntax, outside script and style.
		if !d.rawText && hasTemplateMark(d.Src[off:end]) {
			d.texts = append(d.texts, Comment{Start: off, End: end})
		}
		d.rawText = false
		return -1
	case StartTagToken, SelfClosingTagToken:
	case ErrorToken:
		// The input ends inside a start tag: the tokenizer drops it, and
		// its raw text runs from its '<' to the end.
		if end == len(d.Src) && end-off >= 2 && d.Src[off] == '<' && isASCIILetter(d.Src[off+1]) {
			d.eofTag = off + 1
		}
		d.rawText = false
		return -1
	default:
		d.rawText = false
		return -1
	}
	d.rawText = tt == StartTagToken && isRawTextTag(name)
	if end <= off || d.Src[end-1] != '>' {
		return -1 // the input ends inside the tag (the tokenizer drops it)
	}
	_, problem := d.strayIn(off, end)
	problem = problem || z.tagProblem
	d.spans = append(d.spans, tagSpan{start: off, end: end, dup: z.tagDup, problem: problem})
	d.dups = d.dups || z.tagDup
	d.problems = d.problems || problem
	return int32(len(d.spans) - 1)
}

// record maps element n to tag i (when i >= 0).
func (p *parser) record(n *html.Node, i int32) {
	if i < 0 {
		return
	}
	p.pos.spans[i].nodes++
	p.pos.nodes[n] = i
	if p.pos.spans[i].nodes == 1 {
		p.pos.spans[i].node = n
	}
}

// clone is Node.clone in x/net/html: a copy of n's element with its
// attributes and no relatives. The copy comes from n's tag, like n.
func (p *parser) clone(n *html.Node) *html.Node {
	m := cloneNode(n)
	if i, ok := p.pos.nodes[n]; ok {
		p.record(m, i)
	}
	return m
}

// merge notes that the current start tag's attributes were merged into n,
// the html or body element (only keys n lacked are copied).
func (p *parser) merge(n *html.Node) {
	if p.curTag >= 0 {
		p.pos.merges = append(p.pos.merges, merged{node: n, tag: p.curTag})
	}
}

// isRawTextTag reports whether a start tag named name is followed by raw
// text (script, style, ...), whose content is not markup: braces there
// are code, not template syntax.
func isRawTextTag(name atom.Atom) bool {
	switch name {
	case atom.Script, atom.Style, atom.Xmp, atom.Iframe, atom.Noembed, atom.Noframes, atom.Textarea, atom.Title, atom.Plaintext:
		return true
	}
	return false
}

// hasTemplateMark reports whether text holds one of the bytes "{<@}" that
// start or end template syntax. It is bytes.IndexAny(text, "{<@}") >= 0,
// which showed as 4% of the parse in CPU profiles: most text tokens are a few bytes of
// whitespace, best looked at byte by byte, and the long ones are searched
// for each mark at memchr speed.
func hasTemplateMark(text []byte) bool {
	if len(text) < 64 {
		for _, c := range text {
			if c == '{' || c == '<' || c == '@' || c == '}' {
				return true
			}
		}
		return false
	}
	return bytes.IndexByte(text, '{') >= 0 || bytes.IndexByte(text, '<') >= 0 ||
		bytes.IndexByte(text, '@') >= 0 || bytes.IndexByte(text, '}') >= 0
}

// isSpecialAtom is x/net's isSpecialElementMap (xnet_const.go) keyed by the
// names' atoms, which isSpecialElement in the copy looks up instead of
// hashing the name of every element of the stack it looks at.
var isSpecialAtom = func() map[atom.Atom]bool {
	m := make(map[atom.Atom]bool, len(isSpecialElementMap))
	for name := range isSpecialElementMap {
		a := atom.Lookup([]byte(name))
		if a == 0 {
			panic("source: special element " + name + " has no atom")
		}
		m[a] = true
	}
	return m
}()

// internPool holds the string tables of Tokenizer.intern, so that each
// parse does not allocate and clear one of its own (4 KB a file); a table
// handed on keeps a few short strings of an earlier page alive, which the
// next page may share.
var internPool = sync.Pool{New: func() any { return new([256]string) }}

// release hands the tokenizer's string table back to internPool.
func (z *Tokenizer) release() {
	if z.interned != nil {
		internPool.Put(z.interned)
		z.interned = nil
	}
}

// isASCIILetter reports whether c starts a tag name.
func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
