package rules

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

// contextFindings lints doc with aria-context alone and returns its
// findings as "line: message".
func contextFindings(t *testing.T, opts lint.Options, doc string) []string {
	t.Helper()
	l, err := lint.New([]*lint.Rule{AriaContext}, opts)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range lintString(t, l, doc) {
		out = append(out, d.Message)
	}
	return out
}

// TestAriaContextVersions checks the differences between WAI-ARIA 1.2 and
// the 1.3 draft: 1.2's context is any element around ("contained in"),
// 1.3's the accessibility parent; 1.3's tree owns only treeitems, whose
// groups hold the nested ones; 1.3's menuitem may be in a group within a
// menu, not in a lone group.
func TestAriaContextVersions(t *testing.T) {
	page := "<!DOCTYPE html><html lang=en><title>t</title>"
	for _, c := range []struct {
		name, doc string
		v12, v13  string // the finding expected, "" for none
	}{
		{"listitem in a region in a list",
			`<div role="list"><section aria-label="s"><div role="listitem">x</div></section></div>`,
			"", `role "listitem" must be inside an element with role "directory" or "list"; its accessibility parent is <section> (role "region")`},
		{"group directly in a tree",
			`<div role="tree" aria-label="t"><div role="group"><div role="treeitem" aria-selected="false">x</div></div></div>`,
			"", `role "group" is not allowed in <div> (role "tree"), which owns only "treeitem"` + "\n" +
				`role "treeitem" must be inside an element with role "tree", or a "group" within a "treeitem"; its accessibility parent is <div> (role "group")`},
		{"menuitem in a group in a menu",
			`<div role="menu" aria-label="m"><div role="group"><div role="menuitem">x</div></div></div>`, "", ""},
		{"menuitem in a lone group",
			`<div role="group"><div role="menuitem">x</div></div>`, "",
			`role "menuitem" must be inside an element with role "menu" or "menubar", or a "group" within a "menu" or a "group" within a "menubar"; its accessibility parent is <div> (role "group")`},
		{"separator in a menu",
			`<div role="menu" aria-label="m"><div role="menuitem">a</div><div role="separator"></div></div>`, "", ""},
		{"heading in a radiogroup",
			`<div role="radiogroup" aria-label="r"><div role="heading" aria-level="3">h</div><div role="radio" aria-checked="false">a</div></div>`, "", ""},
	} {
		for _, v := range []struct{ aria, want string }{{"1.2", c.v12}, {"1.3", c.v13}} {
			got := strings.Join(contextFindings(t, lint.Options{ARIA: v.aria}, page+c.doc), "\n")
			if got != v.want {
				t.Errorf("%s, aria %s:\ngot  %q\nwant %q", c.name, v.aria, got, v.want)
			}
		}
	}
}

// TestAriaContextUnknown checks that nothing is said where the structure
// cannot be known: at the top of a fragment, under a framework-bound role,
// in a document whose aria-owns a template writes, and in a fragment
// under 1.2, where any element around the fragment may be the context.
func TestAriaContextUnknown(t *testing.T) {
	for _, c := range []struct{ name, doc string }{
		{"fragment top", `<li role="tab" aria-selected="true">x</li>`},
		{"fragment, 1.2 context outside", `<nav><a href="/" role="menuitem">x</a></nav>`},
		{"bound role", `<!DOCTYPE html><html lang=en><title>t</title><div :role="r"><span role="tab" aria-selected="true">x</span></div>`},
		{"templated aria-owns", `<!DOCTYPE html><html lang=en><title>t</title><div role="listbox" aria-label="l" aria-owns="{{ .IDs }}"></div><div id="b" role="button" tabindex="0">b</div><div role="option" aria-selected="false">o</div>`},
	} {
		if got := contextFindings(t, lint.Options{}, c.doc); len(got) > 0 {
			t.Errorf("%s: %q", c.name, got)
		}
	}
	// Under 1.3 the accessibility parent inside a fragment is known.
	got := contextFindings(t, lint.Options{ARIA: "1.3"}, `<nav><a href="/" role="menuitem">x</a></nav>`)
	if len(got) != 1 || !strings.Contains(got[0], `its accessibility parent is <nav> (role "navigation")`) {
		t.Errorf("fragment under 1.3: %q", got)
	}
}

// TestAriaContextLinear checks that the walk is linear in the document,
// for many children with roles under deep nesting of elements with no
// role, many deep chains of containers, and many aria-owns (the parser
// keeps nesting under 512 elements): per element, linting ten times the
// input must not cost much more. The cost is measured against html.Parse
// of the same document, which grows the same way with size (caches,
// garbage collection), so only what the rule adds is compared; quadratic
// work would show as about ten times the ratio.
func TestAriaContextLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing test")
	}
	l, err := lint.New([]*lint.Rule{AriaContext}, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	shapes := map[string]func(n int) string{
		"deep generic": func(n int) string {
			return `<div role="list">` + strings.Repeat("<div>", 400) + strings.Repeat(`<span role="listitem">x</span>`, n) + strings.Repeat("</div>", 400) + "</div>"
		},
		"deep containers": func(n int) string {
			chain := strings.Repeat(`<div role="list"><div role="listitem">`, 100) + strings.Repeat("</div></div>", 100)
			return strings.Repeat(chain, n/100)
		},
		"aria-owns": func(n int) string {
			var b strings.Builder
			b.WriteString(`<div role="listbox" aria-label="l" aria-owns="`)
			for i := range n {
				b.WriteString(" o" + itoa(i))
			}
			b.WriteString(`"></div>`)
			for i := range n {
				b.WriteString(`<div role="option" aria-selected="false" id="o` + itoa(i) + `">x</div>`)
			}
			return b.String()
		},
	}
	ratio := func(doc string, runs int) float64 {
		return linttest.LintParseRatio(t, l, []byte("<!DOCTYPE html><html lang=en><title>t</title>"+doc), runs, nil)
	}
	for name, gen := range shapes {
		small, large := ratio(gen(1000), 10), ratio(gen(10000), 3)
		t.Logf("%s: lint/parse %.2f at n=1000, %.2f at 10n", name, small, large)
		if large > 4*small {
			t.Errorf("%s: lint/parse is %.2f at 10n and %.2f at n: the rule is superlinear", name, large, small)
		}
	}
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
