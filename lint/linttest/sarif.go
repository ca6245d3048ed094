package linttest

// The official SARIF 2.1.0 schema, to check attrlint's SARIF output
// against it (lint/render's renderer tests and the command's end-to-end
// tests).

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The official SARIF 2.1.0 schema (OASIS, errata 01) is not vendored: it
// is taken from a Go module that embeds it verbatim, fetched through the
// module proxy into the module cache by `go mod download`, whose checksum
// database check guarantees the bytes. The SHA-256 pins the schema text
// itself, so a different copy cannot slip in unnoticed.
const (
	schemaModule = "github.com/owenrumney/go-sarif/v3@v3.3.1"
	schemaFile   = "pkg/report/v210/sarif/schema.go"
	schemaSHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
	// SARIFSchemaID is the schema's id, which attrlint's logs name as $schema.
	SARIFSchemaID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)

// text returns the official schema text, skipping the test when it cannot
// be fetched (offline) unless ATTRLINT_REQUIRE_SARIF_SCHEMA is set, as
// .ci/run does, so that CI never skips the check silently.
func text(t testing.TB) []byte {
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

// Compile returns the compiled official schema, with format assertion on
// (the uri and uri-reference formats are checked too).
func SARIFSchema(t testing.TB) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(text(t)))
	if err != nil {
		t.Fatalf("SARIF schema: %v", err)
	}
	if id, _ := doc.(map[string]any)["id"].(string); id != SARIFSchemaID {
		t.Fatalf("SARIF schema id %q, want %q", id, SARIFSchemaID)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(SARIFSchemaID, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(SARIFSchemaID)
	if err != nil {
		t.Fatalf("compiling the SARIF schema: %v", err)
	}
	return sch
}

// Validate fails the test unless log is a SARIF log the schema accepts.
func ValidateSARIF(t testing.TB, sch *jsonschema.Schema, log []byte) {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(log))
	if err != nil {
		t.Fatalf("SARIF output is not JSON: %v\n%s", err, log)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("SARIF output does not conform to the 2.1.0 schema:\n%v\n%s", err, log)
	}
}
