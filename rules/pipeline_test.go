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
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/linttest/shared"
	"golang.org/x/net/html"
)

// FuzzLint runs the whole pipeline with every rule, bytes in and
// diagnostics out: no panic, every span lies inside the document, in
// order, starts at a character boundary of the decoded text and points at
// the attribute it names (linttest.CheckSpans). That positions do not
// change the tree is FuzzParse's job (lint/internal/source).
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
	l := newLinter(f)
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
		linttest.CheckSpans(t, src, diags, AttributeSyntax.ID)
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

func benchLint(b *testing.B, rows int) {
	l := newLinter(b)
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
// quadratic: 100 times the rows must cost well under 1,000 times the time.
func TestLinearInIDs(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	l := newLinter(t)
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
	l := newLinter(t)
	ratio := func(n, runs int) float64 {
		src := linttest.RefPage(n)
		bestLint, bestParse := time.Duration(1<<62), time.Duration(1<<62)
		for range runs {
			start := time.Now()
			if _, err := html.Parse(bytes.NewReader(src)); err != nil {
				t.Fatal(err)
			}
			bestParse = min(bestParse, time.Since(start))
			start = time.Now()
			diags, err := l.Lint("refs.html", src)
			if err != nil {
				t.Fatal(err)
			}
			bestLint = min(bestLint, time.Since(start))
			if len(diags) < n/100 {
				t.Fatalf("%d findings: the page should have duplicate ids and dangling references", len(diags))
			}
		}
		return float64(bestLint) / float64(bestParse)
	}
	small := ratio(100, 20)
	large := ratio(100_000, 1)
	t.Logf("lint/parse: %.2f at 100 blocks, %.2f at 100,000", small, large)
	if large > 4*small {
		t.Errorf("lint/parse is %.2f for 100,000 blocks and %.2f for 100: a rule is superlinear", large, small)
	}
}

// lintTime is the best of three wall times to lint src.
func lintTime(t *testing.T, l *lint.Linter, src []byte) time.Duration {
	best := time.Duration(1 << 62)
	for range 3 {
		start := time.Now()
		if _, err := l.LintBytes("giant.html", src); err != nil {
			t.Fatal(err)
		}
		best = min(best, time.Since(start))
	}
	return best
}

// TestGiantsScaleLinearly lints scaled-down versions of each giant input
// (linttest.Giants) at n and 10n: ten times the input must cost well
// under a hundred times the time (the tolerance absorbs a shared, noisy
// machine; quadratic behaviour shows as about 100x).
func TestGiantsScaleLinearly(t *testing.T) {
	l := newLinter(t)
	for name, g := range linttest.Giants {
		t.Run(name, func(t *testing.T) {
			if g.Quadratic != "" {
				t.Skip("known to be quadratic: " + g.Quadratic)
			}
			small, large := g.Gen(g.Small), g.Gen(10*g.Small)
			ts, tl := lintTime(t, l, small), lintTime(t, l, large)
			ratio := float64(tl) / float64(max(ts, time.Microsecond))
			t.Logf("n=%d %v, 10n %v, ratio %.1f", g.Small, ts, tl, ratio)
			if ratio > 40 {
				t.Errorf("10x the input took %.0fx the time: something is quadratic", ratio)
			}
		})
	}
}

// TestGiants runs the full-size inputs of issue #6 with every rule. They
// need minutes and gigabytes, so they run only with ATTRLINT_HEAVY=1.
func TestGiants(t *testing.T) {
	if os.Getenv("ATTRLINT_HEAVY") != "1" {
		t.Skip("heavy: set ATTRLINT_HEAVY=1 to lint a 200 MB document, 1,000,000 attributes, a 10 MB value and 100,000 files (lint's TestDeepNesting covers 100,000 levels)")
	}
	l := newLinter(t)
	for _, tc := range []struct {
		name string
		gen  func() []byte
	}{
		// linttest.Page(n) is about 330 bytes a row.
		{"200 MB document", func() []byte { return linttest.Page(200 << 20 / 330) }},
		// Spread over elements: on one tag they are quadratic (see
		// linttest.Giants).
		{"1,000,000 attributes on 100,000 elements", func() []byte {
			var b bytes.Buffer
			for i := range 100_000 {
				b.WriteString("<p")
				for j := range 10 {
					fmt.Fprintf(&b, " data-a%d=%d", j, i)
				}
				b.WriteString(">\n")
			}
			return b.Bytes()
		}},
		{"10 MB value", func() []byte { return linttest.Giants["value"].Gen(10 << 20) }},
	} {
		src := tc.gen()
		start := time.Now()
		diags, err := l.LintBytes("giant.html", src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		t.Logf("%s: %.1f MB in %v, %d findings, heap in use after %d MB", tc.name, float64(len(src))/1e6, time.Since(start), len(diags), ms.HeapInuse>>20)
		runtime.GC()
	}

	dir := t.TempDir()
	doc := []byte(`<p><time datetime="2023-02-29">x</time>`)
	for i := range 100_000 {
		p := filepath.Join(dir, fmt.Sprintf("d%02d/f%05d.html", i%100, i))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, doc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	files, errs := lint.Expand(context.Background(), []string{dir}, nil)
	if len(files) != 100_000 || len(errs) != 0 {
		t.Fatalf("Expand: %d files, %v", len(files), errs)
	}
	n := 0
	l.Run(files, 0, func(r lint.Result) {
		if r.Err == nil && len(r.Diagnostics) == 1 {
			n++
		}
	})
	if n != 100_000 {
		t.Errorf("%d of 100,000 files linted", n)
	}
	t.Logf("100,000 files: %v", time.Since(start))
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
	files, errs := lint.Expand(context.Background(), []string{dir}, nil)
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
		src, _, err = lint.Decode(src)
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
