// Package shared finds the reference material that attrlint's tests and
// benchmarks may read: the shared/ folder beside the repository (the
// conformance corpus, real pages, reference tables), which is never
// copied into the repository.
//
// Tests call Dir; without the folder they skip, saying so, unless the
// environment says it must be there (ATTRLINT_REQUIRE_SHARED=1, as CI sets
// when it has the folder), and then they fail: a run can never pass on
// skips it did not ask for.
package shared

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Env names the variable that points at the shared folder instead of the
// sibling of the module root.
const Env = "ATTRLINT_SHARED"

// RequireEnv names the variable that, set to 1, turns a missing shared
// folder into a test failure.
const RequireEnv = "ATTRLINT_REQUIRE_SHARED"

// Root returns the shared folder: $ATTRLINT_SHARED, or "shared" beside the
// directory holding go.mod, found from the working directory up. ok is
// false when there is none.
func Root() (dir string, ok bool) {
	if d := os.Getenv(Env); d != "" {
		return d, isDir(d)
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			s := filepath.Join(filepath.Dir(d), "shared")
			return s, isDir(s)
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

// Dir returns the path of sub (such as "perf-corpus" or "corpus/nu/html")
// inside the shared folder. When it is absent, the test skips with a
// message naming what is missing, or fails when ATTRLINT_REQUIRE_SHARED=1.
func Dir(tb testing.TB, sub string) string {
	tb.Helper()
	root, ok := Root()
	p := filepath.Join(root, sub)
	if ok && isDir(p) {
		return p
	}
	err := errors.New("no shared folder beside the module (set " + Env + ")")
	switch {
	case ok:
		err = errors.New(p + " is absent")
	case os.Getenv(Env) != "":
		err = errors.New(Env + "=" + os.Getenv(Env) + " is not a folder")
	}
	if os.Getenv(RequireEnv) == "1" {
		tb.Fatalf("shared material required (%s=1): %v", RequireEnv, err)
	}
	tb.Skipf("skipping: %v", err)
	return ""
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}
