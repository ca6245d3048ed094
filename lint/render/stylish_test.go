package render

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestStylishLongLine: on a minified page the snippet is a window around
// the span, with the carets still under it, not the whole line.
func TestStylishLongLine(t *testing.T) {
	line := strings.Repeat("<p>x</p>", 10000) + `<p dir="up">` + strings.Repeat("<i>y</i>", 10000)
	col := strings.Index(line, `up"`) + 1
	d := lint.Diagnostic{File: "min.html", Line: 1, Column: col, EndLine: 1, EndColumn: col + 2,
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
	at := strings.Index(carets, "^^")
	if at < 0 || !strings.HasPrefix(string([]rune(src)[len([]rune(carets[:at])):]), "up") {
		t.Errorf("carets not under the span:\n%s\n%s", src, carets)
	}
}
