package lint_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLintImportsNoRules: the engine and every package beneath lint/
// (configuration, fixing, rendering, the language server, the project
// layer) stay independent of the rules, so that another set of rules can
// be linted with them and a rule's change never reaches the engine. No
// package under lint/ may import rules or a package beneath it, directly,
// through another package, or in its tests.
func TestLintImportsNoRules(t *testing.T) {
	const module = "github.com/attrlint/attrlint"
	out, err := exec.Command("go", "list",
		"-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}{{range .TestImports}} {{.}}{{end}}{{range .XTestImports}} {{.}}{{end}}`,
		module+"/lint/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 10 {
		t.Fatalf("go list found %d packages under lint/, expected more:\n%s", len(lines), out)
	}
	for _, line := range lines {
		f := strings.Fields(line)
		for _, dep := range f[1:] {
			if dep == module+"/rules" || strings.HasPrefix(dep, module+"/rules/") {
				t.Errorf("%s imports %s", f[0], dep)
			}
		}
	}
}
