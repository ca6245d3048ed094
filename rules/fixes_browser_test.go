//go:build browser

package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/attrlint/attrlint/internal/chrometest"
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/fix"
	"github.com/chromedp/chromedp"
)

// TestFixesInChromium holds every fix the fixtures draw, and every Reads
// (what a finding states browsers make of the value), to Chromium. A fix
// claims that the fixed value gives the browser what the value written
// gives (it "keeps what browsers do"): it is applied alone to its fixture,
// both versions are parsed by Chromium's DOMParser, and the property that
// reflects the attribute (found by name on the element, as colSpan
// reflects colspan) must read the same in each. A Reads must be what that
// property gives back for the value written. Attributes no property
// reflects (aria-*, data-*, microdata, ...), or whose property hands back
// the text as written, leave nothing to compare: those are counted and
// logged, not checked.
//
//	go test -tags browser -run TestFixesInChromium ./rules
func TestFixesInChromium(t *testing.T) {
	ctx := chrometest.Start(t, 5*time.Minute)
	l, err := lint.New(All(), lint.Options{Severity: map[string]lint.Severity{URLTarget.ID: lint.Off, URLFragment.ID: lint.Off}})
	if err != nil {
		t.Fatal(err)
	}
	// A probe is a fix (After is the fixed document) or a Reads claim
	// (Reads is what the property should give back).
	type probe struct {
		Where, Attr, Before, After string
		Reads                      *string
	}
	var probes []probe
	for _, f := range fixtureFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		diags, err := l.Lint(f, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range diags {
			if d.Fix == nil && d.Reads == nil || d.Attribute == "" {
				continue
			}
			fixed := src
			if d.Fix != nil {
				if fixed, err = fix.Apply(src, []*lint.Fix{d.Fix}); err != nil {
					t.Fatal(err)
				}
			}
			// Mark the element in both versions: its start tag is the
			// last "<name" before the finding (the fix edits only after).
			at := bytes.LastIndex(bytes.ToLower(src[:d.Offset]), []byte("<"+strings.ToLower(d.Element)))
			if at < 0 {
				t.Fatalf("%s:%d: no <%s before the finding", f, d.Line, d.Element)
			}
			mark := func(b []byte) string {
				at := at + 1 + len(d.Element)
				return string(b[:at]) + " data-probe" + string(b[at:])
			}
			where := fmt.Sprintf("%s:%d:%d %s", f, d.Line, d.Column, d.Rule)
			if d.Fix != nil {
				probes = append(probes, probe{Where: where, Attr: d.Attribute, Before: mark(src), After: mark(fixed)})
			}
			if d.Reads != nil {
				probes = append(probes, probe{Where: where, Attr: d.Attribute, Before: mark(src), Reads: d.Reads})
			}
		}
	}
	if len(probes) < 20 {
		t.Fatalf("only %d fixes in the fixtures", len(probes))
	}
	in, err := json.Marshal(probes)
	if err != nil {
		t.Fatal(err)
	}
	// For each probe: the property that reflects the attribute and its
	// value in both versions. Only a property that parses the attribute
	// shows behaviour: a number or a boolean, or a string that is not
	// the attribute's text as written (a URL resolved against the page, an
	// enumerated attribute limited to its keywords); one that hands back
	// the text as written (role, coords, a script's type) changes with
	// any edit and says nothing of what the browser does with it.
	script := `(() => {
	  const read = (html, attr) => {
	    const el = new DOMParser().parseFromString(html, "text/html").querySelector("[data-probe]");
	    if (!el) return {missing: true};
	    const want = attr.replace(/[-:]/g, "").toLowerCase();
	    for (const p in el) {
	      if (p.toLowerCase() !== want) continue;
	      const v = el[p];
	      if (typeof v === "number" || typeof v === "boolean") return {prop: p, value: JSON.stringify(v), text: String(v)};
	      if (typeof v !== "string") return {};
	      el.setAttribute(attr, "\u0001probe");
	      return el[p] === "\u0001probe" ? {} : {prop: p, value: JSON.stringify(v), text: v};
	    }
	    return {};
	  };
	  return ` + string(in) + `.map(p => [read(p.Before, p.Attr), p.After ? read(p.After, p.Attr) : {}]);
	})()`
	type reading struct {
		Missing bool   `json:"missing"`
		Prop    string `json:"prop"`
		Value   string `json:"value"`
		Text    string `json:"text"`
	}
	// A page of an http: URL, so that URLs resolve as on a site.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		io.WriteString(w, "<!DOCTYPE html><title>probe</title>")
	}))
	t.Cleanup(srv.Close)
	if _, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL+"/dir/page.html")); err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[][2]reading](script))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(probes) {
		t.Fatalf("%d readings for %d probes", len(got), len(probes))
	}
	checked, unobserved := 0, map[string]int{}
	reads, readsChecked := 0, 0
	for i, p := range probes {
		before, after := got[i][0], got[i][1]
		if p.Reads != nil {
			reads++
			switch {
			case before.Missing:
				t.Errorf("%s: Chromium built no element for the tag the finding is on", p.Where)
			case before.Prop == "":
				unobserved[p.Attr]++
			case deviations[p.Attr+" "+before.Text] != "":
				t.Logf("%s: %s (attrlint says %q)", p.Where, deviations[p.Attr+" "+before.Text], *p.Reads)
				readsChecked++
			case before.Text != *p.Reads:
				t.Errorf("%s: attrlint says browsers read %q; Chromium's %s gives %s", p.Where, *p.Reads, before.Prop, before.Value)
			default:
				readsChecked++
			}
			continue
		}
		switch {
		case before.Missing || after.Missing:
			t.Errorf("%s: Chromium built no element for the tag the finding is on", p.Where)
		case before.Prop == "" || after.Prop == "":
			unobserved[p.Attr]++
		case before.Value != after.Value:
			t.Errorf("%s: the fix changes %s in Chromium: %s before, %s after", p.Where, before.Prop, before.Value, after.Value)
		default:
			checked++
		}
	}
	fixes := len(probes) - reads
	t.Logf("%d of %d fixes and %d of %d Reads checked in Chromium; the others are on attributes whose behaviour no property shows: %v",
		checked, fixes, readsChecked, reads, unobserved)
	if checked < 20 || readsChecked < 10 {
		t.Errorf("only %d of %d fixes and %d of %d Reads could be compared", checked, fixes, readsChecked, reads)
	}
}

// deviations are the places where Chromium's property departs from the
// standard's reflection while doing what attrlint says, by attribute and
// Chromium's value: the claim stays the standard's, and the test still
// requires this exact value.
var deviations = map[string]string{
	"loading auto": `Chromium's loading property gives "auto", a keyword of its own, for a missing or invalid value, where the standard's reflection gives "eager"`,
}
