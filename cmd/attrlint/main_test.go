package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// runCLI runs the command in-process and returns its exit status and
// outputs.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut, []string{"NO_COLOR=1"})
	return code, out.String(), errOut.String()
}

type jsonDiag struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Rule      string `json:"rule"`
	Severity  string `json:"severity"`
	Message   string `json:"message"`
	Element   string `json:"element"`
	Attribute string `json:"attribute"`
	Value     string `json:"value"`
	Browser   string `json:"browser"`
}

func decode(t *testing.T, s string) []jsonDiag {
	t.Helper()
	var d []jsonDiag
	if err := json.Unmarshal([]byte(s), &d); err != nil {
		t.Fatalf("output is not a JSON array: %v\n%s", err, s)
	}
	return d
}

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	clean := write(t, dir, "clean.html", `<p><time datetime="2024-02-29">x</time></p>`)
	bad := write(t, dir, "bad.html", `<p><time datetime="2023-02-29">x</time></p>`)
	warn := write(t, dir, "warn.html", `<ins datetime="0214-09-29"></ins>`)

	if code, out, _ := runCLI(t, "", clean); code != 0 || out != "" {
		t.Errorf("clean file: exit %d, output %q; want 0 and nothing", code, out)
	}
	if code, _, _ := runCLI(t, "", bad); code != 1 {
		t.Errorf("file with an error: exit %d, want 1", code)
	}
	if code, _, _ := runCLI(t, "", warn); code != 0 {
		t.Errorf("file with only a warning: exit %d, want 0", code)
	}
	if code, _, _ := runCLI(t, "", "--max-warnings", "0", warn); code != 1 {
		t.Errorf("--max-warnings 0 with a warning: exit %d, want 1", code)
	}
	code, out, errOut := runCLI(t, "", "--format", "json", bad, filepath.Join(dir, "missing.html"), clean)
	if code != 2 {
		t.Errorf("a missing file: exit %d, want 2", code)
	}
	if !strings.Contains(errOut, "missing.html") || !strings.Contains(errOut, "no such file") {
		t.Errorf("stderr does not name the missing file and the reason: %q", errOut)
	}
	if d := decode(t, out); len(d) != 1 || d[0].File != bad {
		t.Errorf("the other files must still be linted: %+v", d)
	}
	if code, _, errOut := runCLI(t, "", "--format", "xml", clean); code != 2 || !strings.Contains(errOut, "unknown format") {
		t.Errorf("unknown format: exit %d, stderr %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "--rule", "no-such-rule=off", clean); code != 2 || !strings.Contains(errOut, "unknown rule") {
		t.Errorf("unknown rule: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := runCLI(t, ""); code != 2 {
		t.Errorf("no paths: exit %d, want 2", code)
	}
	if code, out, _ := runCLI(t, "", "--rule", "time-datetime=off", bad); code != 0 || out != "" {
		t.Errorf("rule turned off: exit %d, output %q", code, out)
	}
}

func TestJSONFields(t *testing.T) {
	dir := t.TempDir()
	f := write(t, dir, "a.html", "<!DOCTYPE html>\r\n<p>é <time datetime=\"2023-02-29\">x</time></p>\n")
	code, out, _ := runCLI(t, "", "--format", "json", f)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	d := decode(t, out)
	if len(d) != 1 {
		t.Fatalf("want 1 diagnostic, got %+v", d)
	}
	g := d[0]
	// "2023-02-29" starts at column 22 of line 2: `<p>é <time datetime="` is
	// 21 code points. The day "29" is columns 30-31.
	if g.Line != 2 || g.EndLine != 2 || g.Column != 30 || g.EndColumn != 32 {
		t.Errorf("position %d:%d-%d:%d, want 2:30-2:32", g.Line, g.Column, g.EndLine, g.EndColumn)
	}
	if g.Rule != "time-datetime" || g.Severity != "error" || g.Element != "time" || g.Attribute != "datetime" || g.Value != "2023-02-29" {
		t.Errorf("fields: %+v", g)
	}
	if !strings.Contains(g.Message, "2023") {
		t.Errorf("message does not explain the leap year: %q", g.Message)
	}
}

func TestStdin(t *testing.T) {
	code, out, _ := runCLI(t, `<table><tr><td colspan="0"></td></tr></table>`, "--format", "json", "--stdin-filename", "page.html", "-")
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	d := decode(t, out)
	if len(d) != 1 || d[0].File != "page.html" || d[0].Rule != "integer" {
		t.Errorf("stdin diagnostics: %+v", d)
	}
}

func TestDirectoryAndOrder(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "b.html", `<table><tr><td colspan="0"></td></tr></table>`)
	write(t, dir, "a/z.htm", `<table><tr><td colspan="0"></td><td colspan="0"></td></tr></table>`)
	write(t, dir, "notes.txt", `<table><tr><td colspan="0"></td></tr></table>`)
	write(t, dir, ".hidden/x.html", `<table><tr><td colspan="0"></td></tr></table>`)
	var first string
	for _, j := range []string{"1", "2", "8"} {
		code, out, _ := runCLI(t, "", "--format", "json", "-j", j, dir)
		if code != 1 {
			t.Fatalf("exit %d", code)
		}
		d := decode(t, out)
		if len(d) != 3 || !strings.HasSuffix(d[0].File, "z.htm") || d[0].Column >= d[1].Column || !strings.HasSuffix(d[2].File, "b.html") {
			t.Errorf("-j %s: want a/z.htm twice (in column order) then b.html, got %+v", j, d)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("-j %s: output differs from -j 1", j)
		}
	}
}

func TestStylish(t *testing.T) {
	dir := t.TempDir()
	f := write(t, dir, "a.html", "<body bgcolor=\"chucknorris\">\n")
	code, out, _ := runCLI(t, "", f)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{f, "1:16", "error", "obsolete-color", "#c00000", `1 | <body bgcolor="chucknorris">`, "^^^^^^^^^^^", "1 problem (1 error, 0 warnings)"} {
		if !strings.Contains(out, want) {
			t.Errorf("stylish output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Errorf("colour escapes in a pipe:\n%q", out)
	}
	_, out, _ = runCLI(t, "", "--color", "always", f)
	if !strings.Contains(out, "\x1b[") {
		t.Errorf("--color always gives no colour:\n%q", out)
	}
}

func TestRulesAndExplain(t *testing.T) {
	code, out, _ := runCLI(t, "", "rules")
	if code != 0 || !strings.Contains(out, "time-datetime") || !strings.Contains(out, "boolean") {
		t.Errorf("rules: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "explain", "usemap")
	if code != 0 || !strings.Contains(out, "Invalid:") || !strings.Contains(out, "hash-name") {
		t.Errorf("explain: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, "", "explain", "nope"); code != 2 || errOut != "attrlint: unknown rule \"nope\"; `attrlint rules` lists them\n" {
		t.Errorf("explain unknown: exit %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "explain", "scripttype"); code != 2 || !strings.Contains(errOut, `unknown rule "scripttype" (did you mean "script-type"?)`) {
		t.Errorf("explain misspelt: exit %d %q", code, errOut)
	}
}

// TestJobs: -j bounds the cores for the run only, and a negative count is a
// usage error.
func TestJobs(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	code, out, _ := runCLI(t, "", "-j", "1", "--format", "json", "../../testdata/site")
	if code != 1 || !strings.Contains(out, `"rule"`) {
		t.Errorf("-j 1: exit %d, output %q", code, out)
	}
	if after := runtime.GOMAXPROCS(0); after != before {
		t.Errorf("GOMAXPROCS %d after the run, %d before", after, before)
	}
	if code, _, errOut := runCLI(t, "", "-j", "-1", "../../testdata/site"); code != 2 || !strings.Contains(errOut, "-j") {
		t.Errorf("-j -1: exit %d, stderr %q", code, errOut)
	}
}

// TestFlagsAfterPaths: flags may follow the paths, "--" ends the flags, and
// a bad flag value is one line naming the flag, not the whole usage.
func TestFlagsAfterPaths(t *testing.T) {
	code, out, errOut := runCLI(t, "", "../../testdata/site/blog", "--format", "json", "--rule", "sandbox=off")
	if code != 1 || errOut != "" || !strings.HasPrefix(out, "[") || strings.Contains(out, `"sandbox"`) {
		t.Errorf("flags after the path: exit %d, stderr %q, output %.80q", code, errOut, out)
	}
	code, _, errOut = runCLI(t, "", "--format", "json", "--", "--no-such-file.html")
	if code != 2 || !strings.Contains(errOut, "--no-such-file.html") {
		t.Errorf(`a path after "--": exit %d, stderr %q`, code, errOut)
	}
	code, _, errOut = runCLI(t, "", "../../testdata/site", "--rule", "sandbox=loud")
	if code != 2 || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "attrlint: ") || !strings.Contains(errOut, "-rule") {
		t.Errorf("bad flag value: exit %d, stderr %q", code, errOut)
	}
}

// TestFragmentsAndPagesConfig: the fragments key marks files as parts of
// pages (references to ids they do not hold are not reported, though
// their source looks like a whole document), and a page set resolves the
// references of its files against the ids of all of them, so a reference
// that no file of the page resolves is still reported, even in a partial.
func TestFragmentsAndPagesConfig(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "fragments: [\"components/**\"]\npages:\n  - [layouts/base.html, \"layouts/partials/**\"]\n")
	comp := write(t, dir, "components/search.html", `<!DOCTYPE html><html lang="en"><body><label for="q">Search</label></body></html>`)
	write(t, dir, "layouts/base.html", `<!DOCTYPE html><html lang="en"><body><input id="q"><map name="nav"></map>{{ partial "form.html" . }}</body></html>`)
	partial := write(t, dir, "layouts/partials/form.html", `<label for="q">Search</label><label for="gone">x</label><img usemap="#nav" src="a.png" alt="">`)
	lone := write(t, dir, "pages/alone.html", `<!DOCTYPE html><html lang="en"><body><label for="q">Search</label></body></html>`)

	code, out, errOut := runCLI(t, "", "--format", "json", comp, partial, lone)
	if code != 1 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var got []string
	for _, d := range decode(t, out) {
		got = append(got, filepath.Base(d.File)+": "+d.Value)
	}
	want := []string{"form.html: gone", "alone.html: q"}
	if !slices.Equal(got, want) {
		t.Errorf("findings = %q, want %q", got, want)
	}
}
