package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// firstCoexisting returns the first element of same, before n, that can be
// rendered in one page with n (see Doc.Coexist), or nil. Only the first
// maxExclusive elements that cannot coexist with n are passed over: an id
// repeated in thousands of arms of one conditional would otherwise cost
// time quadratic in the arms. Past them, n is not reported (silence
// rather than a guess).
func firstCoexisting(d *lint.Doc, same []*html.Node, n *html.Node) *html.Node {
	skipped := 0
	for _, m := range same {
		if m == n {
			return nil
		}
		if d.Coexist(m, n) {
			return m
		}
		if skipped++; skipped == maxExclusive {
			return nil
		}
	}
	return nil
}

// maxExclusive bounds the elements firstCoexisting passes over.
const maxExclusive = 256

// reportLaterOnes reports every element of group after the first that can
// be rendered with an earlier one (see Doc.Coexist), on attribute attr,
// pointing at that earlier one.
func reportLaterOnes(d *lint.Doc, group []*html.Node, attr string, f func(first *html.Node) lint.Finding) {
	for i, n := range group {
		if i == 0 {
			continue
		}
		first := firstCoexisting(d, group[:i+1], n)
		if first == nil {
			continue
		}
		finding := f(first)
		if line, col := d.Position(first, attr); line > 0 {
			finding.Message += fmt.Sprintf(" (the first at %d:%d)", line, col)
		}
		finding.Whole = true
		finding.Related = append(finding.Related, lint.Related{Node: first, Attr: attr, Message: "the first one"})
		d.Report(n, attr, finding)
	}
}
