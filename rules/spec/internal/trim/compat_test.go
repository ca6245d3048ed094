package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const bcdData = `{
  "__meta": {"version": "8.1.9", "timestamp": "2026-11-12T14:10:29.391Z"},
  "browsers": {
    "chrome": {"name": "Chrome", "type": "desktop", "pref_url": "chrome://flags", "releases": {"120": {"release_date": "2023-12-05", "engine": "Blink", "engine_version": "120", "release_notes": "https://example.com", "status": "retired"}}},
    "chrome_android": {"name": "Chrome Android", "type": "mobile", "releases": {}},
    "edge": {"name": "Edge", "type": "desktop", "releases": {}},
    "firefox": {"name": "Firefox", "type": "desktop", "releases": {}},
    "firefox_android": {"name": "Firefox for Android", "type": "mobile", "releases": {}},
    "safari": {"name": "Safari", "type": "desktop", "releases": {}},
    "safari_ios": {"name": "Safari on iOS", "type": "mobile", "releases": {}},
    "opera": {"name": "Opera", "type": "desktop", "releases": {}}
  },
  "api": {"HTMLInputElement": {
    "incremental": {"__compat": {"description": "prose", "status": {"deprecated": false, "experimental": false, "standard_track": false}, "support": {"chrome": {"version_added": "10"}}}},
    "other": {"__compat": {"status": {}, "support": {}}}
  }},
  "css": {"properties": {}},
  "html": {"elements": {"input": {
    "__compat": {"description": "MDN prose", "mdn_url": "https://developer.mozilla.org/x", "source_file": "html/elements/input.json", "spec_url": "https://html.spec.whatwg.org/#the-input-element",
      "status": {"deprecated": false, "experimental": false, "standard_track": true},
      "support": {"chrome": {"version_added": "1", "notes": "a note"}, "opera": {"version_added": "1"}, "safari": [{"version_added": "3", "impl_url": "https://webkit.org/b/1"}, {"version_added": "1", "partial_implementation": true, "notes": ["n"]}]},
      "tags": ["web-features:input"]},
    "type_week": {"__compat": {"status": {"deprecated": false, "experimental": false, "standard_track": true}, "support": {"firefox": {"version_added": false}}, "tags": ["other:tag"]}}
  }}}
}`

const wfData = `{
  "browsers": {"chrome": {}, "chrome_android": {}, "edge": {}, "firefox": {}, "firefox_android": {}, "safari": {}, "safari_ios": {}},
  "features": {
    "input": {"kind": "feature", "name": "<input>", "description": "prose", "description_html": "prose", "group": ["forms"], "spec": ["https://html.spec.whatwg.org/#the-input-element"],
      "discouraged": {"according_to": ["https://example.com"], "reason": "prose", "reason_html": "prose", "alternatives": ["b"]},
      "status": {"baseline": "high", "baseline_low_date": "2015-07-29", "baseline_high_date": "2018-01-29", "support": {"chrome": "1"},
        "by_compat_key": {"html.elements.input": {"baseline": "high", "baseline_low_date": "2015-07-29", "support": {"chrome": "1"}}, "api.HTMLInputElement.value": {"baseline": false, "support": {}}}}},
    "css-only": {"kind": "feature", "name": "CSS", "status": {"baseline": false, "by_compat_key": {"css.properties.x": {"baseline": false}}}},
    "moved-away": {"kind": "moved", "redirect_target": "input"}
  },
  "groups": {}, "snapshots": {}
}`

// trimCompatFixture runs trim on a browser-compat-data and a web-features
// tarball, with a corrections/compat.json that borrows one api key.
func trimCompatFixture(t *testing.T) (bcd, wf string) {
	t.Helper()
	out := t.TempDir()
	if err := os.MkdirAll(filepath.Join(out, "corrections"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "corrections", "compat.json"), []byte(`{"borrow": [{"key": "html.elements.input.incremental", "from": "api.HTMLInputElement.incremental"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, files := range []map[string]string{
		{"package/package.json": `{"name": "@mdn/browser-compat-data", "version": "8.1.9", "license": "CC0-1.0"}`, "package/data.json": bcdData, "package/LICENSE": "CC0 1.0 Universal\n", "package/README.md": "prose"},
		{"package/package.json": `{"name": "web-features", "version": "3.40.0", "license": "Apache-2.0"}`, "package/data.json": wfData, "package/LICENSE.txt": "Apache License\n", "package/index.js": "code"},
	} {
		if err := trimTarball(tarball(t, files), out, "2026-11-27"); err != nil {
			t.Fatal(err)
		}
	}
	read := func(path string) string {
		b, err := os.ReadFile(filepath.Join(out, path))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, p := range []string{"browser-compat-data/LICENSE", "browser-compat-data/SOURCE", "web-features/LICENSE", "web-features/SOURCE"} {
		read(p)
	}
	return read("browser-compat-data/bcd.json"), read("web-features/features.json")
}

func TestTrimCompat(t *testing.T) {
	bcd, wf := trimCompatFixture(t)
	for _, want := range []string{`"version": "8.1.9"`, `"release_date": "2023-12-05"`, `"engine": "Blink"`, `"safari_ios"`,
		`"spec_url"`, `"standard_track": true`, `"web-features:input"`, `"partial_implementation": true`, `"incremental"`, `"type_week"`} {
		if !strings.Contains(bcd, want) {
			t.Errorf("bcd.json lacks %s:\n%s", want, bcd)
		}
	}
	for _, gone := range []string{"prose", "a note", "mdn_url", "source_file", "impl_url", "opera", "Opera", "pref_url", "engine_version",
		"release_notes", `"other"`, `"css"`, "other:tag"} {
		if strings.Contains(bcd, gone) {
			t.Errorf("bcd.json keeps %s:\n%s", gone, bcd)
		}
	}
	for _, want := range []string{`"input"`, `"name": "<input>"`, `"baseline_low_date": "2015-07-29"`, `"html.elements.input"`, `"alternatives": ["b"]`, `"according_to"`} {
		if !strings.Contains(wf, want) {
			t.Errorf("features.json lacks %s:\n%s", want, wf)
		}
	}
	for _, gone := range []string{"prose", "css-only", "moved-away", `"support"`, "api.HTMLInputElement.value", `"group"`, "forms"} {
		if strings.Contains(wf, gone) {
			t.Errorf("features.json keeps %s:\n%s", gone, wf)
		}
	}
}
