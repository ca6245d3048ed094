package microsyntax

import (
	"math"
	"strconv"
)

// CSS colours for <input type=color> (HTML §4.10.5.1.14): "The value
// attribute, if specified and not the empty string, must have a value that
// is a CSS color", and the value sanitization algorithm ("update a color
// well control color") parses the value as a CSS <color> (CSS Color 4 §4.5
// "parse a CSS <color> value"), falls back to opaque black, converts to
// sRGB and serializes. The older "valid simple color" (#rrggbb only) is gone
// from the standard.
//
// This file is the colour syntax: CSS Color 4 and 5 as the three browser
// engines ship them, read with the shared CSS pieces (the CSS Syntax 3
// tokenizer of csstoken.go, the component values and units of cssvalue.go,
// the math functions of csscalc.go); the colour maths (conversion between
// spaces, color-mix() interpolation) is in csscolorconv.go. The grammar:
//
//   - hex colours: #rgb, #rgba, #rrggbb, #rrggbbaa;
//   - the 148 named colours, transparent, currentcolor, and the system
//     colours (Canvas, CanvasText, ..., AccentColorText);
//   - rgb()/rgba() and hsl()/hsla(), in the legacy comma syntax (numbers and
//     percentages not mixed in rgb(), percentages for hsl()'s saturation and
//     lightness, no "none") and the modern space syntax with an optional
//     "/ alpha" and "none";
//   - hwb(), lab(), lch(), oklab(), oklch();
//   - color() with srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb,
//     rec2020, xyz, xyz-d50 and xyz-d65;
//   - relative colour syntax ("rgb(from red r g calc(b + 20))") in all of
//     the modern functions;
//   - color-mix(in <space> [<hue method> hue]?, <color> <pct>?, <color>
//     <pct>?) with two colours (the "in" clause required, as shipped);
//   - light-dark(<color>, <color>);
//   - numbers may be math functions: calc(), min(), max(), clamp(), abs(),
//     sign(), round(), mod(), rem(), sin() ... atan2(), pow(), sqrt(),
//     hypot(), log(), exp(), with the constants e, pi, infinity,
//     -infinity and NaN. Their operands are typed (number, percentage,
//     angle); other units (px, s, ...) are rejected, and so is mixing a
//     percentage with a number in a sum, which CSS Values allows only
//     where percentages resolve against numbers (not in colours).
//
// Not supported (rejected with a reason saying so): custom colour spaces
// (color(--profile ...), @color-profile), device-cmyk(), contrast-color(),
// color-mix() without "in" or with other than two colours (CSS Color 5
// drafts), the display-p3-linear space, and var()/attr(), which need a
// style context.
//
// ASCII case-insensitive: keywords, function names, units. Leading and
// trailing whitespace (and comments) is allowed, as CSS parsing of a
// component value allows it (" red " sanitizes to #ff0000).

// RGBA is a colour in the sRGB colour space with components and alpha in
// 0..1, as ParseCSSColor computes it for the serialization of
// <input type=color> values.
type RGBA struct {
	R, G, B float64
	A       float64
}

// Color rounds c to 8 bits per component the way HTML's "serialize a color
// well control color" does for the Limited sRGB state (each component scaled
// to 0..255 and rounded to the nearest integer, halves towards +∞); alpha is
// dropped, as it is when the input has no alpha attribute. So
// ParseCSSColor(v) then .Color().Hex() is the sanitized value of
// <input type=color value=v>.
func (c RGBA) Color() Color {
	return Color{colTo8(c.R), colTo8(c.G), colTo8(c.B)}
}

func colTo8(v float64) uint8 {
	v = math.Floor(v*255 + 0.5)
	if !(v > 0) { // also NaN
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v)
}

// ValidCSSColor reports whether s is a CSS <color> (CSS Color 4 and 5, as
// browsers ship them; see the list at the top of this file), which is what
// HTML §4.10.5.1.14 requires of <input type=color value>. Beyond the
// grammar, author conformance is checked: a function closed by the end of
// the value instead of ")" and a comment never closed (CSS parse errors
// the parser forgives), and the deprecated CSS2 system colours such as
// ButtonHighlight (which authors "must not use", CSS Color 4 §6.2.1), are
// reported. Leading and trailing whitespace is allowed. Errors give byte
// offsets and reasons such as `"g" is not a hex digit` or `rgb() takes 3
// values, not 2`.
func ValidCSSColor(s string) error {
	p := colParser{strict: true}
	if _, err := p.parse(s); err != nil {
		return err
	}
	return nil
}

// ParseCSSColor parses s as a CSS <color> the way a browser does for
// <input type=color> (CSS Color 4 §4.5 "parse a CSS <color> value", no
// element) and returns it converted to sRGB, which is the Limited sRGB
// state's "color converted to the 'srgb' color space".
//
// Everything ValidCSSColor accepts is accepted, plus what only the CSS
// parser's error recovery accepts ("rgb(1 2 3" without ")") and the
// deprecated system colours, mapped as CSS Color 4 §6.2.1 says.
//
// Computation follows CSS Color 4: hsl/hwb to sRGB by the spec's
// algorithms; lab/lch through CIE XYZ D50 and a Bradford adaptation; oklab
// and oklch with Björn Ottosson's matrices (the spec's matrices agree to
// about 1e-4); color() spaces with matrices derived from their primaries
// and white points, which is how CSS Color 4 derives its own. Colours
// outside the sRGB gamut are clipped per component, which is what HTML's
// rounding "so they are in the range 0 to 255" does (no CSS gamut mapping).
// "none" counts as 0. color-mix() interpolates with premultiplied alpha as
// CSS Color 5 §2 says.
//
// Values that depend on the page or the platform get a fixed answer:
// currentcolor is opaque black (the initial value of 'color' with no
// element), light-dark() picks its light colour, and system colours use a
// light palette close to Chromium's defaults (Canvas white, CanvasText
// black, LinkText #0000ee, VisitedText #551a8b, ButtonFace #efefef, ...);
// browsers differ there, so treat those values as approximations.
func ParseCSSColor(s string) (RGBA, error) {
	p := colParser{}
	v, err := p.parse(s)
	if err != nil {
		return RGBA{}, err
	}
	rgb := colToSRGB(v)
	alpha := v.alpha
	if v.none[3] {
		alpha = 0
	}
	return RGBA{colUnit(rgb[0]), colUnit(rgb[1]), colUnit(rgb[2]), colUnit(alpha)}, nil
}

// colUnit clips v to 0..1 (NaN, which only absurd math can produce, is 0).
func colUnit(v float64) float64 {
	if !(v > 0) {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// colSpace is a colour space of CSS Color 4 §5-§10.
type colSpace uint8

const (
	colSRGB colSpace = iota // components 0..1
	colSRGBLinear
	colDisplayP3
	colA98
	colProPhoto
	colRec2020
	colXYZD50
	colXYZD65
	colHSL   // hue in degrees, saturation and lightness 0..100
	colHWB   // hue in degrees, whiteness and blackness 0..100
	colLab   // L 0..100, a, b
	colLCH   // L 0..100, C, H degrees
	colOklab // L 0..1, a, b
	colOklch // L 0..1, C, H degrees
	colNumSpaces
)

// colSpaceNames are the <colorspace-params> and color-mix() idents.
var colSpaceNames = [colNumSpaces]string{
	colSRGB: "srgb", colSRGBLinear: "srgb-linear", colDisplayP3: "display-p3",
	colA98: "a98-rgb", colProPhoto: "prophoto-rgb", colRec2020: "rec2020",
	colXYZD50: "xyz-d50", colXYZD65: "xyz-d65", colHSL: "hsl", colHWB: "hwb",
	colLab: "lab", colLCH: "lch", colOklab: "oklab", colOklch: "oklch",
}

func (sp colSpace) polar() bool {
	return sp == colHSL || sp == colHWB || sp == colLCH || sp == colOklch
}

// colValue is a parsed colour: three components in space, alpha, and which
// of the four are missing ("none"), which matters to color-mix().
type colValue struct {
	space colSpace
	c     [3]float64
	alpha float64
	none  [4]bool
}

// colParser is a recursive-descent parser over CSS tokens with one token of
// look-ahead (tok). It lives on the stack: parsing a valid value allocates
// nothing.
type colParser struct {
	cssStream
	strict bool // ValidCSSColor: author conformance, not just the grammar
	depth  int  // nesting of functions, to bound the recursion
	// chans are the channel keywords in scope inside a relative colour
	// (hasChans); held by value so that nothing escapes to the heap.
	chans    colChannels
	hasChans bool
}

// colChannels are the channel keywords of relative colour syntax ("r",
// "g", "b", "alpha" in rgb(from ...)) and their values.
type colChannels struct {
	names [3]string
	vals  [4]float64 // the three channels and alpha
}

// colMaxDepth bounds nested functions (color-mix in color-mix, calc in
// calc, ...); browsers have limits too, and a fuzzer must not blow the stack.
const colMaxDepth = 32

func (p *colParser) parse(s string) (colValue, *Error) {
	p.s = s
	p.tz = newCSSTokenizer(s)
	p.advance()
	p.skipWS()
	if p.tok.Kind == cssEOF {
		if s == "" {
			return colValue{}, errKind(KindEmpty, 0, 0, "expected a colour, found an empty value")
		}
		return colValue{}, errKind(KindEmpty, 0, len(s), "expected a colour, found only whitespace")
	}
	v, err := p.color()
	if err != nil {
		return colValue{}, err
	}
	p.skipWS()
	if p.tok.Kind != cssEOF {
		return colValue{}, p.errTok("unexpected " + p.describe(p.tok) + " after the colour")
	}
	if p.strict {
		if off := p.tz.unclosedComment(); off >= 0 {
			return colValue{}, errAt(off, len(s), `this comment is never closed: "/*" without "*/"`)
		}
	}
	return v, nil
}

// errTok reports a problem with the current token.
func (p *colParser) errTok(reason string) *Error {
	return errAt(p.tok.Start, p.tok.End, reason)
}

// describe names a token for a message: `"foo"`, "a comma", "the end of
// the value".
func (p *colParser) describe(t cssToken) string {
	switch t.Kind {
	case cssEOF:
		return "the end of the value"
	case cssWhitespace:
		return "whitespace"
	case cssComma:
		return "a comma"
	case cssDelim:
		return describeChar(p.s, t.Start)
	case cssNumber:
		return "the number " + p.src(t)
	case cssPercentage:
		return "the percentage " + p.src(t)
	case cssFunction:
		return `"` + p.src(t) + `...)"`
	case cssBadString, cssString:
		return "a string"
	case cssBadURL, cssURL:
		return "a url()"
	}
	return `"` + p.src(t) + `"`
}

// src is the text of t, shortened if long.
func (p *colParser) src(t cssToken) string {
	return Shorten(p.s[t.Start:t.End], 40)
}

// color parses one <color> starting at the current token.
func (p *colParser) color() (colValue, *Error) {
	switch p.tok.Kind {
	case cssHash:
		return p.hexColor()
	case cssIdent:
		return p.keywordColor()
	case cssFunction:
		return p.colorFunction()
	case cssDelim:
		if p.tok.Delim == '#' {
			return colValue{}, p.errTok(`expected hex digits right after "#"`)
		}
	case cssNumber, cssDimension:
		if h := colHexHint(p.s[p.tok.Start:p.tok.End]); h != "" {
			return colValue{}, p.errTok("expected a colour, found " + p.describe(p.tok) + h)
		}
	}
	return colValue{}, p.errTok("expected a colour, found " + p.describe(p.tok))
}

// colHexHint suggests a "#" for text that would be a hex colour with one.
func colHexHint(s string) string {
	switch len(s) {
	case 3, 4, 6, 8:
	default:
		return ""
	}
	for i := 0; i < len(s); i++ {
		if !isHexDigit(s[i]) {
			return ""
		}
	}
	return `; did you mean "#` + s + `"?`
}

// hexColor is CSS Color 4 §5.2 <hex-color>.
func (p *colParser) hexColor() (colValue, *Error) {
	t := p.tok
	h := t.Value
	raw := p.s[t.Start+1:t.End] == h // no escapes: offsets map 1:1
	for i := 0; i < len(h); i++ {
		if !isHexDigit(h[i]) {
			if raw {
				off := t.Start + 1 + i
				return colValue{}, errChar(p.s, off, describeChar(p.s, off)+" is not a hex digit")
			}
			return colValue{}, p.errTok("a hex colour has only the digits 0-9 and a-f after \"#\"")
		}
	}
	v := colValue{space: colSRGB, alpha: 1}
	switch len(h) {
	case 3, 4:
		for i := 0; i < len(h); i++ {
			x := float64(hexDigitValue(h[i])*17) / 255
			if i < 3 {
				v.c[i] = x
			} else {
				v.alpha = x
			}
		}
	case 6, 8:
		for i := 0; i < len(h); i += 2 {
			x := float64(hexDigitValue(h[i])<<4|hexDigitValue(h[i+1])) / 255
			if i < 6 {
				v.c[i/2] = x
			} else {
				v.alpha = x
			}
		}
	default:
		return colValue{}, p.errTok("a hex colour has 3, 4, 6 or 8 digits, not " + strconv.Itoa(len(h)))
	}
	p.advance()
	return v, nil
}

// colSystemColor is one system colour keyword of CSS Color 4 §6.2 with the
// light-scheme value ParseCSSColor gives it; deprecated ones (§6.2.1) name
// the colour they map to in use.
type colSystemColor struct {
	name   string
	rgb    Color
	useFor string // for a deprecated keyword: the replacement
}

var colSystemColors = [...]colSystemColor{
	{name: "accentcolor", rgb: Color{0x00, 0x75, 0xff}},
	{name: "accentcolortext", rgb: Color{0xff, 0xff, 0xff}},
	{name: "activetext", rgb: Color{0xff, 0x00, 0x00}},
	{name: "buttonborder", rgb: Color{0x76, 0x76, 0x76}},
	{name: "buttonface", rgb: Color{0xef, 0xef, 0xef}},
	{name: "buttontext", rgb: Color{0x00, 0x00, 0x00}},
	{name: "canvas", rgb: Color{0xff, 0xff, 0xff}},
	{name: "canvastext", rgb: Color{0x00, 0x00, 0x00}},
	{name: "field", rgb: Color{0xff, 0xff, 0xff}},
	{name: "fieldtext", rgb: Color{0x00, 0x00, 0x00}},
	{name: "graytext", rgb: Color{0x80, 0x80, 0x80}},
	{name: "highlight", rgb: Color{0xb5, 0xd5, 0xff}},
	{name: "highlighttext", rgb: Color{0x00, 0x00, 0x00}},
	{name: "linktext", rgb: Color{0x00, 0x00, 0xee}},
	{name: "mark", rgb: Color{0xff, 0xff, 0x00}},
	{name: "marktext", rgb: Color{0x00, 0x00, 0x00}},
	{name: "selecteditem", rgb: Color{0x00, 0x75, 0xff}},
	{name: "selecteditemtext", rgb: Color{0xff, 0xff, 0xff}},
	{name: "visitedtext", rgb: Color{0x55, 0x1a, 0x8b}},
	// Deprecated (CSS Color 4 §6.2.1): user agents map them to these.
	{name: "activeborder", useFor: "ButtonBorder"},
	{name: "activecaption", useFor: "Canvas"},
	{name: "appworkspace", useFor: "Canvas"},
	{name: "background", useFor: "Canvas"},
	{name: "buttonhighlight", useFor: "ButtonFace"},
	{name: "buttonshadow", useFor: "ButtonFace"},
	{name: "captiontext", useFor: "CanvasText"},
	{name: "inactiveborder", useFor: "ButtonBorder"},
	{name: "inactivecaption", useFor: "Canvas"},
	{name: "inactivecaptiontext", useFor: "GrayText"},
	{name: "infobackground", useFor: "Canvas"},
	{name: "infotext", useFor: "CanvasText"},
	{name: "menu", useFor: "Canvas"},
	{name: "menutext", useFor: "CanvasText"},
	{name: "scrollbar", useFor: "Canvas"},
	{name: "threeddarkshadow", useFor: "ButtonBorder"},
	{name: "threedface", useFor: "ButtonFace"},
	{name: "threedhighlight", useFor: "ButtonBorder"},
	{name: "threedlightshadow", useFor: "ButtonBorder"},
	{name: "threedshadow", useFor: "ButtonBorder"},
	{name: "window", useFor: "Canvas"},
	{name: "windowframe", useFor: "ButtonBorder"},
	{name: "windowtext", useFor: "CanvasText"},
}

// colSystem finds a system colour keyword, resolving a deprecated one.
func colSystem(name string) (sc colSystemColor, deprecated bool, ok bool) {
	for _, c := range colSystemColors {
		if EqualFoldASCII(name, c.name) {
			if c.useFor == "" {
				return c, false, true
			}
			for _, d := range colSystemColors {
				if EqualFoldASCII(c.useFor, d.name) {
					return colSystemColor{name: c.name, rgb: d.rgb, useFor: c.useFor}, true, true
				}
			}
		}
	}
	return colSystemColor{}, false, false
}

func colFrom8(c Color) colValue {
	return colValue{space: colSRGB, c: [3]float64{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255}, alpha: 1}
}

// keywordColor handles the <ident> colours: named colours, transparent,
// currentcolor and system colours.
func (p *colParser) keywordColor() (colValue, *Error) {
	name := p.tok.Value
	if c, ok := NamedColor(name); ok {
		p.advance()
		return colFrom8(c), nil
	}
	switch {
	case EqualFoldASCII(name, "transparent"):
		p.advance()
		return colValue{space: colSRGB}, nil
	case EqualFoldASCII(name, "currentcolor"):
		// Resolved with no element: the initial value of 'color'
		// (CanvasText), opaque black in a light scheme.
		p.advance()
		return colValue{space: colSRGB, alpha: 1}, nil
	}
	if sc, deprecated, ok := colSystem(name); ok {
		if deprecated && p.strict {
			return colValue{}, p.errTok(`"` + name + `" is a deprecated system colour (CSS Color 4 §6.2.1), which authors must not use; use ` + sc.useFor)
		}
		p.advance()
		return colFrom8(sc.rgb), nil
	}
	if EqualFoldASCII(name, "none") {
		return colValue{}, p.errTok(`"none" is not a colour; it can only stand for a component inside a colour function`)
	}
	return colValue{}, errKind(KindUnknown, p.tok.Start, p.tok.End, `unknown colour name "`+name+`"`+colHexHint(name))
}

// colorFunction dispatches on the function name.
func (p *colParser) colorFunction() (colValue, *Error) {
	if p.depth >= colMaxDepth {
		return colValue{}, p.errTok("colour functions are nested too deeply")
	}
	p.depth++
	defer func() { p.depth-- }()
	name := p.tok.Value
	for i := range colFuncs {
		f := &colFuncs[i]
		if EqualFoldASCII(name, f.name) {
			return p.channelFunction(f, f.name)
		}
		if f.alias != "" && EqualFoldASCII(name, f.alias) {
			return p.channelFunction(f, f.alias)
		}
	}
	switch {
	case EqualFoldASCII(name, "color"):
		return p.channelFunction(nil, "color")
	case EqualFoldASCII(name, "color-mix"):
		return p.colorMix()
	case EqualFoldASCII(name, "light-dark"):
		return p.lightDark()
	case EqualFoldASCII(name, "var"), EqualFoldASCII(name, "env"), EqualFoldASCII(name, "attr"):
		return colValue{}, p.errTok(toLowerASCII(p.tok.Value) + "() needs a style context; it is not a colour in an attribute value")
	}
	return colValue{}, p.errTok(`"` + toLowerASCII(p.tok.Value) + `()" is not a colour function; expected rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix() or light-dark()`)
}

// colSlot describes one channel of a colour function.
type colSlot struct {
	name string  // for messages: "red", "hue", ...
	pct  float64 // the value of 100%; 0 for a <hue>, which takes angles instead
}

func (sl colSlot) hue() bool { return sl.pct == 0 }

// colFunc describes a channel-based colour function of CSS Color 4.
type colFunc struct {
	name, alias string
	space       colSpace
	slots       [3]colSlot
	chans       [3]string // relative colour syntax channel keywords
	legacy      bool      // has the legacy comma syntax
}

var colFuncs = [...]colFunc{
	{name: "rgb", alias: "rgba", space: colSRGB, legacy: true,
		slots: [3]colSlot{{"red", 255}, {"green", 255}, {"blue", 255}}, chans: [3]string{"r", "g", "b"}},
	{name: "hsl", alias: "hsla", space: colHSL, legacy: true,
		slots: [3]colSlot{{"hue", 0}, {"saturation", 100}, {"lightness", 100}}, chans: [3]string{"h", "s", "l"}},
	{name: "hwb", space: colHWB,
		slots: [3]colSlot{{"hue", 0}, {"whiteness", 100}, {"blackness", 100}}, chans: [3]string{"h", "w", "b"}},
	{name: "lab", space: colLab,
		slots: [3]colSlot{{"lightness", 100}, {"a", 125}, {"b", 125}}, chans: [3]string{"l", "a", "b"}},
	{name: "lch", space: colLCH,
		slots: [3]colSlot{{"lightness", 100}, {"chroma", 150}, {"hue", 0}}, chans: [3]string{"l", "c", "h"}},
	{name: "oklab", space: colOklab,
		slots: [3]colSlot{{"lightness", 1}, {"a", 0.4}, {"b", 0.4}}, chans: [3]string{"l", "a", "b"}},
	{name: "oklch", space: colOklch,
		slots: [3]colSlot{{"lightness", 1}, {"chroma", 0.4}, {"hue", 0}}, chans: [3]string{"l", "c", "h"}},
}

// colColorFuncRGB and colColorFuncXYZ describe color(): "r g b" or "x y z",
// 100% is 1.
var (
	colColorFuncRGB = colFunc{name: "color", slots: [3]colSlot{{"red", 1}, {"green", 1}, {"blue", 1}}, chans: [3]string{"r", "g", "b"}}
	colColorFuncXYZ = colFunc{name: "color", slots: [3]colSlot{{"x", 1}, {"y", 1}, {"z", 1}}, chans: [3]string{"x", "y", "z"}}
)

// colArgKind is what a component turned out to be.
type colArgKind uint8

const (
	colKNumber colArgKind = iota
	colKPercent
	colKAngle // in degrees
	colKNone
)

// colArg is one parsed component.
type colArg struct {
	v          float64
	kind       colArgKind
	start, end int
}

// channelFunction parses rgb(), hsl(), hwb(), lab(), lch(), oklab(),
// oklch() (f) and color() (f == nil), in the modern syntax, the legacy
// comma syntax where there is one, and the relative syntax. fname is the
// name for messages ("rgba" for rgba()).
func (p *colParser) channelFunction(f *colFunc, fname string) (colValue, *Error) {
	p.advance()
	p.skipWS()
	var rel colChannels
	relative := false
	var origin colValue
	if p.tok.isIdent("from") {
		relative = true
		p.advance()
		p.skipWS()
		o, err := p.color()
		if err != nil {
			return colValue{}, err
		}
		origin = o
		p.skipWS()
	}
	if f == nil {
		// color(): the colour space comes first.
		if p.tok.Kind != cssIdent {
			return colValue{}, p.errTok("color() needs a colour space first (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65), found " + p.describe(p.tok))
		}
		sp, ok := colColorSpace(p.tok.Value, false)
		if !ok {
			if len(p.tok.Value) > 2 && p.tok.Value[0] == '-' && p.tok.Value[1] == '-' {
				return colValue{}, p.errTok(`custom colour spaces ("` + p.tok.Value + `", defined with @color-profile) are not supported here`)
			}
			return colValue{}, errKind(KindUnknown, p.tok.Start, p.tok.End, `unknown colour space "`+p.tok.Value+`" for color(); expected srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65`)
		}
		g := colColorFuncRGB
		if sp == colXYZD50 || sp == colXYZD65 {
			g = colColorFuncXYZ
		}
		g.space = sp
		f = &g
		p.advance()
	}
	if relative {
		o := colConvert(origin, f.space)
		rel.names = f.chans
		for i := 0; i < 3; i++ {
			x := o.c[i]
			if o.none[i] || math.IsNaN(x) {
				x = 0
			}
			rel.vals[i] = x
		}
		if f.space == colSRGB && f.name == "rgb" {
			for i := 0; i < 3; i++ {
				rel.vals[i] *= 255
			}
		}
		if !o.none[3] {
			rel.vals[3] = o.alpha
		}
	}
	v := colValue{space: f.space, alpha: 1}
	if relative {
		v.alpha = rel.vals[3]
		saved, savedHas := p.chans, p.hasChans
		p.chans, p.hasChans = rel, true
		defer func() { p.chans, p.hasChans = saved, savedHas }()
	}
	p.skipWS()
	var args [3]colArg
	n := 0
	legacy := false
	for {
		p.skipWS()
		if p.tok.Kind == cssRightParen || p.tok.Kind == cssEOF || (p.tok.Kind == cssDelim && p.tok.Delim == '/') {
			break
		}
		if p.tok.Kind == cssComma {
			if n == 1 && f.legacy && !relative {
				legacy = true
				break
			}
			if n == 0 {
				return colValue{}, p.errTok("expected the " + f.slots[0].name + " value, found a comma")
			}
			if f.legacy && !relative {
				return colValue{}, p.errTok(`commas and spaces cannot be mixed: write ` + fname + `(a, b, c) or ` + fname + `(a b c)`)
			}
			return colValue{}, p.errTok(fname + "() takes space-separated values, not commas")
		}
		if n == 3 {
			switch p.tok.Kind {
			case cssNumber, cssPercentage, cssDimension, cssIdent, cssFunction:
				return colValue{}, p.errTok(fname + `() takes 3 values, found a 4th; an alpha value goes after "/"`)
			}
			return colValue{}, p.errTok(`expected "/" or ")" after the 3 values of ` + fname + "(), found " + p.describe(p.tok))
		}
		a, err := p.component(f.slots[n], fname, true)
		if err != nil {
			return colValue{}, err
		}
		args[n] = a
		n++
	}
	if legacy {
		return p.legacyFunction(f, fname, args[0])
	}
	if n < 3 {
		if p.tok.Kind == cssDelim {
			return colValue{}, p.errTok(fname + `() takes 3 values before "/", not ` + strconv.Itoa(n))
		}
		return colValue{}, p.errTok(fname + "() takes 3 values, not " + strconv.Itoa(n))
	}
	if p.tok.Kind == cssDelim { // "/"
		p.advance()
		p.skipWS()
		a, err := p.component(colSlot{"alpha", 1}, fname, true)
		if err != nil {
			return colValue{}, err
		}
		if a.kind == colKNone {
			v.none[3] = true
			v.alpha = 0
		} else {
			v.alpha = colClamp(a.v, 0, 1)
		}
		p.skipWS()
	}
	for i := 0; i < 3; i++ {
		if args[i].kind == colKNone {
			v.none[i] = true
			continue
		}
		v.c[i] = args[i].v
	}
	colFixRanges(&v, f)
	if err := p.close(fname); err != nil {
		return colValue{}, err
	}
	return v, nil
}

// close expects the ")" of a function; the end of the value closes it too
// for the CSS parser, but is not conforming.
func (p *colParser) close(fname string) *Error {
	switch p.tok.Kind {
	case cssRightParen:
		p.advance()
		return nil
	case cssEOF:
		if p.strict {
			return p.errTok(`missing ")" at the end of ` + fname + "()")
		}
		return nil
	}
	return p.errTok(`expected ")" to close ` + fname + "(), found " + p.describe(p.tok))
}

// colFixRanges turns the parsed numbers of f into the internal scale of
// f.space and applies the parse-time clamps of CSS Color 4.
func colFixRanges(v *colValue, f *colFunc) {
	switch f.space {
	case colSRGB:
		if f.name == "rgb" { // rgb() is 0..255 and clamped
			for i := 0; i < 3; i++ {
				v.c[i] = colClamp(v.c[i], 0, 255) / 255
			}
		}
	case colHSL:
		v.c[1] = math.Max(v.c[1], 0) // saturation below 0% is clamped
	case colLab, colLCH:
		v.c[0] = colClamp(v.c[0], 0, 100)
		if f.space == colLCH {
			v.c[1] = math.Max(v.c[1], 0)
		}
	case colOklab, colOklch:
		v.c[0] = colClamp(v.c[0], 0, 1)
		if f.space == colOklch {
			v.c[1] = math.Max(v.c[1], 0)
		}
	}
}

// colClamp clamps x to [lo, hi]; NaN becomes lo.
func colClamp(x, lo, hi float64) float64 {
	if !(x > lo) {
		return lo
	}
	if x > hi {
		return hi
	}
	return x
}

// legacyFunction finishes rgb(a, b, c[, alpha]) and hsl(h, s%, l%[, alpha])
// once the first comma is the current token.
func (p *colParser) legacyFunction(f *colFunc, fname string, first colArg) (colValue, *Error) {
	args := [3]colArg{first}
	if first.kind == colKNone {
		return colValue{}, errAt(first.start, first.end, `"none" is not allowed in the legacy comma-separated `+fname+`() syntax`)
	}
	isRGB := f.space == colSRGB
	v := colValue{space: f.space, alpha: 1}
	n := 1
	for {
		// The current token is a comma (or the end of the arguments).
		if p.tok.Kind != cssComma {
			break
		}
		p.advance()
		p.skipWS()
		if n == 4 {
			return colValue{}, p.errTok(fname + "() takes 3 values and an optional alpha, found a 5th value")
		}
		slot := colSlot{"alpha", 1}
		if n < 3 {
			slot = f.slots[n]
		}
		a, err := p.component(slot, fname, false)
		if err != nil {
			return colValue{}, err
		}
		switch {
		case n == 3:
			v.alpha = colClamp(a.v, 0, 1)
		case isRGB && a.kind != first.kind:
			return colValue{}, errAt(a.start, a.end, "the legacy comma-separated "+fname+"() syntax cannot mix numbers and percentages; make all three "+colKindPlural(first.kind))
		case !isRGB && a.kind != colKPercent:
			return colValue{}, errAt(a.start, a.end, "in the legacy comma-separated "+fname+"() syntax the "+slot.name+" must be a percentage")
		default:
			args[n] = a
		}
		n++
		p.skipWS()
		if p.tok.Kind != cssComma && p.tok.Kind != cssRightParen && p.tok.Kind != cssEOF {
			return colValue{}, p.errTok("expected a comma or \")\" in " + fname + "(), found " + p.describe(p.tok) + "; the legacy syntax separates every value with a comma")
		}
	}
	if n < 3 {
		return colValue{}, p.errTok(fname + "() takes 3 values, not " + strconv.Itoa(n))
	}
	for i := 0; i < 3; i++ {
		v.c[i] = args[i].v
	}
	colFixRanges(&v, f)
	if err := p.close(fname); err != nil {
		return colValue{}, err
	}
	return v, nil
}

func colKindPlural(k colArgKind) string {
	if k == colKPercent {
		return "percentages"
	}
	return "numbers"
}

// component parses one channel or alpha value: a number, a percentage,
// an angle (for a hue), "none" (modern syntax only), a channel keyword of
// relative colour syntax, or a math function. The result is scaled:
// percentages by slot.pct, angles to degrees.
func (p *colParser) component(slot colSlot, fname string, modern bool) (colArg, *Error) {
	t := p.tok
	a := colArg{start: t.Start, end: t.End}
	switch t.Kind {
	case cssNumber:
		a.v, a.kind = t.Number, colKNumber
		p.advance()
	case cssPercentage:
		a.v, a.kind = t.Number, colKPercent
		p.advance()
	case cssDimension:
		d, ok := cssAngleDegrees(t.Number, t.Unit)
		if !ok {
			return a, p.errTok(`"` + t.Unit + `" is not allowed in ` + fname + "(): the " + slot.name + " takes " + colSlotWants(slot))
		}
		a.v, a.kind = d, colKAngle
		p.advance()
	case cssIdent:
		if EqualFoldASCII(t.Value, "none") {
			if !modern {
				return a, p.errTok(`"none" is not allowed in the legacy comma-separated ` + fname + "() syntax")
			}
			a.kind = colKNone
			p.advance()
			return a, nil
		}
		if x, ok := p.channelKeyword(t.Value); ok {
			a.v, a.kind = x, colKNumber
			p.advance()
			break
		}
		return a, p.errTok("expected " + colSlotWants(slot) + " for the " + slot.name + " in " + fname + "(), found " + p.describe(t))
	case cssFunction:
		if cssIsMathFunction(t.Value) {
			x, typ, err := p.mathFunction()
			if err != nil {
				return a, err
			}
			a.v, a.end = x.v, x.end
			switch typ {
			case cssCalcNumber:
				a.kind = colKNumber
			case cssCalcPercent:
				a.kind = colKPercent
			default:
				a.kind = colKAngle
			}
			break
		}
		return a, p.errTok("expected " + colSlotWants(slot) + " for the " + slot.name + " in " + fname + "(), found " + p.describe(t))
	default:
		return a, p.errTok("expected " + colSlotWants(slot) + " for the " + slot.name + " in " + fname + "(), found " + p.describe(t))
	}
	switch {
	case a.kind == colKAngle && !slot.hue():
		return a, errAt(a.start, a.end, "the "+slot.name+" in "+fname+"() takes "+colSlotWants(slot)+", not an angle")
	case a.kind == colKPercent && slot.hue():
		return a, errAt(a.start, a.end, "the hue in "+fname+"() takes a number or an angle, not a percentage")
	case a.kind == colKPercent:
		a.v = a.v / 100 * slot.pct
	}
	if math.IsNaN(a.v) { // NaN from a math function is censored to 0
		a.v = 0
	}
	return a, nil
}

func colSlotWants(slot colSlot) string {
	if slot.hue() {
		return "a number or an angle (deg, grad, rad, turn)"
	}
	return "a number or a percentage"
}

// channelKeyword resolves a relative colour syntax channel keyword.
func (p *colParser) channelKeyword(name string) (float64, bool) {
	if !p.hasChans {
		return 0, false
	}
	if i := cssKeywordIndex(name, p.chans.names[:]); i >= 0 {
		return p.chans.vals[i], true
	}
	if EqualFoldASCII(name, "alpha") {
		return p.chans.vals[3], true
	}
	return 0, false
}

// colColorSpace finds a colour space name: color()'s predefined spaces, or
// with mix also hsl ... oklch for color-mix(). "xyz" is xyz-d65.
func colColorSpace(name string, mix bool) (colSpace, bool) {
	if EqualFoldASCII(name, "xyz") {
		return colXYZD65, true
	}
	last := colXYZD65
	if mix {
		last = colOklch
	}
	if i := cssKeywordIndex(name, colSpaceNames[:last+1]); i >= 0 {
		return colSpace(i), true
	}
	return 0, false
}

// lightDark is CSS Color 5 light-dark(<color>, <color>). With no page to
// ask, the light colour is used.
func (p *colParser) lightDark() (colValue, *Error) {
	p.advance()
	p.skipWS()
	light, err := p.color()
	if err != nil {
		return colValue{}, err
	}
	p.skipWS()
	if p.tok.Kind != cssComma {
		return colValue{}, p.errTok("light-dark() takes two colours separated by a comma, found " + p.describe(p.tok))
	}
	p.advance()
	p.skipWS()
	if _, err := p.color(); err != nil {
		return colValue{}, err
	}
	p.skipWS()
	if err := p.close("light-dark"); err != nil {
		return colValue{}, err
	}
	return light, nil
}

// colorMix is CSS Color 5 color-mix(in <space> [<hue-method> hue]?,
// <color> <percentage>?, <color> <percentage>?) (the percentage may also
// come first).
func (p *colParser) colorMix() (colValue, *Error) {
	p.advance()
	p.skipWS()
	if !p.tok.isIdent("in") {
		return colValue{}, p.errTok(`color-mix() starts with "in" and a colour space, as in color-mix(in srgb, red, blue); found ` + p.describe(p.tok))
	}
	p.advance()
	p.skipWS()
	if p.tok.Kind != cssIdent {
		return colValue{}, p.errTok("expected a colour space after \"in\", found " + p.describe(p.tok))
	}
	space, ok := colColorSpace(p.tok.Value, true)
	if !ok {
		return colValue{}, errKind(KindUnknown, p.tok.Start, p.tok.End, `unknown colour space "`+p.tok.Value+`" for color-mix(); expected srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, lab, oklab, xyz, xyz-d50, xyz-d65, hsl, hwb, lch or oklch`)
	}
	p.advance()
	p.skipWS()
	method := colHueShorter
	if p.tok.Kind == cssIdent {
		m, ok := colHueMethodNamed(p.tok.Value)
		if !ok {
			return colValue{}, p.errTok("expected a hue interpolation method (shorter, longer, increasing or decreasing, then \"hue\") or a comma, found " + p.describe(p.tok))
		}
		if !space.polar() {
			return colValue{}, p.errTok("a hue interpolation method needs a polar colour space (hsl, hwb, lch or oklch), not " + colSpaceNames[space])
		}
		method = m
		p.advance()
		p.skipWS()
		if !p.tok.isIdent("hue") {
			return colValue{}, p.errTok(`expected "hue" after the hue interpolation method, found ` + p.describe(p.tok))
		}
		p.advance()
		p.skipWS()
	}
	var cols [2]colValue
	var pcts [2]float64
	var has [2]bool
	for i := 0; i < 2; i++ {
		if p.tok.Kind != cssComma {
			if i == 0 {
				return colValue{}, p.errTok("expected a comma after the colour space of color-mix(), found " + p.describe(p.tok))
			}
			return colValue{}, p.errTok("color-mix() takes two colours separated by a comma, found " + p.describe(p.tok))
		}
		p.advance()
		p.skipWS()
		if p.isPercentageStart() {
			x, err := p.mixPercentage()
			if err != nil {
				return colValue{}, err
			}
			pcts[i], has[i] = x, true
			p.skipWS()
		}
		c, err := p.color()
		if err != nil {
			return colValue{}, err
		}
		cols[i] = c
		p.skipWS()
		if !has[i] && p.isPercentageStart() {
			x, err := p.mixPercentage()
			if err != nil {
				return colValue{}, err
			}
			pcts[i], has[i] = x, true
			p.skipWS()
		}
	}
	if p.tok.Kind == cssComma {
		return colValue{}, p.errTok("color-mix() mixes exactly two colours here; a third is not supported")
	}
	closeTok := p.tok
	if err := p.close("color-mix"); err != nil {
		return colValue{}, err
	}
	// CSS Color 5 §2.1 percentage normalization.
	p1, p2 := pcts[0], pcts[1]
	switch {
	case !has[0] && !has[1]:
		p1, p2 = 50, 50
	case !has[1]:
		p2 = 100 - p1
	case !has[0]:
		p1 = 100 - p2
	}
	sum := p1 + p2
	if sum == 0 {
		return colValue{}, errAt(closeTok.Start, closeTok.End, "the percentages of color-mix() add up to 0%")
	}
	mult := 1.0
	if sum < 100 {
		mult = sum / 100
	}
	return colMix(space, method, cols[0], cols[1], p2/sum, mult), nil
}

// isPercentageStart reports whether the current token starts a
// percentage: a <percentage> token or a math function.
func (p *colParser) isPercentageStart() bool {
	return p.tok.Kind == cssPercentage || (p.tok.Kind == cssFunction && cssIsMathFunction(p.tok.Value))
}

// mixPercentage parses a color-mix() <percentage [0,100]>.
func (p *colParser) mixPercentage() (float64, *Error) {
	start := p.tok.Start
	var x cssCalcVal
	if p.tok.Kind == cssPercentage {
		x = cssCalcVal{v: p.tok.Number, typ: cssCalcPercent, end: p.tok.End}
		p.advance()
	} else {
		v, typ, err := p.mathFunction()
		if err != nil {
			return 0, err
		}
		if typ != cssCalcPercent {
			return 0, errAt(start, v.end, "expected a percentage in color-mix(), found a math function that is not one")
		}
		x = v
	}
	if math.IsNaN(x.v) {
		x.v = 0
	}
	if x.v < 0 || x.v > 100 {
		return 0, errAt(start, x.end, "a color-mix() percentage must be between 0% and 100%")
	}
	return x.v, nil
}

// colHueMethodNamed reads a <hue-interpolation-method> keyword.
func colHueMethodNamed(s string) (colHueMethod, bool) {
	switch {
	case EqualFoldASCII(s, "shorter"):
		return colHueShorter, true
	case EqualFoldASCII(s, "longer"):
		return colHueLonger, true
	case EqualFoldASCII(s, "increasing"):
		return colHueIncreasing, true
	case EqualFoldASCII(s, "decreasing"):
		return colHueDecreasing, true
	}
	return 0, false
}
