package lsp

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/attrlint/attrlint/lint/linttest/shared"
)

// burstResult is what one burst of edits measured.
type burstResult struct {
	// sinceLast is the time from writing the last edit to the arrival of
	// the diagnostics of its version.
	sinceLast time.Duration
	// published counts the publications for the document during the
	// burst, the last one included; linted counts the lints started.
	published, linted int
}

// lintCounter counts the lints a server starts, through Options.onLint.
type lintCounter struct{ n atomic.Int64 }

func (c *lintCounter) options() Options {
	return Options{onLint: func(string, int) { c.n.Add(1) }}
}

// editPoint returns the LSP position (UTF-16) just after the first
// `class="` at or after the middle of text (or the first at all).
func editPoint(tb testing.TB, text string) (line, char int) {
	tb.Helper()
	from := len(text) / 2
	i := strings.Index(text[from:], `class="`)
	if i < 0 {
		from = 0
		if i = strings.Index(text, `class="`); i < 0 {
			tb.Fatal("no class attribute in the page")
		}
	}
	off := from + i + len(`class="`)
	line = strings.Count(text[:off], "\n")
	ls := strings.LastIndexByte(text[:off], '\n') + 1
	return line, len(utf16.Encode([]rune(text[ls:off])))
}

// burst opens text, then types n characters into an attribute value, one
// didChange each, written back to back as separate writes, and waits for
// the diagnostics of the last version.
func burst(tb testing.TB, c *client, lints *lintCounter, uri, text string, n int) burstResult {
	tb.Helper()
	line, char := editPoint(tb, text)
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "html", "version": 1, "text": text}})
	if p := c.expect("textDocument/publishDiagnostics"); p["uri"] != uri {
		tb.Fatalf("opening: %v", p)
	}
	msgs := make([][]byte, n)
	for i := range n {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": map[string]any{
			"textDocument": map[string]any{"uri": uri, "version": i + 2},
			"contentChanges": []any{map[string]any{
				"range": map[string]any{"start": map[string]any{"line": line, "character": char + i}, "end": map[string]any{"line": line, "character": char + i}},
				"text":  "x",
			}},
		}})
		msgs[i] = []byte(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(b), b))
	}
	var last time.Time
	before := lints.n.Load()
	for _, m := range msgs {
		last = time.Now()
		if _, err := c.w.Write(m); err != nil {
			tb.Fatal(err)
		}
	}
	res := burstResult{}
	for {
		p := c.expect("textDocument/publishDiagnostics")
		res.published++
		if p["version"] == float64(n+1) {
			res.sinceLast = time.Since(last)
			res.linted = int(lints.n.Load() - before)
			break
		}
	}
	c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
	c.expect("textDocument/publishDiagnostics")
	return res
}

// perfPage returns the largest page of the shared perf corpus (the 4 MB
// WHATWG specification of 2010).
func perfPage(tb testing.TB) string {
	tb.Helper()
	dir := shared.Dir(tb, "perf-corpus")
	var best string
	var size int64
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() && strings.HasSuffix(p, ".html") && fi.Size() > size {
			best, size = p, fi.Size()
		}
		return nil
	})
	b, err := os.ReadFile(best)
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// pipes returns the two ends of the client-to-server connection: an
// io.Pipe hands each write over when the server reads it, an operating
// system pipe (as editors use) buffers writes.
var pipes = map[string]func(testing.TB) (io.Reader, io.WriteCloser){
	"io.Pipe": func(testing.TB) (io.Reader, io.WriteCloser) { return io.Pipe() },
	"os.Pipe": func(tb testing.TB) (io.Reader, io.WriteCloser) {
		r, w, err := os.Pipe()
		if err != nil {
			tb.Fatal(err)
		}
		tb.Cleanup(func() { r.Close() })
		return r, w
	},
}

// burstCases are the pages of the latency goal.
var burstCases = []struct {
	name string
	text func(testing.TB) string
}{
	{"4MB", perfPage},
	{"one-line", func(testing.TB) string { return `<p class="a"><input type="nmber">` }},
}

// BenchmarkEditBurst measures the latency goal: 30 edits typed
// back to back into the perf corpus's 4 MB page, and into a one-line page.
// It reports the time from writing the last edit to the arrival of its
// diagnostics (ms-after-last) and how many publications the burst drew.
func BenchmarkEditBurst(b *testing.B) {
	for _, tc := range burstCases {
		for _, pn := range []string{"io.Pipe", "os.Pipe"} {
			b.Run(tc.name+"/"+pn, func(b *testing.B) {
				text := tc.text(b)
				r, w := pipes[pn](b)
				var lints lintCounter
				c := startServerOn(b, lints.options(), r, w)
				c.initialize(nil)
				var total time.Duration
				var published, linted int
				b.ResetTimer()
				for range b.N {
					res := burst(b, c, &lints, "file:///perf/page.html", text, 30)
					total += res.sinceLast
					published += res.published
					linted += res.linted
				}
				b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms-after-last")
				b.ReportMetric(float64(published)/float64(b.N), "published")
				b.ReportMetric(float64(linted)/float64(b.N), "linted")
			})
		}
	}
}
