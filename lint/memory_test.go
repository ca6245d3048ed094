package lint_test

import (
	"bytes"
	"context"
	"runtime"
	"testing"
	"unsafe"

	"github.com/attrlint/attrlint/lint"
)

// TestFindingsAreCompact lints pages dense with findings (every element a
// mistake, the same one) of n and 2n elements, parsed beforehand: what
// the lint allocates and what its diagnostics keep must grow with the
// findings, at a small multiple of the Diagnostic itself per finding. A
// finding was a pending record, then a Diagnostic in a slice grown by
// append (about five times its final size allocated), with a map entry to
// drop repeats and its own copy of the message: 1,730 bytes allocated and
// 320 kept per finding here, against 980 and 288 now. What is allocated
// after the parse sets the peak memory of a large file: the collector
// (at 400% in the CLI) seldom runs again before the lint ends.
func TestFindingsAreCompact(t *testing.T) {
	l := fakeRules(t)
	size := int(unsafe.Sizeof(lint.Diagnostic{}))
	measure := func(n int) (alloc, kept float64) {
		var start, before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&start)
		p, err := lint.Parse(context.Background(), bytes.Repeat([]byte("<p dir=x title=a>t</p>\n"), n))
		if err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&before)
		diags, err := l.LintParsed(context.Background(), "dense.html", p)
		runtime.ReadMemStats(&after)
		if err != nil || len(diags) != n {
			t.Fatalf("%d findings, %v; want %d", len(diags), err, n)
		}
		alloc = float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
		// What the diagnostics keep once the document is dropped.
		p = nil
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(diags)
		return alloc, float64(int64(after.HeapAlloc)-int64(start.HeapAlloc)) / float64(n)
	}
	a1, k1 := measure(50_000)
	a2, k2 := measure(100_000)
	t.Logf("Diagnostic %d bytes; per finding: %.0f and %.0f bytes allocated, %.0f and %.0f kept", size, a1, a2, k1, k2)
	if a2 > 1.25*a1 || k2 > 1.25*k1 {
		t.Errorf("per finding, twice the findings allocate %.0f bytes (not %.0f) and keep %.0f (not %.0f)", a2, a1, k2, k1)
	}
	// Kept: the Diagnostic, its line's text (22 bytes here) and no copy
	// of the message, which is the same for every finding.
	if a2 > float64(4*size) || k2 > float64(size+32) {
		t.Errorf("per finding: %.0f bytes allocated, %.0f kept; want at most %d and %d", a2, k2, 4*size, size+32)
	}
}
