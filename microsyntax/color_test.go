package microsyntax

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestNamedColor(t *testing.T) {
	if n := len(colNamedColors); n != 148 {
		t.Fatalf("%d named colours, want 148", n)
	}
	for name := range colNamedColors {
		if name != strings.ToLower(name) {
			t.Errorf("key %q is not lower case", name)
		}
		if len(name) > colLongestName {
			t.Errorf("%q is longer than colLongestName", name)
		}
	}
	tests := []struct {
		in   string
		want Color
		ok   bool
	}{
		{"red", Color{255, 0, 0}, true},
		{"RED", Color{255, 0, 0}, true},
		{"RebeccaPurple", Color{0x66, 0x33, 0x99}, true},
		{"lightgoldenrodyellow", Color{250, 250, 210}, true},
		{"LIGHTGOLDENRODYELLOW", Color{250, 250, 210}, true},
		{"grey", Color{128, 128, 128}, true},
		{"gray", Color{128, 128, 128}, true},
		{"darkslategrey", Color{47, 79, 79}, true},
		{"aqua", Color{0, 255, 255}, true},
		{"cyan", Color{0, 255, 255}, true},
		{"transparent", Color{}, false},
		{"currentcolor", Color{}, false},
		{"Canvas", Color{}, false},
		{"ButtonFace", Color{}, false},
		{"", Color{}, false},
		{" red", Color{}, false},
		{"red ", Color{}, false},
		{"blac\u212a", Color{}, false}, // Kelvin sign is not "k"
		{"lightgoldenrodyellowx", Color{}, false},
		{"re", Color{}, false},
	}
	for _, tt := range tests {
		got, ok := NamedColor(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NamedColor(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestColorHex(t *testing.T) {
	for _, tt := range []struct {
		c    Color
		want string
	}{
		{Color{0, 0, 0}, "#000000"},
		{Color{255, 255, 255}, "#ffffff"},
		{Color{0x0a, 0xbc, 0xde}, "#0abcde"},
		{Color{1, 2, 3}, "#010203"},
	} {
		if got := tt.c.Hex(); got != tt.want {
			t.Errorf("%v.Hex() = %q, want %q", tt.c, got, tt.want)
		}
	}
}

// colRefLegacy is a deliberately naive transcription of HTML §2.3.6's rules
// for parsing a legacy colour value, on rune slices, to cross-check the
// allocation-free implementation.
func colRefLegacy(s string) (Color, bool) {
	if s == "" {
		return Color{}, false
	}
	s = strings.Trim(s, "\t\n\f\r ")
	if EqualFoldASCII(s, "transparent") {
		return Color{}, false
	}
	if c, ok := NamedColor(s); ok {
		return c, true
	}
	isHex := func(r rune) bool { return r < 0x80 && isHexDigit(byte(r)) }
	rs := []rune(s)
	if len(rs) == 4 && rs[0] == '#' && isHex(rs[1]) && isHex(rs[2]) && isHex(rs[3]) {
		v := func(r rune) uint8 { n, _ := strconv.ParseUint(string(r), 16, 8); return uint8(n) * 17 }
		return Color{v(rs[1]), v(rs[2]), v(rs[3])}, true
	}
	var in []rune
	for _, r := range rs {
		if r > 0xFFFF {
			in = append(in, '0', '0')
		} else {
			in = append(in, r)
		}
	}
	if len(in) > 128 {
		in = in[:128]
	}
	if len(in) > 0 && in[0] == '#' {
		in = in[1:]
	}
	for i, r := range in {
		if !isHex(r) {
			in[i] = '0'
		}
	}
	for len(in) == 0 || len(in)%3 != 0 {
		in = append(in, '0')
	}
	length := len(in) / 3
	comps := [3][]rune{in[:length], in[length : 2*length], in[2*length:]}
	if length > 8 {
		for i := range comps {
			comps[i] = comps[i][length-8:]
		}
		length = 8
	}
	for length > 2 && comps[0][0] == '0' && comps[1][0] == '0' && comps[2][0] == '0' {
		for i := range comps {
			comps[i] = comps[i][1:]
		}
		length--
	}
	if length > 2 {
		for i := range comps {
			comps[i] = comps[i][:2]
		}
	}
	var out [3]uint8
	for i := range comps {
		n, err := strconv.ParseUint(string(comps[i]), 16, 8)
		if err != nil {
			panic(err)
		}
		out[i] = uint8(n)
	}
	return Color{out[0], out[1], out[2]}, true
}

func TestParseLegacyColor(t *testing.T) {
	tests := []struct {
		in   string
		want string // "#rrggbb", or "" for failure
	}{
		// The well-known ones, computed by hand from the algorithm.
		{"chucknorris", "#c00000"}, // c00c0000000 + 0 -> c00c 0000 0000 -> c0 00 00
		{"ninjaturtle", "#00a000"}, // 0000a00000e + 0 -> 0000 a000 00e0 -> 00 a0 00
		{"crap", "#c0a000"},        // c0a0 + 00 -> c0 a0 00
		{"#fff", "#ffffff"},
		{"#FAB", "#ffaabb"},
		{" red ", "#ff0000"},
		{"RED", "#ff0000"},
		{"\t\n\f\r rebeccapurple\r\n", "#663399"},
		{"#ff0000", "#ff0000"},
		{"#FF0000", "#ff0000"},
		{"ff0000", "#ff0000"},
		// Step 1 and 3 failures.
		{"", ""},
		{"transparent", ""},
		{"TRANSPARENT", ""},
		{"  Transparent\t", ""},
		// Step 2: whitespace only is not empty; it ends up black.
		{" ", "#000000"},
		{"\t\n", "#000000"},
		// Step 4: no system colours; they take the long path.
		{"CanvasText", "#caa000"},   // ca00a00e00 + 00 -> ca00 a00e 0000 -> ca a0 00
		{"currentcolor", "#c0e000"}, // c000e00c0000 -> c000 e00c 0000 -> c0 e0 00
		// Step 5 needs exactly "#" and three hex digits.
		{"#ffff", "#ffff00"}, // ffff + 00
		{"#ff", "#0f0f00"},   // ff0 -> f f 0
		{"# abc", "#0abc00"}, // " abc" -> 0abc + 00
		{"#abc ", "#aabbcc"}, // trailing whitespace is stripped first
		// Short values: one digit per component.
		{"abc", "#0a0b0c"},
		{"#1", "#010000"},
		{"#", "#000000"},
		{"##", "#000000"},
		{"#1234567", "#124570"}, // 123456700 -> 123 456 700
		// Leading zeros common to all components are dropped.
		{"#0a0b0c0d0e0f", "#a0c0e0"}, // 0a0b 0c0d 0e0f -> a0b c0d e0f
		{"#000000001111111122222222", "#001122"},
		// Components longer than 8 keep their last 8 characters.
		{"011234567802123456780312345678", "#121212"},
		// Non-BMP code points count as "00"; BMP ones as one "0".
		{"😀", "#000000"},
		{"😀abcdef", "#00bcef"}, // 00abcdef0 -> 00a bcd ef0
		{"éabcdef", "#0acdf0"}, // 0abcdef00 -> 0ab cde f00
		{"\xffabc", "#0abc00"}, // an invalid byte is one U+FFFD
		// U+00A0 is not ASCII whitespace, so it is not stripped.
		{"\u00a0red", "#00ed00"}, // 00ed + 00
		// Truncation to 128 code points matters to the component length.
		{strings.Repeat("0", 78) + "ab" + strings.Repeat("0", 51), "#00ab00"},
		// A "#" that is not first is just a non-hex character.
		{"1#2#3", "#102030"}, // 10203 + 0 -> 10 20 30
	}
	for _, tt := range tests {
		got, err := ParseLegacyColor(tt.in)
		if tt.want == "" {
			if err == nil {
				t.Errorf("ParseLegacyColor(%q) = %v, want an error", tt.in, got.Hex())
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseLegacyColor(%q) failed: %v", tt.in, err)
			continue
		}
		if got.Hex() != tt.want {
			t.Errorf("ParseLegacyColor(%q) = %s, want %s", tt.in, got.Hex(), tt.want)
		}
		if ref, _ := colRefLegacy(tt.in); ref != got {
			t.Errorf("ParseLegacyColor(%q) = %s, reference gives %s", tt.in, got.Hex(), ref.Hex())
		}
	}
}

func TestParseLegacyColorErrors(t *testing.T) {
	tests := []struct {
		in          string
		off, end    int
		reasonMatch string
	}{
		{"", 0, 0, "empty"},
		{"transparent", 0, 11, `"transparent"`},
		{"  transparent ", 2, 13, `"transparent"`},
	}
	for _, tt := range tests {
		_, err := ParseLegacyColor(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ParseLegacyColor(%q): error %v is not an *Error", tt.in, err)
			continue
		}
		if e.Offset != tt.off || e.End != tt.end || !strings.Contains(e.Reason, tt.reasonMatch) {
			t.Errorf("ParseLegacyColor(%q) = %d-%d %q; want %d-%d containing %q", tt.in, e.Offset, e.End, e.Reason, tt.off, tt.end, tt.reasonMatch)
		}
	}
}

func TestParseLegacyColorMatchesReference(t *testing.T) {
	// Every named colour with noise, and lengths around the cut-offs.
	var inputs []string
	for name := range colNamedColors {
		inputs = append(inputs, name, name+"x", "#"+name, strings.ToUpper(name))
	}
	for n := 0; n <= 140; n++ {
		inputs = append(inputs, strings.Repeat("7", n), "#"+strings.Repeat("a0", n/2), strings.Repeat("😀", n/2)+"f")
	}
	for _, in := range inputs {
		got, err := ParseLegacyColor(in)
		ref, ok := colRefLegacy(in)
		if (err == nil) != ok || got != ref {
			t.Errorf("ParseLegacyColor(%q) = %v, %v; reference %v, %v", in, got.Hex(), err, ref.Hex(), ok)
		}
	}
}

// colCase is a CSS colour that parses, with the expected 8-bit sRGB value
// and alpha (to 1/1000).
type colCase struct {
	in    string
	hex   string
	alpha float64
}

var colValidCases = []colCase{
	// Hex.
	{"#f00", "#ff0000", 1},
	{"#F00", "#ff0000", 1},
	{"#f008", "#ff0000", 0x88 / 255.0},
	{"#ff0000", "#ff0000", 1},
	{"#FF000080", "#ff0000", 128 / 255.0},
	{"#123", "#112233", 1},
	{"#000000ff", "#000000", 1},
	// Keywords.
	{"red", "#ff0000", 1},
	{"RED", "#ff0000", 1},
	{"RebeccaPurple", "#663399", 1},
	{" red ", "#ff0000", 1},
	{"\t\nred\r\n\f", "#ff0000", 1},
	{"/* a comment */ red /**/", "#ff0000", 1},
	{"transparent", "#000000", 0},
	{"TRANSPARENT", "#000000", 0},
	{"currentcolor", "#000000", 1},
	{"currentColor", "#000000", 1},
	{"Canvas", "#ffffff", 1},
	{"CanvasText", "#000000", 1},
	{"canvastext", "#000000", 1},
	{"LinkText", "#0000ee", 1},
	{"VisitedText", "#551a8b", 1},
	{"ActiveText", "#ff0000", 1},
	{"ButtonFace", "#efefef", 1},
	{"ButtonText", "#000000", 1},
	{"ButtonBorder", "#767676", 1},
	{"Field", "#ffffff", 1},
	{"FieldText", "#000000", 1},
	{"Highlight", "#b5d5ff", 1},
	{"HighlightText", "#000000", 1},
	{"SelectedItem", "#0075ff", 1},
	{"SelectedItemText", "#ffffff", 1},
	{"Mark", "#ffff00", 1},
	{"MarkText", "#000000", 1},
	{"GrayText", "#808080", 1},
	{"AccentColor", "#0075ff", 1},
	{"AccentColorText", "#ffffff", 1},
	// rgb(): legacy and modern.
	{"rgb(255, 0, 0)", "#ff0000", 1},
	{"rgb(255,0,0)", "#ff0000", 1},
	{"rgba(255, 0, 0, 0.5)", "#ff0000", 0.5},
	{"rgb(255, 0, 0, 50%)", "#ff0000", 0.5},
	{"rgb(100%, 0%, 0%)", "#ff0000", 1},
	{"rgba(100%, 0%, 0%, .25)", "#ff0000", 0.25},
	{"rgb( 255 , 0 , 0 )", "#ff0000", 1},
	{"RGB(255 0 0)", "#ff0000", 1},
	{"rgb(255 0 0)", "#ff0000", 1},
	{"rgba(255 0 0)", "#ff0000", 1},
	{"rgb(1 2 3 / 50%)", "#010203", 0.5},
	{"rgb(1 2 3/0.5)", "#010203", 0.5},
	{"rgb(1 2 3 / 2)", "#010203", 1},  // alpha clamps
	{"rgb(1 2 3 / -1)", "#010203", 0}, // alpha clamps
	{"rgb(300 -5 0)", "#ff0000", 1},   // channels clamp
	{"rgb(50% 128 0)", "#808000", 1},  // modern syntax may mix
	{"rgb(127.5 0 0)", "#800000", 1},  // halves round up
	{"rgb(1e2 0 0)", "#640000", 1},    // 100
	{"rgb(+255 .0 0)", "#ff0000", 1},
	{"rgb(none 255 none)", "#00ff00", 1},   // none is 0
	{"rgb(0 0 0 / none)", "#000000", 0},    // missing alpha is 0
	{"rgb(255 0 0 / 0%)", "#ff0000", 0},    //
	{"rgb(calc(255) 0 0)", "#ff0000", 1},   //
	{"rgb(calc(255), 0, 0)", "#ff0000", 1}, // calc in legacy syntax
	// hsl().
	{"hsl(0 100% 50%)", "#ff0000", 1},
	{"hsl(120, 100%, 50%)", "#00ff00", 1},
	{"hsla(120, 100%, 25%, .5)", "#008000", 0.5},
	{"hsl(120deg 100 50)", "#00ff00", 1},
	{"hsl(240 100% 50% / 0.5)", "#0000ff", 0.5},
	{"hsl(200grad 100% 50%)", "#00ffff", 1},
	{"hsl(0.5turn 100% 50%)", "#00ffff", 1},
	{"hsl(3.14159265rad 100% 50%)", "#00ffff", 1},
	{"hsl(-120 100% 50%)", "#0000ff", 1},
	{"hsl(480 100% 50%)", "#00ff00", 1},
	{"hsl(0 -50% 50%)", "#808080", 1}, // saturation clamps at 0
	{"hsl(none 0% 100%)", "#ffffff", 1},
	{"HSL(120DEG 100% 50%)", "#00ff00", 1},
	// hwb().
	{"hwb(0 0% 0%)", "#ff0000", 1},
	{"hwb(120 0% 0%)", "#00ff00", 1},
	{"hwb(0 50% 50%)", "#808080", 1},
	{"hwb(0 100 100)", "#808080", 1},
	{"hwb(240 20% 20% / .5)", "#3333cc", 0.5},
	// lab(), lch(), oklab(), oklch(): CSS Color 4's rgb(125 35 41) example.
	{"lab(29.2345% 39.3825 20.0664)", "#7d2329", 1},
	{"lch(29.2345% 44.2 27)", "#7d2329", 1},
	{"oklab(40.101% 0.1147 0.0453)", "#7d2329", 1},
	{"oklch(40.101% 0.12332 21.555)", "#7d2329", 1},
	{"lab(100 0 0)", "#ffffff", 1},
	{"lab(150% 0 0)", "#ffffff", 1}, // L clamps at 100
	{"lab(0 0 0)", "#000000", 1},
	{"lch(100 0 0)", "#ffffff", 1},
	{"oklab(1 0 0)", "#ffffff", 1},
	{"oklab(100% 0 0 / 25%)", "#ffffff", 0.25},
	{"oklch(0 0 0)", "#000000", 1},
	{"oklch(62.8% 0.2577 29.23)", "#ff0000", 1},
	{"lab(54.29 80.8 69.89)", "#ff0000", 1},
	{"lch(54.29 106.84 40.85)", "#ff0000", 1},
	{"lch(50% -10 0)", "#777777", 1}, // chroma clamps at 0: L=50 gray
	{"oklch(50% 0.1 none)", "", 1},
	// color().
	{"color(srgb 1 0 0)", "#ff0000", 1},
	{"color(srgb 100% 0% 0% / 0.5)", "#ff0000", 0.5},
	{"color(SRGB 0.5 0.5 0.5)", "#808080", 1},
	{"color(srgb-linear 1 1 1)", "#ffffff", 1},
	{"color(srgb-linear 0.5 0.5 0.5)", "#bcbcbc", 1},
	{"color(display-p3 1 1 1)", "#ffffff", 1},
	{"color(display-p3 1 0 0)", "#ff0000", 1}, // out of sRGB gamut: clipped
	{"color(a98-rgb 1 1 1)", "#ffffff", 1},
	{"color(prophoto-rgb 1 1 1)", "#ffffff", 1},
	{"color(rec2020 1 1 1)", "#ffffff", 1},
	{"color(rec2020 0 0 0)", "#000000", 1},
	{"color(xyz 0.4124 0.2126 0.0193)", "#ff0000", 1},
	{"color(xyz-d65 0.95047 1 1.08883)", "#ffffff", 1},
	{"color(xyz-d50 0.9642 1 0.8252)", "#ffffff", 1},
	{"color(srgb none 1 none)", "#00ff00", 1},
	// color-mix().
	{"color-mix(in srgb, red, blue)", "#800080", 1},
	{"color-mix(in srgb, red 25%, blue)", "#4000bf", 1},
	{"color-mix(in srgb, 25% red, blue)", "#4000bf", 1},
	{"color-mix(in srgb, red, blue 75%)", "#4000bf", 1},
	{"color-mix(in srgb, red 20%, blue 20%)", "#800080", 0.4}, // sum < 100: alpha multiplier
	{"color-mix(in srgb, red 100%, blue 100%)", "#800080", 1}, // sum > 100: scaled
	{"color-mix(in srgb, transparent, red)", "#ff0000", 0.5},  // premultiplied
	{"color-mix(in hsl, red, blue)", "#ff00ff", 1},            // shorter hue: 300
	{"color-mix(in hsl longer hue, red, blue)", "#00ff00", 1},
	{"color-mix(in hsl increasing hue, red, blue)", "#00ff00", 1},
	{"color-mix(in hsl decreasing hue, red, blue)", "#ff00ff", 1},
	{"color-mix(in oklch, white, white)", "#ffffff", 1},
	{"color-mix(in lch, white, red)", "", 1},
	{"color-mix(in xyz, red, red)", "#ff0000", 1},
	{"color-mix(in srgb, rgb(none 0 0), red)", "#ff0000", 1}, // missing takes the other
	{"COLOR-MIX(IN SRGB, red, blue)", "#800080", 1},
	{"color-mix(in srgb, red calc(25%), blue)", "#4000bf", 1},
	// Relative colour syntax.
	{"rgb(from red r g b)", "#ff0000", 1},
	{"rgb(from #0000ff b g r)", "#ff0000", 1},
	{"rgb(from red r g b / 0.5)", "#ff0000", 0.5},
	{"rgb(from rgb(0 0 0 / 50%) r g b)", "#000000", 0.5}, // alpha defaults to the origin's
	{"rgb(from red calc(r / 2) g b)", "#800000", 1},
	{"rgb(from red r g b / calc(alpha / 2))", "#ff0000", 0.5},
	{"hsl(from red calc(h + 120) s l)", "#00ff00", 1},
	{"hwb(from red h w b)", "#ff0000", 1},
	{"lab(from red l a b)", "#ff0000", 1},
	{"oklch(from red l c h)", "#ff0000", 1},
	{"oklch(from red l 0 h)", "", 1},
	{"color(from red srgb r g b)", "#ff0000", 1},
	{"color(from red xyz x y z)", "#ff0000", 1},
	{"color(from red display-p3 r g b)", "#ff0000", 1},
	{"rgb(from color-mix(in srgb, red, blue) r g b)", "#800080", 1},
	// light-dark().
	{"light-dark(red, blue)", "#ff0000", 1},
	{"light-dark(#fff,#000)", "#ffffff", 1},
	// Math functions.
	{"rgb(calc(100 + 155) 0 0)", "#ff0000", 1},
	{"rgb(calc(2 * 50%) 0 0)", "#ff0000", 1},
	{"rgb(calc(50% * 2) 0 0)", "#ff0000", 1},
	{"rgb(calc((100 + 27.5) * 2) 0 0)", "#ff0000", 1},
	{"rgb(min(255, 300) 0 0)", "#ff0000", 1},
	{"rgb(max(0, 255, 3) 0 0)", "#ff0000", 1},
	{"rgb(clamp(0, 500, 255) 0 0)", "#ff0000", 1},
	{"rgb(calc(infinity) 0 0)", "#ff0000", 1},
	{"rgb(calc(-infinity) 0 0)", "#000000", 1},
	{"rgb(calc(NaN) 0 0)", "#000000", 1},
	{"rgb(round(127.4) 0 0)", "#7f0000", 1},
	{"rgb(round(down, 127.9, 1) 0 0)", "#7f0000", 1},
	{"rgb(calc(sin(90deg) * 255) 0 0)", "#ff0000", 1},
	{"rgb(calc(pow(2, 8) - 1) 0 0)", "#ff0000", 1},
	{"rgb(calc(255 * sign(-3) * -1) 0 0)", "#ff0000", 1},
	{"rgb(abs(-255) mod(256, 256) rem(10, 5))", "#ff0000", 1},
	{"hsl(calc(0.5turn - 60deg) 100% 50%)", "#00ff00", 1},
	{"hsl(atan2(1, 1) 100% 50%)", "#ffbf00", 1},
	{"hsl(calc(pi * 1rad) 100% 50%)", "#00ffff", 1},
	{"rgb(CALC(255) 0 0)", "#ff0000", 1},
	{"rgb(calc( 255 ) 0 0)", "#ff0000", 1},
	{"rgb(calc(e * 0) 0 0)", "#000000", 1},
	{"rgb(hypot(3, 4) sqrt(0) exp(0))", "#050001", 1},
	{"rgb(calc(log(e) * 255) 0 0)", "#ff0000", 1},
}

func TestValidCSSColor(t *testing.T) {
	for _, tt := range colValidCases {
		if err := ValidCSSColor(tt.in); err != nil {
			t.Errorf("ValidCSSColor(%q) = %v", tt.in, err)
		}
	}
}

func TestParseCSSColor(t *testing.T) {
	for _, tt := range colValidCases {
		got, err := ParseCSSColor(tt.in)
		if err != nil {
			t.Errorf("ParseCSSColor(%q) failed: %v", tt.in, err)
			continue
		}
		if tt.hex != "" && got.Color().Hex() != tt.hex {
			t.Errorf("ParseCSSColor(%q) = %s (%v), want %s", tt.in, got.Color().Hex(), got, tt.hex)
		}
		if math.Abs(got.A-tt.alpha) > 1e-3 {
			t.Errorf("ParseCSSColor(%q) alpha = %v, want %v", tt.in, got.A, tt.alpha)
		}
	}
}

// Inputs a browser's CSS parser accepts but that are not conforming.
func TestCSSColorParseOnly(t *testing.T) {
	tests := []struct {
		in, hex, reason string
	}{
		{"rgb(1 2 3", "#010203", `missing ")"`},
		{"rgb(255, 0, 0", "#ff0000", `missing ")"`},
		{"hsl(120 100% 50%", "#00ff00", `missing ")"`},
		{"color-mix(in srgb, red, blue", "#800080", `missing ")"`},
		{"rgb(255 0 calc(0", "#ff0000", `missing ")"`},
		{"rgb(255 0 calc((0", "#ff0000", `missing ")"`},
		{"red /* x", "#ff0000", "this comment is never closed"},
		{"red /**/ /*/", "#ff0000", "this comment is never closed"},
		{"ButtonHighlight", "#efefef", "deprecated system colour"},
		{"threeddarkshadow", "#767676", "use ButtonBorder"},
		{"Window", "#ffffff", "use Canvas"},
		{"InfoText", "#000000", "use CanvasText"},
		{"InactiveCaptionText", "#808080", "use GrayText"},
	}
	for _, tt := range tests {
		got, err := ParseCSSColor(tt.in)
		if err != nil || got.Color().Hex() != tt.hex {
			t.Errorf("ParseCSSColor(%q) = %s, %v; want %s", tt.in, got.Color().Hex(), err, tt.hex)
		}
		verr := ValidCSSColor(tt.in)
		if verr == nil || !strings.Contains(verr.Error(), tt.reason) {
			t.Errorf("ValidCSSColor(%q) = %v, want an error containing %q", tt.in, verr, tt.reason)
		}
	}
}

func TestValidCSSColorErrors(t *testing.T) {
	tests := []struct {
		in       string
		off, end int
		reason   string // the Reason, exactly, or a prefix ending in "…"
	}{
		{"", 0, 0, "expected a colour, found an empty value"},
		{"  \t", 0, 3, "expected a colour, found only whitespace"},
		{"#gggggg", 1, 2, `"g" is not a hex digit`},
		{"#ff00zz", 5, 6, `"z" is not a hex digit`},
		{"  #ff00Zz", 7, 8, `"Z" is not a hex digit`},
		{"#12345", 0, 6, "a hex colour has 3, 4, 6 or 8 digits, not 5"},
		{"#1234567", 0, 8, "a hex colour has 3, 4, 6 or 8 digits, not 7"},
		{"#", 0, 1, `expected hex digits right after "#"`},
		{"# fff", 0, 1, `expected hex digits right after "#"`},
		{"reddish", 0, 7, `unknown colour name "reddish"`},
		{"ff0000", 0, 6, `unknown colour name "ff0000"; did you mean "#ff0000"?`},
		{"123456", 0, 6, `expected a colour, found the number 123456; did you mean "#123456"?`},
		{"inherit", 0, 7, `unknown colour name "inherit"`},
		{"none", 0, 4, `"none" is not a colour…`},
		{"\u00a0red", 0, 5, `unknown colour name "` + "\u00a0" + `red"`},
		{"red blue", 4, 8, `unexpected "blue" after the colour`},
		{"red,", 3, 4, "unexpected a comma after the colour"},
		{"rgb(1 2)", 7, 8, "rgb() takes 3 values, not 2"},
		{"rgb()", 4, 5, "rgb() takes 3 values, not 0"},
		{"rgb(1 2 / 1)", 8, 9, `rgb() takes 3 values before "/", not 2`},
		{"rgb(1 2 3 4)", 10, 11, `rgb() takes 3 values, found a 4th; an alpha value goes after "/"`},
		{"rgba(1, 2)", 9, 10, "rgba() takes 3 values, not 2"},
		{"rgb(1, 2, 3, 4, 5)", 16, 17, "rgb() takes 3 values and an optional alpha, found a 5th value"},
		{"rgb(1 2, 3)", 7, 8, "commas and spaces cannot be mixed…"},
		{"rgb(1, 2 3)", 9, 10, `expected a comma or ")" in rgb()…`},
		{"rgb(1, 2, 3 / 0.5)", 12, 13, `expected a comma or ")" in rgb()…`},
		{"rgb(255, 50%, 0)", 9, 12, "the legacy comma-separated rgb() syntax cannot mix numbers and percentages; make all three numbers"},
		{"rgb(50%, 0, 0)", 9, 10, "the legacy comma-separated rgb() syntax cannot mix numbers and percentages; make all three percentages"},
		{"rgb(none, 2, 3)", 4, 8, `"none" is not allowed in the legacy comma-separated rgb() syntax`},
		{"rgb(1, none, 3)", 7, 11, `"none" is not allowed in the legacy comma-separated rgb() syntax`},
		{"hsl(120, 50, 50%)", 9, 11, "in the legacy comma-separated hsl() syntax the saturation must be a percentage"},
		{"hsl(120px 50% 50%)", 4, 9, `"px" is not allowed in hsl()…`},
		{"hsl(50% 50% 50%)", 4, 7, "the hue in hsl() takes a number or an angle, not a percentage"},
		{"rgb(10deg 0 0)", 4, 9, "the red in rgb() takes a number or a percentage, not an angle"},
		{"rgb(1 2 3 / 50deg)", 12, 17, "the alpha in rgb() takes a number or a percentage, not an angle"},
		{"rgba(1 2 3 /)", 12, 13, `expected a number or a percentage for the alpha in rgba(), found ")"`},
		{"rgb(red 0 0)", 4, 7, `expected a number or a percentage for the red in rgb(), found "red"`},
		{"rgb(r g b)", 4, 5, `expected a number or a percentage for the red in rgb(), found "r"`},
		{"rgb(1 2 3) x", 11, 12, `unexpected "x" after the colour`},
		{"rgb(1 2 3 / 1 2)", 14, 15, `expected ")" to close rgb(), found the number 2`},
		{"rgb(1 2 0.)", 9, 10, `expected "/" or ")" after the 3 values of rgb(), found "."`},
		{"lab(50 0 0 0)", 11, 12, `lab() takes 3 values, found a 4th…`},
		{"lab(50, 0, 0)", 6, 7, "lab() takes space-separated values, not commas"},
		{"hwb(0, 0%, 0%)", 5, 6, "hwb() takes space-separated values, not commas"},
		{"rgb(, 1, 2)", 4, 5, "expected the red value, found a comma"},
		{"color(1 0 0)", 6, 7, "color() needs a colour space first…"},
		{"color(foo 1 0 0)", 6, 9, `unknown colour space "foo" for color()…`},
		{"color(--p 1 0 0)", 6, 9, `custom colour spaces ("--p", defined with @color-profile) are not supported here`},
		{"color(hsl 1 0 0)", 6, 9, `unknown colour space "hsl" for color()…`},
		{"color(srgb 1 0)", 14, 15, "color() takes 3 values, not 2"},
		{"foo(1 2 3)", 0, 4, `"foo()" is not a colour function…`},
		{"device-cmyk(0 0 0 1)", 0, 12, `"device-cmyk()" is not a colour function…`},
		{"var(--x)", 0, 4, "var() needs a style context…"},
		{"rgb(var(--x) 0 0)", 4, 8, "expected a number or a percentage for the red in rgb()…"},
		{"color-mix(srgb, red, blue)", 10, 14, `color-mix() starts with "in" and a colour space…`},
		{"color-mix(in foo, red, blue)", 13, 16, `unknown colour space "foo" for color-mix()…`},
		{"color-mix(in srgb longer hue, red, blue)", 18, 24, "a hue interpolation method needs a polar colour space (hsl, hwb, lch or oklch), not srgb"},
		{"color-mix(in hsl longer, red, blue)", 23, 24, `expected "hue" after the hue interpolation method, found a comma`},
		{"color-mix(in hsl sideways hue, red, blue)", 17, 25, "expected a hue interpolation method…"},
		{"color-mix(in srgb red, blue)", 18, 21, "expected a hue interpolation method…"},
		{"color-mix(in srgb, red)", 22, 23, "color-mix() takes two colours separated by a comma, found \")\""},
		{"color-mix(in srgb, red, blue, green)", 28, 29, "color-mix() mixes exactly two colours here; a third is not supported"},
		{"color-mix(in srgb, red 0%, blue 0%)", 34, 35, "the percentages of color-mix() add up to 0%"},
		{"color-mix(in srgb, red 150%, blue)", 23, 27, "a color-mix() percentage must be between 0% and 100%"},
		{"color-mix(in srgb, red -1%, blue)", 23, 26, "a color-mix() percentage must be between 0% and 100%"},
		{"color-mix(in srgb, red calc(5), blue)", 23, 30, "expected a percentage in color-mix(), found a math function that is not one"},
		{"light-dark(red)", 14, 15, `light-dark() takes two colours separated by a comma, found ")"`},
		{"rgb(calc(1 + 2%) 0 0)", 9, 15, "cannot add or subtract a number and a percentage"},
		{"rgb(calc(1+2) 0 0)", 10, 12, `expected an operator or ")" in calc(), found the number +2; "+" and "-" need whitespace on both sides, as in "1 + 2"`},
		{"rgb(calc(1 -2) 0 0)", 11, 13, `expected an operator or ")" in calc()…`},
		{"rgb(calc(1 +(2)) 0 0)", 11, 12, `"+" in a math function needs whitespace on both sides`},
		{"rgb(calc(10px) 0 0)", 9, 13, `"px" is not allowed in a colour…`},
		{"rgb(calc(2% * 2%) 0 0)", 9, 16, "cannot multiply a percentage by a percentage; one side must be a number"},
		{"rgb(calc(2 / 2%) 0 0)", 9, 15, "can only divide by a number, not by a percentage"},
		{"rgb(calc(foo) 0 0)", 9, 12, `unknown name "foo" in a math function`},
		{"rgb(calc() 0 0)", 9, 10, "expected a number, percentage or angle in a math function, found \")\""},
		{"rgb(min(1, 2%) 0 0)", 4, 14, "the arguments of min() must all be of one type (numbers, percentages or angles)"},
		{"rgb(clamp(1, 2) 0 0)", 4, 15, "clamp() takes 3 arguments, not 2"},
		{"rgb(round(1deg) 0 0)", 4, 15, "round() needs a step (its second argument) when rounding an angle"},
		{"rgb(calc(sin(1%)) 0 0)", 9, 16, "sin() takes a number or an angle, not a percentage"},
		{"rgb(calc(sqrt(1deg)) 0 0)", 9, 19, "sqrt() takes a number, not an angle"},
		{"rgb(calc(1deg) 0 0)", 4, 14, "the red in rgb() takes a number or a percentage, not an angle"},
		{"rgb(from red r g)", 16, 17, "rgb() takes 3 values, not 2"},
		{"rgb(from red, r, g, b)", 12, 13, "expected the red value, found a comma"},
		{"rgb(from red r, g, b)", 14, 15, "rgb() takes space-separated values, not commas"},
		{"rgb(from r g b)", 9, 10, `unknown colour name "r"`},
		{"rgb(from red h s l)", 13, 14, `expected a number or a percentage for the red in rgb(), found "h"`},
		{"rgb(calc(r) 0 0)", 9, 10, `unknown name "r" in a math function`},
	}
	for _, tt := range tests {
		err := ValidCSSColor(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ValidCSSColor(%q) = %v, want an *Error", tt.in, err)
			continue
		}
		reasonOK := e.Reason == tt.reason
		if prefix, ok := strings.CutSuffix(tt.reason, "…"); ok {
			reasonOK = strings.HasPrefix(e.Reason, prefix)
		}
		if e.Offset != tt.off || e.End != tt.end || !reasonOK {
			t.Errorf("ValidCSSColor(%q):\n got %d-%d %q\nwant %d-%d %q", tt.in, e.Offset, e.End, e.Reason, tt.off, tt.end, tt.reason)
		}
		if _, perr := ParseCSSColor(tt.in); perr == nil {
			t.Errorf("ParseCSSColor(%q) succeeded, want the error ValidCSSColor gives", tt.in)
		}
	}
}

func TestCSSColorNesting(t *testing.T) {
	deep := strings.Repeat("light-dark(", 100) + "red" + strings.Repeat(", red)", 100)
	if err := ValidCSSColor(deep); err == nil || !strings.Contains(err.Error(), "nested too deeply") {
		t.Errorf("deep nesting: %v", err)
	}
	okDepth := strings.Repeat("light-dark(", 10) + "red" + strings.Repeat(", red)", 10)
	if err := ValidCSSColor(okDepth); err != nil {
		t.Errorf("10 levels: %v", err)
	}
	parens := "rgb(calc(" + strings.Repeat("(", 100) + "1" + strings.Repeat(")", 100) + ") 0 0)"
	if err := ValidCSSColor(parens); err == nil || !strings.Contains(err.Error(), "nested too deeply") {
		t.Errorf("deep parentheses: %v", err)
	}
}

// The matrices are derived from primaries; check them against the values
// CSS Color 4 §17 prints.
func TestColorMatrices(t *testing.T) {
	near := func(name string, got, want colMat, tol float64) {
		for i := 0; i < 3; i++ {
			for j := 0; j < 3; j++ {
				if math.Abs(got[i][j]-want[i][j]) > tol {
					t.Errorf("%s[%d][%d] = %.16f, want %.16f", name, i, j, got[i][j], want[i][j])
				}
			}
		}
	}
	near("sRGB", colMSRGB, colMat{
		{506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218},
		{87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545},
		{7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270},
	}, 1e-12)
	near("D65 to D50", colD65ToD50, colMat{
		{1.0479297925449969, 0.022946870601609652, -0.05019226628920524},
		{0.02962780877005599, 0.9904344267538799, -0.017073799063418826},
		{-0.009243040646204504, 0.015055191490298152, 0.7518742814281371},
	}, 1e-12)
	// Linear display-p3 to linear sRGB, as commonly printed (7 decimals).
	near("P3 to sRGB", colMatMul(colMSRGBInv, colMDisplayP3), colMat{
		{1.2249401, -0.2249404, 0},
		{-0.0420569, 1.0420571, 0},
		{-0.0196376, -0.0786361, 1.0982735},
	}, 1e-6)
	// Round trips through every space.
	for sp := colSRGB; sp < colNumSpaces; sp++ {
		for _, rgb := range [][3]float64{{0.2, 0.4, 0.6}, {1, 0, 0}, {0.5, 0.5, 0.5}, {0.9, 0.85, 0.1}} {
			v := colValue{space: colSRGB, c: rgb, alpha: 1}
			back := colConvert(colConvert(v, sp), colSRGB)
			for i := 0; i < 3; i++ {
				if math.Abs(back.c[i]-rgb[i]) > 1e-6 {
					t.Errorf("sRGB %v through %s comes back as %v", rgb, colSpaceNames[sp], back.c)
					break
				}
			}
		}
	}
}

func TestRGBAColor(t *testing.T) {
	for _, tt := range []struct {
		in   RGBA
		want Color
	}{
		{RGBA{1, 0, 0, 1}, Color{255, 0, 0}},
		{RGBA{0.5, 0.5, 0.5, 0.1}, Color{128, 128, 128}}, // 127.5 rounds up
		{RGBA{-1, 2, math.NaN(), 1}, Color{0, 255, 0}},
		{RGBA{1.0 / 255, 2.0 / 255, 3.0 / 255, 1}, Color{1, 2, 3}},
	} {
		if got := tt.in.Color(); got != tt.want {
			t.Errorf("%v.Color() = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestColorZeroAllocs(t *testing.T) {
	for _, s := range []string{"#ff0000", "rebeccapurple", "rgb(1 2 3 / 50%)", "hsl(120deg 100% 50%)",
		"oklch(62.8% 0.2577 29.23)", "color(display-p3 1 0 0)", "rgb(calc(1 + 2) 0 0)", "color-mix(in oklab, red, blue)", "rgb(from red r g b)"} {
		if n := testing.AllocsPerRun(100, func() { _ = ValidCSSColor(s) }); n != 0 {
			t.Errorf("ValidCSSColor(%q): %v allocations", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { _, _ = ParseCSSColor(s) }); n != 0 {
			t.Errorf("ParseCSSColor(%q): %v allocations", s, n)
		}
	}
	for _, s := range []string{"red", "RebeccaPurple", "#fff", "#ff0000", " red ", "chucknorris"} {
		if n := testing.AllocsPerRun(100, func() { _, _ = ParseLegacyColor(s) }); n != 0 {
			t.Errorf("ParseLegacyColor(%q): %v allocations", s, n)
		}
	}
}

var colSink error

func BenchmarkColorValidCSSHex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		colSink = ValidCSSColor("#ff0000")
	}
}

func BenchmarkColorValidCSSNamed(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		colSink = ValidCSSColor("rebeccapurple")
	}
}

func BenchmarkColorValidCSSRGB(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		colSink = ValidCSSColor("rgb(1 2 3 / 50%)")
	}
}

func BenchmarkColorParseCSSOklch(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, colSink = ParseCSSColor("oklch(62.8% 0.2577 29.23)")
	}
}

func BenchmarkColorParseCSSMix(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, colSink = ParseCSSColor("color-mix(in oklch, red 30%, blue)")
	}
}

func BenchmarkColorParseLegacyNamed(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, colSink = ParseLegacyColor("RebeccaPurple")
	}
}

func BenchmarkColorParseLegacyHex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, colSink = ParseLegacyColor("#ff0000")
	}
}

func BenchmarkColorParseLegacyChuckNorris(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, colSink = ParseLegacyColor("chucknorris")
	}
}
