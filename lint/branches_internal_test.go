package lint

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint/internal/presets"
	"github.com/attrlint/attrlint/lint/internal/source"
)

// TestExclusiveMatchesDefinition checks the jump-pointer climb of
// branches.exclusive against the definition (two different arms of one
// conditional on the paths of x and y to the top), over random trees of
// arms, deep chains included.
func TestExclusiveMatchesDefinition(t *testing.T) {
	slow := func(b *branches, x, y armID) bool {
		for a := x; a != 0; a = b.arms[a].parent {
			for c := y; c != 0; c = b.arms[c].parent {
				if a != c && b.arms[a].cond == b.arms[c].cond {
					return true
				}
			}
		}
		return false
	}
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		b := &branches{arms: []arm{{}}}
		conds := int32(0)
		n := 2 + r.IntN(300)
		for range n {
			// A new conditional under a random arm (deep chains when the
			// parent is the last arm), or another arm of an existing one.
			if last := armID(len(b.arms) - 1); last > 0 && r.IntN(3) == 0 {
				sib := armID(1 + r.IntN(int(last)))
				b.add(arm{parent: b.arms[sib].parent, cond: b.arms[sib].cond})
				continue
			}
			parent := armID(len(b.arms) - 1)
			if r.IntN(4) == 0 {
				parent = armID(r.IntN(len(b.arms)))
			}
			conds++
			b.add(arm{parent: parent, cond: conds, loop: r.IntN(5) == 0})
		}
		for range 500 {
			x, y := armID(r.IntN(len(b.arms))), armID(r.IntN(len(b.arms)))
			if got, want := b.exclusive(x, y), slow(b, x, y); got != want {
				t.Fatalf("trial %d: exclusive(%d, %d) = %v, want %v", trial, x, y, got, want)
			}
			loop := false
			for a := x; a != 0; a = b.arms[a].parent {
				loop = loop || b.arms[a].loop
			}
			if b.inLoop(x) != loop {
				t.Fatalf("trial %d: inLoop(%d) = %v, want %v", trial, x, b.inLoop(x), loop)
			}
		}
	}
}

// TestPlainNamesHoldNoTemplateMark: every name plainName lets through is
// one that no template family recognises, checked on the marks of every
// family and on names made of them.
func TestPlainNamesHoldNoTemplateMark(t *testing.T) {
	set, err := templateSetFor(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range presets.Families {
		for _, m := range append(append([]string{}, f.Open...), f.Close...) {
			if plainName([]byte("a" + m + "b")) {
				t.Errorf("%s: plainName lets %q through", f.Name, "a"+m+"b")
			}
		}
	}
	for _, name := range []string{"class", "data-x", "xlink:href", "v.model", "aria-label", "x_y", "ng-if"} {
		if !plainName([]byte(name)) || set.inName(name) {
			t.Errorf("%q: plain %v, templated %v", name, plainName([]byte(name)), set.inName(name))
		}
	}
	for _, name := range []string{"{{", "@click", "}}checked{{", "[value]", "(input)", "{...props}"} {
		if plainName([]byte(name)) {
			t.Errorf("%q is not plain", name)
		}
	}
}

// TestOpenActions: a mark left open in a template text starts an action
// that runs to the first closing mark after the text, found in one pass
// (closers) as a search from each text would find it; the "{#" of a
// Handlebars section ("{{#if}}") opens no Jinja comment.
func TestOpenActions(t *testing.T) {
	set, err := templateSetFor(nil)
	if err != nil {
		t.Fatal(err)
	}
	actions := func(src string) [][2]int {
		doc, err := source.Parse([]byte(src), true)
		if err != nil {
			t.Fatal(err)
		}
		return findBranches(doc, set).actions
	}
	if got := actions("{{#if a}}<li>{{name}}</li>{{/if}}<p>#}</p>"); len(got) != 0 {
		t.Errorf("a Handlebars section opened actions %v", got)
	}
	if got := actions("<p>{# a note</p><p>#}</p>"); len(got) != 1 || got[0] != [2]int{3, 21} {
		t.Errorf("a Jinja comment across markup: actions %v, want [[3 21]]", got)
	}
	// Against a search from each text, on random mixes of texts with open
	// and closing marks.
	r := rand.New(rand.NewPCG(3, 4))
	parts := []string{"<p>", "</p>", "{{ a ", "}}", "{% b ", "%}", "{# c ", "#}", "{{#if x}}", "text ", "<i>"}
	for range 300 {
		var b strings.Builder
		for range 1 + r.IntN(30) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		src := b.String()
		doc, err := source.Parse([]byte(src), true)
		if err != nil {
			t.Fatal(err)
		}
		var want [][2]int
		for _, tx := range doc.TemplateTexts() {
			text := doc.Src[tx.Start:tx.End]
			for i, open := range set.open {
				if i >= len(set.close) {
					break
				}
				o, c := lastOpen(text, open), closeFor(open)
				if o < 0 || c == "" || bytes.Contains(text[o:], []byte(c)) {
					continue
				}
				if e := bytes.Index(doc.Src[tx.End:], []byte(c)); e >= 0 {
					want = append(want, [2]int{tx.Start + o, tx.End + e + len(c)})
				}
			}
		}
		sort.Slice(want, func(i, j int) bool { return want[i][0] < want[j][0] })
		if got := findBranches(doc, set).actions; !reflect.DeepEqual(got, want) && len(got)+len(want) > 0 {
			t.Fatalf("%q: actions %v, want %v", src, got, want)
		}
	}
}
