package project

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// fragmentRule reports the fragments of a@href that name no id of the
// page they lead to, and the URLs that lead to no file.
var fragmentRule = &lint.Rule{
	ID: "test-fragment", Summary: "fragments and files", Severity: lint.Error,
	Targets: lint.On("href", "a"),
	Check:   func(a *lint.Attr) { a.Refer(0, len(a.Value)) },
	Site: func(s *lint.Site) {
		for _, r := range s.References() {
			switch link := s.Resolve(r); {
			case link.Status == lint.LinkMissing:
				s.Report(r, lint.Finding{Message: "missing: " + link.Reason})
			case link.Status == lint.LinkFound && link.Target != nil && link.HasFragment && !link.Target.HasID(link.Fragment):
				s.Report(r, lint.Finding{Message: "no #" + link.Fragment + " in " + link.Path})
			}
		}
	},
}

// writeSite writes files (name to text) under a new directory.
func writeSite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// runSite lints paths with the fragment rule on workers workers and
// returns the findings, one line each, in the order emitted, and the
// pages whose facts were read from the disk.
func runSite(t *testing.T, workers int, paths ...string) (got []string, read []string) {
	t.Helper()
	var mu sync.Mutex
	readFactsHook = func(p string) {
		mu.Lock()
		read = append(read, filepath.Base(p))
		mu.Unlock()
	}
	defer func() { readFactsHook = nil }()
	p, err := New([]*lint.Rule{fragmentRule}, lint.Options{}, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	w, errs := p.Prepare(context.Background(), paths, "<stdin>")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	err = Run(context.Background(), w.Files, workers, p.LinterFor, func(r Result) {
		if r.Err != nil {
			t.Errorf("%s: %v", r.Path, r.Err)
		}
		for _, d := range r.Diagnostics {
			got = append(got, fmt.Sprintf("%s:%d:%d %s", filepath.Base(r.Path), d.Line, d.Column, d.Message))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(read)
	return got, read
}

// TestRunPagesWaits: a page that refers to the fragments of pages later
// in the walk is finished once they are linted, each page parsed once;
// a page past maxHold, or outside the run, has its facts read from the
// disk instead, once; the findings are the same whatever the workers.
func TestRunPagesWaits(t *testing.T) {
	files := map[string]string{
		"a.html": `<a href="z.html#x">ok</a><a href="z.html#y">no y</a><a href="m.html#m">ok</a><a href="gone.html">gone</a>`,
		"m.html": `<p id="m"><a href="a.html#a">no a</a><a href="z.html#x">ok</a>`,
	}
	for i := range 30 {
		files[fmt.Sprintf("p%02d.html", i)] = fmt.Sprintf(`<p id="p%d"><a href="z.html#x">ok</a>`, i)
	}
	files["z.html"] = `<p id="x">`
	dir := writeSite(t, files)
	want := []string{
		"a.html:1:35 no #y in z.html",
		"a.html:1:87 missing: gone.html does not exist",
		"m.html:1:20 no #a in a.html",
	}
	for _, workers := range []int{1, 2, 4} {
		got, read := runSite(t, workers, dir)
		if !slices.Equal(got, want) {
			t.Errorf("%d workers:\n got  %q\n want %q", workers, got, want)
		}
		if len(read) != 0 {
			t.Errorf("%d workers: facts read from the disk for %q, want every page parsed once", workers, read)
		}
	}
	// z.html is 33 files after a.html: past a maxHold of 8, its facts
	// are read from the disk, once, and nothing else changes.
	defer func(n int) { maxHold = n }(maxHold)
	maxHold = 8
	got, read := runSite(t, 2, dir)
	if !slices.Equal(got, want) || !slices.Equal(read, []string{"z.html"}) {
		t.Errorf("past maxHold: %q, read %q", got, read)
	}
	maxHold = 1024
	// Linted alone, a.html reads z.html's and m.html's facts once.
	got, read = runSite(t, 2, filepath.Join(dir, "a.html"))
	if !slices.Equal(got, want[:2]) || !slices.Equal(read, []string{"m.html", "z.html"}) {
		t.Errorf("alone: %q, read %q", got, read)
	}
}

// TestRunPagesFarAhead: of many pages that all refer to the last, those
// within maxHold of it wait for its lint, and the others read its facts
// from the disk, once for all of them.
func TestRunPagesFarAhead(t *testing.T) {
	files := map[string]string{"zz.html": `<p id="x">`}
	for i := range 200 {
		files[fmt.Sprintf("p%03d.html", i)] = `<a href="zz.html#x">` + strings.Repeat("<p>text</p>", 50)
	}
	dir := writeSite(t, files)
	defer func(n int) { maxHold = n }(maxHold)
	maxHold = 50
	got, read := runSite(t, 2, dir)
	if len(got) != 0 {
		t.Errorf("findings %q", got)
	}
	if !slices.Equal(read, []string{"zz.html"}) {
		t.Errorf("read %q", read)
	}
}

// TestResolverHelpers pins the URL and path helpers of the resolver.
func TestResolverHelpers(t *testing.T) {
	for in, want := range map[string]string{"a b/c#d%.html": "a%20b/c%23d%25.html", "café": "caf%C3%A9", "x?y": "x%3Fy"} {
		if got := escapePath(in); got != want {
			t.Errorf("escapePath(%q) = %q, want %q", in, got, want)
		}
	}
	for _, c := range []struct {
		url      string
		fromEnd  int
		old, new string
		want     string
	}{
		{"a/Guide.html#x", 0, "Guide.html", "guide.html", "a/guide.html#x"},
		{"img/b%20c.png?v=1", 0, "b c.png", "b d.png", "img/b%20d.png?v=1"},
		{"Img/a.png", 1, "Img", "img", "img/a.png"},
		{"../x/a.png", 0, "b.png", "c.png", ""},
	} {
		if got := replaceSegment(c.url, c.fromEnd, c.old, c.new); got != c.want {
			t.Errorf("replaceSegment(%q, %d, %q, %q) = %q, want %q", c.url, c.fromEnd, c.old, c.new, got, c.want)
		}
	}
	if got := withSlash("docs?x#y"); got != "docs/?x#y" {
		t.Errorf("withSlash: %q", got)
	}
}
