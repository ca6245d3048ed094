package source

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// An attribute value reaches the DOM decoded: the tokenizer replaces NUL by
// U+FFFD, turns CRLF and lone CR into LF, then expands character references
// the attribute-value way, which is not html.UnescapeString: a named
// reference without ';' followed by '=' stays literal ("?a=1&copy=2"), and
// a name that is not a whole entity stays literal (no "&notit;" -> "¬it;"
// prefix matching as in text). The code below reproduces x/net/html's
// unescapeEntity(attribute=true) exactly, one source unit at a time, so an
// offset in the decoded value maps back to the source.

// unit describes how src[i:i+srcLen] decodes: to decLen bytes, written by
// appendUnit. A plain run of bytes decodes to itself.
type unit struct {
	srcLen, decLen int
	plain          bool
	r1             rune   // the expansion of NUL, CR or a numeric reference
	named          string // or of a named reference (one or two characters)
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
		return charRef(raw[i:])
	}
	j := i + 1
	for j < len(raw) && raw[j] != '&' && raw[j] != 0 && raw[j] != '\r' {
		j++
	}
	return unit{srcLen: j - i, decLen: j - i, plain: true}
}

// charRef decodes the character reference at the start of s (s[0] == '&'),
// as x/net/html's unescapeEntity with attribute set. A '&' that starts no
// reference is a unit of its own that decodes to itself.
func charRef(s []byte) unit {
	literal := unit{srcLen: 1, decLen: 1, plain: true}
	if len(s) <= 1 {
		return literal
	}
	i := 1
	if s[i] == '#' {
		if len(s) <= 2 {
			return literal
		}
		i++
		hex := false
		if s[i] == 'x' || s[i] == 'X' {
			hex = true
			i++
		}
		i0 := i
		x := rune(0)
		for i < len(s) {
			c := s[i]
			var d rune
			switch {
			case '0' <= c && c <= '9':
				d = rune(c - '0')
			case hex && 'a' <= c && c <= 'f':
				d = rune(c-'a') + 10
			case hex && 'A' <= c && c <= 'F':
				d = rune(c-'A') + 10
			default:
				goto done
			}
			if x <= 0x10FFFF {
				if hex {
					x = 16*x + d
				} else {
					x = 10*x + d
				}
			}
			i++
		}
	done:
		if i == i0 {
			return literal
		}
		if i < len(s) && s[i] == ';' {
			i++
		}
		switch {
		case 0x80 <= x && x <= 0x9F:
			x = windows1252[x-0x80]
		case x == 0 || 0xD800 <= x && x <= 0xDFFF || x > 0x10FFFF:
			x = utf8.RuneError
		}
		return unit{srcLen: i, decLen: utf8.RuneLen(x), r1: x}
	}
	for i < len(s) {
		c := s[i]
		i++
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			continue
		}
		if c != ';' {
			i--
		}
		break
	}
	name := s[1:i]
	if len(name) == 0 {
		return literal
	}
	if name[len(name)-1] != ';' && i < len(s) && s[i] == '=' {
		return literal
	}
	v, ok := lookupEntity(name)
	if !ok {
		return literal
	}
	return unit{srcLen: i, decLen: len(v), named: v}
}

// windows1252 maps the numeric references &#x80; to &#x9F; (x/net/html's
// replacementTable, from the standard).
var windows1252 = [32]rune{
	'\u20AC', '\u0081', '\u201A', '\u0192', '\u201E', '\u2026', '\u2020', '\u2021',
	'\u02C6', '\u2030', '\u0160', '\u2039', '\u0152', '\u008D', '\u017D', '\u008F',
	'\u0090', '\u2018', '\u2019', '\u201C', '\u201D', '\u2022', '\u2013', '\u2014',
	'\u02DC', '\u2122', '\u0161', '\u203A', '\u0153', '\u009D', '\u017E', '\u0178',
}

// entityCache holds named references looked up so far ("" for a name that
// is no entity). x/net/html does not export its table; the lookup asks its
// tokenizer instead, in attribute mode, which is exact by construction.
var (
	entityCache sync.Map
	entityCount atomic.Int32
)

const entityCacheMax = 4096

// lookupEntity returns the expansion of the named reference name (letters
// and digits, maybe ending in ';') as the tokenizer decodes it in an
// attribute value not followed by '='.
func lookupEntity(name []byte) (string, bool) {
	switch string(name) {
	case "amp;", "amp":
		return "&", true
	case "lt;", "lt":
		return "<", true
	case "gt;", "gt":
		return ">", true
	case "quot;", "quot":
		return `"`, true
	case "apos;":
		return "'", true
	case "nbsp;", "nbsp":
		return "\u00a0", true
	}
	if v, ok := entityCache.Load(string(name)); ok {
		s := v.(string)
		return s, s != ""
	}
	probe := `<a b="&` + string(name) + `">`
	z := html.NewTokenizer(strings.NewReader(probe))
	z.Next()
	_, val, _ := z.TagAttr()
	s := string(val)
	if s == "&"+string(name) {
		s = ""
	}
	if entityCount.Load() < entityCacheMax {
		entityCount.Add(1)
		entityCache.Store(string(name), s)
	}
	return s, s != ""
}

// appendUnit appends the decoded form of unit u, found at raw[i:].
func appendUnit(dst, raw []byte, i int, u unit) []byte {
	switch {
	case u.plain:
		return append(dst, raw[i:i+u.srcLen]...)
	case u.named != "":
		return append(dst, u.named...)
	}
	return utf8.AppendRune(dst, u.r1)
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
func (d *Document) ValueOffset(a *Attr, decodedOff int) int {
	if decodedOff <= 0 {
		return a.ValueStart
	}
	raw := d.Src[a.ValueStart:a.ValueEnd]
	dec := 0
	for i := 0; i < len(raw); {
		u := nextUnit(raw, i)
		if decodedOff < dec+u.decLen {
			if u.plain {
				return a.ValueStart + i + (decodedOff - dec)
			}
			return a.ValueStart + i
		}
		dec += u.decLen
		i += u.srcLen
	}
	return a.ValueEnd
}
