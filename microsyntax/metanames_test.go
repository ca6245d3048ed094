package microsyntax

import (
	"slices"
	"strings"
	"testing"
)

// HTML §4.2.5.1's color-scheme examples and the property's grammar.
func TestValidColorScheme(t *testing.T) {
	for _, s := range []string{"normal", "light", "dark", "light dark", "dark light", "only light", "light only", "  light   dark ", "LIGHT Dark", "light my-brand"} {
		if err := ValidColorScheme(s); err != nil {
			t.Errorf("ValidColorScheme(%q) = %v", s, err)
		}
	}
	for s, reason := range map[string]string{
		"": "expected \"normal\"", "light, dark": "\",\" is not allowed", "normal dark": "\"normal\" stands alone",
		"only": "\"only\" needs a color scheme", "only light only": "\"only\" is given twice", "inherit": "not a color scheme",
		"light 5": "is not allowed", "default": "not a color scheme",
	} {
		err := ValidColorScheme(s)
		if err == nil || !strings.Contains(err.Error(), reason) {
			t.Errorf("ValidColorScheme(%q) = %v, want %q", s, err, reason)
		}
	}
}

// The CSS Viewport Module's examples, and the separators browsers accept.
func TestParseViewport(t *testing.T) {
	props, semi := ParseViewport("width=device-width, initial-scale = 1.0;user-scalable=no,,viewport-fit")
	want := []ViewportProperty{
		{Key: "width", Value: "device-width"}, {Key: "initial-scale", Value: "1.0"},
		{Key: "user-scalable", Value: "no"}, {Key: "viewport-fit", Value: ""},
	}
	if !semi || len(props) != len(want) {
		t.Fatalf("got %+v (semicolon %v)", props, semi)
	}
	for i, w := range want {
		if props[i].Key != w.Key || props[i].Value != w.Value {
			t.Errorf("property %d: %+v, want %+v", i, props[i], w)
		}
	}
	// Keys are lowercased in ASCII only: U+0130 (İ) is no "i", though
	// Unicode lowercasing would turn it into one followed by a dot.
	if props, _ := ParseViewport("W\u0130DTH=1"); len(props) != 1 || props[0].Key != "w\u0130dth" {
		t.Errorf("ParseViewport(W\u0130DTH=1) = %+v, want the key w\u0130dth", props)
	}
	for _, c := range []struct{ key, value, problem string }{
		{"width", "device-width", ""}, {"width", "600", ""}, {"width", "600px", "without a unit"}, {"width", "0", "outside 1 to 10000"},
		{"initial-scale", "1.0", ""}, {"initial-scale", ".5", ""}, {"initial-scale", "20", "outside 0.1 to 10"}, {"initial-scale", "1e1", "takes a number"},
		{"user-scalable", "YES", ""}, {"user-scalable", "maybe", "takes yes or no"}, {"viewport-fit", "cover", ""},
		{"viewport-fit", "fill", "takes auto, contain, cover"}, {"interactive-widget", "resizes-visual", ""}, {"unknown", "x", ""},
	} {
		if got := ViewportValueProblem(c.key, c.value); c.problem == "" && got != "" || c.problem != "" && !strings.Contains(got, c.problem) {
			t.Errorf("ViewportValueProblem(%q, %q) = %q, want %q", c.key, c.value, got, c.problem)
		}
	}
}

// The directives of Google's and Bing's documentation, their separators
// and values, and unavailable_after's dates with commas in them.
func TestParseRobots(t *testing.T) {
	got := ParseRobots(" NoIndex ,nofollow,, max-snippet : 50 ,unavailable_after: Sunday, 06-Nov-94 08:49:37 GMT, noarchive")
	want := []RobotsDirective{
		{Name: "noindex", Start: 1, ValueStart: 8, End: 8},
		{Name: "nofollow", Start: 10, ValueStart: 18, End: 18},
		{Name: "max-snippet", Value: "50", HasValue: true, Start: 21, ValueStart: 35, End: 37},
		{Name: "unavailable_after", Value: "Sunday, 06-Nov-94 08:49:37 GMT", HasValue: true, Start: 39, ValueStart: 58, End: 88},
		{Name: "noarchive", Start: 90, ValueStart: 99, End: 99},
	}
	if !slices.Equal(got, want) {
		t.Errorf("ParseRobots =\n%+v\nwant\n%+v", got, want)
	}
	if got := ParseRobots("unavailable_after: 2026-09-21"); len(got) != 1 || got[0].Value != "2026-09-21" {
		t.Errorf("ISO date: %+v", got)
	}
	if got := ParseRobots(""); len(got) != 0 {
		t.Errorf("empty content: %+v", got)
	}
	for _, c := range []struct{ d, problem string }{
		{"noindex", ""}, {"max-snippet:-1", ""}, {"max-snippet:0", ""}, {"max-video-preview:15", ""},
		{"max-image-preview:LARGE", ""}, {"unavailable_after: 21 Sep 2026", ""}, {"frobnicate:7", ""},
		{"noindex:yes", "takes no value"}, {"max-snippet:", "needs a value"}, {"max-snippet:-2", "at least -1"},
		{"max-snippet:1.5", "whole number"}, {"max-image-preview:big", "none, standard, large"},
		{"unavailable_after:", "needs a value"},
	} {
		ds := ParseRobots(c.d)
		if len(ds) != 1 {
			t.Fatalf("ParseRobots(%q) = %+v", c.d, ds)
		}
		if got := RobotsValueProblem(ds[0]); c.problem == "" && got != "" || c.problem != "" && !strings.Contains(got, c.problem) {
			t.Errorf("RobotsValueProblem(%q) = %q, want %q", c.d, got, c.problem)
		}
	}
}

func FuzzMetaNames(f *testing.F) {
	for _, s := range []string{"light dark", "width=device-width, initial-scale=1", "a;b=,=c", "only \\6c ight",
		"noindex, max-snippet: 5", "unavailable_after: a, b, c:d, ,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if e, ok := ValidColorScheme(s).(*Error); ok && (e.Offset < 0 || e.End > len(s) || e.Offset > e.End) {
			t.Fatalf("color-scheme span %d-%d outside %q", e.Offset, e.End, s)
		}
		for _, d := range ParseRobots(s) {
			if d.Start >= d.End || d.Start > d.ValueStart || d.ValueStart > d.End || d.End > len(s) ||
				d.HasValue && d.Value != "" && s[d.ValueStart:d.ValueStart+len(d.Value)] != d.Value {
				t.Fatalf("directive %+v outside %q", d, s)
			}
			_ = RobotsValueProblem(d)
		}
		props, _ := ParseViewport(s)
		for _, p := range props {
			if p.Start > p.ValueStart || p.ValueStart > p.End || p.End > len(s) || s[p.ValueStart:p.End] != p.Value {
				t.Fatalf("property %+v outside %q", p, s)
			}
		}
	})
}
