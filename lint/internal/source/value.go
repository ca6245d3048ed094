package source

import (
	"unicode/utf8"
)

// An attribute value reaches the DOM decoded: the tokenizer replaces NUL by
// U+FFFD, turns CRLF and lone CR into LF, then expands character references
// the attribute-value way, which is not html.UnescapeString: a named
// reference without ';' followed by '=' stays literal ("?a=1&copy=2"), and
// a name that is not a whole entity stays literal (no "&notit;" -> "¬it;"
// prefix matching as in text). The code below walks a value one source
// unit at a time, with the tokenizer's own reference decoder
// (unescapeEntity, attribute mode, in xnet_escape.go), so that an offset
// in the decoded value maps back to the source.

// unit describes how src[i:i+srcLen] decodes: to decLen bytes, written by
// appendUnit. A plain run of bytes decodes to itself.
type unit struct {
	srcLen, decLen int
	plain          bool
	// r1 and r2 are the expansion of NUL, CR or a character reference
	// (r2 is 0 but for the few named references of two characters).
	r1, r2 rune
}

// nextUnit decodes the unit starting at raw[i].
func nextUnit(raw []byte, i int) unit {
	switch c := raw[i]; c {
	case 0:
		return unit{srcLen: 1, decLen: 3, r1: utf8.RuneError}
	case '\r':
		if i+1 < len(raw) && raw[i+1] == '\n' {
			return unit{srcLen: 2, decLen: 1, r1: '\n'}
		}
		return unit{srcLen: 1, decLen: 1, r1: '\n'}
	case '&':
		r1, r2, n := unescapeEntity(raw[i:], true)
		if n == 1 {
			return unit{srcLen: 1, decLen: 1, plain: true} // '&' that starts no reference
		}
		u := unit{srcLen: n, decLen: utf8.RuneLen(r1), r1: r1, r2: r2}
		if r2 != 0 {
			u.decLen += utf8.RuneLen(r2)
		}
		return u
	}
	j := i + 1
	for j < len(raw) && raw[j] != '&' && raw[j] != 0 && raw[j] != '\r' {
		j++
	}
	return unit{srcLen: j - i, decLen: j - i, plain: true}
}

// appendUnit appends the decoded form of unit u, found at raw[i:].
func appendUnit(dst, raw []byte, i int, u unit) []byte {
	if u.plain {
		return append(dst, raw[i:i+u.srcLen]...)
	}
	dst = utf8.AppendRune(dst, u.r1)
	if u.r2 != 0 {
		dst = utf8.AppendRune(dst, u.r2)
	}
	return dst
}

// AppendDecoded appends to dst the raw attribute value raw decoded as the
// tokenizer decodes attribute values.
func AppendDecoded(dst, raw []byte) []byte {
	for i := 0; i < len(raw); {
		u := nextUnit(raw, i)
		dst = appendUnit(dst, raw, i, u)
		i += u.srcLen
	}
	return dst
}

// DecodeValue returns the raw attribute value raw decoded as x/net/html
// decodes attribute values (html.Attribute.Val).
func DecodeValue(raw []byte) string {
	if !needsDecoding(raw) {
		return string(raw)
	}
	return string(AppendDecoded(nil, raw))
}

func needsDecoding(raw []byte) bool {
	for _, c := range raw {
		if c == '&' || c == '\r' || c == 0 {
			return true
		}
	}
	return false
}

// Value returns the decoded value of a, as the parser put it in the node.
func (d *Document) Value(a *Attr) string {
	return DecodeValue(d.Src[a.ValueStart:a.ValueEnd])
}

// ValueOffset maps a byte offset in the decoded value of a (as in
// html.Attribute.Val) to a byte offset in Src. An offset inside the
// expansion of a character reference, of a NUL (U+FFFD is three bytes) or
// of a CRLF maps to the start of that source text ('&', NUL or CR); an
// offset at or past the end of the decoded value maps to a.ValueEnd, and a
// negative one to a.ValueStart. So [ValueOffset(s), ValueOffset(e)) is the
// source text of decoded bytes [s, e).
//
// Findings on the tokens of one long value come in order: a call for the
// value of the call before, at an offset not before it, goes on from where
// that call stopped instead of decoding the value from its start again.
func (d *Document) ValueOffset(a *Attr, decodedOff int) int {
	if decodedOff <= 0 {
		return a.ValueStart
	}
	raw := d.Src[a.ValueStart:a.ValueEnd]
	c := &d.valueAt
	if c.a != a || c.start != a.ValueStart || c.end != a.ValueEnd || decodedOff < c.dec {
		*c = valueAt{a: a, start: a.ValueStart, end: a.ValueEnd}
		if len(raw) > 0 {
			c.u = nextUnit(raw, 0)
		}
	}
	for c.i < len(raw) {
		if decodedOff < c.dec+c.u.decLen {
			if c.u.plain {
				return a.ValueStart + c.i + (decodedOff - c.dec)
			}
			return a.ValueStart + c.i
		}
		c.dec += c.u.decLen
		c.i += c.u.srcLen
		if c.i < len(raw) {
			c.u = nextUnit(raw, c.i)
		}
	}
	return a.ValueEnd
}

// valueAt is where ValueOffset stopped: in the value of a (spanning
// start..end of Src when it was asked), at the unit u, which starts at
// raw[i:] and at offset dec of the decoded value.
type valueAt struct {
	a          *Attr
	start, end int
	i, dec     int
	u          unit
}
