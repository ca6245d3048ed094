package rules

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/linttest"
	"github.com/attrlint/attrlint/rules/spec"
)

// The tests of this package judge widely available on the day the data
// was pinned, so that they do not change as time passes.
func init() {
	today = func() time.Time {
		d, err := time.Parse(time.DateOnly, spec.CompatDataDate)
		if err != nil {
			panic(err)
		}
		return d
	}
}

// TestBrowserSupportTargets lints the fixtures of
// testdata/rules/browser-support/targets, each with the target its name
// says, and checks their want comments: the same features, reported or
// not as each target decides.
func TestBrowserSupportTargets(t *testing.T) {
	targets := map[string]baseline.Target{
		"newly.html":    {Baseline: baseline.Newly},
		"2023.html":     {Baseline: "2023"},
		"2024.html":     {Baseline: "2024"},
		"versions.html": {Versions: map[string]string{"chrome": "120", "firefox": "128", "safari": "17.4"}},
		"chrome.html":   {Versions: map[string]string{"chrome": "130"}},
		"hints.html":    {Hints: true},
		"allow.html":    {Allow: []string{"input-date-time-week", "html.elements.video.controlslist"}},
	}
	files, err := filepath.Glob("../testdata/rules/browser-support/targets/*.html")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(targets) {
		t.Errorf("%d fixtures for %d targets", len(files), len(targets))
	}
	for _, f := range files {
		target, ok := targets[filepath.Base(f)]
		if !ok {
			t.Errorf("%s: no target for this fixture", f)
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			// Only browser-support: the fixtures repeat the same features.
			sev := map[string]lint.Severity{}
			for _, r := range All() {
				if r != BrowserSupport {
					sev[r.ID] = lint.Off
				}
			}
			l, err := lint.New(All(), lint.Options{Browsers: target, Severity: sev})
			if err != nil {
				t.Fatal(err)
			}
			linttest.Check(t, l, f)
		})
	}
}

// TestBrowserSupportOptions: a target the rule cannot use fails the
// Linter, naming the mistake.
func TestBrowserSupportOptions(t *testing.T) {
	for _, c := range []struct {
		b    baseline.Target
		want string
	}{
		{baseline.Target{Allow: []string{"input-date-time-weak"}}, `unknown feature "input-date-time-weak" (did you mean "input-date-time-week"?)`},
		{baseline.Target{Baseline: "2014"}, "a year from 2015 on"},
		{baseline.Target{Baseline: "wide"}, "widely, newly or a year"},
		{baseline.Target{Versions: map[string]string{"opera": "100"}}, "unknown browser"},
		{baseline.Target{Versions: map[string]string{"safari": "17.x"}}, "must be a number"},
		{baseline.Target{Baseline: "newly", Versions: map[string]string{"safari": "17"}}, "exclude each other"},
	} {
		_, err := lint.New(All(), lint.Options{Browsers: c.b})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one with %q", c.b, err, c.want)
		}
	}
	// The rule off, a bad allow-list is not its business.
	if _, err := lint.New(All(), lint.Options{Browsers: baseline.Target{Allow: []string{"nope"}},
		Severity: map[string]lint.Severity{BrowserSupport.ID: lint.Off}}); err != nil {
		t.Errorf("browser-support off: %v", err)
	}
}

// TestBrowserSupportWidelyMovesWithTheDay: widely available is worked out
// on the day of the run from the newly available date, so a feature
// leaves the report 30 months after it became Baseline, with the same
// data.
func TestBrowserSupportWidelyMovesWithTheDay(t *testing.T) {
	defer func(f func() time.Time) { today = f }(today)
	page := `<details name="faq"><summary>s</summary></details>` // Baseline since 2024-09-03
	for _, c := range []struct {
		day  string
		want int
	}{{"2027-03-02", 1}, {"2027-03-03", 0}} {
		day, _ := time.Parse(time.DateOnly, c.day)
		today = func() time.Time { return day }
		l, err := lint.New([]*lint.Rule{BrowserSupport}, lint.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if n := len(lintString(t, l, page)); n != c.want {
			t.Errorf("on %s: %d findings, want %d", c.day, n, c.want)
		}
	}
}

// TestBrowserSupportSeverity: every finding has the rule's severity, so
// --rule browser-support=error makes them all errors, hints included when
// they are reported.
func TestBrowserSupportSeverity(t *testing.T) {
	page := `<input type="week" name="w"><img src="a.png" alt="" loading="lazy" fetchpriority="high">`
	for _, sev := range []lint.Severity{lint.Warning, lint.Error} {
		l, err := lint.New([]*lint.Rule{BrowserSupport}, lint.Options{Browsers: baseline.Target{Baseline: "2023", Hints: true},
			Severity: map[string]lint.Severity{BrowserSupport.ID: sev}})
		if err != nil {
			t.Fatal(err)
		}
		d := lintString(t, l, page)
		if len(d) != 2 {
			t.Fatalf("%v: %d findings, want type=week and fetchpriority: %v", sev, len(d), d)
		}
		for _, x := range d {
			if x.Severity != sev {
				t.Errorf("%v: %q is a %v", sev, x.Message, x.Severity)
			}
		}
	}
}

// TestBrowserSupportTargetsEveryEntry: each attribute, value or token of
// the table is reported on a page that uses it exactly when the target
// lacks it, for every kind of target: the rule's lookups miss nothing.
func TestBrowserSupportTargetsEveryEntry(t *testing.T) {
	for _, b := range []baseline.Target{{}, {Baseline: "newly"}, {Baseline: "2020"}, {Versions: map[string]string{"safari_ios": "16.4", "chrome_android": "110"}}} {
		b.Hints = true
		l, err := lint.New([]*lint.Rule{BrowserSupport}, lint.Options{Browsers: b})
		if err != nil {
			t.Fatal(err)
		}
		target, _ := BrowserSupport.Setup(lint.Options{Browsers: b})
		reported := 0
		for i := range spec.Compat {
			e := &spec.Compat[i]
			page := entryPage(e)
			if page == "" {
				continue
			}
			st := target.(*supportTarget)
			want := !st.supported(e)
			if a := spec.CompatAttr(e.Element, e.Attr); e.Value != "" && a != nil && !st.supported(a) {
				want = false // the attribute is reported, not its values
			}
			got := false
			for _, d := range lintString(t, l, page) {
				got = got || strings.HasPrefix(d.Message, entrySubject(e)+" ")
			}
			if got != want {
				t.Errorf("%+v: %s on %s: reported %v, want %v", b, e.Key, page, got, want)
			}
			if got {
				reported++
			}
		}
		if reported == 0 {
			t.Errorf("%+v: nothing reported", b)
		}
	}
}

// entryPage writes an element that uses e, alone: "" for entries whose
// page would need more (a context holding several conditions).
func entryPage(e *spec.CompatEntry) string {
	el := e.Element
	if el == "*" {
		el = "div"
	}
	var extra string
	if e.Context != "" {
		attr, values, _, ok := spec.ParseContext(e.Context)
		if !ok || len(values) != 1 {
			return ""
		}
		extra = " " + attr + `="` + values[0] + `"`
	}
	value := e.Value
	if value == "" {
		value = "x"
	}
	open := "<" + el + extra + " " + e.Attr + `="` + value + `">`
	switch el {
	case "td", "th":
		return "<table><tr>" + open + "</" + el + "></tr></table>"
	case "col", "colgroup", "tbody", "thead", "tfoot", "tr", "caption":
		return "" // the parser moves these into tables of their own
	case "input", "img", "link", "meta", "source", "track":
		return open
	}
	return open + "</" + el + ">"
}

// entrySubject is how a message names e on the page of entryPage.
func entrySubject(e *spec.CompatEntry) string {
	el := e.Element
	if el == "*" {
		el = "div"
	}
	if e.Context != "" {
		attr, values, _, _ := spec.ParseContext(e.Context)
		el += " " + attr + "=" + values[0]
	}
	switch {
	case e.Value == "":
		return "<" + el + " " + e.Attr + ">"
	case e.Syntax == spec.PolicyFeatures:
		return "<" + el + " " + e.Attr + `="` + e.Value + `">`
	}
	return "<" + el + " " + e.Attr + "=" + e.Value + ">"
}

// TestBaselineBrowsersAgree: the browser ids the configuration takes
// (baseline.Browsers) are the data's core browsers.
func TestBaselineBrowsersAgree(t *testing.T) {
	var ids []string
	for _, b := range spec.CompatBrowsers {
		ids = append(ids, b.ID)
	}
	if strings.Join(ids, " ") != strings.Join(baseline.Browsers, " ") {
		t.Errorf("the data's core browsers are %v; baseline.Browsers says %v", ids, baseline.Browsers)
	}
}
