package rules

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
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

// caseTopics are the folders of testdata/cases: fixtures of what the
// engine does for every rule (template syntax, template branches, partial
// documents, framework attribute names, suppression comments), which are
// about no one rule. Every other fixture is in testdata/rules/<id>/, the
// folder of the rule it is about (see TestRuleFiles).
var caseTopics = []string{"branches", "fragments", "frameworks", "suppressions", "templates"}

// fixtureFiles returns the fixtures of testdata/rules and testdata/cases.
func fixtureFiles(t testing.TB) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"../testdata/rules/*/*.html", "../testdata/cases/*/*.html"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatal("no fixtures found under testdata/rules and testdata/cases")
	}
	return files
}

// TestFixtures lints every fixture and checks its inline `<!-- want "..."
// -->` expectations. browser-support runs only on its own fixtures: what it
// reports follows the pinned browser data, which a refresh changes, not the
// standard the other fixtures pin.
func TestFixtures(t *testing.T) {
	l, err := lint.New(All(), lint.Options{Severity: map[string]lint.Severity{URLTarget.ID: lint.Off, URLFragment.ID: lint.Off}})
	if err != nil {
		t.Fatal(err)
	}
	others, err := lint.New(All(), lint.Options{Severity: map[string]lint.Severity{BrowserSupport.ID: lint.Off, URLTarget.ID: lint.Off, URLFragment.ID: lint.Off}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fixtureFiles(t) {
		t.Run(strings.TrimPrefix(f, "../testdata/"), func(t *testing.T) {
			switch filepath.Base(filepath.Dir(f)) {
			case BrowserSupport.ID:
				linttest.Check(t, l, f)
			case URLTarget.ID, URLFragment.ID:
				// Linted below, as sites.
			default:
				linttest.Check(t, others, f)
			}
		})
	}
	for _, r := range []*lint.Rule{URLTarget, URLFragment} {
		t.Run(r.ID, func(t *testing.T) {
			for path, diags := range lintSite(t, 2, filepath.Join("../testdata/rules", r.ID)) {
				linttest.Expect(t, path, diags)
			}
		})
	}
}

// TestDocExamples runs every rule's documented examples: the valid one
// must draw nothing from the rule, and the invalid one exactly the
// diagnostics that docs/rules.md shows under it, which must not be none.
func TestDocExamples(t *testing.T) {
	l := newLinter(t)
	docs, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
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
			got := exampleDiagnostics(t, l, r)
			if got == "" {
				t.Errorf("invalid example draws no %s diagnostic", r.ID)
			}
			if shown := shownDiagnostics(string(docs), r.ID); got != shown {
				t.Errorf("the invalid example draws\n%sbut docs/rules.md shows\n%s(go test ./rules -update writes what it draws)", got, shown)
			}
		})
	}
}

// shownDiagnostics returns the diagnostics docs/rules.md shows under the
// invalid example of rule id.
func shownDiagnostics(docs, id string) string {
	_, sec, _ := strings.Cut(docs, "\n## "+id+"\n")
	sec, _, _ = strings.Cut(sec, "\n## ")
	_, block, _ := strings.Cut(sec, snapshotIntro+"\n\n```text\n")
	block, _, _ = strings.Cut(block, "```")
	return block
}

// lintExample lints a documented example of rule r: alone, or, for a rule
// of the site phase, as the one page of a site (index.html), so that its
// URLs have files to lead to or not.
func lintExample(t testing.TB, l *lint.Linter, r *lint.Rule, doc string) []lint.Diagnostic {
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
