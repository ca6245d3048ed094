package microsyntax

import (
	"errors"
	"strings"
	"testing"
)

// The media-query rows of the nu validator corpus (html/media-queries/),
// values copied by hand.
var mqCorpusValid = []string{
	"screen",
	"only screen",
	"screen and (min-width:400px)",
	"screen and ( min-width: 400px )",
	"screen and ( min-width : 400px )",
	"screen and (min-width:    400px)",
	"screen and (min-width: 400px)and (max-width: 600px)",
	"screen   and (min-width: 400px)",
	"screen and   (min-width: 400px)",
	"screen  and (min-width: 400px)",
	"screen and (min-width: 400px) and (max-width: 600px)",
	"screen and (min-width: 400px)   and (max-width: 600px)",
	"screen and (min-width: 400px) and   (max-width: 600px)",
	"screen and (color: 1)",
	"screen and (color: 2)",
	"screen and (color: 0)",
	"print and (min-resolution: 100dpi)",
	"screen and (min-width: 400px), print",
	"screen and (min-width: 0)",
	"screen and (min-width: 0.0)",
	"screen and (min-width: 00)",
	"screen and (min-width: .0)",
}

var mqCorpusInvalid = []struct {
	in     string
	off    int
	reason string
}{
	{"alla", 0, `unknown media type "alla"`},
	{"screenand (min-width: 400px)", 0, `unknown media type "screenand" (a space is missing before "and")`},
	{"screen and(min-width: 400px)", 7, `"and" must be followed by whitespace`},
	{"screen and (min-width: 400px;)", 28, `expected ")" to close the "(" at byte 11, found ";"`},
	{"screen and (min-width: 400uu)", 23, `"400uu" is not a length: unknown unit "uu"`},
	{"screen and (min-width: 400dpi)", 23, `min-width takes a length, not a resolution`},
	{"screen and (min-width:", 22, `expected a value for "min-width", found the end of the value`},
	{",", 0, `empty media query before ","`},
	{"screen,,print", 7, `empty media query before ","`},
	{"screen,", 6, `empty media query after ","`},
	{",screen", 0, `empty media query before ","`},
	{"screen and (device-aspect-ratio: 16/9)", 12, `"device-aspect-ratio" is deprecated by Media Queries 4`},
	{"projection", 0, `"projection" is a deprecated media type`},
	{"tv and (scan: progressive)", 0, `"tv" is a deprecated media type`},
}

func TestValidMediaQueryListCorpus(t *testing.T) {
	for _, s := range mqCorpusValid {
		if err := ValidMediaQueryList(s); err != nil {
			t.Errorf("ValidMediaQueryList(%q) = %v, want nil", s, err)
		}
	}
	for _, tt := range mqCorpusInvalid {
		checkMQError(t, tt.in, tt.off, tt.reason)
	}
}

func checkMQError(t *testing.T, in string, off int, reason string) {
	t.Helper()
	err := ValidMediaQueryList(in)
	if err == nil {
		t.Errorf("ValidMediaQueryList(%q) = nil, want error %q", in, reason)
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("ValidMediaQueryList(%q) returned %T", in, err)
		return
	}
	if e.Offset != off || !strings.Contains(e.Reason, reason) {
		t.Errorf("ValidMediaQueryList(%q) = at %d %q\n  want at %d containing %q", in, e.Offset, e.Reason, off, reason)
	}
	if e.Offset < 0 || e.End < e.Offset || e.End > len(in) {
		t.Errorf("ValidMediaQueryList(%q): bad span %d-%d", in, e.Offset, e.End)
	}
}

func TestValidMediaQueryList(t *testing.T) {
	valid := []string{
		"", " ", "\t\n", "/* comment */",
		"all", "print", "screen", "ALL", "Screen", "only all", "not print",
		"(color)", "(monochrome)", "(grid)", "(update)", "(hover)",
		"(min-width: 400px)", "(MIN-WIDTH: 400PX)", "(width: 0)", "(width: -0)",
		"(width >= 600px)", "(600px <= width)", "(400px <= width <= 700px)",
		"(700px > width > 400px)", "(width = 500px)", "(width < 40em)", "(height > -100px)",
		"(width <= -100px)", "(min-width: -1px)",
		"not (color)", "not (width <= -100px)", "(not (color)) or (hover)",
		"not ((color) or (hover))", "(not (color)) and (not (hover))",
		"(color) and ((pointer) or (hover))", "((color) and (pointer)) or (hover)",
		"(color) or (hover) or (pointer: fine)", "((color))",
		"screen and not (color)", "screen and (color) and (hover)",
		"not screen and (color)", "only screen and (min-width: 20em)",
		"print and (min-width: 25cm)", "(min-width: 20em)",
		"(orientation: portrait)", "(orientation:landscape)", "(ORIENTATION: PORTRAIT)",
		"(aspect-ratio: 16/9)", "(aspect-ratio: 16 / 9)", "(aspect-ratio: 1.5)",
		"(min-aspect-ratio: 0/0)", "(aspect-ratio > 4/3)", "(16/9 < aspect-ratio)",
		"(resolution >= 2dppx)", "(min-resolution: 300dpi)", "(min-resolution: 118dpcm)",
		"(resolution: 2x)", "(resolution: infinite)", "(resolution > 1000dpi)",
		"(resolution: -300dpi)", "(infinite > resolution)",
		"(scan: interlace)", "(scan: progressive)", "(grid: 0)", "(grid: 1)", "(grid: -0)",
		"(update: none)", "(update: slow)", "(update: fast)",
		"(overflow-block: paged)", "(overflow-block: none)", "(overflow-inline: scroll)",
		"(color >= 8)", "(min-color: 1)", "(color-index)", "(min-color-index: 256)",
		"(color-index >= 1)", "(monochrome >= 2)", "(color: -1)",
		"(color-gamut: srgb)", "(color-gamut: p3)", "(color-gamut: rec2020)",
		"(pointer: coarse)", "(any-pointer: fine)", "(any-pointer: none)", "(hover: hover)", "(any-hover: none)",
		"(display-mode: standalone)", "(display-mode: minimal-ui)", "(display-mode: picture-in-picture)",
		"(prefers-color-scheme: dark)", "(prefers-reduced-motion: reduce)",
		"(prefers-reduced-motion: no-preference)", "(prefers-reduced-transparency: reduce)",
		"(prefers-contrast: more)", "(prefers-contrast: custom)", "(forced-colors: active)",
		"(inverted-colors: inverted)", "(scripting: initial-only)", "(scripting: enabled)",
		"(dynamic-range: high)", "(video-dynamic-range: standard)", "(prefers-reduced-data: reduce)",
		"(horizontal-viewport-segments: 2)", "(vertical-viewport-segments > 1)",
		// The Compatibility Standard's §3.3.
		"(-webkit-min-device-pixel-ratio: 2)", "only screen and (-webkit-max-device-pixel-ratio: 1.5)",
		"(-webkit-device-pixel-ratio: 2)", "(-WEBKIT-DEVICE-PIXEL-RATIO: 1.5)", "(-webkit-device-pixel-ratio >= 2)",
		"(1 < -webkit-device-pixel-ratio < 3)", "(-webkit-transform-3d)", "(-webkit-transform-3d: 1)",
		"(width: 10rem)", "(width: 1Q)", "(width: 1in)", "(width: 12pt)", "(width: 1pc)",
		"(width: 1rex)", "(width: 1ch)", "(width: 1rch)", "(width: 1cap)", "(width: 1rcap)",
		"(width: 1ic)", "(width: 1ric)", "(width: 1lh)", "(width: 1rlh)", "(width: 50vw)",
		"(width: 1vi)", "(width: 1vb)", "(width: 1vmin)", "(width: 1vmax)", "(width: 1svw)",
		"(width: 1lvh)", "(width: 1dvmin)", "(width: 1cqw)", "(width: 1cqmax)", "(width: 1e3px)",
		"(width: 1.5E+2px)", "(width: +5px)",
		"(min-width: calc(100px + 2em))", "(width < calc(50vw - 1px))", "(min-width: min(10px, 1em))",
		"(min-resolution: calc(2dppx))", "(color > calc(2 * 4))",
		"screen and (min-width: 400px), print and (orientation: landscape)",
		"screen, print", "screen , print", "screen,print",
		"screen/**/and/**/(color)", "(color)/* x */",
		"(\\63 olor)", "\\73 creen",
		"screen and (max-width: 600px) and (prefers-color-scheme: dark)",
	}
	for _, s := range valid {
		if err := ValidMediaQueryList(s); err != nil {
			t.Errorf("ValidMediaQueryList(%q) = %v, want nil", s, err)
		}
	}

	invalid := []struct {
		in     string
		off    int
		reason string
	}{
		{"speech", 0, `"speech" is a deprecated media type`},
		{"TV", 0, `"TV" is a deprecated media type`},
		{"handheld, screen", 0, `"handheld" is a deprecated media type`},
		{"screen, aural", 8, `"aural" is a deprecated media type`},
		{"tty", 0, "deprecated media type"}, {"braille", 0, "deprecated"}, {"embossed", 0, "deprecated"},
		{"and", 0, `"and" cannot be used as a media type`},
		{"or and (color)", 0, `"or" cannot be used as a media type`},
		{"not and", 4, `"and" cannot be used as a media type`},
		{"not only screen", 4, `"only" cannot be used as a media type`},
		{"only", 4, `"only" must be followed by a media type, found the end of the value`},
		{"only (color)", 5, `"only" must be followed by a media type, found "("`},
		{"not", 3, `expected "(" after "not", found the end of the value`},
		{"not not (color)", 4, `"not" cannot be used as a media type`},
		{"(not not (color))", 5, `"not" cannot follow "not" without parentheses`},
		{"not(color)", 0, `"not" must be followed by whitespace`},
		{"(color) and(hover)", 8, `"and" must be followed by whitespace`},
		{"(color) or(hover)", 8, `"or" must be followed by whitespace`},
		{"screen and", 10, `"and" must be followed by a condition in parentheses`},
		{"screen and color", 11, `media features must be in parentheses: expected "(" after "and", found "color"`},
		{"screen (color)", 7, `expected "and" or "," after the media type "screen", found "("`},
		{"screen print", 7, `expected "and" or "," after the media type "screen", found "print"`},
		{"screen and (color) or (hover)", 19, `"or" cannot follow "<media type> and …"`},
		{"(color) and (pointer) or (hover)", 22, `"and" and "or" cannot be mixed without parentheses`},
		{"(color) or (pointer) and (hover)", 21, `"and" and "or" cannot be mixed`},
		{"not (color) and (hover)", 12, `"not" cannot be combined with "and" without parentheses`},
		{"(color) and not (hover)", 12, `"not" cannot follow "and" without parentheses: write "and (not (…))"`},
		{"(color) (hover)", 8, `expected "and", "or" or "," between conditions`},
		{"(color) not (hover)", 8, `"not" cannot follow a condition`},
		{"(color) foo", 8, `unexpected "foo" after the media query`},
		{"(unknown)", 1, `unknown media feature "unknown"`},
		{"screen and (max-weight: 3kg) and (color), (color)", 12, `unknown media feature "max-weight"`},
		{"(foo bar)", 1, `unknown media feature "foo"`},
		{"(width bar)", 7, `expected ":", a comparison or ")" after the media feature name "width", found "bar"`},
		{"(width 500px)", 7, `expected ":", a comparison or ")"`},
		{"foo(bar)", 0, `expected "(" to start a media feature, found the function "foo(…)"`},
		{"(color) and foo(bar)", 12, `found the function "foo(…)"`},
		{"()", 0, "empty parentheses"},
		{"(min-orientation: portrait)", 1, `"orientation" is not a range feature, so it has no "min-" form`},
		{"(min-grid: 1)", 1, `"grid" is not a range feature`},
		{"(min-width)", 1, `"min-width" needs a value`},
		{"(min-width > 400px)", 1, `"min-" and "max-" prefixes cannot be used with a comparison`},
		{"(max-width <= 60rem)", 1, `prefixes cannot be used with a comparison`},
		{"(orientation > portrait)", 13, `"orientation" is a discrete feature and cannot be compared with ">"`},
		{"(40rem < width > 60rem)", 15, `a range with two comparisons must use "<" or "<=" twice`},
		{"(40rem = width = 60rem)", 15, `a range with two comparisons`},
		{"(width < 40rem < 60rem)", 15, `expected ")" to close the "(" at byte 0, found "<"`},
		{"(width < = 400px)", 7, `no space is allowed between "<" and "="`},
		{"(width == 400px)", 8, `expected a value for "width", found "="`},
		{"(width: 400)", 8, `"400" is not a length: a unit such as "px" or "em" is required`},
		{"(width: 400%)", 8, `a percentage such as "400%" is not allowed`},
		{"(width: auto)", 8, `width takes a length, not the keyword "auto"`},
		{"(width: 16/9)", 8, `width takes a length, not a ratio`},
		{"(width: 10deg)", 8, `width takes a length, not an angle`},
		{"(width: 10s)", 8, `width takes a length, not a time`},
		{"(width: 400px 500px)", 14, `expected ")" to close the "(" at byte 0, found "500px"`},
		{"(width: 'a')", 8, `expected a value for "width", found "'a'"`},
		{"(width: url(x))", 8, `expected a value for "width", found "url(x)"`},
		{"(width: var(--x))", 8, `"var()" is not allowed in a media feature value`},
		{"(width: calc(1dppx))", 8, `width takes a length, not a resolution`},
		{"(width: calc(100%))", 8, `a percentage is not allowed`},
		{"(width: calc(1px ; 2px))", 17, `";" is not allowed in a math function`},
		{"(resolution: 2)", 13, `"2" is not a resolution: a unit such as "dppx" or "dpi" is required`},
		{"(resolution: 96px)", 13, `resolution takes a resolution, not a length`},
		{"(resolution: 2dpx)", 13, `"2dpx" is not a resolution: unknown unit "dpx"`},
		{"(resolution: high)", 13, `resolution takes a resolution or "infinite", not the keyword "high"`},
		{"(color: 1.5)", 8, `color takes an integer, not "1.5"`},
		{"(color: 1.0)", 8, `color takes an integer, not "1.0"`},
		{"(color: 8px)", 8, `color takes an integer, not a length`},
		{"(color: red)", 8, `color takes an integer, not the keyword "red"`},
		{"(color:20example)", 7, `color takes an integer, not "20example"`},
		{"(grid: 2)", 7, `grid takes 0 or 1, not "2"`},
		{"(grid: 0.5)", 7, `grid takes an integer`},
		{"(aspect-ratio: -16/9)", 15, `"-16/9" is not a ratio: its numbers cannot be negative`},
		{"(aspect-ratio: 16/-9)", 15, `cannot be negative`},
		{"(aspect-ratio: 16/)", 18, `expected a number after "/" in the ratio, found ")"`},
		{"(aspect-ratio: 16px)", 15, `aspect-ratio takes a ratio such as 16/9, not a length`},
		{"(orientation: up)", 14, `"up" is not a value of orientation: expected "portrait" or "landscape"`},
		{"(orientation: 1)", 14, `orientation takes "portrait" or "landscape", not a number`},
		{"(pointer: mouse)", 10, `expected "none", "coarse" or "fine"`},
		{"(overflow-block: optional-paged)", 17, `"optional-paged" is not a value of overflow-block`},
		{"(prefers-color-scheme: no-preference)", 23, `expected "light" or "dark"`},
		{"(device-width: 400px)", 1, `"device-width" is deprecated by Media Queries 4`},
		{"(min-device-height: 400px)", 1, `"min-device-height" is deprecated`},
		// The Compatibility Standard's -webkit- features: no min-/max- on
		// -webkit-device-pixel-ratio, whose aliases take a value and no
		// comparison.
		{"(min--webkit-device-pixel-ratio: 2)", 1, `"-webkit-device-pixel-ratio" has no "min-" form: write "-webkit-min-device-pixel-ratio"`},
		{"(-webkit-min-device-pixel-ratio)", 1, `"-webkit-min-device-pixel-ratio" needs a value`},
		{"(-webkit-max-device-pixel-ratio >= 2)", 1, `"-webkit-max-device-pixel-ratio" cannot be used with a comparison`},
		{"(-webkit-device-pixel-ratio: 2dppx)", 29, `takes a number, not a resolution`},
		{"(-webkit-transform-3d: 2)", 23, `takes 0 or 1`},
		{"(max-webkit-transform-3d: 1)", 1, `unknown media feature`},
		{"(--custom)", 1, `unknown media feature "--custom"`},
		{"(min-width: 400px", 17, `expected ")" to close the "(" at byte 0, found the end of the value`},
		{"(min-width: calc(400px", 22, `expected ")" to close the math function`},
		{"screen and (color), (hover", 26, `expected ")" to close the "(" at byte 20`},
		{"(color), ,", 9, `empty media query before ","`},
		{" , ", 1, `empty media query before ","`},
		{"screen;", 6, `expected "and" or "," after the media type "screen", found ";"`},
		{"(color);", 7, `unexpected ";" after the media query`},
		{"<!-- screen -->", 0, `expected a media type or a condition in parentheses, found "<!--"`},
		{"\u00a0screen", 0, `unknown media type`},
		{"(min-width: 400px)\u00a0", 18, `unexpected a no-break space (U+00A0)`},
		{"(color) and (hover: ) ", 20, `expected a value for "hover", found ")"`},
		{"[screen]", 0, `expected a media type or a condition in parentheses, found "["`},
		{"(example, all,), speech", 1, `unknown media feature "example"`},
		{"@media screen", 0, `expected a media type or a condition in parentheses, found "@media"`},
		{"(width: 1px) and", 16, `expected "(" after "and", found the end of the value`},
		{"(width: 1px) or", 15, `expected "(" after "or", found the end of the value`},
		{"(color) and (hover), (grid) or", 30, `expected "(" after "or"`},
		{"screen and (color) and", 22, `expected "(" after "and"`},
		{"(color:)", 7, `expected a value for "color", found ")"`},
		{"(:400px)", 1, `expected a media feature name, found ":"`},
		{"(400px)", 6, `expected a comparison`},
		{"(400px < 500px)", 9, `expected a media feature name after "<", found "500px"`},
	}
	for _, tt := range invalid {
		checkMQError(t, tt.in, tt.off, tt.reason)
	}
}

func TestParseMediaQueryList(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"   ", ""},
		{"screen", "screen"},
		{"SCREEN", "screen"},
		{"only screen", "only screen"},
		{"not screen", "not screen"},
		{"all", "all"},
		{"all and (color)", "(color)"},
		{"not all and (color)", "not all and (color)"},
		{"only all and (color)", "only all and (color)"},
		{"screen and (min-width:400px)", "screen and (min-width: 400px)"},
		{"screen and ( min-width : 400PX )", "screen and (min-width: 400px)"},
		{"screen and (min-width: 400px)and (max-width: 600px)", "screen and (min-width: 400px) and (max-width: 600px)"},
		{"screen and (min-width: 400px), print", "screen and (min-width: 400px), print"},
		{"screen and (min-width: 0.0)", "screen and (min-width: 0)"},
		{"screen and (min-width: .0)", "screen and (min-width: 0)"},
		{"screen and (min-width: 00)", "screen and (min-width: 0)"},
		{"(min-width: 1.50000px)", "(min-width: 1.5px)"},
		{"(min-width: 0.1234567px)", "(min-width: 0.123457px)"},
		{"(min-width: 1e3px)", "(min-width: 1000px)"},
		{"(width: -0)", "(width: 0)"},
		{"(MIN-WIDTH: 400PX)", "(min-width: 400px)"},
		{"(ORIENTATION: Portrait)", "(orientation: portrait)"},
		{"(aspect-ratio: 16/9)", "(aspect-ratio: 16 / 9)"},
		{"(aspect-ratio: 2)", "(aspect-ratio: 2)"},
		{"(400px<=width<=700px)", "(400px <= width <= 700px)"},
		{"(width>=600px)", "(width >= 600px)"},
		{"(600px < width)", "(600px < width)"},
		{"(infinite > resolution)", "(infinite > resolution)"},
		{"(color)", "(color)"},
		{"not (color)", "not (color)"},
		{"(not (color)) or (hover)", "(not (color)) or (hover)"},
		{"((color))", "((color))"},
		{"screen and not (color)", "screen and not (color)"},
		{"(min-width: calc( 100px  +  2em ))", "(min-width: calc( 100px + 2em ))"},
		{"(min-width: CALC(100px/*c*/+ 2em))", "(min-width: calc(100px+ 2em))"},
		// Accepted by browsers, errors for authors.
		{"alla", "alla"},
		{"tv and (scan: progressive)", "tv and (scan: progressive)"},
		{"projection", "projection"},
		{"screen and (device-aspect-ratio: 16/9)", "screen and (device-aspect-ratio: 16 / 9)"},
		{"(-webkit-min-device-pixel-ratio: 2)", "(-webkit-min-device-pixel-ratio: 2)"},
		{"(min-width: 400px", "(min-width: 400px)"},
		{"(min-width: calc(400px", "(min-width: calc(400px))"},
		{"(width:CAlC(\\", "(width: calc(\uFFFD))"},
		{"(width: calc(1\\65 3px))", "not all"},
		{"(width: calc(1\\70 x + 1e3px+.5em))", "(width: calc(1px + 1e3px+.5em))"},
		{"(width: calc(1\\65 3 + 1px))", "not all"},
		{"(width > -100px)", "(width > -100px)"},
		{"\\31 x", "\\31 x"},
		{"a\\ b", "a\\ b"},
		// Malformed queries become "not all".
		{"screenand (min-width: 400px)", "not all"},
		{"screen and(min-width: 400px)", "not all"},
		{"screen and (min-width: 400px;)", "not all"},
		{"screen and (min-width: 400uu)", "not all"},
		{"screen and (min-width: 400dpi)", "not all"},
		{"screen and (min-width:", "not all"},
		{",", "not all, not all"},
		{"screen,,print", "screen, not all, print"},
		{"screen,", "screen, not all"},
		{",screen", "not all, screen"},
		{"screen and (max-weight: 3kg) and (color), (color)", "not all, (color)"},
		{"(min-orientation:portrait)", "not all"},
		{"(color:20example)", "not all"},
		{"(example, all,), speech", "not all, speech"},
		{"&test, speech", "not all, speech"},
		{"(example, speech", "not all"},
		{"not and", "not all"},
		{"and", "not all"},
		{"not not", "not all"},
		{"not", "not all"},
		{"not only", "not all"},
		{"only", "not all"},
		{"or", "not all"},
		{"not or", "not all"},
		{"test;,all", "not all, all"},
		{"(color) and (pointer) or (hover)", "not all"},
	}
	for _, tt := range tests {
		l := ParseMediaQueryList(tt.in)
		if got := l.String(); got != tt.want {
			t.Errorf("ParseMediaQueryList(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMediaQueryDeepNesting(t *testing.T) {
	deep := strings.Repeat("(", 100000) + "color" + strings.Repeat(")", 100000)
	checkMQError(t, deep, mqMaxDepth, "nested more than")
	if got := ParseMediaQueryList(deep).String(); got != "not all" {
		t.Errorf("deep nesting parses to %.20q", got)
	}
	ok := strings.Repeat("(", 50) + "color" + strings.Repeat(")", 50)
	if err := ValidMediaQueryList(ok); err != nil {
		t.Errorf("50 levels: %v", err)
	}
	if got := ParseMediaQueryList(ok).String(); got != ok {
		t.Errorf("50 levels parse to %q", got)
	}
}

func TestParseMediaQueryListStructure(t *testing.T) {
	l := ParseMediaQueryList("not screen and (400px <= width < 700px), (hover) or (color)")
	if len(l.Queries) != 2 {
		t.Fatalf("got %d queries", len(l.Queries))
	}
	q := l.Queries[0]
	if q.NotAll || q.Modifier != "not" || q.Type != "screen" || q.Condition == nil || q.Condition.Kind != MediaFeatureTest {
		t.Fatalf("query 0 = %+v", q)
	}
	f := q.Condition.Feature
	if f.Name != "width" || f.Form != MediaRange || f.LeftOp != "<=" || f.RightOp != "<" ||
		f.Left.Kind != MediaDimension || f.Left.Number != 400 || f.Left.Unit != "px" || f.Right.Number != 700 {
		t.Errorf("feature = %+v", f)
	}
	c := l.Queries[1].Condition
	if c.Kind != MediaOr || len(c.Terms) != 2 || c.Terms[0].Feature.Name != "hover" || c.Terms[0].Feature.Form != MediaBoolean {
		t.Errorf("query 1 condition = %+v", c)
	}
}

// TestMediaQueryValidImpliesParse: every valid value parses without
// "not all".
func TestMediaQueryValidImpliesParse(t *testing.T) {
	for _, s := range mqCorpusValid {
		for _, q := range ParseMediaQueryList(s).Queries {
			if q.NotAll {
				t.Errorf("ParseMediaQueryList(%q) has a \"not all\" query", s)
			}
		}
	}
}

func TestValidMediaQueryListAllocs(t *testing.T) {
	for _, s := range []string{
		"screen and (min-width: 400px)",
		"screen and (min-width: 400px) and (max-width: 600px), print",
		"(400px <= width <= 700px)",
		"(prefers-color-scheme: dark) and (orientation: landscape)",
		"only screen and (-webkit-min-device-pixel-ratio: 1.5), only screen and (min-resolution: 144dpi)",
		"(ASPECT-RATIO: 16/9)",
	} {
		allocs := testing.AllocsPerRun(100, func() { _ = ValidMediaQueryList(s) })
		if allocs != 0 {
			t.Errorf("ValidMediaQueryList(%q) allocates %v times", s, allocs)
		}
	}
}

func BenchmarkMediaQueryValid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidMediaQueryList("screen and (min-width: 400px)")
	}
}

func BenchmarkMediaQueryValidLong(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidMediaQueryList("screen and (min-width: 400px) and (max-width: 600px), print and (orientation: landscape), (400px <= width <= 700px)")
	}
}

func BenchmarkMediaQueryParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ParseMediaQueryList("screen and (min-width: 400px)")
	}
}

func BenchmarkMediaQueryInvalid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidMediaQueryList("screen and (min-width: 400uu)")
	}
}
