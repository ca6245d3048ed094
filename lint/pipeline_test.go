package lint_test

import (
	"fmt"
	"testing"

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
	for _, s := range linttest.FuzzSeeds {
		f.Add([]byte(s))
	}
	l := fakeRules(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		linttest.CheckPipeline(t, l, b, linttest.FakeSyntax)
	})
}

// benchLint lints linttest.Page(rows) with the fake rules: the engine's
// cost; rules' BenchmarkLint* measure the real rules on the same pages.
func benchLint(b *testing.B, rows int) { linttest.BenchLint(b, fakeRules(b), rows) }

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
	linttest.LinearInIDs(t, fakeRules(t))
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
