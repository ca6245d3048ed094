package lint

import (
	"math/rand/v2"
	"testing"
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
	for _, f := range templateFamilies {
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
