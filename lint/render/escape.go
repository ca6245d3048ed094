package render

import (
	"strconv"
	"unicode/utf8"
)

// Visible returns s with the characters a terminal acts on written as Go
// escapes, so that text from a page or a file name cannot set the
// terminal's title, clear it or write the clipboard for whoever reads the
// output: C0 controls other than tab ("\n", "\r", "\x1b", ...), DEL
// ("\x7f"), C1 controls ("\u009b"), bytes that are not UTF-8 ("\xff"), and
// the bidirectional formatting characters ("\u202e"), which reorder how the
// rest of the line is shown (the "Trojan Source" trick: a page could make
// the snippet read otherwise than its bytes, and the carets point at the
// wrong characters).
// Every other character, tab included, is kept; a backslash is not
// escaped, so the text stays as readable as it was. The escapes are the
// ones the messages use when they quote a value.
func Visible(s string) string { return visible(s, false) }

// visibleKeepBreaks is Visible keeping line feeds and carriage returns,
// for the formats that encode them their own way (GitHub workflow
// commands, XML).
func visibleKeepBreaks(s string) string { return visible(s, true) }

func visible(s string, keepBreaks bool) string {
	i := firstHidden(s, keepBreaks)
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s)+16)
	b = append(b, s[:i]...)
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, '\\', 'x', hexDigits[s[i]>>4], hexDigits[s[i]&0xF])
		case hidden(r, keepBreaks):
			q := strconv.AppendQuoteRune(nil, r)
			b = append(b, q[1:len(q)-1]...)
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(b)
}

// firstHidden is the offset of the first character of s that visible
// escapes, len(s) when there is none.
func firstHidden(s string, keepBreaks bool) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if hidden(rune(c), keepBreaks) {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || hidden(r, keepBreaks) {
			return i
		}
		i += size
	}
	return len(s)
}

// hidden reports whether r is a character visible escapes: C0 but tab (and
// line breaks when they are kept), DEL, C1, and the bidirectional
// formatting characters of Unicode's UAX #9 (ALM, LRM, RLM, the
// embeddings, overrides and isolates).
func hidden(r rune, keepBreaks bool) bool {
	switch {
	case r == '\t':
		return false
	case r == '\n' || r == '\r':
		return !keepBreaks
	}
	return r < 0x20 || 0x7F <= r && r <= 0x9F ||
		r == 0x061C || r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069
}
