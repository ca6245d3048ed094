// Package linttest checks a linter against HTML fixtures that carry their
// expectations inline, in the manner of x/tools' analysistest:
//
//	<time datetime="2024-13-01"></time> <!-- want "month 13" -->
//
// Every diagnostic must match a want on its line (a regular expression
// over "rule: message"), and every want must be matched by a diagnostic.
// A want may pin the column of the diagnostic to the start of an
// attribute's value on that line: `want value:"datetime" "month 13"`
// expects the diagnostic to start inside the value of the first datetime
// attribute on the line. A want with the prefix `warning:` must match a
// warning, otherwise any severity matches.
package linttest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/lint/internal/source"
)

// want is one expectation.
type want struct {
	line    int
	re      *regexp.Regexp
	raw     string
	warning bool
	// valueOf, when set, requires the diagnostic's column to fall inside
	// the value of that attribute on the line.
	valueOf string
	matched bool
}

var (
	wantComment = regexp.MustCompile(`<!--\s*want\s+(.*?)\s*-->`)
	wantItem    = regexp.MustCompile(`(value:"[^"]*"\s+)?(warning:)?("(?:[^"\\]|\\.)*"|` + "`[^`]*`" + `)`)
)

// parseWants reads the expectations of a fixture. Lines are counted as
// the linter counts them (CR, LF and CRLF each end a line).
func parseWants(src []byte) ([]*want, error) {
	var wants []*want
	lines := source.NewLines(src)
	for _, m := range wantComment.FindAllSubmatchIndex(src, -1) {
		line, _ := lines.Position(m[0])
		body := string(src[m[2]:m[3]])
		items := wantItem.FindAllStringSubmatch(body, -1)
		if len(items) == 0 {
			return nil, fmt.Errorf("line %d: want comment with no quoted pattern: %q", line, body)
		}
		for _, it := range items {
			// The pattern is a regular expression: keep its backslashes and
			// unescape only the quote that delimits it.
			pat := it[3][1 : len(it[3])-1]
			if it[3][0] == '"' {
				pat = strings.ReplaceAll(pat, `\"`, `"`)
			}
			re, err := regexp.Compile(pat)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad pattern %q: %v", line, pat, err)
			}
			w := &want{line: line, re: re, raw: pat, warning: it[2] != ""}
			if it[1] != "" {
				w.valueOf = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(it[1]), `value:"`), `"`)
			}
			wants = append(wants, w)
		}
	}
	return wants, nil
}

// valueColumns returns the 1-based columns spanned by the value of the
// first attribute named attr on the given line of src.
func valueColumns(src []byte, line int, attr string) (int, int, bool) {
	text := source.NewLines(src).LineText(line)
	re := regexp.MustCompile(`(?i)\s` + regexp.QuoteMeta(attr) + `\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)`)
	m := re.FindStringSubmatchIndex(text)
	if m == nil {
		return 0, 0, false
	}
	start, end := m[2], m[3]
	if text[start] == '"' || text[start] == '\'' {
		start++
		end--
	}
	col := func(b int) int { return len([]rune(text[:b])) + 1 }
	return col(start), col(end), true
}

// Check lints the fixture at path with l and reports every mismatch
// between its diagnostics and its wants as a test error. It returns the
// diagnostics for further checks.
func Check(t testing.TB, l *lint.Linter, path string) []lint.Diagnostic {
	t.Helper()
	src := readFixture(t, path)
	diags, err := l.Lint(filepath.Base(path), src)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	Expect(t, path, diags)
	return diags
}

// readFixture reads and decodes the fixture at path.
func readFixture(t testing.TB, path string) []byte {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src, _, err := files.Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// Expect checks diags, the diagnostics of the fixture at path however
// they were made (a lint of the file alone, or of the site it is part
// of), against its wants, and reports every mismatch as a test error.
func Expect(t testing.TB, path string, diags []lint.Diagnostic) {
	t.Helper()
	src := readFixture(t, path)
	wants, err := parseWants(src)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, d := range diags {
		checkPlacement(t, path, src, &d)
		text := d.Rule + ": " + d.Message
		found := false
		for _, w := range wants {
			if w.matched || w.line != d.Line || !w.re.MatchString(text) {
				continue
			}
			if w.warning && d.Severity != lint.Warning {
				continue
			}
			if w.valueOf != "" {
				lo, hi, ok := valueColumns(src, w.line, w.valueOf)
				if !ok || d.Column < lo || d.Column > max(hi, lo) {
					continue
				}
			}
			w.matched, found = true, true
			break
		}
		if !found {
			t.Errorf("%s:%d:%d: unexpected diagnostic: %s (%s)", path, d.Line, d.Column, text, d.Severity)
		}
	}
	for _, w := range wants {
		if !w.matched {
			t.Errorf("%s:%d: no diagnostic matched want %q", path, w.line, w.raw)
		}
	}
}

// checkPlacement checks that a diagnostic's positions agree with each
// other and with the source: renderers place snippets and fixes from
// Offset, LineStart and SourceLine, and users read Line and Column.
func checkPlacement(t testing.TB, path string, src []byte, d *lint.Diagnostic) {
	t.Helper()
	at := d.Offset - d.LineStart
	if d.Offset > len(src) || d.EndOffset < d.Offset || at < 0 || at > len(d.SourceLine) ||
		string(src[d.LineStart:d.LineStart+len(d.SourceLine)]) != d.SourceLine {
		t.Errorf("%s:%d:%d: %s: offsets %d-%d, line start %d and line text %q disagree", path, d.Line, d.Column, d.Rule, d.Offset, d.EndOffset, d.LineStart, d.SourceLine)
		return
	}
	if col := len([]rune(d.SourceLine[:at])) + 1; col != d.Column {
		t.Errorf("%s:%d:%d: %s: the offset is at column %d of its line", path, d.Line, d.Column, d.Rule, col)
	}
}
