package source

import (
	"bytes"
	"sort"
	"sync"
	"unicode/utf8"
)

// Lines converts byte offsets in a source into line and column numbers.
//
// A line ends at LF, at CR, or at CRLF (one break, not two), as HTML
// normalises newlines. The table of line starts is built on first use and
// then shared, so a Lines is safe for concurrent use.
type Lines struct {
	src    []byte
	once   sync.Once
	starts []int // byte offset of the start of each line; starts[0] == 0

	// marks holds, for each long line asked about, checkpoints from which
	// a column is counted, so that many positions on one long line (a
	// minified page) cost time linear in the line, not in the line times
	// the number of positions. Built on first use under mu.
	mu    sync.Mutex
	marks map[int]*lineMarks
}

// markEvery is the distance in bytes between two checkpoints of a long
// line; a column is counted from at most this far back.
const markEvery = 512

// lineMarks are the checkpoints of one long line: at byte offset off[k],
// runes[k] code points and units[k] UTF-16 code units lie before it on
// the line. Each off[k] is the first byte of a character (not a UTF-8
// continuation byte), so counting from it counts as from the line start.
type lineMarks struct {
	off, runes, units []int
}

// NewLines returns a Lines for src. It does no work until asked.
func NewLines(src []byte) *Lines { return &Lines{src: src} }

// LineStarts returns the offset of the start of each line of src: 0, and
// the offset after each line break (LF, CR or CRLF, one break), as Lines
// counts lines.
func LineStarts(src []byte) []int {
	starts := make([]int, 1, bytes.Count(src, []byte{'\n'})+2)
	if bytes.IndexByte(src, '\r') >= 0 {
		return AppendLineStarts(starts, src, 0, len(src))
	}
	// The common case: LF only, found at memchr speed.
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			return starts
		}
		i += j + 1
		starts = append(starts, i)
	}
}

// AppendLineStarts appends to starts the offset after each line break that
// begins in src[from:to] (a CRLF that begins at to-1 counts as one break,
// ending after its LF).
func AppendLineStarts(starts []int, src []byte, from, to int) []int {
	for i := from; i < to; i++ {
		switch src[i] {
		case '\n':
			starts = append(starts, i+1)
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			starts = append(starts, i+1)
		}
	}
	return starts
}

func (l *Lines) build() {
	l.once.Do(func() {
		l.starts = LineStarts(l.src)
	})
}

// line returns the 0-based line of off, with off clamped to [0, len(src)]
// and moved back to the start of the character it is inside of.
func (l *Lines) line(off int) (int, int) {
	l.build()
	off = max(0, min(off, len(l.src)))
	// The last line starting at or before off.
	// The LF of a CRLF is before the next line's start, so it belongs to
	// the line the CR ends.
	i := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > off }) - 1
	return i, RuneStart(l.src, l.starts[i], off)
}

// RuneStart moves off back to the first byte of the character it is inside
// of, so an offset in the middle of a UTF-8 sequence counts that character
// once. lineStart bounds the search.
func RuneStart(src []byte, lineStart, off int) int {
	if off >= len(src) || utf8.RuneStart(src[off]) {
		return off
	}
	for s := off - 1; s >= lineStart && s >= off-3; s-- {
		if utf8.RuneStart(src[s]) {
			r, n := utf8.DecodeRune(src[s:])
			if r != utf8.RuneError || n > 1 {
				if s+n > off {
					return s
				}
			}
			break
		}
	}
	return off
}

// Position returns the 1-based line and column of byte offset off. The
// column counts Unicode code points from the start of the line (an invalid
// UTF-8 byte counts as one), so it is what an editor shows for text
// without tabs or wide characters. off is clamped to the source; off ==
// len(src) is the position after the last character. An offset inside a
// multi-byte character gives that character's column.
func (l *Lines) Position(off int) (line, col int) {
	i, off := l.line(off)
	from, runes, _ := l.mark(i, off)
	return i + 1, runes + utf8.RuneCount(l.src[from:off]) + 1
}

// mark returns, for an offset on 0-based line i, the offset where the
// caller counts from (with RuneStart applied to off already by the
// caller's clamping) and how many code points and UTF-16 units lie before
// it on the line.
func (l *Lines) mark(i, off int) (from, runes, units int) {
	ls := l.starts[i]
	if off-ls < 2*markEvery {
		return ls, 0, 0
	}
	l.mu.Lock()
	m := l.marks[i]
	if m == nil {
		m = l.buildMarks(ls, l.lineEnd(i))
		if l.marks == nil {
			l.marks = make(map[int]*lineMarks)
		}
		l.marks[i] = m
	}
	l.mu.Unlock()
	// The last checkpoint at or before off.
	k := sort.Search(len(m.off), func(k int) bool { return m.off[k] > off }) - 1
	if k < 0 {
		return ls, 0, 0
	}
	return m.off[k], m.runes[k], m.units[k]
}

// buildMarks counts the line src[ls:end] once, leaving a checkpoint at the
// first character start at or after every markEvery bytes.
func (l *Lines) buildMarks(ls, end int) *lineMarks {
	m := &lineMarks{}
	runes, units := 0, 0
	next := ls + markEvery
	for p := ls; p < end; {
		if p >= next && utf8.RuneStart(l.src[p]) {
			m.off = append(m.off, p)
			m.runes = append(m.runes, runes)
			m.units = append(m.units, units)
			next = p + markEvery
		}
		c := l.src[p]
		if c < utf8.RuneSelf {
			runes++
			units++
			p++
			continue
		}
		r, w := utf8.DecodeRune(l.src[p:end])
		runes++
		units += utf16Len(r)
		p += w
	}
	return m
}

// utf16Len is how many UTF-16 code units r takes (an invalid byte,
// decoded as U+FFFD, takes one).
func utf16Len(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

// PositionUTF16 returns the position of byte offset off as the Language
// Server Protocol counts by default: a 0-based line and a 0-based column
// in UTF-16 code units (a character outside the Basic Multilingual Plane,
// such as most emoji, counts 2; an invalid UTF-8 byte counts as U+FFFD,
// 1). Note that both are 0-based, unlike Position.
func (l *Lines) PositionUTF16(off int) (line, col16 int) {
	i, off := l.line(off)
	from, _, n := l.mark(i, off)
	return i, n + UTF16Units(l.src[from:off])
}

// UTF16Units returns how many UTF-16 code units the UTF-8 text b takes (an
// invalid byte, decoded as U+FFFD, takes one).
func UTF16Units(b []byte) int {
	n := 0
	for len(b) > 0 {
		if b[0] < utf8.RuneSelf {
			n++
			b = b[1:]
			continue
		}
		r, w := utf8.DecodeRune(b)
		n += utf16Len(r)
		b = b[w:]
	}
	return n
}

// Offset returns the byte offset of the 1-based line and column (in code
// points) as Position reports them, the inverse of Position. Out-of-range
// values are clamped to the line or the source.
func (l *Lines) Offset(line, col int) int {
	l.build()
	if line < 1 {
		return 0
	}
	if line > len(l.starts) {
		return len(l.src)
	}
	off := l.starts[line-1]
	end := l.lineEnd(line - 1)
	for c := 1; c < col && off < end; c++ {
		_, w := utf8.DecodeRune(l.src[off:end])
		off += w
	}
	return off
}

// lineEnd returns the offset of the terminator of 0-based line i, or the
// end of the source.
func (l *Lines) lineEnd(i int) int {
	end := len(l.src)
	if i+1 < len(l.starts) {
		end = l.starts[i+1] - 1
		if end > l.starts[i] && l.src[end] == '\n' && l.src[end-1] == '\r' {
			end--
		}
	}
	return end
}

// LineStart returns the byte offset where the 1-based line starts; 0 for
// a line before the first, len(src) for one after the last.
func (l *Lines) LineStart(line int) int {
	l.build()
	switch {
	case line < 1:
		return 0
	case line > len(l.starts):
		return len(l.src)
	}
	return l.starts[line-1]
}

// Count returns the number of lines. A source ending in a line break has
// an empty last line after it.
func (l *Lines) Count() int {
	l.build()
	return len(l.starts)
}

// LineText returns the 1-based line of the source without its terminator,
// for showing the line under a diagnostic; "" when there is no such line.
func (l *Lines) LineText(line int) string {
	l.build()
	if line < 1 || line > len(l.starts) {
		return ""
	}
	return string(l.src[l.starts[line-1]:l.lineEnd(line-1)])
}
