package linttest

// The edit burst of issue 17, for the language server's latency
// benchmarks: lint/lsp drives it with the fake rules, cmd/attrlint with
// the real ones (nothing under lint/ may import package rules), so both
// measure the same thing.

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/attrlint/attrlint/lint/linttest/shared"
)

// BurstResult is what one burst of edits measured.
type BurstResult struct {
	// SinceLast is the time from writing the last edit to the arrival
	// of the diagnostics of its version.
	SinceLast time.Duration
	// Published counts the publications for the document during the
	// burst, the last one included.
	Published int
}

// EditPoint returns the LSP position (UTF-16) just after the first
// `class="` at or after the middle of text (or the first at all).
func EditPoint(tb testing.TB, text string) (line, char int) {
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

// EditBurst opens text as uri on a language server, then types n
// characters into an attribute value, one didChange each, written to w
// back to back as separate writes, waits for the diagnostics of the last
// version, and closes the document. expect returns the params of the
// server's next message, which must be a notification of the method
// given. mark, when not nil, is called once the opening's diagnostics
// have arrived and again once the last version's have, so that a caller
// can count what the server did for the burst alone.
func EditBurst(tb testing.TB, w io.Writer, expect func(method string) map[string]any, uri, text string, n int, mark func()) BurstResult {
	tb.Helper()
	frame := func(v any) []byte {
		b, err := json.Marshal(v)
		if err != nil {
			tb.Fatal(err)
		}
		return fmt.Appendf(nil, "Content-Length: %d\r\n\r\n%s", len(b), b)
	}
	notify := func(method string, params any) {
		tb.Helper()
		if _, err := w.Write(frame(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})); err != nil {
			tb.Fatal(err)
		}
	}
	line, char := EditPoint(tb, text)
	notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "html", "version": 1, "text": text}})
	if p := expect("textDocument/publishDiagnostics"); p["uri"] != uri {
		tb.Fatalf("opening: %v", p)
	}
	msgs := make([][]byte, n)
	for i := range n {
		at := map[string]any{"line": line, "character": char + i}
		msgs[i] = frame(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": i + 2},
			"contentChanges": []any{map[string]any{"range": map[string]any{"start": at, "end": at}, "text": "x"}},
		}})
	}
	if mark != nil {
		mark()
	}
	var last time.Time
	for _, m := range msgs {
		last = time.Now()
		if _, err := w.Write(m); err != nil {
			tb.Fatal(err)
		}
	}
	var res BurstResult
	for {
		p := expect("textDocument/publishDiagnostics")
		res.Published++
		if p["version"] == float64(n+1) {
			res.SinceLast = time.Since(last)
			break
		}
	}
	if mark != nil {
		mark()
	}
	notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
	expect("textDocument/publishDiagnostics")
	return res
}

// PerfPage returns the largest page of the shared perf corpus (the 4 MB
// WHATWG specification of 2010); the test skips when the shared folder is
// absent.
func PerfPage(tb testing.TB) string {
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

// OSPipe returns the two ends of an operating system pipe, as editors
// use to talk to a server: it buffers what the writer writes, unlike an
// io.Pipe, which hands each write over when the reader reads it. The
// reading end is closed when the test ends.
func OSPipe(tb testing.TB) (io.Reader, io.WriteCloser) {
	tb.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { r.Close() })
	return r, w
}
