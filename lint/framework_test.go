package lint_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/presets"
)

// TestFrameworkAttributes: the presets recognise their frameworks' names
// (each preset's own example included), auto means all, none means none,
// and the configuration's prefixes and per-element names add to them.
func TestFrameworkAttributes(t *testing.T) {
	run := func(opts lint.Options, src string) []string {
		t.Helper()
		return probeNames(t, opts, src, func(e *lint.Element, name string) bool { return !e.Framework(name) })
	}
	for _, f := range presets.Frameworks {
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

// TestBound: each preset's bindings supply the attributes they name, and
// only those; an object binding supplies any; presets not chosen bind
// nothing.
func TestBound(t *testing.T) {
	names := []string{"src", "alt", "title", "lang", "href"}
	var got []string
	probe := &lint.Rule{ID: "probe", Summary: "lists the attributes bindings supply", Elements: []string{"*"},
		Element: func(e *lint.Element) {
			if e.Name != "img" && e.Name != "a" {
				return
			}
			var b []string
			for _, n := range names {
				if e.Bound(e.Node, n) {
					b = append(b, n)
				}
			}
			got = append(got, strings.Join(b, " "))
		}}
	for _, c := range []struct {
		frameworks []string
		src, want  string
	}{
		{nil, `<img :src="u" :alt.prop="a">`, "src alt"},
		{nil, `<img v-bind:src="u" x-bind:title="t">`, "src title"},
		{nil, `<img v-bind="attrs">`, "src alt title lang href"},
		{nil, `<img :[name]="u">`, "src alt title lang href"},
		{nil, `<img [src]="u" [attr.alt]="a" bind-title="t">`, "src alt title"},
		{nil, `<img [(ngModel)]="m" [class.on]="x" [style.width.px]="w">`, ""},
		{nil, `<img ng-src="{{u}}" ng-attr-title="{{t}}" ng-click="go()" ng-model="m">`, "src title"},
		{nil, `<a ng-href="{{u}}">`, "href"},
		{nil, `<img {src} bind:alt={a}>`, "src alt"},
		{nil, `<img {...props}>`, "src alt title lang href"},
		{nil, `<img .src=${u} ?title=${t}>`, "src title"},
		{nil, `<img data-bind="attr: { src: url, 'alt': a.b(1, 2), &quot;title&quot;: t }">`, "src alt title"},
		{nil, `<img data-bind="text: 'attr: { src: x }', value: v, attr: {alt: [1, {lang: 2}][0]}">`, "alt"},
		{nil, `<img data-bind="attr: extra">`, "src alt title lang href"},
		{nil, `<img data-bind="attr: { src: 'a,}b', title: t }, text: x">`, "src title"},
		{nil, `<img data-bind="attr: { src: 'a,}b', title: t">`, ""}, // unclosed: nothing is sure
		{nil, `<img src="a.png" data-bind="text: t" title="x" alt>`, ""},
		{[]string{"angular"}, `<img :src="u" [alt]="a" data-bind="attr: { title: t }">`, "alt"},
		{[]string{"none"}, `<img :src="u" [alt]="a" ng-src="x">`, ""},
	} {
		l, err := lint.New([]*lint.Rule{probe}, lint.Options{Frameworks: c.frameworks})
		if err != nil {
			t.Fatal(err)
		}
		got = nil
		if _, err := l.Lint("t.html", []byte(c.src)); err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%v %s: bound %q, want %q", c.frameworks, c.src, got, c.want)
		}
	}
}

// TestDirectiveTemplates: Angular and AngularJS templates are recognised
// by their own syntax, anywhere in the file, and nowhere else; a list of
// known directives turns the leniency off.
func TestDirectiveTemplates(t *testing.T) {
	run := func(opts lint.Options, src string) []string {
		t.Helper()
		return probeNames(t, opts, src, func(e *lint.Element, name string) bool {
			return strings.HasPrefix(name, "x") && e.Directive(name)
		})
	}
	for _, c := range []struct {
		src       string
		directive bool
	}{
		{`<p xa>x</p><input [value]="v">`, true},
		{`<p xa>x</p><button (click)="go()">`, true},
		{`<p xa>x</p><li *ngFor="let i of items">`, true},
		{`<p xa>x</p><input #box>`, true},
		{`<p xa>x</p><div ng-app="todo">`, true},
		{`<p xa>x</p><ng-template ngTabContent>Panel</ng-template>`, true},
		{`<ng-container>x</ng-container><p xa>x</p>`, true},
		{`<p xa>x</p>@if (user.isLoggedIn) { <p>Hi</p> }`, true},
		{`<p xa>x</p>@for (item of items; track item.id) { <li>{{ item.name }}</li> }`, true},
		// Not Angular: plain pages, Vue's slots, Blade, Sass in a code sample, e-mail addresses.
		{`<p xa>x</p>`, false},
		{`<p xa>x</p><template #default><p>x</p></template><my-card #header></my-card>`, false},
		{`<p xa>x</p>@if($user) <p>Hi</p> @endif`, false},
		{`<p xa>x</p><pre>@if $condition { color: red; }</pre> <p>mail me@if.example</p>`, false},
		{`<p xa>x</p><div v-bind:title="t" :class="c" @click="go" x-data="{}">`, false},
		{`<p xa>x</p><button [disabled] (x)>`, true},
	} {
		if left := run(lint.Options{}, c.src); (len(left) > 0) != c.directive {
			t.Errorf("%s: directive names %q, want a template: %v", c.src, left, c.directive)
		}
	}
	if left := run(lint.Options{Frameworks: []string{"vue"}}, `<p xa>x</p><input [value]="v">`); len(left) > 0 {
		t.Errorf("without the angular preset: %q", left)
	}
	if left := run(lint.Options{Directives: []string{"xb"}}, `<p xa xb>x</p><input [value]="v">`); len(left) > 0 {
		t.Errorf("with known directives: %q", left)
	}
	owned := probeNames(t, lint.Options{Frameworks: []string{"none"}, Directives: []string{"matButton", "mat-menu-item"}},
		`<button matbutton mat-menu-item matinput>`, func(e *lint.Element, name string) bool { return e.Framework(name) })
	if !slices.Equal(owned, []string{"matbutton", "mat-menu-item"}) {
		t.Errorf("known directives accepted: %q", owned)
	}
}

// probeNames lints src with opts and one rule, and returns the attribute
// names, in document order, for which keep holds.
func probeNames(t *testing.T, opts lint.Options, src string, keep func(e *lint.Element, name string) bool) []string {
	t.Helper()
	var got []string
	probe := &lint.Rule{ID: "probe", Summary: "lists attribute names", Elements: []string{"*"},
		Element: func(e *lint.Element) {
			for _, a := range e.Node.Attr {
				if keep(e, a.Key) {
					got = append(got, a.Key)
				}
			}
		}}
	l, err := lint.New([]*lint.Rule{probe}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Lint("t.html", []byte(src)); err != nil {
		t.Fatal(err)
	}
	return got
}
