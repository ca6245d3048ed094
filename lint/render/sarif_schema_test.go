package render_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/render"
	"github.com/attrlint/attrlint/rules"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The official SARIF 2.1.0 schema (OASIS, errata 01) is not vendored: the
// test takes it from a Go module that embeds it verbatim, fetched through
// the module proxy into the module cache by `go mod download`, whose
// checksum database check guarantees the bytes. The SHA-256 pins the
// schema text itself, so a different copy cannot slip in unnoticed.
const (
	schemaModule = "github.com/owenrumney/go-sarif/v3@v3.3.1"
	schemaFile   = "pkg/report/v210/sarif/schema.go"
	schemaSHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
	schemaID     = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)

// sarifSchema returns the official schema text, skipping the test when it
// cannot be fetched (offline) unless ATTRLINT_REQUIRE_SARIF_SCHEMA is set,
// as .ci/run does, so that CI never skips the check silently.
func sarifSchema(t *testing.T) []byte {
	t.Helper()
	unavailable := func(format string, args ...any) {
		t.Helper()
		if os.Getenv("ATTRLINT_REQUIRE_SARIF_SCHEMA") != "" {
			t.Fatalf(format, args...)
		}
		t.Skipf(format+" (set ATTRLINT_REQUIRE_SARIF_SCHEMA=1 to fail instead of skipping)", args...)
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		unavailable("SARIF schema: the go command is needed to fetch %s: %v", schemaModule, err)
	}
	// Run outside this module so that go.mod is neither read nor changed.
	cmd := exec.Command(gobin, "mod", "download", "-json", schemaModule)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off", "GO111MODULE=on")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var mod struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &mod); err != nil || jerr != nil || mod.Error != "" || mod.Dir == "" {
		unavailable("SARIF schema: cannot download %s (offline?): %v %s %s", schemaModule, err, mod.Error, stderr.String())
	}
	src, err := os.ReadFile(filepath.Join(mod.Dir, schemaFile))
	if err != nil {
		t.Fatalf("SARIF schema: %v", err)
	}
	// The file is `package sarif\n\nconst schema = ` and the schema as one
	// raw string literal.
	first, last := bytes.IndexByte(src, '`'), bytes.LastIndexByte(src, '`')
	if first < 0 || last <= first {
		t.Fatalf("SARIF schema: no raw string literal in %s", schemaFile)
	}
	schema := src[first+1 : last]
	sum := sha256.Sum256(schema)
	if got := hex.EncodeToString(sum[:]); got != schemaSHA256 {
		t.Fatalf("SARIF schema from %s has SHA-256 %s, want %s", schemaModule, got, schemaSHA256)
	}
	return schema
}

func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(sarifSchema(t)))
	if err != nil {
		t.Fatalf("SARIF schema: %v", err)
	}
	if id, _ := doc.(map[string]any)["id"].(string); id != schemaID {
		t.Fatalf("SARIF schema id %q, want %q", id, schemaID)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat() // checks the uri and uri-reference formats too
	if err := c.AddResource(schemaID, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(schemaID)
	if err != nil {
		t.Fatalf("compiling the SARIF schema: %v", err)
	}
	return sch
}

// TestSARIFSchema lints real documents with every rule, including
// characters outside the BMP, fixes and a file error, and checks the log
// against the official schema.
func TestSARIFSchema(t *testing.T) {
	sch := compileSchema(t)
	l, err := lint.New(rules.All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	opt := render.Options{ToolVersion: "v0.0.0-test", BaseDir: "/src/my site"}
	for _, r := range rules.All() {
		opt.Rules = append(opt.Rules, render.RuleInfo{ID: r.ID, Summary: r.Summary, Doc: r.Doc, HelpURI: rules.DocsURL + r.ID, Severity: r.Severity})
	}
	files := []string{"../../testdata/site/index.html", "../../testdata/site/blog/post.html", "../../testdata/rules/keywords/booleans.html"}
	var buf bytes.Buffer
	r, _ := render.Open("sarif", &buf, opt)
	if err := r.(render.FileErrorRenderer).FileError("gone/x y.html", &lint.FileError{Path: "gone/x y.html", Err: os.ErrNotExist}); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		d, err := l.LintFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.File(f, d); err != nil {
			t.Fatal(err)
		}
	}
	emoji := "<p>😀 <input checked=\"true\" width=\"1e2\"> <time datetime=\"2023-02-29\">é</time>\n<p id=a>1</p><p id=a>2</p>"
	d, err := l.LintBytes("uni code:ü.html", []byte(emoji))
	if err != nil || len(d) < 4 || len(d[len(d)-1].Related) != 1 {
		t.Fatalf("the emoji document drew %d diagnostics (the last with related locations), %v", len(d), err)
	}
	if err := r.File("uni code:ü.html", d); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	validate(t, sch, buf.Bytes())
	if !strings.Contains(buf.String(), `"fixes"`) {
		t.Error("no fix was written; the test should cover one")
	}

	// An empty run is valid too.
	buf.Reset()
	r, _ = render.Open("sarif", &buf, render.Options{})
	r.Close()
	validate(t, sch, buf.Bytes())
}

func validate(t *testing.T, sch *jsonschema.Schema, log []byte) {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(log))
	if err != nil {
		t.Fatalf("SARIF output is not JSON: %v\n%s", err, log)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("SARIF output does not conform to the 2.1.0 schema:\n%v\n%s", err, log)
	}
}

// TestSARIFSchemaRejects makes sure the validation above can fail: the
// schema rejects an unknown columnKind and, with format assertion on, an
// artifact URI with a broken percent escape (the validator's URI check is
// lenient about unescaped characters such as spaces, so the unit tests
// check the escaping itself).
func TestSARIFSchemaRejects(t *testing.T) {
	sch := compileSchema(t)
	var buf bytes.Buffer
	r, _ := render.Open("sarif", &buf, render.Options{})
	r.File("a.html", []lint.Diagnostic{{Line: 1, Column: 1, EndLine: 1, EndColumn: 2, Rule: "x", Message: "m"}})
	r.Close()
	good := buf.String()
	for _, bad := range []string{
		strings.Replace(good, `"unicodeCodePoints"`, `"characters"`, 1),
		strings.Replace(good, `"uri":"a.html"`, `"uri":"a%zz.html"`, 1),
	} {
		if bad == good {
			t.Fatal("the replacement did not apply")
		}
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(bad))
		if err != nil {
			t.Fatal(err)
		}
		if sch.Validate(inst) == nil {
			t.Errorf("the schema accepted an invalid log:\n%s", bad)
		}
	}
}
