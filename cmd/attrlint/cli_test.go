package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestCommandLineConventions: what users of ESLint, Ruff and golangci-lint
// reach for first (issue 17): --version, help on stdout, the nearest flag
// or format for a typo, a word when --max-warnings or an empty directory
// decides the run.
func TestCommandLineConventions(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, errOut := runCLI(t, "", args...)
		if code != 0 || !strings.HasPrefix(out, "attrlint ") || !strings.Contains(out, "go1.") || errOut != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	for _, args := range [][]string{{"--help"}, {"-h"}} {
		code, out, errOut := runCLI(t, "", args...)
		if code != 0 || !strings.Contains(out, "Usage:") || !strings.Contains(out, "\n  --format FORMAT\n") || errOut != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want the usage on stdout", args, code, out, errOut)
		}
		// Flags are written as the README and the completions write them:
		// two dashes, one for a one-letter flag, with a named value.
		for _, want := range []string{"\n  --color WHEN\n", "\n  -j N\n", "\n  --rule RULE=SEVERITY\n", "\n  --quiet\n", `(default "auto")`, "(default -1)"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: no %q in the usage:\n%s", args, want, out)
			}
		}
		if m := regexp.MustCompile(`(?m)^  (-[a-z][a-z-]+|--[a-z]\b)`).FindString(out); m != "" {
			t.Errorf("%v: flag written %q", args, m)
		}
	}
	var lspOut, lspErr strings.Builder
	if code := run([]string{"lsp", "--help"}, strings.NewReader(""), &lspOut, &lspErr, nil); code != 0 ||
		!strings.Contains(lspErr.String(), "\n  --config FILE\n") || regexp.MustCompile(`(?m)^  -[a-z][a-z-]+`).MatchString(lspErr.String()) {
		t.Errorf("lsp --help: exit %d, stderr\n%s", code, lspErr.String())
	}
	code, out, errOut := runCLI(t, "", "--formt", "json", "x.html")
	if code != 2 || out != "" || errOut != "attrlint: unknown flag --formt (did you mean --format?) (attrlint --help lists the flags)\n" {
		t.Errorf("typo in a flag: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for args, want := range map[string]string{
		"--rule":           "attrlint: flag needs an argument: --rule (attrlint --help lists the flags)\n",
		"-j x a.html":      `attrlint: invalid value "x" for flag -j: parse error (attrlint --help lists the flags)` + "\n",
		"--quiet=2 a.html": `attrlint: invalid boolean value "2" for --quiet: parse error (attrlint --help lists the flags)` + "\n",
	} {
		if code, _, errOut := runCLI(t, "", strings.Fields(args)...); code != 2 || errOut != want {
			t.Errorf("%s: exit %d, stderr %q, want %q", args, code, errOut, want)
		}
	}
	code, _, errOut = runCLI(t, "", "--format", "jsn", "x.html")
	if code != 2 || !strings.Contains(errOut, `unknown format "jsn" (did you mean "json"?)`) {
		t.Errorf("typo in a format: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = runCLI(t, "")
	if code != 2 || !strings.Contains(errOut, "attrlint .") {
		t.Errorf("no arguments: exit %d, stderr %q; want a next step", code, errOut)
	}

	dir := t.TempDir()
	warn := write(t, dir, "warn.html", `<ins datetime="0214-09-29"></ins><ins datetime="0215-09-29"></ins>`)
	code, _, errOut = runCLI(t, "", "--max-warnings", "1", warn)
	if code != 1 || !strings.Contains(errOut, "attrlint: 2 warnings, more than --max-warnings 1 allows") {
		t.Errorf("--max-warnings exceeded: exit %d, stderr %q", code, errOut)
	}
	if code, _, errOut = runCLI(t, "", "--max-warnings", "2", warn); code != 0 || errOut != "" {
		t.Errorf("--max-warnings not exceeded: exit %d, stderr %q", code, errOut)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.MkdirAll(filepath.Join(empty, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, empty, "notes.txt", "not html")
	code, out, errOut = runCLI(t, "", empty)
	if code != 0 || out != "" || !strings.Contains(errOut, "attrlint: no HTML files to lint in "+empty) {
		t.Errorf("a directory without HTML: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestJSONCarriesFixAndURL: JSON findings carry the rule's docs URL, the
// fix with its edits (byte offsets and line/column) and suggestions, so
// that an editor or a bot can apply them without attrlint (issue 17).
func TestJSONCarriesFixAndURL(t *testing.T) {
	src := "<p>\n<input type=\"checkbox\" checked=\"true\"><p lang=\"en_US\">x</p>\n"
	_, out, _ := runCLI(t, src, "--format", "json", "--stdin-filename", "t.html", "-")
	var got []struct {
		Rule string
		URL  string
		Fix  *struct {
			Message string
			Edits   []struct {
				Start, End, Line, Column, EndLine, EndColumn int
				New                                          string
			}
		}
		Suggestions []struct {
			Edits []struct{ New string }
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got) != 2 {
		t.Fatalf("%v\n%s", err, out)
	}
	b := got[0]
	if b.Rule != "boolean" || !strings.HasSuffix(b.URL, "#boolean") || b.Fix == nil || len(b.Fix.Edits) != 1 {
		t.Fatalf("boolean finding: %+v", b)
	}
	e := b.Fix.Edits[0]
	if src[e.Start:e.End] != `="true"` || e.New != "" || e.Line != 2 || e.Column != 31 || e.EndLine != 2 || e.EndColumn != 38 {
		t.Errorf("edit %+v: covers %q", e, src[e.Start:e.End])
	}
	if l := got[1]; l.Rule != "language-tag" || l.Fix != nil || len(l.Suggestions) != 1 || l.Suggestions[0].Edits[0].New != "en-US" {
		t.Errorf("language-tag finding: %+v", l)
	}
}

// TestStylishSaysWhatFixCanFix: the summary line counts the findings
// --fix would fix.
func TestStylishSaysWhatFixCanFix(t *testing.T) {
	_, out, _ := runCLI(t, `<input type="checkbox" checked="true"><p lang="en_US">x</p>`, "--stdin-filename", "t.html", "-")
	if !strings.Contains(out, "2 problems (2 errors, 0 warnings)\n1 of them can be fixed with --fix\n") {
		t.Errorf("summary:\n%s", out)
	}
}

// TestOutputFileAndStats: -o puts the report in a file and a summary on
// the terminal; --stats counts findings by rule on stderr.
func TestOutputFileAndStats(t *testing.T) {
	dir := t.TempDir()
	page := write(t, dir, "p.html", `<input type="checkbox" checked="true"><p lang="en_US">x</p><ins datetime="0214-09-29"></ins>`)
	report := filepath.Join(dir, "report.sarif")
	code, out, errOut := runCLI(t, "", "--format", "sarif", "-o", report, "--stats", page)
	if code != 1 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if out != "3 problems (2 errors, 1 warning) in 1 file; the report is in "+report+"\n" {
		t.Errorf("terminal: %q", out)
	}
	b, err := os.ReadFile(report)
	if err != nil || !strings.Contains(string(b), `"version": "2.1.0"`) && !strings.Contains(string(b), `"version":"2.1.0"`) {
		t.Errorf("report file: %v\n%.200s", err, b)
	}
	for _, want := range []string{"rule", "boolean", "language-tag", "mod-datetime", "total"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("--stats does not list %s:\n%s", want, errOut)
		}
	}
	if !strings.Contains(errOut, "total                2         1        1") && !strings.Contains(strings.Join(strings.Fields(errOut), " "), "total 2 1 1") {
		t.Errorf("--stats totals:\n%s", errOut)
	}
	if code, _, errOut := runCLI(t, "", "-o", page, page); code != 2 || !strings.Contains(errOut, "would overwrite it") {
		t.Errorf("-o onto a linted file: exit %d, stderr %q", code, errOut)
	}
	if after, _ := os.ReadFile(page); !strings.Contains(string(after), `checked="true"`) {
		t.Errorf("the page was overwritten: %q", after)
	}
}

// TestCompletion: the bash script is valid and completes flags, formats
// and rule ids; every flag of --help is completed; fish and zsh scripts
// are written.
func TestCompletion(t *testing.T) {
	// The flags of --help are those run defines (and --help itself): the
	// completions complete exactly these.
	_, help, _ := runCLI(t, "", "--help")
	helped := map[string]bool{"--help": true}
	for _, m := range regexp.MustCompile(`(?m)^  (--?[a-z-]+)`).FindAllStringSubmatch(help, -1) {
		helped[m[1]] = true
		if _, ok := cliFlags[m[1]]; !ok {
			t.Errorf("flag %s of --help is not completed", m[1])
		}
	}
	for f := range cliFlags {
		if !helped[f] {
			t.Errorf("flag %s is completed but is not a flag of --help", f)
		}
	}
	for _, sh := range []string{"zsh", "fish"} {
		if code, out, _ := runCLI(t, "", "completion", sh); code != 0 || !strings.Contains(out, "attrlint") {
			t.Errorf("completion %s: exit %d", sh, code)
		}
	}
	if code, _, errOut := runCLI(t, "", "completion", "tcsh"); code != 2 || !strings.Contains(errOut, "bash, zsh or fish") {
		t.Errorf("completion tcsh: exit %d, %q", code, errOut)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("skipping the bash run: no bash")
	}
	_, script, _ := runCLI(t, "", "completion", "bash")
	for words, want := range map[string]string{
		"attrlint --form":       "--format",
		"attrlint --format js":  "json",
		"attrlint --rule time-": "time-datetime=",
		"attrlint expl":         "explain",
	} {
		w := strings.Fields(words)
		if strings.HasSuffix(words, " ") {
			w = append(w, "")
		}
		prog := script + "\nCOMP_WORDS=(" + strings.Join(w, " ") + ")\nCOMP_CWORD=" + strconv.Itoa(len(w)-1) + "\n_attrlint\necho \"${COMPREPLY[@]}\"\n"
		out, err := exec.Command(bash, "-c", prog).CombinedOutput()
		if err != nil || !strings.Contains(string(out), want) {
			t.Errorf("%q: completes %q (%v), want %s", words, out, err, want)
		}
	}
}

// TestPrintConfig: --print-config shows the configuration after the
// cascade and --rule, with the files it came from.
func TestPrintConfig(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "rules: {time-datetime: warn}\naria: \"1.3\"\nexclude: [\"vendor/**\"]\n")
	sub := write(t, dir, "docs/.attrlint.yaml", "rules: {boolean: off}\ntemplates: [hugo]\n")
	page := filepath.Join(dir, "docs", "page.html")
	code, out, errOut := runCLI(t, "", "--rule", "integer=warn", "--print-config", page)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var ec effectiveConfig
	if err := json.Unmarshal([]byte(out), &ec); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(ec.Files) != 2 || ec.Files[0] != sub || ec.Rules["boolean"] != "off" || ec.Rules["time-datetime"] != "warning" ||
		ec.Rules["integer"] != "warning" || ec.Rules["enumerated"] != "error" || ec.ARIA != "1.3" || len(ec.Templates) != 1 || ec.Templates[0] != "hugo" || !ec.Linted {
		t.Errorf("effective configuration: %+v", ec)
	}
	_, out, _ = runCLI(t, "", "--print-config", filepath.Join(dir, "vendor", "x.html"))
	if err := json.Unmarshal([]byte(out), &ec); err != nil || ec.Linted || !strings.Contains(ec.Excluded, "vendor/**") {
		t.Errorf("an excluded file: %+v, %v", ec, err)
	}
}

// TestInit: attrlint init writes the starter configuration, which the
// next run reads, and never overwrites one.
func TestInit(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI(t, "", "init", dir)
	if code != 0 || !strings.Contains(out, "wrote ") {
		t.Fatalf("init: exit %d, %q %q", code, out, errOut)
	}
	write(t, dir, "vendor/x.html", `<input type="nmber">`)
	write(t, dir, "p.html", `<p>ok</p>`)
	if code, out, errOut := runCLI(t, "", dir); code != 0 || out != "" {
		t.Errorf("a run with the starter configuration: exit %d, %q %q (vendor/** should be excluded)", code, out, errOut)
	}
	p := filepath.Join(dir, ".attrlint.yaml")
	os.WriteFile(p, []byte("rules: {boolean: off}\n"), 0o644)
	if code, _, errOut := runCLI(t, "", "init", dir); code != 2 || !strings.Contains(errOut, "already exists") {
		t.Errorf("init over an existing file: exit %d, %q", code, errOut)
	}
	if b, _ := os.ReadFile(p); string(b) != "rules: {boolean: off}\n" {
		t.Errorf("the existing file was changed: %q", b)
	}
}

// TestIgnorePatternAndIgnoreFile: --ignore-pattern and .attrlintignore
// files (gitignore syntax, in any directory, Git or not) keep files and
// directories out of a walk, and named files are skipped with a notice.
func TestIgnorePatternAndIgnoreFile(t *testing.T) {
	dir := t.TempDir()
	bad := `<input type="nmber">`
	write(t, dir, "site/.attrlintignore", "# generated\nbuild/\n*.min.html\n!keep.min.html\n")
	write(t, dir, "site/build/a.html", bad)
	write(t, dir, "site/x.min.html", bad)
	keep := write(t, dir, "site/keep.min.html", bad)
	write(t, dir, "site/drafts/d.html", bad)
	page := write(t, dir, "site/page.html", bad)
	t.Chdir(dir)
	_, out, errOut := runCLI(t, "", "--format", "compact", "--ignore-pattern", "site/drafts/**", "site")
	var files []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		f, _, _ := strings.Cut(l, ":")
		files = append(files, filepath.Base(f))
	}
	if strings.Join(files, " ") != "keep.min.html page.html" {
		t.Errorf("linted %q, want keep.min.html and page.html; stderr %q", files, errOut)
	}
	code, _, errOut := runCLI(t, "", "--ignore-pattern", "site/page.html", page, keep)
	if code != 1 || !strings.Contains(errOut, "site/page.html: skipped: ignored by --ignore-pattern site/page.html") {
		t.Errorf("a named file that a pattern ignores: exit %d, %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "--ignore-pattern", "[a-", "site"); code != 2 || !strings.Contains(errOut, "not a valid glob") {
		t.Errorf("a broken pattern: exit %d, %q", code, errOut)
	}
}

// TestHyperlinks: with colour (a terminal), rule ids are OSC 8 links to
// their docs; ATTRLINT_HYPERLINKS=0 turns them off, =1 forces them; never
// in other formats.
func TestHyperlinks(t *testing.T) {
	src := `<input type="checkbox" checked="true">`
	link := "\x1b]8;;https://github.com/attrlint/attrlint/blob/main/docs/rules.md#boolean\x1b\\"
	runEnv := func(env []string, args ...string) string {
		var out, errOut strings.Builder
		run(append(args, "--stdin-filename", "t.html", "-"), strings.NewReader(src), &out, &errOut, env)
		return out.String()
	}
	if out := runEnv(nil, "--color", "always"); !strings.Contains(out, link) {
		t.Errorf("colour on: no link in %q", out)
	}
	if out := runEnv([]string{"ATTRLINT_HYPERLINKS=0"}, "--color", "always"); strings.Contains(out, "\x1b]8;") {
		t.Errorf("ATTRLINT_HYPERLINKS=0: link in %q", out)
	}
	if out := runEnv([]string{"ATTRLINT_HYPERLINKS=1"}, "--color", "never"); !strings.Contains(out, link) {
		t.Errorf("ATTRLINT_HYPERLINKS=1: no link in %q", out)
	}
	if out := runEnv(nil, "--color", "never"); strings.Contains(out, "\x1b") {
		t.Errorf("colour off: escapes in %q", out)
	}
	if out := runEnv([]string{"ATTRLINT_HYPERLINKS=1"}, "--format", "compact"); strings.Contains(out, "\x1b") {
		t.Errorf("compact: escapes in %q", out)
	}
}

// TestColorEnvironment: --color auto honours FORCE_COLOR (set and not
// "0" or "false": colour even into a pipe) and NO_COLOR (set and not
// empty, whatever its value: none even on a terminal); FORCE_COLOR wins
// over NO_COLOR, and --color always or never over both.
// TTY_FORCE=1 makes the terminal detection take the pipe for a terminal.
func TestColorEnvironment(t *testing.T) {
	src := `<input type="checkbox" checked="true">`
	terminal := []string{"TTY_FORCE=1", "TERM=xterm-256color"}
	for _, tc := range []struct {
		env   []string
		args  []string
		color bool
	}{
		{nil, nil, false},
		{terminal, nil, true},
		{[]string{"FORCE_COLOR=1"}, nil, true},
		{[]string{"FORCE_COLOR=3"}, nil, true},
		{[]string{"FORCE_COLOR=true"}, nil, true},
		{[]string{"FORCE_COLOR="}, nil, false},
		{append([]string{"FORCE_COLOR=0"}, terminal...), nil, false},
		{append([]string{"FORCE_COLOR=false"}, terminal...), nil, false},
		{append([]string{"NO_COLOR=1"}, terminal...), nil, false},
		{append([]string{"NO_COLOR=yes"}, terminal...), nil, false},
		{append([]string{"NO_COLOR="}, terminal...), nil, true},
		{[]string{"NO_COLOR=1", "FORCE_COLOR=1"}, nil, true},
		{[]string{"FORCE_COLOR=1"}, []string{"--color", "never"}, false},
		{[]string{"NO_COLOR=1"}, []string{"--color", "always"}, true},
	} {
		var out, errOut strings.Builder
		args := append(tc.args, "--stdin-filename", "t.html", "-")
		run(args, strings.NewReader(src), &out, &errOut, append([]string{"ATTRLINT_HYPERLINKS=0"}, tc.env...))
		if got := strings.Contains(out.String(), "\x1b["); got != tc.color {
			t.Errorf("%v %v: colour %v, want %v:\n%q", tc.env, tc.args, got, tc.color, out.String())
		}
	}
}

// TestMessagesShowControls: file names and errors on stderr cannot act on
// the terminal or forge a line: their control characters are shown as
// escapes, one message a line, in the notices, the errors and --stats
// alike; the stylish report shows them the same way.
func TestMessagesShowControls(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("file names with control characters")
	}
	dir := t.TempDir()
	title := "\x1b]0;pwned\x07"
	big := write(t, dir, "big"+title+".html", strings.Repeat(`<p id="a">`, 20))
	forged := write(t, dir, "z\nattrlint: fake.html: \x1b[31mforged.html", `<p dir="sideways">x</p>`)
	missing := filepath.Join(dir, "gone\x1b[2J.html")
	code, out, errOut := runCLI(t, "", "--max-file-size", "100", "--stats", big, forged, missing)
	if code != exitUsage {
		t.Errorf("exit %d, want 2 (a missing file)", code)
	}
	for _, s := range []string{out, errOut} {
		if i := strings.IndexFunc(s, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\t' || 0x7f <= r && r <= 0x9f }); i >= 0 {
			t.Errorf("raw control %q in\n%s", s[i], s)
		}
	}
	for _, want := range []string{
		"attrlint: notice: " + filepath.Join(dir, `big\x1b]0;pwned\a.html`) + ": skipped",
		"attrlint: " + filepath.Join(dir, `gone\x1b[2J.html`) + ": no such file or directory\n",
		"enumerated        1",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	for _, line := range strings.Split(errOut, "\n") {
		if strings.HasPrefix(line, "attrlint: fake.html") {
			t.Errorf("a file name forged a line: %q", line)
		}
	}
	if !strings.Contains(out, filepath.Join(dir, `z\nattrlint: fake.html: \x1b[31mforged.html`)+"\n") {
		t.Errorf("stylish does not show the file name escaped:\n%s", out)
	}
	// --print-config's JSON has the path with its C0 controls escaped by
	// encoding/json and its C1 controls (U+009B is a CSI) by attrlint.
	csi := write(t, dir, "c1\u009b31m.html", "<p>x</p>")
	code, out, _ = runCLI(t, "", "--print-config", csi)
	if i := strings.IndexFunc(out, func(r rune) bool { return r < 0x20 && r != '\n' || 0x7f <= r && r <= 0x9f }); code != exitOK || i >= 0 || !strings.Contains(out, `c1\u009b31m.html`) {
		t.Errorf("--print-config: exit %d, a raw control at %d or no escape in\n%s", code, i, out)
	}
	// merge names report files the same way.
	code, _, errOut = runCLI(t, "", "merge", missing)
	if want := "attrlint: " + filepath.Join(dir, `gone\x1b[2J.html`) + ": "; code != exitUsage || !strings.Contains(errOut, want) || strings.Contains(errOut, "\x1b") {
		t.Errorf("merge of a missing report: exit %d, stderr %q; want 2 and %q", code, errOut, want)
	}
}
