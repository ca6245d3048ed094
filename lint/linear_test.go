package lint_test

import (
	"testing"

	"github.com/attrlint/attrlint/lint/linttest"
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
	linttest.LinearInReferences(t, fakeRules(t))
}
