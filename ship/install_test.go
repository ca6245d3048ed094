//go:build release

package ship

import (
	"archive/zip"
	"bytes"
	"debug/buildinfo"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The README's `go install github.com/attrlint/attrlint/cmd/attrlint@latest`
// works: the module, zipped as the module proxy serves it, installs with
// `go install PATH@latest` from a proxy on disk, which refuses a go.mod
// with replace or exclude directives and files a module zip cannot hold,
// as the real proxy would. Dependencies come from the local module
// cache's download folder, so the test needs no network.
func TestGoInstallLatest(t *testing.T) {
	if testing.Short() {
		t.Skip("builds attrlint from a module zip; skipped with -short")
	}
	const module, version = "github.com/attrlint/attrlint", "v0.99.0"
	proxy := t.TempDir()
	at := filepath.Join(proxy, module, "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	info := `{"Version":"` + version + `","Time":"` + time.Now().UTC().Format(time.RFC3339) + `"}`
	for name, content := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": []byte(info),
		version + ".mod":  gomod,
		version + ".zip":  moduleZip(t, module+"@"+version),
	} {
		if err := os.WriteFile(filepath.Join(at, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(strings.TrimSpace(string(out)), "cache", "download")
	gobin := t.TempDir()
	cmd := exec.Command("go", "install", module+"/cmd/attrlint@latest")
	cmd.Dir = t.TempDir() // outside the module, as a user types it
	cmd.Env = append(os.Environ(),
		"GOPROXY=file://"+filepath.ToSlash(proxy)+",file://"+filepath.ToSlash(cache),
		"GOMODCACHE="+t.TempDir(), "GOFLAGS=-modcacherw", "GOSUMDB=off",
		"GOBIN="+gobin, "GOTOOLCHAIN=local", "GOWORK=off")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go install %s/cmd/attrlint@latest: %v\n%s", module, err, b)
	}
	bin := filepath.Join(gobin, "attrlint")
	bi, err := buildinfo.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	if bi.Main.Path != module || bi.Main.Version != version {
		t.Errorf("installed binary: module %s %s, want %s %s", bi.Main.Path, bi.Main.Version, module, version)
	}
	// The version reaches the reports (SARIF's tool version).
	b, err := exec.Command(bin, "--format", "sarif", filepath.Join(root, "testdata", "site", "index.html")).Output()
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
		t.Fatalf("%s: %v", bin, err)
	}
	if !bytes.Contains(b, []byte(`"version": "`+version+`"`)) {
		t.Errorf("the installed binary's SARIF log does not give the version %s", version)
	}
}

// moduleZip zips the repository's tracked files under prefix/, as the
// module proxy serves a module version.
func moduleZip(t *testing.T, prefix string) []byte {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "-z")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("git ls-files: %v (the test needs the repository's git checkout)", err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		b, err := os.ReadFile(filepath.Join(root, name))
		if os.IsNotExist(err) {
			continue // deleted in the work tree, not yet committed
		}
		if err != nil {
			t.Fatal(err)
		}
		w, err := zw.Create(prefix + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(b)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
