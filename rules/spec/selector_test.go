package spec

import "testing"

// node is a Subject for tests.
type node struct {
	name   string
	attrs  map[string]string
	parent *node
	// unknown names attributes whose value is template syntax.
	unknown map[string]bool
}

func (n *node) Name() string { return n.name }
func (n *node) Attr(name string) (string, bool, bool) {
	v, ok := n.attrs[name]
	return v, ok, !n.unknown[name]
}
func (n *node) Parent() Subject {
	if n.parent == nil {
		return nil
	}
	return n.parent
}

func TestSelectors(t *testing.T) {
	picture := &node{name: "picture"}
	video := &node{name: "video"}
	a := &node{name: "a", attrs: map[string]string{"href": "x"}}
	span := &node{name: "span", parent: a}
	for _, c := range []struct {
		sel  string
		n    *node
		want Truth
	}{
		{"[type='checkbox' i], [type='radio' i]", &node{name: "input", attrs: map[string]string{"type": "RADIO"}}, True},
		{"[type='checkbox' i], [type='radio' i]", &node{name: "input", attrs: map[string]string{"type": "text"}}, False},
		{"[type='checkbox' i]", &node{name: "input", attrs: map[string]string{"type": "{{ t }}"}, unknown: map[string]bool{"type": true}}, Unknown},
		{":not([type])", &node{name: "input"}, True},
		{":not([type])", &node{name: "input", attrs: map[string]string{"type": ""}}, False},
		{"[alt=\"\"]", &node{name: "img", attrs: map[string]string{"alt": ""}}, True},
		{"[rel~='preload' i]", &node{name: "link", attrs: map[string]string{"rel": "stylesheet PreLoad"}}, True},
		{"[imagesrcset][rel~='preload' i][as='image' i]", &node{name: "link", attrs: map[string]string{"rel": "preload", "as": "image"}}, False},
		{":is(:not([type]), [type=''], [type='module' i])[src]", &node{name: "script", attrs: map[string]string{"type": "module", "src": "a.js"}}, True},
		{":is(:not([type]), [type=''], [type='module' i])[src]", &node{name: "script", attrs: map[string]string{"type": "importmap", "src": "a.js"}}, False},
		{"picture > source", &node{name: "source", parent: picture}, True},
		{"picture > source", &node{name: "source", parent: video}, False},
		{":is(video, audio) > source", &node{name: "source", parent: video}, True},
		{"a[href] img", &node{name: "img", parent: span}, True},
		{"a[href] img", &node{name: "img"}, False},
		{":not([alt]):aria(has no name)", &node{name: "img"}, True},
		{":not([alt]):aria(has no name)", &node{name: "img", attrs: map[string]string{"title": "t"}}, False},
		{":not([alt]):aria(has no name)", &node{name: "img", attrs: map[string]string{"aria-label": " "}}, True},
		{":not([alt]):aria(has no name)", &node{name: "img", attrs: map[string]string{"alt": "x"}}, False},
		{":aria(has name)", &node{name: "img", attrs: map[string]string{"aria-labelledby": "l"}}, True},
		{":aria(has name)", &node{name: "img", attrs: map[string]string{"title": "{{ t }}"}, unknown: map[string]bool{"title": true}}, Unknown},
		{":has(figcaption)", &node{name: "figure"}, Unknown},
	} {
		if got := MatchCondition(c.sel, c.n); got != c.want {
			t.Errorf("MatchCondition(%q, %s) = %v, want %v", c.sel, c.n.name, got, c.want)
		}
	}
	if got := MatchCondition("details > summary:not(summary ~ summary)", &node{name: "summary", parent: &node{name: "details"}}); got != Unknown {
		t.Errorf("a sibling combinator matched %v, want Unknown", got)
	}
	for _, bad := range []string{"[", "[a=", "a >", ":not(", "[a|='x']", "a ! b", ":"} {
		if _, err := CompileSelector(bad); err == nil {
			t.Errorf("CompileSelector(%q) compiled", bad)
		}
	}
}

// TestTableSelectorsCompile checks every condition of the tables.
func TestTableSelectorsCompile(t *testing.T) {
	check := func(where, sel string) {
		if sel == "" {
			return
		}
		if _, err := CompileSelector(sel); err != nil {
			t.Errorf("%s: %v", where, err)
		}
	}
	checkAttrs := func(where string, attrs []Attribute) {
		for _, a := range attrs {
			check(where+"@"+a.Name, a.Condition)
			check(where+"@"+a.Name+" required", a.RequiredIf)
			check(where+"@"+a.Name+" ineffective", a.Ineffective)
		}
	}
	for i := range Elements {
		e := &Elements[i]
		checkAttrs(e.Name, e.Attrs)
		for _, c := range e.ARIA.Conditions {
			check(e.Name+" aria", c.Selector)
		}
	}
	for i := 0; i < numGlobalSets; i++ {
		checkAttrs("set", SetAttrs(1<<i))
	}
}

func TestBlame(t *testing.T) {
	link := &node{name: "link", attrs: map[string]string{"rel": "preload", "as": "script"}}
	for _, c := range []struct {
		sel  string
		n    *node
		want string
	}{
		{"[rel~='icon' i], [rel~='apple-touch-icon' i]", link, "rel"},
		{"[rel~='preload' i][as='image' i]", link, "as"},
		{"[rel~='stylesheet' i][as='image' i]", link, "rel"},
		{":is(:not([type]), [type=''], [type='module' i])", &node{name: "script", attrs: map[string]string{"type": "x"}}, "type"},
		{"[type='a' i], [src]", &node{name: "x"}, ""},
		{"picture > source", &node{name: "source"}, ""},
	} {
		sel, err := CompileSelector(c.sel)
		if err != nil {
			t.Fatal(err)
		}
		if got := sel.Blame(c.n); got != c.want {
			t.Errorf("Blame(%q) = %q, want %q", c.sel, got, c.want)
		}
	}
}
