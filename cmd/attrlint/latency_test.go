package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/rules"
)

// burstServer runs `attrlint lsp` in process, as an editor would start
// it, for the latency benchmark: the client's messages go through the
// given pipe, and a goroutine reads and decodes everything the server
// writes (as an editor does) into msgs.
type burstServer struct {
	tb   testing.TB
	w    io.WriteCloser
	msgs chan map[string]any
}

func startBurstServer(tb testing.TB, toServer io.Reader, fromClient io.WriteCloser) *burstServer {
	tb.Helper()
	outR, outW := io.Pipe()
	s := &burstServer{tb: tb, w: fromClient, msgs: make(chan map[string]any, 100)}
	var stderr bytes.Buffer
	done := make(chan struct{})
	go func() {
		run([]string{"lsp"}, toServer, outW, &stderr, nil)
		outW.Close()
		close(done)
	}()
	go readMessages(tb, outR, s.msgs)
	tb.Cleanup(func() {
		fromClient.Close()
		<-done
	})
	return s
}

func (s *burstServer) write(v any) {
	s.tb.Helper()
	b, _ := json.Marshal(v)
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n%s", len(b), b); err != nil {
		s.tb.Fatal(err)
	}
}

func (s *burstServer) next() map[string]any {
	s.tb.Helper()
	return nextMessage(s.tb, s.msgs)
}

// expect returns the params of the next message, which must be a
// notification of method.
func (s *burstServer) expect(method string) map[string]any {
	s.tb.Helper()
	m := s.next()
	if m["method"] != method {
		s.tb.Fatalf("want %s, got %v", method, m)
	}
	p, _ := m["params"].(map[string]any)
	return p
}

func (s *burstServer) initialize() {
	s.tb.Helper()
	s.write(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize",
		"params": map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}})
	if r := s.next(); r["id"] != float64(1) || r["error"] != nil {
		s.tb.Fatalf("initialize: %v", r)
	}
	s.write(map[string]any{"jsonrpc": "2.0", "method": "initialized", "params": map[string]any{}})
}

// BenchmarkEditBurstRealRules is lint/lsp's BenchmarkEditBurst with the
// real rules, through `attrlint lsp` itself (configuration lookup
// included): the latency goal of issue 17, 30 edits typed back to back
// into the perf corpus's 4 MB page, whose final diagnostics should arrive
// within 150 ms of the last edit. It reports that time (ms/burst) and the
// publications the burst drew. 4MB/lint-only is the engine's share: one
// lint of the page with the same rules, without the server.
//
//	go test ./cmd/attrlint -run '^$' -bench EditBurstRealRules -count 5
func BenchmarkEditBurstRealRules(b *testing.B) {
	pages := []struct {
		name string
		text func(testing.TB) string
	}{
		{"4MB", linttest.PerfPage},
		{"one-line", func(testing.TB) string { return `<p class="a"><input type="nmber">` }},
	}
	pipes := map[string]func(testing.TB) (io.Reader, io.WriteCloser){
		"io.Pipe": func(testing.TB) (io.Reader, io.WriteCloser) { return io.Pipe() },
		"os.Pipe": linttest.OSPipe,
	}
	for _, pg := range pages {
		for _, pn := range []string{"os.Pipe", "io.Pipe"} {
			b.Run(pg.name+"/"+pn, func(b *testing.B) {
				text := pg.text(b)
				uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(b.TempDir(), "page.html"))}).String()
				r, w := pipes[pn](b)
				s := startBurstServer(b, r, w)
				s.initialize()
				var total time.Duration
				published := 0
				b.ResetTimer()
				for range b.N {
					res := linttest.EditBurst(b, s.w, s.expect, uri, text, 30, nil)
					total += res.SinceLast
					published += res.Published
				}
				b.ReportMetric(0, "ns/op")
				b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/burst")
				b.ReportMetric(float64(published)/float64(b.N), "published")
			})
		}
	}
	b.Run("4MB/lint-only", func(b *testing.B) {
		text := []byte(linttest.PerfPage(b))
		l, err := lint.New(rules.All(), lint.Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for range b.N {
			if _, err := l.Lint("page.html", text); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/lint")
	})
}
