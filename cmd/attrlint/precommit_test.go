//go:build release

package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPreCommitHook installs the repository's .pre-commit-hooks.yaml with
// the real pre-commit program, the way another project would use it, and
// checks that it lints exactly the staged HTML files. pre-commit builds a
// golang hook from a git repository at a rev, so the current working tree
// is committed into a temporary repository first.
func TestPreCommitHook(t *testing.T) {
	if testing.Short() {
		t.Skip("pre-commit hook test builds attrlint with pre-commit; skipped with -short")
	}
	preCommit, err := exec.LookPath("pre-commit")
	if err != nil {
		t.Skip("pre-commit not installed: apt-get install pre-commit")
	}
	for _, tool := range []string{"git", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed; the pre-commit hook test needs it", tool)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 110*time.Second)
	defer cancel()
	tmp := t.TempDir()

	// A git environment independent of the user's configuration.
	gitConfig := filepath.Join(tmp, "gitconfig")
	if err := os.WriteFile(gitConfig, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(),
		"GIT_CONFIG_GLOBAL="+gitConfig, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=attrlint test", "GIT_AUTHOR_EMAIL=test@example.com",
		"GIT_COMMITTER_NAME=attrlint test", "GIT_COMMITTER_EMAIL=test@example.com",
		// pre-commit keeps its clones and built hooks here, not in ~/.cache.
		"PRE_COMMIT_HOME="+filepath.Join(tmp, "pre-commit-home"),
		// Build against the existing module cache (pre-commit points
		// GOPATH into its own directory, which would otherwise mean
		// downloading every module again), and with no -mod setting
		// inherited from the caller.
		"GOMODCACHE="+goEnv(t, "GOMODCACHE"), "GOFLAGS=",
	)
	runIn := func(dir string, name string, args ...string) (string, error) {
		t.Helper()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir, cmd.Env = dir, env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		if ctx.Err() != nil {
			t.Fatalf("%s %s: timed out\n%s", name, strings.Join(args, " "), out.String())
		}
		return out.String(), err
	}
	mustRun := func(dir, name string, args ...string) string {
		t.Helper()
		out, err := runIn(dir, name, args...)
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return out
	}

	// The hook repository: the working tree's tracked and untracked (not
	// ignored) files, committed.
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	hooks := filepath.Join(tmp, "hooks")
	list := mustRun(root, "git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	for _, name := range strings.Split(strings.TrimSuffix(list, "\x00"), "\x00") {
		if err := copyFile(filepath.Join(root, name), filepath.Join(hooks, name)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.Stat(filepath.Join(hooks, ".pre-commit-hooks.yaml")); err != nil {
		t.Fatalf("the copied tree has no .pre-commit-hooks.yaml: %v", err)
	}
	mustRun(hooks, "git", "init", "-q")
	mustRun(hooks, "git", "add", "-A")
	mustRun(hooks, "git", "commit", "-q", "-m", "snapshot for the pre-commit test")
	rev := strings.TrimSpace(mustRun(hooks, "git", "rev-parse", "HEAD"))

	// A project using the hook, with a valid and an invalid staged HTML
	// file, a staged text file and an unstaged HTML file that would both
	// draw errors if they were linted.
	project := filepath.Join(tmp, "project")
	bad := `<p><time datetime="2023-02-29">x</time></p>` + "\n"
	write(t, project, ".pre-commit-config.yaml", "repos:\n  - repo: "+hooks+"\n    rev: "+rev+"\n    hooks:\n      - id: attrlint\n")
	write(t, project, "good.html", `<p><time datetime="2024-02-29">x</time></p>`+"\n")
	write(t, project, "pages/bad.html", bad)
	write(t, project, "notes.txt", bad)
	write(t, project, "unstaged.html", bad)
	mustRun(project, "git", "init", "-q")
	mustRun(project, "git", "add", ".pre-commit-config.yaml", "good.html", "pages/bad.html", "notes.txt")

	out, err := runIn(project, preCommit, "run", "--color", "never")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("pre-commit run with an invalid staged file: %v, want exit status 1\n%s", err, out)
	}
	if !strings.Contains(out, "pages/bad.html\n  1:28  error  February 29 only exists in leap years") {
		t.Errorf("the output does not report pages/bad.html at 1:28:\n%s", out)
	}
	for _, name := range []string{"notes.txt", "unstaged.html", "good.html"} {
		if strings.Contains(out, name) {
			t.Errorf("%s was reported, but only staged HTML files with errors should be:\n%s", name, out)
		}
	}
	if strings.Count(out, "error  ") != 1 {
		t.Errorf("want exactly one finding:\n%s", out)
	}

	write(t, project, "pages/bad.html", `<p><time datetime="2024-02-29">x</time></p>`+"\n")
	mustRun(project, "git", "add", "pages/bad.html")
	out, err = runIn(project, preCommit, "run", "--color", "never")
	if err != nil || !strings.Contains(out, "Passed") {
		t.Errorf("pre-commit run after the fix: %v, want success\n%s", err, out)
	}
}

// goEnv returns one `go env` value.
func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}

// copyFile copies a regular file, keeping its permission bits; a listed
// file that is gone (deleted but not yet staged) is left out.
func copyFile(from, to string) error {
	info, err := os.Lstat(from)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, info.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
