package source

import (
	"bytes"
	"sort"

	"github.com/attrlint/attrlint/microsyntax"
)

// EditValue updates d, the parse of an earlier text, to the parse of src,
// the text after an edit that replaced the old bytes lo..hiOld with the new
// bytes lo..hiNew of src, when that edit only changed the value of one
// quoted attribute: a language server then skips the parse of a large page
// for a keystroke in an attribute value. It reports false, leaving d as it
// was, for any other edit; the caller then parses src.
//
// The old text is not needed (an editor changes its buffer in place): the
// tag around the edit is read again in src, and must have the same
// attributes in the same order as the element made from it, with the same
// values except the one edited, and end where the old one did, moved by the
// edit. Then the prefix before the edit and the bytes after the tag are the
// same in both texts, and so is everything the parser made of them: only
// the one value differs. To keep that true the edited value must need no
// decoding (no character reference, carriage return or NUL), the tag must
// have made exactly one element and repeat no attribute, and the attribute
// must not be one whose value the tree builder reads (input type, which
// decides foster parenting in tables; annotation-xml encoding, which
// decides an integration point). Offsets of everything after the edit move
// by its length difference; tags read before (Tag) are read again.
//
// d must not be in use while it changes.
func (d *Document) EditValue(lo, hiOld, hiNew int, src []byte) bool {
	delta := (hiNew - lo) - (hiOld - lo)
	// A document cut short (the depth limit, a tag the input ends inside)
	// is rare: it is parsed again rather than its offsets kept up to date.
	if d.nodes == nil || d.deep != 0 || d.eofTag != 0 || lo < 0 || hiOld < lo || hiNew < lo || hiNew > len(src) || len(d.Src)+delta != len(src) {
		return false
	}
	// The last tag starting before the edit must hold it whole.
	i := sort.Search(len(d.spans), func(i int) bool { return d.spans[i].start >= lo }) - 1
	if i < 0 {
		return false
	}
	sp := &d.spans[i]
	if hiOld >= sp.end || sp.nodes != 1 || sp.dup || sp.node == nil {
		return false
	}
	n := sp.node
	if n.Namespace != "" {
		return false // foreign attribute names are adjusted: keep to HTML
	}
	// Read the tag again in the new text.
	saved := d.Src
	d.Src = src
	end, _, attrs, dup, ok := d.scanTag(sp.start, nil)
	d.Src = saved
	if !ok || dup || end != sp.end+delta || len(attrs) != len(n.Attr) {
		return false
	}
	// The parser may reorder attributes: match them by name (unique, as
	// the tag repeats none).
	edited, editedAt := -1, -1
	for k := range attrs {
		a := &attrs[k]
		name := string(src[a.NameStart:a.NameEnd])
		at := -1
		for j := range n.Attr {
			// Node keys are the tokenizer's, lower case.
			if n.Attr[j].Namespace == "" && microsyntax.EqualFoldASCII(name, n.Attr[j].Key) {
				at = j
				break
			}
		}
		if at < 0 {
			return false
		}
		if a.ValueStart <= lo && hiNew <= a.ValueEnd && a.Quote != 0 {
			edited, editedAt = k, at
			continue
		}
		if decodeValue(src[a.ValueStart:a.ValueEnd]) != n.Attr[at].Val {
			return false
		}
	}
	if edited < 0 {
		return false
	}
	a := &attrs[edited]
	raw := src[a.ValueStart:a.ValueEnd]
	if key := n.Attr[editedAt].Key; key == "type" || key == "encoding" || bytes.ContainsAny(raw, "&\r\x00") {
		return false
	}
	n.Attr[editedAt].Val = string(raw)
	d.Src = src
	sp.end = end
	_, problem := d.strayIn(sp.start, end)
	for k := range attrs {
		problem = problem || attrs[k].Problem != NoProblem
	}
	sp.problem = problem
	d.problems = d.problems || problem
	for j := i + 1; j < len(d.spans); j++ {
		d.spans[j].start += delta
		d.spans[j].end += delta
	}
	shift := func(cs []Comment) {
		for k := range cs {
			if cs[k].Start >= lo {
				cs[k].Start += delta
				cs[k].End += delta
			}
		}
	}
	shift(d.comments)
	shift(d.texts)
	d.tags, d.one, d.valueAt = nil, nil, valueAt{}
	return true
}

// decodeValue is an attribute value as the tokenizer decodes it (TagAttr):
// NUL to U+FFFD, line breaks normalised, character references replaced.
func decodeValue(raw []byte) string {
	if !bytes.ContainsAny(raw, "&\r\x00") {
		return string(raw)
	}
	v := bytes.ReplaceAll(raw, nul, replacement) // a copy: the rest works in place
	return string(unescape(convertNewlines(v), true))
}
