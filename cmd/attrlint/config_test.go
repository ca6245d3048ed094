package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

const leapDay = `<time datetime="2023-02-29"></time>` + "\n"

func TestConfigBrokenExits2(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "rules:\n  time-datetim: off\n")
	page := write(t, dir, "page.html", leapDay)
	code, out, errOut := runCLI(t, "", "--format", "json", page)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	want := filepath.Join(dir, ".attrlint.yaml") + `:2:3: unknown rule "time-datetim" (did you mean "time-datetime"?)`
	if !strings.Contains(errOut, want) {
		t.Errorf("stderr %q lacks %q", errOut, want)
	}
	if out != "" {
		t.Errorf("nothing must be linted with a broken configuration; stdout %q", out)
	}
	// The same when the file is found by walking a directory, once only.
	code, _, errOut = runCLI(t, "", dir)
	if code != 2 || strings.Count(errOut, "unknown rule") != 1 {
		t.Errorf("directory: exit %d, stderr %q", code, errOut)
	}
	// And for a broken --config.
	bad := write(t, t.TempDir(), "cfg.yaml", "rulez: {}\n")
	code, _, errOut = runCLI(t, "", "--config", bad, page)
	if code != 2 || !strings.Contains(errOut, `--config: `+bad+`:1:1: unknown key "rulez" (did you mean "rules"?)`) {
		t.Errorf("--config: exit %d, stderr %q", code, errOut)
	}
	// A file with several problems: each on a line of its own, with the
	// prefix, found by the walk, by --config and by --print-config.
	many := t.TempDir()
	write(t, many, ".attrlint.yaml", "rulez: {}\nrules: {boolean: wran}\nroot: maybe\n")
	manyPage := write(t, many, "p.html", "<p>\n")
	for _, args := range [][]string{{manyPage}, {"--config", filepath.Join(many, ".attrlint.yaml"), manyPage}, {"--print-config", manyPage}} {
		code, _, errOut = runCLI(t, "", args...)
		lines := strings.Split(strings.TrimSpace(errOut), "\n")
		if code != 2 || len(lines) != 3 {
			t.Errorf("%q: exit %d, want 2 and three lines:\n%s", args, code, errOut)
		}
		for _, l := range lines {
			if !strings.HasPrefix(l, "attrlint: ") || !strings.Contains(l, ".attrlint.yaml:") {
				t.Errorf("%q: line %q lacks the prefix or the file", args, l)
			}
		}
	}
	code, _, errOut = runCLI(t, "", "--config", filepath.Join(dir, "missing.yaml"), page)
	if code != 2 || !strings.Contains(errOut, "missing.yaml: cannot read the configuration") {
		t.Errorf("missing --config: exit %d, stderr %q", code, errOut)
	}
}

func TestConfigSeverities(t *testing.T) {
	dir := t.TempDir()
	src := leapDay + `<input type="nmber">`
	write(t, dir, ".attrlint.yaml", "rules:\n  time-datetime: warn\n  enumerated: off\n")
	page := write(t, dir, "page.html", src)
	// The files cascade: sub/ overrides one rule of the file above and
	// keeps the other.
	write(t, dir, "sub/.attrlint.yaml", "rules:\n  enumerated: warn\n")
	sub := write(t, dir, "sub/page.html", src)
	// A root ignores the files above it: both rules are back to errors.
	write(t, dir, "app/.attrlint.yaml", "root: true\nrules:\n  boolean: off\n")
	app := write(t, dir, "app/page.html", src)

	code, out, errOut := runCLI(t, "", "--format", "json", page, sub, app)
	if code != 1 {
		t.Errorf("exit %d, want 1 (app/page.html has errors); stderr %q", code, errOut)
	}
	got := map[string]string{}
	for _, d := range decode(t, out) {
		got[filepath.Base(filepath.Dir(d.File))+"/"+d.Rule] = d.Severity
	}
	want := map[string]string{
		filepath.Base(dir) + "/time-datetime": "warning",
		"sub/time-datetime":                   "warning",
		"sub/enumerated":                      "warning",
		"app/time-datetime":                   "error",
		"app/enumerated":                      "error",
	}
	if len(got) != len(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: severity %q, want %q (all: %v)", k, got[k], v, got)
		}
	}
	// Walking the directory gives the same.
	_, out, _ = runCLI(t, "", "--format", "json", dir)
	if d := decode(t, out); len(d) != len(want) {
		t.Errorf("walk: %d diagnostics, want %d: %v", len(d), len(want), d)
	}
	// Without errors anywhere, the exit status is 0.
	if code, _, errOut := runCLI(t, "", page, sub); code != 0 {
		t.Errorf("warnings only: exit %d, stderr %q", code, errOut)
	}
	// --rule on the command line overrides the configuration.
	code, out, _ = runCLI(t, "", "--format", "json", "--rule", "time-datetime=error", page)
	if d := decode(t, out); code != 1 || len(d) != 1 || d[0].Severity != "error" {
		t.Errorf("--rule over config: exit %d, %v", code, d)
	}
	// --config replaces the search for every file.
	cfg := write(t, t.TempDir(), "strict.yaml", "rules: {}\n")
	_, out, _ = runCLI(t, "", "--format", "json", "--config", cfg, page, sub)
	if d := decode(t, out); len(d) != 4 {
		t.Errorf("--config with no overrides: %d diagnostics, want 4: %v", len(d), d)
	}
}

func TestConfigCascadeErrors(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "rules:\n  enumerate: off\n")
	write(t, dir, "sub/.attrlint.yaml", "rules:\n  enumerated: off\n")
	sub := write(t, dir, "sub/page.html", leapDay)
	// A broken file above a valid one still stops the run.
	code, out, errOut := runCLI(t, "", "--format", "json", sub)
	want := filepath.Join(dir, ".attrlint.yaml") + `:2:3: unknown rule "enumerate" (did you mean "enumerated"?)`
	if code != 2 || out != "" || !strings.Contains(errOut, want) {
		t.Errorf("broken parent: exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
	}
	// Below a root, the broken file is never read.
	write(t, dir, "sub/.attrlint.yaml", "root: true\nrules:\n  enumerated: off\n")
	code, out, errOut = runCLI(t, "", "--format", "json", sub)
	if d := decode(t, out); code != 1 || len(d) != 1 || errOut != "" {
		t.Errorf("under a root: exit %d, %v, stderr %q", code, d, errOut)
	}
}

func TestConfigStdin(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "site/.attrlint.yaml", "rules:\n  time-datetime: off\n")
	// --stdin-filename picks the configuration of its directory.
	code, out, _ := runCLI(t, leapDay, "--format", "json", "--stdin-filename", filepath.Join(dir, "site/x.html"), "-")
	if d := decode(t, out); code != 0 || len(d) != 0 {
		t.Errorf("stdin under site/: exit %d, %v", code, d)
	}
	code, out, _ = runCLI(t, leapDay, "--format", "json", "--stdin-filename", filepath.Join(dir, "x.html"), "-")
	if d := decode(t, out); code != 1 || len(d) != 1 {
		t.Errorf("stdin outside site/: exit %d, %v", code, d)
	}
}

func TestConfigFileSelection(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "include: ['**/*.html', '**/*.tmpl']\nexclude: ['vendor/**']\n")
	write(t, dir, "a.tmpl", leapDay)
	write(t, dir, "b.txt", leapDay)
	vendored := write(t, dir, "vendor/lib.html", leapDay)
	code, out, errOut := runCLI(t, "", "--format", "json", dir)
	d := decode(t, out)
	if code != 1 || len(d) != 1 || filepath.Base(d[0].File) != "a.tmpl" {
		t.Errorf("walk: exit %d, %v, stderr %q", code, d, errOut)
	}
	// An excluded file named on the command line is skipped with a notice.
	code, out, errOut = runCLI(t, "", "--format", "json", vendored)
	if code != 0 || len(decode(t, out)) != 0 || !strings.Contains(errOut, vendored+`: skipped: excluded by "vendor/**"`) {
		t.Errorf("excluded file: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// A nested file adds its own exclude and include to the parent's,
	// and the notice names the file whose pattern matched.
	write(t, dir, "vendor/x/.attrlint.yaml", "exclude: ['*.min.html']\n")
	nested := write(t, dir, "vendor/x/lib.html", leapDay)
	_, _, errOut = runCLI(t, "", nested)
	if !strings.Contains(errOut, `: skipped: excluded by "vendor/**" in `+filepath.Join(dir, ".attrlint.yaml")) {
		t.Errorf("excluded by the parent: stderr %q", errOut)
	}
	// site/e.htm matches site's include but not the parent's: every
	// include of the chain must match.
	write(t, dir, "site/.attrlint.yaml", "include: ['*.tmpl', '*.html', '*.htm']\nexclude: ['*.min.html']\n")
	write(t, dir, "site/e.htm", leapDay)
	write(t, dir, "site/b.tmpl", leapDay)
	write(t, dir, "site/c.html", leapDay)
	write(t, dir, "site/c.min.html", leapDay)
	write(t, dir, "site/d.txt", leapDay)
	code, out, errOut = runCLI(t, "", "--format", "json", filepath.Join(dir, "site"))
	var files []string
	for _, d := range decode(t, out) {
		files = append(files, filepath.Base(d.File))
	}
	if code != 1 || strings.Join(files, ",") != "b.tmpl,c.html" {
		t.Errorf("nested include/exclude: exit %d, files %v, stderr %q", code, files, errOut)
	}
}

func TestDirectivesEndToEnd(t *testing.T) {
	src := "<!-- attrlint-disable-next-line time-datetime -- feed uses it -->\n" + leapDay +
		"<!-- attrlint-disable-next-line enumerated -->\n" + leapDay
	for _, args := range [][]string{{"-"}, {"--stdin-filename", "page.html", "-"}} {
		code, out, _ := runCLI(t, src, append([]string{"--format", "json"}, args...)...)
		d := decode(t, out)
		if code != 1 || len(d) != 2 {
			t.Fatalf("%v: exit %d, %v", args, code, d)
		}
		if d[0].Rule != "unused-directive" || d[0].Line != 3 || d[0].Column != 33 || d[0].Severity != "warning" {
			t.Errorf("%v: first diagnostic %+v, want unused-directive at 3:33", args, d[0])
		}
		if d[1].Rule != "time-datetime" || d[1].Line != 4 {
			t.Errorf("%v: second diagnostic %+v, want time-datetime on line 4", args, d[1])
		}
	}
	// unused-directive can be turned off in the configuration.
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "rules: {unused-directive: off}\n")
	page := write(t, dir, "page.html", src)
	_, out, _ := runCLI(t, "", "--format", "json", page)
	if d := decode(t, out); len(d) != 1 || d[0].Rule != "time-datetime" {
		t.Errorf("unused-directive off: %v", d)
	}
	// The directive rules are listed with the others.
	_, out, _ = runCLI(t, "", "rules")
	if !strings.Contains(out, "invalid-directive") || !strings.Contains(out, "unused-directive") {
		t.Errorf("attrlint rules lacks the directive rules:\n%s", out)
	}
}

func TestConfigTemplates(t *testing.T) {
	dir := t.TempDir()
	page := `<time datetime="{{ .Date }}"></time>` + "\n"
	write(t, dir, "default/page.html", page)
	write(t, dir, "none/.attrlint.yaml", "templates: []\n")
	write(t, dir, "none/page.html", page)
	write(t, dir, "erb/.attrlint.yaml", "templates: [erb]\n")
	write(t, dir, "erb/page.html", page)
	write(t, dir, "nonekey/.attrlint.yaml", "templates: none\n")
	write(t, dir, "nonekey/page.html", page)
	write(t, dir, "svelte/.attrlint.yaml", "templates: [svelte]\n")
	write(t, dir, "svelte/page.html", `<input type="checkbox" checked="{done}">`+"\n")
	write(t, dir, "auto/.attrlint.yaml", "templates: auto\n")
	write(t, dir, "auto/page.html", `<input type="checkbox" checked="${done}">`+"\n")
	_, out, _ := runCLI(t, "", "--format", "json", dir)
	var files []string
	for _, d := range decode(t, out) {
		files = append(files, filepath.Base(filepath.Dir(d.File)))
	}
	if strings.Join(files, ",") != "erb,none,nonekey" {
		t.Errorf("diagnostics in %v, want erb, none and nonekey (default recognises Go templates)", files)
	}
	write(t, dir, "bad/.attrlint.yaml", "templates: [svelt]\n")
	write(t, dir, "bad/page.html", page)
	if code, _, errOut := runCLI(t, "", filepath.Join(dir, "bad")); code != exitUsage || !strings.Contains(errOut, `unknown template syntax (did you mean "svelte"?)`) {
		t.Errorf("templates: [svelt]: exit %d, stderr %q", code, errOut)
	}
}

// TestConfigCascadeLSP checks that the language server's documents take
// the same merged configuration as the command line.
func TestConfigCascadeLSP(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "rules:\n  enumerated: off\nexclude: ['**/vendor/**']\n")
	write(t, dir, "sub/.attrlint.yaml", "rules:\n  time-datetime: warn\n")
	write(t, dir, "app/.attrlint.yaml", "root: true\n")
	lc := &lspConfig{}
	if err := lc.Reload(); err != nil {
		t.Fatal(err)
	}
	src := []byte(leapDay + `<input type="nmber">`)
	for name, want := range map[string]string{
		"sub/page.html": "time-datetime:warning",
		"app/page.html": "time-datetime:error enumerated:error",
	} {
		l, err := lc.Linter(filepath.Join(dir, name))
		if err != nil || l == nil {
			t.Fatalf("%s: linter %v, error %v", name, l, err)
		}
		diags, err := l.Lint(name, src)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range diags {
			got = append(got, d.Rule+":"+d.Severity.String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%s: got %q, want %q", name, got, want)
		}
	}
	// The parent's exclude applies below sub/, not below the root app/.
	if l, err := lc.Linter(filepath.Join(dir, "sub/vendor/lib.html")); l != nil || err != nil {
		t.Errorf("sub/vendor/lib.html: linter %v, error %v; want excluded", l, err)
	}
	if l, err := lc.Linter(filepath.Join(dir, "app/vendor/lib.html")); l == nil || err != nil {
		t.Errorf("app/vendor/lib.html: linter %v, error %v; want linted", l, err)
	}
}

// TestRuleSeverityOverride: RULE=error or RULE=warn, by --rule or by the
// configuration's rules, sets the severity of every finding of the rule,
// including those the rule reports as warnings by default (script-type's
// redundant type="text/javascript"); the SARIF rule list gives the
// severities of the working directory's configuration and --rule.
func TestRuleSeverityOverride(t *testing.T) {
	dir := t.TempDir()
	page := write(t, dir, "p.html", "<!doctype html><html lang=\"en\"><title>x</title>\n<script type=\"text/javascript\">1</script><div role=\"generic\">x</div>\n")
	cfg := write(t, dir, "cfg.yaml", "rules: {script-type: error, aria-redundant-role: error}\n")
	severities := func(out string) map[string]string {
		got := map[string]string{}
		for _, d := range decode(t, out) {
			got[d.Rule] = d.Severity
		}
		return got
	}
	code, out, _ := runCLI(t, "", "--format", "json", page)
	if got := severities(out); code != 0 || got["script-type"] != "warning" || got["aria-redundant-role"] != "warning" {
		t.Fatalf("defaults: exit %d, %v; want both warnings", code, got)
	}
	for _, args := range [][]string{
		{"--rule", "script-type=error", "--rule", "aria-redundant-role=error"},
		{"--config", cfg},
	} {
		code, out, _ := runCLI(t, "", append(args, "--format", "json", page)...)
		if got := severities(out); code != 1 || got["script-type"] != "error" || got["aria-redundant-role"] != "error" {
			t.Errorf("%v: exit %d, %v; want both errors and exit 1", args, code, got)
		}
	}
	code, out, _ = runCLI(t, "", "--config", cfg, "--rule", "script-type=warn", "--format", "json", page)
	if got := severities(out); code != 1 || got["script-type"] != "warning" || got["aria-redundant-role"] != "error" {
		t.Errorf("--rule over the configuration: exit %d, %v", code, got)
	}
	_, out, _ = runCLI(t, "", "--config", cfg, "--rule", "script-type=warn", "--format", "sarif", page)
	var rep sarifReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	levels := map[string]string{}
	for _, r := range rep.Runs[0].Tool.Driver.Rules {
		levels[r.ID] = r.DefaultConfiguration.Level
	}
	if levels["aria-redundant-role"] != "error" || levels["script-type"] != "warning" || levels["aria-required"] != "warning" {
		t.Errorf("SARIF rule levels: aria-redundant-role %q (configured error), script-type %q (--rule warn), aria-required %q (its default)",
			levels["aria-redundant-role"], levels["script-type"], levels["aria-required"])
	}
	for _, r := range rep.Runs[0].Results {
		if r.RuleID == "aria-redundant-role" && r.Level != "error" || r.RuleID == "script-type" && r.Level != "warning" {
			t.Errorf("SARIF result %s at level %s", r.RuleID, r.Level)
		}
	}
}
