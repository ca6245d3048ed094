package lint_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// flagRule reports every data-f attribute as a whole: a second rule, so
// that suppressing one rule can be told from suppressing all.
var flagRule = &lint.Rule{
	ID: "flag", Severity: lint.Error,
	Targets: lint.On("f", "*"),
	Check:   func(a *lint.Attr) { a.Report(lint.Finding{Whole: true, Message: "flagged"}) },
}

var (
	invalidDirective = &lint.Rule{ID: "invalid-directive", Severity: lint.Error, Hook: lint.InvalidDirectives}
	unusedDirective  = &lint.Rule{ID: "unused-directive", Severity: lint.Warning, Hook: lint.UnusedDirectives}
)

// lintDirectives lints src with the two test rules and the directive
// rules, and returns the diagnostics as "line:col rule" strings.
func lintDirectives(t *testing.T, src string) []string {
	t.Helper()
	var out []string
	for _, d := range lintOne(t, src, digitRule, flagRule, invalidDirective, unusedDirective) {
		out = append(out, fmt.Sprintf("%d:%d-%d:%d %s %s", d.Line, d.Column, d.EndLine, d.EndColumn, d.Rule, d.Severity))
	}
	return out
}

func checkDiags(t *testing.T, src string, want ...string) {
	t.Helper()
	got := lintDirectives(t, src)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("source:\n%s\ngot:\n  %s\nwant:\n  %s", src, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestDisableNextLine(t *testing.T) {
	// The directive covers only the line after the one the comment ends
	// on, and only the rules it names.
	checkDiags(t, `<!-- attrlint-disable-next-line digits -- generated ids -->
<p n="x" f="1"></p>
<p n="y"></p>`,
		"2:13-2:14 flag error",
		"3:7-3:8 digits error")
	// Several rules, separated by commas and spaces, and no reason.
	checkDiags(t, `<!-- attrlint-disable-next-line digits,flag -->
<p n="x" f="1"></p>`)
	checkDiags(t, `<!-- attrlint-disable-next-line digits flag -->
<p n="x" f="1"></p>`)
	// No rule list: every rule. A comment over several lines counts from
	// its last line; a blank line is the "next line" and is not skipped.
	checkDiags(t, `<!--
  attrlint-disable-next-line
-->
<p n="x" f="1"></p>
<!-- attrlint-disable-next-line -->

<p n="x"></p>`,
		"5:1-5:36 unused-directive warning",
		"7:7-7:8 digits error")
	// The directive may share its line with markup; it still applies to
	// the following line, not its own.
	checkDiags(t, `<p n="a"></p><!-- attrlint-disable-next-line digits -->
<p n="b"></p>`,
		"1:7-1:8 digits error")
}

func TestDisableLine(t *testing.T) {
	// The line the comment starts on, before or after the comment.
	checkDiags(t, `<p n="a"></p> <!-- attrlint-disable-line digits -->
<p n="b" f="1"></p><!-- attrlint-disable-line -->
<p n="c"></p>`,
		"3:7-3:8 digits error")
}

func TestDisableEnable(t *testing.T) {
	checkDiags(t, `<p n="a"></p>
<!-- attrlint-disable digits -->
<p n="b" f="1"></p>
<!-- attrlint-enable digits -->
<p n="c"></p>`,
		"1:7-1:8 digits error",
		"3:13-3:14 flag error",
		"5:7-5:8 digits error")
	// Disabling everything, then enabling one rule again.
	checkDiags(t, `<!-- attrlint-disable -->
<p n="a" f="1"></p>
<!-- attrlint-enable flag -->
<p n="b" f="2"></p>
<!-- attrlint-enable -->
<p n="c"></p>`,
		"4:13-4:14 flag error",
		"6:7-6:8 digits error")
	// Without an enable the range runs to the end of the file.
	checkDiags(t, `<p n="a"></p>
<!-- attrlint-disable digits -->
<p n="b"></p>
<p n="c"></p>`,
		"1:7-1:8 digits error")
	// The range starts after the comment: a finding before it on the same
	// line is kept.
	checkDiags(t, `<p n="a"></p><!-- attrlint-disable digits --><p n="b"></p>`,
		"1:7-1:8 digits error")
}

func TestDisableFile(t *testing.T) {
	// Anywhere in the file, it covers the whole file.
	checkDiags(t, `<p n="a" f="1"></p>
<!-- attrlint-disable-file digits -->
<p n="b"></p>`,
		"1:13-1:14 flag error")
	checkDiags(t, `<p n="a" f="1"></p>
<!-- attrlint-disable-file -->`)
}

func TestUnusedDirective(t *testing.T) {
	// Each named rule that suppresses nothing is reported at its name.
	checkDiags(t, `<!-- attrlint-disable-next-line digits, flag -->
<p n="x"></p>`,
		"1:41-1:45 unused-directive warning")
	checkDiags(t, `<!-- attrlint-disable flag -->
<p n="1"></p>
<!-- attrlint-enable flag -->`,
		"1:23-1:27 unused-directive warning")
	// An enable with nothing to enable.
	checkDiags(t, `<!-- attrlint-enable digits -->`,
		"1:22-1:28 unused-directive warning")
	checkDiags(t, `<!-- attrlint-enable -->`,
		"1:1-1:25 unused-directive warning")
	// Turning the rule off leaves its directive unused.
	l, err := lint.New([]*lint.Rule{digitRule, unusedDirective}, lint.Options{Severity: map[string]lint.Severity{"digits": lint.Off}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := l.Lint("t.html", []byte("<!-- attrlint-disable-next-line digits -->\n<p n=\"x\"></p>"))
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 1 || d[0].Rule != unusedDirective.ID || !strings.Contains(d[0].Message, "digits") {
		t.Errorf("got %v, want one unused-directive diagnostic about digits", d)
	}
}

func TestInvalidDirective(t *testing.T) {
	src := `<!-- attrlint-disable-next-line digts -- typo -->
<p n="x"></p>`
	d := lintOne(t, src, digitRule, invalidDirective, unusedDirective)
	if len(d) != 2 {
		t.Fatalf("got %d diagnostics, want the invalid directive and the unsuppressed finding: %v", len(d), d)
	}
	if d[0].Rule != invalidDirective.ID || d[0].Severity != lint.Error || d[0].Line != 1 || d[0].Column != 33 || d[0].EndColumn != 38 {
		t.Errorf("invalid directive reported as %+v", d[0])
	}
	if !strings.Contains(d[0].Message, `unknown rule "digts"`) || !strings.Contains(d[0].Message, `did you mean "digits"?`) {
		t.Errorf("message %q lacks the rule and the suggestion", d[0].Message)
	}
	if d[1].Rule != "digits" {
		t.Errorf("an unknown rule id must not suppress anything; got %+v", d[1])
	}
	// A misspelt directive name.
	d = lintOne(t, "<!-- attrlint-disable-nextline digits -->\n<p n=\"x\"></p>", digitRule, invalidDirective)
	if len(d) != 2 || d[0].Rule != invalidDirective.ID || !strings.Contains(d[0].Message, `did you mean "attrlint-disable-next-line"?`) || d[0].Column != 6 {
		t.Errorf("got %+v, want invalid-directive at 1:6 suggesting attrlint-disable-next-line", d)
	}
	// Problems with directives cannot themselves be suppressed.
	checkDiags(t, `<!-- attrlint-disable -->
<!-- attrlint-disable-next-line nope -->
<p n="x"></p>`,
		"2:33-2:37 invalid-directive error")
	// Without the directive rules enabled, nothing is reported about
	// directives, but they still suppress.
	if d := lintOne(t, "<!-- attrlint-disable-next-line nope -->\n<!-- attrlint-disable-file digits -->\n<p n=\"x\"></p>", digitRule); len(d) != 0 {
		t.Errorf("got %v, want nothing", d)
	}
}

func TestDirectivesOnlyInComments(t *testing.T) {
	// Text that looks like a directive inside <script>, <textarea> or an
	// attribute value is not a comment.
	checkDiags(t, `<script>/* <!-- attrlint-disable-file --> */</script>
<textarea><!-- attrlint-disable-file --></textarea>
<p title="<!-- attrlint-disable-file -->" n="x"></p>`,
		"3:46-3:47 digits error")
	// A real comment after identical script text still gets its own
	// position.
	checkDiags(t, `<script>"<!-- attrlint-disable-next-line flag -->"</script>
<!-- attrlint-disable-next-line flag -->
<p n="x"></p>`,
		"2:33-2:37 unused-directive warning",
		"3:7-3:8 digits error")
	// An unclosed "<!--" in a script does not swallow the real comment
	// after it.
	checkDiags(t, `<script>var open = "<!--";</script>
<!-- attrlint-disable-next-line digits -->
<p n="x"></p>`)
}

func TestDirectivePositionsWithMultibyteAndCRLF(t *testing.T) {
	// Columns count code points; CRLF is one line break.
	checkDiags(t, "<p>é</p><!-- attrlint-disable-next-line fleg -->\r\n<p f=\"1\"></p>",
		"1:41-1:45 invalid-directive error",
		"2:7-2:8 flag error")
}

// FuzzDirectives checks that any comment text neither crashes the
// directive pass nor yields a span outside the source.
func FuzzDirectives(f *testing.F) {
	for _, s := range []string{
		"<!-- attrlint-disable-next-line digits -- x -->\n<p n=x>",
		"<!--attrlint-disable--><p n=x f=1><!--attrlint-enable flag,digits-->",
		"<!-- attrlint-disable-file , , -- --><!-- attrlint-enable --!><script><!-- attrlint-disable",
		"<p title='<!-- attrlint-disable-file -->'><!-- attrlint-x\r\n\x00 -->",
	} {
		f.Add(s)
	}
	l, err := lint.New([]*lint.Rule{digitRule, flagRule, invalidDirective, unusedDirective}, lint.Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		diags, err := l.Lint("f.html", []byte(s))
		if err != nil {
			return // nesting beyond the parser's limit
		}
		for i, d := range diags {
			if d.Offset < 0 || d.EndOffset < d.Offset || d.EndOffset > len(s) {
				t.Fatalf("span %d-%d outside the source of %d bytes: %+v", d.Offset, d.EndOffset, len(s), d)
			}
			if i > 0 && lint.Less(&d, &diags[i-1]) {
				t.Fatalf("diagnostics out of order: %+v before %+v", diags[i-1], d)
			}
		}
	})
}
