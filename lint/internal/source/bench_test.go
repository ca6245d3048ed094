package source

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint/linttest/shared"
)

// typicalPage builds a page of about size bytes that looks like a real
// one: a head with metadata, navigation, articles with paragraphs, links,
// images, inline formatting, a table and a form, inline SVG icons.
func typicalPage(size int) []byte {
	var b bytes.Buffer
	b.WriteString(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Typical page &amp; more</title>
<link rel="stylesheet" href="/css/site.css?v=3&amp;x=1">
<style>body { margin: 0 } .nav a:hover { color: #c00 }</style>
<script async src="/js/app.js"></script>
</head>
<body class="home page-template">
<header id="top" class="site-header"><nav class="nav" aria-label="Main">
<ul><li><a href="/">Home</a></li><li><a href="/docs/">Docs</a></li><li><a href="/blog/" class="active">Blog</a></li></ul>
</nav></header>
<main id="content">
`)
	for i := 0; b.Len() < size-600; i++ {
		fmt.Fprintf(&b, `<article class="post" id="post-%d" data-id="%d">
<h2 class="title"><a href="/blog/%d/slug-of-the-post" rel="bookmark">Post number %d</a></h2>
<p class="meta">Posted <time datetime="2024-03-%02dT10:%02d:00Z">March %d</time> by <a href="/author/x">X</a></p>
<p>Lorem ipsum <b>dolor</b> sit amet, <em>consectetur</em> adipiscing elit, sed do <code>eiusmod</code> tempor
incididunt ut labore et dolore magna aliqua. <a href="https://example.com/?a=1&amp;b=2">A link</a> and an
<img src="/img/%d.png" alt="Picture %d" width="640" height="480" loading="lazy"> image.</p>
<svg class="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><title>Icon</title><path d="M0 0h16v16H0z" fill="currentColor"/></svg>
`, i, i, i, i, i%28+1, i%60, i%28+1, i, i)
		if i%4 == 0 {
			fmt.Fprintf(&b, `<table class="data"><thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead>
<tbody><tr><td>alpha</td><td style="text-align:right">%d</td></tr><tr><td>beta</td><td>%d.5</td></tr></tbody></table>
<form action="/search" method="get"><label for="q%d">Search</label><input type="search" id="q%d" name="q" maxlength="100" required>
<select name="s"><option value="1" selected>One</option><option value="2">Two</option></select><button type="submit">Go</button></form>
`, i, i, i, i)
		}
		b.WriteString("</article>\n")
	}
	b.WriteString(`</main>
<footer class="site-footer"><p>&copy; 2024 Example. <a href="#top">Back to top</a></p></footer>
</body>
</html>
`)
	return b.Bytes()
}

func benchParse(b *testing.B, src []byte, positions bool) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(src, positions); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParse compares the plain parse with the positions pass on a
// typical 50 KB page; the ratio of their ns/op is the cost of positions.
func BenchmarkParse(b *testing.B) {
	src := typicalPage(50 << 10)
	b.Run("positions=false", func(b *testing.B) { benchParse(b, src, false) })
	b.Run("positions=true", func(b *testing.B) { benchParse(b, src, true) })
}

// BenchmarkParseRatio alternates the two modes on the typical page and
// reports the cost of positions as the metric positions/plain, which stays
// meaningful on a loaded machine where absolute times drift.
func BenchmarkParseRatio(b *testing.B) {
	src := typicalPage(50 << 10)
	var plain, pos time.Duration
	for b.Loop() {
		t0 := time.Now()
		if _, err := Parse(src, false); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if _, err := Parse(src, true); err != nil {
			b.Fatal(err)
		}
		plain += t1.Sub(t0)
		pos += time.Since(t1)
	}
	b.ReportMetric(float64(pos)/float64(plain), "positions/plain")
}

// BenchmarkCorpus runs both modes over up to 100 pages of the performance
// corpus, when it is there.
func BenchmarkCorpus(b *testing.B) {
	files := corpusFiles(b, 100)
	var docs [][]byte
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, bytes.TrimPrefix(src, []byte("\xEF\xBB\xBF")))
	}
	for _, positions := range []bool{false, true} {
		b.Run(fmt.Sprintf("positions=%v", positions), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for _, d := range docs {
				n += len(d)
			}
			b.SetBytes(int64(n))
			for b.Loop() {
				for _, d := range docs {
					if _, err := Parse(d, positions); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// corpusFiles returns up to n pages of the shared perf-corpus, taken in
// turn from each of its folders so every kind of page is represented, or
// skips when the corpus is absent (see package shared).
func corpusFiles(tb testing.TB, n int) []string {
	root := shared.Dir(tb, "perf-corpus")
	dirs, err := os.ReadDir(root)
	if err != nil {
		tb.Fatal(err)
	}
	var lists [][]string
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		var l []string
		filepath.WalkDir(filepath.Join(root, d.Name()), func(p string, e os.DirEntry, err error) error {
			if err == nil && !e.IsDir() && (filepath.Ext(p) == ".html" || filepath.Ext(p) == ".htm") {
				l = append(l, p)
			}
			return nil
		})
		lists = append(lists, l)
	}
	var out []string
	for i := 0; len(out) < n; i++ {
		added := false
		for _, l := range lists {
			if i < len(l) && len(out) < n {
				out = append(out, l[i])
				added = true
			}
		}
		if !added {
			break
		}
	}
	if len(out) == 0 {
		tb.Skip("corpus has no pages")
	}
	return out
}
