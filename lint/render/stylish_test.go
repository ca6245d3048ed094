package render

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

// TestStylishLongLine: on a minified page the snippet is a window around
// the span, with the carets still under it, not the whole line.
func TestStylishLongLine(t *testing.T) {
	line := strings.Repeat("<p>x</p>", 10000) + `<p dir="up">` + strings.Repeat("<i>y</i>", 10000)
	at := strings.Index(line, `up"`)
	col := at + 1
	d := lint.Diagnostic{File: "min.html", Line: 1, Column: col, EndLine: 1, EndColumn: col + 2, Offset: at, EndOffset: at + 2,
		Rule: "enumerated", Severity: lint.Error, Message: "bad dir", SourceLine: line}
	out := render(t, "stylish", Options{}, nil, "min.html", []lint.Diagnostic{d})
	lines := strings.Split(out, "\n")
	var src, carets string
	for i, l := range lines {
		if strings.Contains(l, "1 |") && strings.Contains(l, "dir=") {
			src, carets = l, lines[i+1]
		}
	}
	if src == "" {
		t.Fatalf("no snippet in\n%s", out)
	}
	if n := len([]rune(src)); n > 200 {
		t.Errorf("snippet line is %d characters long", n)
	}
	if !strings.Contains(src, "…") {
		t.Errorf("clipped line not marked with an ellipsis: %q", src)
	}
	at = strings.Index(carets, "^^")
	if at < 0 || !strings.HasPrefix(string([]rune(src)[len([]rune(carets[:at])):]), "up") {
		t.Errorf("carets not under the span:\n%s\n%s", src, carets)
	}
}

// TestStylishManyOnOneLine renders 100,000 findings on one 1 MB line: each
// snippet costs its window, not the line (a count from the line's start
// for each finding took minutes). Rendering 10x the findings on a 10x
// line costs about 10x, not 100x (CPU time, linttest.ScalesLinearly).
func TestStylishManyOnOneLine(t *testing.T) {
	linttest.ScalesLinearly(t, 5000, func(n int) func() {
		line := strings.Repeat(`t="é" `, n)
		ds := make([]lint.Diagnostic, n)
		for i := range ds {
			at := i*len(`t="é" `) + 3
			ds[i] = lint.Diagnostic{File: "min.html", Line: 1, Column: i*6 + 4, EndLine: 1, EndColumn: i*6 + 5, Offset: at, EndOffset: at + 2,
				Rule: "r", Severity: lint.Error, Message: "m", SourceLine: line}
		}
		return func() { render(t, "stylish", Options{}, nil, "min.html", ds) }
	})
	const n = 100000
	line := strings.Repeat(`t="é" `, n)
	ds := make([]lint.Diagnostic, n)
	for i := range ds {
		at := i*len(`t="é" `) + 3
		ds[i] = lint.Diagnostic{File: "min.html", Line: 1, Column: i*6 + 4, EndLine: 1, EndColumn: i*6 + 5, Offset: at, EndOffset: at + 2,
			Rule: "r", Severity: lint.Error, Message: "m", SourceLine: line}
	}
	out := render(t, "stylish", Options{}, nil, "min.html", ds)
	// The last snippet still has its carets under the é.
	lines := strings.Split(strings.TrimSpace(out), "\n")
	src, carets := lines[len(lines)-4], lines[len(lines)-3]
	at := strings.Index(carets, "^")
	if at < 0 || !strings.HasPrefix(string([]rune(src)[len([]rune(carets[:at])):]), "é") {
		t.Errorf("carets not under the span:\n%s\n%s", src, carets)
	}
}
