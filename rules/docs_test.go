package rules

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

var update = flag.Bool("update", false, "rewrite docs/rules.md from the rules")

// markdown renders the catalogue as docs/rules.md, each rule's invalid
// example with the diagnostics of the rule that l draws from it.
func markdown(t testing.TB, l *lint.Linter) string {
	rs := All()
	sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID })
	var b strings.Builder
	b.WriteString("# attrlint rules\n\n")
	b.WriteString("Generated from the rule declarations in `rules/` by `go test ./rules -update`; `attrlint explain RULE` prints the same text.\n\n")
	b.WriteString(ruleTable(rs, "#"))
	for _, r := range rs {
		b.WriteString("\n## " + r.ID + "\n\n")
		b.WriteString("Default severity: " + r.Severity.String() + ". Family: " + r.Family + ".")
		if r.Fixable {
			b.WriteString(" Has a fix (`--fix`).")
		}
		if r.Section != "" {
			b.WriteString(" Implements [" + strings.TrimPrefix(r.Section, "https://html.spec.whatwg.org/multipage/") + "](" + r.Section + ").")
		}
		b.WriteString("\n\n" + r.Summary + "\n\n")
		b.WriteString(strings.TrimSpace(r.Doc) + "\n\n")
		b.WriteString("Valid:\n\n```html\n" + strings.TrimSpace(r.Valid) + "\n```\n\n")
		b.WriteString("Invalid:\n\n```html\n" + strings.TrimSpace(r.Invalid) + "\n```\n")
		b.WriteString("\n" + snapshotIntro + "\n\n```text\n" + exampleDiagnostics(t, l, r) + "```\n")
	}
	return b.String()
}

// ruleTable is the table of rules, each id linking to docs+id (the
// table at the top of docs/rules.md).
func ruleTable(rs []*lint.Rule, docs string) string {
	var b strings.Builder
	b.WriteString("| rule | default | what it checks |\n| --- | --- | --- |\n")
	for _, r := range rs {
		b.WriteString("| [`" + r.ID + "`](" + docs + r.ID + ") | " + r.Severity.String() + " | " + strings.ReplaceAll(r.Summary, "|", `\|`) + " |\n")
	}
	return b.String()
}

// snapshotIntro introduces the diagnostics of an invalid example in
// docs/rules.md.
const snapshotIntro = "What attrlint reports on it (line:column, severity, message):"

// exampleDiagnostics lists the diagnostics of rule r that l draws from
// its invalid example, one a line: "line:column severity message".
func exampleDiagnostics(t testing.TB, l *lint.Linter, r *lint.Rule) string {
	var b strings.Builder
	for _, d := range lintExample(t, l, r, r.Invalid) {
		if d.Rule == r.ID {
			fmt.Fprintf(&b, "%d:%d %s %s\n", d.Line, d.Column, d.Severity, d.Message)
		}
	}
	return b.String()
}

// TestDocsUpToDate keeps docs/rules.md in step with the rules, the
// diagnostics shown under each invalid example included: a change to what
// a rule reports on its example fails here until -update writes it.
func TestDocsUpToDate(t *testing.T) {
	const path = "../docs/rules.md"
	want := markdown(t, newLinter(t))
	if *update {
		if err := os.MkdirAll("../docs", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./rules -update)", err)
	}
	if string(got) != want {
		t.Errorf("%s is out of date: run go test ./rules -update", path)
	}
}
