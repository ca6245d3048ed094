package lint_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/rules"
	"golang.org/x/net/html"

	"github.com/attrlint/attrlint/lint/linttest/shared"
)

func allRules(t testing.TB) *lint.Linter {
	t.Helper()
	l, err := lint.New(rules.All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// FuzzLint runs the whole pipeline, bytes in and diagnostics out: no panic,
// every span lies inside the document, in order, starts at a character
// boundary of the decoded text and points at the attribute it names
// (checkSpans). That positions do not change the tree is FuzzParse's job
// (lint/source).
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
	l := allRules(f)
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
		checkSpans(t, src, diags)
	})
}

// page builds an attribute-dense document of n rows.
func page(n int) []byte {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html><html><head><title>t</title><link rel=stylesheet href=a.css media=\"screen and (min-width: 40em)\"></head><body><form><table>\n")
	for i := range n {
		fmt.Fprintf(&b, `<tr><td id="r%d" colspan="%d"><time datetime="2024-%02d-%02dT10:00Z">x</time></td>`, i, i%3+1, i%12+1, i%28+1)
		fmt.Fprintf(&b, `<td><input type="date" min="2024-01-01" max="2024-12-31" value="2024-02-29" required><input type="checkbox" checked="%s"></td>`, []string{"", "checked", "true"}[i%3])
		fmt.Fprintf(&b, `<td bgcolor="#%06x" dir="ltr"><label for="r%d">l</label><meter value="0.%d"></meter></td></tr>`+"\n", i*7919%0xffffff, i, i%10)
	}
	b.WriteString("</table></form></body></html>\n")
	return []byte(b.String())
}

func benchLint(b *testing.B, rows int) {
	l := allRules(b)
	src := page(rows)
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
	l := allRules(t)
	small, large := page(100), page(10000)
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

// BenchmarkCorpus splits the cost of linting a real corpus into its
// stages, each over every page: x/net/html's own parse (the floor), the
// parse with source positions, and the whole of Lint (parse, every rule,
// positions of findings). Compare the ns/op of the sub-benchmarks, run
// with -count so they alternate. The corpus is the shared perf-corpus
// (see package shared), or the folder in ATTRLINT_CORPUS; the benchmark
// skips without one.
//
//	go test ./lint -run '^$' -bench Corpus -count 5
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
	l := allRules(b)
	stages := []struct {
		name string
		run  func(src []byte) error
	}{
		{"parse", func(src []byte) error { _, err := html.Parse(bytes.NewReader(src)); return err }},
		{"positions", func(src []byte) error { _, err := source.Parse(src, true); return err }},
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

// conditionals is a template of n conditionals, each branch holding an
// element with the same id: nested (each inside the previous one's else
// branch), sequential, or one conditional of n arms (elif).
func conditionals(n int, shape string) []byte {
	var b strings.Builder
	for i := range n {
		switch shape {
		case "elif":
			if i == 0 {
				b.WriteString("{% if c %}")
			}
			fmt.Fprintf(&b, "<p id=\"a\">%d</p>{%% elif c%d %%}", i, i)
			continue
		}
		fmt.Fprintf(&b, "{%% if c%d %%}<p id=\"a\">x</p>{%% else %%}<p id=\"a\">y</p>", i)
		if shape == "sequential" {
			b.WriteString("{% endif %}\n")
		}
	}
	switch shape {
	case "nested":
		for range n {
			b.WriteString("{% endif %}")
		}
	case "elif":
		b.WriteString("{% endif %}")
	}
	return []byte(b.String())
}

// BenchmarkConditionals lints templates of 10^3, 10^4 and 10^5 nested,
// sequential and elif-chained conditionals (issue 20: the cost must be linear). Compare
// ns/op across sizes; a tenfold size should cost about tenfold:
//
//	go test ./lint -run '^$' -bench Conditionals
func BenchmarkConditionals(b *testing.B) {
	l := allRules(b)
	for _, shape := range []string{"sequential", "nested", "elif"} {
		for _, n := range []int{1e3, 1e4, 1e5} {
			src := conditionals(n, shape)
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
