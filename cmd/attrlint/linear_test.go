package main

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestHostileRepeats lints documents of 10^5 repeated attributes on one
// tag, 10^5 distinct attributes, 10^5 ids (with 10^4 repeats) and 10^5
// hash links, in every output format: each must finish in under a second
// (the best of up to three runs, since the machine is shared). Before, one tag
// with 30,000 copies of an attribute took 24 s: the template test ran
// over the whole tag once per attribute, the repeat's source attribute
// was found by a scan of the tag, and the stylish and SARIF renderers
// counted characters from the start of the line for every finding.
func TestHostileRepeats(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	const n = 100000
	var ids strings.Builder
	for i := range n {
		fmt.Fprintf(&ids, `<p id="i%d">x</p>`, i)
	}
	for i := 0; i < n; i += 10 {
		fmt.Fprintf(&ids, `<p id="i%d">x</p>`, i)
	}
	var hash strings.Builder
	for i := range n {
		fmt.Fprintf(&hash, `<a href="#h%d">x</a><h2 id="h%d">y</h2>`+"\n", i, i)
	}
	var distinct strings.Builder
	for i := range n {
		fmt.Fprintf(&distinct, ` data-a%d="%d"`, i, i)
	}
	docs := map[string]struct {
		src      string
		findings int // at least this many
	}{
		"repeated attributes": {"<p " + strings.Repeat(`title="a" `, n) + ">x</p>", n - 1},
		"distinct attributes": {"<p" + distinct.String() + ">x</p>", 0},
		"ids":                 {ids.String(), n / 10},
		"hash links":          {hash.String(), 0},
	}
	dir := t.TempDir()
	for name, doc := range docs {
		path := write(t, dir, strings.ReplaceAll(name, " ", "-")+".html", doc.src)
		for _, format := range []string{"json", "stylish", "sarif", "checkstyle", "github"} {
			best := time.Duration(1 << 62)
			for try := 0; try < 3 && best > time.Second; try++ {
				start := time.Now()
				code, out, errOut := runCLI(t, "", "--format", format, path)
				best = min(best, time.Since(start))
				if format == "json" {
					if got := len(decode(t, out)); got < doc.findings || (code == exitErrors) != (doc.findings > 0) {
						t.Fatalf("%s: exit %d with %d findings, want %d\n%s", name, code, got, doc.findings, errOut)
					}
				}
			}
			if best > time.Second {
				t.Errorf("%s, --format %s: %v, want under a second", name, format, best)
			}
		}
	}
}
