package rules

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/fix"
	"github.com/attrlint/attrlint/lint/linttest/shared"
	"github.com/attrlint/attrlint/lint/project"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

type doc struct{ name, src string }

// corpus is every fixture and every rule's Invalid example.
func corpus(t *testing.T) []doc {
	t.Helper()
	var docs []doc
	for _, root := range []string{"../testdata/rules", "../testdata/cases"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") {
				return err
			}
			b, err := os.ReadFile(p)
			docs = append(docs, doc{p, string(b)})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(docs) < 10 {
		t.Fatalf("found only %d fixtures under testdata/rules and testdata/cases", len(docs))
	}
	docs = append(docs, doc{"extra cases", extraCases})
	for _, r := range All() {
		if r.Invalid != "" {
			docs = append(docs, doc{r.ID + " Invalid example", r.Invalid})
		}
	}
	return docs
}

// extraCases reach fixes and spellings the fixtures do not: unquoted and
// single-quoted values, character references, clamped integers, and the
// attribute-removing fixes.
const extraCases = `<!DOCTYPE html>
<html><head><style type="">p{}</style><style type=TEXT/CSS>p{}</style></head>
<body bgcolor='#ff00' text=blue>
<div role=" " tabindex="+3">x</div>
<input type=number min="1.50" max=" 2" step="0.50e1" value=3>
<input type=range min="-0" max="1e2">
<input size="3px" maxlength="10 chars" required=required disabled=true checked="&#116;rue">
<textarea rows="4 " cols="40x"></textarea>
<img src=a.png alt="" width=100.0 height="50&#112;x">
<table><colgroup span="0"><col span="2000"></colgroup>
<tr><td colspan="2000" rowspan="70000">x</td><th colspan=" 3" headingoffset="9">y</th></tr></table>
<meter value="0.50" min="0" max="1.0">x</meter><progress value=".5" max="1.">y</progress>
<map name=m><area shape=default coords="1,2,3,4" href="#" alt=""><area shape=rectangle coords="1, 2, 3, 4" href="#" alt="">
<area shape=POLYGON coords="1,2,3,4,5,6" href="#" alt=""></map>
<ol start="3." reversed="reversed"><li value="+2">a</li></ol>
<p title=a title=b id=x>z</p>
<input type=checkbox checked="true"disabled="x"><p title=a title="b"id=y>z</p><img alt=x title=a title="b"/>
<p lang="en"lang=fr dir=ltr>z</p><p lang=en lang='fr'
dir=ltr>z</p>
</body></html>
`

// TestFixesPreserveBehaviour applies every fix to every fixture and
// example, re-parses both versions as a browser does, and checks that the
// documents differ only in fixed attributes, that each fixed value means
// to a browser what the old one meant (by the standard's parsing rules
// for that attribute, written out here independently of the rules), and
// that the fixing rule no longer reports the new value.
func TestFixesPreserveBehaviour(t *testing.T) {
	l := newLinter(t)
	fixedByRule := map[string]int{}
	// offered counts the fixes of each rule in the corpus. A removed
	// duplicate attribute leaves the parsed tree as it was (the parser
	// drops repeats), so only this count shows it was exercised.
	offered := map[string]int{}
	removed := map[string]int{}
	for _, c := range corpus(t) {
		checkPreserved(t, l, c.name, []byte(c.src), fixedByRule, offered)
		checkEachFixRemoves(t, l, c.name, []byte(c.src), removed)
	}
	// Every rule that declares a fix is exercised by the corpus, and no
	// other rule offers one.
	fixable := map[string]bool{}
	for _, r := range All() {
		fixable[r.ID] = r.Fixable
		if r.Fixable && removed[r.ID] == 0 {
			t.Errorf("no fix of rule %s was applied alone by the corpus", r.ID)
		}
	}
	for id := range offered {
		if !fixable[id] {
			t.Errorf("rule %s offers fixes but does not declare Fixable", id)
		}
	}
	t.Logf("fixes checked per rule: %v; offered: %v", fixedByRule, offered)
}

// checkPreserved fixes src to a fixed point and compares the parsed trees
// before and after; it counts the checked fixes per rule in fixedByRule
// and the fixes seen in offered.
func checkPreserved(t *testing.T, l *lint.Linter, name string, src []byte, fixedByRule, offered map[string]int) {
	t.Helper()
	// fixers maps element/attribute to the rules whose fix touched it, in
	// any pass.
	fixers := map[string][]string{}
	lintFn := func(b []byte) ([]lint.Diagnostic, error) {
		diags, err := l.Lint(name, b)
		for _, d := range diags {
			if d.Fix != nil {
				offered[d.Rule]++
				k := d.Element + "@" + d.Attribute
				fixers[k] = append(fixers[k], d.Rule)
			}
		}
		return diags, err
	}
	out, _, after, err := fix.Source(lintFn, src)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(out, src) {
		return // nothing was fixed: nothing can differ
	}
	// A second run finds nothing to fix.
	if _, n, _, err := fix.Source(func(b []byte) ([]lint.Diagnostic, error) { return l.Lint(name, b) }, out); err != nil || n != 0 {
		t.Errorf("%s: a second fix run applied %d fixes (%v)", name, n, err)
	}
	a, b := parse(t, string(src)), parse(t, string(out))
	cmp := &comparer{t: t, name: name, fixers: fixers, fixed: fixedByRule}
	cmp.nodes(a, b)
	for _, fa := range cmp.changed {
		for _, d := range after {
			if d.Rule == fa.rule && d.Element == fa.element && d.Attribute == fa.attr && d.Value == fa.value {
				t.Errorf("%s: %s still reports <%s %s=%q> after its fix: %s", name, d.Rule, d.Element, d.Attribute, d.Value, d.Message)
			}
		}
	}
}

// TestFixesPreserveBehaviourOnSharedCorpora runs the same check on the
// Nu Html Checker's conformance documents and on real pages, read from
// ../shared when it is present.
func TestFixesPreserveBehaviourOnSharedCorpora(t *testing.T) {
	roots := []string{shared.Dir(t, "corpus/nu/html"), shared.Dir(t, "perf-corpus")}
	if testing.Short() {
		roots = roots[:1]
	}
	l := newLinter(t)
	fixedByRule, offered, removed := map[string]int{}, map[string]int{}, map[string]int{}
	docs := 0
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !project.IsHTMLFile(p) {
				return err
			}
			raw, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			src, _, err := project.Decode(raw)
			if err != nil {
				return nil // not decodable: nothing to fix
			}
			docs++
			checkPreserved(t, l, p, src, fixedByRule, offered)
			checkEachFixRemoves(t, l, p, src, removed)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d documents; fixes checked per rule: %v; offered: %v; applied alone: %v", docs, fixedByRule, offered, removed)
}

// checkEachFixRemoves applies each fix of src alone and lints again: the
// finding it fixes must be gone (one fewer finding of its rule on that
// element and attribute) and no finding may be new (no rule, element and
// attribute has more findings than before). A fix that fails this is a
// bug of its rule, or should have been a suggestion; it is what made
// --fix count problems as fixed that a re-run still reported.
func checkEachFixRemoves(t *testing.T, l *lint.Linter, name string, src []byte, removed map[string]int) {
	t.Helper()
	before, err := l.Lint(name, src)
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ rule, element, attr string }
	count := func(ds []lint.Diagnostic) map[key]int {
		m := make(map[key]int, len(ds))
		for i := range ds {
			m[key{ds[i].Rule, ds[i].Element, ds[i].Attribute}]++
		}
		return m
	}
	was := count(before)
	for i := range before {
		d := &before[i]
		if d.Fix == nil {
			continue
		}
		out, err := fix.Apply(src, []*lint.Fix{d.Fix})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		after, err := l.Lint(name, out)
		if err != nil {
			t.Fatal(err)
		}
		now := count(after)
		if k := (key{d.Rule, d.Element, d.Attribute}); now[k] >= was[k] {
			t.Errorf("%s:%d:%d: the fix of %s (%s) leaves its finding: %s", name, d.Line, d.Column, d.Rule, d.Fix.Message, d.Message)
			continue
		}
		for k, n := range now {
			if n > was[k] {
				t.Errorf("%s:%d:%d: the fix of %s (%s) adds a finding of %s on <%s %s>", name, d.Line, d.Column, d.Rule, d.Fix.Message, k.rule, k.element, k.attr)
			}
		}
		removed[d.Rule]++
	}
}

func parse(t *testing.T, s string) *html.Node {
	t.Helper()
	n, err := html.ParseWithOptions(strings.NewReader(s), html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

type fixedAttr struct{ rule, element, attr, value string }

type comparer struct {
	t       *testing.T
	name    string
	fixers  map[string][]string
	fixed   map[string]int
	changed []fixedAttr
}

// nodes walks both trees in step.
func (c *comparer) nodes(a, b *html.Node) {
	if a.Type != b.Type || a.Data != b.Data || a.Namespace != b.Namespace {
		c.t.Errorf("%s: the tree changed: %v %q became %v %q", c.name, a.Type, a.Data, b.Type, b.Data)
		return
	}
	if a.Type == html.ElementNode {
		c.attrs(a, b)
	}
	ca, cb := a.FirstChild, b.FirstChild
	for ; ca != nil && cb != nil; ca, cb = ca.NextSibling, cb.NextSibling {
		c.nodes(ca, cb)
	}
	if ca != nil || cb != nil {
		c.t.Errorf("%s: <%s> has a different number of children after fixing", c.name, a.Data)
	}
}

func (c *comparer) attrs(a, b *html.Node) {
	find := func(n *html.Node, at html.Attribute) (string, bool) {
		for _, x := range n.Attr {
			if x.Namespace == at.Namespace && x.Key == at.Key {
				return x.Val, true
			}
		}
		return "", false
	}
	for _, at := range b.Attr {
		if _, ok := find(a, at); !ok {
			c.t.Errorf("%s: fixing added %s=%q to <%s>", c.name, at.Key, at.Val, b.Data)
		}
	}
	for _, at := range a.Attr {
		nv, ok := find(b, at)
		if ok && nv == at.Val {
			continue
		}
		rulesHere := c.fixers[a.Data+"@"+at.Key]
		if len(rulesHere) == 0 {
			c.t.Errorf("%s: <%s %s=%q> changed although no fix was offered for it", c.name, a.Data, at.Key, at.Val)
			continue
		}
		var why string
		same := false
		for _, r := range rulesHere {
			same, why = preserved(r, a, at, nv, ok)
			if same {
				c.fixed[r]++
				c.changed = append(c.changed, fixedAttr{r, a.Data, at.Key, nv})
				break
			}
		}
		if !same {
			if !ok {
				nv = "(removed)"
			}
			c.t.Errorf("%s: fix of %v changed what browsers do: <%s %s=%q> became %q: %s", c.name, rulesHere, a.Data, at.Key, at.Val, nv, why)
		}
	}
}

// fixModel is what a rule's fix must keep, written out from the
// standard's parsing rules independently of the rule: each Fixable rule
// registers one in its <id>_test.go.
type fixModel struct {
	// same reads the old and the new value of attribute attr of element
	// el as browsers do and says whether they mean the same, and if not,
	// why.
	same func(el, attr, old, nv string) (bool, string)
	// removal says whether removing attribute at from n keeps what
	// browsers do, for a rule whose fix removes an attribute.
	removal func(n *html.Node, at html.Attribute) (bool, string)
	// unchanged says the fix never changes the parsed document (it drops
	// a repeat of an attribute, which the parser drops too): the
	// comparison of the trees holds it.
	unchanged bool
}

// fixModels holds the model of each Fixable rule, by rule id.
var fixModels = map[string]fixModel{}

// TestFixModels checks that every rule that declares a fix has a model of
// what it must keep, and that only those have one.
func TestFixModels(t *testing.T) {
	for _, r := range All() {
		m, ok := fixModels[r.ID]
		if r.Fixable && !ok {
			t.Errorf("rule %s declares a fix but %s_test.go registers no fixModel for it", r.ID, r.ID)
		}
		if !r.Fixable && ok {
			t.Errorf("rule %s has a fixModel but declares no fix", r.ID)
		}
		if ok && m.same == nil && m.removal == nil && !m.unchanged {
			t.Errorf("the fixModel of %s models nothing", r.ID)
		}
	}
}

// preserved says whether the fix of rule, which changed attribute at of
// n to nv (removed it when !kept), keeps what browsers do, by the rule's
// model.
func preserved(rule string, n *html.Node, at html.Attribute, nv string, kept bool) (bool, string) {
	m := fixModels[rule]
	switch {
	case m.unchanged:
		return false, "the fix was to leave the parsed document as it was"
	case !kept && m.removal != nil:
		return m.removal(n, at)
	case !kept:
		return false, "no model of what removing this attribute does"
	case m.same != nil:
		return m.same(n.Data, at.Key, at.Val, nv)
	}
	return false, "no model of browser behaviour for this attribute"
}

// sameFloat says whether two values are the same number by the rules for
// parsing floating-point number values (HTML §2.3.4.3).
func sameFloat(_, _, old, nv string) (bool, string) {
	a, errA := microsyntax.ParseFloat(old)
	b, errB := microsyntax.ParseFloat(nv)
	return errA == nil && errB == nil && a == b, "the numbers differ"
}
