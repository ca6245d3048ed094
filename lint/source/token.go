// Portions of this file are transcribed from golang.org/x/net/html
// (token.go, v0.62.0), Copyright 2010 The Go Authors, under the BSD-style
// licence in LICENSE.x-net beside this file.

package source

import "bytes"

// tokenizer finds the same tokens as x/net/html's Tokenizer, state for
// state: it is a transcription of its Next, readRawOrRCDATA, readScript,
// readComment, readMarkupDeclaration and readTag functions (v0.62.0) onto
// an in-memory input. It only computes token boundaries (attributes are
// recorded by Document.scanTag), so unlike the real one it allocates
// nothing per token; that halves the cost of the tokenizer pass. Tests run
// it against html.NewTokenizer in lockstep on generated documents, the
// fuzz corpus and real pages, and Parse double-checks every tag it reports
// against the parse tree.
type tokenizer struct {
	d   *Document
	src []byte
	pos int  // the read position: the end of the current token's raw bytes
	err bool // the input is exhausted (x/net/html: z.err == io.EOF)
	// rawTag is the lowercased name of the raw text or RCDATA element whose
	// content the next token is, as in x/net/html.
	rawTag     string
	allowCDATA bool
	// selfClosing reports, for a start tag, whether it is self-closing
	// (x/net/html returns SelfClosingTagToken).
	selfClosing bool
	scratch     []byte
}

// Token types.
const (
	tokError = iota
	tokText
	tokStartTag
	tokEndTag
	tokComment
	tokDoctype
)

func (z *tokenizer) readByte() byte {
	if z.pos >= len(z.src) {
		z.err = true
		return 0
	}
	c := z.src[z.pos]
	z.pos++
	return c
}

func (z *tokenizer) skipWhiteSpace() {
	if z.err {
		return
	}
	for {
		c := z.readByte()
		if z.err {
			return
		}
		if !isSpace(c) {
			z.pos--
			return
		}
	}
}

// next scans the next token and returns its type and start; it ends at
// z.pos. A start tag has been appended to d.tags.
func (z *tokenizer) next() (tt, start int) {
	start = z.pos
	if z.err {
		return tokError, start
	}
	if z.rawTag != "" {
		if z.rawTag == "plaintext" {
			z.pos = len(z.src)
			z.err = true
		} else {
			z.readRawOrRCDATA()
		}
		if z.pos > start {
			return tokText, start
		}
	}
	for {
		// Text up to the next '<' at memchr speed.
		j := bytes.IndexByte(z.src[z.pos:], '<')
		if j < 0 {
			z.pos = len(z.src)
			z.err = true
			break
		}
		z.pos += j + 1
		c := z.readByte()
		if z.err {
			break
		}
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			tt = tokStartTag
		case c == '/':
			tt = tokEndTag
		case c == '!' || c == '?':
			tt = tokComment
		default:
			z.pos--
			continue
		}
		// Text before the tag is a token of its own.
		if x := z.pos - 2; start < x {
			z.pos = x
			return tokText, start
		}
		switch tt {
		case tokStartTag:
			return z.readStartTag(start), start
		case tokEndTag:
			c = z.readByte()
			if z.err {
				goto eof
			}
			if c == '>' {
				// "</>" is no token at all; x/net/html reports an empty
				// comment so that Raw still partitions the input.
				return tokComment, start
			}
			if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
				end, ok := z.d.scanTag(start, false, &z.scratch)
				if !ok {
					z.pos = len(z.src)
					z.err = true
					return tokError, start
				}
				z.pos = end
				return tokEndTag, start
			}
			z.pos--
			z.readUntilCloseAngle()
			return tokComment, start
		default:
			if c == '!' {
				return z.readMarkupDeclaration(), start
			}
			z.pos--
			z.readUntilCloseAngle()
			return tokComment, start
		}
	}
eof:
	if start < z.pos {
		return tokText, start
	}
	return tokError, start
}

// readStartTag reads a start tag from start ('<'), whose first letter has
// been read. The tag is recorded by scanTag; a tag cut off by the end of
// the input is an error token and is not recorded.
func (z *tokenizer) readStartTag(start int) int {
	end, ok := z.d.scanTag(start, true, &z.scratch)
	if !ok {
		z.pos = len(z.src)
		z.err = true
		return tokError
	}
	z.pos = end
	t := &z.d.tags[len(z.d.tags)-1]
	if rawTextElement(t.Name) {
		z.rawTag = t.Name
	}
	// Self-closing: the byte before '>' is '/', and it is not the last byte
	// of the last kept attribute's value ("<p a=/>" is not self-closing).
	z.selfClosing = false
	if z.src[end-2] == '/' {
		z.selfClosing = true
		for j := len(z.d.attrs) - 1; j >= int(t.attrIndex); j-- {
			a := &z.d.attrs[j]
			if a.Duplicate {
				continue
			}
			vend := a.ValueEnd
			if a.HasValue && a.Quote == 0 && a.ValueStart == a.ValueEnd {
				vend = a.NameEnd // x/net/html leaves "name=>" at the name's end
			}
			z.selfClosing = end-2 != vend-1
			break
		}
	}
	return tokStartTag
}

func (z *tokenizer) readUntilCloseAngle() {
	j := bytes.IndexByte(z.src[z.pos:], '>')
	if j < 0 {
		z.pos = len(z.src)
		z.err = true
		return
	}
	z.pos += j + 1
}

// readMarkupDeclaration reads a token starting with "<!": a comment, a
// doctype, a CDATA section (only where CDATA is allowed) or a bogus
// comment.
func (z *tokenizer) readMarkupDeclaration() int {
	for i := 0; i < 2; i++ {
		z.readByte()
		if z.err {
			return tokComment
		}
	}
	if z.src[z.pos-2] == '-' && z.src[z.pos-1] == '-' {
		z.readComment()
		return tokComment
	}
	z.pos -= 2
	if z.readKeyword("DOCTYPE", true) {
		z.skipWhiteSpace()
		if !z.err {
			z.readUntilCloseAngle()
		}
		return tokDoctype
	}
	if z.allowCDATA && z.readKeyword("[CDATA[", false) {
		brackets := 0
		for {
			c := z.readByte()
			if z.err {
				return tokText
			}
			switch c {
			case ']':
				brackets++
			case '>':
				if brackets >= 2 {
					return tokText
				}
				brackets = 0
			default:
				brackets = 0
			}
		}
	}
	z.readUntilCloseAngle()
	return tokComment
}

// readKeyword reads s (ASCII case-insensitively if fold) or backs up. An
// end of input inside s backs up too (x/net/html resets its error so that
// the next read reports it).
func (z *tokenizer) readKeyword(s string, fold bool) bool {
	from := z.pos
	for i := 0; i < len(s); i++ {
		c := z.readByte()
		if z.err {
			z.pos = from
			z.err = false
			return false
		}
		if c != s[i] && !(fold && c == s[i]+('a'-'A')) {
			z.pos = from
			return false
		}
	}
	return true
}

// readComment reads a comment after "<!--": it ends at "-->", "--!>", or
// at once for "<!-->" and "<!--->".
func (z *tokenizer) readComment() {
	dashCount := 0
	beginning := true
	for {
		c := z.readByte()
		if z.err {
			return
		}
		switch c {
		case '-':
			dashCount++
			continue
		case '>':
			if dashCount >= 2 || beginning {
				return
			}
		case '!':
			if dashCount >= 2 {
				c = z.readByte()
				if z.err || c == '>' {
					return
				}
				if c == '-' {
					dashCount = 1
					beginning = false
					continue
				}
			}
		}
		dashCount = 0
		beginning = false
	}
}

// readRawOrRCDATA reads raw text up to "</" + rawTag + (space, '/' or '>').
func (z *tokenizer) readRawOrRCDATA() {
	if z.rawTag == "script" {
		z.readScript()
		z.rawTag = ""
		return
	}
	for {
		// Text up to the next '<' at memchr speed.
		j := bytes.IndexByte(z.src[z.pos:], '<')
		if j < 0 {
			z.pos = len(z.src)
			z.err = true
			break
		}
		z.pos += j + 1
		c := z.readByte()
		if z.err {
			break
		}
		if c != '/' {
			z.pos--
			continue
		}
		if z.readRawEndTag() || z.err {
			break
		}
	}
	z.rawTag = ""
}

// readRawEndTag reads rawTag after "</" and a delimiter, then backs up to
// before "</" and reports true; or backs up over a mismatch and reports
// false.
func (z *tokenizer) readRawEndTag() bool {
	for i := 0; i < len(z.rawTag); i++ {
		c := z.readByte()
		if z.err {
			return false
		}
		if c != z.rawTag[i] && c != z.rawTag[i]-('a'-'A') {
			z.pos--
			return false
		}
	}
	c := z.readByte()
	if z.err {
		return false
	}
	if isSpace(c) || c == '/' || c == '>' {
		z.pos -= 3 + len(z.rawTag)
		return true
	}
	z.pos--
	return false
}

// readScript reads script data up to its end tag, through the escaped and
// double-escaped states ("<!--", "<script>" inside a script).
func (z *tokenizer) readScript() {
	var c byte

scriptData:
	c = z.readByte()
	if z.err {
		return
	}
	if c == '<' {
		goto scriptDataLessThanSign
	}
	goto scriptData

scriptDataLessThanSign:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '/':
		goto scriptDataEndTagOpen
	case '!':
		goto scriptDataEscapeStart
	}
	z.pos--
	goto scriptData

scriptDataEndTagOpen:
	if z.readRawEndTag() || z.err {
		return
	}
	goto scriptData

scriptDataEscapeStart:
	c = z.readByte()
	if z.err {
		return
	}
	if c == '-' {
		goto scriptDataEscapeStartDash
	}
	z.pos--
	goto scriptData

scriptDataEscapeStartDash:
	c = z.readByte()
	if z.err {
		return
	}
	if c == '-' {
		goto scriptDataEscapedDashDash
	}
	z.pos--
	goto scriptData

scriptDataEscaped:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '-':
		goto scriptDataEscapedDash
	case '<':
		goto scriptDataEscapedLessThanSign
	}
	goto scriptDataEscaped

scriptDataEscapedDash:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '-':
		goto scriptDataEscapedDashDash
	case '<':
		goto scriptDataEscapedLessThanSign
	}
	goto scriptDataEscaped

scriptDataEscapedDashDash:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '-':
		goto scriptDataEscapedDashDash
	case '<':
		goto scriptDataEscapedLessThanSign
	case '>':
		goto scriptData
	}
	goto scriptDataEscaped

scriptDataEscapedLessThanSign:
	c = z.readByte()
	if z.err {
		return
	}
	if c == '/' {
		goto scriptDataEscapedEndTagOpen
	}
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
		goto scriptDataDoubleEscapeStart
	}
	z.pos--
	goto scriptData

scriptDataEscapedEndTagOpen:
	if z.readRawEndTag() || z.err {
		return
	}
	goto scriptDataEscaped

scriptDataDoubleEscapeStart:
	z.pos--
	for i := 0; i < len("script"); i++ {
		c = z.readByte()
		if z.err {
			return
		}
		if c != "script"[i] && c != "SCRIPT"[i] {
			z.pos--
			goto scriptDataEscaped
		}
	}
	c = z.readByte()
	if z.err {
		return
	}
	if isSpace(c) || c == '/' || c == '>' {
		goto scriptDataDoubleEscaped
	}
	z.pos--
	goto scriptDataEscaped

scriptDataDoubleEscaped:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '-':
		goto scriptDataDoubleEscapedDash
	case '<':
		goto scriptDataDoubleEscapedLessThanSign
	}
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapedDash:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '-':
		goto scriptDataDoubleEscapedDashDash
	case '<':
		goto scriptDataDoubleEscapedLessThanSign
	}
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapedDashDash:
	c = z.readByte()
	if z.err {
		return
	}
	switch c {
	case '-':
		goto scriptDataDoubleEscapedDashDash
	case '<':
		goto scriptDataDoubleEscapedLessThanSign
	case '>':
		goto scriptData
	}
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapedLessThanSign:
	c = z.readByte()
	if z.err {
		return
	}
	if c == '/' {
		goto scriptDataDoubleEscapeEnd
	}
	z.pos--
	goto scriptDataDoubleEscaped

scriptDataDoubleEscapeEnd:
	if z.readRawEndTag() {
		z.pos += len("</script>")
		goto scriptDataEscaped
	}
	if z.err {
		return
	}
	goto scriptDataDoubleEscaped
}
