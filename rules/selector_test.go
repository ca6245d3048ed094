package rules

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// TestSpecSelectorsCompile: every condition of the spec tables compiles,
// so that no check is silently off.
func TestSpecSelectorsCompile(t *testing.T) {
	n := 0
	for i := range spec.Elements {
		e := &spec.Elements[i]
		for _, c := range e.ARIA.Conditions {
			n++
			if compileSelector(e.Name, c.Selector).bad {
				t.Errorf("%s: ARIA condition %q does not compile", e.Name, c.Selector)
			}
		}
		for _, a := range e.Attrs {
			for _, s := range []string{a.Condition, a.RequiredIf, a.Ineffective} {
				if s == "" {
					continue
				}
				n++
				if compileSelector(e.Name, s).bad {
					t.Errorf("%s@%s: condition %q does not compile", e.Name, a.Name, s)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d conditions found", n)
	}
}

func TestSelectorMatches(t *testing.T) {
	doc := parseFragment(t, `<table><tbody><tr><th id="h">x</th></tr></tbody></table>
<table role="grid"><tr><td id="g">y</td></tr></table>
<script id="s" src="a.js" type="Text/X-JavaScript"></script><script id="d" type="text/plain"></script>
<select id="m" size="1"></select><select id="n" size="3"></select>
<article><header id="inner"></header></article><header id="outer"><nav></nav></header>
<img id="named" title="t"><img id="unnamed">`)
	for _, tc := range []struct {
		el, sel, id string
		want        bool
	}{
		{"th", "table:is(:not([role]), [role=table]) > :is(thead, tfoot, tbody) > tr > th, table:is(:not([role]), [role=table]) > tr > th", "h", true},
		{"td", "table:is([role=grid], [role=treegrid]) > :is(thead, tfoot, tbody) > tr > td, table:is([role=grid], [role=treegrid]) > tr > td", "g", true},
		{"script", ":is(:not([type]), [type=''], [type='text/x-javascript' i])[src]", "s", true},
		{"script", ":is(:not([type]), [type=''], [type='text/x-javascript' i])[src]", "d", false},
		{"select", "[multiple], [size]:not([size=1])", "m", false},
		{"select", "[multiple], [size]:not([size=1])", "n", true},
		{"header", ":has(article, aside, main, nav, section, [role=article])", "inner", true},
		{"header", ":has(article, aside, main, nav, section, [role=article])", "outer", false},
		{"img", ":aria(has name)", "named", true},
		{"img", ":not([alt]):aria(has no name)", "unnamed", true},
		{"img", ":not([alt]):aria(has no name)", "named", false},
	} {
		n := byID(doc, tc.id)
		if n == nil {
			t.Fatalf("no #%s", tc.id)
		}
		c := compileSelector(tc.el, tc.sel)
		if c.bad || c.matches(n) != tc.want {
			t.Errorf("%s %q on #%s: bad %v, match %v, want %v", tc.el, tc.sel, tc.id, c.bad, c.matches(n), tc.want)
		}
	}
}

func parseFragment(t *testing.T, src string) *html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func byID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode {
		if v, ok := lint.GetAttr(n, "id"); ok && v == id {
			return n
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if m := byID(c, id); m != nil {
			return m
		}
	}
	return nil
}
