package source

import (
	"bytes"
	"os"
	"testing"
	"time"
)

// TestCorpus checks checkDoc's invariants on real pages: up to 300 pages of
// the shared perf-corpus, taken in turn from each of its folders (so the
// 4 MB specification is among them), stopping after a minute. It skips
// when the corpus is absent. Pages are only read.
func TestCorpus(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 40
	}
	files := corpusFiles(t, n)
	deadline := time.Now().Add(time.Minute)
	var pages, tags, elements, mapped, unmapped int
	for _, f := range files {
		if time.Now().After(deadline) {
			t.Logf("time is up after %d pages", pages)
			break
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// The caller strips a UTF-8 byte order mark (files.Decode does).
		src = bytes.TrimPrefix(src, []byte("\xEF\xBB\xBF"))
		d, st := checkDoc(t, src)
		if d == nil {
			continue
		}
		pages++
		tags += st.tags
		elements += st.elements
		mapped += st.mapped
		unmapped += st.unmapped
		if st.unmapped > 0 {
			t.Errorf("%s: %d elements from tags not mapped", f, st.unmapped)
		}
	}
	t.Logf("%d pages, %d tags, %d elements, %d mapped, %d unmapped", pages, tags, elements, mapped, unmapped)
}
