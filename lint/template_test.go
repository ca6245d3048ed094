package lint_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/presets"
	"golang.org/x/net/html"
)

// docRule reports, from a Document rule, every data-d value that is not
// a template action by the Linter's settings.
var docRule = &lint.Rule{
	ID: "doc", Severity: lint.Error,
	Document: func(d *lint.Doc) {
		for _, n := range d.Elements {
			if v, ok := lint.GetAttr(n, "d"); ok && !d.Templated(v) {
				d.Report(n, "d", lint.Finding{Whole: true, Message: "judged"})
			}
		}
	},
}

func TestTemplateSyntaxes(t *testing.T) {
	src := `<p n="{{ .N }}" d="{{ .N }}"></p>
<p n="{% n %}" d="{% n %}"></p>
<p n="{# c #}" d="{# c #}"></p>
<p n="<%= n %>" d="<%= n %>"></p>
<p n="<?= $n ?>" d="<?= $n ?>"></p>
<p n="${n}" d="${n}"></p>
<p n="@{/a}" d="@{/a}"></p>
<p n="a {n} b" d="a {n} b"></p>
<p n={n} d={n}></p>
<p n="@n" d="@n"></p>`
	lines := func(templates []string) string {
		l, err := lint.New([]*lint.Rule{digitRule, docRule}, lint.Options{Templates: templates})
		if err != nil {
			t.Fatal(err)
		}
		d, err := l.Lint("t.html", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, x := range d {
			out = append(out, fmt.Sprintf("%s@%d", x.Rule, x.Line))
		}
		return strings.Join(out, " ")
	}
	all := func(except ...int) string {
		var out []string
		for i := 1; i <= 10; i++ {
			if !slices.Contains(except, i) {
				out = append(out, fmt.Sprintf("digits@%d doc@%d", i, i))
			}
		}
		return strings.Join(out, " ")
	}
	for _, tt := range []struct {
		templates []string
		want      string
	}{
		{nil, ""}, // the default: every family
		{[]string{"auto"}, ""},
		{[]string{"go"}, all(1, 2, 3)},
		{[]string{"curly", "PHP"}, all(1, 2, 3, 5)},
		{[]string{"erb"}, all(4)},
		{[]string{"el"}, all(6)},
		{[]string{"jsp"}, all(4, 6)}, // scriptlets and EL
		{[]string{"thymeleaf"}, all(6, 7)},
		// Svelte braces anywhere, so {n} as a whole value too.
		{[]string{"svelte"}, all(1, 2, 3, 6, 7, 8, 9)},
		{[]string{"astro"}, all(1, 2, 3, 9)}, // a value starting with {
		{[]string{"razor"}, all(7, 10)},
		{[]string{}, all()},
		{[]string{"none"}, all()},
	} {
		if got := lines(tt.templates); got != tt.want {
			t.Errorf("Templates %q:\n got  %s\n want %s", tt.templates, got, tt.want)
		}
	}
	if _, err := lint.New(nil, lint.Options{Templates: []string{"jinja2"}}); err == nil || !strings.Contains(err.Error(), `unknown template syntax "jinja2" (did you mean "jinja"?)`) {
		t.Errorf("unknown syntax: got %v", err)
	}
}

// TestTemplateFamilyExamples checks that each family's documented example
// is recognised by that family's name and by every alias, and not when
// no syntax is recognised.
func TestTemplateFamilyExamples(t *testing.T) {
	for _, f := range presets.Families {
		tok := html.NewTokenizer(strings.NewReader(f.Example))
		tok.Next()
		var vals []string
		for {
			_, v, more := tok.TagAttr()
			vals = append(vals, string(v))
			if !more {
				break
			}
		}
		for _, name := range append([]string{f.Name}, f.Aliases...) {
			l, err := lint.New([]*lint.Rule{docRule}, lint.Options{Templates: []string{name}})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range vals {
				src := fmt.Sprintf("<p d=%q></p>", v)
				if d, _ := l.Lint("t.html", []byte(src)); len(d) != 0 {
					t.Errorf("family %s as %q: %s is judged: %v", f.Name, name, src, d)
				}
			}
		}
		l, _ := lint.New([]*lint.Rule{docRule}, lint.Options{Templates: []string{"none"}})
		if d, _ := l.Lint("t.html", []byte(fmt.Sprintf("<p d=%q></p>", vals[len(vals)-1]))); len(d) == 0 {
			t.Errorf("family %s: %q is not judged with no template syntax", f.Name, vals[len(vals)-1])
		}
	}
}

// TestTemplatedValues pins the edges of each family's test.
func TestTemplatedValues(t *testing.T) {
	for v, want := range map[string]bool{
		"":                        false,
		"plain text":              false,
		"mailto:me@example.com":   false, // Razor reads an @ after a letter as text
		"@@handle":                false, // an escaped @
		"@Model.Name":             true,
		"x @(a + b)":              true,
		"{done":                   true, // an unquoted {a ? b : c} split by spaces
		"  {done}":                true,
		"a{b":                     false,
		"a{b}":                    true, // Svelte
		"[[${x}]]":                true,
		"#{bean.x}":               true,
		"*{name}":                 true,
		"~{frag}":                 true,
		"[(${x})]":                true,
		"<%= x %>":                true,
		"<?php echo 1 ?>":         true,
		"{# c #}":                 true,
		"[1, 2]":                  false,
		"https://[::1]:8080/path": false,
		"#fff":                    false,
		"http://a:@host/":         false, // the @ ends a URL's userinfo
		"ftp://foo:💩@host":        false,
		"https://@Model.Host/":    true, // nothing before the @: Razor
		"/u/@Model.Id":            true,
		"http://h/@Model.Id":      true, // past the authority
		// A special scheme without its "//" still has an authority, so
		// its @ ends the userinfo; mailto has none, and Razor follows it.
		"http:@www.example.com":  false,
		"http:/@www.example.com": false,
		"HTTP::@c:29":            false,
		"http:/a/@Model.Id":      true, // past the authority
		"mailto:@Model.Email":    true,
	} {
		if got := lint.Templated(v); got != want {
			t.Errorf("Templated(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestTemplateActionsBetweenAttributes(t *testing.T) {
	dup := &lint.Rule{ID: "no-duplicate-attribute", Severity: lint.Error, Document: func(d *lint.Doc) {
		for _, r := range d.Repeats() {
			d.ReportRepeat(r, lint.Finding{AnyExpansion: true, Message: "repeated"})
		}
	}}
	// The tokenizer reads the actions as attribute names; their repeats
	// are not duplicates, and the real attributes keep their positions.
	src := "<input {{ if .A }}checked{{ end }} {{ if .B }}required{{ end }} n=\"1x\">\n" +
		"<a href=\"{{ \"x\" | relURL }}\" title=\"{{ \"y\" }}\" n=\"2y\"></a>\n" +
		"<p n=\"3\" n=\"4\"></p>"
	var got []string
	for _, d := range lintOne(t, src, digitRule, dup) {
		got = append(got, fmt.Sprintf("%s %d:%d", d.Rule, d.Line, d.Column))
	}
	want := []string{"digits 1:69", "digits 2:52", "no-duplicate-attribute 3:10"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("got %q, want %q", got, want)
	}
	// With no template syntax recognised, the repeats are duplicates.
	l, err := lint.New([]*lint.Rule{dup}, lint.Options{Templates: []string{}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := l.Lint("t.html", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(d) < 3 {
		t.Errorf("Templates []: got %d duplicates, want the template words reported too", len(d))
	}
}
