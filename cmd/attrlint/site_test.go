package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestSiteCommandLine: a run over a site reports its references on the
// URL, with what browsers do, in every format; standard input has no
// place in a site unless --stdin-filename gives it one; --print-config
// shows how the site is served.
func TestSiteCommandLine(t *testing.T) {
	code, out, errOut := runCLI(t, "", "--color", "never", "../../testdata/sites/basic")
	if code != exitErrors || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		`13:10  error  "missing.html" leads to no file: missing.html does not exist  url-target`,
		`↳ following the link shows the host's 404 (Not Found) page`,
		`11:13  warning  "b.html#nope" names no element of b.html: no id "nope", nor an <a name>  url-fragment`,
		`↳ browsers open the page at its top`,
		`suggestion: write "guide.html"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stylish output lacks %q:\n%s", want, out)
		}
	}

	page := readString(t, "../../testdata/sites/basic/index.html")
	// Alone, only the page's references to itself are judged.
	_, out, _ = runCLI(t, page, "--format", "json", "-")
	if got := rulesOf(t, out); got != "url-fragment url-fragment" {
		t.Errorf("stdin without a file name: %s", got)
	}
	// With its file name, its references are resolved from its place
	// (without a site root: those relative to the page only).
	_, out, _ = runCLI(t, page, "--format", "json", "--stdin-filename", "../../testdata/sites/basic/index.html", "-")
	if got := rulesOf(t, out); strings.Count(got, "url-target") < 10 || strings.Contains(out, "/nope/x.html") {
		t.Errorf("stdin with its file name: %s", got)
	}

	code, out, errOut = runCLI(t, "", "--print-config", filepath.Join("../../testdata/sites/hosting", "index.html"))
	var cfg struct {
		Site effectiveSite `json:"site"`
	}
	if code != exitOK || json.Unmarshal([]byte(out), &cfg) != nil || cfg.Site.BasePath != "/project/" || !cfg.Site.CleanURLs ||
		cfg.Site.TrailingSlash != "always" || len(cfg.Site.IDs) != 1 {
		t.Errorf("--print-config: exit %d, %s %s", code, out, errOut)
	}
}

// rulesOf lists the rules of a JSON report's url- findings, in order.
func rulesOf(t *testing.T, out string) string {
	t.Helper()
	var rs []string
	for _, d := range decode(t, out) {
		if strings.HasPrefix(d.Rule, "url-") {
			rs = append(rs, d.Rule)
		}
	}
	return strings.Join(rs, " ")
}
