package lint_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
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
<p n="<?= $n ?>" d="<?= $n ?>"></p>`
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
	for _, tt := range []struct {
		templates []string
		want      string
	}{
		{nil, ""}, // the default: every syntax
		{[]string{"go"}, "digits@2 doc@2 digits@3 doc@3 digits@4 doc@4 digits@5 doc@5"},
		{[]string{"jinja", "PHP"}, "digits@4 doc@4"},
		{[]string{"liquid"}, "digits@3 doc@3 digits@4 doc@4 digits@5 doc@5"},
		{[]string{"erb"}, "digits@1 doc@1 digits@2 doc@2 digits@3 doc@3 digits@5 doc@5"},
		{[]string{}, "digits@1 doc@1 digits@2 doc@2 digits@3 doc@3 digits@4 doc@4 digits@5 doc@5"},
	} {
		if got := lines(tt.templates); got != tt.want {
			t.Errorf("Templates %q:\n got  %s\n want %s", tt.templates, got, tt.want)
		}
	}
	if _, err := lint.New(nil, lint.Options{Templates: []string{"jinja2"}}); err == nil || !strings.Contains(err.Error(), `unknown template syntax "jinja2"`) {
		t.Errorf("unknown syntax: got %v", err)
	}
}

func TestTemplateActionsBetweenAttributes(t *testing.T) {
	dup := &lint.Rule{ID: lint.DuplicateAttributeRule, Severity: lint.Error}
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
