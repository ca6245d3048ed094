package microsyntax

import "testing"

// TestIndicatedPart follows "select the indicated part" (HTML §7.4.6.4)
// and the removal of the fragment directive through their cases: the
// empty fragment and "top" in any case are the top of the document; an
// id or an <a name> is found as written, then percent-decoded as UTF-8;
// a text directive is never part of the fragment.
func TestIndicatedPart(t *testing.T) {
	names := map[string]bool{"install": true, "café": true, "a%20b": true, "Top": true, "x:y": true}
	find := func(s string) bool { return names[s] }
	for _, c := range []struct {
		fragment string
		want     Indicated
	}{
		{"", IndicatesTop},
		{"install", IndicatesElement},
		{"Install", IndicatesNothing}, // ids match exactly
		{"caf%C3%A9", IndicatesElement},
		{"caf%c3%a9", IndicatesElement},
		{"a%20b", IndicatesElement}, // found as written before decoding
		{"top", IndicatesTop},
		{"TOP", IndicatesTop},
		{"Top", IndicatesElement}, // an element named Top comes first
		{"%74op", IndicatesTop},   // "top" once decoded
		{"nope", IndicatesNothing},
		{"x:y", IndicatesElement},
		{"caf%E9", IndicatesNothing}, // not UTF-8: U+FFFD
	} {
		if got := IndicatedPart(c.fragment, find); got != c.want {
			t.Errorf("IndicatedPart(%q) = %d, want %d", c.fragment, got, c.want)
		}
	}
	for in, want := range map[string]string{
		":~:text=hello":           "",
		"install:~:text=a&text=b": "install",
		"install":                 "install",
		"a:~b":                    "a:~b",
	} {
		if got := StripFragmentDirective(in); got != want {
			t.Errorf("StripFragmentDirective(%q) = %q, want %q", in, got, want)
		}
	}
	if got := DecodeFragment("caf%E9"); got != "caf\uFFFD" {
		t.Errorf("DecodeFragment: %q", got)
	}
}

// TestClimbed: ".." segments that meet an empty path are counted, those
// that remove a segment are not.
func TestClimbed(t *testing.T) {
	base, err := ParseURL("https://site.invalid/a/b.html", nil)
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]int{
		"x.html": 0, "../x.html": 0, "../../x.html": 1, "/../x.html": 1, "/a/../../../x": 2,
		"%2e%2e/%2E./x": 1, "..\\..\\x": 1, "https://other.example/../x": 1, "?q": 0, "#f": 0,
	} {
		u, err := ParseURL(in, base)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if u.Climbed != want {
			t.Errorf("%q: Climbed %d, want %d (%s)", in, u.Climbed, want, u)
		}
	}
}
