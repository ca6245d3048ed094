package lint_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// refPage builds a document of n blocks, each with an id, references to
// it (label for, aria-labelledby, td headers, input list, form), an image
// map used through usemap, and some duplicate ids and dangling references,
// so every reference-resolving rule has work and findings.
func refPage(n int) []byte {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html><html><head><title>refs</title></head><body>\n")
	for i := range n {
		id := fmt.Sprintf("x%d", i)
		if i%97 == 0 {
			id = "dup" // a duplicate id every 97 blocks
		}
		fmt.Fprintf(&b, `<form id="f%d"></form><table><tr><th id="%s">h</th><td headers="%s x%d">c</td></tr></table>`, i, id, id, i+n)
		fmt.Fprintf(&b, `<label for="i%d" aria-labelledby="%s">l</label><input id="i%d" list="dl%d" form="f%d"><datalist id="dl%d"></datalist>`, i, id, i, i, i, i)
		fmt.Fprintf(&b, `<img src="a.png" alt="" usemap="#m%d"><map name="m%d"><area href="#%s" alt="a"></map>`+"\n", i, i, id)
	}
	b.WriteString("</body></html>\n")
	return []byte(b.String())
}

// TestLinearInReferences checks that ids, references and usemaps do not
// make linting quadratic: per block, linting a document with 100,000
// blocks must not cost much more than linting one with 100. The cost is
// measured against html.Parse of the same document, which grows the same
// way with size (caches, garbage collection), so only what the rules add
// is compared.
func TestLinearInReferences(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	l := allRules(t)
	ratio := func(n, runs int) float64 {
		src := refPage(n)
		bestLint, bestParse := time.Duration(1<<62), time.Duration(1<<62)
		for range runs {
			start := time.Now()
			if _, err := html.Parse(bytes.NewReader(src)); err != nil {
				t.Fatal(err)
			}
			bestParse = min(bestParse, time.Since(start))
			start = time.Now()
			diags, err := l.Lint("refs.html", src)
			if err != nil {
				t.Fatal(err)
			}
			bestLint = min(bestLint, time.Since(start))
			if len(diags) < n/100 {
				t.Fatalf("%d findings: the page should have duplicate ids and dangling references", len(diags))
			}
		}
		return float64(bestLint) / float64(bestParse)
	}
	small := ratio(100, 20)
	large := ratio(100_000, 1)
	t.Logf("lint/parse: %.2f at 100 blocks, %.2f at 100,000", small, large)
	if large > 4*small {
		t.Errorf("lint/parse is %.2f for 100,000 blocks and %.2f for 100: a rule is superlinear", large, small)
	}
}
