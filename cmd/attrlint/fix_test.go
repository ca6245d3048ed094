package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/project"
	"github.com/attrlint/attrlint/rules"
)

const (
	// fixable has three fixable problems and two that are only suggested
	// (bgcolor stays obsolete whatever colour it names; disabled="false").
	fixable = "\xEF\xBB\xBF<!DOCTYPE html>\r\n<body bgcolor=\"chucknorris\">\r\n<p title=\"café — 日本\">\r\n<input type=checkbox checked=\"true\">\r\n" +
		"<button disabled=\"false\">x</button>\r\n<img src=//x/y alt=\"\" width=\"100px\">\r\n<table><tr><td colspan=\"0\">x</td></tr></table>\r\n"
	fixableFixed = "\xEF\xBB\xBF<!DOCTYPE html>\r\n<body bgcolor=\"chucknorris\">\r\n<p title=\"café — 日本\">\r\n<input type=checkbox checked>\r\n" +
		"<button disabled=\"false\">x</button>\r\n<img src=//x/y alt=\"\" width=\"100\">\r\n<table><tr><td colspan=\"1\">x</td></tr></table>\r\n"
	allFixable      = `<input type=checkbox checked="true">`
	allFixableFixed = `<input type=checkbox checked>`
)

func readString(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestFixRewritesFilesAndSecondRunChangesNothing(t *testing.T) {
	dir := t.TempDir()
	a := write(t, dir, "a.html", fixable)
	b := write(t, dir, "sub/b.html", allFixable)
	c := write(t, dir, "c.html", "<p>clean</p>\n")

	code, out, errOut := runCLI(t, "", "--fix", "--format", "json", dir)
	if code != exitErrors {
		t.Errorf("exit %d, want %d (errors that cannot be fixed remain)\n%s", code, exitErrors, errOut)
	}
	if got := readString(t, a); got != fixableFixed {
		t.Errorf("a.html:\n got  %q\n want %q", got, fixableFixed)
	}
	if got := readString(t, b); got != allFixableFixed {
		t.Errorf("b.html: got %q, want %q", got, allFixableFixed)
	}
	if got := readString(t, c); got != "<p>clean</p>\n" {
		t.Errorf("c.html changed: %q", got)
	}
	// Only the problems left after fixing are reported.
	var rules []string
	for _, d := range decode(t, out) {
		rules = append(rules, d.Rule+"@"+d.Attribute)
	}
	if got := strings.Join(rules, " "); got != "obsolete-color@bgcolor boolean@disabled" {
		t.Errorf("remaining diagnostics %q", got)
	}
	// The count is of findings a re-lint no longer reports.
	if !strings.Contains(errOut, "attrlint: fixed 4 problems in 2 files") {
		t.Errorf("no summary on stderr:\n%s", errOut)
	}

	code, _, errOut = runCLI(t, "", "--fix", "--format", "json", dir)
	if code != exitErrors || !strings.Contains(errOut, "fixed 0 problems in 0 files") {
		t.Errorf("second run: exit %d\n%s", code, errOut)
	}
	if readString(t, a) != fixableFixed || readString(t, b) != allFixableFixed {
		t.Error("the second --fix changed a file")
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".attrlint-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func TestFixExitsZeroWhenAllFixed(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "a.html", allFixable)
	if err := os.Chmod(p, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "--fix", p)
	if code != exitOK || out != "" {
		t.Errorf("exit %d, stdout %q, want 0 and no report\n%s", code, out, errOut)
	}
	info, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("mode became %v", info.Mode().Perm())
	}
}

func TestFixDryRunPrintsDiffAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "a.html", "<p>one</p>\n<p>two</p>\n<p>three</p>\n<p>four</p>\n"+allFixable+"\n<p>six</p>\n")
	code, out, errOut := runCLI(t, "", "--fix-dry-run", p)
	if code != exitOK {
		t.Errorf("exit %d, want 0: nothing would remain after fixing\n%s", code, errOut)
	}
	// An absolute path labels both sides as it is (patch -p0).
	head := "--- " + filepath.ToSlash(p) + "\n+++ " + filepath.ToSlash(p) + "\n"
	want := "@@ -2,5 +2,5 @@\n <p>two</p>\n <p>three</p>\n <p>four</p>\n-" + allFixable + "\n+" + allFixableFixed + "\n <p>six</p>\n"
	if out != head+want {
		t.Errorf("stdout is not the expected diff:\n%s", out)
	}
	if got := readString(t, p); !strings.Contains(got, allFixable) {
		t.Errorf("--fix-dry-run changed the file: %q", got)
	}
	if !strings.Contains(errOut, "would fix 1 problem in 1 file") {
		t.Errorf("no summary:\n%s", errOut)
	}

	// With problems that stay, the status is that of the fixed document;
	// the diff format shows only the changes, and another format reports
	// what would remain, on stdout.
	q := write(t, dir, "b.html", `<button disabled="false">x</button>`)
	code, out, errOut = runCLI(t, "", "--fix-dry-run", q)
	if code != exitErrors || out != "" || strings.Contains(errOut, "disabled") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1, no diff, no report", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "--fix-dry-run", "--format", "stylish", q)
	if code != exitErrors || !strings.Contains(out, "disabled") || strings.Contains(errOut, "disabled") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 1, the report on stdout", code, out, errOut)
	}
}

func TestFixStdin(t *testing.T) {
	code, out, errOut := runCLI(t, "<body bgcolor=red>\n"+allFixable+"\n", "--fix", "--format", "json", "-")
	if want := "<body bgcolor=red>\n" + allFixableFixed + "\n"; out != want {
		t.Errorf("stdout %q, want the fixed document %q", out, want)
	}
	if code != exitErrors || !strings.Contains(errOut, `"rule":"obsolete-color"`) {
		t.Errorf("exit %d; want 1 and the remaining diagnostic on stderr:\n%s", code, errOut)
	}
	// --fix-dry-run prints the diff, labelled with --stdin-filename.
	if code, out, _ := runCLI(t, allFixable+"\n", "--fix-dry-run", "--stdin-filename", "page.html", "-"); code != exitOK ||
		out != "--- a/page.html\n+++ b/page.html\n@@ -1 +1 @@\n-"+allFixable+"\n+"+allFixableFixed+"\n" {
		t.Errorf("dry run on stdin: exit %d, stdout %q", code, out)
	}
	// A document with nothing to fix comes out as it went in.
	if code, out, errOut := runCLI(t, "<p>clean</p>\r\n", "--fix", "-"); code != exitOK || out != "<p>clean</p>\r\n" {
		t.Errorf("clean document: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// So does one that cannot be fixed.
	in := "<meta charset=windows-1252><p title=\"caf\xE9\"><input type=checkbox checked=\"true\">"
	_, out, errOut = runCLI(t, in, "--fix", "-")
	if out != in || !strings.Contains(errOut, "not fixed: encoding windows-1252") {
		t.Errorf("stdout %q, stderr %q", out, errOut)
	}
}

func TestFixRefusesOtherEncodings(t *testing.T) {
	dir := t.TempDir()
	in := "<meta charset=windows-1252><p title=\"caf\xE9\"><input type=checkbox checked=\"true\">"
	p := write(t, dir, "latin.html", in)
	code, _, errOut := runCLI(t, "", "--fix", p)
	if readString(t, p) != in {
		t.Error("a windows-1252 file was rewritten")
	}
	if code != exitErrors || !strings.Contains(errOut, p+": not fixed: encoding windows-1252") {
		t.Errorf("exit %d, stderr:\n%s", code, errOut)
	}
}

func TestFixSymlinks(t *testing.T) {
	base := t.TempDir()
	tree := filepath.Join(base, "site")
	outside := write(t, base, "elsewhere/x.html", allFixable)
	inside := write(t, tree, "real.html", allFixable)
	if err := os.Symlink(outside, filepath.Join(tree, "out.html")); err != nil {
		t.Skipf("symbolic links not supported here: %v", err)
	}
	if err := os.Symlink("real.html", filepath.Join(tree, "in.html")); err != nil {
		t.Fatal(err)
	}
	_, _, errOut := runCLI(t, "", "--fix", tree)
	if readString(t, outside) != allFixable {
		t.Error("a file outside the tree was rewritten through a link")
	}
	if !strings.Contains(errOut, "outside the tree") || !strings.Contains(errOut, "--fix-symlinks") {
		t.Errorf("no notice about the link:\n%s", errOut)
	}
	if readString(t, inside) != allFixableFixed {
		t.Error("the file inside the tree was not fixed")
	}
	if info, err := os.Lstat(filepath.Join(tree, "in.html")); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link inside the tree was replaced by a file")
	}

	_, _, errOut = runCLI(t, "", "--fix", "--fix-symlinks", tree)
	if readString(t, outside) != allFixableFixed {
		t.Errorf("--fix-symlinks did not fix the link's target:\n%s", errOut)
	}
	if info, err := os.Lstat(filepath.Join(tree, "out.html")); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
}

func TestFixFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--fix", "--fix-dry-run", "x.html"},
		{"--fix-symlinks", "x.html"},
		{"--format", "diff", "x.html"},
		{"--fix", "--format", "diff", "x.html"},
	} {
		if code, _, errOut := runCLI(t, "", args...); code != exitUsage || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q; want a usage error", args, code, errOut)
		}
	}
}

// TestFixRunStopsWhenInterrupted: with the context already cancelled
// (Ctrl-C before the first file), no file is touched and run reports the
// interruption.
func TestFixRunStopsWhenInterrupted(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "a.html", allFixable)
	l, err := lint.New(rules.All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut strings.Builder
	x := newFixer(&fixFlags{fix: true}, func(string) (*lint.Linter, error) { return l, nil }, []string{dir}, &out, false, &errOut)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	emitted := 0
	if err := x.run(ctx, []string{p}, 1, func(project.Result) { emitted++ }); !errors.Is(err, context.Canceled) {
		t.Errorf("run returned %v, want context.Canceled", err)
	}
	if readString(t, p) != allFixable || emitted != 0 {
		t.Errorf("file touched or emitted (%d) after the interruption", emitted)
	}
}

// TestHelperFixProcess is not a test: TestFixInterrupted runs the test
// binary again with ATTRLINT_FIX_CHILD set, and this runs the command in
// that process so that a real SIGINT can reach it.
func TestHelperFixProcess(t *testing.T) {
	dir := os.Getenv("ATTRLINT_FIX_CHILD")
	if dir == "" {
		return
	}
	os.Exit(run([]string{"--fix", "-j", "2", "--format", "json", dir}, strings.NewReader(""), io.Discard, os.Stderr, nil))
}

// TestFixInterrupted sends Ctrl-C (once, then twice) to a --fix run in
// progress: every file must be either untouched or completely fixed, and
// no temporary file may remain.
func TestFixInterrupted(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("skipping: sending SIGINT to a process is not possible on Windows")
	}
	doc := strings.Repeat(`<p><input type=checkbox checked="true" disabled="yes"><img src=//x/y alt="" width="10px" height="20px"></p>`+"\n", 40)
	fixedDoc := strings.Repeat(`<p><input type=checkbox checked disabled><img src=//x/y alt="" width="10" height="20"></p>`+"\n", 40)
	for _, signals := range []int{1, 2} {
		t.Run(fmt.Sprintf("%d signals", signals), func(t *testing.T) {
			dir := t.TempDir()
			const n = 400
			for i := range n {
				write(t, dir, fmt.Sprintf("f%03d.html", i), doc)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperFixProcess$")
			cmd.Env = append(os.Environ(), "ATTRLINT_FIX_CHILD="+dir)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Interrupt once the first file is fixed, mid-run.
			deadline := time.Now().Add(20 * time.Second)
			for readString(t, filepath.Join(dir, "f000.html")) == doc && time.Now().Before(deadline) {
				time.Sleep(time.Millisecond)
			}
			for range signals {
				cmd.Process.Signal(os.Interrupt)
			}
			err := cmd.Wait()
			code := cmd.ProcessState.ExitCode()
			if err != nil && code != exitInterrupted && code != exitOK {
				t.Errorf("exit %d (%v), want %d\n%s", code, err, exitInterrupted, stderr.String())
			}
			fixedCount := 0
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				if strings.Contains(e.Name(), ".attrlint-") {
					t.Errorf("temporary file %s left behind", e.Name())
					continue
				}
				switch readString(t, filepath.Join(dir, e.Name())) {
				case fixedDoc:
					fixedCount++
				case doc:
				default:
					t.Errorf("%s is neither untouched nor completely fixed", e.Name())
				}
			}
			t.Logf("exit %d; %d of %d files fixed before the interrupt took effect", code, fixedCount, n)
		})
	}
}

// TestFixLeavesTemplateValues runs --fix over a fixture holding an
// expression of every template family in values that would otherwise be
// fixed: every line with template syntax stays byte-identical, and the
// plain values at the end are fixed.
func TestFixLeavesTemplateValues(t *testing.T) {
	orig := readString(t, "../../testdata/cases/templates/families.html")
	for _, syntax := range []string{"", "templates: [auto]\n"} {
		dir := t.TempDir()
		p := write(t, dir, "families.html", orig)
		if syntax != "" {
			write(t, dir, ".attrlint.yaml", "root: true\n"+syntax)
		}
		if code, _, errOut := runCLI(t, "", "--fix", dir); code != exitOK {
			t.Fatalf("exit %d, want %d (every finding fixed)\n%s", code, exitOK, errOut)
		}
		got := strings.Split(readString(t, p), "\n")
		want := strings.Split(orig, "\n")
		if len(got) != len(want) {
			t.Fatalf("line count changed: %d, want %d", len(got), len(want))
		}
		changed := 0
		for i := range want {
			if plain := strings.Contains(want[i], `want "`); plain {
				if got[i] == want[i] {
					t.Errorf("line %d, a plain value, was not fixed: %q", i+1, got[i])
				}
				changed++
				continue
			}
			if got[i] != want[i] {
				t.Errorf("line %d changed:\n got  %q\n want %q", i+1, got[i], want[i])
			}
		}
		if changed != 2 {
			t.Errorf("%d plain lines, want 2", changed)
		}
	}
}
