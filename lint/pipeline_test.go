package lint_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

// fakeRules returns a linter of the tests' own rules (linttest.FakeRules),
// which take every path a rule can through the engine. The catalogue's
// rules are run through the same tests in package rules
// (rules/pipeline_test.go): nothing under lint/ imports them.
func fakeRules(t testing.TB) *lint.Linter {
	t.Helper()
	return linttest.Fake(t, lint.Options{})
}

// FuzzLint runs the whole pipeline with the fake rules, bytes in and
// diagnostics out: no panic, every span lies inside the document, in
// order, starts at a character boundary of the decoded text and points at
// the attribute it names (linttest.CheckSpans). That positions do not
// change the tree is FuzzParse's job (lint/source); rules' FuzzLint runs
// the same checks with the real rules.
func FuzzLint(f *testing.F) {
	for _, s := range []string{
		`<time datetime="2023-02-29">`, "<p n=\"1\r\n2x\">", `<b class=a class=b><p>x</b>`,
		`<table><input type=number min=5 max=1><tr><td colspan=0 headers="x y">`,
		"\xEF\xBB\xBF<img usemap=nav width=10px><map name=Nav>", `<svg><foreignObject><p dir=x>`,
		`<body bgcolor="chucknorris" text="&#x1F600;">`, `<link media="screen and(" rel="icon icon">`,
		"<meta charset=windows-1252><p title=\"\xe9\" id=\"\x00\">", `<meter value=2 min=3 low=9 high=1>`,
	} {
		f.Add([]byte(s))
	}
	l := fakeRules(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		diags, err := l.LintBytes("f.html", b)
		if err != nil {
			// The one input the parser refuses: nesting beyond 512.
			if strings.Contains(err.Error(), "nested more than 512 deep") {
				return
			}
			t.Fatal(err)
		}
		src, _, err := lint.Decode(b)
		if err != nil {
			return
		}
		// Character boundaries as positions count them: an invalid UTF-8
		// byte is a character of its own.
		starts := make(map[int]bool, len(src)+1)
		for i := 0; i <= len(src); {
			starts[i] = true
			if i == len(src) {
				break
			}
			_, w := utf8.DecodeRune(src[i:])
			i += w
		}
		for _, d := range diags {
			if d.Offset < 0 || d.EndOffset < d.Offset || d.EndOffset > len(src) {
				t.Fatalf("span %d-%d outside the %d-byte document: %+v", d.Offset, d.EndOffset, len(src), d)
			}
			if d.Line < 1 || d.Column < 1 || d.EndLine < d.Line || d.EndLine == d.Line && d.EndColumn < d.Column {
				t.Fatalf("bad position %d:%d-%d:%d", d.Line, d.Column, d.EndLine, d.EndColumn)
			}
			if !starts[d.Offset] {
				t.Fatalf("span starts inside a character: %+v", d)
			}
		}
		linttest.CheckSpans(t, src, diags, linttest.FakeSyntax)
	})
}

// benchLint lints linttest.Page(rows) with the fake rules: the engine's
// cost; rules' BenchmarkLint* measure the real rules on the same pages.
func benchLint(b *testing.B, rows int) {
	l := fakeRules(b)
	src := linttest.Page(rows)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := l.Lint("p.html", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLintSmall(b *testing.B)   { benchLint(b, 10) }    // ~3 KB
func BenchmarkLintTypical(b *testing.B) { benchLint(b, 150) }   // ~50 KB
func BenchmarkLintLarge(b *testing.B)   { benchLint(b, 12000) } // ~4 MB

// TestLinearInIDs checks that references do not make a document
// quadratic in the engine (the fake rules resolve ids through Doc.ByID):
// 100 times the rows must cost well under 1,000 times the time. rules'
// TestLinearInIDs checks the real rules.
func TestLinearInIDs(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	l := fakeRules(t)
	small, large := linttest.Page(100), linttest.Page(10000)
	run := func(src []byte) float64 {
		r := testing.Benchmark(func(b *testing.B) {
			for b.Loop() {
				l.Lint("p.html", src)
			}
		})
		return float64(r.NsPerOp())
	}
	ratio := run(large) / run(small)
	t.Logf("100x the rows: %.0fx the time", ratio)
	if ratio > 300 {
		t.Errorf("100x the rows took %.0fx the time: something is quadratic", ratio)
	}
}

// BenchmarkConditionals lints templates of 10^3, 10^4 and 10^5 nested,
// sequential and elif-chained conditionals (issue 20: the cost must be
// linear) with the fake rules, whose fake-id asks Doc.Coexist as the real
// id rule does. Compare ns/op across sizes; a tenfold size should cost
// about tenfold (rules' BenchmarkConditionals runs the real rules):
//
//	go test ./lint ./rules -run '^$' -bench Conditionals
func BenchmarkConditionals(b *testing.B) {
	l := fakeRules(b)
	for _, shape := range []string{"sequential", "nested", "elif"} {
		for _, n := range []int{1e3, 1e4, 1e5} {
			src := linttest.Conditionals(n, shape)
			b.Run(fmt.Sprintf("%s/%d", shape, n), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					if _, err := l.Lint("t.html", src); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
