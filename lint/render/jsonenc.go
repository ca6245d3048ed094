package render

import (
	"bytes"
	"encoding/base64"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
)

// The json format writes tens of thousands of diagnostics on a large site;
// encoding/json's reflection was a tenth of a whole run there. The
// functions below write the same bytes as json.Marshal of a Diagnostic
// (field order, omitempty, HTML-safe string escaping) passed through
// escapeC1, which TestJSONEncoderMatchesMarshal and FuzzJSONEncoder hold
// them to.

// appendDiagnostic appends d as json.Marshal(d) writes it, with one
// addition: a file name that is not valid UTF-8, which a JSON string can
// only carry with U+FFFD in place of the bytes that are not, is also given
// exactly, as "fileBytes": the name's bytes in base64 (as encoding/json
// writes a []byte), so that the finding can be mapped back to its file.
func appendDiagnostic(b []byte, d *lint.Diagnostic, m *jsonMemos) []byte {
	if m == nil {
		m = new(jsonMemos)
	}
	b = append(b, `{"file":`...)
	b = m.file.append(b, d.File)
	if !utf8.ValidString(d.File) {
		b = append(b, `,"fileBytes":"`...)
		b = base64.StdEncoding.AppendEncode(b, []byte(d.File))
		b = append(b, '"')
	}
	b = appendInt(b, `,"line":`, d.Line)
	b = appendInt(b, `,"column":`, d.Column)
	b = appendInt(b, `,"endLine":`, d.EndLine)
	b = appendInt(b, `,"endColumn":`, d.EndColumn)
	b = append(b, `,"rule":`...)
	b = appendJSONString(b, d.Rule)
	b = append(b, `,"severity":`...)
	b = appendJSONString(b, d.Severity.String())
	b = append(b, `,"message":`...)
	b = m.message.append(b, d.Message)
	b = append(b, `,"element":`...)
	b = appendJSONString(b, d.Element)
	b = append(b, `,"attribute":`...)
	b = appendJSONString(b, d.Attribute)
	b = append(b, `,"value":`...)
	b = appendJSONString(b, d.Value)
	if d.Browser != "" {
		b = append(b, `,"browser":`...)
		b = m.browser.append(b, d.Browser)
	}
	if d.Reads != nil {
		b = append(b, `,"reads":`...)
		b = appendJSONString(b, *d.Reads)
	}
	if len(d.Related) > 0 {
		b = append(b, `,"related":[`...)
		for i := range d.Related {
			if i > 0 {
				b = append(b, ',')
			}
			r := &d.Related[i]
			b = appendInt(b, `{"line":`, r.Line)
			b = appendInt(b, `,"column":`, r.Column)
			b = appendInt(b, `,"endLine":`, r.EndLine)
			b = appendInt(b, `,"endColumn":`, r.EndColumn)
			b = append(b, `,"message":`...)
			b = appendJSONString(b, r.Message)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if d.Fix != nil {
		b = append(b, `,"fix":`...)
		b = appendFix(b, d.Fix)
	}
	if len(d.Suggestions) > 0 {
		b = append(b, `,"suggestions":[`...)
		for i := range d.Suggestions {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendFix(b, &d.Suggestions[i])
		}
		b = append(b, ']')
	}
	if d.URL != "" {
		b = append(b, `,"url":`...)
		b = m.url.append(b, d.URL)
	}
	return append(b, '}')
}

// appendFix appends f as json.Marshal(f) writes it (a nil Edits is null).
func appendFix(b []byte, f *lint.Fix) []byte {
	b = append(b, `{"message":`...)
	b = appendJSONString(b, f.Message)
	b = append(b, `,"edits":`...)
	if f.Edits == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range f.Edits {
			if i > 0 {
				b = append(b, ',')
			}
			e := &f.Edits[i]
			b = appendInt(b, `{"start":`, e.Start)
			b = appendInt(b, `,"end":`, e.End)
			b = append(b, `,"new":`...)
			b = appendJSONString(b, e.New)
			b = appendInt(b, `,"line":`, e.Line)
			b = appendInt(b, `,"column":`, e.Column)
			b = appendInt(b, `,"endLine":`, e.EndLine)
			b = appendInt(b, `,"endColumn":`, e.EndColumn)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func appendInt(b []byte, key string, v int) []byte {
	return strconv.AppendInt(append(b, key...), int64(v), 10)
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s quoted as encoding/json quotes strings: <, >
// and & as \u003c and so on, control characters escaped, invalid UTF-8 as
// \ufffd, U+2028 and U+2029 escaped; and C1 controls escaped too, as
// escapeC1 does.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if jsonPlain[c] {
			// Most bytes of a report: one table lookup each (the source
			// lines of 85,000 findings make tens of megabytes).
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		case r <= 0x9F:
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hexDigits[r>>4], hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// EscapeC1 rewrites the C1 controls (U+0080 to U+009F) in JSON text as
// \u escapes, which encoding/json leaves raw: a terminal that shows the
// report may act on them (U+009B starts a control sequence, as ESC [
// does), and the escape decodes to the same string. Their UTF-8 bytes,
// 0xC2 then 0x80 to 0x9F, can only be inside strings, so the bytes are
// rewritten where they stand.
func EscapeC1(b []byte) []byte {
	i := bytes.IndexByte(b, 0xC2)
	if i < 0 {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	for i >= 0 {
		if i+1 < len(b) && 0x80 <= b[i+1] && b[i+1] <= 0x9F {
			out = append(out, b[:i]...)
			out = append(out, '\\', 'u', '0', '0', hexDigits[b[i+1]>>4], hexDigits[b[i+1]&0xF])
			b = b[i+2:]
		} else {
			out = append(out, b[:i+1]...)
			b = b[i+1:]
		}
		i = bytes.IndexByte(b, 0xC2)
	}
	return append(out, b...)
}

// jsonPlain says which bytes appendJSONString copies as they are: ASCII
// from space on, but for the quote, the backslash, <, > and &.
var jsonPlain = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = !strings.ContainsRune(`"\<>&`, rune(c))
	}
	return t
}()

// jsonMemos keeps the encoding of the last file name, message, browser
// note and docs URL written: findings in a row mostly repeat them (one
// file's findings share its name; a rule's, its URL), and a table lookup
// per byte still shows on tens of megabytes of report.
type jsonMemos struct{ file, message, browser, url jsonMemo }

// jsonMemo is one string and its JSON encoding.
type jsonMemo struct {
	s   string
	enc []byte
}

// append appends s quoted as appendJSONString does.
func (m *jsonMemo) append(b []byte, s string) []byte {
	if m.enc != nil && s == m.s {
		return append(b, m.enc...)
	}
	start := len(b)
	b = appendJSONString(b, s)
	m.s, m.enc = s, append(m.enc[:0], b[start:]...)
	return b
}
