//go:build release

// Package ship tests the ways attrlint is shipped: the release
// configuration (.goreleaser.yaml) and its binaries, `go install
// ...@latest`, the GitHub Action (action.yml), the container image
// (Dockerfile) and the browser playground's build. It has tests only.
package ship

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/buildinfo"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// root is the repository's top folder.
const root = ".."

// goreleaserConfig is the part of .goreleaser.yaml the tests read.
type goreleaserConfig struct {
	Version int `yaml:"version"`
	Builds  []struct {
		ID      string   `yaml:"id"`
		Main    string   `yaml:"main"`
		Binary  string   `yaml:"binary"`
		Env     []string `yaml:"env"`
		Goos    []string `yaml:"goos"`
		Goarch  []string `yaml:"goarch"`
		Flags   []string `yaml:"flags"`
		Ldflags []string `yaml:"ldflags"`
	} `yaml:"builds"`
	Archives []struct {
		NameTemplate    string   `yaml:"name_template"`
		Formats         []string `yaml:"formats"`
		FormatOverrides []struct {
			Goos    string   `yaml:"goos"`
			Formats []string `yaml:"formats"`
		} `yaml:"format_overrides"`
	} `yaml:"archives"`
	Checksum struct {
		NameTemplate string `yaml:"name_template"`
	} `yaml:"checksum"`
}

func readGoreleaser(t *testing.T) goreleaserConfig {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var c goreleaserConfig
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf(".goreleaser.yaml: %v", err)
	}
	if c.Version != 2 || len(c.Builds) != 1 || len(c.Archives) != 1 {
		t.Fatalf(".goreleaser.yaml: want version 2, one build and one archive, got %+v", c)
	}
	return c
}

// The targets every release has: static binaries for three systems on
// two architectures, archives named without a version (action.yml
// downloads .../latest/download/attrlint_OS_ARCH.tar.gz), checksums.
func TestGoreleaserTargets(t *testing.T) {
	c := readGoreleaser(t)
	b := c.Builds[0]
	if b.Main != "./cmd/attrlint" || b.Binary != "attrlint" {
		t.Errorf("build: main %q binary %q, want ./cmd/attrlint and attrlint", b.Main, b.Binary)
	}
	if !slices.Contains(b.Env, "CGO_ENABLED=0") {
		t.Errorf("build env %q lacks CGO_ENABLED=0: the binaries would not be static", b.Env)
	}
	for _, os := range []string{"linux", "darwin", "windows"} {
		if !slices.Contains(b.Goos, os) {
			t.Errorf("goos %q lacks %s", b.Goos, os)
		}
	}
	for _, arch := range []string{"amd64", "arm64"} {
		if !slices.Contains(b.Goarch, arch) {
			t.Errorf("goarch %q lacks %s", b.Goarch, arch)
		}
	}
	a := c.Archives[0]
	if a.NameTemplate != "{{ .ProjectName }}_{{ .Os }}_{{ .Arch }}" {
		t.Errorf("archive name_template %q: action.yml expects attrlint_OS_ARCH", a.NameTemplate)
	}
	if !slices.Equal(a.Formats, []string{"tar.gz"}) || len(a.FormatOverrides) != 1 ||
		a.FormatOverrides[0].Goos != "windows" || !slices.Equal(a.FormatOverrides[0].Formats, []string{"zip"}) {
		t.Errorf("archives: want tar.gz, zip on windows (as action.yml unpacks them), got %+v", a)
	}
	if c.Checksum.NameTemplate != "checksums.txt" {
		t.Errorf("checksum name %q: action.yml verifies against checksums.txt", c.Checksum.NameTemplate)
	}
}

// goBuildLikeRelease builds attrlint for goos/goarch with the release's
// flags, ldflags (with version for {{ .Version }}) and environment.
func goBuildLikeRelease(t *testing.T, c goreleaserConfig, goos, goarch, version, out string) {
	t.Helper()
	b := c.Builds[0]
	ldflags := strings.ReplaceAll(strings.Join(b.Ldflags, " "), "{{ .Version }}", version)
	if strings.Contains(ldflags, "{{") {
		t.Fatalf("ldflags %q use a template this test does not expand", ldflags)
	}
	args := append([]string{"build", "-o", out}, b.Flags...)
	args = append(args, "-ldflags", ldflags, b.Main)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "GOFLAGS=-buildvcs=false")
	cmd.Env = append(cmd.Env, b.Env...)
	if outb, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s (GOOS=%s GOARCH=%s): %v\n%s", strings.Join(args, " "), goos, goarch, err, outb)
	}
}

// The release build's ldflags stamp the version into a variable that
// exists (an -X naming a missing variable is silently ignored), and the
// binaries are static: checked on two of the release's platforms without
// GoReleaser, by building as its configuration says.
func TestReleaseBuildStampsVersionAndIsStatic(t *testing.T) {
	if testing.Short() {
		t.Skip("builds attrlint for two platforms; skipped with -short")
	}
	c := readGoreleaser(t)
	dir := t.TempDir()
	const version = "1.2.3-stamp"
	for _, p := range [][2]string{{"linux", "amd64"}, {"darwin", "arm64"}, {"windows", "amd64"}} {
		out := filepath.Join(dir, p[0]+"_"+p[1], "attrlint")
		goBuildLikeRelease(t, c, p[0], p[1], version, out)
		checkReleaseBinary(t, out, p[0], p[1], "v"+version)
	}
}

// checkReleaseBinary checks one built binary: its format and platform,
// that it links no C library, that it carries version, and, when it can
// run here, that it reports version in a SARIF log.
func checkReleaseBinary(t *testing.T, path, goos, goarch, version string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	info, err := buildinfo.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: no Go build information: %v", path, err)
	}
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	if settings["CGO_ENABLED"] != "0" || settings["GOOS"] != goos || settings["GOARCH"] != goarch {
		t.Errorf("%s: built with CGO_ENABLED=%q GOOS=%q GOARCH=%q, want 0 %s %s", path, settings["CGO_ENABLED"], settings["GOOS"], settings["GOARCH"], goos, goarch)
	}
	if !bytes.Contains(b, []byte(version)) {
		t.Errorf("%s: the version %q is not in the binary: the ldflags -X names no variable", path, version)
	}
	switch goos {
	case "linux":
		f, err := elf.NewFile(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: not ELF: %v", path, err)
		}
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP || p.Type == elf.PT_DYNAMIC {
				t.Errorf("%s: dynamically linked (program header %v)", path, p.Type)
			}
		}
	case "darwin":
		// Go binaries for macOS always link libSystem (the system's
		// only stable interface), and the net package's DNS resolver
		// libresolv; both are part of every macOS. Static means no
		// other library.
		f, err := macho.NewFile(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: not Mach-O: %v", path, err)
		}
		libs, _ := f.ImportedLibraries()
		for _, l := range libs {
			if !strings.HasPrefix(l, "/usr/lib/libSystem") && !strings.HasPrefix(l, "/usr/lib/libresolv") && !strings.HasPrefix(l, "/System/Library/Frameworks/") {
				t.Errorf("%s: links %s", path, l)
			}
		}
	case "windows":
		if _, err := pe.NewFile(bytes.NewReader(b)); err != nil {
			t.Fatalf("%s: not a PE file: %v", path, err)
		}
	}
	if goos == runtime.GOOS && goarch == runtime.GOARCH {
		out, err := exec.Command(path, "--format", "sarif", filepath.Join(root, "testdata", "site", "index.html")).Output()
		if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
			t.Fatalf("%s: %v", path, err)
		}
		if !bytes.Contains(out, []byte(`"version": "`+version+`"`)) {
			t.Errorf("%s: its SARIF log does not give the version %q", path, version)
		}
	}
}

// ATTRLINT_GORELEASER_DIST names the dist/ folder of a `goreleaser release
// --snapshot` run (.ci/run sets it after running GoReleaser); the release
// it holds is then checked as a user downloading it would.
func TestGoreleaserSnapshot(t *testing.T) {
	dist := os.Getenv("ATTRLINT_GORELEASER_DIST")
	if dist == "" && os.Getenv(requireTools) != "" {
		t.Fatalf("ATTRLINT_GORELEASER_DIST is not set, and %s=1 requires the snapshot (.ci/run builds one)", requireTools)
	}
	if dist == "" {
		t.Skip("ATTRLINT_GORELEASER_DIST is not set: no GoReleaser snapshot to check (.ci/run builds one)")
	}
	c := readGoreleaser(t)
	sums := readChecksums(t, filepath.Join(dist, "checksums.txt"))
	version := snapshotVersion(t, dist)
	for _, goos := range c.Builds[0].Goos {
		for _, goarch := range c.Builds[0].Goarch {
			name := "attrlint_" + goos + "_" + goarch + ".tar.gz"
			if goos == "windows" {
				name = "attrlint_" + goos + "_" + goarch + ".zip"
			}
			b, err := os.ReadFile(filepath.Join(dist, name))
			if err != nil {
				t.Errorf("the release has no %s: %v", name, err)
				continue
			}
			sum := sha256.Sum256(b)
			if sums[name] != hex.EncodeToString(sum[:]) {
				t.Errorf("%s: checksums.txt says %q, the file's SHA-256 is %x", name, sums[name], sum)
			}
			bin := filepath.Join(t.TempDir(), "attrlint")
			if err := os.WriteFile(bin, extract(t, name, b), 0o755); err != nil {
				t.Fatal(err)
			}
			checkReleaseBinary(t, bin, goos, goarch, version)
		}
	}
}

// readChecksums reads a sha256sum-style file: "HEX  NAME" lines.
func readChecksums(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("%s: line %q is not HEX  NAME", path, sc.Text())
		}
		sums[name] = sum
	}
	return sums
}

// extract returns the attrlint binary in a release archive, which also
// holds the README, the licences and the documentation pages.
func extract(t *testing.T, name string, b []byte) []byte {
	t.Helper()
	var files []string
	var bin []byte
	if strings.HasSuffix(name, ".zip") {
		zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, f := range zr.File {
			files = append(files, f.Name)
			if f.Name == "attrlint.exe" {
				rc, err := f.Open()
				if err != nil {
					t.Fatal(err)
				}
				bin, _ = io.ReadAll(rc)
				rc.Close()
			}
		}
	} else {
		gz, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tr := tar.NewReader(gz)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			files = append(files, h.Name)
			if h.Name == "attrlint" {
				bin, _ = io.ReadAll(tr)
			}
		}
	}
	for _, want := range []string{"README.md", "LICENSE", "lint/internal/source/LICENSE.x-net", "docs/rules.md", "docs/usage.md", "docs/configuration.md"} {
		if !slices.Contains(files, want) {
			t.Errorf("%s holds %q, not %s", name, files, want)
		}
	}
	if bin == nil {
		t.Fatalf("%s holds %q: no attrlint binary at the top", name, files)
	}
	return bin
}

// snapshotVersion is the version GoReleaser stamped into the snapshot's
// binaries: "v" and the version its dist/metadata.json records. (The
// binaries' build information does not hold the ldflags: -trimpath
// leaves them out.)
func snapshotVersion(t *testing.T, dist string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dist, "metadata.json"))
	if err != nil {
		t.Fatal(err)
	}
	var meta struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(b, &meta); err != nil {
		t.Fatalf("%s/metadata.json: %v", dist, err)
	}
	if !strings.Contains(meta.Version, "snapshot") {
		t.Fatalf("%s/metadata.json: version %q is not a snapshot's", dist, meta.Version)
	}
	return "v" + meta.Version
}
