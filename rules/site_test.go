package rules

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/project"
)

// siteOnly are the severities that leave the site rules alone on.
func siteOnly() map[string]lint.Severity {
	off := map[string]lint.Severity{}
	for _, r := range All() {
		if r != URLTarget && r != URLFragment {
			off[r.ID] = lint.Off
		}
	}
	return off
}

// lintSite lints the directory dir (or the files given) as the command
// line does, with workers workers, and returns the diagnostics by file.
func lintSite(t *testing.T, workers int, paths ...string) map[string][]lint.Diagnostic {
	t.Helper()
	p, err := project.New(All(), lint.Options{}, siteOnly(), "")
	if err != nil {
		t.Fatal(err)
	}
	w, errs := p.Prepare(context.Background(), paths, "<stdin>")
	if len(errs) > 0 || len(w.Errs) > 0 {
		t.Fatal(errs, w.Errs)
	}
	out := map[string][]lint.Diagnostic{}
	if err := project.Run(context.Background(), w.Files, workers, p.LinterFor, func(r project.Result) {
		if r.Err != nil {
			t.Errorf("%s: %v", r.Path, r.Err)
		}
		out[r.Path] = r.Diagnostics
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSites lints each fixture site of testdata/sites as a whole and
// checks every page's `<!-- want -->` comments: the files, fragments,
// hosting settings (each site's .attrlint.yaml), sources and the cases
// that must never draw a finding.
func TestSites(t *testing.T) {
	sites, err := filepath.Glob("../testdata/sites/*")
	if err != nil || len(sites) < 5 {
		t.Fatalf("fixture sites: %v %v", sites, err)
	}
	for _, site := range sites {
		t.Run(filepath.Base(site), func(t *testing.T) {
			got := lintSite(t, 2, site)
			if len(got) == 0 {
				t.Fatal("no page linted")
			}
			for path, diags := range got {
				linttest.Expect(t, path, diags)
			}
		})
	}
}

// TestSiteAnswersEverywhere: a page linted alone (as a pre-commit hook
// passes only changed files), or in a run of one worker, gets the
// findings it gets in the run over its whole site with two, the ids of
// the pages it links to read from the disk.
func TestSiteAnswersEverywhere(t *testing.T) {
	site := "../testdata/sites/basic"
	whole := lintSite(t, 2, site)
	one := lintSite(t, 1, site)
	for path, diags := range whole {
		if !slices.EqualFunc(diags, one[path], sameDiagnostic) {
			t.Errorf("%s: one worker gives %v, two %v", path, one[path], diags)
		}
	}
	// Alone, a page's root is unknown unless the configuration names
	// it: in a copy of the site with site.root set, every page alone
	// gets the findings of the whole run.
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(site)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".attrlint.yaml"), []byte("root: true\nsite: {root: .}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	copyWhole := lintSite(t, 2, dir)
	for path, want := range copyWhole {
		alone := lintSite(t, 1, path)[path]
		if !slices.EqualFunc(alone, want, sameDiagnostic) {
			t.Errorf("%s alone:\n got  %v\n want %v", path, alone, want)
		}
		rel, _ := filepath.Rel(dir, path)
		if len(want) != len(whole[filepath.Join(site, rel)]) {
			t.Errorf("%s: %d findings with site.root, %d without", rel, len(want), len(whole[filepath.Join(site, rel)]))
		}
	}
}

func sameDiagnostic(a, b lint.Diagnostic) bool {
	return a.Line == b.Line && a.Column == b.Column && a.Rule == b.Rule && a.Message == b.Message
}
