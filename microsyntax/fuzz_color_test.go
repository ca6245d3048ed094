package microsyntax

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// colFuzzSeeds are shared by the colour fuzz targets.
var colFuzzSeeds = []string{
	"", " ", "red", "RebeccaPurple", "transparent", "currentcolor", "Canvas", "ButtonHighlight",
	"#fff", "#ffff", "#ff0000", "#ff000080", "#gggggg", "#", "chucknorris", "ninjaturtle", "😀abcdef",
	"\xffabc", "\u00a0red", "rgb(1 2 3 / 50%)", "rgba(255, 0, 0, .5)", "rgb(100%, 0%, 0%)",
	"hsl(120deg 100% 50%)", "hsla(120, 100%, 50%, 0.5)", "hwb(0 0% 0%)", "lab(50% 40 59.5)",
	"lch(54 106 40)", "oklab(0.6 0.2 0.1)", "oklch(62.8% 0.2577 29.23)", "color(display-p3 1 0 0)",
	"color(xyz-d50 0.4 0.2 0.01 / none)", "color-mix(in oklch longer hue, red 30%, blue)",
	"rgb(from red r g calc(b + 20))", "hsl(from red calc(h + 120) s l / calc(alpha / 2))",
	"light-dark(red, blue)", "rgb(calc(pi * 1) round(up, 2.5, 1) clamp(0, 1%, 2%))",
	"rgb(1 2 3", "color-mix(in srgb, red", "rgb(calc((1", "/* x */ red /* y",
	"rgb(\\31 2 3)", "r\\65 d", "#\\66 ff", strings.Repeat("0", 78) + "ab" + strings.Repeat("0", 51),
}

func FuzzParseLegacyColor(f *testing.F) {
	for _, s := range colFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseLegacyColor(s)
		ref, ok := colRefLegacy(s)
		if (err == nil) != ok || got != ref {
			t.Fatalf("ParseLegacyColor(%q) = %v, %v; reference %v, %v", s, got.Hex(), err, ref.Hex(), ok)
		}
		colCheckError(t, s, err)
		// A serialized result parses back to itself.
		if err == nil {
			back, err := ParseLegacyColor(got.Hex())
			if err != nil || back != got {
				t.Fatalf("ParseLegacyColor(%q) = %s, which parses back as %v, %v", s, got.Hex(), back, err)
			}
		}
	})
}

func FuzzValidCSSColor(f *testing.F) {
	for _, s := range colFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := ValidCSSColor(s)
		colCheckError(t, s, err)
		c, perr := ParseCSSColor(s)
		if err == nil {
			// Everything valid is parsed, the same with whitespace around.
			if perr != nil {
				t.Fatalf("ValidCSSColor(%q) = nil but ParseCSSColor fails: %v", s, perr)
			}
			if c2, err2 := ParseCSSColor(" \t" + s + "\n "); err2 != nil || c2 != c {
				t.Fatalf("ParseCSSColor(%q) = %v but with whitespace around %v, %v", s, c, c2, err2)
			}
		}
	})
}

func FuzzParseCSSColor(f *testing.F) {
	for _, s := range colFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCSSColor(s)
		colCheckError(t, s, err)
		if err != nil {
			if ValidCSSColor(s) == nil {
				t.Fatalf("ParseCSSColor(%q) fails (%v) but ValidCSSColor accepts it", s, err)
			}
			return
		}
		for _, v := range [...]float64{c.R, c.G, c.B, c.A} {
			if math.IsNaN(v) || v < 0 || v > 1 {
				t.Fatalf("ParseCSSColor(%q) = %v: component outside 0..1", s, c)
			}
		}
		// The serialization round-trips: #rrggbb and #rrggbbaa parse back to
		// the same 8-bit colour.
		hex := c.Color().Hex()
		back, err := ParseCSSColor(hex)
		if err != nil || back.Color() != c.Color() || back.A != 1 {
			t.Fatalf("ParseCSSColor(%q) gives %s, which parses back as %v, %v", s, hex, back, err)
		}
		if ValidCSSColor(hex) != nil {
			t.Fatalf("%s is not valid", hex)
		}
	})
}

func FuzzNamedColor(f *testing.F) {
	for _, s := range colFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, ok := NamedColor(s)
		want, wantOK := colNamedColors[strings.Map(func(r rune) rune {
			if 'A' <= r && r <= 'Z' {
				return r + 'a' - 'A'
			}
			return r
		}, s)]
		if ok != wantOK || c != want {
			t.Fatalf("NamedColor(%q) = %v, %v; want %v, %v", s, c, ok, want, wantOK)
		}
	})
}

// colCheckError checks the shape of an error: an *Error within the value
// with a reason.
func colCheckError(t *testing.T, s string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%q: error %v is not an *Error", s, err)
	}
	if e.Offset < 0 || e.End < e.Offset || e.End > len(s) || e.Reason == "" {
		t.Fatalf("%q: bad error %d-%d %q", s, e.Offset, e.End, e.Reason)
	}
}
