package rules_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/fix"
	"github.com/attrlint/attrlint/lint/linttest/shared"
	"github.com/attrlint/attrlint/lint/project"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules"
	"golang.org/x/net/html"
)

type doc struct{ name, src string }

// corpus is every rule fixture and every rule's Invalid example.
func corpus(t *testing.T) []doc {
	t.Helper()
	var docs []doc
	err := filepath.WalkDir("../testdata/rules", func(p string, d fs.DirEntry, err error) error {
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
	if len(docs) < 10 {
		t.Fatalf("found only %d fixtures under testdata/rules", len(docs))
	}
	docs = append(docs, doc{"extra cases", extraCases})
	for _, r := range rules.All() {
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
	for _, r := range rules.All() {
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
			if !ok {
				same, why = removalKeeps(r, a, at)
			} else {
				same, why = sameForBrowser(r, a.Data, at.Key, at.Val, nv)
			}
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

// removalKeeps says whether removing the attribute keeps behaviour, for
// the rules whose fix removes one.
func removalKeeps(rule string, n *html.Node, at html.Attribute) (bool, string) {
	switch {
	case rule == "area-coords" && at.Key == "coords":
		shape, _ := lint.GetAttr(n, "shape")
		return strings.EqualFold(shape, "default"), "coords removed from a shape other than default"
	case rule == "role" && at.Key == "role":
		// No token: the element keeps its implicit role, as without role.
		return strings.Trim(at.Val, " \t\n\f\r") == "", "a role with tokens was removed"
	case rule == "aria-redundant-role" && at.Key == "role":
		// The role is the one the element has without the attribute
		// (ARIA in HTML), as rules computes it.
		return strings.Trim(at.Val, " \t\n\f\r") == rules.ImplicitRole(n), "the role differs from the implicit one"
	case rule == "url" && at.Key == "action" && n.Data == "form":
		// Form submission (HTML §4.10.21.3): an action of "" means the
		// document's URL, as no action does.
		return at.Val == "", "a non-empty action was removed"
	case rule == "script-type" && at.Key == "type" && n.Data == "script":
		// A script without type is a classic script (HTML §4.12.1.1,
		// prepare the script element), as with a JavaScript MIME type
		// essence match after stripping whitespace.
		return microsyntax.IsJavaScriptMIMETypeEssenceMatch(strings.Trim(at.Val, " \t\n\f\r")), "a type other than a JavaScript MIME type was removed"
	case rule == "attribute-obsolete" && at.Key == "name" && n.Data == "a" && n.Namespace == "":
		// HTML §7.4.6.4, find a potential indicated element: the first
		// element with an ID equal to the fragment, and only when there is
		// none the first a whose name equals it. This a has that ID, so
		// its name is never the one found: fragment navigation is kept.
		id, ok := lint.GetAttr(n, "id")
		return ok && id == at.Val, "a name other than the element's id was removed"
	case rule == "style-type" && at.Key == "type" && n.Data == "style":
		// A style block is used when type is absent, empty or text/css.
		return at.Val == "" || microsyntax.EqualFoldASCII(at.Val, "text/css"), "a type other than text/css was removed"
	}
	return false, "no model of what removing this attribute does"
}

// sameForBrowser reads old and new with the parsing rules browsers apply to
// the attribute and says whether the results are the same.
func sameForBrowser(rule, el, attr, old, nv string) (bool, string) {
	switch rule {
	case "boolean":
		// Presence is all that counts; the fix writes the attribute bare.
		return nv == "", "the boolean fix should leave an empty value"
	case "obsolete-color":
		a, errA := microsyntax.ParseLegacyColor(old)
		b, errB := microsyntax.ParseLegacyColor(nv)
		return errA == nil && errB == nil && a == b, "the legacy colours differ"
	case "integer":
		a, okA := browserInt(el, attr, old)
		b, okB := browserInt(el, attr, nv)
		return okA == okB && a == b, "the integers browsers use differ"
	case "dimension":
		a, errA := microsyntax.ParseDimension(old)
		b, errB := microsyntax.ParseDimension(nv)
		return errA == nil && errB == nil && a == b, "the dimensions differ"
	case "float", "input-value":
		a, errA := microsyntax.ParseFloat(old)
		b, errB := microsyntax.ParseFloat(nv)
		return errA == nil && errB == nil && a == b, "the numbers differ"
	case "area-coords":
		return slices.Equal(microsyntax.ParseFloatList(old), microsyntax.ParseFloatList(nv)), "the coordinate lists differ"
	case "url":
		return sameURLs(attr, old, nv)
	case "enumerated":
		if el == "area" && attr == "shape" {
			return areaShape(old) == areaShape(nv), "the shape states differ"
		}
	case "meta-refresh":
		// The shared declarative refresh steps: the delay and the URL.
		a, okA := microsyntax.ParseRefresh(old)
		b, okB := microsyntax.ParseRefresh(nv)
		return okA && okB && a.Seconds == b.Seconds && a.HasURL == b.HasURL && a.URL == b.URL, "the refresh delay or URL differs"
	case "charset":
		// Encoding Standard "get an encoding": labels of UTF-8 only, the
		// one encoding the fix writes.
		return utf8Label(old) && utf8Label(nv), "the encodings differ"
	case "one-line":
		// HTML §4.10.5: the placeholder hint is shown, and the value of the
		// Text, Search, Telephone and Password states sanitized, with
		// newlines stripped (Infra: every LF and CR removed).
		strip := strings.NewReplacer("\r", "", "\n", "")
		return strip.Replace(old) == strip.Replace(nv), "the values differ once newlines are stripped"
	}
	return false, "no model of browser behaviour for this attribute"
}

// urlBase is the document URL the URL fixes are checked against.
var urlBase, _ = microsyntax.ParseURL("https://example.org/dir/page.html", nil)

// sameURLs says whether two values of a URL attribute (one URL, or for
// ping a space-separated list) give browsers the same URLs, by the URL
// parser (after HTML strips the surrounding whitespace, §2.4.1).
func sameURLs(attr, old, nv string) (bool, string) {
	a, b := []string{old}, []string{nv}
	if attr == "ping" {
		a, b = strings.Fields(old), strings.Fields(nv)
	}
	if len(a) != len(b) {
		return false, "the number of URLs differs"
	}
	for i := range a {
		ua, errA := microsyntax.ParseURL(strings.Trim(a[i], " \t\n\f\r"), urlBase)
		ub, errB := microsyntax.ParseURL(strings.Trim(b[i], " \t\n\f\r"), urlBase)
		if (errA == nil) != (errB == nil) || errA == nil && ua.String() != ub.String() {
			return false, "the parsed URLs differ"
		}
	}
	return true, ""
}

// browserInt is the number a browser uses for an integer attribute
// (HTML §4.9.11 colspan/rowspan, §4.9.3 span, §3.2.6 headingoffset, §4.10
// size/rows/cols/maxlength/minlength); ok is false when the browser falls
// back to the attribute's default.
func browserInt(el, attr, v string) (int64, bool) {
	switch attr {
	case "tabindex", "start", "value":
		n, err := microsyntax.ParseInteger(v)
		return n, err == nil
	}
	n, err := microsyntax.ParseNonNegativeInteger(v)
	if err != nil {
		return 0, false
	}
	switch attr {
	case "colspan", "span":
		return min(max(n, 1), 1000), true
	case "rowspan":
		return min(n, 65534), true
	case "headingoffset":
		return min(n, 8), true
	case "size", "rows", "cols":
		return n, n > 0
	}
	return n, true
}

// utf8Label reports whether v, with ASCII whitespace trimmed, is a label
// of UTF-8 (Encoding Standard, "Encodings" table), in any case.
func utf8Label(v string) bool {
	v = strings.Trim(v, " \t\n\f\r")
	for _, l := range []string{"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"} {
		if microsyntax.EqualFoldASCII(v, l) {
			return true
		}
	}
	return false
}

// areaShape is the state of area@shape (HTML §4.8.15): missing and invalid
// values are the rectangle state.
func areaShape(v string) string {
	switch strings.ToLower(v) {
	case "circle", "circ":
		return "circle"
	case "default":
		return "default"
	case "poly", "polygon":
		return "polygon"
	}
	return "rectangle"
}
