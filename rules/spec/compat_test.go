package spec

import (
	"strings"
	"testing"
	"time"
)

func TestCompareVersions(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"17.4", "17.4", 0}, {"17", "17.0", 0}, {"17.4", "17.10", -1}, {"120", "99", 1},
		{"9", "10", -1}, {"18.2", "18", 1}, {"1.0.1", "1", 1}, {"", "0", 0},
	} {
		if got := CompareVersions(c.a, c.b); got != c.want {
			t.Errorf("CompareVersions(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
		if got := CompareVersions(c.b, c.a); got != -c.want {
			t.Errorf("CompareVersions(%q, %q) = %d, want %d", c.b, c.a, got, -c.want)
		}
	}
}

func TestSupportedIn(t *testing.T) {
	e := &CompatEntry{}
	e.Support[0] = Support{Added: "10"}
	e.Support[1] = Support{Added: "5", Removed: "17.2"}
	for _, c := range []struct {
		b    int
		v    string
		want bool
	}{
		{0, "9", false}, {0, "10", true}, {0, "120", true},
		{1, "4.9", false}, {1, "5", true}, {1, "17.1", true}, {1, "17.2", false}, {1, "18", false},
		{2, "1000", false},
	} {
		if got := e.SupportedIn(c.b, c.v); got != c.want {
			t.Errorf("browser %d version %s: %v, want %v", c.b, c.v, got, c.want)
		}
	}
}

func TestReleasedBy(t *testing.T) {
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	for _, c := range []struct {
		s    Support
		day  string
		want bool
	}{
		{Support{}, "2026-01-01", false},
		{Support{Added: "120"}, "2000-01-01", true},
		{Support{Added: "27.3", Pending: true}, "2030-01-01", false},
		{Support{Added: "158", Pending: true, PendingDate: "2026-11-17"}, "2026-11-16", false},
		{Support{Added: "158", Pending: true, PendingDate: "2026-11-17"}, "2026-11-17", true},
	} {
		if got := c.s.ReleasedBy(day(c.day)); got != c.want {
			t.Errorf("%+v by %s: %v, want %v", c.s, c.day, got, c.want)
		}
	}
}

// TestWidelyAvailable: 30 months after the newly available date, counted
// in calendar months.
func TestWidelyAvailable(t *testing.T) {
	for low, want := range map[string]string{"2024-04-16": "2026-10-16", "2023-09-18": "2026-03-18", "2015-07-29": "2018-01-29"} {
		e := &CompatEntry{BaselineLow: low}
		w, ok := e.WidelyAvailable()
		if !ok || w.Format(time.DateOnly) != want {
			t.Errorf("newly %s: widely %v %v, want %s", low, w, ok, want)
		}
	}
	if _, ok := (&CompatEntry{}).WidelyAvailable(); ok {
		t.Error("an entry that is not Baseline is widely available")
	}
}

// TestCompatTable checks what the table promises: entries sorted by key,
// mapped onto an attribute, values only with a syntax their attribute
// has, Baseline dates of the right shape, and a browser list that matches
// the entries' support columns; every html key is mapped or listed as
// unmapped with a reason.
func TestCompatTable(t *testing.T) {
	if len(Compat) < 300 || len(CompatUnmapped) < 100 {
		t.Fatalf("%d entries, %d unmapped: the table looks truncated", len(Compat), len(CompatUnmapped))
	}
	seen := map[string]bool{}
	for i := range Compat {
		e := &Compat[i]
		if i > 0 && Compat[i-1].Key >= e.Key {
			t.Errorf("%s: not sorted", e.Key)
		}
		seen[e.Key] = true
		if e.Attr == "" || e.Attr != strings.ToLower(e.Attr) || e.Element == "" {
			t.Errorf("%s: element %q attribute %q", e.Key, e.Element, e.Attr)
		}
		if _, _, _, ok := ParseContext(e.Context); e.Context != "" && !ok {
			t.Errorf("%s: context %q does not parse", e.Key, e.Context)
		}
		if e.BaselineLow != "" {
			if _, err := time.Parse(time.DateOnly, e.BaselineLow); err != nil {
				t.Errorf("%s: BaselineLow %q", e.Key, e.BaselineLow)
			}
		}
		if e.BaselineFrom != FromWebFeatures && e.BaselineFrom != FromCompatData {
			t.Errorf("%s: BaselineFrom %v", e.Key, e.BaselineFrom)
		}
		if e.BaselineFrom == FromCompatData && e.BaselineLow != "" && e.Flags&(Deprecated|NonStandard) != 0 {
			t.Errorf("%s: worked out as Baseline though deprecated or non-standard", e.Key)
		}
	}
	for _, u := range CompatUnmapped {
		if seen[u.Key] || u.Why == "" || !strings.HasPrefix(u.Key, "html.") {
			t.Errorf("unmapped %q: %q", u.Key, u.Why)
		}
	}
	if FromCompatData.String() != "@mdn/browser-compat-data "+CompatDataVersion || FromWebFeatures.String() != "web-features "+WebFeaturesVersion {
		t.Errorf("sources: %s, %s", FromCompatData, FromWebFeatures)
	}
}

// TestCompatShapes pins how keys of each shape are mapped, and the
// corrections' mappings, on the rows the rule's messages rest on.
func TestCompatShapes(t *testing.T) {
	find := func(key string) *CompatEntry {
		for i := range Compat {
			if Compat[i].Key == key {
				return &Compat[i]
			}
		}
		return nil
	}
	for key, want := range map[string]string{
		"html.elements.video.controlslist":                      "video controlslist  0 ",
		"html.elements.input.type_week":                         "input type week 0 ",
		"html.global_attributes.hidden.until-found":             "* hidden until-found 0 ",
		"html.elements.link.rel.modulepreload":                  "link rel modulepreload 1 ",
		"html.elements.iframe.allow.fullscreen":                 "iframe allow fullscreen 3 ",
		"html.elements.img.sizes.auto":                          "img sizes auto 2 ",
		"html.elements.input.type_color.list":                   "input list  0 type=color",
		"html.elements.link.rel.preload.as-font":                "link as font 0 rel~=preload",
		"html.elements.a.target.unfencedTop":                    "a target _unfencedTop 0 ",
		"html.elements.td.rowspan.rowspan_zero":                 "td rowspan 0 0 ",
		"html.elements.input.incremental":                       "input incremental  0 ",
		"html.global_attributes.contenteditable.plaintext-only": "* contenteditable plaintext-only 0 ",
	} {
		e := find(key)
		if e == nil {
			t.Errorf("%s: not in the table", key)
			continue
		}
		if got := e.Element + " " + e.Attr + " " + e.Value + " " + string(rune('0'+e.Syntax)) + " " + e.Context; got != want {
			t.Errorf("%s: %q, want %q", key, got, want)
		}
	}
	unmapped := map[string]bool{}
	for _, u := range CompatUnmapped {
		unmapped[u.Key] = true
	}
	for _, key := range []string{"html.elements.input", "html.elements.img.aspect_ratio_computed_from_attributes",
		"html.elements.meta.name.viewport.width", "html.elements.iframe.allow.wildcards", "html.elements.html.xmlns",
		"html.elements.meta.name.viewport", "html.elements.body.bgcolor", "html.elements.style.type"} {
		if !unmapped[key] {
			t.Errorf("%s: mapped, want it listed as unmapped", key)
		}
	}
	if e := find("html.elements.img.loading"); e == nil || !e.Hint || e.Fallback == "" {
		t.Errorf("img loading: %+v, want a hint with its fallback", e)
	}
	if e := find("html.elements.input.incremental"); e == nil || e.Flags&NonStandard == 0 || !e.Shipped() {
		t.Errorf("input incremental: %+v, want a shipped non-standard attribute", e)
	}
}
