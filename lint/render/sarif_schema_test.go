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
	"github.com/attrlint/attrlint/rules"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestSARIFSchema lints real documents with every rule, including
// characters outside the BMP, fixes and a file error, and checks the log
// against the official schema.
func TestSARIFSchema(t *testing.T) {
	sch := linttest.SARIFSchema(t)
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

// TestSARIFSchemaWithFailures: files that failed in every way the command
// reports (before or after their findings, with odd names and messages),
// mixed with findings, keep the log valid.
func TestSARIFSchemaWithFailures(t *testing.T) {
	sch := linttest.SARIFSchema(t)
	var buf bytes.Buffer
	r, _ := render.Open("sarif", &buf, render.Options{BaseDir: "/src/site"})
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
