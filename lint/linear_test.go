package lint_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint/linttest"
	"golang.org/x/net/html"
)

// TestLinearInReferences checks that ids, references and usemaps do not
// make the engine quadratic (with the fake rules, whose fake-id and
// fake-ref resolve them through Doc.ByID and Doc.Coexist; rules'
// TestLinearInReferences checks the real rules): per block, linting a document with 100,000
// blocks must not cost much more than linting one with 100. The cost is
// measured against html.Parse of the same document, which grows the same
// way with size (caches, garbage collection), so only what the rules add
// is compared.
func TestLinearInReferences(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	l := fakeRules(t)
	ratio := func(n, runs int) float64 {
		src := linttest.RefPage(n)
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
