package rules

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestARIAStatesByVersion checks that aria-required and aria-attribute read
// the role rows of the version checked: WAI-ARIA 1.2 requires aria-selected
// on option and treeitem and aria-controls on combobox and lets listbox
// take aria-expanded; the 1.3 draft does none of these.
func TestARIAStatesByVersion(t *testing.T) {
	doc := `<div role="listbox" aria-label="L" aria-expanded="false"><div role="option">a</div></div>` +
		`<div role="tree" aria-label="T"><div role="treeitem">b</div></div>` +
		`<div role="combobox" tabindex="0" aria-expanded="false" aria-label="C"></div>` +
		`<div role="checkbox" tabindex="0">c</div>`
	for _, tc := range []struct {
		aria string
		want []string // rule: role or attribute, in order
	}{
		{"1.2", []string{"aria-required:option", "aria-required:treeitem", "aria-required:combobox", "aria-required:checkbox"}},
		{"1.3", []string{"aria-attribute:aria-expanded", "aria-required:checkbox"}},
	} {
		l, err := lint.New(All(), lint.Options{ARIA: tc.aria})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range lintString(t, l, doc) {
			switch d.Rule {
			case AriaRequired.ID:
				got = append(got, d.Rule+":"+d.Value)
			case AriaAttribute.ID:
				got = append(got, d.Rule+":"+d.Attribute)
			}
		}
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("aria %q: got %v, want %v", tc.aria, got, tc.want)
		}
	}
}
