package microsyntax

import (
	"strings"
	"testing"
)

func FuzzHashName(f *testing.F) {
	for _, s := range []string{"", "#", "#a", "##", "map", "page.html#map", "map#", " #x", "#\u00a0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidHashNameReference(s)
		name, perr := ParseHashNameReference(s)
		numFuzzCheckErr(t, "ValidHashNameReference", s, verr)
		numFuzzCheckErr(t, "ParseHashNameReference", s, perr)
		if (verr == nil) != (len(s) >= 2 && s[0] == '#') {
			t.Fatalf("ValidHashNameReference(%q) = %v", s, verr)
		}
		if verr == nil && (perr != nil || name != s[1:]) {
			t.Fatalf("ValidHashNameReference accepts %q but ParseHashNameReference = %q, %v", s, name, perr)
		}
		i := strings.IndexByte(s, '#')
		if ok := i >= 0 && i < len(s)-1; ok != (perr == nil) || (ok && name != s[i+1:]) {
			t.Fatalf("ParseHashNameReference(%q) = %q, %v", s, name, perr)
		}
		if perr == nil {
			// Serialization: "#" + name parses back to name.
			if back, err := ParseHashNameReference("#" + name); err != nil || back != name {
				t.Fatalf("ParseHashNameReference(#%q) = %q, %v", name, back, err)
			}
		}
	})
}
