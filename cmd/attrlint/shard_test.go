package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestShardFlagParse(t *testing.T) {
	for _, ok := range []string{"1/1", "1/4", "4/4", "17/32"} {
		var s shardFlag
		if err := s.Set(ok); err != nil || s.String() != ok {
			t.Errorf("--shard %s: %v, reads back as %q", ok, err, s.String())
		}
	}
	for _, bad := range []string{"", "0/4", "5/4", "1", "1/0", "-1/4", "a/b", "1/4/2", "1/ 4"} {
		var s shardFlag
		if err := s.Set(bad); err == nil {
			t.Errorf("--shard %q was accepted as %d/%d", bad, s.k, s.n)
		}
	}
	code, _, errOut := runCLI(t, "", "--shard", "3/2", "testdata")
	if code != exitUsage || !strings.Contains(errOut, "1 <= K <= N") {
		t.Errorf("--shard 3/2: exit %d, stderr %q; want 2 and the rule", code, errOut)
	}
	code, _, errOut = runCLI(t, "<p>", "--shard", "1/2", "-")
	if code != exitUsage || !strings.Contains(errOut, "standard input") {
		t.Errorf("--shard with stdin: exit %d, stderr %q; want 2 and why", code, errOut)
	}
}

// shardTree writes n pages, page0.html ... under a few directories, each
// with a finding, and returns their paths relative to dir.
func shardTree(t *testing.T, dir string, from, n int) []string {
	t.Helper()
	var names []string
	for i := from; i < from+n; i++ {
		name := fmt.Sprintf("d%d/page%d.html", i%7, i)
		write(t, dir, name, fmt.Sprintf(`<p><time datetime="2023-02-%d">x</time></p>`, 29+i%3))
		names = append(names, name)
	}
	return names
}

// shardFiles runs one shard of `attrlint --format json ARG` in dir and
// returns the files it reported, with slashes.
func shardFiles(t *testing.T, arg string, k, n int) []string {
	t.Helper()
	_, out, errOut := runCLI(t, "", "--format", "json", "--shard", fmt.Sprintf("%d/%d", k, n), arg)
	if errOut != "" {
		t.Fatalf("shard %d/%d: stderr %q", k, n, errOut)
	}
	var files []string
	for _, d := range decode(t, out) {
		files = append(files, filepath.ToSlash(d.File))
	}
	return slices.Compact(files)
}

// Every file is in exactly one shard; a file's shard depends on its path
// relative to the linted directory only, so that adding files moves no
// other file, and naming the directory differently changes nothing.
func TestShardSplit(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	all := shardTree(t, dir, 0, 200)
	const n = 4
	shardOf := map[string]int{}
	for k := 1; k <= n; k++ {
		files := shardFiles(t, ".", k, n)
		// 200 files in 4 shards: about 50 each; a split this uneven
		// would mean the hash does not spread the names.
		if len(files) < 25 || len(files) > 75 {
			t.Errorf("shard %d/%d has %d of 200 files", k, n, len(files))
		}
		for _, f := range files {
			if prev, ok := shardOf[f]; ok {
				t.Errorf("%s is in shards %d and %d", f, prev, k)
			}
			shardOf[f] = k
		}
	}
	if len(shardOf) != len(all) {
		t.Errorf("the shards cover %d files of %d", len(shardOf), len(all))
	}

	// The same tree named as ./d... from its parent, by absolute path
	// and with a trailing slash: the same split.
	for _, arg := range []string{"./", dir, dir + string(os.PathSeparator)} {
		for _, f := range shardFiles(t, arg, 2, n) {
			rel, err := filepath.Rel(dir, filepath.Join(dir, f))
			if filepath.IsAbs(f) {
				rel, err = filepath.Rel(dir, f)
			}
			if err != nil || shardOf[filepath.ToSlash(rel)] != 2 {
				t.Errorf("linting %q: %s in shard 2, but in shard %d when linting \".\"", arg, f, shardOf[filepath.ToSlash(rel)])
			}
		}
	}

	shardTree(t, dir, 200, 100)
	moved := 0
	for k := 1; k <= n; k++ {
		for _, f := range shardFiles(t, ".", k, n) {
			if prev, ok := shardOf[f]; ok && prev != k {
				moved++
			}
		}
	}
	if moved != 0 {
		t.Errorf("adding 100 files moved %d of the 200 others to another shard", moved)
	}
}

// The merged report of the shards is byte for byte the unsharded report,
// in JSON and SARIF, with the exit status of the unsharded run.
func TestMergeIsTheUnshardedReport(t *testing.T) {
	basic, err := filepath.Abs("../../testdata/sites/basic")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	shardTree(t, dir, 0, 60)
	// A warning, files the walk meets in an order that is not the order
	// of the path strings (a/b.html before a.html), a clean file, one
	// that cannot be parsed (an error notification in SARIF), and a
	// missing path named on the command line.
	write(t, dir, "site/a.html", `<ins datetime="0214-09-29"></ins>`)
	write(t, dir, "site/a/b.html", `<p tabindex="x">`)
	write(t, dir, "site/a-b.html", `<p tabindex="1.5">`)
	write(t, dir, "site/clean.html", `<p>ok</p>`)
	write(t, dir, "site/deep.html", strings.Repeat("<div>", 600))
	// A page set: its files' id references resolve across them, whatever
	// shard each falls in (the set is read from disk).
	write(t, dir, ".attrlint.yaml", "pages:\n  - [site/layout.html, \"site/parts/**\"]\n")
	write(t, dir, "site/layout.html", `<!doctype html><html lang="en"><title>t</title><input id="q"><label for="p1">x</label>`)
	for i := range 6 {
		write(t, dir, fmt.Sprintf("site/parts/p%d.html", i), fmt.Sprintf(`<label for="q">q</label><input id="p%d"><label for="nowhere%d">x</label>`, i, i))
	}
	// A site whose pages link to each other's files and fragments: a
	// shard reads the ids of the pages it does not lint from the disk.
	if err := os.CopyFS(filepath.Join(dir, "site/web"), os.DirFS(basic)); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"json", "sarif"} {
		for _, args := range [][]string{{"."}, {"site"}, {"0missing.html", "d1", "d2", "site"}, {"site/web"}} {
			full := append([]string{"--format", format}, args...)
			wantCode, want, _ := runCLI(t, "", full...)
			for _, n := range []int{1, 2, 3, 5} {
				var reports []string
				for k := 1; k <= n; k++ {
					_, out, _ := runCLI(t, "", append([]string{"--shard", fmt.Sprintf("%d/%d", k, n)}, full...)...)
					p := filepath.Join(t.TempDir(), fmt.Sprintf("shard%d.%s", k, format))
					if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
						t.Fatal(err)
					}
					reports = append(reports, p)
				}
				// The order of the reports does not matter.
				slices.Reverse(reports)
				code, got, errOut := runCLI(t, "", append([]string{"merge"}, reports...)...)
				if got != want {
					t.Errorf("%s %v, %d shards: merged report differs from the unsharded one\n%s", format, args, n, firstDiff(want, got))
				}
				// JSON has no place for a file that could not be linted:
				// the status 2 of such a run is its shard's own, and the
				// merged one comes from the findings (1: there are errors).
				if format == "json" && wantCode == exitUsage {
					wantCode = exitErrors
				}
				if code != wantCode {
					t.Errorf("%s %v, %d shards: merge exits %d (stderr %q), the unsharded run %d", format, args, n, code, errOut, wantCode)
				}
			}
		}
	}
}

// firstDiff shows where two outputs part.
func firstDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	from := max(0, i-80)
	return fmt.Sprintf("want ...%q\ngot  ...%q", want[from:min(len(want), i+80)], got[from:min(len(got), i+80)])
}

func TestMergeExitStatusAndRefusals(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	write(t, dir, "w/warn.html", `<ins datetime="0214-09-29"></ins>`)
	write(t, dir, "c/clean.html", `<p>ok</p>`)
	write(t, dir, "e/err.html", `<p><time datetime="2023-02-29">x</time></p>`)
	report := func(format string, args ...string) string {
		_, out, _ := runCLI(t, "", append([]string{"--format", format}, args...)...)
		p := filepath.Join(t.TempDir(), "r."+format)
		if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	warnJSON, cleanJSON, errJSON := report("json", "w"), report("json", "c"), report("json", "e")
	warnSARIF := report("sarif", "w")
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{cleanJSON}, exitOK, ""},
		{[]string{cleanJSON, warnJSON}, exitOK, ""},
		{[]string{"--max-warnings", "0", cleanJSON, warnJSON}, exitErrors, ""},
		{[]string{warnJSON, errJSON}, exitErrors, ""},
		{[]string{warnSARIF}, exitOK, ""},
		{[]string{"--max-warnings", "0", warnSARIF}, exitErrors, ""},
		{[]string{}, exitUsage, "no reports"},
		{[]string{warnJSON, warnJSON}, exitUsage, "overlap"},
		{[]string{warnJSON, warnSARIF}, exitUsage, "one format"},
		{[]string{filepath.Join(dir, "missing.json")}, exitUsage, "missing.json"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"merge"}, c.args...)...)
		if code != c.code || !strings.Contains(errOut, c.err) {
			t.Errorf("merge %v: exit %d, stderr %q; want %d and %q", c.args, code, errOut, c.code, c.err)
		}
	}

	// Reports merge relies on the layout of: anything else is refused.
	b, err := os.ReadFile(warnJSON)
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{
		"indented.json": bytes.Replace(b, []byte("[\n"), []byte("[ \n"), 1),
		"other.json":    []byte(`[{"path": "a.html"}]`),
		"text.txt":      []byte("a.html:1:1 error\n"),
		"other.sarif":   []byte(`{"version": "2.1.0", "runs": [{"results": [], "invocations": [{}]}]}`),
	} {
		p := write(t, dir, name, string(content))
		if code, _, errOut := runCLI(t, "", "merge", p); code != exitUsage || !strings.Contains(errOut, name) {
			t.Errorf("merge %s: exit %d, stderr %q; want 2 naming the file", name, code, errOut)
		}
	}
	// Shards of runs with other rules are not one run.
	other := report("sarif", "--rule", "mod-datetime=off", "c")
	if code, _, errOut := runCLI(t, "", "merge", warnSARIF, other); code != exitUsage || !strings.Contains(errOut, "differ") {
		t.Errorf("merge of SARIF logs with other rules: exit %d, stderr %q; want 2", code, errOut)
	}
}

func TestPathLess(t *testing.T) {
	// The order filepath.WalkDir visits a tree in.
	walk := []string{"a/b.html", "a/c/d.html", "a-b.html", "a.html", "b.html", "b/x.html"}
	slices.Sort(walk) // string order first, to be sure the test sorts
	slices.SortFunc(walk, func(x, y string) int {
		if pathLess(x, y) {
			return -1
		}
		if pathLess(y, x) {
			return 1
		}
		return 0
	})
	want := []string{"a/b.html", "a/c/d.html", "a-b.html", "a.html", "b/x.html", "b.html"}
	if !slices.Equal(walk, want) {
		t.Errorf("walk order %q, want %q", walk, want)
	}
}
