package microsyntax

import (
	"strings"
	"testing"
)

// The Permissions Policy specification's examples of the allow attribute.
func TestValidPermissionsPolicy(t *testing.T) {
	for _, s := range []string{"", "fullscreen", "geolocation 'self'", "camera 'self'; microphone *",
		"geolocation https://example.com https://maps.example.com:8443", "payment 'src'", "autoplay 'none'",
		"  fullscreen ;; geolocation * ", "geolocation https://example.com/", "unknown-feature 'self'"} {
		if err := ValidPermissionsPolicy(s); err != nil {
			t.Errorf("ValidPermissionsPolicy(%q) = %v", s, err)
		}
	}
	for _, c := range []struct{ s, bad, reason string }{
		{"camera 'sef'", "'sef'", "unknown keyword"},
		{"camera self", "self", "expected an origin"},
		{"camera 'none' 'self'", "'none'", "'none' must be the only value"},
		{"geo_location *", "_", "not allowed in a feature name"},
		{"camera https://example.com/path", "https://example.com/path", "an origin has no path"},
		{"camera https://example.com:99999", "https://example.com:99999", "invalid origin"},
	} {
		err := ValidPermissionsPolicy(c.s)
		e, ok := err.(*Error)
		if !ok || !strings.Contains(e.Reason, c.reason) || c.s[e.Offset:e.End] != c.bad {
			t.Errorf("ValidPermissionsPolicy(%q) = %v, want %q at %q", c.s, err, c.reason, c.bad)
		}
	}
}

func FuzzValidPermissionsPolicy(f *testing.F) {
	for _, s := range []string{"camera 'self'; microphone *", "a b;c", "x https://a.b:1/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if e, ok := ValidPermissionsPolicy(s).(*Error); ok && (e.Offset < 0 || e.End > len(s) || e.Offset > e.End) {
			t.Fatalf("span %d-%d outside %q", e.Offset, e.End, s)
		}
		for _, d := range ParsePermissionsPolicy(s) {
			if s[d.FeatureStart:d.FeatureStart+len(d.Feature)] != d.Feature {
				t.Fatalf("feature %q not at %d", d.Feature, d.FeatureStart)
			}
		}
	})
}
