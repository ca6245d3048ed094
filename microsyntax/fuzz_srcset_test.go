package microsyntax

import (
	"errors"
	"testing"
)

func FuzzSrcset(f *testing.F) {
	for _, s := range []string{"a.jpg 1x, b.jpg 2x", "a.jpg 100w, b.jpg 200w", "x,,,", ",x", "x 1w 1h", "a foo(1, 2) 1x", "x {, y 1x", "x 1x,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := ValidSrcset(s, BaseSpecial)
		cands := ParseSrcset(s)
		for _, c := range cands {
			if c.Offset < 0 || c.End > len(s) || s[c.Offset:c.End] != c.URL || c.Width < 0 || c.Density < 0 {
				t.Fatalf("ParseSrcset(%q): bad candidate %+v", s, c)
			}
		}
		if err == nil {
			// A valid value keeps every candidate, with distinct descriptors.
			seen := map[[2]float64]bool{}
			for _, c := range cands {
				k := [2]float64{float64(c.Width), c.Density}
				if c.Width == 0 && c.Density == 0 {
					k[1] = 1
				}
				if seen[k] {
					t.Fatalf("ValidSrcset(%q) accepts a duplicate %+v", s, c)
				}
				seen[k] = true
				if ValidURLSurroundedBySpaces(c.URL, BaseSpecial, true) != nil {
					t.Fatalf("ValidSrcset(%q) accepts the URL %q", s, c.URL)
				}
			}
			if len(cands) == 0 {
				t.Fatalf("ValidSrcset(%q) accepts a value without candidates", s)
			}
			return
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset < 0 || e.End < e.Offset || e.End > len(s) || e.Reason == "" {
			t.Fatalf("ValidSrcset(%q) = %#v", s, err)
		}
	})
}

func FuzzSourceSizeList(f *testing.F) {
	for _, s := range []string{"100vw", "(min-width: 500px) 500px, 100vw", "auto, 50vw", "calc(100vw - 2em)", "(}) 5px, 1px", "100vw,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := ValidSourceSizeList(s)
		if err == nil {
			return
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset < 0 || e.End < e.Offset || e.End > len(s) || e.Reason == "" {
			t.Fatalf("ValidSourceSizeList(%q) = %#v", s, err)
		}
	})
}
