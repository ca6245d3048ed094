package lint_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/microsyntax"
)

// digitRule reports the first non-digit of every data-n attribute, at its
// offset in the decoded value: a small rule whose findings have known
// positions.
var digitRule = &lint.Rule{
	ID: "digits", Severity: lint.Error,
	Targets: lint.On("n", "*"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidNonNegativeInteger(a.Value); err != nil {
			a.ReportError(err, "")
		}
	},
}

func lintOne(t *testing.T, src string, rules ...*lint.Rule) []lint.Diagnostic {
	t.Helper()
	l, err := lint.New(rules, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := files.Decode([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	d, err := l.Lint("t.html", b)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

type pos struct{ line, col, endLine, endCol int }

func TestPositions(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []pos
	}{
		// The microsyntax marks the trailing "x4" that is not allowed.
		{"plain", `<p n="12x4">`, []pos{{1, 9, 1, 11}}},
		{"multibyte before", "<p title=\"é日本\" n=\"1x\">", []pos{{1, 20, 1, 21}}},
		{"LF lines", "<p>\n\n<p n='1x'>", []pos{{3, 8, 3, 9}}},
		{"CRLF lines", "<p>\r\n\r\n<p n='1x'>", []pos{{3, 8, 3, 9}}},
		{"CR lines", "<p>\r\r<p n='1x'>", []pos{{3, 8, 3, 9}}},
		{"UTF-8 BOM", "\xEF\xBB\xBF<p n=\"1x\">", []pos{{1, 8, 1, 9}}},
		// The decoded "&" is the culprit: the span starts at the reference
		// and runs to the end of the value.
		{"character reference", `<p n="1&amp;x">`, []pos{{1, 8, 1, 14}}},
		{"numeric reference is the culprit", `<p n="12&#x41;">`, []pos{{1, 9, 1, 15}}},
		{"unquoted", `<p n=1x>`, []pos{{1, 7, 1, 8}}},
		{"value across lines", "<p n=\"1\r\n2x\">", []pos{{1, 8, 2, 3}}},
		{"NUL in value", "<p n=\"1\x00\">", []pos{{1, 8, 1, 9}}},
		{"uppercase name", `<P N="1x">`, []pos{{1, 8, 1, 9}}},
		{"implied and foster-parented", `<table><p n="x"><tr><td n="1y"></td></tr></table>`, []pos{{1, 14, 1, 15}, {1, 29, 1, 30}}},
		{"cloned formatting element reported once", `<b n="x"><p>one</b>two</p>`, []pos{{1, 7, 1, 8}}},
		{"formatting element attribute order", `<a href="#" n="1x" class="c"><p>x</a>`, []pos{{1, 17, 1, 18}}},
		{"noscript is markup", `<noscript><p n="x"></p></noscript>`, []pos{{1, 17, 1, 18}}},
		{"raw text is not markup", `<script><p n="x"></script><textarea><p n="x"></textarea><title><p n="x"></title><p n="z">`, []pos{{1, 87, 1, 88}}},
		{"foreign content skipped, HTML inside foreignObject checked", `<svg><g n="x"></g><foreignObject><p n="y"></p></foreignObject></svg>`, []pos{{1, 40, 1, 41}}},
		{"template contents skipped", `<template><p n="x"></p></template><p n="y">`, []pos{{1, 41, 1, 42}}},
		{"empty value marks the attribute", `<p n="">`, []pos{{1, 4, 1, 8}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := lintOne(t, tt.src, digitRule)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d diagnostics, want %d: %+v", len(got), len(tt.want), got)
			}
			for i, w := range tt.want {
				g := pos{got[i].Line, got[i].Column, got[i].EndLine, got[i].EndColumn}
				if g != w {
					t.Errorf("diagnostic %d (%s) at %v, want %v", i, got[i].Message, g, w)
				}
			}
		})
	}
}

func TestUTF16AndCharset(t *testing.T) {
	// UTF-16LE with a BOM: "<p n="1x">"
	var b []byte
	b = append(b, 0xFF, 0xFE)
	for _, r := range `<p n="1x">` {
		b = append(b, byte(r), 0)
	}
	l, _ := lint.New([]*lint.Rule{digitRule}, lint.Options{})
	d, err := l.LintBytes("u16.html", b)
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 1 || d[0].Column != 8 {
		t.Fatalf("UTF-16 document: %+v", d)
	}
	// windows-1252 declared by meta: é is one byte in the file, one code
	// point in the decoded text.
	src := []byte("<meta charset=windows-1252><p title=\"\xe9\" n=\"1x\">")
	d, err = l.LintBytes("w.html", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 1 || d[0].Column != 45 {
		t.Fatalf("windows-1252 document: %+v", d)
	}
}

func TestTemplateContentsOptIn(t *testing.T) {
	l, _ := lint.New([]*lint.Rule{digitRule}, lint.Options{TemplateContents: true})
	d, err := l.Lint("t.html", []byte(`<template><p n="x"></p></template>`))
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 1 || d[0].Severity != lint.Warning {
		t.Fatalf("template contents with the opt-in: want one warning, got %+v", d)
	}
}

// TestSeveritySet: a rule's findings take its default severity, except
// those it reports as warnings (Finding.Warn); a severity set for the rule
// (the configuration, --rule) applies to every finding, those included;
// inside <template> contents every finding stays a warning.
func TestSeveritySet(t *testing.T) {
	mixed := &lint.Rule{ID: "mixed", Severity: lint.Error, Targets: lint.On("n", "*"),
		Check: func(a *lint.Attr) { a.Report(lint.Finding{Whole: true, Warn: a.Value == "w", Message: "m"}) }}
	src := []byte(`<p n="e"></p><p n="w"></p><template><p n="e"></p></template>`)
	for _, tc := range []struct {
		set  map[string]lint.Severity
		want string
	}{
		{nil, "error warning warning"},
		{map[string]lint.Severity{"mixed": lint.Error}, "error error warning"},
		{map[string]lint.Severity{"mixed": lint.Warning}, "warning warning warning"},
	} {
		l, err := lint.New([]*lint.Rule{mixed}, lint.Options{Severity: tc.set, TemplateContents: true})
		if err != nil {
			t.Fatal(err)
		}
		d, err := l.Lint("s.html", src)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, x := range d {
			got = append(got, x.Severity.String())
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("severity %v: findings %v, want %s", tc.set, got, tc.want)
		}
	}
}

func TestUnknownRuleOption(t *testing.T) {
	_, err := lint.New([]*lint.Rule{digitRule}, lint.Options{Severity: map[string]lint.Severity{"digit": lint.Off}})
	if err == nil || !strings.Contains(err.Error(), `did you mean "digits"`) {
		t.Fatalf("want a suggestion, got %v", err)
	}
}

func TestFixEdits(t *testing.T) {
	fixRule := &lint.Rule{ID: "fix", Severity: lint.Error, Targets: lint.On("checked", "input"),
		Check: func(a *lint.Attr) {
			a.Report(lint.Finding{Whole: true, Message: "m", Fix: &lint.ValueFix{Drop: true}})
		}}
	src := `<input checked="true">`
	d := lintOne(t, src, fixRule)
	if len(d) != 1 || d[0].Fix == nil || len(d[0].Fix.Edits) != 1 {
		t.Fatalf("%+v", d)
	}
	e := d[0].Fix.Edits[0]
	if got := src[:e.Start] + e.New + src[e.End:]; got != `<input checked>` {
		t.Errorf("fixed: %q", got)
	}
}

// TestElementRules checks the dispatch of Element rules by name, by
// "*" (HTML elements only) and by namespace, and that they see every
// attribute and report on an attribute or on the start tag.
func TestElementRules(t *testing.T) {
	var seen []string
	names := &lint.Rule{ID: "names", Severity: lint.Error,
		Elements: []string{"p", "*", "svg:circle", "math:*"},
		Element: func(e *lint.Element) {
			seen = append(seen, fmt.Sprintf("%s/%d", e.Name, len(e.Node.Attr)))
		}}
	needsAlt := &lint.Rule{ID: "needs-alt", Severity: lint.Error,
		Elements: []string{"img"},
		Element: func(e *lint.Element) {
			if _, ok := e.Get("alt"); !ok {
				e.Report("", lint.Finding{Message: "no alt"})
			}
			if v, ok := e.Get("src"); ok && v == "" {
				e.Report("src", lint.Finding{Whole: true, Message: "empty src"})
			}
		}}
	src := `<p a=1 b=2>x</p><img src=""><svg><circle r=1/><rect/></svg><math><mi>x</mi></math>`
	var got []string
	for _, d := range lintOne(t, src, names, needsAlt) {
		if d.Rule == "needs-alt" {
			got = append(got, fmt.Sprintf("%s@%d-%d", d.Message, d.Column, d.EndColumn))
		}
	}
	// html, head and body are implied; "*" matches them and p twice over.
	want := "html/0 head/0 body/0 p/2 p/2 img/1 circle/1 math/0 mi/0"
	if strings.Join(seen, " ") != want {
		t.Errorf("Element calls:\n got  %s\n want %s", strings.Join(seen, " "), want)
	}
	if strings.Join(got, " ") != "no alt@17-21 empty src@22-28" {
		t.Errorf("findings %q", got)
	}
}

// TestLintContext checks that LintContext gives the same diagnostics as
// Lint when not cancelled, and gives up with the context's error when it
// is, in the parse and in the walk.
func TestLintContext(t *testing.T) {
	l, err := lint.New([]*lint.Rule{digitRule}, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	src := []byte(strings.Repeat("<p n=\"1x\">a</p>\n", 2000))
	want, err := l.Lint("a.html", src)
	if err != nil || len(want) != 2000 {
		t.Fatalf("Lint: %d diagnostics, %v", len(want), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	got, err := l.LintContext(ctx, "a.html", src)
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("LintContext before cancelling: %d diagnostics, %v", len(got), err)
	}
	cancel()
	if got, err := l.LintContext(ctx, "a.html", src); !errors.Is(err, context.Canceled) || got != nil {
		t.Errorf("LintContext after cancelling = %d diagnostics, %v; want context.Canceled", len(got), err)
	}
	// A rule that cancels while the walk runs: the walk stops.
	ctx, cancel = context.WithCancel(context.Background())
	seen := 0
	stopper := &lint.Rule{ID: "stopper", Severity: lint.Error, Targets: lint.On("n", "*"),
		Check: func(a *lint.Attr) {
			if seen++; seen == 10 {
				cancel()
			}
		}}
	l2, err := lint.New([]*lint.Rule{stopper}, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l2.LintContext(ctx, "a.html", src); !errors.Is(err, context.Canceled) || seen >= 2000 {
		t.Errorf("cancelled in the walk: %v after %d attributes", err, seen)
	}
	// One element of 100,000 attributes, which an element rule reports
	// one by one: the rule's loop is left in the middle, within a few
	// hundred findings of the cancel.
	var one strings.Builder
	one.WriteString("<p")
	for i := range 100_000 {
		fmt.Fprintf(&one, " a%d", i)
	}
	one.WriteString(">")
	ctx, cancel = context.WithCancel(context.Background())
	reported := 0
	each := &lint.Rule{ID: "each", Severity: lint.Error, Elements: []string{"p"},
		Element: func(e *lint.Element) {
			for _, a := range e.Node.Attr {
				if reported++; reported == 1000 {
					cancel()
				}
				e.Report(a.Key, lint.Finding{Name: true, Message: "an attribute"})
			}
		}}
	l3, err := lint.New([]*lint.Rule{each}, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := l3.LintContext(ctx, "one.html", []byte(one.String())); !errors.Is(err, context.Canceled) || got != nil || reported > 2000 {
		t.Errorf("cancelled in an element rule: %d diagnostics, %v, after %d findings", len(got), err, reported)
	}
}
