package microsyntax

import "testing"

func TestHashNameValid(t *testing.T) {
	for _, s := range []string{"#a", "#map", "##", "# ", "#\u00e9t\u00e9"} {
		if err := ValidHashNameReference(s); err != nil {
			t.Errorf("ValidHashNameReference(%q) = %v, want nil", s, err)
		}
	}
	invalid := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty"},
		{"#", 1, 1, `expected a name after "#"`},
		{"map", 0, 1, `must start with "#", found "m"`},
		{"page.html#map", 0, 9, "remove the text before it"},
		{" #map", 0, 1, "remove the text before it"},
	}
	for _, c := range invalid {
		numCheckErr(t, "ValidHashNameReference("+c.s+")", ValidHashNameReference(c.s), c.off, c.end, c.reason)
	}
}

func TestHashNameParse(t *testing.T) {
	for s, want := range map[string]string{"#map": "map", "page.html#map": "map", "#a#b": "a#b", "##": "#", "x#\u00a0": "\u00a0"} {
		got, err := ParseHashNameReference(s)
		if err != nil || got != want {
			t.Errorf("ParseHashNameReference(%q) = %q, %v; want %q", s, got, err, want)
		}
	}
	bad := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, `there is no "#"`},
		{"map", 0, 3, `there is no "#"`},
		{"#", 1, 1, "expected a name"},
		{"map#", 4, 4, "expected a name"},
	}
	for _, c := range bad {
		_, err := ParseHashNameReference(c.s)
		numCheckErr(t, "ParseHashNameReference("+c.s+")", err, c.off, c.end, c.reason)
	}
}

func BenchmarkHashNameValid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidHashNameReference("#map")
	}
}
