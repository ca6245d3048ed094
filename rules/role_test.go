package rules

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// TestRoleARIAVersion checks that the roles the WAI-ARIA 1.3 draft adds
// are reported under the default, 1.2, and accepted under aria: "1.3",
// while 1.2 roles and unknown roles behave the same under both.
func TestRoleARIAVersion(t *testing.T) {
	doc := `<div role="comment"></div><div role="mark"></div><div role="suggestion"></div><div role="image"></div>` +
		`<div role="sectionheader"></div><div role="sectionfooter"></div><div role="note"></div><div role="bogus"></div>`
	for _, tc := range []struct {
		aria string
		want []string // the roles reported, in order
	}{
		{"", []string{"comment", "mark", "suggestion", "image", "sectionheader", "sectionfooter", "bogus"}},
		{"1.2", []string{"comment", "mark", "suggestion", "image", "sectionheader", "sectionfooter", "bogus"}},
		{"1.3", []string{"bogus"}},
	} {
		l, err := lint.New(All(), lint.Options{ARIA: tc.aria})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range lintString(t, l, doc) {
			if d.Rule != "role" {
				continue
			}
			got = append(got, d.Value)
			if d.Value != "bogus" && !strings.Contains(d.Message, `not a WAI-ARIA 1.2 role: it is new in the ARIA 1.3 draft`) {
				t.Errorf("aria %q: message %q does not name the version", tc.aria, d.Message)
			}
		}
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("aria %q: reported %v, want %v", tc.aria, got, tc.want)
		}
	}
	if _, err := lint.New(All(), lint.Options{ARIA: "1.4"}); err == nil || !strings.Contains(err.Error(), `unknown WAI-ARIA version "1.4"`) {
		t.Errorf("aria 1.4: %v", err)
	}
}

func init() {
	fixModels[Role.ID] = fixModel{
		// A role with no token: the element keeps its implicit role, as
		// without role (HTML §3.2.8.1).
		removal: func(_ *html.Node, at html.Attribute) (bool, string) {
			return at.Key == "role" && strings.Trim(at.Val, " \t\n\f\r") == "", "a role with tokens was removed"
		},
	}
}
