package project_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/project"
)

// one lints every file with l.
func one(l *lint.Linter) func(string) (*lint.Linter, error) {
	return func(string) (*lint.Linter, error) { return l, nil }
}

func fakeRules(t testing.TB) *lint.Linter {
	t.Helper()
	return linttest.Fake(t, lint.Options{})
}

func mustDo(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestIOFaults: every path that cannot be linted gets one FileError naming
// it and the reason, and the other files are still linted.
func TestIOFaults(t *testing.T) {
	l := fakeRules(t)
	dir := t.TempDir()
	good := linttest.WriteFile(t, dir, "tree/good.html", []byte(`<time datetime="2023-02-29">`))
	mustDo(t, os.Symlink("missing.html", filepath.Join(dir, "tree/dangling.html")))
	mustDo(t, os.Symlink("loop-b.html", filepath.Join(dir, "tree/loop-a.html")))
	mustDo(t, os.Symlink("loop-a.html", filepath.Join(dir, "tree/loop-b.html")))
	mustDo(t, os.Mkdir(filepath.Join(dir, "tree/sub"), 0o755))
	mustDo(t, os.Symlink("..", filepath.Join(dir, "tree/sub/up")))
	mustDo(t, syscall.Mkfifo(filepath.Join(dir, "tree/pipe.html"), 0o644))
	mustDo(t, os.Mkdir(filepath.Join(dir, "tree/folder.html"), 0o755))
	vanish := linttest.WriteFile(t, dir, "tree/vanish.html", []byte(`<p>`))
	fifo := filepath.Join(dir, "fifo")
	mustDo(t, syscall.Mkfifo(fifo, 0o644))
	mustDo(t, os.Symlink("self", filepath.Join(dir, "self")))

	files, errs := project.Expand(context.Background(), []string{filepath.Join(dir, "tree"), fifo, "/dev/null", "/dev/zero", good + "/", filepath.Join(dir, "self")}, nil)
	errText := fmt.Sprint(errs)
	for _, want := range []string{"good.html/: not a directory", "self: too many levels of symbolic links"} {
		if !strings.Contains(errText, want) {
			t.Errorf("Expand errors %s lack %q", errText, want)
		}
	}
	if len(errs) != 2 {
		t.Errorf("Expand: want 2 errors, got %v", errs)
	}
	// A link to a directory named on the command line is walked, under
	// the link's name.
	mustDo(t, os.Symlink("tree", filepath.Join(dir, "link")))
	if files, errs := project.Expand(context.Background(), []string{filepath.Join(dir, "link")}, nil); len(errs) != 0 || !slices.Contains(files, filepath.Join(dir, "link/good.html")) {
		t.Errorf("link to a directory: %v, %v", files, errs)
	}
	// The file vanishes between Expand and linting.
	mustDo(t, os.Remove(vanish))

	done := make(chan map[string]project.Result)
	go func() {
		got := map[string]project.Result{}
		project.Run(context.Background(), files, 2, one(l), func(r project.Result) { got[r.Path] = r })
		done <- got
	}()
	var got map[string]project.Result
	select {
	case got = <-done:
	case <-time.After(time.Minute): // a watchdog, not a bound on speed
		t.Fatal("Run blocked (a FIFO or device was read?)")
	}
	rel := func(p string) string { return filepath.Join(dir, p) }
	want := map[string]string{
		rel("tree/dangling.html"):    "no such file or directory",
		rel("tree/loop-a.html"):      "too many levels of symbolic links",
		rel("tree/loop-b.html"):      "too many levels of symbolic links",
		rel("tree/pipe.html"):        "not a regular file: it is a named pipe (FIFO)",
		rel("tree/vanish.html"):      "no such file or directory",
		fifo:                         "not a regular file: it is a named pipe (FIFO)",
		"/dev/null":                  "not a regular file: it is a device",
		"/dev/zero":                  "not a regular file: it is a device",
		good:                         "",
		rel("tree/sub/up/good.html"): "absent: links to directories inside a tree are not followed",
	}
	for path, reason := range want {
		r, ok := got[path]
		if strings.HasPrefix(reason, "absent") {
			if ok {
				t.Errorf("%s was linted: %s", path, reason)
			}
			continue
		}
		switch {
		case !ok:
			t.Errorf("%s: no result", path)
		case reason == "":
			if r.Err != nil || len(r.Diagnostics) != 1 {
				t.Errorf("%s: got %v, %v; want one finding", path, r.Diagnostics, r.Err)
			}
		default:
			var fe *lint.FileError
			if !errors.As(r.Err, &fe) || fe.Path != path || r.Err.Error() != path+": "+reason {
				t.Errorf("%s: error %v, want %q", path, r.Err, path+": "+reason)
			}
		}
	}
	if len(got) != len(want)-1 {
		t.Errorf("got %d results, want %d: %v", len(got), len(want)-1, got)
	}
}

// TestPermissionFaults needs an unprivileged user: root reads any file.
func TestPermissionFaults(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root, which bypasses file permissions; cmd/attrlint's TestUnreadableAsNobody covers this as an unprivileged user")
	}
	l := fakeRules(t)
	dir := t.TempDir()
	f := linttest.WriteFile(t, dir, "tree/secret.html", []byte("<p>"))
	linttest.WriteFile(t, dir, "tree/closed/x.html", []byte("<p>"))
	mustDo(t, os.Chmod(f, 0))
	mustDo(t, os.Chmod(filepath.Join(dir, "tree/closed"), 0))
	t.Cleanup(func() { os.Chmod(filepath.Join(dir, "tree/closed"), 0o755) })
	files, errs := project.Expand(context.Background(), []string{filepath.Join(dir, "tree")}, nil)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "closed: permission denied") {
		t.Errorf("unreadable directory: %v", errs)
	}
	if _, err := l.LintFile(files[0]); err == nil || err.Error() != f+": permission denied" {
		t.Errorf("unreadable file: %v", err)
	}
}

// panicRule panics on the attribute boom, as a buggy rule would.
var panicRule = &lint.Rule{
	ID: "test-panic", Summary: "panics on boom", Severity: lint.Error,
	Targets: []lint.Target{{Element: "*", Attr: "boom"}},
	Check:   func(a *lint.Attr) { panic("rule exploded on " + a.Value) },
}

// TestPanicIsContained: a panic while linting one file becomes that file's
// internal error, with a stack through the panicking rule, and the other
// files are still linted.
func TestPanicIsContained(t *testing.T) {
	l, err := lint.New(append(linttest.FakeRules(), panicRule), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := []string{
		linttest.WriteFile(t, dir, "a.html", []byte(`<time datetime="2023-02-29">`)),
		linttest.WriteFile(t, dir, "b.html", []byte(`<p boom=now>`)),
		linttest.WriteFile(t, dir, "c.html", []byte(`<time datetime="2023-02-29">`)),
	}
	var got []project.Result
	project.Run(context.Background(), files, 2, one(l), func(r project.Result) { got = append(got, r) })
	if len(got) != 3 || len(got[0].Diagnostics) != 1 || len(got[2].Diagnostics) != 1 {
		t.Fatalf("other files not linted: %+v", got)
	}
	var ie *lint.InternalError
	if !errors.As(got[1].Err, &ie) || !strings.HasPrefix(got[1].Err.Error(), files[1]+": internal error") ||
		!strings.Contains(got[1].Err.Error(), "rule exploded on now") {
		t.Fatalf("b.html: %v", got[1].Err)
	}
	stack := string(ie.Stack)
	if !strings.Contains(stack, "run_test.go") || strings.Contains(stack, "runtime/debug.Stack") || strings.Count(stack, "\n") > 40 {
		t.Errorf("stack should start at the panicking rule and be short:\n%s", stack)
	}
}

// TestRunCancel: a cancelled run stops starting files, emits an ordered
// prefix of what finished, and returns the context's error.
func TestRunCancel(t *testing.T) {
	l := fakeRules(t)
	dir := t.TempDir()
	var files []string
	doc := linttest.Page(200)
	for i := range 400 {
		files = append(files, linttest.WriteFile(t, dir, fmt.Sprintf("f%03d.html", i), doc))
	}
	ctx, cancel := context.WithCancel(context.Background())
	var got []string
	err := project.Run(ctx, files, 2, one(l), func(r project.Result) {
		got = append(got, r.Path)
		if len(got) == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run returned %v, want context.Canceled", err)
	}
	if len(got) < 3 || len(got) > 3+4*2+2 {
		t.Errorf("emitted %d files after cancelling at 3", len(got))
	}
	for i, p := range got {
		if p != files[i] {
			t.Fatalf("emitted out of order: %v", got)
		}
	}
	// Not cancelled: every file, nil error.
	n := 0
	if err := project.Run(context.Background(), files[:20], 3, one(l), func(project.Result) { n++ }); err != nil || n != 20 {
		t.Errorf("full run: %v, %d files", err, n)
	}
}
