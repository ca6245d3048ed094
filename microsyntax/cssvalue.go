package microsyntax

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// CSS component values, between the tokenizer (csstoken.go) and the
// grammars that use it: colours (csscolor.go), media queries
// (mediaquery.go) and sizes (sizes.go). It holds
//
//   - cssStream, the token cursor with one token of look-ahead that every
//     CSS parser here walks with;
//   - ASCII case-insensitive keyword matching on tokens (CSS keywords,
//     function names and units are ASCII case-insensitive);
//   - CSS Syntax 3 "parse a comma-separated list of component values",
//     which finds the top-level commas;
//   - the units of CSS Values 4 §5-§7 (and the container units of CSS
//     Contain 3) by kind, and the conversion of angles to degrees;
//   - CSSOM serialization ("common serializing idioms") of numbers,
//     identifiers and dimensions.

// cssStream is a cursor over the tokens of s: tok is the current token,
// not yet consumed. Its tokenizer's limit confines a parser to one entry
// of a comma-separated list. Copying a cssStream (save, restore) gives an
// independent look-ahead position.
type cssStream struct {
	s      string
	tz     cssTokenizer
	tok    cssToken
	prevWS bool // the token before tok was whitespace (for calc's "+" and "-")
}

// advance consumes tok and reads the next token.
func (c *cssStream) advance() {
	c.prevWS = c.tok.Kind == cssWhitespace
	c.tok = c.tz.next()
}

// skipWS consumes whitespace tokens.
func (c *cssStream) skipWS() {
	for c.tok.Kind == cssWhitespace {
		c.advance()
	}
}

// save returns the position, for look-ahead; restore goes back to it.
func (c *cssStream) save() cssStream     { return *c }
func (c *cssStream) restore(s cssStream) { *c = s }

// isIdent reports whether t is the identifier kw (ASCII case-insensitive).
func (t cssToken) isIdent(kw string) bool {
	return t.Kind == cssIdent && EqualFoldASCII(t.Value, kw)
}

// isFunction reports whether t is the function token name( (ASCII
// case-insensitive).
func (t cssToken) isFunction(name string) bool {
	return t.Kind == cssFunction && EqualFoldASCII(t.Value, name)
}

// cssKeywordIndex returns the index of the first of keywords that name
// matches ASCII case-insensitively, or -1.
func cssKeywordIndex(name string, keywords []string) int {
	for i, kw := range keywords {
		if EqualFoldASCII(name, kw) {
			return i
		}
	}
	return -1
}

// cssCommaListItem finds the end of the list entry that starts where tz
// is: the next comma outside any block or function (CSS Syntax 3 "parse a
// comma-separated list of component values"), or the end of the
// input. It reports whether the entry has any token besides whitespace,
// and whether a comma ended it, with the tokenizer positioned after that
// comma.
func cssCommaListItem(tz cssTokenizer) (end int, empty, comma bool, after cssTokenizer) {
	var stackArr [16]cssTokenKind
	stack := stackArr[:0] // the closing tokens that open blocks expect
	empty = true
	for {
		t := tz.next()
		switch t.Kind {
		case cssEOF:
			return t.Start, empty, false, tz
		case cssWhitespace:
			continue
		case cssComma:
			if len(stack) == 0 {
				return t.Start, empty, true, tz
			}
		case cssLeftParen, cssFunction:
			stack = append(stack, cssRightParen)
		case cssLeftBracket:
			stack = append(stack, cssRightBracket)
		case cssLeftBrace:
			stack = append(stack, cssRightBrace)
		case cssRightParen, cssRightBracket, cssRightBrace:
			if len(stack) > 0 && stack[len(stack)-1] == t.Kind {
				stack = stack[:len(stack)-1]
			}
		}
		empty = false
	}
}

// The kinds of unit that cssUnitKind names, as they read in messages.
const (
	cssKindLength     = "a length"
	cssKindResolution = "a resolution"
	cssKindAngle      = "an angle"
)

// Units by kind (CSS Values 4 §5-§7, CSS Contain 3 container units).
var cssLengthUnits = [...]string{
	"px", "cm", "mm", "q", "in", "pt", "pc",
	"em", "rem", "ex", "rex", "ch", "rch", "cap", "rcap", "ic", "ric", "lh", "rlh",
	"vw", "vh", "vi", "vb", "vmin", "vmax",
	"svw", "svh", "svi", "svb", "svmin", "svmax",
	"lvw", "lvh", "lvi", "lvb", "lvmin", "lvmax",
	"dvw", "dvh", "dvi", "dvb", "dvmin", "dvmax",
	"cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
}

var cssResolutionUnits = [...]string{"dpi", "dpcm", "dppx", "x"}

// cssOtherUnits are the units of the other kinds, angles aside (see
// cssAngleDegrees).
var cssOtherUnits = [...]struct{ unit, kind string }{
	{"s", "a time"}, {"ms", "a time"},
	{"hz", "a frequency"}, {"khz", "a frequency"},
	{"fr", "a flexible length"},
}

// cssUnitKind classifies a unit (ASCII case-insensitive): cssKindLength,
// cssKindResolution, cssKindAngle, "a time", "a frequency", "a flexible
// length", or "" when unknown.
func cssUnitKind(unit string) string {
	if cssKeywordIndex(unit, cssLengthUnits[:]) >= 0 {
		return cssKindLength
	}
	if cssKeywordIndex(unit, cssResolutionUnits[:]) >= 0 {
		return cssKindResolution
	}
	if _, ok := cssAngleDegrees(0, unit); ok {
		return cssKindAngle
	}
	for _, u := range cssOtherUnits {
		if EqualFoldASCII(unit, u.unit) {
			return u.kind
		}
	}
	return ""
}

// cssAngleDegrees converts an <angle> dimension to degrees (CSS Values 4
// §7.1); ok is false when unit is not an angle unit.
func cssAngleDegrees(x float64, unit string) (deg float64, ok bool) {
	switch {
	case EqualFoldASCII(unit, "deg"):
		return x, true
	case EqualFoldASCII(unit, "grad"):
		return x * 0.9, true
	case EqualFoldASCII(unit, "rad"):
		return x * 180 / math.Pi, true
	case EqualFoldASCII(unit, "turn"):
		return x * 360, true
	}
	return 0, false
}

// cssFormatNumber serializes a number like CSSOM "serialize a <number>":
// decimal notation, at most six decimals, no trailing zeros. Infinite
// values (from literals too large for a float64) are clamped to the largest
// finite one, as CSS Values 4 allows, so that the output parses again.
func cssFormatNumber(f float64) string {
	if math.IsInf(f, 1) {
		f = math.MaxFloat64
	} else if math.IsInf(f, -1) {
		f = -math.MaxFloat64
	}
	s := strconv.FormatFloat(f, 'f', 6, 64)
	s = strings.TrimRight(s, "0")
	s = strings.TrimSuffix(s, ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// cssWriteIdent is CSSOM "serialize an identifier": s escaped so that it
// tokenizes as the same identifier again.
func cssWriteIdent(b *strings.Builder, s string) {
	for i, r := range s {
		switch {
		case r == 0:
			b.WriteRune(utf8.RuneError)
		case (r >= 1 && r <= 0x1F) || r == 0x7F,
			i == 0 && '0' <= r && r <= '9',
			i == 1 && '0' <= r && r <= '9' && s[0] == '-':
			b.WriteString("\\" + strconv.FormatInt(int64(r), 16) + " ")
		case i == 0 && r == '-' && len(s) == 1:
			b.WriteString("\\-")
		case r >= 0x80 || r == '-' || r == '_' || ('0' <= r && r <= '9') ||
			('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z'):
			b.WriteRune(r)
		default:
			b.WriteByte('\\')
			b.WriteRune(r)
		}
	}
}

// cssWriteDimension serializes the dimension token t of src: the number
// as written, then the unit as an identifier, with a leading "e" escaped
// where it would otherwise read back as an exponent (the unit "e3" of 1e3
// is written "1\65 \33 ").
func cssWriteDimension(b *strings.Builder, src string, t cssToken) {
	end, _ := cssNumberEnd(src, t.Start)
	b.WriteString(src[t.Start:end])
	u := t.Unit
	if len(u) > 1 && (u[0] == 'e' || u[0] == 'E') &&
		(isDigit(u[1]) || ((u[1] == '+' || u[1] == '-') && len(u) > 2 && isDigit(u[2]))) {
		b.WriteString("\\" + strconv.FormatInt(int64(u[0]), 16) + " ")
		u = u[1:]
		if isDigit(u[0]) {
			b.WriteString("\\" + strconv.FormatInt(int64(u[0]), 16) + " ")
			u = u[1:]
		}
	}
	cssWriteIdent(b, u)
}
