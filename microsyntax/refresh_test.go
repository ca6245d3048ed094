package microsyntax

import (
	"strings"
	"testing"
)

func TestValidRefresh(t *testing.T) {
	valid := map[string]string{
		"0":                       "",
		"5":                       "",
		"300; url=https://e.com/": "https://e.com/",
		"0; URL=/next":            "/next",
		"0;\t\nUrL=a b":           "a b", // the URL's own validity is the caller's
		"10;   url=":              "",
		"007; url=x?y=1&z='q'":    "x?y=1&z='q'",
	}
	for s, wantURL := range valid {
		url, off, err := ValidRefresh(s)
		if err != nil {
			t.Errorf("ValidRefresh(%q) = %v, want valid", s, err)
			continue
		}
		if url != wantURL || (off >= 0 && s[off:] != url) {
			t.Errorf("ValidRefresh(%q) URL = %q at %d, want %q", s, url, off, wantURL)
		}
	}
	invalid := map[string]string{
		"":                         "empty",
		"abc":                      "start with a number",
		" 5":                       "whitespace before",
		"5.5":                      "whole number",
		"5 ":                       "whitespace after",
		"5 url=http://e.com":       "a ';' must separate",
		"5 ; url=x":                "whitespace before ';'",
		"5,url=x":                  "','",
		"5;url=http://example.com": "one or more spaces",
		"5; href=http://e.com":     "introduced by url=",
		"5; url = x":               "directly by '='",
		"5; url='x'":               "must not be quoted",
		"5;":                       "followed by a space",
		"5x":                       "ASCII digits only",
		"٥":                        "start with a number",
	}
	for s, want := range invalid {
		_, _, err := ValidRefresh(s)
		e, ok := err.(*Error)
		if !ok || !strings.Contains(e.Reason, want) {
			t.Errorf("ValidRefresh(%q) = %v, want an error containing %q", s, err, want)
			continue
		}
		if e.Offset < 0 || e.End > len(s) || e.Offset > e.End {
			t.Errorf("ValidRefresh(%q): span %d-%d out of the value", s, e.Offset, e.End)
		}
	}
}

func TestParseRefresh(t *testing.T) {
	tests := []struct {
		s      string
		ok     bool
		secs   int
		url    string
		hasURL bool
	}{
		{"", false, 0, "", false},
		{"abc", false, 0, "", false},
		{"5", true, 5, "", false},
		{"  5  ", true, 5, "", false},
		{"5.9", true, 5, "", false},     // the fraction is ignored
		{".5", true, 0, "", false},      // no digits before the dot: 0
		{"5x", false, 0, "", false},     // not a separator
		{"5;url=a", true, 5, "a", true}, // no space needed by browsers
		{"5 url=a", true, 5, "a", true}, // whitespace separates too
		{"5,URL = 'a b'", true, 5, "a b", true},
		{"5; href=a", true, 5, "href=a", true}, // read as a relative URL
		{"5; url='a'b", true, 5, "a", true},    // cut at the closing quote
		{"5; 'a", true, 5, "a", true},
		{"5; urx", true, 5, "urx", true},
		{"99999999999999999999", true, 1<<31 - 1, "", false},
	}
	for _, tt := range tests {
		r, ok := ParseRefresh(tt.s)
		if ok != tt.ok || ok && (r.Seconds != tt.secs || r.URL != tt.url || r.HasURL != tt.hasURL) {
			t.Errorf("ParseRefresh(%q) = %+v, %v; want %d %q %v, %v", tt.s, r, ok, tt.secs, tt.url, tt.hasURL, tt.ok)
		}
		if ok && r.HasURL && tt.s[r.URLOffset:r.URLOffset+len(r.URL)] != r.URL {
			t.Errorf("ParseRefresh(%q): URLOffset %d does not point at %q", tt.s, r.URLOffset, r.URL)
		}
	}
}

// FuzzRefresh: every value the conformance check accepts is read by
// browsers with the same delay and URL; spans stay within the value.
func FuzzRefresh(f *testing.F) {
	for _, s := range []string{"0", "5; url=/a", "5;url=a", "5 url=a", "abc", "5; 'a'", "1.5; URL='x'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		url, off, err := ValidRefresh(s)
		if err != nil {
			e := err.(*Error)
			if e.Offset < 0 || e.End > len(s) || e.Offset > e.End {
				t.Fatalf("ValidRefresh(%q): span %d-%d", s, e.Offset, e.End)
			}
			return
		}
		r, ok := ParseRefresh(s)
		if !ok {
			t.Fatalf("ValidRefresh accepts %q, browsers ignore it", s)
		}
		// Browsers skip whitespace before the URL; the conformance check
		// leaves it in for the URL checker to report.
		trimmed := strings.TrimLeft(url, " \t\n\f\r")
		if off >= 0 && (!r.HasURL && trimmed != "" || r.URL != trimmed && !strings.ContainsAny(url, "'\"")) {
			t.Fatalf("ValidRefresh(%q) URL %q; browsers read %+v", s, url, r)
		}
	})
}
