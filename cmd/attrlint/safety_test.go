package main

// Files attrlint must never destroy and inputs it must not hang on, end to
// end. Issue 26, and the tests of its items:
//
//	1  -o and --cpuprofile onto a page, or a FIFO   TestOutputNeverOverwritesAPage
//	                                                TestOutputRefusesFIFOsAndDevices
//	13 merge of a FIFO or a device                  TestMergeRefusesWhatIsNotARegularFile
//	18 quoted globs; node_modules                   TestQuotedGlobsAndNodeModules
//	19 merge of an incomplete set of shards         TestMergeRefusesAMissingShard
//	   "**" in .attrlintignore blamed on include    TestNothingToLintNamesTheIgnoreFile
//	   (a BOM in it, and the ignorer naming the file: lint/config
//	   TestIgnoreFileByteOrderMark, TestSkippedNamesTheIgnoreFile)
//	   an INI file as configuration                 lint/config TestParseErrors
//	   --fix-dry-run diffs of odd names             TestDryRunDiffAppliesToAnyName
//	                                                (lint/fix TestDiffLabels)
//	   a full stdout said once per file             TestFullStdoutIsSaidOnce
//	   JSON names of files that are not UTF-8       TestJSONNamesAFileThatIsNotUTF8
//	                                                (lint/render TestJSONFileBytes)
//	   --fix in ISO-2022-JP shifted text            TestFixLeavesISO2022JPAlone (lint TestStateful)
//	   a page named -leading.html                   TestLeadingDashFileIsAPath

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// page is a document with findings, two of them fixable.
const page = `<!doctype html><html lang=en><title>x</title><img src="//x/y" alt="" width="10px"><input type=checkbox checked="true">` + "\n"

// TestOutputNeverOverwritesAPage: -o and --cpuprofile refuse, with exit 2
// and a message naming both files, any path that is the same file as one
// being linted, however it is written (relative, "./", absolute, a
// symbolic link, a hard link), whether the page is named or found by the
// walk; the page is left as it was, and an output file the refused run
// created is removed again. Before, `-o site/index.html site` replaced the
// page with the report (12 findings became 3) and only the literal path
// named on the command line was refused; --cpuprofile was not checked at
// all.
func TestOutputNeverOverwritesAPage(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	index := write(t, dir, "site/index.html", page)
	write(t, dir, "site/other.html", page)
	if err := os.Symlink("site/index.html", "link.json"); err != nil {
		t.Fatal(err)
	}
	if err := os.Link("site/index.html", "hard.json"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, flag, out, arg string }{
		{"relative", "-o", "site/index.html", "site"},
		{"dot", "-o", "./site/index.html", "site"},
		{"absolute", "-o", index, "site"},
		{"trailing slash dir", "-o", "site/index.html", "site/"},
		{"symbolic link", "-o", "link.json", "site"},
		{"hard link", "-o", "hard.json", "site"},
		{"named page", "-o", "./site/index.html", "site/index.html"},
		{"profile of a named page", "--cpuprofile", "site/index.html", "site/index.html"},
		{"profile in the walk", "--cpuprofile", "./site/index.html", "site"},
		{"profile through a link", "--cpuprofile", "link.json", "."},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", c.flag, c.out, c.arg)
			if code != 2 || out != "" {
				t.Errorf("exit %d, stdout %q; want 2 and nothing", code, out)
			}
			named := c.flag + " " + c.out + " names a file being linted"
			same := c.flag + " " + c.out + " and site/index.html, a file being linted, are the same file"
			if !strings.Contains(errOut, named) && !strings.Contains(errOut, same) || !strings.Contains(errOut, "would overwrite it") {
				t.Errorf("stderr does not name both files: %q", errOut)
			}
			if got := readString(t, index); got != page {
				t.Errorf("the page was overwritten: %q", got)
			}
		})
	}
	// Two outputs that are one file would overwrite each other.
	if code, _, errOut := runCLI(t, "", "-o", "r.json", "--cpuprofile", "./r.json", "site"); code != 2 || !strings.Contains(errOut, "-o r.json and --cpuprofile ./r.json are the same file") {
		t.Errorf("-o and --cpuprofile to one file: exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Lstat("r.json"); err == nil {
		t.Error("the refused run left the r.json it created")
	}
	// A new output that the walk would find is refused too, and removed.
	if code, _, errOut := runCLI(t, "", "-o", "site/report.html", "site"); code != 2 || errOut != "attrlint: -o site/report.html would be linted itself, as site/report.html: write it outside the files being linted\n" {
		t.Errorf("-o site/report.html: exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Lstat("site/report.html"); err == nil {
		t.Error("the refused run left the site/report.html it created")
	}
	// And a real report file is written as before, once the check passed.
	if code, _, errOut := runCLI(t, "", "--format", "json", "-o", "report.json", "--cpuprofile", "cpu.prof", "site"); code != 1 {
		t.Fatalf("-o report.json: exit %d, stderr %q", code, errOut)
	}
	if got := readString(t, "report.json"); strings.Count(got, `"file":"site/`) != 4 {
		t.Errorf("report.json: %q", got)
	}
	if info, err := os.Stat("cpu.prof"); err != nil || info.Size() == 0 {
		t.Errorf("cpu.prof: %v", err)
	}
}

// TestOutputRefusesFIFOsAndDevices: -o and --cpuprofile naming a FIFO or a
// device are refused at once, exit 2, with the way out. Before, `-o FIFO`
// with no reader blocked in a write forever, SIGTERM included.
func TestOutputRefusesFIFOsAndDevices(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	t.Chdir(dir)
	for i := range 300 {
		write(t, dir, fmt.Sprintf("site/p%d.html", i), page)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, out, kind string }{
		{"-o", fifo, "a named pipe (FIFO)"},
		{"--cpuprofile", fifo, "a named pipe (FIFO)"},
		{"-o", "/dev/null", "a device"},
	} {
		r := runBinary(t, bin, time.Minute, nil, c.flag, c.out, "site")
		if r.blocked || r.code != 2 || !strings.Contains(r.stderr, c.flag+" "+c.out+": not a regular file: it is "+c.kind+"; it writes regular files only (to send the report elsewhere, leave out "+c.flag+" and redirect stdout)") {
			t.Errorf("%s %s: blocked %v, exit %d, stderr %q", c.flag, c.out, r.blocked, r.code, r.stderr)
		}
	}
}

// TestMergeRefusesWhatIsNotARegularFile: merge refuses a FIFO at once
// (before, it blocked in open and ignored the first Ctrl-C), a device
// without reading it (before, /dev/zero was read for 1 GiB, 2 GB of
// memory, before the refusal), and a file over the 1 GiB bound by its
// size, without reading it.
func TestMergeRefusesWhatIsNotARegularFile(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, []byte("["), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, maxReportSize+1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{fifo, "not a regular file: it is a named pipe (FIFO)"},
		{"/dev/zero", "not a regular file: it is a device"},
		{big, "the file is 1.0 GiB (1073741825 bytes), over the size limit of 1.0 GiB (1073741824 bytes); not a report"},
	} {
		r := runBinary(t, bin, time.Minute, nil, "merge", c.path)
		if r.blocked || r.code != 2 || r.stderr != "attrlint: "+c.path+": "+c.want+"\n" {
			t.Errorf("merge %s: blocked %v, exit %d, stderr %q", c.path, r.blocked, r.code, r.stderr)
		}
	}
}

// TestNothingToLintNamesTheIgnoreFile: a walk that finds nothing because
// an ignore file ignores everything ("**") names that file. Before, the
// message blamed the configuration's include.
func TestNothingToLintNamesTheIgnoreFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	write(t, dir, "site/.attrlintignore", "\xEF\xBB\xBF**\n")
	write(t, dir, "site/a.html", page)
	code, out, errOut := runCLI(t, "", "site")
	want := "attrlint: no HTML files to lint in site (what the walk met there is ignored by site/.attrlintignore)\n"
	if code != 0 || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want 0, nothing and %q", code, out, errOut, want)
	}
}

// TestDryRunDiffAppliesToAnyName: the diff of --fix-dry-run over files
// whose names hold a space, a tab, a newline, a quote, a backslash, an
// accent or a byte that is not UTF-8 applies with `git apply` and with
// `patch -p1`, fixing every file. Before, git apply refused the whole
// diff and patch fixed 5 of the 8.
func TestDryRunDiffAppliesToAnyName(t *testing.T) {
	names := []string{"a b.html", "t\tab.html", "new\nline.html", "plain.html", `q"uote.html`, `back\slash.html`, "é.html", "bad\xff.html"}
	dir := t.TempDir()
	t.Chdir(dir)
	for _, n := range names {
		write(t, dir, filepath.Join("site", n), page)
	}
	code, diff, errOut := runCLI(t, "", "--fix-dry-run", "site")
	if code != 0 || !strings.Contains(errOut, "would fix 16 problems in 8 files") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, tool := range [][]string{{"git", "apply"}, {"patch", "-p1"}} {
		t.Run(tool[0], func(t *testing.T) {
			if _, err := exec.LookPath(tool[0]); err != nil {
				t.Skipf("%s is not installed here: %v", tool[0], err)
			}
			work := t.TempDir()
			for _, n := range names {
				write(t, work, filepath.Join("site", n), page)
			}
			cmd := exec.Command(tool[0], tool[1:]...)
			cmd.Dir, cmd.Stdin = work, strings.NewReader(diff)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", strings.Join(tool, " "), err, out)
			}
			for _, n := range names {
				if got := readString(t, filepath.Join(work, "site", n)); got == page || strings.Contains(got, "10px") {
					t.Errorf("%q was not fixed: %q", n, got)
				}
			}
		})
	}
}

// TestFullStdoutIsSaidOnce: when stdout cannot be written (here
// /dev/full, as a full disk), the error is said once, the run stops and
// exits 2, in every format and with --fix-dry-run's diff. Before, the same
// error was printed once per file (2,229 lines on the perf corpus), and a
// dry run whose diff was lost exited 0 without a word.
func TestFullStdoutIsSaidOnce(t *testing.T) {
	bin := buildBinary(t)
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here to fill stdout with: %v", err)
	}
	defer full.Close()
	dir := t.TempDir()
	for i := range 60 {
		write(t, dir, fmt.Sprintf("site/p%d.html", i), page)
	}
	for _, args := range [][]string{{"--format", "compact"}, {"--format", "json"}, {"--format", "github"}, {"--format", "stylish"}, {"--fix-dry-run"}} {
		cmd := exec.Command(bin, append(args, filepath.Join(dir, "site"))...)
		var errOut strings.Builder
		cmd.Stdout, cmd.Stderr = full, &errOut
		cmd.Run()
		lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
		if cmd.ProcessState.ExitCode() != 2 || !strings.HasPrefix(lines[0], "attrlint: writing output: ") || !strings.HasSuffix(lines[0], "no space left on device; stopped") || strings.Count(errOut.String(), "writing output") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, cmd.ProcessState.ExitCode(), errOut.String())
		}
	}
}

// TestJSONNamesAFileThatIsNotUTF8: the json format gives a file name that
// is not UTF-8 exactly, in fileBytes (base64), besides file (where the
// bytes that are not UTF-8 read as U+FFFD); the name maps back to the
// file. Before, only the lossy file was written.
func TestJSONNamesAFileThatIsNotUTF8(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	name := "bad\xff.html"
	write(t, dir, name, page)
	_, out, _ := runCLI(t, "", "--format", "json", name)
	var got []struct {
		File      string
		FileBytes []byte
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got) == 0 {
		t.Fatalf("%v: %s", err, out)
	}
	for _, d := range got {
		if d.File != "bad\uFFFD.html" || string(d.FileBytes) != name {
			t.Errorf("file %q, fileBytes %q; want %q", d.File, d.FileBytes, name)
		}
		if _, err := os.Stat(string(d.FileBytes)); err != nil {
			t.Errorf("fileBytes does not lead back to the file: %v", err)
		}
	}
}

// TestFixLeavesISO2022JPAlone: --fix does not rewrite a page a browser
// reads as ISO-2022-JP, where bytes that look like a tag inside a shifted
// region are Japanese text; it says why. Before, `<img/width="10px">`
// between ESC $ B and ESC ( B was "fixed", and the page's text changed.
func TestFixLeavesISO2022JPAlone(t *testing.T) {
	dir := t.TempDir()
	src := "<!doctype html><meta charset=iso-2022-jp><title>t</title><p>\x1b$B<img/width=\"10px\">\x1b(B</p>\n"
	p := write(t, dir, "jp.html", src)
	code, _, errOut := runCLI(t, "", "--fix", p)
	if code != 1 || !strings.Contains(errOut, "jp.html: not fixed: the page may be read as ISO-2022-JP") || !strings.Contains(errOut, "fixed 0 problems in 0 files") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if got := readString(t, p); got != src {
		t.Errorf("the page was rewritten: %q", got)
	}
}

// TestLeadingDashFileIsAPath: a page named "-leading.html" is a path after
// "--" and as "./-leading.html", to lint, to fix and to merge; named bare
// it is an unknown flag, and the message says how to name the file.
func TestLeadingDashFileIsAPath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	write(t, dir, "-leading.html", page)
	for _, args := range [][]string{{"--", "-leading.html"}, {"./-leading.html"}, {"--quiet", "--", "-leading.html"}} {
		if code, out, errOut := runCLI(t, "", append([]string{"--format", "compact"}, args...)...); code != 1 || !strings.Contains(out, "-leading.html:1:") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	code, errOut := 0, ""
	if code, _, errOut = runCLI(t, "", "-leading.html"); code != 2 || !strings.Contains(errOut, "to lint the file -leading.html, write ./-leading.html or put it after --") {
		t.Errorf("bare: exit %d, stderr %q", code, errOut)
	}
	if code, out, _ := runCLI(t, "", "--fix-dry-run", "./-leading.html"); code != 0 || !strings.HasPrefix(out, "--- a/-leading.html\n+++ b/-leading.html\n") {
		t.Errorf("--fix-dry-run ./-leading.html: exit %d, diff %q", code, out)
	}
	if code, out, _ := runCLI(t, "", "--format", "json", "-o", "./-r.json", "--", "-leading.html"); code != 1 || !strings.Contains(out, "the report is in ./-r.json") {
		t.Fatalf("-o ./-r.json: exit %d, %q", code, out)
	}
	for _, args := range [][]string{{"merge", "--", "-r.json"}, {"merge", "./-r.json"}} {
		if code, out, errOut := runCLI(t, "", args...); code != 1 || !strings.Contains(out, `"file":"-leading.html"`) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if code, _, errOut := runCLI(t, "", "--fix", "--", "-leading.html"); code != 0 || readString(t, "-leading.html") == page {
		t.Errorf("--fix -- -leading.html: exit %d, stderr %q, page %q", code, errOut, readString(t, "-leading.html"))
	}
}

// TestQuotedGlobsAndNodeModules: a quoted glob that names no existing
// path is expanded (doublestar): it lints, among the files a walk of its
// directory would lint, those it matches; one that matches nothing is an
// error (exit 2), and one that is not a valid glob is a missing file. node_modules directories are
// skipped by a walk unless named. Before, 'site/**/*.html' was "no such
// file or directory" and node_modules was linted.
func TestQuotedGlobsAndNodeModules(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, f := range []string{"site/i.html", "site/a/j.html", "site/a/b/k.html", "site/a/b/k.htm", "site/notes.txt", "node_modules/pkg/n.html", "site/node_modules/x/m.html", "site/.hidden/h.html"} {
		write(t, dir, f, page)
	}
	linted := func(args ...string) (int, []string, string) {
		t.Helper()
		code, out, errOut := runCLI(t, "", append([]string{"--format", "compact"}, args...)...)
		var files []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if f, _, ok := strings.Cut(line, ":"); ok && !slices.Contains(files, f) {
				files = append(files, f)
			}
		}
		return code, files, errOut
	}
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"site/**/*.html"}, []string{"site/a/b/k.html", "site/a/j.html", "site/i.html"}},
		{[]string{"./site/*/*.htm*"}, []string{"site/a/j.html"}},
		{[]string{"site/**/k.*"}, []string{"site/a/b/k.htm", "site/a/b/k.html"}},
		{[]string{"site", "site/**/*.html"}, []string{"site/a/b/k.htm", "site/a/b/k.html", "site/a/j.html", "site/i.html"}},
		{[]string{"."}, []string{"site/a/b/k.htm", "site/a/b/k.html", "site/a/j.html", "site/i.html"}},
		{[]string{"node_modules"}, []string{"node_modules/pkg/n.html"}},
		{[]string{"site/node_modules/x"}, []string{"site/node_modules/x/m.html"}},
		{[]string{"node_modules/**/*.html"}, []string{"node_modules/pkg/n.html"}},
		{[]string{"**/*.html"}, []string{"site/a/b/k.html", "site/a/j.html", "site/i.html"}},
	} {
		code, got, errOut := linted(c.args...)
		if code != 1 || !slices.Equal(got, c.want) {
			t.Errorf("%q: exit %d, linted %q, want %q; stderr %q", c.args, code, got, c.want, errOut)
		}
	}
	for _, c := range []struct{ arg, want string }{
		{"site/**/*.xhtml", "attrlint: site/**/*.xhtml: no file to lint matches the glob (in site)\n"},
		{"site/[a-.html", "attrlint: site/[a-.html: no such file or directory\n"},
	} {
		if code, got, errOut := linted(c.arg); code != 2 || errOut != c.want {
			t.Errorf("%q: exit %d, linted %q, stderr %q; want 2 and %q", c.arg, code, got, errOut, c.want)
		}
	}
	// A glob splits between shards as a walk of its directory does.
	for _, k := range []string{"1/2", "2/2"} {
		_, byGlob, _ := linted("--shard", k, "site/**/*.html")
		_, byDir, _ := linted("--shard", k, "--ignore-pattern", "**/*.htm", "site")
		if !slices.Equal(byGlob, byDir) {
			t.Errorf("shard %s: the glob lints %q, the directory %q", k, byGlob, byDir)
		}
	}
}

// TestMergeRefusesAMissingShard: the SARIF report of a shard records which
// one it is and how many files the run's walk found; merge refuses a set
// with a shard missing (exit 2, saying which and how much is covered)
// unless --allow-missing, whose report names the missing shards, and it
// refuses a shard given twice or mixed with a whole run. A complete set
// still merges into the unsharded run's report byte for byte. JSON
// reports record nothing, and merge says that it cannot tell. Before, two
// of three shards merged into a report of 11 of 20 files without a word.
func TestMergeRefusesAMissingShard(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for i := range 20 {
		write(t, dir, fmt.Sprintf("site/p%d.html", i), page)
	}
	report := func(name string, args ...string) string {
		t.Helper()
		if code, _, errOut := runCLI(t, "", append(args, "-o", name, "site")...); code != 1 {
			t.Fatalf("%q: exit %d, stderr %q", args, code, errOut)
		}
		return name
	}
	all := report("all.sarif", "--format", "sarif")
	s1 := report("s1.sarif", "--format", "sarif", "--shard", "1/3")
	s2 := report("s2.sarif", "--format", "sarif", "--shard", "2/3")
	s3 := report("s3.sarif", "--format", "sarif", "--shard", "3/3")
	if !strings.Contains(readString(t, s1), `"shard": "1/3",`) || !strings.Contains(readString(t, s1), `"walkFiles": 20,`) {
		t.Errorf("the shard's report does not record it:\n%s", readString(t, s1))
	}

	code, out, errOut := runCLI(t, "", "merge", s1, s2)
	if code != 2 || out != "" || !strings.HasPrefix(errOut, "attrlint: merge: shard 3/3 missing: the reports given cover ") || !strings.Contains(errOut, " of the 20 files of the run; give every shard's report, or --allow-missing") {
		t.Errorf("two of three: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "", "merge", "--allow-missing", s1, s2)
	if code != 1 || !strings.Contains(out, `"missingShards": [`) || !strings.Contains(errOut, "notice: shard 3/3 missing") {
		t.Errorf("--allow-missing: exit %d, stderr %q, report:\n%s", code, errOut, out)
	}
	if code, out, errOut = runCLI(t, "", "merge", s3, s1, s2); code != 1 || out != readString(t, all) || errOut != "" {
		t.Errorf("all three: exit %d, stderr %q; the merged report differs from the unsharded run's", code, errOut)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{s1, s2, s1}, "attrlint: merge: s1.sarif and s1.sarif are both shard 1/3 (the same shard twice?)\n"},
		{[]string{all, s1}, "attrlint: merge: all.sarif is the report of a whole run and s1.sarif of a shard; merge the shards of one run\n"},
	} {
		if code, _, errOut := runCLI(t, "", append([]string{"merge"}, c.args...)...); code != 2 || errOut != c.want {
			t.Errorf("%q: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
	}
	j1 := report("s1.json", "--format", "json", "--shard", "1/3")
	j2 := report("s2.json", "--format", "json", "--shard", "2/3")
	if code, _, errOut := runCLI(t, "", "merge", j1, j2); code != 1 || !strings.Contains(errOut, "JSON reports do not record their shard, so a missing one cannot be noticed") {
		t.Errorf("JSON: exit %d, stderr %q", code, errOut)
	}
}
