package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/rules/spec"
)

// TestBrowserTargetFlags: --baseline and --browsers set browser-support's
// target over the configuration's; a wrong one is a usage error naming
// the flag.
func TestBrowserTargetFlags(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "baseline: newly\n")
	page := write(t, dir, "p.html", `<!doctype html><html lang="en"><title>t</title><input type="week" name="w"><dialog closedby="any"></dialog><details name="a"><summary>s</summary></details>`+"\n")
	count := func(args ...string) int {
		t.Helper()
		code, out, errOut := runCLI(t, "", append(args, "--format", "json", page)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var d []jsonDiag
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		n := 0
		for _, x := range d {
			if x.Rule == "browser-support" {
				n++
			}
		}
		return n
	}
	// The file's newly: week and closedby (Safari lacks both); details
	// name is Baseline since 2024.
	if n := count(); n != 2 {
		t.Errorf("baseline: newly from the file: %d findings, want 2", n)
	}
	if n := count("--baseline", "2023"); n != 3 {
		t.Errorf("--baseline 2023: %d findings, want 3 (details name too)", n)
	}
	if n := count("--browsers", "chrome 140"); n != 0 {
		t.Errorf("--browsers \"chrome 140\": %d findings, want 0", n)
	}
	if n := count("--browsers", "chrome 120,firefox 150"); n != 2 {
		t.Errorf("--browsers \"chrome 120,firefox 150\": %d findings, want 2 (week in Firefox, closedby in Chrome 120)", n)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--baseline", "wide"}, "attrlint: --baseline: a Baseline target is widely, newly or a year from 2015 on\n"},
		{[]string{"--browsers", "chrom120"}, "attrlint: --browsers: a browser is written as an id and a version"},
		{[]string{"--browsers", "chrom 120"}, `attrlint: --browsers: unknown browser (did you mean "chrome"?)`},
		{[]string{"--baseline", "newly", "--browsers", "chrome 1"}, "attrlint: --baseline and --browsers exclude each other"},
	} {
		code, _, errOut := runCLI(t, "", append(c.args, page)...)
		if code != exitUsage || !strings.HasPrefix(errOut, c.want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
	}
}

// TestVersionNamesBrowserData: attrlint version says which browser data
// browser-support judges by.
func TestVersionNamesBrowserData(t *testing.T) {
	_, out, _ := runCLI(t, "", "version")
	want := "browser data: @mdn/browser-compat-data " + spec.CompatDataVersion + " (" + spec.CompatDataDate + "), web-features " + spec.WebFeaturesVersion + "\n"
	if !strings.HasSuffix(out, want) || strings.Count(out, "\n") != 2 {
		t.Errorf("version: %q, want a second line %q", out, want)
	}
}

// TestPrintConfigBrowsers: --print-config shows the browser-support target.
func TestPrintConfigBrowsers(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "browsers: [safari 17.4]\nallow-features: [popover]\n")
	var ec effectiveConfig
	for src, check := range map[string]func() bool{
		filepath.Join(dir, "p.html"): func() bool {
			return ec.Baseline == "" && ec.Browsers["safari"] == "17.4" && len(ec.AllowFeatures) == 1 && !ec.BrowserHints
		},
		filepath.Join(t.TempDir(), "q.html"): func() bool { return ec.Baseline == "widely" && ec.Browsers == nil },
	} {
		ec = effectiveConfig{}
		_, out, _ := runCLI(t, "", "--print-config", src)
		if err := json.Unmarshal([]byte(out), &ec); err != nil || !check() {
			t.Errorf("%s: %+v %v", src, ec, err)
		}
	}
}
