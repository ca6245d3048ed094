package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/lint/render"
	"github.com/attrlint/attrlint/rules"
)

// post is the example site's page with three findings, on lines 7, 9
// and 10.
var post = filepath.Join("..", "..", "testdata", "site", "blog", "post.html")

// oddName is a file name (given with --stdin-filename) that needs escaping
// in every format: a comma and a colon end GitHub properties, % starts
// their escapes, a line break ends a command, and U+0001 cannot appear in
// XML at all (nor reach a terminal raw: it is shown as \x01).
const oddName = "we:ird,100%\x01\n.html"

// emojiDoc has a character outside the BMP before the finding: column 21
// in code points (22 in UTF-16 code units).
const emojiDoc = "<p>😀<input checked=\"true\" type=checkbox>\n"

func TestFormatsListed(t *testing.T) {
	_, out, _ := runCLI(t, "", "--help")
	for _, f := range []string{"sarif", "github", "checkstyle", "compact"} {
		if !strings.Contains(out, f) {
			t.Errorf("usage does not list the %s format:\n%s", f, out)
		}
	}
	if code, _, errOut := runCLI(t, "", "--format", "xml", post); code != 2 || !strings.Contains(errOut, "checkstyle") {
		t.Errorf("unknown format: exit %d, stderr %q; want 2 and the list of formats", code, errOut)
	}
}

func TestGitHubFormatEndToEnd(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.html")
	code, out, errOut := runCLI(t, "", "--format", "github", post, missing)
	want := "::error file=" + missing + ",title=attrlint::no such file or directory\n" +
		"::error file=" + post + `,line=7,col=46,endLine=7,endColumn=47,title=mod-datetime::a global date and time needs a time-zone offset after the time ("Z" for UTC, or one such as "+02%3A00"), found the end of the value` + "\n" +
		"::error file=" + post + `,line=9,col=51,endLine=9,endColumn=63,title=sandbox::invalid sandbox: "allow-script" is not a known keyword%0Abrowsers ignore unknown keywords and keep that restriction` + "\n" +
		"::error file=" + post + `,line=10,col=19,endLine=10,endColumn=21,title=meter-range::value (12) must not be above max (10)%0Abrowsers use 10 instead` + "\n"
	// Message data escapes only %, CR and LF; ':' is escaped in
	// properties alone.
	want = strings.Replace(want, "+02%3A00", "+02:00", 1)
	if out != want {
		t.Errorf("github output:\n%s\nwant:\n%s", out, want)
	}
	if code != 2 || !strings.Contains(errOut, "missing.html: no such file or directory") {
		t.Errorf("exit %d, stderr %q; want 2 and the missing file on stderr as with every format", code, errOut)
	}

	code, out, _ = runCLI(t, emojiDoc+`<ins datetime="0214-09-29"></ins>`, "--format", "github", "--stdin-filename", oddName, "-")
	want = "::error file=we%3Aird%2C100%25\\x01%0A.html,line=1,col=21,endLine=1,endColumn=25,title=boolean::" +
		`checked is a boolean attribute: "true" is not allowed: the attribute's presence alone means true; leave the value empty or write "checked"%0Abrowsers ignore the value: the element is checked` + "\n"
	if !strings.HasPrefix(out, want) || !strings.Contains(out, "\n::warning file=we%3Aird%2C100%25\\x01%0A.html,line=2,col=16,") {
		t.Errorf("github output for stdin:\n%q\nwant it to start with\n%q\nand hold a ::warning on line 2", out, want)
	}
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
}

// TestFileErrorWhileLinting covers a file that is listed but fails while
// being linted (rather than while the paths are expanded): it is reported
// in place, between the files around it.
func TestFileErrorWhileLinting(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs /dev/null, a device file")
	}
	code, out, errOut := runCLI(t, "", "--format", "github", "-j", "1", "/dev/null", post)
	lines := strings.Split(out, "\n")
	if code != 2 || !strings.HasPrefix(lines[0], "::error file=/dev/null,title=attrlint::not a regular file") ||
		!strings.HasPrefix(lines[1], "::error file="+post+",line=7,") || !strings.Contains(errOut, "/dev/null: not a regular file") {
		t.Errorf("exit %d, stdout\n%s\nstderr %q", code, out, errOut)
	}
}

// checkstyleReport is the Checkstyle XML as read back.
type checkstyleReport struct {
	XMLName xml.Name `xml:"checkstyle"`
	Version string   `xml:"version,attr"`
	Files   []struct {
		Name   string `xml:"name,attr"`
		Errors []struct {
			Line     string `xml:"line,attr"`
			Column   string `xml:"column,attr"`
			Severity string `xml:"severity,attr"`
			Message  string `xml:"message,attr"`
			Source   string `xml:"source,attr"`
		} `xml:"error"`
	} `xml:"file"`
}

func TestCheckstyleFormatEndToEnd(t *testing.T) {
	dir := t.TempDir()
	clean := write(t, dir, "clean.html", `<p><time datetime="2024-02-29">x</time></p>`)
	missing := filepath.Join(dir, "missing.html")
	code, out, errOut := runCLI(t, emojiDoc, "--format", "checkstyle", "--stdin-filename", oddName, "-", post, clean, missing)
	if code != 2 || !strings.Contains(errOut, "missing.html: no such file or directory") {
		t.Errorf("exit %d, stderr %q; want 2 and the missing file on stderr", code, errOut)
	}
	if strings.Contains(out, "\x01") || !strings.Contains(out, `name="we:ird,100%\x01&#xA;.html"`) {
		t.Errorf("the odd file name is not escaped for XML:\n%s", out)
	}
	var rep checkstyleReport
	if err := xml.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not well-formed XML: %v\n%s", err, out)
	}
	if rep.Version != "4.3" {
		t.Errorf("version %q", rep.Version)
	}
	// Stdin (linted first), then the missing file (found while listing
	// the files), then the files in the order given. Clean files are
	// listed with no errors.
	names := []string{}
	for _, f := range rep.Files {
		names = append(names, f.Name)
	}
	wantNames := []string{"we:ird,100%\\x01\n.html", missing, post, clean}
	if strings.Join(names, "|") != strings.Join(wantNames, "|") {
		t.Fatalf("files %q, want %q", names, wantNames)
	}
	if e := rep.Files[0].Errors; len(e) != 1 || e[0].Line != "1" || e[0].Column != "21" || e[0].Source != "attrlint.boolean" {
		t.Errorf("stdin entry %+v", e)
	}
	if e := rep.Files[1].Errors; len(e) != 1 || e[0].Line != "" || e[0].Severity != "error" || e[0].Message != "no such file or directory" {
		t.Errorf("missing file entry %+v", e)
	}
	e := rep.Files[2].Errors
	if len(e) != 3 || e[1].Line != "9" || e[1].Column != "51" || e[1].Severity != "error" || e[1].Source != "attrlint.sandbox" ||
		e[1].Message != `invalid sandbox: "allow-script" is not a known keyword; browsers ignore unknown keywords and keep that restriction` {
		t.Errorf("post.html entries %+v", e)
	}
	if len(rep.Files[3].Errors) != 0 {
		t.Errorf("clean file has errors: %+v", rep.Files[3].Errors)
	}

	// Warnings are written with severity warning and do not fail the run.
	code, out, _ = runCLI(t, `<ins datetime="0214-09-29"></ins>`, "--format", "checkstyle", "-")
	if code != 0 || !strings.Contains(out, `<error line="1" column="16" severity="warning"`) {
		t.Errorf("warning: exit %d, output\n%s", code, out)
	}
}

// sarifReport is the part of the SARIF log the end-to-end test reads.
type sarifReport struct {
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name  string `json:"name"`
				Rules []struct {
					ID                   string `json:"id"`
					HelpURI              string `json:"helpUri"`
					DefaultConfiguration struct {
						Level string `json:"level"`
					} `json:"defaultConfiguration"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		ColumnKind string `json:"columnKind"`
		Results    []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Level     string `json:"level"`
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region struct {
						StartLine, StartColumn, EndLine, EndColumn int
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			Fixes []json.RawMessage `json:"fixes"`
		} `json:"results"`
		Invocations []struct {
			ExecutionSuccessful        bool `json:"executionSuccessful"`
			ToolExecutionNotifications []struct {
				Level   string `json:"level"`
				Message struct {
					Text string `json:"text"`
				} `json:"message"`
			} `json:"toolExecutionNotifications"`
		} `json:"invocations"`
	} `json:"runs"`
}

func TestSARIFFormatEndToEnd(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.html")
	code, out, errOut := runCLI(t, emojiDoc, "--format", "sarif", "--rule", "sandbox=warn", "--rule", "usemap=off",
		"--stdin-filename", oddName, "-", post, missing)
	if code != 2 || !strings.Contains(errOut, "missing.html: no such file or directory") {
		t.Errorf("exit %d, stderr %q; want 2 and the missing file on stderr", code, errOut)
	}
	var rep sarifReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if rep.Version != "2.1.0" || len(rep.Runs) != 1 {
		t.Fatalf("version %q, %d runs", rep.Version, len(rep.Runs))
	}
	run := rep.Runs[0]
	if run.ColumnKind != "unicodeCodePoints" {
		t.Errorf("columnKind %q", run.ColumnKind)
	}
	ruleList := run.Tool.Driver.Rules
	if want := len(rules.All()) - 1; len(ruleList) != want {
		t.Errorf("%d rules listed, want %d (all but usemap, turned off)", len(ruleList), want)
	}
	for _, r := range ruleList {
		if r.ID == "usemap" {
			t.Error("usemap is off but listed")
		}
		if r.HelpURI != rules.DocsURL+r.ID {
			t.Errorf("rule %s helpUri %q", r.ID, r.HelpURI)
		}
		if r.ID == "sandbox" && r.DefaultConfiguration.Level != "warning" {
			t.Errorf("sandbox set to warn is listed at level %q", r.DefaultConfiguration.Level)
		}
	}
	type got struct {
		rule, level, uri    string
		line, col, eline, e int
	}
	var results []got
	for _, r := range run.Results {
		if ruleList[r.RuleIndex].ID != r.RuleID {
			t.Errorf("ruleIndex %d names %s, result says %s", r.RuleIndex, ruleList[r.RuleIndex].ID, r.RuleID)
		}
		loc := r.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URIBaseID != "%SRCROOT%" {
			t.Errorf("relative path without uriBaseId: %+v", loc.ArtifactLocation)
		}
		g := loc.Region
		results = append(results, got{r.RuleID, r.Level, loc.ArtifactLocation.URI, g.StartLine, g.StartColumn, g.EndLine, g.EndColumn})
	}
	want := []got{
		{"boolean", "error", "we%3Aird%2C100%25%01%0A.html", 1, 21, 1, 25},
		{"mod-datetime", "error", "../../testdata/site/blog/post.html", 7, 46, 7, 47},
		{"sandbox", "warning", "../../testdata/site/blog/post.html", 9, 51, 9, 63},
		{"meter-range", "error", "../../testdata/site/blog/post.html", 10, 19, 10, 21},
	}
	if len(results) != len(want) {
		t.Fatalf("results %+v\nwant %+v", results, want)
	}
	for i := range want {
		if results[i] != want[i] {
			t.Errorf("result %d: %+v, want %+v", i, results[i], want[i])
		}
	}
	if len(run.Results[0].Fixes) != 1 {
		t.Errorf("the boolean finding has a fix, written as %d SARIF fixes", len(run.Results[0].Fixes))
	}
	inv := run.Invocations
	if len(inv) != 1 || inv[0].ExecutionSuccessful || len(inv[0].ToolExecutionNotifications) != 1 ||
		inv[0].ToolExecutionNotifications[0].Message.Text != "no such file or directory" {
		t.Errorf("invocations %+v; want one unsuccessful, naming the missing file", inv)
	}

	// Without errors the exit status is 0 and the run is successful.
	code, out, _ = runCLI(t, `<p><time datetime="2024-02-29">x</time></p>`, "--format", "sarif", "-")
	rep = sarifReport{}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || len(rep.Runs[0].Results) != 0 || !rep.Runs[0].Invocations[0].ExecutionSuccessful {
		t.Errorf("clean input: exit %d, %v, output\n%s", code, err, out)
	}
}

// TestSARIFLogOfEveryRuleIsValid lints real documents with every rule, including
// characters outside the BMP, fixes and a file error, and checks the log
// against the official schema.
func TestSARIFLogOfEveryRuleIsValid(t *testing.T) {
	sch := linttest.SARIFSchema(t)
	l, err := lint.New(rules.All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	opt := render.Options{ToolVersion: "v0.0.0-test", BaseDir: "/src/my site"}
	for _, r := range rules.All() {
		opt.Rules = append(opt.Rules, render.RuleInfo{ID: r.ID, Summary: r.Summary, Doc: r.Doc, HelpURI: rules.DocsURL + r.ID, Severity: r.Severity})
	}
	files := []string{"../../testdata/site/index.html", "../../testdata/site/blog/post.html", "../../testdata/rules/boolean/boolean.html"}
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
	linttest.ValidateSARIF(t, sch, buf.Bytes())
	if !strings.Contains(buf.String(), `"fixes"`) {
		t.Error("no fix was written; the test should cover one")
	}

	// An empty run is valid too.
	buf.Reset()
	r, _ = render.Open("sarif", &buf, render.Options{})
	r.Close()
	linttest.ValidateSARIF(t, sch, buf.Bytes())
}
