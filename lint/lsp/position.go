package lsp

import (
	"sort"
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

// toOffset converts an LSP position into a byte offset in text, whose
// line starts are starts (see lineStarts). As the protocol asks, a
// character past the end of its line means the end of the line and a
// line past the end means the end of the text; a position inside a
// character (half of a surrogate pair, the middle of a UTF-8 sequence) is
// moved back to the start of that character.
func toOffset(text []byte, starts []int, p position, enc encoding) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= len(starts) {
		return len(text)
	}
	start := starts[p.Line]
	end := len(text)
	if p.Line+1 < len(starts) {
		end = starts[p.Line+1] - 1
		if end > start && text[end] == '\n' && text[end-1] == '\r' {
			end--
		}
	}
	line := text[start:end]
	units := 0
	for i := 0; i < len(line); {
		r, w := utf8.DecodeRune(line[i:])
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
	return start + len(line)
}

// lineStarts returns the offset of the start of each line of text, as
// source.Lines counts them.
func lineStarts(text []byte) []int { return source.LineStarts(text) }

// replaceStarts returns the line starts of the text made by replacing
// old[start:end] with inserted text, given those of the old text: the
// starts before the edit are kept, those after it shifted, and only the
// lines the edit touches are read again. It reuses the memory of starts,
// which the caller must no longer use. Typing in a 4 MB page sends an
// edit per keystroke; reading the whole page again for each was most of
// the server's work between lints, and copying its hundred thousand line
// starts was most of the rest.
func replaceStarts(starts []int, text []byte, start, end, inserted int) []int {
	// Starts before start are unchanged: the bytes before each and at it
	// are. The last of them is where reading begins; starts[0] is 0.
	j := sort.SearchInts(starts, start)
	keep, from := 1, 0
	if j > 0 {
		keep, from = j, starts[j-1]
	}
	// The first start after end follows a break that the edit left
	// alone, so it and every later start only move by delta.
	k := sort.SearchInts(starts, end+1)
	delta := inserted - (end - start)
	to := len(text)
	tail := 0
	if k < len(starts) {
		to = starts[k] + delta
		// AppendLineStarts finds starts[k]+delta itself, from the break
		// before it; the tail is what follows.
		tail = len(starts) - (k + 1)
	}
	var buf [16]int
	mid := source.AppendLineStarts(buf[:0], text, from, to)
	n := keep + len(mid) + tail
	if n > cap(starts) {
		grown := make([]int, len(starts), n+n/16+16)
		copy(grown, starts)
		starts = grown
	}
	starts = starts[:max(n, len(starts))]
	if tail > 0 {
		moved := starts[keep+len(mid) : n]
		copy(moved, starts[k+1:k+1+tail])
		for i := range moved {
			moved[i] += delta
		}
	}
	copy(starts[keep:], mid)
	return starts[:n]
}

// longLine is the length of a line beyond which docPosition leaves the
// counting to source.Lines, which keeps checkpoints along long lines (a
// minified page) so that many positions on one cost time linear in it.
const longLine = 4 << 10

// docPosition is toPosition for a document, from its line starts, which
// edits keep up to date: building source.Lines would read the whole text
// again for every version published (a few milliseconds of a 4 MB page
// between its lint and its diagnostics). Positions on very long lines
// still go through d.lines.
func docPosition(d *document, off int, enc encoding) position {
	off = max(0, min(off, len(d.text)))
	line := sort.Search(len(d.starts), func(i int) bool { return d.starts[i] > off }) - 1
	ls := d.starts[line]
	if enc == encUTF8 {
		return position{Line: line, Character: off - ls}
	}
	if off-ls > longLine {
		return toPosition(d.lines, len(d.text), off, enc)
	}
	off = source.RuneStart(d.text, ls, off)
	return position{Line: line, Character: source.UTF16Units(d.text[ls:off])}
}
