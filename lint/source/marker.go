package source

import (
	"bytes"
	"io"
)

// The marker key names the marker attribute and starts every marker. It is
// a single C0 control character that does not occur in the input: the
// tokenizer passes such bytes through untouched (it only rewrites NUL, CR
// and '&'), no parser rule looks at them, a one-byte Go string costs no
// allocation, and a one-byte needle is found at memchr speed when attach
// looks for stray markers. Only if the input contains every candidate does
// it fall back to a long name, "data-attrlint-src-" made unique.
const (
	markerCandidates = "\x02\x03\x04\x05\x06\x07\x08\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x01"
	markerPrefix     = "data-attrlint-src-"
)

// noahsArk is the number of identical formatting elements after which the
// parser starts dropping the oldest from the list of active formatting
// elements (three may stay, the fourth evicts one).
const noahsArk = 4

// markerKey returns a marker key that occurs nowhere in src. For the long
// fallback the comparison is ASCII case-insensitive (the tokenizer
// lowercases names, so "DATA-ATTRLINT-SRC-" in the input would collide,
// and a collision would make the tokenizer drop the author's attribute as
// a duplicate of the marker).
//
// A character must not be producible either: "&#2;" in text or in a value
// decodes to U+0002, so the numeric references of the input are decoded
// and the control characters they make are ruled out too. (No named
// reference expands to one of the candidates.) The long fallback can be
// spelled with references ("&#100;ata-..."); attach then finds it where no
// marker was put and Parse falls back, which is safe.
func markerKey(src []byte) string {
	var produced [32]bool
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '&')
		if j < 0 {
			break
		}
		i += j
		if i+1 < len(src) && src[i+1] == '#' {
			if u := charRef(src[i:]); !u.plain && u.r1 < 32 {
				produced[u.r1] = true
			}
		}
		i++
	}
	for i := 0; i < len(markerCandidates); i++ {
		c := markerCandidates[i]
		if !produced[c] && bytes.IndexByte(src, c) < 0 {
			return markerCandidates[i : i+1]
		}
	}
	key := []byte(markerPrefix)
	for containsFold(src, key) {
		key = append(key, 'x')
	}
	return string(key)
}

// containsFold reports whether src contains needle, ASCII
// case-insensitively. needle is lowercase and starts with "data-"; the
// search keys on '-', which has no case, so bytes.IndexByte does the work.
func containsFold(src, needle []byte) bool {
	const lead = len("data")
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '-')
		if j < 0 {
			return false
		}
		j += i
		if j >= lead && j-lead+len(needle) <= len(src) &&
			asciiEqualFoldBytes(src[j-lead:j-lead+len(needle)], needle) {
			return true
		}
		i = j + 1
	}
}

// signature returns the identity the parser's Noah's Ark clause compares
// formatting elements by: the name and the (key, decoded value) pairs of
// the attributes the tokenizer keeps, sorted by key then value as the
// parser sorts them.
func (d *Document) signature(buf []byte, name string, attrs []Attr) []byte {
	buf = append(buf, name...)
	buf = append(buf, 0)
	var small [8]int
	idx := small[:0]
	for i := range attrs {
		if attrs[i].Duplicate {
			continue
		}
		// Insertion sort: formatting tags have few attributes.
		j := len(idx)
		idx = append(idx, i)
		for ; j > 0 && d.attrLess(&attrs[i], &attrs[idx[j-1]]); j-- {
			idx[j] = idx[j-1]
		}
		idx[j] = i
	}
	// Names and decoded values never contain NUL (the tokenizer replaces
	// it), so NUL separates unambiguously.
	for _, i := range idx {
		a := &attrs[i]
		buf = append(buf, a.Name...)
		buf = append(buf, 0)
		buf = AppendDecoded(buf, d.Src[a.ValueStart:a.ValueEnd])
		buf = append(buf, 0)
	}
	return buf
}

func (d *Document) attrLess(a, b *Attr) bool {
	if a.Name != b.Name {
		return a.Name < b.Name
	}
	return d.Value(a) < d.Value(b)
}

// markedReader returns the copy of Src that is parsed, with a marker for each tag
// i naming i: "KEYi;" put in front of the value of one of its attributes
// (the carrier, see carrier), or, for a tag without a suitable attribute,
// an attribute `/KEY="i"` spliced in right after its name.
//
// A value prefix costs the parser nothing (x/net/html allocates about six
// times for every attribute, so an extra attribute on every tag would make
// the parse half again as slow). The prefix contains no space, quote, '&'
// or '>', so it neither ends nor changes the decoding of the value around
// it. A valueless carrier gets `="KEYi;"`.
//
// The marker attribute comes first, so it can never be the duplicate the
// tokenizer drops, and it does not change whether a tag is self-closing.
// After a tag name the tokenizer is in the before-attribute-name state
// either way, and a '/' there is skipped. The '/' rather than a space
// matters when the tokenizer pass wrongly took text for a tag: in a
// frameset the parser keeps only the whitespace of text, so a spliced space
// would survive alone and change the tree unnoticed, while a marker
// without whitespace vanishes completely.
//
// Formatting tags need more care. The parser compares them by attribute
// set (the Noah's Ark clause keeps at most three identical ones in the list
// of active formatting elements), and distinct markers would make identical
// tags different and change the tree. So the tags of a group of four or
// more identical formatting tags all get the group's marker (the index of
// its first tag), and each also gets a comment "<!--KEYi-->" right after
// the tag: comments do not touch the list of active formatting elements and
// are inserted into the current node, which is the element just created, so
// the comment becomes the first child of the original element and names its
// tag exactly. Clones made later copy the attributes but not the children.
//
// The copy is produced piecewise as the parser reads it, never held in
// memory whole.
func (d *Document) markedReader() io.Reader {
	return &markReader{d: d}
}

type markReader struct {
	d       *Document
	pos     int    // next byte of Src to copy
	next    int    // next tag to mark
	phase   int    // 0: before the tag's marker, 1: before its comment
	pending []byte // marker bytes not yet read
	buf     []byte
}

func (r *markReader) Read(p []byte) (int, error) {
	n := 0
	d := r.d
	for n < len(p) {
		if len(r.pending) > 0 {
			c := copy(p[n:], r.pending)
			r.pending = r.pending[c:]
			n += c
			continue
		}
		// Where the next insertion goes, and what it is.
		at := len(d.Src)
		if r.next < len(d.tags) {
			t := &d.tags[r.next]
			if r.phase == 0 {
				at = t.NameEnd
				if t.carrier >= 0 {
					a := &t.Attrs[t.carrier]
					at = a.NameEnd
					if a.HasValue {
						at = a.ValueStart
					}
				}
			} else {
				at = t.End
			}
		}
		if r.pos < at {
			c := copy(p[n:], d.Src[r.pos:at])
			r.pos += c
			n += c
			continue
		}
		if r.next >= len(d.tags) {
			if n == 0 {
				return 0, io.EOF
			}
			break
		}
		t := &d.tags[r.next]
		b := r.buf[:0]
		if r.phase == 0 {
			id := r.next
			if t.group >= 0 {
				id = int(t.group)
			}
			switch {
			case t.carrier < 0:
				b = append(b, '/')
				b = append(b, d.key...)
				b = append(b, '=', '"')
				b = itoa(b, id)
				b = append(b, '"')
			case t.Attrs[t.carrier].HasValue:
				b = append(b, d.key...)
				b = itoa(b, id)
				b = append(b, ';')
			default:
				b = append(b, '=', '"')
				b = append(b, d.key...)
				b = itoa(b, id)
				b = append(b, ';', '"')
			}
			if t.group >= 0 {
				r.phase = 1
			} else {
				r.next++
			}
		} else {
			b = append(b, "<!--"...)
			b = append(b, d.key...)
			b = itoa(b, r.next)
			b = append(b, "-->"...)
			r.phase = 0
			r.next++
		}
		r.buf = b
		r.pending = b
	}
	return n, nil
}
