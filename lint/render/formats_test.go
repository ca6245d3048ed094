package render

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// render runs one renderer over the given files (path → diagnostics, in
// order) and file errors (written first), and returns the output.
func render(t *testing.T, format string, opt Options, fileErrs []lint.FileError, files ...any) string {
	t.Helper()
	var buf bytes.Buffer
	r, ok := Open(format, &buf, opt)
	if !ok {
		t.Fatalf("Open(%q) refused the format", format)
	}
	for _, fe := range fileErrs {
		fr, ok := r.(FileErrorRenderer)
		if !ok {
			t.Fatalf("%s does not report file errors", format)
		}
		if err := fr.FileError(fe.Path, &fe); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < len(files); i += 2 {
		if err := r.File(files[i].(string), files[i+1].([]lint.Diagnostic)); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// tricky is a diagnostic whose path, rule and message need escaping in
// every format.
var tricky = lint.Diagnostic{
	File: "dir, a/b:c%.html", Line: 3, Column: 7, EndLine: 4, EndColumn: 2,
	Rule: "some-rule", Severity: lint.Error,
	Message: "100% <wrong> & \"odd\", 'very':\r\nnext\x01line",
	Browser: "browsers ignore it",
}

func TestGitHubFormat(t *testing.T) {
	warn := lint.Diagnostic{Line: 1, Column: 2, EndLine: 1, EndColumn: 5, Rule: "r", Severity: lint.Warning, Message: "plain"}
	got := render(t, "github", Options{},
		[]lint.FileError{{Path: "gone,x.html", Err: fs.ErrNotExist}},
		"dir, a/b:c%.html", []lint.Diagnostic{tricky, warn},
		"clean.html", []lint.Diagnostic{})
	want := "::error file=gone%2Cx.html,title=attrlint::file does not exist\n" +
		"::error file=dir%2C a/b%3Ac%25.html,line=3,col=7,endLine=4,endColumn=2,title=some-rule::" +
		"100%25 <wrong> & \"odd\", 'very':%0D%0Anext\\x01line%0Abrowsers ignore it\n" +
		"::warning file=dir%2C a/b%3Ac%25.html,line=1,col=2,endLine=1,endColumn=5,title=r::plain\n"
	if got != want {
		t.Errorf("github output:\n%s\nwant:\n%s", got, want)
	}
}

func TestGitHubEscapesOnce(t *testing.T) {
	// A literal "%0A" in a message must stay literal, not become a line
	// break when the runner unescapes it.
	if got, want := githubData("%0A\n"), "%250A%0A"; got != want {
		t.Errorf("githubData = %q, want %q", got, want)
	}
	if got, want := githubProperty("a:b,c%"), "a%3Ab%2Cc%25"; got != want {
		t.Errorf("githubProperty = %q, want %q", got, want)
	}
}

func TestCheckstyleFormat(t *testing.T) {
	got := render(t, "checkstyle", Options{},
		[]lint.FileError{{Path: "gone.html", Err: fs.ErrPermission}},
		"dir, a/b:c%.html", []lint.Diagnostic{tricky},
		"clean.html", []lint.Diagnostic{})
	want := `<?xml version="1.0" encoding="UTF-8"?>
<checkstyle version="4.3">
  <file name="gone.html">
    <error severity="error" message="permission denied" source="attrlint"/>
  </file>
  <file name="dir, a/b:c%.html">
    <error line="3" column="7" severity="error" message="100% &lt;wrong&gt; &amp; &#34;odd&#34;, &#39;very&#39;:&#xD;&#xA;next\x01line; browsers ignore it" source="attrlint.some-rule"/>
  </file>
  <file name="clean.html"></file>
</checkstyle>
`
	if got != want {
		t.Errorf("checkstyle output:\n%s\nwant:\n%s", got, want)
	}

	// It is well-formed, and the message reads back as written apart from
	// the control character XML cannot carry, shown as an escape.
	type xerr struct {
		Line    int    `xml:"line,attr"`
		Message string `xml:"message,attr"`
		Source  string `xml:"source,attr"`
	}
	var doc struct {
		Version string `xml:"version,attr"`
		Files   []struct {
			Name   string `xml:"name,attr"`
			Errors []xerr `xml:"error"`
		} `xml:"file"`
	}
	if err := xml.Unmarshal([]byte(got), &doc); err != nil {
		t.Fatalf("not well-formed XML: %v", err)
	}
	if len(doc.Files) != 3 || doc.Files[1].Name != tricky.File || len(doc.Files[1].Errors) != 1 {
		t.Fatalf("parsed report: %+v", doc)
	}
	wantMsg := strings.Replace(tricky.Message, "\x01", `\x01`, 1) + "; browsers ignore it"
	if m := doc.Files[1].Errors[0].Message; m != wantMsg {
		t.Errorf("message read back as %q, want %q", m, wantMsg)
	}
}

// TestCheckstyleFileErrorThenFile: a file that failed and is then given
// its findings (or none) is one <file> element, not two.
func TestCheckstyleFileErrorThenFile(t *testing.T) {
	var buf bytes.Buffer
	c := newCheckstyle(&buf)
	c.FileError("a.html", &lint.FileError{Path: "a.html", Err: fs.ErrPermission})
	c.File("a.html", []lint.Diagnostic{tricky})
	c.FileError("b.html", &lint.FileError{Path: "b.html", Err: fs.ErrNotExist})
	c.File("b.html", nil)
	c.FileError("c.html", &lint.FileError{Path: "c.html", Err: fs.ErrNotExist})
	c.File("d.html", nil)
	c.FileError("e.html", &lint.FileError{Path: "e.html", Err: fs.ErrNotExist})
	c.Close()
	want := xml.Header + `<checkstyle version="4.3">
  <file name="a.html">
    <error severity="error" message="permission denied" source="attrlint"/>
    <error line="3" column="7" severity="error" message="100% &lt;wrong&gt; &amp; &#34;odd&#34;, &#39;very&#39;:&#xD;&#xA;next\x01line; browsers ignore it" source="attrlint.some-rule"/>
  </file>
  <file name="b.html">
    <error severity="error" message="file does not exist" source="attrlint"/>
  </file>
  <file name="c.html">
    <error severity="error" message="file does not exist" source="attrlint"/>
  </file>
  <file name="d.html"></file>
  <file name="e.html">
    <error severity="error" message="file does not exist" source="attrlint"/>
  </file>
</checkstyle>
`
	if got := buf.String(); got != want {
		t.Errorf("checkstyle output:\n%s\nwant:\n%s", got, want)
	}
}

func TestCheckstyleNoFiles(t *testing.T) {
	got := render(t, "checkstyle", Options{}, nil)
	want := xml.Header + "<checkstyle version=\"4.3\">\n</checkstyle>\n"
	if got != want {
		t.Errorf("empty report %q, want %q", got, want)
	}
}

// sarifLog is the part of a SARIF log the tests look at.
type sarifLog struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name    string `json:"name"`
				Version string `json:"version"`
				Rules   []struct {
					ID                   string `json:"id"`
					HelpURI              string `json:"helpUri"`
					DefaultConfiguration struct {
						Level string `json:"level"`
					} `json:"defaultConfiguration"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		OriginalURIBaseIDs map[string]struct {
			URI string `json:"uri"`
		} `json:"originalUriBaseIds"`
		ColumnKind string `json:"columnKind"`
		Results    []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex *int   `json:"ruleIndex"`
			Level     string `json:"level"`
			Message   struct {
				Text string `json:"text"`
			} `json:"message"`
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
					Region           sarifRegion           `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			Fixes []sarifFix `json:"fixes"`
		} `json:"results"`
		Invocations []sarifInvocation `json:"invocations"`
	} `json:"runs"`
}

func decodeSARIF(t *testing.T, s string) sarifLog {
	t.Helper()
	var l sarifLog
	dec := json.NewDecoder(strings.NewReader(s))
	if err := dec.Decode(&l); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, s)
	}
	if _, err := dec.Token(); err != io.EOF {
		t.Fatalf("trailing data after the log: %v", err)
	}
	if len(l.Runs) != 1 {
		t.Fatalf("%d runs, want 1", len(l.Runs))
	}
	return l
}

func TestSARIFFormat(t *testing.T) {
	// The line starts at byte 100; é is 2 bytes, 😀 4 bytes and one code
	// point, so the value "true" starts at byte 122, column 19.
	line := "é😀<input checked=\"true\">"
	fixable := lint.Diagnostic{
		Line: 5, Column: 19, EndLine: 5, EndColumn: 23, Offset: 122, EndOffset: 126, LineStart: 100,
		Rule: "boolean-value", Severity: lint.Warning, Message: "use the bare attribute",
		SourceLine: line,
		Fix:        &lint.Fix{Message: "write checked", Edits: []lint.Edit{{Start: 120, End: 127}}},
		Related:    []lint.Location{{Line: 2, Column: 3, EndLine: 2, EndColumn: 4, Message: "the first one"}},
	}
	unknownRule := lint.Diagnostic{Line: 1, Column: 1, EndLine: 1, EndColumn: 2, Rule: "not-listed", Message: "m"}
	opt := Options{
		Rules: []RuleInfo{
			{ID: "some-rule", Summary: "s", Doc: "d", HelpURI: "https://example.com/#some-rule", Severity: lint.Error},
			{ID: "boolean-value", Summary: "b", HelpURI: "https://example.com/#boolean-value", Severity: lint.Warning},
		},
		ToolVersion: "v1.2.3",
		BaseDir:     "/work/my site",
	}
	out := render(t, "sarif", opt,
		[]lint.FileError{{Path: "missing dir/x.html", Err: fs.ErrNotExist}},
		"dir, a/b:c%.html", []lint.Diagnostic{tricky},
		"ü/ok.html", []lint.Diagnostic{},
		"/abs/p q.html", []lint.Diagnostic{fixable, unknownRule})
	l := decodeSARIF(t, out)
	if l.Version != "2.1.0" || !strings.HasSuffix(l.Schema, "sarif-schema-2.1.0.json") {
		t.Errorf("version %q schema %q", l.Version, l.Schema)
	}
	run := l.Runs[0]
	if run.ColumnKind != "unicodeCodePoints" {
		t.Errorf("columnKind %q; Diagnostic columns count code points", run.ColumnKind)
	}
	d := run.Tool.Driver
	if d.Name != "attrlint" || d.Version != "v1.2.3" || len(d.Rules) != 2 || d.Rules[1].ID != "boolean-value" ||
		d.Rules[1].DefaultConfiguration.Level != "warning" || d.Rules[0].HelpURI != "https://example.com/#some-rule" {
		t.Errorf("driver: %+v", d)
	}
	if base := run.OriginalURIBaseIDs["%SRCROOT%"].URI; base != "file:///work/my%20site/" {
		t.Errorf("%%SRCROOT%% = %q", base)
	}
	if len(run.Results) != 3 {
		t.Fatalf("%d results, want 3:\n%s", len(run.Results), out)
	}
	r0 := run.Results[0]
	loc := r0.Locations[0].PhysicalLocation
	if r0.RuleID != "some-rule" || r0.RuleIndex == nil || *r0.RuleIndex != 0 || r0.Level != "error" ||
		r0.Message.Text != tricky.Message+"; browsers ignore it" {
		t.Errorf("result 0: %+v", r0)
	}
	if loc.ArtifactLocation != (sarifArtifactLocation{URI: "dir%2C%20a/b%3Ac%25.html", URIBaseID: "%SRCROOT%"}) {
		t.Errorf("relative artifact location %+v", loc.ArtifactLocation)
	}
	if loc.Region != (sarifRegion{StartLine: 3, StartColumn: 7, EndLine: 4, EndColumn: 2}) {
		t.Errorf("region %+v", loc.Region)
	}
	r1 := run.Results[1]
	if r1.Level != "warning" || *r1.RuleIndex != 1 {
		t.Errorf("result 1: %+v", r1)
	}
	if a := r1.Locations[0].PhysicalLocation.ArtifactLocation; a != (sarifArtifactLocation{URI: "file:///abs/p%20q.html"}) {
		t.Errorf("absolute artifact location %+v", a)
	}
	wantFix := []sarifFix{{
		Description: sarifMessage{Text: "write checked"},
		ArtifactChanges: []sarifArtifactChange{{
			ArtifactLocation: sarifArtifactLocation{URI: "file:///abs/p%20q.html"},
			Replacements: []sarifReplacement{{
				// `="true"` after "é😀<input checked": columns 17 to 24.
				DeletedRegion: sarifRegion{StartLine: 5, StartColumn: 17, EndLine: 5, EndColumn: 24},
			}},
		}},
	}}
	if got, _ := json.Marshal(r1.Fixes); string(got) != string(mustJSON(wantFix)) {
		t.Errorf("fixes %s\nwant  %s", got, mustJSON(wantFix))
	}
	// The related location is in the same file, with its message and id.
	if !strings.Contains(out, `"relatedLocations":[`) {
		t.Errorf("no relatedLocations:\n%s", out)
	}
	var raw struct {
		Runs []struct {
			Results []struct {
				Related []sarifLocation `json:"relatedLocations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	if rel := raw.Runs[0].Results[1].Related; len(rel) != 1 || *rel[0].ID != 1 || rel[0].Message.Text != "the first one" ||
		rel[0].PhysicalLocation.ArtifactLocation.URI != "file:///abs/p%20q.html" ||
		*rel[0].PhysicalLocation.Region != (sarifRegion{StartLine: 2, StartColumn: 3, EndLine: 2, EndColumn: 4}) {
		t.Errorf("relatedLocations %+v", rel)
	}
	if r2 := run.Results[2]; r2.RuleID != "not-listed" || r2.RuleIndex != nil {
		t.Errorf("a rule missing from Rules must have no ruleIndex: %+v", r2)
	}
	inv := run.Invocations
	if len(inv) != 1 || inv[0].ExecutionSuccessful || len(inv[0].ToolExecutionNotifications) != 1 {
		t.Fatalf("invocations %+v", inv)
	}
	n := inv[0].ToolExecutionNotifications[0]
	if n.Level != "error" || n.Message.Text != "file does not exist" ||
		n.Locations[0].PhysicalLocation.ArtifactLocation.URI != "missing%20dir/x.html" {
		t.Errorf("notification %+v", n)
	}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func TestSARIFFixOutsideLineIsLeftOut(t *testing.T) {
	d := lint.Diagnostic{
		Line: 2, Column: 3, EndLine: 2, EndColumn: 4, Offset: 12, LineStart: 10, SourceLine: "ab\"x\"",
		Fix: &lint.Fix{Message: "m", Edits: []lint.Edit{{Start: 5, End: 14}}},
	}
	if _, ok := sarifFixFor(&d, sarifArtifactLocation{URI: "a"}); ok {
		t.Error("an edit starting on an earlier line was placed on the diagnostic's line")
	}
	d.Fix.Edits[0] = lint.Edit{Start: 11, End: 15, New: "y"}
	f, ok := sarifFixFor(&d, sarifArtifactLocation{URI: "a"})
	if !ok || f.ArtifactChanges[0].Replacements[0].DeletedRegion != (sarifRegion{StartLine: 2, StartColumn: 2, EndLine: 2, EndColumn: 6}) ||
		f.ArtifactChanges[0].Replacements[0].InsertedContent.Text != "y" {
		t.Errorf("edit within the line: %+v, %v", f, ok)
	}
}

func TestSARIFEmpty(t *testing.T) {
	l := decodeSARIF(t, render(t, "sarif", Options{}, nil))
	if r := l.Runs[0]; r.Results == nil || len(r.Results) != 0 || !r.Invocations[0].ExecutionSuccessful {
		t.Errorf("an empty run must have an empty results array and succeed: %+v", r)
	}
}

func TestErrorReason(t *testing.T) {
	if got := errorReason(&lint.FileError{Path: "a.html", Err: errors.New("too big")}); got != "too big" {
		t.Errorf("errorReason of a FileError = %q", got)
	}
	if got := errorReason(errors.New("plain")); got != "plain" {
		t.Errorf("errorReason of another error = %q", got)
	}
}
