package source

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestLines(t *testing.T) {
	// "a\rb\r\rc\r\nd\n\xffé😀e"
	//  a0 \r1 b2 \r3 \r4 c5 \r6 \n7 d8 \n9 \xff10 é11-12 😀13-16 e17
	src := []byte("a\rb\r\rc\r\nd\n\xffé😀e")
	l := NewLines(src)
	if l.Count() != 6 {
		t.Errorf("Count = %d, want 6", l.Count())
	}
	for _, c := range []struct{ off, line, col, line16, col16 int }{
		{0, 1, 1, 0, 0},
		{1, 1, 2, 0, 1},  // the CR ending line 1
		{2, 2, 1, 1, 0},  // b
		{4, 3, 1, 2, 0},  // the empty line: lone CRs are two breaks
		{5, 4, 1, 3, 0},  // c
		{7, 4, 3, 3, 2},  // the LF of a CRLF belongs to its line
		{8, 5, 1, 4, 0},  // d: CRLF was one break
		{10, 6, 1, 5, 0}, // invalid byte
		{11, 6, 2, 5, 1}, // é: the invalid byte counted as one
		{12, 6, 2, 5, 1}, // inside é: its column
		{13, 6, 3, 5, 2}, // 😀
		{15, 6, 3, 5, 2}, // inside 😀
		{17, 6, 4, 5, 4}, // e: 😀 is one code point, two UTF-16 units
		{18, 6, 5, 5, 5}, // the end
		{99, 6, 5, 5, 5}, // clamped
		{-5, 1, 1, 0, 0}, // clamped
	} {
		if line, col := l.Position(c.off); line != c.line || col != c.col {
			t.Errorf("Position(%d) = %d:%d, want %d:%d", c.off, line, col, c.line, c.col)
		}
		if line, col := l.PositionUTF16(c.off); line != c.line16 || col != c.col16 {
			t.Errorf("PositionUTF16(%d) = %d:%d, want %d:%d", c.off, line, col, c.line16, c.col16)
		}
	}
	for i, want := range []string{"a", "b", "", "c", "d", "\xffé😀e", ""} {
		if got := l.LineText(i + 1); got != want {
			t.Errorf("LineText(%d) = %q, want %q", i+1, got, want)
		}
	}
	if l.LineText(0) != "" {
		t.Errorf("LineText(0) not empty")
	}
	for _, c := range []struct{ line, col, off int }{{1, 1, 0}, {4, 1, 5}, {4, 9, 6}, {6, 3, 13}, {6, 4, 17}, {9, 1, 18}, {0, 5, 0}} {
		if got := l.Offset(c.line, c.col); got != c.off {
			t.Errorf("Offset(%d, %d) = %d, want %d", c.line, c.col, got, c.off)
		}
	}

	// LF only, the fast path; a final newline makes an empty last line.
	l = NewLines([]byte("x\ny\n"))
	if l.Count() != 3 || l.LineText(2) != "y" || l.LineText(3) != "" {
		t.Errorf("LF lines: %d %q %q", l.Count(), l.LineText(2), l.LineText(3))
	}
	if line, col := l.Position(4); line != 3 || col != 1 {
		t.Errorf("end at %d:%d", line, col)
	}
	// Empty source.
	l = NewLines(nil)
	if line, col := l.Position(0); line != 1 || col != 1 || l.LineText(1) != "" {
		t.Errorf("empty: %d:%d", line, col)
	}
}

// TestLongLineMarks checks positions on long lines, where columns are
// counted from checkpoints, against a count from the line start, at every
// offset and in any order: ASCII, two-, three- and four-byte characters,
// invalid bytes, a truncated sequence, and CRLF line ends.
func TestLongLineMarks(t *testing.T) {
	var b strings.Builder
	for i := range 400 {
		b.WriteString("ab\xffc d\u00e9f g\xe2\x82h \u65e5\u672c \U0001F600x")
		if i%150 == 149 {
			b.WriteString("\r\n")
		}
	}
	src := []byte(b.String())
	l := NewLines(src)
	// want counts from the start of the line, as Position did before
	// checkpoints.
	want := func(off int) (line, col, col16 int) {
		ls, line := 0, 1
		for i := 0; i < off; i++ {
			if src[i] == '\n' {
				ls, line = i+1, line+1
			}
		}
		if off < len(src) && off > ls && !utf8.RuneStart(src[off]) {
			// inside a character: its start, if it is a real one
			s := off - 1
			for s > ls && !utf8.RuneStart(src[s]) {
				s--
			}
			if r, n := utf8.DecodeRune(src[s:]); (r != utf8.RuneError || n > 1) && s+n > off {
				off = s
			}
		}
		seg := src[ls:off]
		col = utf8.RuneCount(seg) + 1
		for _, r := range string(seg) {
			col16 += utf16Len(r)
		}
		return line, col, col16
	}
	offs := make([]int, 0, 2*len(src))
	for off := range len(src) + 1 {
		offs = append(offs, len(src)-off, off)
	}
	for _, off := range offs {
		wl, wc, wc16 := want(off)
		if gl, gc := l.Position(off); gl != wl || gc != wc {
			t.Fatalf("Position(%d) = %d:%d, want %d:%d", off, gl, gc, wl, wc)
		}
		if gl, gc := l.PositionUTF16(off); gl != wl-1 || gc != wc16 {
			t.Fatalf("PositionUTF16(%d) = %d:%d, want %d:%d", off, gl, gc, wl-1, wc16)
		}
	}
}

// TestLongLineLinear asks for 100,000 positions, last to first, on one
// 4 MB line: with checkpoints each costs a bounded count, so the total
// stays far below what counting from the line start each time would take
// (about 2*10^11 bytes, 50,000 times one count of the whole line). The
// bound is a ratio to the time of counting the line's characters once
// on the same machine, not seconds: it must stay under a few hundred such
// counts.
func TestLongLineLinear(t *testing.T) {
	src := []byte(strings.Repeat("<p id=\"\u00e9\">x</p>", 4<<20/20))
	once := time.Duration(1 << 62)
	for range 3 {
		start := time.Now()
		utf8.RuneCount(src)
		once = min(once, time.Since(start))
	}
	l := NewLines(src)
	start := time.Now()
	for k := 100000; k > 0; k-- {
		l.Position(k * (len(src) / 100000))
	}
	if d := time.Since(start); d > 500*once+100*time.Millisecond {
		t.Errorf("100,000 positions on a 4 MB line took %v, %.0f times one count of the line (%v)", d, float64(d)/float64(once), once)
	}
}

// TestLineStarts: LineStarts counts LF, CR and CRLF as one break each,
// its LF-only fast path agrees with AppendLineStarts, and appending range
// by range gives the same starts as the whole text at once.
func TestLineStarts(t *testing.T) {
	for _, c := range []struct {
		text string
		want []int
	}{
		{"", []int{0}},
		{"a", []int{0}},
		{"a\nb\n", []int{0, 2, 4}},
		{"a\rb\r\rc\r\nd", []int{0, 2, 4, 5, 8}},
		{"\r\n\r\n", []int{0, 2, 4}},
		{"\n\r", []int{0, 1, 2}},
	} {
		text := []byte(c.text)
		if got := LineStarts(text); !slices.Equal(got, c.want) {
			t.Errorf("LineStarts(%q) = %v, want %v", c.text, got, c.want)
		}
		if got := AppendLineStarts([]int{0}, text, 0, len(text)); !slices.Equal(got, c.want) {
			t.Errorf("AppendLineStarts(%q) = %v, want %v", c.text, got, c.want)
		}
		// In two ranges, split at every offset: a CRLF split between
		// them is one break, found by the range holding its CR.
		for mid := 0; mid <= len(text); mid++ {
			got := AppendLineStarts([]int{0}, text, 0, mid)
			from := mid
			if n := len(got); n > 1 && got[n-1] > mid {
				from = got[n-1] // the CRLF's LF was read with its CR
			}
			got = AppendLineStarts(got, text, from, len(text))
			if !slices.Equal(got, c.want) {
				t.Errorf("%q split at %d: %v, want %v", c.text, mid, got, c.want)
			}
		}
	}
}
