package microsyntax

import "unicode/utf8"

// The "infra" primitives of https://infra.spec.whatwg.org/ that section 2.3
// builds on. Only ASCII counts: U+00A0 and other Unicode spaces are not ASCII
// whitespace, and Arabic-Indic or full-width digits are not ASCII digits.

// isASCIIWhitespace reports whether c is TAB, LF, FF, CR or SPACE.
func isASCIIWhitespace(c byte) bool {
	return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isHexDigit reports whether c is an ASCII hex digit.
func isHexDigit(c byte) bool {
	return isDigit(c) || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F')
}

// hexDigitValue is the value (0-15) of the ASCII hex digit c.
func hexDigitValue(c byte) uint8 {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// lowerASCII maps A-Z to a-z and leaves every other byte alone.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// toLowerASCII maps A-Z to a-z ("ASCII lowercase"), allocating only when
// s has an upper-case ASCII letter.
func toLowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = lowerASCII(b[j])
			}
			return string(b)
		}
	}
	return s
}

// ToLowerASCII is the standard's "ASCII lowercase": A-Z become a-z and
// every other character stays, so "É" is not "é". It allocates only when s
// has an upper-case ASCII letter.
func ToLowerASCII(s string) string { return toLowerASCII(s) }

// EqualFoldASCII reports whether a and b are an ASCII case-insensitive match
// (Infra): equal after mapping A-Z to a-z, and nothing else. Unlike
// strings.EqualFold, "ſ" does not match "s" and "K" (Kelvin) does not match "k".
func EqualFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lowerASCII(a[i]) != lowerASCII(b[i]) {
			return false
		}
	}
	return true
}

// IsASCIIWhitespace reports whether c is ASCII whitespace (Infra): U+0009
// TAB, U+000A LF, U+000C FF, U+000D CR or U+0020 SPACE.
func IsASCIIWhitespace(c byte) bool { return isASCIIWhitespace(c) }

// skipWhitespace returns the first position at or after pos that is not
// ASCII whitespace ("skip ASCII whitespace within input given position").
func skipWhitespace(s string, pos int) int {
	for pos < len(s) && isASCIIWhitespace(s[pos]) {
		pos++
	}
	return pos
}

// collectDigits returns the end of the run of ASCII digits starting at pos.
func collectDigits(s string, pos int) int {
	for pos < len(s) && isDigit(s[pos]) {
		pos++
	}
	return pos
}

// charLen is the byte length of the code point at s[off], 0 at the end.
func charLen(s string, off int) int {
	if off >= len(s) {
		return 0
	}
	if s[off] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[off:])
	return n
}

// describeChar names the character at s[off] for an error message:
// "\"x\"", "U+00A0 NO-BREAK SPACE", "the end of the value".
func describeChar(s string, off int) string {
	if off >= len(s) {
		return "the end of the value"
	}
	r, _ := utf8.DecodeRuneInString(s[off:])
	switch {
	case r == utf8.RuneError:
		return "an invalid UTF-8 byte"
	case r == ' ':
		return "a space"
	case r == '\t':
		return "a tab"
	case r == '\n' || r == '\r' || r == '\f':
		return "a line break"
	case r == 0xA0:
		return "a no-break space (U+00A0)"
	case r == 0xFEFF:
		return "a byte order mark (U+FEFF)"
	case r < 0x20 || r == 0x7F:
		return "control character " + hexCode(r)
	case r >= 0x80 && isUnicodeDigit(r):
		return "\"" + string(r) + "\" (" + hexCode(r) + ", not an ASCII digit)"
	}
	return "\"" + string(r) + "\""
}

// isUnicodeDigit reports whether r is a decimal digit outside ASCII, the
// kind an author may type by accident (Arabic-Indic, full-width, ...).
func isUnicodeDigit(r rune) bool {
	switch {
	case 0x0660 <= r && r <= 0x0669, 0x06F0 <= r && r <= 0x06F9,
		0x0966 <= r && r <= 0x096F, 0xFF10 <= r && r <= 0xFF19:
		return true
	}
	return false
}

func hexCode(r rune) string {
	const hex = "0123456789ABCDEF"
	b := []byte("U+0000")
	if r > 0xFFFF {
		b = []byte("U+000000")
	}
	for i := len(b) - 1; i >= 2; i-- {
		b[i] = hex[r&0xF]
		r >>= 4
	}
	return string(b)
}

// Shorten returns s cut to at most n bytes at a character boundary, with
// "…" when it was cut: for quoting a long value in a message.
func Shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
