//go:build release

package ship

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// requireTools is the environment variable that makes a missing program
// (buildah, node, GoReleaser's output) a failure instead of a skip; .ci/run
// sets it after installing them, so that CI cannot pass by skipping.
const requireTools = "ATTRLINT_REQUIRE_SHIP_TOOLS"

// lookTool returns the path of program name, or skips the test (fails
// when requireTools is set) saying what to install.
func lookTool(t *testing.T, name, install string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv(requireTools) != "" {
			t.Fatalf("%s is not installed (%s=1 requires it): %s", name, requireTools, install)
		}
		t.Skipf("%s is not installed (%s); skipped", name, install)
	}
	return p
}

// buildah runs buildah with its image store in dir, so that the test
// leaves nothing behind in the machine's store.
func buildah(t *testing.T, dir string, args ...string) string {
	t.Helper()
	args = append([]string{"--root", filepath.Join(dir, "root"), "--runroot", filepath.Join(dir, "run"), "--storage-driver", "vfs"}, args...)
	cmd := exec.Command("buildah", args...)
	out, err := cmd.Output()
	if err != nil {
		stderr := ""
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("buildah %s: %v\n%s%s", strings.Join(args[6:], " "), err, out, stderr)
	}
	return string(out)
}

// The container image is built from the Dockerfile as GoReleaser's
// dockers_v2 lays out its context (PLATFORM/attrlint), by buildah, a
// container engine that needs no daemon; its configuration is checked
// (non-root, /work, attrlint as the entrypoint, nothing but the binary),
// and attrlint is run inside it on a site mounted at /work, as the
// README's `docker run` line does.
func TestContainerImage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a container image; skipped with -short")
	}
	lookTool(t, "buildah", "apt-get install buildah")
	if os.Getuid() != 0 {
		t.Skip("buildah's chroot isolation needs root here; skipped")
	}
	dir := t.TempDir()
	platform := "linux/" + runtime.GOARCH
	ctx := filepath.Join(dir, "context")
	c := readGoreleaser(t)
	goBuildLikeRelease(t, c, "linux", runtime.GOARCH, "v0.0.0-image", filepath.Join(ctx, platform, "attrlint"))
	store := filepath.Join(dir, "store")
	dockerfile, err := filepath.Abs(filepath.Join(root, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	const tag = "localhost/attrlint-test:latest"
	buildah(t, store, "build", "--isolation", "chroot", "--platform", platform, "-f", dockerfile, "-t", tag, ctx)

	var img struct {
		OCIv1 struct {
			Config struct {
				User       string
				WorkingDir string
				Entrypoint []string
				Cmd        []string
			} `json:"config"`
			RootFS struct {
				DiffIDs []string `json:"diff_ids"`
			} `json:"rootfs"`
		}
	}
	if err := json.Unmarshal([]byte(buildah(t, store, "inspect", "--type", "image", tag)), &img); err != nil {
		t.Fatal(err)
	}
	cfg := img.OCIv1.Config
	if cfg.User == "" || cfg.User == "0" || strings.HasPrefix(cfg.User, "0:") || cfg.User == "root" {
		t.Errorf("the image runs as %q, want a non-root user", cfg.User)
	}
	if cfg.WorkingDir != "/work" {
		t.Errorf("working directory %q, want /work", cfg.WorkingDir)
	}
	if !slices.Equal(cfg.Entrypoint, []string{"/usr/local/bin/attrlint"}) {
		t.Errorf("entrypoint %q, want [/usr/local/bin/attrlint]", cfg.Entrypoint)
	}
	if len(img.OCIv1.RootFS.DiffIDs) != 1 {
		t.Errorf("%d layers, want one (the binary on an empty base)", len(img.OCIv1.RootFS.DiffIDs))
	}
	// The image holds the binary and nothing else: no shell, no libc.
	mnt := strings.TrimSpace(buildah(t, store, "from", tag))
	rootfs := strings.TrimSpace(buildah(t, store, "mount", mnt))
	var files []string
	filepath.WalkDir(rootfs, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(rootfs, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if !slices.Equal(files, []string{"usr/local/bin/attrlint"}) {
		t.Errorf("the image's files are %q, want only usr/local/bin/attrlint", files)
	}

	// Run it as `docker run --rm -v "$PWD:/work" IMAGE --format github .`
	// would, as the image's user, on a copy of the example site.
	site := filepath.Join(dir, "site")
	if err := os.CopyFS(site, os.DirFS(filepath.Join(root, "testdata", "site"))); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, int) {
		full := []string{"--root", filepath.Join(store, "root"), "--runroot", filepath.Join(store, "run"), "--storage-driver", "vfs",
			"run", "--isolation", "chroot", "--user", cfg.User, "--workingdir", cfg.WorkingDir, "-v", site + ":/work", mnt, "--"}
		full = append(full, cfg.Entrypoint...)
		cmd := exec.Command("buildah", append(full, args...)...)
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("buildah run: %v\n%s", err, out)
		}
		return string(out), code
	}
	out, code := run("--format", "github", ".")
	if code != 1 || !strings.Contains(out, "::error file=index.html,line=") || !strings.Contains(out, "::error file=blog/post.html,line=") {
		t.Errorf("attrlint in the image exited %d, want 1 with annotations for index.html and blog/post.html:\n%s", code, out)
	}
	// The image's user is not root: with /work owned by root and not
	// writable by others, --fix cannot replace a file there, and says so.
	if err := os.WriteFile(filepath.Join(site, "fixme.html"), []byte("<!doctype html><html lang=\"en\"><title>t</title><a href=\"a b\">x</a></html>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(site, 0o755); err != nil {
		t.Fatal(err)
	}
	out, code = run("--fix", "fixme.html")
	if code == 0 || !strings.Contains(out, "permission denied") {
		t.Errorf("--fix in a root-owned /work exited %d, want a failure to write (the image's user is not root):\n%s", code, out)
	}
	if b, _ := os.ReadFile(filepath.Join(site, "fixme.html")); !strings.Contains(string(b), `href="a b"`) {
		t.Errorf("fixme.html was changed by a user that should not be able to write it:\n%s", b)
	}
}
