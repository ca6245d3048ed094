package shared

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRoot finds the shared folder from the module root, and from an
// explicit ATTRLINT_SHARED.
func TestRoot(t *testing.T) {
	tmp := t.TempDir()
	if err := os.MkdirAll(filepath.Join(tmp, "shared", "corpus"), 0o755); err != nil {
		t.Fatal(err)
	}
	mod := filepath.Join(tmp, "repo", "a", "b")
	if err := os.MkdirAll(mod, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tmp, "repo", "go.mod"), []byte("module x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(mod)
	t.Setenv(Env, "")
	if d, ok := Root(); !ok || d != filepath.Join(tmp, "shared") {
		t.Errorf("Root() = %q, %v", d, ok)
	}
	if d := Dir(t, "corpus"); d != filepath.Join(tmp, "shared", "corpus") {
		t.Errorf("Dir(corpus) = %q", d)
	}
	t.Setenv(Env, filepath.Join(tmp, "elsewhere"))
	if _, ok := Root(); ok {
		t.Error("Root() found a folder that does not exist")
	}
}

// TestDirSkipsOrFails runs Dir for a missing folder in a subtest: it must
// skip, or fail when ATTRLINT_REQUIRE_SHARED=1.
func TestDirSkipsOrFails(t *testing.T) {
	t.Setenv(Env, t.TempDir())
	for _, require := range []string{"", "1"} {
		t.Setenv(RequireEnv, require)
		var skipped, failed bool
		ft := &fakeTB{TB: t}
		func() {
			defer func() { recover() }()
			Dir(ft, "missing")
		}()
		skipped, failed = ft.skipped, ft.failed
		if require == "1" && !failed || require == "" && !skipped {
			t.Errorf("require %q: skipped %v, failed %v", require, skipped, failed)
		}
	}
}

// fakeTB records Skipf and Fatalf instead of ending the test.
type fakeTB struct {
	testing.TB
	skipped, failed bool
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Skipf(string, ...any) {
	f.skipped = true
	panic("skip")
}
func (f *fakeTB) Fatalf(string, ...any) {
	f.failed = true
	panic("fatal")
}
