package lint_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

// TestHostileInputs: a binary file is skipped with a notice; empty and
// BOM-only files lint clean; NUL bytes and invalid UTF-8 anywhere keep
// positions exact (rules' TestHostileInputs: with the real rules).
func TestHostileInputs(t *testing.T) {
	linttest.HostileInputs(t, fakeRules(t), linttest.FakeDate, linttest.FakeEnum)
}

// TestEncodings: documents in other encodings are decoded as browsers do,
// positions count the decoded text, and a wrong declaration does not stop
// the file being linted (rules' TestEncodings: with the real rules).
func TestEncodings(t *testing.T) {
	linttest.Encodings(t, fakeRules(t), linttest.FakeDate)
}

// TestMaxFileSize: a file over the limit is skipped with a notice naming
// its size, without being read; one at the limit is linted.
func TestMaxFileSize(t *testing.T) {
	l, err := lint.New(linttest.FakeRules(), lint.Options{MaxFileSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	at := linttest.WriteFile(t, dir, "at.html", append([]byte(`<time datetime="2023-02-29">`), bytes.Repeat([]byte(" "), 100-28)...))
	over := linttest.WriteFile(t, dir, "over.html", bytes.Repeat([]byte(" "), 2000))
	if d, err := l.LintFile(at); err != nil || len(d) != 1 {
		t.Errorf("file at the limit: %v, %v", d, err)
	}
	_, err = l.LintFile(over)
	var skipped *lint.Skipped
	if !errors.As(err, &skipped) || err.Error() != over+": skipped: the file is 2.0 KiB (2000 bytes), over the size limit of 100 bytes" {
		t.Errorf("file over the limit: %v", err)
	}
	_, err = l.LintReader(context.Background(), "<stdin>", strings.NewReader(strings.Repeat(" ", 101)))
	if !errors.As(err, &skipped) || !strings.HasPrefix(err.Error(), "<stdin>: skipped: the input is over the size limit") {
		t.Errorf("stdin over the limit: %v", err)
	}
}

// TestGiantsScaleLinearly lints scaled-down versions of each giant input
// (linttest.Giants) at n and 10n with the fake rules, the engine's cost
// (rules' TestGiantsScaleLinearly runs the real rules): ten times the input must cost well under a hundred times
// the time (the tolerance absorbs a shared, noisy machine; quadratic
// behaviour shows as about 100x).
func TestGiantsScaleLinearly(t *testing.T) {
	linttest.GiantsScaleLinearly(t, fakeRules(t))
}

// TestDeepNesting: past 512 nested elements the HTML parser stops; what
// it built up to there is linted, as a fragment (a reference to an id in
// the rest is not reported), and a Skipped notice in a FileError says
// from which line on nothing was checked, at once however deep the rest.
func TestDeepNesting(t *testing.T) {
	l := fakeRules(t)
	src := "<!DOCTYPE html><p dir=x>a</p>\n<label for=later>l</label>\n" + strings.Repeat(`<div dir=y>`, 100_000) +
		"\n<p id=later dir=z>"
	start := time.Now()
	diags, err := l.LintBytes("deep.html", []byte(src))
	took := time.Since(start)
	var fe *lint.FileError
	var skipped *lint.Skipped
	if !errors.As(err, &fe) || fe.Path != "deep.html" || !errors.As(err, &skipped) || !strings.Contains(err.Error(), fmt.Sprintf("from line 3, column %d on", 510*len(`<div dir=y>`)+1)) ||
		!strings.Contains(err.Error(), "nested more than 512 deep") {
		t.Fatalf("got %v, want a Skipped notice for the rest of the file from line 3", err)
	}
	lines := map[int]int{}
	for _, d := range diags {
		if d.Rule != linttest.FakeEnum {
			t.Errorf("unexpected finding %s: %s", d.Rule, d.Message)
		}
		lines[d.Line]++
	}
	// html, body and 510 divs fill the parser's stack; the 511th div goes
	// past it, is in the tree and is linted, and nothing after it is.
	if lines[1] != 1 || lines[3] != 511 || len(lines) != 2 {
		t.Errorf("findings by line %v, want one on line 1 and 511 on line 3", lines)
	}
	// Quick however deep: the parse does not go on past the limit, so
	// 100,000 levels cost about what 600 do (going on would cost a stack
	// scan per element: quadratic, minutes). A ratio of two times on the
	// same machine, not a bound in seconds.
	shallow := "<!DOCTYPE html><p dir=x>a</p>\n" + strings.Repeat(`<div dir=y>`, 600)
	best := time.Duration(1 << 62)
	for range 3 {
		start := time.Now()
		l.LintBytes("shallow.html", []byte(shallow))
		best = min(best, time.Since(start))
	}
	if took > 50*best+50*time.Millisecond {
		t.Errorf("linting 100,000 levels took %v, against %v for 600: the parse goes on past the limit", took, best)
	}
}

// TestGiants runs the full-size inputs of issue #6 with the fake rules
// (rules' TestGiants runs them with the real ones). They need minutes and
// gigabytes, so they run only with ATTRLINT_HEAVY=1.
func TestGiants(t *testing.T) {
	if os.Getenv("ATTRLINT_HEAVY") != "1" {
		t.Skip("heavy: set ATTRLINT_HEAVY=1 to lint a 200 MB document, 1,000,000 attributes, a 10 MB value and 100,000 files (TestDeepNesting covers 100,000 levels)")
	}
	linttest.HeavyGiants(t, fakeRules(t))
}
