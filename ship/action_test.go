//go:build release

package ship

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// action is the part of action.yml that the local runner below reads.
type action struct {
	Name   string `yaml:"name"`
	Inputs map[string]struct {
		Description string `yaml:"description"`
		Default     string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Value string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string `yaml:"using"`
		Steps []struct {
			Name  string            `yaml:"name"`
			ID    string            `yaml:"id"`
			If    string            `yaml:"if"`
			Shell string            `yaml:"shell"`
			Env   map[string]string `yaml:"env"`
			Run   string            `yaml:"run"`
		} `yaml:"steps"`
	} `yaml:"runs"`
}

func readAction(t *testing.T) action {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var a action
	if err := yaml.Unmarshal(b, &a); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	return a
}

// The action's shape: a composite action whose scripts take their inputs
// from the environment only (an expression in a script's text would paste
// an input into shell code), with the inputs the README documents.
func TestActionShape(t *testing.T) {
	a := readAction(t)
	if a.Runs.Using != "composite" {
		t.Errorf("runs.using is %q, want composite", a.Runs.Using)
	}
	for _, in := range []string{"paths", "config", "format", "fail-on", "version", "shard", "sarif-file"} {
		if _, ok := a.Inputs[in]; !ok {
			t.Errorf("action.yml has no input %q", in)
		}
	}
	for _, s := range a.Runs.Steps {
		if strings.Contains(s.Run, "${{") {
			t.Errorf("step %q puts an expression in its script; pass it through env instead", s.Name)
		}
		if s.Shell != "bash" {
			t.Errorf("step %q runs in %q, want bash (on every runner system)", s.Name, s.Shell)
		}
	}
}

// runResult is what a local run of the action left: each step's output,
// the action's outputs, and whether a step failed.
type runResult struct {
	log      map[string]string // step name: its stdout and stderr
	outputs  map[string]string // the action's outputs
	failed   string            // the name of the step that failed, "" if none
	exitCode int               // that step's exit status
}

var (
	inputExpr = regexp.MustCompile(`^\$\{\{ inputs\.([a-z-]+) \}\}$`)
	stepExpr  = regexp.MustCompile(`^\$\{\{ steps\.([a-z-]+)\.outputs\.([a-z-]+) \}\}$`)
	ifExpr    = regexp.MustCompile(`^inputs\.([a-z-]+) (==|!=) '([^']*)'$`)
)

// runAction runs action.yml's steps as GitHub's runner does for a
// composite action: each script written to a file and run by
// `bash --noprofile --norc -e -o pipefail FILE` in the workspace, with the
// variables the runner sets (RUNNER_*, GITHUB_*), the step's env with its
// ${{ inputs.X }} expressions expanded, GITHUB_PATH's folders put before
// PATH for the later steps, and GITHUB_OUTPUT read back. Expressions other
// than those action.yml uses today fail the test rather than being
// guessed at.
func runAction(t *testing.T, workspace string, with map[string]string) runResult {
	t.Helper()
	a := readAction(t)
	for k := range with {
		if _, ok := a.Inputs[k]; !ok {
			t.Fatalf("the test sets input %q, which action.yml does not have", k)
		}
	}
	input := func(name string) string {
		if v, ok := with[name]; ok {
			return v
		}
		in, ok := a.Inputs[name]
		if !ok {
			t.Fatalf("action.yml uses inputs.%s, which it does not declare", name)
		}
		return in.Default
	}
	actionPath, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	runner := t.TempDir()
	files := map[string]string{}
	for _, f := range []string{"GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY", "GITHUB_STATE"} {
		files[f] = filepath.Join(runner, strings.ToLower(f))
	}
	if err := os.Mkdir(filepath.Join(runner, "temp"), 0o755); err != nil {
		t.Fatal(err)
	}
	runnerArch := map[string]string{"amd64": "X64", "arm64": "ARM64"}[runtime.GOARCH]
	base := []string{
		"CI=true", "GITHUB_ACTIONS=true", "GITHUB_ACTION_PATH=" + actionPath,
		"GITHUB_WORKSPACE=" + workspace, "RUNNER_OS=Linux", "RUNNER_ARCH=" + runnerArch,
		"RUNNER_TEMP=" + filepath.Join(runner, "temp"), "RUNNER_TOOL_CACHE=" + filepath.Join(runner, "tools"),
	}
	for k, v := range files {
		base = append(base, k+"="+v)
	}
	// What the runner's machine has (HOME, the Go toolchain's variables),
	// without this test's own ATTRLINT_ settings.
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "ATTRLINT_") && !strings.HasPrefix(kv, "PATH=") && !strings.HasPrefix(kv, "GITHUB_") && !strings.HasPrefix(kv, "RUNNER_") {
			base = append(base, kv)
		}
	}
	var pathDirs []string
	steps := map[string]map[string]string{}
	res := runResult{log: map[string]string{}, outputs: map[string]string{}}
	for i, s := range a.Runs.Steps {
		if s.If != "" {
			m := ifExpr.FindStringSubmatch(s.If)
			if m == nil {
				t.Fatalf("step %q: the local runner does not evaluate if: %s", s.Name, s.If)
			}
			if (input(m[1]) == m[3]) != (m[2] == "==") {
				continue
			}
		}
		env := slices.Clone(base)
		env = append(env, "PATH="+strings.Join(append(slices.Clone(pathDirs), os.Getenv("PATH")), string(os.PathListSeparator)))
		for k, v := range s.Env {
			if strings.Contains(v, "${{") {
				m := inputExpr.FindStringSubmatch(v)
				if m == nil {
					t.Fatalf("step %q: env %s: the local runner expands only ${{ inputs.X }}, not %s", s.Name, k, v)
				}
				v = input(m[1])
			}
			env = append(env, k+"="+v)
		}
		os.WriteFile(files["GITHUB_OUTPUT"], nil, 0o644)
		script := filepath.Join(runner, fmt.Sprintf("step%d.sh", i))
		if err := os.WriteFile(script, []byte(s.Run), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("bash", "--noprofile", "--norc", "-e", "-o", "pipefail", script)
		cmd.Dir = workspace
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		res.log[s.Name] = string(out)
		if b, err := os.ReadFile(files["GITHUB_PATH"]); err == nil {
			pathDirs = nil
			for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				if l != "" {
					pathDirs = append([]string{l}, pathDirs...)
				}
			}
		}
		outs := map[string]string{}
		if b, err := os.ReadFile(files["GITHUB_OUTPUT"]); err == nil {
			for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				if k, v, ok := strings.Cut(l, "="); ok {
					outs[k] = v
				}
			}
		}
		if s.ID != "" {
			steps[s.ID] = outs
		}
		if err != nil {
			ee, ok := err.(*exec.ExitError)
			if !ok {
				t.Fatalf("step %q: %v", s.Name, err)
			}
			res.failed, res.exitCode = s.Name, ee.ExitCode()
			break
		}
	}
	for name, o := range a.Outputs {
		m := stepExpr.FindStringSubmatch(o.Value)
		if m == nil {
			t.Fatalf("output %s: the local runner expands only ${{ steps.ID.outputs.X }}, not %s", name, o.Value)
		}
		res.outputs[name] = steps[m[1]][m[2]]
	}
	return res
}

// workspaceWithSite is a workspace holding a copy of the example site.
func workspaceWithSite(t *testing.T) string {
	t.Helper()
	ws := t.TempDir()
	if err := os.CopyFS(ws, os.DirFS(filepath.Join(root, "testdata", "site"))); err != nil {
		t.Fatal(err)
	}
	return ws
}

// The annotations the example site gets (README, Sample output), as the
// workflow commands the runner reads.
var siteAnnotations = []string{
	"::error file=blog/post.html,line=7,col=46,endLine=7,endColumn=47,title=mod-datetime::",
	"::error file=index.html,line=6,col=57,endLine=6,endColumn=61,title=media-query::",
	"::error file=index.html,line=8,col=16,endLine=8,endColumn=27,title=obsolete-color::",
}

func TestActionFromCheckout(t *testing.T) {
	if testing.Short() {
		t.Skip("builds attrlint; skipped with -short")
	}
	lint := "Run attrlint"
	t.Run("annotations", func(t *testing.T) {
		r := runAction(t, workspaceWithSite(t), map[string]string{"version": "checkout"})
		if r.failed != lint || r.exitCode != 1 || r.outputs["exit-code"] != "1" {
			t.Fatalf("failed step %q status %d, exit-code output %q; want the lint step to fail with 1\n%v", r.failed, r.exitCode, r.outputs["exit-code"], r.log)
		}
		for _, a := range siteAnnotations {
			if !strings.Contains(r.log[lint], "\n"+a) && !strings.HasPrefix(r.log[lint], a) {
				t.Errorf("no annotation %s in:\n%s", a, r.log[lint])
			}
		}
	})
	t.Run("fail-on never", func(t *testing.T) {
		r := runAction(t, workspaceWithSite(t), map[string]string{"version": "checkout", "fail-on": "never"})
		if r.failed != "" || r.outputs["exit-code"] != "1" || !strings.Contains(r.log[lint], "::error file=index.html") {
			t.Errorf("failed step %q, exit-code %q: want a passing step that still annotates and reports exit code 1\n%v", r.failed, r.outputs["exit-code"], r.log)
		}
	})
	t.Run("fail-on warning", func(t *testing.T) {
		// A document whose only finding is a warning passes with the
		// default fail-on and fails with fail-on: warning.
		ws := t.TempDir()
		os.WriteFile(filepath.Join(ws, "w.html"), []byte(`<!doctype html><html lang="en"><title>t</title><nav role="navigation">x</nav>`+"\n"), 0o644)
		r := runAction(t, ws, map[string]string{"version": "checkout"})
		if r.failed != "" || !strings.Contains(r.log[lint], "::warning file=w.html") {
			t.Fatalf("fail-on error: failed step %q; want a pass with a warning annotation\n%v", r.failed, r.log)
		}
		r = runAction(t, ws, map[string]string{"version": "checkout", "fail-on": "warning"})
		if r.failed != lint || r.exitCode != 1 {
			t.Errorf("fail-on warning: failed step %q status %d, want the lint step to fail with 1\n%v", r.failed, r.exitCode, r.log)
		}
	})
	t.Run("sarif", func(t *testing.T) {
		ws := workspaceWithSite(t)
		r := runAction(t, ws, map[string]string{"version": "checkout", "format": "sarif", "sarif-file": "out/attrlint.sarif", "paths": "index.html blog"})
		if r.outputs["sarif-file"] != "out/attrlint.sarif" {
			t.Errorf("sarif-file output %q", r.outputs["sarif-file"])
		}
		b, err := os.ReadFile(filepath.Join(ws, "out", "attrlint.sarif"))
		if err != nil {
			t.Fatalf("no SARIF log: %v\n%v", err, r.log)
		}
		var log struct {
			Runs []struct {
				Results []struct {
					RuleID string `json:"ruleId"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(b, &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) < len(siteAnnotations) {
			t.Errorf("SARIF log: %v, %d runs; want one run with the site's results\n%s", err, len(log.Runs), b)
		}
	})
	t.Run("shards", func(t *testing.T) {
		// Two shards' annotations are the whole run's, each once.
		ws := workspaceWithSite(t)
		whole := runAction(t, ws, map[string]string{"version": "checkout", "fail-on": "never"})
		var parts []string
		for _, k := range []string{"1/2", "2/2"} {
			r := runAction(t, ws, map[string]string{"version": "checkout", "fail-on": "never", "shard": k})
			parts = append(parts, annotations(r.log[lint])...)
		}
		slices.Sort(parts)
		if w := annotations(whole.log[lint]); !slices.Equal(parts, w) || len(w) == 0 {
			t.Errorf("the shards annotate\n%s\nthe whole run\n%s", strings.Join(parts, "\n"), strings.Join(w, "\n"))
		}
	})
	t.Run("inputs are data", func(t *testing.T) {
		// Shell syntax in an input reaches attrlint as words, and runs
		// nothing.
		ws := workspaceWithSite(t)
		r := runAction(t, ws, map[string]string{"version": "checkout", "paths": `index.html $(touch pwned) ; touch pwned2 *`, "args": "`touch pwned3`"})
		for _, f := range []string{"pwned", "pwned2", "pwned3"} {
			if _, err := os.Stat(filepath.Join(ws, f)); err == nil {
				t.Errorf("an input ran a command: %s exists", f)
			}
		}
		if r.failed != lint || r.exitCode != 2 {
			t.Errorf("failed step %q status %d: want attrlint to refuse the odd arguments with 2\n%v", r.failed, r.exitCode, r.log)
		}
	})
	t.Run("bad fail-on", func(t *testing.T) {
		r := runAction(t, workspaceWithSite(t), map[string]string{"version": "checkout", "fail-on": "sometimes"})
		if r.failed != lint || r.exitCode != 2 || !strings.Contains(r.log[lint], "::error::fail-on must be") {
			t.Errorf("failed step %q status %d; want 2 and an error annotation\n%v", r.failed, r.exitCode, r.log)
		}
	})
}

// annotations returns the workflow command lines in out, sorted.
func annotations(out string) []string {
	var a []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "::error ") || strings.HasPrefix(l, "::warning ") {
			a = append(a, l)
		}
	}
	slices.Sort(a)
	return a
}

// releaseDir is a folder laid out as a release's downloads: GoReleaser's
// snapshot when .ci/run made one (ATTRLINT_GORELEASER_DIST), otherwise an
// archive and checksums.txt made here the same way, for this machine.
func releaseDir(t *testing.T) string {
	t.Helper()
	if dist := os.Getenv("ATTRLINT_GORELEASER_DIST"); dist != "" {
		return dist
	}
	dir := t.TempDir()
	bin := filepath.Join(t.TempDir(), "attrlint")
	goBuildLikeRelease(t, readGoreleaser(t), "linux", runtime.GOARCH, "v0.0.0-action", bin)
	b, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	tw.WriteHeader(&tar.Header{Name: "attrlint", Mode: 0o755, Size: int64(len(b))})
	tw.Write(b)
	tw.Close()
	gz.Close()
	name := "attrlint_linux_" + runtime.GOARCH + ".tar.gz"
	if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(buf.Bytes())
	os.WriteFile(filepath.Join(dir, "checksums.txt"), []byte(fmt.Sprintf("%x  %s\n", sum, name)), 0o644)
	return dir
}

// Installing a release: the archive for the runner's system is
// downloaded from releases-url (latest or a given version), checked
// against checksums.txt, unpacked onto the PATH, and used by the lint
// step; a download that does not match its checksum stops the action.
func TestActionInstallsRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("builds attrlint; skipped with -short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the local runner plays a Linux runner")
	}
	lookTool(t, "curl", "apt-get install curl")
	dist := releaseDir(t)
	var tampered bool
	var requests []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests = append(requests, r.URL.Path)
		var name string
		switch {
		case strings.HasPrefix(r.URL.Path, "/releases/latest/download/"):
			name = strings.TrimPrefix(r.URL.Path, "/releases/latest/download/")
		case strings.HasPrefix(r.URL.Path, "/releases/download/v9.9.9/"):
			name = strings.TrimPrefix(r.URL.Path, "/releases/download/v9.9.9/")
		default:
			http.NotFound(w, r)
			return
		}
		b, err := os.ReadFile(filepath.Join(dist, filepath.Base(name)))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if tampered && strings.HasSuffix(name, ".tar.gz") {
			b = append(b, 0)
		}
		w.Write(b)
	}))
	defer srv.Close()
	archive := "attrlint_linux_" + runtime.GOARCH + ".tar.gz"
	for _, version := range []string{"latest", "v9.9.9"} {
		t.Run(version, func(t *testing.T) {
			requests = nil
			r := runAction(t, workspaceWithSite(t), map[string]string{"version": version, "releases-url": srv.URL + "/releases/"})
			if r.failed != "Run attrlint" || r.exitCode != 1 {
				t.Fatalf("failed step %q status %d; want the lint step to find the site's problems\n%v", r.failed, r.exitCode, r.log)
			}
			prefix := "/releases/latest/download/"
			if version != "latest" {
				prefix = "/releases/download/" + version + "/"
			}
			if want := []string{prefix + archive, prefix + "checksums.txt"}; !slices.Equal(requests, want) {
				t.Errorf("downloads %q, want %q", requests, want)
			}
			if !strings.Contains(r.log["Run attrlint"], siteAnnotations[1]) {
				t.Errorf("the installed attrlint did not annotate:\n%s", r.log["Run attrlint"])
			}
		})
	}
	t.Run("checksum mismatch", func(t *testing.T) {
		tampered = true
		defer func() { tampered = false }()
		r := runAction(t, workspaceWithSite(t), map[string]string{"releases-url": srv.URL + "/releases"})
		if r.failed != "Install attrlint" || r.exitCode != 2 || !strings.Contains(r.log["Install attrlint"], "does not match checksums.txt") {
			t.Errorf("failed step %q status %d; want the install step to refuse the download\n%v", r.failed, r.exitCode, r.log)
		}
	})
	t.Run("unknown version", func(t *testing.T) {
		r := runAction(t, workspaceWithSite(t), map[string]string{"version": "main", "releases-url": srv.URL + "/releases"})
		if r.failed != "Install attrlint" || !strings.Contains(r.log["Install attrlint"], "version must be latest, checkout or a release") {
			t.Errorf("failed step %q; want the install step to refuse version main\n%v", r.failed, r.log)
		}
	})
}

// The workflows of docs/integrations.md are valid YAML and give the action
// only inputs that action.yml declares.
func TestDocsWorkflowsUseTheActionsInputs(t *testing.T) {
	a := readAction(t)
	readme, err := os.ReadFile(filepath.Join(root, "docs", "integrations.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```yaml\n(.*?)```").FindAllStringSubmatch(string(readme), -1)
	uses := 0
	for _, b := range blocks {
		if !strings.Contains(b[1], "uses: attrlint/attrlint@") {
			continue
		}
		var wf struct {
			Jobs map[string]struct {
				Steps []struct {
					Uses string            `yaml:"uses"`
					With map[string]string `yaml:"with"`
				} `yaml:"steps"`
			} `yaml:"jobs"`
		}
		if err := yaml.Unmarshal([]byte(b[1]), &wf); err != nil {
			t.Errorf("docs workflow does not parse: %v\n%s", err, b[1])
			continue
		}
		for job, j := range wf.Jobs {
			for _, s := range j.Steps {
				if !strings.HasPrefix(s.Uses, "attrlint/attrlint@") {
					continue
				}
				uses++
				for k := range s.With {
					if _, ok := a.Inputs[k]; !ok {
						t.Errorf("docs workflow, job %s: input %q is not in action.yml", job, k)
					}
				}
			}
		}
	}
	if uses < 3 {
		t.Errorf("the docs' workflows use the action %d times, want at least 3 (the simple one and the matrix's two)", uses)
	}
}
