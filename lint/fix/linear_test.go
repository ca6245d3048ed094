package fix

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

// TestFixesMatchesPairwise checks Fixes' sweep against its definition:
// in order of first edit, a fix is kept when none of its edits overlaps
// another of its own or one of a fix kept before.
func TestFixesMatchesPairwise(t *testing.T) {
	pairwise := func(diags []lint.Diagnostic) []*lint.Fix {
		var all []*lint.Fix
		for i := range diags {
			if f := diags[i].Fix; f != nil && len(f.Edits) > 0 {
				all = append(all, f)
			}
		}
		slices.SortStableFunc(all, func(a, b *lint.Fix) int {
			x, y := first(a), first(b)
			if x.Start != y.Start {
				return x.Start - y.Start
			}
			return x.End - y.End
		})
		var kept []*lint.Fix
		var taken []lint.Edit
		for _, f := range all {
			ok := true
			for i, e := range f.Edits {
				for _, o := range append(slices.Clone(taken), f.Edits[i+1:]...) {
					ok = ok && !overlaps(e, o)
				}
			}
			if ok {
				kept = append(kept, f)
				taken = append(taken, f.Edits...)
			}
		}
		return kept
	}
	r := rand.New(rand.NewPCG(9, 10))
	for range 2000 {
		var diags []lint.Diagnostic
		for range r.IntN(12) {
			var edits []lint.Edit
			for range 1 + r.IntN(3)*r.IntN(2) {
				s := r.IntN(30)
				edits = append(edits, lint.Edit{Start: s, End: s + r.IntN(4)*r.IntN(2)})
			}
			diags = append(diags, fixOf(edits...))
		}
		if got, want := Fixes(diags), pairwise(diags); !slices.Equal(got, want) {
			t.Fatalf("%v: kept %v, want %v", diags, got, want)
		}
	}
}

// TestFixesScaleLinearly: choosing the fixes to apply costs about ten
// times as much for ten times the fixes (each used to be compared with
// every edit taken before it: 40,000 fixes took 5 s).
func TestFixesScaleLinearly(t *testing.T) {
	linttest.ScalesLinearly(t, 20_000, func(n int) func() {
		diags := make([]lint.Diagnostic, 0, 2*n)
		for i := range n {
			// One fix an attribute, and one that overlaps it.
			diags = append(diags, fixOf(lint.Edit{Start: 20 * i, End: 20*i + 10}), fixOf(lint.Edit{Start: 20*i + 5, End: 20*i + 6}))
		}
		return func() {
			if kept := Fixes(diags); len(kept) != n {
				t.Fatalf("%d of %d fixes kept", len(kept), n)
			}
		}
	})
}
