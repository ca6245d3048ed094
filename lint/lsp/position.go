package lsp

import (
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint/internal/source"
)

// encoding is the unit in which LSP positions count characters within a
// line, agreed on at initialize.
type encoding int

const (
	// utf16 counts UTF-16 code units, the protocol's default that every
	// client understands.
	encUTF16 encoding = iota
	// utf8 counts bytes, offered by some clients (Neovim, Helix).
	encUTF8
)

// String returns the name the protocol uses for the encoding.
func (e encoding) String() string {
	if e == encUTF8 {
		return "utf-8"
	}
	return "utf-16"
}

// negotiate picks the position encoding from the client's list: UTF-8
// when offered, since byte offsets are what the linter computes and they
// need no conversion by either side; otherwise UTF-16, which the protocol
// says every server must support.
func negotiate(offered []string) encoding {
	for _, e := range offered {
		if e == "utf-8" {
			return encUTF8
		}
	}
	return encUTF16
}

// toPosition converts a byte offset in text into an LSP position. Lines
// break at LF, CR and CRLF, as both HTML and the protocol define them.
func toPosition(lines *source.Lines, textLen, off int, enc encoding) position {
	off = max(0, min(off, textLen))
	line, col16 := lines.PositionUTF16(off)
	if enc == encUTF16 {
		return position{Line: line, Character: col16}
	}
	return position{Line: line, Character: off - lines.Offset(line+1, 1)}
}

// toOffset converts an LSP position into a byte offset in text. As the
// protocol asks, a character past the end of its line means the end of
// the line and a line past the end means the end of the text; a position
// inside a character (half of a surrogate pair, the middle of a UTF-8
// sequence) is moved back to the start of that character.
func toOffset(lines *source.Lines, textLen int, p position, enc encoding) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= lines.Count() {
		return textLen
	}
	start := lines.Offset(p.Line+1, 1)
	text := lines.LineText(p.Line + 1)
	units := 0
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		n := w
		if enc == encUTF16 {
			n = 1
			if r >= 0x10000 {
				n = 2
			}
		}
		if units+n > p.Character {
			return start + i
		}
		units += n
		i += w
	}
	return start + len(text)
}
