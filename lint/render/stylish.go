package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
	"github.com/attrlint/attrlint/lint"
)

// stylish groups diagnostics by file and shows each with its source line
// and a caret under the exact span. Control characters of file names,
// messages and source lines are shown as visible escapes (Visible), so
// that a page cannot act on the terminal that shows its findings.
type stylish struct {
	w                io.Writer
	bw               *bufio.Writer
	color            bool
	errors, warnings int
	// fixable counts the findings --fix can fix.
	fixable int
	// links makes rule ids OSC 8 hyperlinks to their docs.
	links bool
	st    styles
}

// style renders a piece of output: a lipgloss style, or the text as it
// is when there is no colour (lipgloss's Render costs a microsecond or
// so even then, which 10^5 findings on one page feel).
type style func(string) string

type styles struct {
	file, errorWord, warnWord, rule, gutter, caret, browser, fix style
}

func plainStyle(s string) string { return s }

func styled(st lipgloss.Style) style { return func(s string) string { return st.Render(s) } }

func newStylish(w io.Writer, color bool) *stylish {
	s := &stylish{w: w, bw: bufio.NewWriter(w), color: color}
	if !color {
		p := plainStyle
		s.st = styles{p, p, p, p, p, p, p, p}
		return s
	}
	s.st = styles{
		// Bold only: lipgloss underlines character by character, which
		// makes a header ten times longer in escape codes.
		file:      styled(lipgloss.NewStyle().Bold(true)),
		errorWord: styled(lipgloss.NewStyle().Foreground(lipgloss.Color("1")).Bold(true)),
		warnWord:  styled(lipgloss.NewStyle().Foreground(lipgloss.Color("3")).Bold(true)),
		rule:      styled(lipgloss.NewStyle().Faint(true)),
		gutter:    styled(lipgloss.NewStyle().Faint(true)),
		caret:     styled(lipgloss.NewStyle().Foreground(lipgloss.Color("1")).Bold(true)),
		browser:   styled(lipgloss.NewStyle().Foreground(lipgloss.Color("6"))),
		fix:       styled(lipgloss.NewStyle().Foreground(lipgloss.Color("2"))),
	}
	return s
}

func (s *stylish) File(path string, diags []lint.Diagnostic) error {
	if len(diags) == 0 {
		return nil
	}
	b := s.bw
	b.WriteString(s.st.file(Visible(path)))
	b.WriteString("\n")
	for i := range diags {
		d := &diags[i]
		sev := s.st.errorWord("error")
		if d.Severity == lint.Warning {
			sev = s.st.warnWord("warning")
			s.warnings++
		} else {
			s.errors++
		}
		if d.Fix != nil {
			s.fixable++
		}
		rule := s.st.rule(d.Rule)
		if s.links && d.URL != "" && !strings.ContainsAny(d.URL, "\x1b\x07") {
			// OSC 8: terminals that know it make the rule id a link to
			// its documentation; the others show the id alone.
			rule = "\x1b]8;;" + d.URL + "\x1b\\" + rule + "\x1b]8;;\x1b\\"
		}
		fmt.Fprintf(b, "  %d:%d  %s  %s  %s\n", d.Line, d.Column, sev, Visible(d.Message), rule)
		s.snippet(d)
		if d.Browser != "" {
			fmt.Fprintf(b, "      %s\n", s.st.browser("↳ "+Visible(d.Browser)))
		}
		if d.Fix != nil {
			fmt.Fprintf(b, "      %s\n", s.st.fix("fix: "+Visible(d.Fix.Message)))
		}
		for _, sg := range d.Suggestions {
			fmt.Fprintf(b, "      %s\n", s.st.fix("suggestion: "+Visible(sg.Message)))
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
	// Byte offsets in the line: of the span, and of the part shown.
	line := d.SourceLine
	start := min(max(d.Offset-d.LineStart, 0), len(line))
	end := len(line)
	if d.EndLine == d.Line {
		end = min(max(d.EndOffset-d.LineStart, start), len(line))
	}
	from, to := 0, len(line)
	// A minified page can be one line of megabytes: show a window around
	// the span, found from byte offsets, so output stays readable and
	// linear in the findings.
	if len(line) > maxSnippet {
		from = charStart(line, max(0, start-snippetBefore))
		to = charStart(line, min(len(line), max(end, start+1)+snippetAfter, from+maxSnippet))
		end = min(end, to)
	}
	lead, tail := "", ""
	if from > 0 {
		lead = "…"
	}
	if to < len(line) {
		tail = "…"
	}
	num := strconv.Itoa(d.Line)
	pad := strings.Repeat(" ", len(num))
	// The control characters of the line are shown as escapes (Visible),
	// wider than the character: the carets are placed by the width of
	// what is shown before the span and of the span as shown.
	shown := lead + shownText(line[from:to]) + tail
	before := lead + shownText(line[from:start])
	width := max(lipgloss.Width(shownText(line[start:end])), 1)
	fmt.Fprintf(s.bw, "    %s %s\n", s.st.gutter(num+" |"), shown)
	fmt.Fprintf(s.bw, "    %s %s%s\n", s.st.gutter(pad+" |"), strings.Repeat(" ", lipgloss.Width(before)), s.st.caret(strings.Repeat("^", width)))
}

// charStart moves byte offset i of s back to the start of the character
// it is in (at most 3 bytes back: a UTF-8 sequence is at most 4 long).
func charStart(s string, i int) int {
	for k := 0; k < 3 && i > 0 && i < len(s) && !utf8.RuneStart(s[i]); k++ {
		i--
	}
	return i
}

// shownText is source text as the snippet shows it: each tab as four
// spaces (a tab's width depends on where it stands, which the carets
// cannot know) and control characters as visible escapes.
func shownText(s string) string { return Visible(strings.ReplaceAll(s, "\t", "    ")) }

func (s *stylish) Close() error {
	if total := s.errors + s.warnings; total > 0 {
		word := "problems"
		if total == 1 {
			word = "problem"
		}
		summary := fmt.Sprintf("%d %s (%d %s, %d %s)", total, word, s.errors, plural(s.errors, "error"), s.warnings, plural(s.warnings, "warning"))
		if s.errors > 0 {
			summary = s.st.errorWord(summary)
		} else {
			summary = s.st.warnWord(summary)
		}
		s.bw.WriteString(summary + "\n")
		if s.fixable > 0 {
			s.bw.WriteString(fmt.Sprintf("%d of them can be fixed with --fix\n", s.fixable))
		}
	}
	return s.bw.Flush()
}

func plural(n int, w string) string {
	if n == 1 {
		return w
	}
	return w + "s"
}
