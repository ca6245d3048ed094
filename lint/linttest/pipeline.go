package linttest

// Checks of a linter through the whole pipeline (the fuzz target's body,
// the linearity tests, the heavy inputs, a benchmark), shared by the
// engine's tests (package lint, with the fake rules) and the rule set's
// (package rules, with the real ones).

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/lint/project"
	"golang.org/x/net/html"
)

// FuzzSeeds are the documents the FuzzLint targets start from.
var FuzzSeeds = []string{
	`<time datetime="2023-02-29">`, "<p n=\"1\r\n2x\">", `<b class=a class=b><p>x</b>`,
	`<table><input type=number min=5 max=1><tr><td colspan=0 headers="x y">`,
	"\xEF\xBB\xBF<img usemap=nav width=10px><map name=Nav>", `<svg><foreignObject><p dir=x>`,
	`<body bgcolor="chucknorris" text="&#x1F600;">`, `<link media="screen and(" rel="icon icon">`,
	"<meta charset=windows-1252><p title=\"\xe9\" id=\"\x00\">", `<meter value=2 min=3 low=9 high=1>`,
}

// CheckPipeline lints b with l, bytes in and diagnostics out, and checks
// what a FuzzLint target holds every input to: no error but the parser's
// nesting limit, every span inside the decoded document, in order, valid
// line and column, starting at a character boundary and pointing at the
// attribute it names (CheckSpans; syntaxRule is the id of the rule of
// attribute syntax errors).
func CheckPipeline(t *testing.T, l *lint.Linter, b []byte, syntaxRule string) {
	t.Helper()
	diags, err := l.LintBytes("f.html", b)
	// Nesting beyond 512 stops the parse: the part before is linted.
	if part := (*lint.Skipped)(nil); err != nil && !errors.As(err, &part) {
		t.Fatal(err)
	}
	src, _, err := files.Decode(b)
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
	CheckSpans(t, src, diags, syntaxRule)
}

// BenchLint lints Page(rows) with l.
func BenchLint(b *testing.B, l *lint.Linter, rows int) {
	src := Page(rows)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := l.Lint("p.html", src); err != nil {
			b.Fatal(err)
		}
	}
}

// LinearInIDs checks that references do not make a document quadratic:
// 100 times the rows must cost well under 1,000 times the time.
func LinearInIDs(t *testing.T, l *lint.Linter) {
	t.Helper()
	small, large := Page(100), Page(10000)
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

// LinearInReferences checks that ids, references and usemaps do not make
// linting quadratic: per block, linting a document with 100,000 blocks
// (RefPage: every reference-resolving rule has work and findings) must
// not cost much more than linting one with 100. The cost is measured
// against html.Parse of the same document, which grows the same way with
// size (caches, garbage collection), so only what the rules add is
// compared.
func LinearInReferences(t *testing.T, l *lint.Linter) {
	t.Helper()
	ratio := func(n, runs int) float64 {
		return LintParseRatio(t, l, RefPage(n), runs, func(diags []lint.Diagnostic) {
			if len(diags) < n/100 {
				t.Fatalf("%d findings: the page should have duplicate ids and dangling references", len(diags))
			}
		})
	}
	small := ratio(100, 20)
	large := ratio(100_000, 1)
	t.Logf("lint/parse: %.2f at 100 blocks, %.2f at 100,000", small, large)
	if large > 4*small {
		t.Errorf("lint/parse is %.2f for 100,000 blocks and %.2f for 100: a rule is superlinear", large, small)
	}
}

// LintParseRatio returns the best of runs times to lint src with l over
// the best of runs times to parse it with html.Parse, which grows the same
// way with size (caches, garbage collection): comparing the ratio at two
// sizes shows what the rules add. check, if not nil, sees each run's
// diagnostics.
func LintParseRatio(t testing.TB, l *lint.Linter, src []byte, runs int, check func([]lint.Diagnostic)) float64 {
	t.Helper()
	bestLint, bestParse := time.Duration(1<<62), time.Duration(1<<62)
	for range runs {
		start := time.Now()
		if _, err := html.Parse(bytes.NewReader(src)); err != nil {
			t.Fatal(err)
		}
		bestParse = min(bestParse, time.Since(start))
		start = time.Now()
		diags, err := l.Lint("ratio.html", src)
		if err != nil {
			t.Fatal(err)
		}
		bestLint = min(bestLint, time.Since(start))
		if check != nil {
			check(diags)
		}
	}
	return float64(bestLint) / float64(bestParse)
}

// ScalesLinearly measures work at size n and 10n: setup(n) builds the
// input and returns the work to time, whose best CPU time (cpuTime) of
// three runs is taken. Ten times the input must cost well under a
// hundred times the time (the tolerance absorbs caches and garbage
// collection; quadratic behaviour shows as about 100x). CPU time, not
// wall time: other work on a shared machine does not count.
func ScalesLinearly(t *testing.T, n int, setup func(n int) func()) {
	t.Helper()
	measure := func(n int) time.Duration {
		work := setup(n)
		best := time.Duration(1 << 62)
		for range 3 {
			start := cpuTime()
			work()
			best = min(best, cpuTime()-start)
		}
		return best
	}
	ts, tl := measure(n), measure(10*n)
	ratio := float64(tl) / float64(max(ts, time.Microsecond))
	t.Logf("n=%d %v, 10n %v, ratio %.1f", n, ts, tl, ratio)
	if ratio > 40 {
		t.Errorf("10x the input took %.0fx the time: something is quadratic", ratio)
	}
}

// GiantsScaleLinearly lints scaled-down versions of each giant input
// (Giants) at n and 10n with l (see ScalesLinearly).
func GiantsScaleLinearly(t *testing.T, l *lint.Linter) {
	for name, g := range Giants {
		t.Run(name, func(t *testing.T) {
			if g.Quadratic != "" {
				t.Skip("known to be quadratic: " + g.Quadratic)
			}
			ScalesLinearly(t, g.Small, func(n int) func() {
				src := g.Gen(n)
				return func() {
					if _, err := l.LintBytes("giant.html", src); err != nil {
						t.Fatal(err)
					}
				}
			})
		})
	}
}

// HeavyGiants lints the full-size inputs of issue #6: a 200 MB document,
// 1,000,000 attributes, a 10 MB value and 100,000 files. They need
// minutes and gigabytes: callers run it only with ATTRLINT_HEAVY=1.
func HeavyGiants(t *testing.T, l *lint.Linter) {
	for _, tc := range []struct {
		name string
		gen  func() []byte
	}{
		// Page(n) is about 330 bytes a row.
		{"200 MB document", func() []byte { return Page(200 << 20 / 330) }},
		// Spread over elements (Giants has them on one tag, scaled down).
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
		{"10 MB value", func() []byte { return Giants["value"].Gen(10 << 20) }},
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
		WriteFile(t, dir, fmt.Sprintf("d%02d/f%05d.html", i%100, i), doc)
	}
	start := time.Now()
	files, errs := files.Expand(context.Background(), []string{dir}, nil)
	if len(files) != 100_000 || len(errs) != 0 {
		t.Fatalf("Expand: %d files, %v", len(files), errs)
	}
	n := 0
	project.Run(context.Background(), files, 0, func(string) (*lint.Linter, error) { return l, nil }, func(r project.Result) {
		if r.Err == nil && len(r.Diagnostics) == 1 {
			n++
		}
	})
	if n != 100_000 {
		t.Errorf("%d of 100,000 files linted", n)
	}
	t.Logf("100,000 files: %v", time.Since(start))
}
