package fix

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint/internal/files"
)

const (
	original = "<input type=checkbox checked=\"true\">\r\n"
	fixed    = "<input type=checkbox checked>\r\n"
)

func writeFile(t *testing.T, path, content string, mode os.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil { // past the umask
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// noTemps fails when a temporary file of Write is left in dir.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.Contains(e.Name(), ".attrlint-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func setHook(t *testing.T, h func(string) error) {
	t.Helper()
	testHook = h
	t.Cleanup(func() { testHook = nil })
}

func TestWriteKeepsMode(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.html")
	writeFile(t, p, original, 0o640)
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(context.Background(), snap, []byte(fixed)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, p); got != fixed {
		t.Errorf("content %q, want %q", got, fixed)
	}
	info, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", info.Mode().Perm())
	}
	noTemps(t, dir)
}

func TestWriteRefusesChangedFile(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(p string)
	}{
		{"new content", func(p string) { os.WriteFile(p, []byte("<p>someone else's edit</p>"), 0o644) }},
		// Same size and modification time: only the hash notices.
		{"same size and time", func(p string) {
			info, _ := os.Stat(p)
			os.WriteFile(p, []byte(strings.Replace(original, "true", "TRUE", 1)), 0o644)
			os.Chtimes(p, info.ModTime(), info.ModTime())
		}},
		{"removed", func(p string) { os.Remove(p) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "a.html")
			writeFile(t, p, original, 0o644)
			snap, err := Read(p, "")
			if err != nil {
				t.Fatal(err)
			}
			tc.change(p)
			before, _ := os.ReadFile(p)
			err = Write(context.Background(), snap, []byte(fixed))
			if !errors.Is(err, ErrChanged) || !strings.Contains(err.Error(), p) {
				t.Fatalf("got error %v, want ErrChanged naming the file", err)
			}
			after, _ := os.ReadFile(p)
			if string(after) != string(before) {
				t.Errorf("the changed file was overwritten: %q", after)
			}
			noTemps(t, dir)
		})
	}
}

func TestWriteFailureAtEachStepLeavesFileAndNoTemps(t *testing.T) {
	for _, stepName := range []string{"created", "written", "synced", "checked"} {
		t.Run(stepName, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "a.html")
			writeFile(t, p, original, 0o644)
			snap, err := Read(p, "")
			if err != nil {
				t.Fatal(err)
			}
			boom := errors.New("injected failure")
			setHook(t, func(s string) error {
				if s == stepName {
					return boom
				}
				return nil
			})
			if err := Write(context.Background(), snap, []byte(fixed)); !errors.Is(err, boom) {
				t.Fatalf("got %v, want the injected failure", err)
			}
			if got := readFile(t, p); got != original {
				t.Errorf("file changed to %q", got)
			}
			noTemps(t, dir)
		})
	}
}

// TestWriteInterrupted cancels the context (as Ctrl-C does) after each
// step: the file is then either untouched or completely fixed, and no
// temporary file remains.
func TestWriteInterrupted(t *testing.T) {
	for _, stepName := range []string{"before", "created", "written", "synced", "checked"} {
		t.Run(stepName, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "a.html")
			writeFile(t, p, original, 0o644)
			snap, err := Read(p, "")
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if stepName == "before" {
				cancel()
			}
			setHook(t, func(s string) error {
				if s == stepName {
					cancel()
				}
				return nil
			})
			err = Write(ctx, snap, []byte(fixed))
			got := readFile(t, p)
			if got != original && got != fixed {
				t.Errorf("file is neither original nor fixed: %q", got)
			}
			if err == nil && got != fixed || err != nil && got != original {
				t.Errorf("error %v but content %q", err, got)
			}
			if err != nil && !errors.Is(err, context.Canceled) {
				t.Errorf("got %v, want a cancellation", err)
			}
			noTemps(t, dir)
		})
	}
}

// TestRemoveTemps simulates a second Ctrl-C that removes the temporary
// files while a write is in progress: the rename then fails and the
// original stays.
func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.html")
	writeFile(t, p, original, 0o644)
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	setHook(t, func(s string) error {
		if s == "written" {
			RemoveTemps()
		}
		return nil
	})
	// RemoveTemps keeps writes in place from starting, as the process
	// exits right after it; the tests go on.
	t.Cleanup(inPlace.Unlock)
	if err := Write(context.Background(), snap, []byte(fixed)); err == nil {
		t.Fatal("the write succeeded although its temporary file was removed")
	}
	if got := readFile(t, p); got != original {
		t.Errorf("file changed to %q", got)
	}
	noTemps(t, dir)
}

// TestWriteVanishedDirectory: the directory is gone before the write,
// so not even the temporary file can be created; the error names the file.
func TestWriteVanishedDirectory(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	p := filepath.Join(sub, "a.html")
	writeFile(t, p, original, 0o644)
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(sub)
	err = Write(context.Background(), snap, []byte(fixed))
	if err == nil || !strings.Contains(err.Error(), p) {
		t.Fatalf("got %v, want an error naming %s", err, p)
	}
	noTemps(t, dir)
}

func TestWriteRefusesHardLinks(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.html")
	writeFile(t, p, original, 0o644)
	if err := os.Link(p, filepath.Join(dir, "b.html")); err != nil {
		t.Skipf("hard links not supported here: %v", err)
	}
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if linkCount(snap.info) < 2 {
		t.Skip("this platform does not report hard-link counts")
	}
	if err := Write(context.Background(), snap, []byte(fixed)); err == nil || !strings.Contains(err.Error(), "hard links") {
		t.Fatalf("got %v, want a refusal naming hard links", err)
	}
	if got := readFile(t, filepath.Join(dir, "b.html")); got != original {
		t.Errorf("the other link changed: %q", got)
	}
}

func TestSymlinks(t *testing.T) {
	base := t.TempDir()
	tree := filepath.Join(base, "site")
	outside := filepath.Join(base, "elsewhere")
	os.MkdirAll(filepath.Join(tree, "sub"), 0o755)
	os.MkdirAll(outside, 0o755)
	inTarget := filepath.Join(tree, "sub", "real.html")
	outTarget := filepath.Join(outside, "x.html")
	writeFile(t, inTarget, original, 0o644)
	writeFile(t, outTarget, original, 0o644)
	inLink := filepath.Join(tree, "in.html")
	outLink := filepath.Join(tree, "out.html")
	if err := os.Symlink(filepath.Join("sub", "real.html"), inLink); err != nil {
		t.Skipf("symbolic links not supported here: %v", err)
	}
	if err := os.Symlink(outTarget, outLink); err != nil {
		t.Fatal(err)
	}

	if _, err := Read(outLink, tree); !errors.Is(err, ErrOutside) {
		t.Errorf("link out of the tree: got %v, want ErrOutside", err)
	}
	for _, p := range []string{inLink, inTarget} {
		snap, err := Read(p, tree)
		if err != nil {
			t.Errorf("%s, inside the tree: %v", p, err)
			continue
		}
		snap.Close()
	}
	// A file named directly is checked against its own directory.
	if _, err := Read(outLink, filepath.Dir(outLink)); !errors.Is(err, ErrOutside) {
		t.Errorf("link named directly: got %v, want ErrOutside", err)
	}
	// Without a tree (--fix-symlinks) the link is followed.
	if snap, err := Read(outLink, ""); err != nil || snap.Target != outTarget {
		t.Errorf("link followed anywhere: %v", err)
	} else {
		snap.Close()
	}

	// Writing through the link replaces the target and keeps the link.
	snap, err := Read(inLink, tree)
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(context.Background(), snap, []byte(fixed)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, inTarget); got != fixed {
		t.Errorf("target content %q, want %q", got, fixed)
	}
	if info, err := os.Lstat(inLink); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file (%v)", err)
	}
	noTemps(t, filepath.Join(tree, "sub"))
	noTemps(t, tree)
}

func TestReadRefusesNonRegular(t *testing.T) {
	if _, err := Read(t.TempDir(), ""); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("got %v, want a refusal of a directory", err)
	}
}

// TestCheckRefuses: a file the user marked read-only (for root too), or
// with hard links, is refused before anything is written, with the reason.
func TestCheckRefuses(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.html")
	writeFile(t, p, original, 0o444)
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	var refused *RefusedError
	if err := Check(snap); !errors.As(err, &refused) || err.Error() != p+": not fixed: it is read-only (mode 0444); make it writable to fix it" {
		t.Errorf("read-only: got %v", err)
	}
	if err := Write(context.Background(), snap, []byte(fixed)); !errors.As(err, &refused) {
		t.Errorf("Write of a read-only file: got %v, want the refusal", err)
	}
	if got := readFile(t, p); got != original {
		t.Errorf("content %q", got)
	}
	os.Chmod(p, 0o644)
	if snap, err = Read(p, ""); err != nil {
		t.Fatal(err)
	}
	if err := Check(snap); err != nil {
		t.Errorf("writable file: %v", err)
	}
	noTemps(t, dir)
}

// TestTempNamesAndLeftovers: temporary files are named so that a later
// run recognises them (files.TempWriter) and removes only those whose
// writer is gone, or which are over an hour old, from before it started.
func TestTempNamesAndLeftovers(t *testing.T) {
	dir := t.TempDir()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	long := strings.Repeat("é", 100) + ".html"
	for _, base := range []string{"a.html", long} {
		f, name, err := createTemp(root, base)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		if pid, ok := files.TempWriter(name); !ok || pid != os.Getpid() || len(name) > 200 || !utf8.ValidString(name) {
			t.Errorf("temporary file %q: writer %d, %v", name, pid, ok)
		}
		root.Remove(name)
	}

	start := time.Now()
	mk := func(name string, age time.Duration) string {
		p := filepath.Join(dir, name)
		writeFile(t, p, "x", 0o600)
		when := start.Add(-age)
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
		return p
	}
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	dead := strconv.Itoa(gone.ProcessState.Pid())
	want := []string{
		mk(".attrlint-tmp-"+dead+"-1-a.html", time.Second),                      // writer gone
		mk(".attrlint-tmp-1-2-a.html", 2*time.Hour),                             // writer running, but too old
		mk(".attrlint-tmp-"+strconv.Itoa(os.Getpid())+"-3-a.html", time.Second), // an earlier process with this id
	}
	mk(".attrlint-tmp-1-4-a.html", time.Minute)         // pid 1 may be writing it
	mk(".attrlint-tmp-"+dead+"-5-a.html", -time.Second) // newer than the run
	mk(".attrlint-tmp-"+dead+"-x-a.html", time.Hour*3)  // not the pattern
	mk(".a.html.attrlint-123.tmp", time.Hour*3)
	ours := mk(".attrlint-tmp-"+dead+"-6-a.html", time.Second)
	temps.Store(ours, true) // being written by this process
	defer temps.Delete(ours)
	got := Leftovers(dir, start)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("Leftovers = %q, want %q", got, want)
	}
}

// TestDirectorySwappedForALink swaps the directory holding a page for a
// symbolic link to a directory outside the tree, with a file of the same
// name, at each moment of a fix: after the path was resolved, after the
// file was opened, and after each step of the write. The file outside is
// never written: the write goes to the directory that was opened (moved
// aside, still in the tree) or is refused. Before, the containment check
// resolved the path and the file was then read and written by path again:
// a loop swapping the directory made 1,725 of 2,000 files outside the
// tree rewritten over ten runs.
func TestDirectorySwappedForALink(t *testing.T) {
	for _, when := range []string{"resolved", "opened", "created", "written", "synced", "checked"} {
		t.Run(when, func(t *testing.T) {
			base := t.TempDir()
			tree := filepath.Join(base, "site")
			outside := filepath.Join(base, "outside")
			for _, d := range []string{filepath.Join(tree, "d"), outside} {
				if err := os.MkdirAll(d, 0o755); err != nil {
					t.Fatal(err)
				}
				writeFile(t, filepath.Join(d, "a.html"), original, 0o644)
			}
			p := filepath.Join(tree, "d", "a.html")
			swap := func() {
				if err := os.Rename(filepath.Join(tree, "d"), filepath.Join(tree, "moved")); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(outside, filepath.Join(tree, "d")); err != nil {
					t.Fatal(err)
				}
			}
			setHook(t, func(s string) error {
				if s == when {
					swap()
				}
				return nil
			})
			snap, err := Read(p, tree)
			if when == "opened" {
				swap()
			}
			if err == nil {
				err = Write(context.Background(), snap, []byte(fixed))
				snap.Close()
			}
			if got := readFile(t, filepath.Join(outside, "a.html")); got != original {
				t.Fatalf("the file outside the tree was rewritten: %q", got)
			}
			moved := readFile(t, filepath.Join(tree, "moved", "a.html"))
			switch {
			case err == nil && moved != fixed:
				t.Errorf("no error, but the page in the tree is %q", moved)
			case err != nil && moved != original:
				t.Errorf("error %v, but the page in the tree is %q", err, moved)
			}
			if when == "resolved" && err == nil {
				t.Error("a directory that became a link out of the tree was opened")
			}
			noTemps(t, outside)
			noTemps(t, filepath.Join(tree, "moved"))
		})
	}
}
