package microsyntax

import "unicode/utf8"

// Colours: HTML §2.3.6 "Colors", the rules for parsing a legacy color value.
//
// The current standard returns a CSS color (the older text returned a
// "simple color", and the "valid simple color" microsyntax that
// <input type=color> used is gone: that input now takes any CSS <color>, see
// csscolor.go). The legacy rules only ever produce an opaque sRGB colour
// with 8-bit components, which is what Color holds.

// Color is an opaque sRGB colour with 8-bit components, the result of HTML
// §2.3.6's rules for parsing a legacy colour value.
type Color struct{ R, G, B uint8 }

// Hex serializes c as "#rrggbb" with lower-case hex digits, the form CSS
// Color 4 §15.2 calls the HTML-compatible serialization of an opaque sRGB
// colour (and the old "valid lowercase simple color").
func (c Color) Hex() string {
	const hex = "0123456789abcdef"
	b := [7]byte{'#',
		hex[c.R>>4], hex[c.R&15],
		hex[c.G>>4], hex[c.G&15],
		hex[c.B>>4], hex[c.B&15]}
	return string(b[:])
}

// colLegacyMax is the 128-code-point cap of the legacy algorithm's step 7.
const colLegacyMax = 128

// ParseLegacyColor applies HTML §2.3.6's rules for parsing a legacy colour
// value, used by obsolete attributes such as bgcolor, text, link and
// <font color>. The rules almost never fail; step by step:
//
//  1. The empty string fails.
//  2. Leading and trailing ASCII whitespace is stripped (so " " does not
//     fail: it ends up black).
//  3. "transparent" (ASCII case-insensitive) fails.
//  4. A named colour (NamedColor; no system colours) is that colour.
//  5. "#" and three ASCII hex digits is the CSS short form: "#fab" is
//     #ffaabb.
//  6. Otherwise every code point above U+FFFF becomes "00"; the value is
//     cut to 128 code points (all in the BMP by now, so code points and
//     UTF-16 code units agree); a leading "#" is dropped; every character
//     that is not an ASCII hex digit becomes "0"; "0"s are appended until
//     the length is a non-zero multiple of 3; the string is split in three
//     equal components; components longer than 8 keep their last 8
//     characters; leading "0"s common to all three are dropped while they
//     are longer than 2; the first two hex digits of each are the red,
//     green and blue values.
//
// So "chucknorris" is #c00000, "ninjaturtle" is #00a000, "crap" is
// #c0a000 and "abc" is #0a0b0c. A Go string that is not valid UTF-8 has
// each invalid byte counted as one U+FFFD code point, as a browser's
// decoder would have produced.
func ParseLegacyColor(s string) (Color, error) {
	// Step 1.
	if s == "" {
		return Color{}, errKind(KindEmpty, 0, 0, "expected a colour, found an empty value")
	}
	// Step 2.
	start, end := 0, len(s)
	for start < end && isASCIIWhitespace(s[start]) {
		start++
	}
	for end > start && isASCIIWhitespace(s[end-1]) {
		end--
	}
	in := s[start:end]
	// Step 3.
	if EqualFoldASCII(in, "transparent") {
		return Color{}, errAt(start, end, `"transparent" is not a colour for the legacy colour rules, which reject it`)
	}
	// Step 4.
	if c, ok := NamedColor(in); ok {
		return c, nil
	}
	// Step 5: four code points, "#" then three ASCII hex digits; all four
	// are ASCII, so that is also four bytes.
	if len(in) == 4 && in[0] == '#' && isHexDigit(in[1]) && isHexDigit(in[2]) && isHexDigit(in[3]) {
		return Color{hexDigitValue(in[1]) * 17, hexDigitValue(in[2]) * 17, hexDigitValue(in[3]) * 17}, nil
	}
	// Steps 6 and 7: replace non-BMP code points with "00" and keep the
	// first 128 code points. buf holds one byte per code point: the hex
	// digit itself, '#' (dealt with in step 8) or '0' for anything else,
	// which step 9 would turn into "0" anyway.
	var buf [colLegacyMax + 2]byte // + room for step 10's padding
	n := 0
	for i := 0; i < len(in) && n < colLegacyMax; {
		c := in[i]
		if c < utf8.RuneSelf {
			if isHexDigit(c) || c == '#' {
				buf[n] = c
			} else {
				buf[n] = '0'
			}
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(in[i:])
		i += size
		buf[n] = '0'
		n++
		if r > 0xFFFF && n < colLegacyMax {
			buf[n] = '0' // the second character of "00"
			n++
		}
	}
	// Step 8: drop a leading "#": the digits are buf[off : off+n].
	off := 0
	if n > 0 && buf[0] == '#' {
		off, n = 1, n-1
	}
	// Step 9: any other "#" is not a hex digit either.
	for i := off; i < off+n; i++ {
		if buf[i] == '#' {
			buf[i] = '0'
		}
	}
	// Step 10: pad with "0" to a non-zero multiple of three (n <= 128 pads
	// to at most 129, which fits buf even with off == 1).
	for n == 0 || n%3 != 0 {
		buf[off+n] = '0'
		n++
	}
	// Step 11: three components of equal length.
	length := n / 3
	r, g, b := off, off+length, off+2*length
	// Step 12: keep the last 8 characters of long components.
	if length > 8 {
		r, g, b = r+length-8, g+length-8, b+length-8
		length = 8
	}
	// Step 13: drop common leading zeros while longer than two.
	for length > 2 && buf[r] == '0' && buf[g] == '0' && buf[b] == '0' {
		r, g, b = r+1, g+1, b+1
		length--
	}
	// Step 14: keep the first two characters.
	if length > 2 {
		length = 2
	}
	// Steps 15-17.
	return Color{colHexNumber(buf[r : r+length]), colHexNumber(buf[g : g+length]), colHexNumber(buf[b : b+length])}, nil
}

// colHexNumber interprets one or two ASCII hex digits as a number.
func colHexNumber(d []byte) uint8 {
	var v uint8
	for _, c := range d {
		v = v<<4 | hexDigitValue(c)
	}
	return v
}
