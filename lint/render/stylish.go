package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/attrlint/attrlint/lint"
)

// stylish groups diagnostics by file and shows each with its source line
// and a caret under the exact span.
type stylish struct {
	w                io.Writer
	bw               *bufio.Writer
	color            bool
	errors, warnings int
	st               styles
}

type styles struct {
	file, errorWord, warnWord, rule, gutter, caret, browser, fix lipgloss.Style
}

func newStylish(w io.Writer, color bool) *stylish {
	s := &stylish{w: w, bw: bufio.NewWriter(w), color: color}
	if color {
		s.st = styles{
			// Bold only: lipgloss underlines character by character, which
			// makes a header ten times longer in escape codes.
			file:      lipgloss.NewStyle().Bold(true),
			errorWord: lipgloss.NewStyle().Foreground(lipgloss.Color("1")).Bold(true),
			warnWord:  lipgloss.NewStyle().Foreground(lipgloss.Color("3")).Bold(true),
			rule:      lipgloss.NewStyle().Faint(true),
			gutter:    lipgloss.NewStyle().Faint(true),
			caret:     lipgloss.NewStyle().Foreground(lipgloss.Color("1")).Bold(true),
			browser:   lipgloss.NewStyle().Foreground(lipgloss.Color("6")),
			fix:       lipgloss.NewStyle().Foreground(lipgloss.Color("2")),
		}
	}
	return s
}

func (s *stylish) File(path string, diags []lint.Diagnostic) error {
	if len(diags) == 0 {
		return nil
	}
	b := s.bw
	b.WriteString(s.st.file.Render(path))
	b.WriteString("\n")
	for i := range diags {
		d := &diags[i]
		sev := s.st.errorWord.Render("error")
		if d.Severity == lint.Warning {
			sev = s.st.warnWord.Render("warning")
			s.warnings++
		} else {
			s.errors++
		}
		fmt.Fprintf(b, "  %d:%d  %s  %s  %s\n", d.Line, d.Column, sev, d.Message, s.st.rule.Render(d.Rule))
		s.snippet(d)
		if d.Browser != "" {
			fmt.Fprintf(b, "      %s\n", s.st.browser.Render("↳ "+d.Browser))
		}
		if d.Fix != nil {
			fmt.Fprintf(b, "      %s\n", s.st.fix.Render("fix: "+d.Fix.Message))
		}
		for _, sg := range d.Suggestions {
			fmt.Fprintf(b, "      %s\n", s.st.fix.Render("suggestion: "+sg.Message))
		}
	}
	b.WriteString("\n")
	return nil
}

// Snippet window for long lines, in characters.
const (
	maxSnippet    = 160
	snippetBefore = 60
	snippetAfter  = 60
)

// snippet prints the source line and carets under the span (to the end of
// the line when the span runs on).
func (s *stylish) snippet(d *lint.Diagnostic) {
	if d.SourceLine == "" && d.Line == 0 {
		return
	}
	line := []rune(d.SourceLine)
	start := min(max(d.Column-1, 0), len(line))
	end := len(line)
	if d.EndLine == d.Line {
		end = min(max(d.EndColumn-1, start+1), len(line))
	}
	if end <= start {
		end = start + 1
	}
	// A minified page can be one line of megabytes: show a window around
	// the span, so output stays readable and linear in the findings.
	if len(line) > maxSnippet {
		from := max(0, start-snippetBefore)
		to := min(len(line), max(end, start+1)+snippetAfter, from+maxSnippet)
		clipped := append([]rune(nil), line[from:to]...)
		lead := 0
		if from > 0 {
			clipped = append([]rune("…"), clipped...)
			lead = 1
		}
		if to < len(line) {
			clipped = append(clipped, '…')
		}
		start, end = start-from+lead, min(end, to)-from+lead
		line = clipped
	}
	num := strconv.Itoa(d.Line)
	pad := strings.Repeat(" ", len(num))
	shown := expandTabs(string(line))
	before := expandTabs(string(line[:start]))
	marked := expandTabs(string(line[start:min(end, len(line))]))
	width := max(lipgloss.Width(marked), 1)
	fmt.Fprintf(s.bw, "    %s %s\n", s.st.gutter.Render(num+" |"), shown)
	fmt.Fprintf(s.bw, "    %s %s%s\n", s.st.gutter.Render(pad+" |"), strings.Repeat(" ", lipgloss.Width(before)), s.st.caret.Render(strings.Repeat("^", width)))
}

func expandTabs(s string) string { return strings.ReplaceAll(s, "\t", "    ") }

func (s *stylish) Close() error {
	if total := s.errors + s.warnings; total > 0 {
		word := "problems"
		if total == 1 {
			word = "problem"
		}
		summary := fmt.Sprintf("%d %s (%d %s, %d %s)", total, word, s.errors, plural(s.errors, "error"), s.warnings, plural(s.warnings, "warning"))
		if s.errors > 0 {
			summary = s.st.errorWord.Render(summary)
		} else {
			summary = s.st.warnWord.Render(summary)
		}
		s.bw.WriteString(summary + "\n")
	}
	return s.bw.Flush()
}

func plural(n int, w string) string {
	if n == 1 {
		return w
	}
	return w + "s"
}
