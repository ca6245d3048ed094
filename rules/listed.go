package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// manyListed is how many problems of one kind in one value are reported
// one by one. More are reported once (see listed): a value of 8,000
// dangling ids would otherwise give 8,000 findings, each carrying the
// whole value.
const manyListed = 5

// namedInGroup is how many of a long list of problems the one finding
// that stands for them names.
const namedInGroup = 3

// listed collects the problems of one kind found among the tokens of one
// value, in order. Done reports them one by one when there are at most
// manyListed, and otherwise as one finding spanning them all, which names
// the first few and the count.
type listed struct {
	report func(lint.Finding)
	// group makes the finding that stands for n problems, given the first
	// few distinct tokens quoted and listed ("\"a\", \"b\", \"c\" and 5
	// more"); its span is set by Done.
	group func(n int, names string) lint.Finding
	held  []lint.Finding
	names []string
	n     int
	end   int
}

// newListed returns a listed that reports through report and makes the
// finding of a long list with group.
func newListed(report func(lint.Finding), group func(n int, names string) lint.Finding) *listed {
	return &listed{report: report, group: group}
}

// Add records the problem f of the token name.
func (l *listed) Add(name string, f lint.Finding) {
	l.n++
	l.end = f.End
	if len(l.held) < manyListed {
		l.held = append(l.held, f)
	}
	if len(l.names) < namedInGroup && !slices.Contains(l.names, name) {
		l.names = append(l.names, name)
	}
}

// Done reports what Add recorded.
func (l *listed) Done() {
	if l.n <= manyListed {
		for _, f := range l.held {
			l.report(f)
		}
		return
	}
	q := make([]string, len(l.names))
	for i, s := range l.names {
		q[i] = fmt.Sprintf("%q", s)
	}
	f := l.group(l.n, fmt.Sprintf("%s and %d more", strings.Join(q, ", "), l.n-len(l.names)))
	f.Offset, f.End, f.Whole = l.held[0].Offset, l.end, false
	l.report(f)
}
