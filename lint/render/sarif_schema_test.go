package render_test

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/render"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestSARIFSchemaWithFailures: files that failed in every way the command
// reports (before or after their findings, with odd names and messages),
// mixed with findings, keep the log valid.
func TestSARIFSchemaWithFailures(t *testing.T) {
	sch := linttest.SARIFSchema(t)
	var buf bytes.Buffer
	// A shard's report, whose invocation records the shard.
	r, _ := render.Open("sarif", &buf, render.Options{BaseDir: "/src/site", Shard: &render.Shard{Shard: "2/3", WalkFiles: 20, Files: 7}})
	fr := r.(render.FileErrorRenderer)
	d := []lint.Diagnostic{{Line: 1, Column: 1, EndLine: 1, EndColumn: 2, Rule: "x", Severity: lint.Error, Message: "m\x01"}}
	for _, f := range []struct {
		path  string
		err   error
		diags []lint.Diagnostic
	}{
		{"secret.html", os.ErrPermission, nil},
		{"written.html", errors.New("replacing the file: read-only file system"), d},
		{"/dev/null", errors.New("not a regular file: it is a device"), nil},
		{"dir with space/ü%20.html", errors.New("bad \x00 byte \xff"), d},
		{"../up.html", os.ErrNotExist, nil},
	} {
		if err := fr.FileError(f.path, &lint.FileError{Path: f.path, Err: f.err}); err != nil {
			t.Fatal(err)
		}
		if err := r.File(f.path, f.diags); err != nil {
			t.Fatal(err)
		}
		if err := r.File("ok.html", d); err != nil {
			t.Fatal(err)
		}
	}
	if err := fr.FileError("last.html", os.ErrNotExist); err != nil {
		t.Fatal(err)
	}
	r.Close()
	validate(t, sch, buf.Bytes())
	if !strings.Contains(buf.String(), `"properties": {`+"\n"+`            "shard": "2/3",`) {
		t.Errorf("the invocation does not record the shard:\n%s", buf.String())
	}
	if n := strings.Count(buf.String(), `"level": "error"`) + strings.Count(buf.String(), `"level":"error"`); n != 6+7 {
		t.Errorf("%d error levels, want every failure and finding:\n%s", n, buf.String())
	}
}

func validate(t *testing.T, sch *jsonschema.Schema, log []byte) {
	t.Helper()
	linttest.ValidateSARIF(t, sch, log)
}

// TestSARIFSchemaRejects makes sure the validation above can fail: the
// schema rejects an unknown columnKind and, with format assertion on, an
// artifact URI with a broken percent escape (the validator's URI check is
// lenient about unescaped characters such as spaces, so the unit tests
// check the escaping itself).
func TestSARIFSchemaRejects(t *testing.T) {
	sch := linttest.SARIFSchema(t)
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
