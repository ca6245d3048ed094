package lint

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/transform"
)

// Decode turns the bytes of a file into the UTF-8 text that positions refer
// to, the way browsers pick an encoding: a byte order mark first, then a
// <meta charset> or http-equiv Content-Type in the first 1024 bytes, then
// UTF-8 (the HTML default for new documents; windows-1252 only when the
// bytes are not valid UTF-8). A UTF-8 BOM is removed.
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
