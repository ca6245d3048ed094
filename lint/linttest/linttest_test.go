package linttest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestFakeRules: every fake rule is complete (id, summary, doc, its URL),
// the engine takes them all, FakeRule finds each, and each rule's Valid
// example draws nothing from it and its Invalid example something.
func TestFakeRules(t *testing.T) {
	l := Fake(t, lint.Options{})
	seen := map[string]bool{}
	for _, r := range FakeRules() {
		if r.ID == "" || r.Summary == "" || r.Doc == "" || r.URL != FakeURL(r.ID) || seen[r.ID] {
			t.Errorf("incomplete or repeated rule %+v", r)
		}
		seen[r.ID] = true
		if got := FakeRule(r.ID); got == nil || got.ID != r.ID || got == r {
			t.Errorf("FakeRule(%q) = %v, want a fresh copy", r.ID, got)
		}
		if r.Hook != lint.NoHook {
			continue // directive rules: see testdata/fake.html
		}
		count := func(doc string) int {
			diags, err := l.Lint("x.html", []byte(doc))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, d := range diags {
				if d.Rule == r.ID {
					n++
				}
			}
			return n
		}
		if n := count(r.Valid); n != 0 {
			t.Errorf("%s: %d findings on its valid example %q", r.ID, n, r.Valid)
		}
		if n := count(r.Invalid); n == 0 {
			t.Errorf("%s: no finding on its invalid example %q", r.ID, r.Invalid)
		}
	}
	if len(seen) != 11 || FakeRule("nope") != nil {
		t.Errorf("%d fake rules, FakeRule(nope) = %v", len(seen), FakeRule("nope"))
	}
}

// TestFakeFixture checks what each fake rule finds, its severity and
// where, through Check: the fixture's wants are the fake rules' contract.
func TestFakeFixture(t *testing.T) {
	diags := Check(t, Fake(t, lint.Options{}), "testdata/fake.html")
	fixes := map[string]string{}
	for _, d := range diags {
		if d.Fix != nil {
			fixes[d.Rule] = d.Fix.Message
		}
		if d.URL != FakeURL(d.Rule) { // the directive checks too: they are rules like the others
			t.Errorf("%s: URL %q", d.Rule, d.URL)
		}
		if d.Rule == FakeBoolean && (d.Browser != "browsers treat the element as required" || d.Fix == nil) {
			t.Errorf("fake-boolean on true: %+v", d)
		}
		if d.Rule == FakeID && (len(d.Related) != 1 || d.Related[0].Line != 12 || d.Related[0].Message != `the first element with id "k"`) {
			t.Errorf("fake-id related: %+v", d.Related)
		}
	}
	for rule, msg := range map[string]string{FakeEnum: "write rtl", FakeBoolean: "write required without a value, which browsers read the same way",
		FakeURLRule: "encode the spaces as %20", FakeRepeat: "remove the repeat"} {
		if fixes[rule] != msg {
			t.Errorf("%s: fix %q, want %q", rule, fixes[rule], msg)
		}
	}
	// false has a suggestion, not a fix.
	d, err := Fake(t, lint.Options{}).Lint("b.html", []byte(`<input disabled="false">`))
	if err != nil || len(d) != 1 || d[0].Fix != nil || len(d[0].Suggestions) != 1 || d[0].Suggestions[0].Message != "remove disabled if it should be off" {
		t.Errorf("disabled=false: %+v, %v", d, err)
	}
}

// TestCheckReportsMismatches: Check fails on a diagnostic no want matches,
// on a want no diagnostic matches, on a warning want met by an error and
// on a want pinned to another attribute's value.
func TestCheckReportsMismatches(t *testing.T) {
	dir := t.TempDir()
	r := &recorder{TB: t}
	p := WriteFile(t, dir, "m.html", []byte("<p dir=x></p>\n"+
		"<time datetime=\"2023-02-29\"></time> <!-- want \"fake-date: month\" -->\n"+
		"<p dir=y></p> <!-- want warning:\"fake-enum\" -->\n"+
		"<p title=t dir=z></p> <!-- want value:\"title\" \"fake-enum\" -->\n"))
	Check(r, Fake(t, lint.Options{}), p)
	want := []string{
		`m.html:1:8: unexpected diagnostic: fake-enum: "x" is not a keyword of dir (error)`,
		"m.html:2:25: unexpected diagnostic: fake-date",
		"m.html:3:8: unexpected diagnostic: fake-enum",
		"m.html:4:16: unexpected diagnostic: fake-enum",
		`m.html:2: no diagnostic matched want "fake-date: month"`,
		`m.html:3: no diagnostic matched want "fake-enum"`,
		`m.html:4: no diagnostic matched want "fake-enum"`,
	}
	if len(r.errs) != len(want) {
		t.Fatalf("Check reported %d problems, want %d:\n%s", len(r.errs), len(want), strings.Join(r.errs, "\n"))
	}
	for i, w := range want {
		if !strings.Contains(r.errs[i], w) {
			t.Errorf("problem %d: %q, want it to contain %q", i, r.errs[i], w)
		}
	}
}

func TestParseWants(t *testing.T) {
	ws, err := parseWants([]byte("a\r\nb <!-- want value:\"x\" warning:\"a\\\"b\" `c\\d` -->\rc <!-- want \"e\" -->"))
	if err != nil || len(ws) != 3 {
		t.Fatalf("wants %v, %v", ws, err)
	}
	if ws[0].line != 2 || ws[0].valueOf != "x" || !ws[0].warning || ws[0].raw != `a"b` || ws[1].raw != `c\d` || ws[1].warning || ws[2].line != 3 {
		t.Errorf("wants %+v %+v %+v", ws[0], ws[1], ws[2])
	}
	for _, bad := range []string{"<!-- want nothing -->", `<!-- want "(" -->`} {
		if _, err := parseWants([]byte(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if lo, hi, ok := valueColumns([]byte("x\n<p é title='ab' id=c>"), 2, "title"); !ok || lo != 13 || hi != 15 {
		t.Errorf("valueColumns = %d, %d, %v", lo, hi, ok)
	}
	if _, _, ok := valueColumns([]byte("<p>"), 1, "title"); ok {
		t.Error("valueColumns found a missing attribute")
	}
}

// TestCheckSpans: the spans of real findings pass; one off its attribute,
// or a syntax finding of another rule without an attribute, fails.
func TestCheckSpans(t *testing.T) {
	src := []byte(`<p dir=x class="a"/ class=b><img src=a>`)
	diags, err := Fake(t, lint.Options{}).Lint("s.html", src)
	if err != nil || len(diags) != 4 {
		t.Fatalf("%+v %v", diags, err)
	}
	CheckSpans(t, src, diags, FakeSyntax)
	moved := diags[0]
	moved.Offset, moved.EndOffset = 9, 14 // class, not dir
	r := &recorder{TB: t}
	CheckSpans(r, src, []lint.Diagnostic{moved}, FakeSyntax)
	CheckSpans(r, src, diags, "other-syntax")
	if len(r.errs) != 2 {
		t.Errorf("CheckSpans reported %q, want two problems", r.errs)
	}
	if err := ParseWithPositions(src); err != nil {
		t.Error(err)
	}
}

// TestGenerators: the generated documents have the sizes and shapes their
// users count on.
func TestGenerators(t *testing.T) {
	if n := len(Page(1000)); n < 300_000 || n > 360_000 {
		t.Errorf("Page(1000) is %d bytes, want about 330 a row", n)
	}
	if n := strings.Count(string(RefPage(200)), "<form "); n != 200 {
		t.Errorf("RefPage(200) has %d blocks", n)
	}
	for shape, want := range map[string][2]int{"sequential": {20, 10}, "nested": {20, 10}, "elif": {10, 1}} {
		src := string(Conditionals(10, shape))
		if ids, ends := strings.Count(src, `id="a"`), strings.Count(src, "{% endif %}"); ids != want[0] || ends != want[1] {
			t.Errorf("%s: %d ids, %d endifs; want %v", shape, ids, ends, want)
		}
	}
	for name, g := range Giants {
		small, large := g.Gen(g.Small), g.Gen(10*g.Small)
		if len(large) < 5*len(small) || len(small) == 0 {
			t.Errorf("%s: %d bytes at n, %d at 10n", name, len(small), len(large))
		}
		if _, err := html.Parse(strings.NewReader(string(small))); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestHostileChecks runs HostileInputs and Encodings with the fake rules.
func TestHostileChecks(t *testing.T) {
	l := Fake(t, lint.Options{})
	HostileInputs(t, l, FakeDate, FakeEnum)
	Encodings(t, l, FakeDate)
}
