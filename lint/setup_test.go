package lint

import (
	"errors"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint/baseline"
)

// TestRuleSetup: Setup runs once per Linter for an enabled rule, its
// result reaches every Check as Attr.State, an error fails New, and a
// disabled rule's Setup does not run.
func TestRuleSetup(t *testing.T) {
	calls := 0
	var seen []any
	r := &Rule{ID: "r", Severity: Warning, Targets: On("title", "*"),
		Setup: func(o Options) (any, error) {
			calls++
			if o.Browsers.Baseline == "2016" {
				return nil, errors.New("not that year")
			}
			return o.Browsers.Baseline, nil
		},
		Check: func(a *Attr) { seen = append(seen, a.State()) }}
	l, err := New([]*Rule{r}, Options{Browsers: baseline.Target{Baseline: "newly"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Lint("a.html", []byte(`<p title="a">x</p><p title="b">y</p>`)); err != nil {
		t.Fatal(err)
	}
	if calls != 1 || len(seen) != 2 || seen[0] != "newly" || seen[1] != "newly" {
		t.Errorf("Setup ran %d times; Check saw %v", calls, seen)
	}
	if _, err := New([]*Rule{r}, Options{Browsers: baseline.Target{Baseline: "2016"}}); err == nil || !strings.Contains(err.Error(), "r: not that year") {
		t.Errorf("a Setup error: %v", err)
	}
	calls = 0
	if _, err := New([]*Rule{r}, Options{Severity: map[string]Severity{"r": Off}}); err != nil || calls != 0 {
		t.Errorf("disabled: Setup ran %d times, %v", calls, err)
	}
}
