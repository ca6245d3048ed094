package microsyntax

import (
	"strings"
	"testing"
)

// Examples from HTML §4.8.4.2 (srcset and sizes attributes) and the
// situations of the Nu checker's srcset and sizes documents.
func TestValidSrcset(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"image.jpg", ""},
		{"image-1x.png 1x, image-2x.png 2x, image-4x.png 4x", ""},
		{"image.jpg, image-2x.jpg 2x", ""},
		{"banner-HD.jpeg 2x, banner-phone.jpeg 100w, banner-phone-HD.jpeg 100w 2x", "cannot be mixed"},
		{"a.jpg 100w, b.jpg 200w", ""},
		{" a.jpg 1.5x ,b.jpg 2x ", ""},
		{"a,b.jpg 2x, c.jpg", ""}, // "a,b.jpg" is one URL
		{"data:image/png;base64,iVBORw0K 1x", ""},
		{"image.jpg 1x 2x", "at most one descriptor"},
		{"x 100w, y 2x", "every image candidate needs a width descriptor"},
		{"x 2x, y 100w", "cannot be mixed"},
		{"x 100h, y 200h", "height descriptors"},
		{"http: 1x", "a host is required"},
		{",", "empty image candidate"},
		{"", "at least one image candidate"},
		{"  ", "at least one image candidate"},
		{",x", "empty image candidate"},
		{",,,x", "empty image candidate"},
		{"x,,,", "empty image candidate"},
		{"x,", `a "," must be followed by an image candidate`},
		{"x 1x,", `a "," must be followed by an image candidate`},
		{"x {, y 1x", `unknown descriptor "{"`},
		{"x Infinityx", "a density descriptor is a number"},
		{"x NaNx", "a density descriptor is a number"},
		{"x -1x", "greater than zero"},
		{"x -0x", "greater than zero"},
		{"x 0x", "greater than zero"},
		{"x 0w", "greater than zero"},
		{"x +1w", "a width descriptor is a whole number"},
		{"x +1x", "a density descriptor is a number"},
		{"x 1.5w", "a width descriptor is a whole number"},
		{"x 1W", `lower-case "w"`},
		{"x 1x, y", "same density (1x"},
		{"x, y 1x", "same density (1x"},
		{"x 2x, y 2.0x", "same density (2x"},
		{"x 1w, y 1w", "same width descriptor (1w)"},
		{"a b.jpg 1x", "at most one descriptor"},
		{"/a%zz.jpg", `"%" must start`},
	} {
		err := ValidSrcset(c.in, BaseSpecial)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("ValidSrcset(%q) = %v, want valid", c.in, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("ValidSrcset(%q) = %v, want %q", c.in, err, c.want)
		}
	}
}

func TestParseSrcset(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // URL/w/x of each kept candidate
	}{
		{"a.jpg 1x, b.jpg 2x", "a.jpg 0 1|b.jpg 0 2"},
		{"a.jpg,b.jpg 2x", "a.jpg,b.jpg 0 2"},
		{"a.jpg, b.jpg 100w", "a.jpg 0 0|b.jpg 100 0"},
		{",,a.jpg,,, b.jpg", "a.jpg 0 0|b.jpg 0 0"},
		{"a.jpg 1x 2x, b.jpg", "b.jpg 0 0"},           // two descriptors: dropped
		{"a.jpg 100h, b.jpg 100w 50h", "b.jpg 100 0"}, // h alone is dropped
		{"a.jpg foo(1, 2) 1x, b.jpg 1x", "b.jpg 0 1"}, // parentheses keep the comma
		{"a.jpg 0w, b.jpg 0x", "b.jpg 0 0"},
	} {
		var parts []string
		for _, k := range ParseSrcset(c.in) {
			parts = append(parts, k.URL+" "+itoa(k.Width)+" "+formatDensity(k.Density))
		}
		if got := strings.Join(parts, "|"); got != c.want {
			t.Errorf("ParseSrcset(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func itoa(n int64) string { return formatDensity(float64(n)) }

func TestValidSourceSizeList(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"100vw", ""},
		{"(max-width: 30em) 100vw, (max-width: 50em) 50vw, calc(33vw - 100px)", ""},
		{"(min-width: 500px) 500px, 100vw", ""},
		{"auto", ""},
		{"AUTO", ""},
		{"auto, (max-width: 30em) 100vw, 30em", ""},
		{"0", ""},
		{"(max-width: 579.98px) 85vw, 50vw", ""},
		{"", "must not be empty"},
		{"badvalue", "expected a size"},
		{"(min-width:) 800px, 320px", `expected a value for "min-width"`},
		{"+/**/50vw", "expected a size"},
		{"50/**/vw", "needs a unit"},
		{"default", "expected a size"},
		{"inherit", "expected a size"},
		{"initial", "expected a size"},
		{"1deg", "not a length (an angle)"},
		{"1dpi", "not a length (a resolution)"},
		{"1Hz", "not a length (a frequency)"},
		{"1s", "not a length (a time)"},
		{"1turn", "not a length"},
		{"-1px", "must not be negative"},
		{"1e+1.5px", "needs a unit"},
		{"50%", "percentages are not allowed"},
		{"calc(50% - 10px)", "percentages are not allowed"},
		{"attr(x)", "only math functions"},
		{"(min-width:500px) 500px, 100vw foo bar", `unexpected "foo" after the size`},
		{"(min-width:500px) 500px foo bar, 100vw", `unexpected "foo" after the size`},
		{"(}) 500px, 100vw", "expected a media feature name"},
		{"min-width:500px 500px, 100vw", "media features must be in parentheses"},
		{"(min-width:500px) 500px, 100vw, foo bar", "only the last entry"},
		{"(min-width:500px) 500px", ""}, // no default: browsers use 100vw when nothing matches
		{"(min-width:500px) 500px, (foo", `unknown media feature "foo"`},
		{"(min-width: 5px) 100vw, auto", `"auto" may only be the first entry`},
		{"(min-width: 5px) auto, 100vw", `"auto" may only be the first entry`},
		{"100vw,", `a "," must be followed by a size`},
		{"(min-width: 5px) 10px,, 100vw", "an empty entry"},
	} {
		err := ValidSourceSizeList(c.in)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("ValidSourceSizeList(%q) = %v, want valid", c.in, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("ValidSourceSizeList(%q) = %v, want %q", c.in, err, c.want)
		}
	}
}

func TestSrcsetSizesAllocs(t *testing.T) {
	for _, f := range []func(){
		func() { _ = ValidSrcset("a.jpg 480w, b.jpg 800w, c.jpg 1200w", BaseSpecial) },
		func() { _ = ValidSrcset("a.jpg, a@2x.jpg 2x", BaseSpecial) },
		func() { _ = ValidSourceSizeList("(max-width: 600px) 480px, 800px") },
	} {
		if n := testing.AllocsPerRun(20, f); n != 0 {
			t.Errorf("allocates %v times", n)
		}
	}
}
