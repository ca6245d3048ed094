package microsyntax

import (
	"strconv"
	"unicode/utf8"
)

// A tokenizer for CSS Syntax Module Level 3, §4 "Tokenization"
// (https://www.w3.org/TR/css-syntax-3/#tokenization), used by the media
// query and colour microsyntaxes.
//
// The §3.3 input preprocessing (CR, FF and CRLF become LF; NUL becomes
// U+FFFD) is done on the fly so that token offsets are byte offsets into the
// original string and token values are substrings of it whenever nothing
// needs rewriting. Invalid UTF-8 bytes decode as U+FFFD, one byte each.
//
// Tokenizing only: what the parsers build from tokens is in cssvalue.go
// (component values, units, serialization) and csscalc.go (math functions).
//
// "Non-ASCII code point" follows the Candidate Recommendation (any code
// point >= U+0080 is an ident code point), which is what browsers ship; the
// Editor's Draft narrows it to a list of ranges.

// cssTokenKind is the type of a CSS token (§4 "Tokenization").
type cssTokenKind uint8

const (
	cssEOF cssTokenKind = iota
	cssIdent
	cssFunction
	cssAtKeyword
	cssHash
	cssString
	cssBadString
	cssURL
	cssBadURL
	cssDelim
	cssNumber
	cssPercentage
	cssDimension
	cssWhitespace
	cssCDO
	cssCDC
	cssColon
	cssSemicolon
	cssComma
	cssLeftBracket
	cssRightBracket
	cssLeftParen
	cssRightParen
	cssLeftBrace
	cssRightBrace
)

var cssTokenKindNames = [...]string{
	cssEOF:          "EOF",
	cssIdent:        "ident",
	cssFunction:     "function",
	cssAtKeyword:    "at-keyword",
	cssHash:         "hash",
	cssString:       "string",
	cssBadString:    "bad-string",
	cssURL:          "url",
	cssBadURL:       "bad-url",
	cssDelim:        "delim",
	cssNumber:       "number",
	cssPercentage:   "percentage",
	cssDimension:    "dimension",
	cssWhitespace:   "whitespace",
	cssCDO:          "CDO",
	cssCDC:          "CDC",
	cssColon:        "colon",
	cssSemicolon:    "semicolon",
	cssComma:        "comma",
	cssLeftBracket:  "[",
	cssRightBracket: "]",
	cssLeftParen:    "(",
	cssRightParen:   ")",
	cssLeftBrace:    "{",
	cssRightBrace:   "}",
}

// String names the token kind, for tests and debugging.
func (k cssTokenKind) String() string {
	if int(k) < len(cssTokenKindNames) {
		return cssTokenKindNames[k]
	}
	return "cssTokenKind(" + strconv.Itoa(int(k)) + ")"
}

// cssToken is one token of §4. Only the fields that belong to Kind are set.
type cssToken struct {
	Kind       cssTokenKind
	Start, End int // byte offsets in the input string
	// Value is the ident, the function name (without "("), the at-keyword
	// (without "@"), the hash (without "#"), or the string or url value,
	// with escapes resolved. It is a substring of the input when nothing
	// needed rewriting.
	Value     string
	Number    float64 // number, percentage, dimension
	IsInteger bool    // the "type" flag: "integer" rather than "number"
	Unit      string  // dimension unit, escapes resolved
	Delim     rune
	HashID    bool // hash token type flag "id"
}

// cssTokenizer turns a string into CSS tokens, one per call of next.
// Copying a cssTokenizer value gives an independent look-ahead cursor.
type cssTokenizer struct {
	s   string
	pos int
	// limit ends the input early: a token that would start at or after it
	// is an EOF token at limit. A parser sets it to read one entry of a
	// comma-separated list.
	limit int
	buf   []byte // scratch space for values that need rewriting
	// openComment is 1 + the offset of a comment that the end of the input
	// closed (a parse error), or 0.
	openComment int
}

// newCSSTokenizer starts tokenizing s.
func newCSSTokenizer(s string) cssTokenizer {
	return cssTokenizer{s: s, limit: len(s)}
}

// cssEOFRune is what peek returns past the end of the input.
const cssEOFRune rune = -1

// peek returns the preprocessed code point at byte offset p and its byte
// length in the input: CRLF, CR and FF are a newline (LF), NUL and invalid
// UTF-8 bytes are U+FFFD.
func (t *cssTokenizer) peek(p int) (rune, int) {
	if p >= len(t.s) {
		return cssEOFRune, 0
	}
	c := t.s[p]
	if c < utf8.RuneSelf {
		switch c {
		case 0:
			return utf8.RuneError, 1
		case '\r':
			if p+1 < len(t.s) && t.s[p+1] == '\n' {
				return '\n', 2
			}
			return '\n', 1
		case '\f':
			return '\n', 1
		}
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(t.s[p:])
}

// peekN returns the code point that is n code points after byte offset p
// (n == 0 is the one at p).
func (t *cssTokenizer) peekN(p, n int) rune {
	for ; n > 0; n-- {
		_, size := t.peek(p)
		if size == 0 {
			return cssEOFRune
		}
		p += size
	}
	r, _ := t.peek(p)
	return r
}

// cssIsNewline and friends are the §4.2 definitions, on preprocessed code
// points.
func cssIsNewline(r rune) bool    { return r == '\n' }
func cssIsWhitespace(r rune) bool { return r == '\n' || r == '\t' || r == ' ' }
func cssIsDigit(r rune) bool      { return '0' <= r && r <= '9' }
func cssIsHexDigit(r rune) bool {
	return cssIsDigit(r) || ('a' <= r && r <= 'f') || ('A' <= r && r <= 'F')
}

func cssIsIdentStart(r rune) bool {
	return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || r == '_' || r >= 0x80
}

func cssIsIdentChar(r rune) bool {
	return cssIsIdentStart(r) || cssIsDigit(r) || r == '-'
}

func cssIsNonPrintable(r rune) bool {
	return (0 <= r && r <= 8) || r == 0x0B || (0x0E <= r && r <= 0x1F) || r == 0x7F
}

// cssValidEscape is §4.3.8 "check if two code points are a valid escape".
func cssValidEscape(a, b rune) bool {
	return a == '\\' && !cssIsNewline(b)
}

// cssStartsIdent is §4.3.9 "check if three code points would start an
// ident sequence".
func cssStartsIdent(a, b, c rune) bool {
	switch {
	case a == '-':
		return cssIsIdentStart(b) || b == '-' || cssValidEscape(b, c)
	case cssIsIdentStart(a):
		return true
	case a == '\\':
		return cssValidEscape(a, b)
	}
	return false
}

// cssStartsNumber is §4.3.10 "check if three code points would start a
// number".
func cssStartsNumber(a, b, c rune) bool {
	switch {
	case a == '+' || a == '-':
		return cssIsDigit(b) || (b == '.' && cssIsDigit(c))
	case a == '.':
		return cssIsDigit(b)
	}
	return cssIsDigit(a)
}

func (t *cssTokenizer) startsIdentAt(p int) bool {
	return cssStartsIdent(t.peekN(p, 0), t.peekN(p, 1), t.peekN(p, 2))
}

func (t *cssTokenizer) startsNumberAt(p int) bool {
	return cssStartsNumber(t.peekN(p, 0), t.peekN(p, 1), t.peekN(p, 2))
}

// next is §4.3.1 "consume a token": it returns the next token, and a cssEOF
// token at the end of the input (or at limit), forever. Comments are
// skipped (§4.3.2).
func (t *cssTokenizer) next() (tok cssToken) {
	t.consumeComments()
	start := t.pos
	if start >= t.limit {
		tok.Kind = cssEOF
		tok.Start, tok.End = t.limit, t.limit
		return tok
	}
	r, size := t.peek(t.pos)
	tok.Start = start
	if size == 0 {
		tok.Kind = cssEOF
		tok.End = start
		return tok
	}
	switch {
	case cssIsWhitespace(r):
		for {
			r, size := t.peek(t.pos)
			if size == 0 || !cssIsWhitespace(r) {
				break
			}
			t.pos += size
		}
		tok.Kind = cssWhitespace
	case r == '"' || r == '\'':
		t.pos += size
		t.consumeString(&tok, r)
	case r == '#':
		p := t.pos + size
		a, b := t.peekN(p, 0), t.peekN(p, 1)
		if cssIsIdentChar(a) || cssValidEscape(a, b) {
			tok.Kind = cssHash
			tok.HashID = t.startsIdentAt(p)
			t.pos = p
			tok.Value = t.consumeIdentSequence()
		} else {
			return t.delim(tok, r, size)
		}
	case r == '(':
		t.pos += size
		tok.Kind = cssLeftParen
	case r == ')':
		t.pos += size
		tok.Kind = cssRightParen
	case r == '+' || r == '.':
		if t.startsNumberAt(t.pos) {
			t.consumeNumeric(&tok)
		} else {
			return t.delim(tok, r, size)
		}
	case r == ',':
		t.pos += size
		tok.Kind = cssComma
	case r == '-':
		switch {
		case t.startsNumberAt(t.pos):
			t.consumeNumeric(&tok)
		case t.peekN(t.pos, 1) == '-' && t.peekN(t.pos, 2) == '>':
			t.pos += 3
			tok.Kind = cssCDC
		case t.startsIdentAt(t.pos):
			t.consumeIdentLike(&tok)
		default:
			return t.delim(tok, r, size)
		}
	case r == ':':
		t.pos += size
		tok.Kind = cssColon
	case r == ';':
		t.pos += size
		tok.Kind = cssSemicolon
	case r == '<':
		if t.peekN(t.pos, 1) == '!' && t.peekN(t.pos, 2) == '-' && t.peekN(t.pos, 3) == '-' {
			t.pos += 4
			tok.Kind = cssCDO
		} else {
			return t.delim(tok, r, size)
		}
	case r == '@':
		p := t.pos + size
		if t.startsIdentAt(p) {
			t.pos = p
			tok.Kind = cssAtKeyword
			tok.Value = t.consumeIdentSequence()
		} else {
			return t.delim(tok, r, size)
		}
	case r == '[':
		t.pos += size
		tok.Kind = cssLeftBracket
	case r == ']':
		t.pos += size
		tok.Kind = cssRightBracket
	case r == '{':
		t.pos += size
		tok.Kind = cssLeftBrace
	case r == '}':
		t.pos += size
		tok.Kind = cssRightBrace
	case r == '\\':
		if cssValidEscape(r, t.peekN(t.pos, 1)) {
			t.consumeIdentLike(&tok)
		} else {
			// Parse error: a backslash before a newline is a delim.
			return t.delim(tok, r, size)
		}
	case cssIsDigit(r):
		t.consumeNumeric(&tok)
	case cssIsIdentStart(r):
		t.consumeIdentLike(&tok)
	default:
		return t.delim(tok, r, size)
	}
	tok.End = t.pos
	return tok
}

func (t *cssTokenizer) delim(tok cssToken, r rune, size int) cssToken {
	t.pos += size
	tok.Kind = cssDelim
	tok.Delim = r
	tok.End = t.pos
	return tok
}

// consumeComments is §4.3.2: "/*" up to and including the next "*/" or
// the end of the input, repeatedly.
func (t *cssTokenizer) consumeComments() {
	for t.pos+1 < len(t.s) && t.s[t.pos] == '/' && t.s[t.pos+1] == '*' {
		end := -1
		for i := t.pos + 2; i+1 < len(t.s); i++ {
			if t.s[i] == '*' && t.s[i+1] == '/' {
				end = i + 2
				break
			}
		}
		if end < 0 {
			t.openComment = t.pos + 1
			t.pos = len(t.s) // parse error: unterminated comment
			return
		}
		t.pos = end
	}
}

// unclosedComment returns the offset of the "/*" of a comment that the end
// of the input closed, once the tokenizer has got that far, or -1. CSS
// forgives it (§4.3.2), but it is a parse error.
func (t *cssTokenizer) unclosedComment() int { return t.openComment - 1 }

// cssValueBuilder collects a token value, staying a substring of the input
// until something (an escape, a NUL, an invalid byte) forces a copy.
type cssValueBuilder struct {
	t       *cssTokenizer
	start   int  // where the value starts in the input
	copying bool // buf holds the value so far
}

func (t *cssTokenizer) newValue(start int) cssValueBuilder {
	return cssValueBuilder{t: t, start: start}
}

// raw adds the input code point r found at p (size bytes) to the value.
func (b *cssValueBuilder) raw(r rune, p, size int) {
	if b.copying {
		b.t.buf = utf8.AppendRune(b.t.buf, r)
		return
	}
	// NUL and invalid bytes decode to U+FFFD; they cannot be kept verbatim.
	// (Newlines, which preprocessing also rewrites, never reach a value.)
	if r == utf8.RuneError && size == 1 {
		b.startCopy(p)
		b.t.buf = utf8.AppendRune(b.t.buf, r)
	}
}

// startCopy switches to copying with the verbatim input before end.
func (b *cssValueBuilder) startCopy(end int) {
	if !b.copying {
		b.copying = true
		b.t.buf = append(b.t.buf[:0], b.t.s[b.start:end]...)
	}
}

// add appends a code point that is not verbatim input (an escape result).
func (b *cssValueBuilder) add(r rune, at int) {
	b.startCopy(at)
	b.t.buf = utf8.AppendRune(b.t.buf, r)
}

// skip drops input at p from the value (an escaped newline in a string).
func (b *cssValueBuilder) skip(at int) { b.startCopy(at) }

func (b *cssValueBuilder) done(end int) string {
	if b.copying {
		return string(b.t.buf)
	}
	return b.t.s[b.start:end]
}

// consumeEscape is §4.3.7 "consume an escaped code point"; t.pos is just
// after the backslash.
func (t *cssTokenizer) consumeEscape() rune {
	r, size := t.peek(t.pos)
	switch {
	case size == 0:
		return utf8.RuneError // parse error
	case cssIsHexDigit(r):
		var v rune
		n := 0
		for n < 6 {
			r, size := t.peek(t.pos)
			if size == 0 || !cssIsHexDigit(r) {
				break
			}
			v = v*16 + rune(hexDigitValue(byte(r)))
			t.pos += size
			n++
		}
		if r, size := t.peek(t.pos); size > 0 && cssIsWhitespace(r) {
			t.pos += size
		}
		if v == 0 || (0xD800 <= v && v <= 0xDFFF) || v > 0x10FFFF {
			return utf8.RuneError
		}
		return v
	}
	t.pos += size
	return r
}

// consumeIdentSequence is §4.3.11 "consume an ident sequence".
func (t *cssTokenizer) consumeIdentSequence() string {
	v := t.newValue(t.pos)
	for {
		// Fast path for the common ASCII case.
		if t.pos < len(t.s) {
			c := t.s[t.pos]
			if ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') || c == '-' || c == '_' {
				if v.copying {
					t.buf = append(t.buf, c)
				}
				t.pos++
				continue
			}
		}
		r, size := t.peek(t.pos)
		switch {
		case size == 0:
			return v.done(t.pos)
		case cssIsIdentChar(r):
			v.raw(r, t.pos, size)
			t.pos += size
		case cssValidEscape(r, t.peekN(t.pos, 1)):
			at := t.pos
			t.pos += size
			v.add(t.consumeEscape(), at)
		default:
			return v.done(t.pos)
		}
	}
}

// consumeIdentLike is §4.3.4 "consume an ident-like token": an ident, a
// function, or a url (or bad-url) token.
func (t *cssTokenizer) consumeIdentLike(tok *cssToken) {
	name := t.consumeIdentSequence()
	if r, size := t.peek(t.pos); r == '(' {
		t.pos += size
		if !EqualFoldASCII(name, "url") {
			tok.Kind = cssFunction
			tok.Value = name
			return
		}
		// While the next two code points are whitespace, consume one.
		for cssIsWhitespace(t.peekN(t.pos, 0)) && cssIsWhitespace(t.peekN(t.pos, 1)) {
			_, size := t.peek(t.pos)
			t.pos += size
		}
		a, b := t.peekN(t.pos, 0), t.peekN(t.pos, 1)
		if a == '"' || a == '\'' || (cssIsWhitespace(a) && (b == '"' || b == '\'')) {
			tok.Kind = cssFunction
			tok.Value = name
			return
		}
		t.consumeURL(tok)
		return
	}
	tok.Kind = cssIdent
	tok.Value = name
}

// consumeString is §4.3.5 "consume a string token"; t.pos is just after
// the opening quote.
func (t *cssTokenizer) consumeString(tok *cssToken, quote rune) {
	v := t.newValue(t.pos)
	for {
		r, size := t.peek(t.pos)
		switch {
		case r == quote:
			tok.Kind = cssString
			tok.Value = v.done(t.pos)
			t.pos += size
			return
		case size == 0:
			// Parse error: the string runs to the end of the input.
			tok.Kind = cssString
			tok.Value = v.done(t.pos)
			return
		case cssIsNewline(r):
			// Parse error: reconsume the newline; no value.
			tok.Kind = cssBadString
			return
		case r == '\\':
			at := t.pos
			nr, nsize := t.peek(t.pos + size)
			switch {
			case nsize == 0:
				v.skip(at) // a backslash at the end is dropped
				t.pos += size
			case cssIsNewline(nr):
				v.skip(at) // an escaped newline continues the string
				t.pos += size + nsize
			default:
				t.pos += size
				v.add(t.consumeEscape(), at)
			}
		default:
			v.raw(r, t.pos, size)
			t.pos += size
		}
	}
}

// consumeURL is §4.3.6 "consume a url token"; t.pos is just after "url(".
func (t *cssTokenizer) consumeURL(tok *cssToken) {
	t.skipCSSWhitespace()
	v := t.newValue(t.pos)
	for {
		r, size := t.peek(t.pos)
		switch {
		case r == ')':
			tok.Kind = cssURL
			tok.Value = v.done(t.pos)
			t.pos += size
			return
		case size == 0:
			tok.Kind = cssURL // parse error
			tok.Value = v.done(t.pos)
			return
		case cssIsWhitespace(r):
			end := t.pos
			t.skipCSSWhitespace()
			r, size := t.peek(t.pos)
			if r == ')' || size == 0 {
				tok.Kind = cssURL
				tok.Value = v.done(end)
				t.pos += size
				return
			}
			t.consumeBadURLRemnants()
			tok.Kind = cssBadURL
			return
		case r == '"' || r == '\'' || r == '(' || cssIsNonPrintable(r):
			t.consumeBadURLRemnants() // parse error
			tok.Kind = cssBadURL
			return
		case r == '\\':
			if cssValidEscape(r, t.peekN(t.pos, 1)) {
				at := t.pos
				t.pos += size
				v.add(t.consumeEscape(), at)
			} else {
				t.consumeBadURLRemnants() // parse error
				tok.Kind = cssBadURL
				return
			}
		default:
			v.raw(r, t.pos, size)
			t.pos += size
		}
	}
}

// consumeBadURLRemnants is §4.3.14.
func (t *cssTokenizer) consumeBadURLRemnants() {
	for {
		r, size := t.peek(t.pos)
		if size == 0 {
			return
		}
		if r == ')' {
			t.pos += size
			return
		}
		if cssValidEscape(r, t.peekN(t.pos, 1)) {
			t.pos += size
			t.consumeEscape()
			continue
		}
		t.pos += size
	}
}

func (t *cssTokenizer) skipCSSWhitespace() {
	for {
		r, size := t.peek(t.pos)
		if size == 0 || !cssIsWhitespace(r) {
			return
		}
		t.pos += size
	}
}

// consumeNumeric is §4.3.3 "consume a numeric token".
func (t *cssTokenizer) consumeNumeric(tok *cssToken) {
	tok.Number, tok.IsInteger = t.consumeNumber()
	if t.startsIdentAt(t.pos) {
		tok.Kind = cssDimension
		tok.Unit = t.consumeIdentSequence()
		return
	}
	if t.pos < len(t.s) && t.s[t.pos] == '%' {
		t.pos++
		tok.Kind = cssPercentage
		return
	}
	tok.Kind = cssNumber
}

// consumeNumber is §4.3.12 "consume a number" with §4.3.13 "convert a
// string to a number" done by strconv on the (ASCII-only) slice, which
// rounds correctly.
func (t *cssTokenizer) consumeNumber() (float64, bool) {
	start := t.pos
	end, integer := cssNumberEnd(t.s, start)
	t.pos = end
	// Only a range error is possible here, and ParseFloat then returns ±Inf
	// or ±0, which is what a number that large or small becomes anyway.
	f, _ := strconv.ParseFloat(t.s[start:end], 64)
	return f, integer
}

// cssNumberEnd is the scanning half of §4.3.12 "consume a number": the end
// of the number that starts at s[i] (a sign, digits, a fraction, an
// exponent), and whether its type flag is "integer". A number is ASCII, so
// this works on bytes; serializers use it to find a number in source text.
func cssNumberEnd(s string, i int) (end int, integer bool) {
	integer = true
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	i = collectDigits(s, i)
	if i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		integer = false
		i = collectDigits(s, i+2)
	}
	if i+1 < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if s[j] == '+' || s[j] == '-' {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			integer = false
			i = collectDigits(s, j)
		}
	}
	return i, integer
}
