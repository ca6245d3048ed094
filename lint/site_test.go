package lint_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// siteRule records every a@href and reports what the site phase finds:
// a missing target, or a fragment its target page lacks.
var siteRule = &lint.Rule{
	ID: "test-site", Summary: "reports references that lead nowhere", Severity: lint.Error,
	Targets: lint.On("href", "a"),
	Check:   func(a *lint.Attr) { a.Refer(0, len(a.Value)) },
	Site: func(s *lint.Site) {
		for _, r := range s.References() {
			link := s.Resolve(r)
			switch {
			case link.Status == lint.LinkMissing:
				s.Report(r, lint.Finding{Message: "missing " + link.Path, Suggest: &lint.ValueFix{Message: "x", Value: "x.html"}})
			case link.Status == lint.LinkFound && link.HasFragment && link.Target != nil &&
				!link.Target.HasID(link.Fragment) && !link.Target.HasAnchor(link.Fragment):
				s.Report(r, lint.Finding{Message: "no #" + link.Fragment})
			}
		}
	},
}

// fakeSite resolves "missing*" as missing, "page.html" to a page with
// the id "there", and the rest as a file outside the site.
type fakeSite struct{ bases []string }

func (f *fakeSite) Resolve(name, base, url string) lint.Link {
	f.bases = append(f.bases, base)
	path, frag, hasFrag := strings.Cut(url, "#")
	switch {
	case path == "":
		return lint.Link{Status: lint.LinkFound, Self: true, Fragment: frag, HasFragment: hasFrag}
	case strings.HasPrefix(path, "missing"):
		return lint.Link{Status: lint.LinkMissing, Path: path}
	case path == "page.html":
		return lint.Link{Status: lint.LinkFound, Path: path, Page: true, Target: pageFacts, Fragment: frag, HasFragment: hasFrag}
	}
	return lint.Link{Status: lint.LinkOutside}
}

func (f *fakeSite) DeclaredID(id string) bool { return id == "declared" }

var pageFacts = func() *lint.Facts {
	l, err := lint.New([]*lint.Rule{siteRule}, lint.Options{Site: &fakeSite{}})
	if err != nil {
		panic(err)
	}
	p, err := l.LintPage(context.Background(), "page.html", []byte(`<!DOCTYPE html><p id="there">`))
	if err != nil {
		panic(err)
	}
	return p.Facts()
}()

func siteLinter(t *testing.T, opts lint.Options) *lint.Linter {
	t.Helper()
	l, err := lint.New([]*lint.Rule{siteRule, unusedRule}, opts)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// unusedRule reports the engine's unused-directive check.
var unusedRule = &lint.Rule{ID: "unused", Summary: "unused directives", Severity: lint.Warning, Hook: lint.UnusedDirectives}

func findings(t *testing.T, l *lint.Linter, src string) []string {
	t.Helper()
	d, err := l.Lint("doc.html", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, x := range d {
		out = append(out, fmt.Sprintf("%d:%d %s %s", x.Line, x.Column, x.Rule, x.Message))
	}
	return out
}

// TestSitePhaseAlone: without a Resolver, a document's fragments are
// resolved against its own ids (template contents excluded), and
// references to other documents are not judged; a <base href> sends
// even "#x" elsewhere.
func TestSitePhaseAlone(t *testing.T) {
	l := siteLinter(t, lint.Options{})
	got := findings(t, l, `<!DOCTYPE html><a href="#a">a</a><a href="#b">b</a><a href="other.html#c">c</a><a href="#t">t</a>
<h1 id="a">A</h1><template><p id="t"></p></template>`)
	want := []string{"1:43 test-site no #b", "1:89 test-site no #t"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if got := findings(t, l, `<!DOCTYPE html><base href="/x/"><a href="#b">b</a>`); len(got) != 0 {
		t.Errorf("with a <base href>: %q", got)
	}
}

// TestSitePhaseResolver: with a Resolver, the findings sit on the URL
// at its exact place (character references counted), a suggestion
// replaces the URL within the value, and the first <base href> reaches
// the Resolver.
func TestSitePhaseResolver(t *testing.T) {
	site := &fakeSite{}
	l := siteLinter(t, lint.Options{Site: site})
	src := "<!DOCTYPE html><base href=\"/b/\"><base href=\"/ignored/\">\n<a title=x href=\"missing&amp;.html\">m</a> <a href=page.html#there>p</a> <a href=page.html#gone>g</a>"
	d, err := l.Lint("doc.html", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 2 {
		t.Fatalf("diagnostics %+v", d)
	}
	if m := d[0]; m.Message != "missing missing&.html" || m.Line != 2 || m.Column != 18 || m.EndColumn != 35 || m.Value != "missing&.html" || m.Element != "a" || m.Attribute != "href" {
		t.Errorf("missing: %+v", m)
	}
	if e := d[0].Suggestions[0].Edits[0]; src[e.Start:e.End] != "missing&amp;.html" || e.New != "x.html" {
		t.Errorf("suggestion edit %+v on %q", e, src[e.Start:e.End])
	}
	if d[1].Message != "no #gone" || src[d[1].Offset:d[1].EndOffset] != "page.html#gone" {
		t.Errorf("fragment: %+v", d[1])
	}
	for _, b := range site.bases {
		if b != "/b/" {
			t.Errorf("the Resolver got base %q, want the first <base href>", b)
		}
	}
}

// TestSiteSuppression: suppression comments apply to the site phase's
// findings; a comment about a reference that could not be judged (a
// document alone) is not reported unused, one about nothing is.
func TestSiteSuppression(t *testing.T) {
	l := siteLinter(t, lint.Options{})
	got := findings(t, l, `<!DOCTYPE html>
<!-- attrlint-disable-next-line test-site -->
<a href="#b">b</a>
<!-- attrlint-disable-next-line test-site -->
<a href="other.html">elsewhere: not judged alone</a>
<!-- attrlint-disable-next-line test-site -->
<p>nothing</p>`)
	want := []string{"6:33 unused attrlint-disable-next-line names test-site, but no test-site diagnostic is reported where it applies"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestLintPage: LintPage and Finish give what Lint gives, whether the
// page's tree is dropped first (Compact) or not, and the page's facts
// are those ReadFacts reads from the file.
func TestLintPage(t *testing.T) {
	l := siteLinter(t, lint.Options{Site: &fakeSite{}})
	src := `<!DOCTYPE html><a id="i" href="missing.html">m</a><a href="#nope" name="n">x</a><map name="m"></map><svg><g id="s"/></svg>
<template><p id="t"></p></template><p id="{{ .ID }}"></p>`
	want, err := l.Lint("doc.html", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, compact := range []bool{false, true} {
		p, err := l.LintPage(context.Background(), "doc.html", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if compact {
			p.Compact()
		}
		got, err := p.Finish()
		if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("compact %v: %v %+v, want %+v", compact, err, got, want)
		}
		f := p.Facts()
		if !slices.Equal(f.IDs(), []string{"i", "s"}) || !f.HasAnchor("n") || !f.HasMap("m") || f.HasID("t") || !f.Incomplete() {
			t.Errorf("facts: ids %q, incomplete %v", f.IDs(), f.Incomplete())
		}
	}
	path := filepath.Join(t.TempDir(), "doc.html")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := l.ReadFacts(context.Background(), path)
	if err != nil || !slices.Equal(f.IDs(), []string{"i", "s"}) || !f.HasAnchor("n") || !f.HasMap("m") || !f.Incomplete() {
		t.Errorf("ReadFacts: %v %+v", err, f)
	}
}
