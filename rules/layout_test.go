package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// goName is the name of the Go variable that declares the rule id: each
// word of the id capitalized, and the initialisms of goInitialisms in
// capitals ("meter-range" is MeterRange, "mime-type" MIMEType).
func goName(id string) string {
	var b strings.Builder
	for _, w := range strings.Split(id, "-") {
		if goInitialisms[w] {
			b.WriteString(strings.ToUpper(w))
		} else if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}

// goInitialisms are the words of rule ids that Go writes in capitals.
var goInitialisms = map[string]bool{"csp": true, "id": true, "mime": true, "url": true}

// declaredRule is a rule as a file of the package declares it.
type declaredRule struct {
	file, name, id string
}

// packageFiles parses the package's non-test files, with identifiers
// resolved within each file: what a file takes from the other files of
// the package is then in its Unresolved list.
func packageFiles(t *testing.T) (map[string]*ast.File, *token.FileSet) {
	t.Helper()
	fset := token.NewFileSet()
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]*ast.File{}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files[p] = f
	}
	return files, fset
}

// ruleDecls returns the `var X = &lint.Rule{ID: "..."}` declarations of
// file f.
func ruleDecls(name string, f *ast.File) []declaredRule {
	var out []declaredRule
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, v := range vs.Values {
				u, ok := v.(*ast.UnaryExpr)
				if !ok || u.Op != token.AND {
					continue
				}
				lit, ok := u.X.(*ast.CompositeLit)
				if !ok {
					continue
				}
				if sel, ok := lit.Type.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Rule" {
					continue
				}
				r := declaredRule{file: name, name: vs.Names[i].Name}
				for _, e := range lit.Elts {
					kv, ok := e.(*ast.KeyValueExpr)
					if k, _ := kv.Key.(*ast.Ident); !ok || k == nil || k.Name != "ID" {
						continue
					}
					if bl, ok := kv.Value.(*ast.BasicLit); ok {
						r.id, _ = strconv.Unquote(bl.Value)
					}
				}
				out = append(out, r)
			}
		}
	}
	return out
}

// topLevelNames returns the names f declares at package level.
func topLevelNames(f *ast.File) []string {
	var names []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				names = append(names, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						names = append(names, n.Name)
					}
				case *ast.TypeSpec:
					names = append(names, s.Name.Name)
				}
			}
		}
	}
	return names
}

// TestRuleFiles holds the package to its layout, where a rule's id says
// where everything about it is: the rule with id ID is declared once, in
// ID.go, as the variable goName(ID), and listed in the catalogue, which is
// sorted by id; its fixtures are in testdata/rules/ID/ and expect at least
// one of its diagnostics. No other file declares a rule, and no other
// folder is in testdata/rules. What a rule's file declares besides the
// rule is its own: a helper other files use lives in a file named for what
// it does.
func TestRuleFiles(t *testing.T) {
	files, _ := packageFiles(t)
	declared := map[string]declaredRule{}
	ruleFile := map[string]bool{}
	for name, f := range files {
		rs := ruleDecls(name, f)
		if len(rs) > 1 {
			t.Errorf("%s declares %d rules; a file declares one", name, len(rs))
		}
		for _, r := range rs {
			ruleFile[name] = true
			if prev, ok := declared[r.id]; ok {
				t.Errorf("rule %q is declared in %s and in %s", r.id, prev.file, r.file)
			}
			declared[r.id] = r
			if want := r.id + ".go"; name != want {
				t.Errorf("rule %q is declared in %s, not in %s", r.id, name, want)
			}
			if want := goName(r.id); r.name != want {
				t.Errorf("rule %q is declared as %s, not %s", r.id, r.name, want)
			}
		}
	}

	var ids []string
	for _, r := range All() {
		ids = append(ids, r.ID)
		if _, ok := declared[r.ID]; !ok {
			t.Errorf("rule %q of the catalogue is not declared as var %s = &lint.Rule{ID: %q, ...} in %s.go", r.ID, goName(r.ID), r.ID, r.ID)
		}
	}
	if !slices.IsSorted(ids) || len(slices.Compact(slices.Clone(ids))) != len(ids) {
		t.Errorf("the catalogue is not sorted by id, once each: %v", ids)
	}
	for id, r := range declared {
		if !slices.Contains(ids, id) {
			t.Errorf("rule %q (%s) is not in the catalogue", id, r.file)
		}
	}

	// A rule file's other declarations are used by that file alone.
	owner := map[string]string{}
	for name, f := range files {
		if ruleFile[name] {
			for _, n := range topLevelNames(f) {
				owner[n] = name
			}
		}
	}
	for name, f := range files {
		seen := map[string]bool{}
		for _, id := range f.Unresolved {
			if o, ok := owner[id.Name]; ok && o != name && !seen[id.Name] && !declaredAsRule(declared, id.Name) {
				seen[id.Name] = true
				t.Errorf("%s uses %s of %s: what rules share goes in a file named for what it does", name, id.Name, o)
			}
		}
	}

	entries, err := os.ReadDir("../testdata/rules")
	if err != nil {
		t.Fatal(err)
	}
	l := newLinter(t)
	folders := map[string]bool{}
	for _, e := range entries {
		folders[e.Name()] = true
		if _, ok := declared[e.Name()]; !ok || !e.IsDir() {
			t.Errorf("testdata/rules/%s is not the fixture folder of a rule", e.Name())
		}
	}
	for _, id := range ids {
		if !folders[id] {
			t.Errorf("rule %q has no fixtures in testdata/rules/%s/", id, id)
			continue
		}
		n := 0
		if r := ByID(id); r.Site != nil {
			// The site rules' fixtures are a site: linted as one.
			for _, diags := range lintSite(t, 1, filepath.Join("../testdata/rules", id)) {
				for _, d := range diags {
					if d.Rule == id {
						n++
					}
				}
			}
		}
		fixtures, _ := filepath.Glob(filepath.Join("../testdata/rules", id, "*.html"))
		for _, f := range fixtures {
			if ByID(id).Site != nil {
				break
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range lintString(t, l, string(src)) {
				if d.Rule == id {
					n++
				}
			}
		}
		if n == 0 {
			t.Errorf("the fixtures of testdata/rules/%s/ expect no %s diagnostic", id, id)
		}
	}

	entries, err = os.ReadDir("../testdata/cases")
	if err != nil {
		t.Fatal(err)
	}
	var topics []string
	for _, e := range entries {
		topics = append(topics, e.Name())
	}
	if !slices.Equal(topics, caseTopics) {
		t.Errorf("testdata/cases holds %v; the fixtures about no one rule are %v (caseTopics)", topics, caseTopics)
	}
}

// declaredAsRule reports whether name is the variable of a rule.
func declaredAsRule(declared map[string]declaredRule, name string) bool {
	for _, r := range declared {
		if r.name == name {
			return true
		}
	}
	return false
}

// TestGoName pins the derivation of Go names from rule ids.
func TestGoName(t *testing.T) {
	for id, want := range map[string]string{
		"meter-range": "MeterRange", "mime-type": "MIMEType", "id": "ID", "idref": "Idref",
		"url": "URL", "csp": "CSP", "no-duplicate-attribute": "NoDuplicateAttribute", "aria-context": "AriaContext",
	} {
		if got := goName(id); got != want {
			t.Errorf("goName(%q) = %q, want %q", id, got, want)
		}
	}
}
