package files

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/transform"
)

// Decode turns the bytes of a file into the UTF-8 text that positions refer
// to, much as browsers pick an encoding: a byte order mark first, then a
// <meta charset> or http-equiv Content-Type in the first 1024 bytes, then
// UTF-8 (the HTML default for new documents; windows-1252 only when the
// bytes are not valid UTF-8). A UTF-8 BOM is removed.
//
// One deliberate difference: bytes that are valid UTF-8 are read as UTF-8
// even when a <meta> declares another encoding. A stale declaration left
// over from a conversion is the common mistake, and text in a legacy
// encoding is hardly ever valid UTF-8 by accident.
//
// Bytes that are not valid UTF-8 in a document read as UTF-8 are kept as
// they are rather than replaced with U+FFFD as a browser would: offsets then
// stay the file's own byte offsets, which fixes need, and each invalid byte
// counts as one column.
func Decode(b []byte) ([]byte, string, error) {
	if bytes.HasPrefix(b, []byte("\xEF\xBB\xBF")) {
		return b[3:], "utf-8", nil
	}
	enc, name, certain := charset.DetermineEncoding(b, "text/html")
	if name == "utf-8" || (!certain && utf8.Valid(b)) {
		return b, "utf-8", nil
	}
	out, err := io.ReadAll(transform.NewReader(bytes.NewReader(b), enc.NewDecoder()))
	if err != nil {
		return nil, name, fmt.Errorf("decoding as %s: %w", name, err)
	}
	// A UTF-16 decoder may keep the byte order mark as U+FEFF.
	return bytes.TrimPrefix(out, []byte("\xEF\xBB\xBF")), name, nil
}

// Stateful reports whether a browser may read b, a document's bytes, in
// ISO-2022-JP, the one stateful encoding of the Encoding Standard: its
// escape sequences (ESC $ @, ESC $ B, ESC ( J, ESC ( I) switch bytes that
// are ASCII, and read as ASCII here (they are valid UTF-8), to Japanese
// text and back. It does when a <meta> or BOM names the encoding, or when
// b holds such an escape sequence at all (browsers may detect the
// encoding). Edits made to the ASCII reading of such a document can change
// its text, so fixes leave it alone.
func Stateful(b []byte) bool {
	if _, name, _ := charset.DetermineEncoding(b, "text/html"); name == "iso-2022-jp" {
		return true
	}
	for _, esc := range []string{"\x1b$@", "\x1b$B", "\x1b(J", "\x1b(I"} {
		if bytes.Contains(b, []byte(esc)) {
			return true
		}
	}
	return false
}

// binarySample is how much of a file LooksBinary examines, as git does.
const binarySample = 8 << 10

// LooksBinary reports whether b, the content of a file, is most likely not
// a text document at all (an image or archive renamed .html): its first
// 8 KB hold a NUL byte and more than 30% of them are control
// characters or bytes that are not valid UTF-8. Both are needed, so an HTML
// page with a stray NUL, or a legacy-encoded page full of non-UTF-8 bytes,
// is still linted. A file starting with a byte order mark is text (UTF-16
// is full of NULs). A browser would render such a file as garbage text;
// linting that garbage would only report findings nobody can act on.
func LooksBinary(b []byte) bool {
	if bytes.HasPrefix(b, []byte("\xEF\xBB\xBF")) || bytes.HasPrefix(b, []byte("\xFE\xFF")) || bytes.HasPrefix(b, []byte("\xFF\xFE")) {
		return false
	}
	s := b[:min(len(b), binarySample)]
	if bytes.IndexByte(s, 0) < 0 {
		return false
	}
	odd := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7F {
				odd++
			}
			i++
			continue
		}
		r, w := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && w == 1 {
			odd++
		}
		i += w
	}
	return odd*10 > len(s)*3
}
