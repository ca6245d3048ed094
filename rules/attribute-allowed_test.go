package rules

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestAllowedHonoursFrameworkOptions checks that attribute-allowed leaves
// framework names to the configuration: reported with no preset, left
// alone with the preset, and extra names allowed per element.
func TestAllowedHonoursFrameworkOptions(t *testing.T) {
	const doc = `<div :class="c" v-if="ok" focusable="false" data-x="1"></div><svg unselectable="on"></svg>`
	run := func(opts lint.Options) []string {
		t.Helper()
		l, err := lint.New([]*lint.Rule{AttributeAllowed}, opts)
		if err != nil {
			t.Fatal(err)
		}
		ds, err := l.Lint("t.html", []byte(doc))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range ds {
			got = append(got, d.Element+"@"+d.Attribute)
		}
		return got
	}
	for _, c := range []struct {
		opts lint.Options
		want string
	}{
		{lint.Options{}, "div@focusable svg@unselectable"},
		{lint.Options{Frameworks: []string{"none"}}, "div@:class div@v-if div@focusable svg@unselectable"},
		{lint.Options{Frameworks: []string{"vue"}, AllowAttributes: map[string][]string{"svg": {"unselectable"}}}, "div@focusable"},
		{lint.Options{IgnoreAttributePrefixes: []string{"focus", "unsel"}}, ""},
	} {
		if got := strings.Join(run(c.opts), " "); got != c.want {
			t.Errorf("%+v: reported %q, want %q", c.opts, got, c.want)
		}
	}
}
