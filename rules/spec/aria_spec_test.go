package spec

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// specText is a file of testdata/wai-aria: what a WAI-ARIA text says of
// each role and which states and properties are global, read out of the
// specification's source by internal/ariaspec (see testdata/wai-aria/SOURCE).
type specText struct {
	Roles []struct {
		Name                   string   `json:"name"`
		Synonym                string   `json:"synonym"`
		Abstract               bool     `json:"abstract"`
		SuperClass             []string `json:"superClass"`
		Context                []string `json:"context"`
		Owned                  []string `json:"owned"`
		Required               []string `json:"required"`
		Supported              []string `json:"supported"`
		Prohibited             []string `json:"prohibited"`
		NameFrom               []string `json:"nameFrom"`
		NameRequired           bool     `json:"nameRequired"`
		ChildrenPresentational bool     `json:"childrenPresentational"`
	} `json:"roles"`
	Properties []struct {
		Name   string `json:"name"`
		Global bool   `json:"global"`
	} `json:"properties"`
}

// ifFocusable is the condition the texts put on some of separator's
// states ("aria-valuenow (if focusable)").
const ifFocusable = " (if focusable)"

// annotation is the condition a superclass may carry ("widget (if
// focusable)").
var annotation = regexp.MustCompile(` \(.*\)$`)

// relation reads an entry of "Required Owned Elements" or "Required
// Context Role" in the tables' notation, "A > B" (B within A): 1.2 writes
// "rowgroup → row", the 1.3 draft "rowgroup with accessibility child row"
// and, for a context, "group with accessibility parent menu".
func relation(s string) string {
	if a, b, ok := strings.Cut(s, " → "); ok {
		return a + " > " + b
	}
	if a, b, ok := strings.Cut(s, " with accessibility child "); ok {
		return a + " > " + b
	}
	for _, sep := range []string{" with accessibility parent ", " with parent "} {
		if a, b, ok := strings.Cut(s, sep); ok {
			return b + " > " + a
		}
	}
	return s
}

// TestRolesAgainstText holds the row of every WAI-ARIA role, in 1.2 and
// in the 1.3 draft, to the specification's text: superclasses, required
// context roles, required owned elements, required, supported (inherited
// ones included, global ones not) and prohibited states and properties,
// name from, name required, children presentational; and which states
// and properties are global. A difference is a row of the source that the
// text contradicts: correct it in data/corrections/aria.json.
func TestRolesAgainstText(t *testing.T) {
	for _, version := range []string{"1.2", "1.3"} {
		b, err := os.ReadFile(filepath.Join("testdata", "wai-aria", "roles-"+version+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var text specText
		if err := json.Unmarshal(b, &text); err != nil {
			t.Fatal(err)
		}
		globals := map[string]bool{}
		for _, p := range text.Properties {
			globals[p.Name] = p.Global
			if got := LookupARIAProperty(p.Name); got == nil || got.Global != p.Global {
				t.Errorf("%s %s: %+v, the text says global %v", version, p.Name, got, p.Global)
			}
		}
		byName := map[string]int{}
		for i, r := range text.Roles {
			byName[r.Name] = i
		}
		// inherited returns the role's own entries of field and those of
		// its superclasses (WAI-ARIA 1.2 §5.2.2 and §5.2.4).
		var inherited func(name string, field func(i int) []string, seen map[string]bool) []string
		inherited = func(name string, field func(i int) []string, seen map[string]bool) []string {
			i, ok := byName[name]
			if !ok || seen[name] {
				return nil
			}
			seen[name] = true
			out := slices.Clone(field(i))
			for _, sup := range text.Roles[i].SuperClass {
				out = append(out, inherited(annotation.ReplaceAllString(sup, ""), field, seen)...)
			}
			return out
		}
		for _, want := range text.Roles {
			name := want.Name
			if want.Synonym != "" {
				// A synonym has no table: it is its synonym's row.
				name = want.Synonym
				want = text.Roles[byName[want.Synonym]]
			}
			got := RoleIn(version, want.Name)
			if got == nil || got.Module != "aria" || got.Since == "1.3" && version == "1.2" {
				t.Errorf("%s: WAI-ARIA %s has role %s; the tables: %+v", version, want.Name, name, got)
				continue
			}
			var required, requiredFocusable, supported []string
			for _, p := range inherited(name, func(i int) []string { return text.Roles[i].Required }, map[string]bool{}) {
				if c, ok := strings.CutSuffix(p, ifFocusable); ok {
					requiredFocusable = append(requiredFocusable, c)
				} else {
					required = append(required, p)
				}
			}
			for _, p := range inherited(name, func(i int) []string { return text.Roles[i].Supported }, map[string]bool{}) {
				p = strings.TrimSuffix(p, ifFocusable)
				if !globals[p] && !slices.Contains(required, p) {
					supported = append(supported, p)
				}
			}
			var superClass []string
			for _, s := range want.SuperClass {
				superClass = append(superClass, annotation.ReplaceAllString(s, ""))
			}
			for _, c := range []struct {
				field     string
				got, want []string
			}{
				{"SuperClass", got.SuperClass, superClass},
				{"Required", got.Required, required},
				{"RequiredFocusable", got.RequiredFocusable, requiredFocusable},
				{"Props", got.Props, supported},
				{"Prohibited", got.Prohibited, want.Prohibited},
				{"Context", got.Context, mapped(want.Context, relation)},
				{"Owned", got.Owned, mapped(want.Owned, relation)},
				{"NameFrom", got.NameFrom, want.NameFrom},
			} {
				if !sameSet(c.got, c.want) {
					t.Errorf("%s %s: %s is %q, the text says %q", version, want.Name, c.field, c.got, c.want)
				}
			}
			if got.Abstract != want.Abstract || got.NameRequired != want.NameRequired || got.ChildrenPresentational != want.ChildrenPresentational {
				t.Errorf("%s %s: abstract, name required, children presentational are %v %v %v; the text says %v %v %v", version, want.Name,
					got.Abstract, got.NameRequired, got.ChildrenPresentational, want.Abstract, want.NameRequired, want.ChildrenPresentational)
			}
		}
		for _, r := range Roles {
			if _, ok := byName[r.Name]; r.Module == "aria" && !ok && (version == "1.3" || r.Since == "") {
				t.Errorf("%s: the tables have role %s, which the text does not define", version, r.Name)
			}
		}
	}
}

func mapped(list []string, f func(string) string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = f(s)
	}
	return out
}

// sameSet reports whether a and b hold the same strings, in any order and
// with repeats ignored.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}
