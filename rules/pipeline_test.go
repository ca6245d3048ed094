package rules

// The whole rule set through the whole pipeline: the fuzz target, the
// linearity tests, the heavy inputs and the benchmarks that the engine's
// tests (package lint) run with fake rules, here with the real ones,
// since nothing under lint/ may import this package. The documents are
// linttest's, the same as the engine's tests lint.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/linttest/shared"
	"github.com/attrlint/attrlint/lint/project"
	"golang.org/x/net/html"
)

// FuzzLint runs the whole pipeline with every rule, bytes in and
// diagnostics out: no panic, every span lies inside the document, in
// order, starts at a character boundary of the decoded text and points at
// the attribute it names (linttest.CheckSpans). That positions do not
// change the tree is FuzzParse's job (lint/internal/source).
func FuzzLint(f *testing.F) {
	for _, s := range linttest.FuzzSeeds {
		f.Add([]byte(s))
	}
	l := newLinter(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		linttest.CheckPipeline(t, l, b, AttributeSyntax.ID)
	})
}

// TestHostileInputs: with every rule, a binary file is skipped with a
// notice, empty and BOM-only files lint clean, and NUL bytes and invalid
// UTF-8 anywhere keep positions exact (time-datetime reports the day of
// 2023-02-29, enumerated the dir value "r\x00").
func TestHostileInputs(t *testing.T) {
	linttest.HostileInputs(t, newLinter(t), TimeDatetime.ID, Enumerated.ID)
}

// TestEncodings: with every rule, documents in other encodings are
// decoded as browsers do, positions count the decoded text, and a wrong
// declaration does not stop the file being linted.
func TestEncodings(t *testing.T) {
	linttest.Encodings(t, newLinter(t), TimeDatetime.ID)
}

func benchLint(b *testing.B, rows int) { linttest.BenchLint(b, newLinter(b), rows) }

func BenchmarkLintSmall(b *testing.B)   { benchLint(b, 10) }    // ~3 KB
func BenchmarkLintTypical(b *testing.B) { benchLint(b, 150) }   // ~50 KB
func BenchmarkLintLarge(b *testing.B)   { benchLint(b, 12000) } // ~4 MB

// TestLinearInIDs checks that references do not make a document
// quadratic: 100 times the rows must cost well under 1,000 times the time.
func TestLinearInIDs(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	linttest.LinearInIDs(t, newLinter(t))
}

// TestLinearInReferences checks that ids, references and usemaps do not
// make linting quadratic: per block, linting a document with 100,000
// blocks (linttest.RefPage: every reference-resolving rule has work and
// findings) must not cost much more than linting one with 100. The cost
// is measured against html.Parse of the same document, which grows the
// same way with size (caches, garbage collection), so only what the rules
// add is compared.
func TestLinearInReferences(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	linttest.LinearInReferences(t, newLinter(t))
}

// TestGiantsScaleLinearly lints scaled-down versions of each giant input
// (linttest.Giants) at n and 10n: ten times the input must cost well
// under a hundred times the time (the tolerance absorbs a shared, noisy
// machine; quadratic behaviour shows as about 100x).
func TestGiantsScaleLinearly(t *testing.T) {
	linttest.GiantsScaleLinearly(t, newLinter(t))
}

// TestGiants runs the full-size inputs of issue #6 with every rule. They
// need minutes and gigabytes, so they run only with ATTRLINT_HEAVY=1.
func TestGiants(t *testing.T) {
	if os.Getenv("ATTRLINT_HEAVY") != "1" {
		t.Skip("heavy: set ATTRLINT_HEAVY=1 to lint a 200 MB document, 1,000,000 attributes, a 10 MB value and 100,000 files (lint's TestDeepNesting covers 100,000 levels)")
	}
	linttest.HeavyGiants(t, newLinter(t))
}

// BenchmarkCorpus splits the cost of linting a real corpus with every
// rule into its stages, each over every page: x/net/html's own parse (the
// floor), the parse with source positions, and the whole of Lint (parse,
// every rule, positions of findings). Compare the ns/op of the
// sub-benchmarks, run with -count so they alternate. The corpus is the
// shared perf-corpus (see package shared), or the folder in
// ATTRLINT_CORPUS; the benchmark skips without one.
//
//	go test ./rules -run '^$' -bench Corpus -count 5
func BenchmarkCorpus(b *testing.B) {
	dir := os.Getenv("ATTRLINT_CORPUS")
	if dir == "" {
		dir = shared.Dir(b, "perf-corpus")
	}
	files, errs := project.Expand(context.Background(), []string{dir}, nil)
	if len(errs) > 0 || len(files) == 0 {
		b.Skipf("no corpus at %s (set ATTRLINT_CORPUS to a folder of HTML pages)", dir)
	}
	var srcs [][]byte
	size := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		src, _, err = project.Decode(src)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += len(src)
	}
	l := newLinter(b)
	stages := []struct {
		name string
		run  func(src []byte) error
	}{
		{"parse", func(src []byte) error { _, err := html.Parse(bytes.NewReader(src)); return err }},
		{"positions", linttest.ParseWithPositions},
		{"lint", func(src []byte) error { _, err := l.Lint("f.html", src); return err }},
	}
	for _, s := range stages {
		b.Run(s.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				for _, src := range srcs {
					if err := s.run(src); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkConditionals lints templates of 10^3, 10^4 and 10^5 nested,
// sequential and elif-chained conditionals (issue 20: the cost must be
// linear) with every rule. Compare ns/op across sizes; a tenfold size
// should cost about tenfold:
//
//	go test ./rules -run '^$' -bench Conditionals
func BenchmarkConditionals(b *testing.B) {
	l := newLinter(b)
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
