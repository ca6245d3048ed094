package rules

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/project"
)

func newLinter(t testing.TB) *lint.Linter {
	t.Helper()
	l, err := lint.New(All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestFixtures lints every fixture under testdata/rules and checks its
// inline `<!-- want "..." -->` expectations. browser-support runs only on
// its own fixtures: what it reports follows the pinned browser data, which
// a refresh changes, not the standard the other fixtures pin. The site
// rules (url-target, url-fragment) run on their own fixtures only too,
// each folder linted as a site (its files are what the URLs lead to): the
// other fixtures are single documents whose in-page links lead nowhere,
// which is beside their point.
func TestFixtures(t *testing.T) {
	files, err := filepath.Glob("../testdata/rules/*/*.html")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no fixtures found under testdata/rules")
	}
	only := func(ids ...string) *lint.Linter {
		off := map[string]lint.Severity{}
		for _, r := range []*lint.Rule{BrowserSupport, URLTarget, URLFragment} {
			if !slices.Contains(ids, r.ID) {
				off[r.ID] = lint.Off
			}
		}
		l, err := lint.New(All(), lint.Options{Severity: off})
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	browsers, others := only(BrowserSupport.ID), only()
	for _, f := range files {
		t.Run(strings.TrimPrefix(f, "../testdata/rules/"), func(t *testing.T) {
			switch filepath.Base(filepath.Dir(f)) {
			case BrowserSupport.ID:
				linttest.Check(t, browsers, f)
			case URLTarget.ID, URLFragment.ID:
				// Linted below, as sites.
			default:
				linttest.Check(t, others, f)
			}
		})
	}
	for _, r := range []*lint.Rule{URLTarget, URLFragment} {
		t.Run(r.ID, func(t *testing.T) {
			got := lintSite(t, 2, filepath.Join("../testdata/rules", r.ID))
			n := 0
			for path, diags := range got {
				linttest.Expect(t, path, diags)
				for _, d := range diags {
					if d.Rule == r.ID {
						n++
					}
				}
			}
			if n == 0 {
				t.Errorf("the fixtures of testdata/rules/%s/ draw no %s finding", r.ID, r.ID)
			}
		})
	}
}

// TestDocExamples runs every rule's documented examples: the valid one must
// draw nothing from the rule, the invalid one at least one diagnostic.
func TestDocExamples(t *testing.T) {
	l := newLinter(t)
	for _, r := range All() {
		t.Run(r.ID, func(t *testing.T) {
			if r.Valid == "" || r.Invalid == "" || r.Doc == "" || r.Summary == "" {
				t.Fatalf("rule %s lacks a summary, doc or examples", r.ID)
			}
			for _, d := range lintExample(t, l, r, r.Valid) {
				if d.Rule == r.ID {
					t.Errorf("valid example draws %s: %s", d.Rule, d.Message)
				}
			}
			n := 0
			for _, d := range lintExample(t, l, r, r.Invalid) {
				if d.Rule == r.ID {
					n++
				}
			}
			if n == 0 {
				t.Errorf("invalid example draws no %s diagnostic", r.ID)
			}
		})
	}
}

// lintExample lints a documented example of rule r: alone, or, for a rule
// of the site phase, as the one page of a site (index.html), so that its
// URLs have files to lead to or not.
func lintExample(t *testing.T, l *lint.Linter, r *lint.Rule, doc string) []lint.Diagnostic {
	t.Helper()
	if r.Site == nil {
		return lintString(t, l, doc)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "index.html")
	if err := os.WriteFile(page, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := project.New(All(), lint.Options{}, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, errs := p.Prepare(context.Background(), []string{dir}, "<stdin>"); len(errs) > 0 {
		t.Fatal(errs)
	}
	site, err := p.LinterFor(page)
	if err != nil {
		t.Fatal(err)
	}
	d, err := site.LintFile(page)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func lintString(t testing.TB, l *lint.Linter, doc string) []lint.Diagnostic {
	t.Helper()
	d, err := l.Lint("example.html", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var ruleID = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

func TestRuleIDs(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range All() {
		if !ruleID.MatchString(r.ID) {
			t.Errorf("rule id %q is not kebab-case", r.ID)
		}
		if seen[r.ID] {
			t.Errorf("rule id %q declared twice", r.ID)
		}
		seen[r.ID] = true
		if ByID(r.ID) != r {
			t.Errorf("ByID(%q) does not return the rule", r.ID)
		}
	}
}

func TestExplain(t *testing.T) {
	out := Explain(Integer)
	for _, want := range []string{"integer (error by default)", "Valid:", "Invalid:", "colspan"} {
		if !strings.Contains(out, want) {
			t.Errorf("Explain output lacks %q:\n%s", want, out)
		}
	}
}

func TestMain(m *testing.M) { os.Exit(m.Run()) }

// TestCatalogue checks what the registry promises of every rule: a unique
// id, a family and a docs URL from the catalogue, a section of a standard
// (attrlint's own directives excepted), and some way to run.
func TestCatalogue(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range All() {
		if seen[r.ID] {
			t.Errorf("rule id %q is listed twice", r.ID)
		}
		seen[r.ID] = true
		if r.Family == "" || r.URL != DocsURL+r.ID {
			t.Errorf("%s: family %q, URL %q", r.ID, r.Family, r.URL)
		}
		standard := strings.HasPrefix(r.Section, "https://html.spec.whatwg.org/") ||
			r.Family == "aria" && (strings.HasPrefix(r.Section, "https://www.w3.org/TR/html-aria/") || strings.HasPrefix(r.Section, "https://www.w3.org/TR/wai-aria-1.2/")) ||
			r.Family == "browsers" && strings.HasPrefix(r.Section, "https://web-platform-dx.github.io/web-features/")
		if r.Family != "directives" && !standard {
			t.Errorf("%s: section %q is not a link into the HTML standard (or, for ARIA rules, ARIA in HTML or WAI-ARIA; for browser support, web-features' Baseline)", r.ID, r.Section)
		}
		if r.Check == nil && r.Element == nil && r.Document == nil && r.Hook == lint.NoHook {
			t.Errorf("%s: nothing runs it", r.ID)
		}
		if (r.Check == nil) != (len(r.Targets) == 0) || (r.Element == nil) != (len(r.Elements) == 0) {
			t.Errorf("%s: Targets and Check, Elements and Element go together", r.ID)
		}
	}
}
