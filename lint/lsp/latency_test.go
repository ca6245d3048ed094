package lsp

import (
	"io"
	"sync/atomic"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint/linttest"
)

// burstResult is what one burst of edits measured: the time from the
// last edit to its diagnostics and the publications, and the lints
// started during the burst.
type burstResult struct {
	linttest.BurstResult
	linted int
}

// lintCounter counts the lints a server starts, through Options.onLint.
type lintCounter struct{ n atomic.Int64 }

func (c *lintCounter) options() Options {
	return Options{onLint: func(string, int) { c.n.Add(1) }}
}

// burst opens text, then types n characters into an attribute value, one
// didChange each, written back to back as separate writes, and waits for
// the diagnostics of the last version (linttest.EditBurst).
func burst(tb testing.TB, c *client, lints *lintCounter, uri, text string, n int) burstResult {
	tb.Helper()
	var before, linted int64
	marks := 0
	res := linttest.EditBurst(tb, c.w, c.expect, uri, text, n, func() {
		if marks++; marks == 1 {
			before = lints.n.Load()
		} else {
			linted = lints.n.Load() - before
		}
	})
	return burstResult{res, int(linted)}
}

// perfPage returns the largest page of the shared perf corpus (the 4 MB
// WHATWG specification of 2010).
func perfPage(tb testing.TB) string { return linttest.PerfPage(tb) }

// pipes returns the two ends of the client-to-server connection: an
// io.Pipe hands each write over when the server reads it, an operating
// system pipe (as editors use) buffers writes.
var pipes = map[string]func(testing.TB) (io.Reader, io.WriteCloser){
	"io.Pipe": func(testing.TB) (io.Reader, io.WriteCloser) { return io.Pipe() },
	"os.Pipe": linttest.OSPipe,
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
					total += res.SinceLast
					published += res.Published
					linted += res.linted
				}
				b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms-after-last")
				b.ReportMetric(float64(published)/float64(b.N), "published")
				b.ReportMetric(float64(linted)/float64(b.N), "linted")
			})
		}
	}
}
