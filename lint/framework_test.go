package lint_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestFrameworkAttributes: the presets recognise their frameworks' names
// (each preset's own example included), auto means all, none means none,
// and the configuration's prefixes and per-element names add to them.
func TestFrameworkAttributes(t *testing.T) {
	var got []string
	probe := &lint.Rule{ID: "probe", Summary: "reports attributes no framework owns", Elements: []string{"*"},
		Element: func(e *lint.Element) {
			for _, a := range e.Node.Attr {
				if !e.Framework(a.Key) {
					got = append(got, a.Key)
				}
			}
		}}
	run := func(opts lint.Options, src string) []string {
		t.Helper()
		l, err := lint.New([]*lint.Rule{probe}, opts)
		if err != nil {
			t.Fatal(err)
		}
		got = nil
		if _, err := l.Lint("t.html", []byte(src)); err != nil {
			t.Fatal(err)
		}
		return got
	}
	for _, f := range lint.Frameworks() {
		if left := run(lint.Options{Frameworks: []string{f.Name}}, f.Example); len(left) > 0 {
			t.Errorf("%s's example %s: %q not recognised", f.Name, f.Example, left)
		}
	}
	src := `<div v-if="a" :class="b" @click="c" x-data="d" hx-get="/e" [value]="f" (input)="g" *ngIf="h" bind:value="i" on:click="j" client:load .prop="k" class="real" title="t" clas="typo">`
	if left := run(lint.Options{}, src); !slices.Equal(left, []string{"class", "title", "clas"}) {
		t.Errorf("auto: left %q", left)
	}
	if left := run(lint.Options{Frameworks: []string{"none"}}, src); len(left) != 15 {
		t.Errorf("none: left %d names, want all 15: %q", len(left), left)
	}
	if left := run(lint.Options{Frameworks: []string{"vue"}}, src); slices.Contains(left, "v-if") || !slices.Contains(left, "x-data") {
		t.Errorf("vue: left %q", left)
	}
	opts := lint.Options{Frameworks: []string{"none"}, IgnoreAttributePrefixes: []string{"my-"},
		AllowAttributes: map[string][]string{"div": {"Clas"}, "*": {"legacy"}}}
	if left := run(opts, `<div my-thing clas legacy other></div><p clas legacy></p>`); !slices.Equal(left, []string{"other", "clas"}) {
		t.Errorf("configured: left %q", left)
	}
	if _, err := lint.New(nil, lint.Options{Frameworks: []string{"veu"}}); err == nil || !strings.Contains(err.Error(), `did you mean "vue"`) {
		t.Errorf("unknown preset: %v", err)
	}
}
