package microsyntax

import "math"

// Colour maths for csscolor.go: interpolation (CSS Color 4 §12, and CSS
// Color 5 §2 for color-mix()) and conversion between the colour spaces of
// CSS Color 4 §7-§10, after §17 "Sample code for color conversions". No
// parsing here: these work on the colValue the parser builds.

// colHueMethod is a <hue-interpolation-method> (CSS Color 4 §12.4).
type colHueMethod uint8

const (
	colHueShorter colHueMethod = iota
	colHueLonger
	colHueIncreasing
	colHueDecreasing
)

// Interpolation: CSS Color 4 §12 and CSS Color 5 §2 (color-mix).

// colCategory is the analogous-component category (CSS Color 4 §12.2) of
// component i of space sp: 1 reds, 2 greens, 3 blues, 4 lightness,
// 5 colourfulness, 6 hue, 7 opponent a, 8 opponent b; 0 for none.
func colCategory(sp colSpace, i int) int {
	switch sp {
	case colHSL:
		return [3]int{6, 5, 0}[i]
	case colHWB:
		return [3]int{6, 0, 0}[i]
	case colLab, colOklab:
		return [3]int{4, 7, 8}[i]
	case colLCH, colOklch:
		return [3]int{4, 5, 6}[i]
	}
	return i + 1 // RGB and XYZ spaces
}

// colHueIndex is the index of the hue component of a polar space, or -1.
func colHueIndex(sp colSpace) int {
	switch sp {
	case colHSL, colHWB:
		return 0
	case colLCH, colOklch:
		return 2
	}
	return -1
}

// colToMixSpace converts v for interpolation in sp: missing components
// carry over to analogous ones, and a hue made powerless by the
// conversion (an achromatic colour) becomes missing.
func colToMixSpace(v colValue, sp colSpace) colValue {
	if v.space == sp {
		return v
	}
	out := colConvert(v, sp)
	for i := 0; i < 3; i++ {
		if !v.none[i] {
			continue
		}
		if cat := colCategory(v.space, i); cat != 0 {
			for j := 0; j < 3; j++ {
				if colCategory(sp, j) == cat {
					out.none[j], out.c[j] = true, 0
				}
			}
		}
	}
	if h := colHueIndex(sp); h >= 0 {
		powerless := false
		switch sp {
		case colHSL:
			powerless = math.Abs(out.c[1]) < 1e-5
		case colHWB:
			powerless = out.c[1]+out.c[2] >= 100-1e-5
		case colLCH:
			powerless = out.c[1] < 1e-3
		case colOklch:
			powerless = out.c[1] < 1e-5
		}
		if powerless || math.IsNaN(out.c[h]) {
			out.none[h], out.c[h] = true, 0
		}
	}
	return out
}

// colMix interpolates a and b in space sp, t being b's share (CSS Color 5
// §2.1): missing components take the other colour's value, hues are fixed
// up by method, non-hue components are premultiplied by alpha, and the
// result's alpha is scaled by mult (percentages summing below 100%).
func colMix(sp colSpace, method colHueMethod, a, b colValue, t, mult float64) colValue {
	x, y := colToMixSpace(a, sp), colToMixSpace(b, sp)
	out := colValue{space: sp}
	// Missing components (index 3 is alpha).
	get := func(v *colValue, i int) float64 {
		if i == 3 {
			return v.alpha
		}
		return v.c[i]
	}
	set := func(v *colValue, i int, f float64) {
		if i == 3 {
			v.alpha = f
		} else {
			v.c[i] = f
		}
	}
	for i := 0; i < 4; i++ {
		switch {
		case x.none[i] && y.none[i]:
			out.none[i] = true
		case x.none[i]:
			set(&x, i, get(&y, i))
		case y.none[i]:
			set(&y, i, get(&x, i))
		}
	}
	ax, ay := x.alpha, y.alpha
	if out.none[3] {
		ax, ay = 1, 1
	}
	alpha := ax*(1-t) + ay*t
	h := colHueIndex(sp)
	if h >= 0 && !out.none[h] {
		h1, h2 := colNormHue(x.c[h]), colNormHue(y.c[h])
		d := h2 - h1
		switch method {
		case colHueShorter:
			if d > 180 {
				h1 += 360
			} else if d < -180 {
				h2 += 360
			}
		case colHueLonger:
			if 0 < d && d < 180 {
				h1 += 360
			} else if -180 < d && d <= 0 {
				h2 += 360
			}
		case colHueIncreasing:
			if d < 0 {
				h2 += 360
			}
		case colHueDecreasing:
			if d > 0 {
				h1 += 360
			}
		}
		out.c[h] = colNormHue(h1*(1-t) + h2*t)
	}
	for i := 0; i < 3; i++ {
		if i == h || out.none[i] {
			continue
		}
		v := x.c[i]*ax*(1-t) + y.c[i]*ay*t
		if alpha != 0 {
			v /= alpha
		}
		out.c[i] = v
	}
	if out.none[3] {
		out.alpha = 0
	} else {
		out.alpha = alpha * mult
	}
	return out
}

// colNormHue maps a hue in degrees to [0, 360).
func colNormHue(h float64) float64 {
	if math.IsNaN(h) || math.IsInf(h, 0) {
		return 0
	}
	h = math.Mod(h, 360)
	if h < 0 {
		h += 360
	}
	if h >= 360 { // -tiny + 360 can round to 360
		h = 0
	}
	return h
}

// Colour conversion: CSS Color 4 §17 "Sample code for color conversions",
// with every RGB space's matrix derived from its primaries and white point
// (CSS Color 4 §10.1-§10.7) rather than transcribed.

type colMat [3][3]float64

func (m *colMat) apply(v [3]float64) [3]float64 {
	return [3]float64{
		m[0][0]*v[0] + m[0][1]*v[1] + m[0][2]*v[2],
		m[1][0]*v[0] + m[1][1]*v[1] + m[1][2]*v[2],
		m[2][0]*v[0] + m[2][1]*v[1] + m[2][2]*v[2],
	}
}

func colMatMul(a, b colMat) colMat {
	var r colMat
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			r[i][j] = a[i][0]*b[0][j] + a[i][1]*b[1][j] + a[i][2]*b[2][j]
		}
	}
	return r
}

func colInverse(m colMat) colMat {
	a, b, c := m[0][0], m[0][1], m[0][2]
	d, e, f := m[1][0], m[1][1], m[1][2]
	g, h, i := m[2][0], m[2][1], m[2][2]
	A, B, C := e*i-f*h, -(d*i - f*g), d*h-e*g
	det := a*A + b*B + c*C
	return colMat{
		{A / det, -(b*i - c*h) / det, (b*f - c*e) / det},
		{B / det, (a*i - c*g) / det, -(a*f - c*d) / det},
		{C / det, -(a*h - b*g) / det, (a*e - b*d) / det},
	}
}

// colXYZ is the XYZ of chromaticity (x, y) with Y = 1.
func colXYZ(x, y float64) [3]float64 { return [3]float64{x / y, 1, (1 - x - y) / y} }

// colPrimaries builds the linear-RGB-to-XYZ matrix of an RGB space from
// the chromaticities of its primaries and its white point.
func colPrimaries(xr, yr, xg, yg, xb, yb float64, white [3]float64) colMat {
	r, g, b := colXYZ(xr, yr), colXYZ(xg, yg), colXYZ(xb, yb)
	p := colMat{{r[0], g[0], b[0]}, {r[1], g[1], b[1]}, {r[2], g[2], b[2]}}
	inv := colInverse(p)
	s := inv.apply(white)
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			p[i][j] *= s[j]
		}
	}
	return p
}

// colBradford is the Bradford chromatic adaptation from white src to dst.
func colBradford(src, dst [3]float64) colMat {
	m := colMat{{0.8951, 0.2664, -0.1614}, {-0.7502, 1.7135, 0.0367}, {0.0389, -0.0685, 1.0296}}
	s, d := m.apply(src), m.apply(dst)
	scale := colMat{{d[0] / s[0], 0, 0}, {0, d[1] / s[1], 0}, {0, 0, d[2] / s[2]}}
	return colMatMul(colInverse(m), colMatMul(scale, m))
}

var (
	// CSS Color 4 §10: the D50 and D65 white points, from chromaticities.
	colWhiteD50 = colXYZ(0.3457, 0.3585)
	colWhiteD65 = colXYZ(0.3127, 0.3290)

	colD50ToD65 = colBradford(colWhiteD50, colWhiteD65)
	colD65ToD50 = colBradford(colWhiteD65, colWhiteD50)

	colMSRGB       = colPrimaries(0.640, 0.330, 0.300, 0.600, 0.150, 0.060, colWhiteD65)
	colMDisplayP3  = colPrimaries(0.680, 0.320, 0.265, 0.690, 0.150, 0.060, colWhiteD65)
	colMA98        = colPrimaries(0.6400, 0.3300, 0.2100, 0.7100, 0.1500, 0.0600, colWhiteD65)
	colMProPhoto   = colPrimaries(0.734699, 0.265301, 0.159597, 0.840403, 0.036598, 0.000105, colWhiteD50)
	colMRec2020    = colPrimaries(0.708, 0.292, 0.170, 0.797, 0.131, 0.046, colWhiteD65)
	colMSRGBInv    = colInverse(colMSRGB)
	colMDisplayInv = colInverse(colMDisplayP3)
	colMA98Inv     = colInverse(colMA98)
	colMProInv     = colInverse(colMProPhoto)
	colMRec2020Inv = colInverse(colMRec2020)
)

// Transfer functions, extended to negative values by symmetry as CSS Color
// 4 does.

func colSign(x, mag float64) float64 {
	if x < 0 {
		return -mag
	}
	return mag
}

func colSRGBToLinear(c float64) float64 {
	a := math.Abs(c)
	if a <= 0.04045 {
		return c / 12.92
	}
	return colSign(c, math.Pow((a+0.055)/1.055, 2.4))
}

func colSRGBFromLinear(c float64) float64 {
	a := math.Abs(c)
	if a > 0.0031308 {
		return colSign(c, 1.055*math.Pow(a, 1/2.4)-0.055)
	}
	return 12.92 * c
}

func colA98ToLinear(c float64) float64   { return colSign(c, math.Pow(math.Abs(c), 563.0/256)) }
func colA98FromLinear(c float64) float64 { return colSign(c, math.Pow(math.Abs(c), 256.0/563)) }

func colProPhotoToLinear(c float64) float64 {
	a := math.Abs(c)
	if a <= 16.0/512 {
		return c / 16
	}
	return colSign(c, math.Pow(a, 1.8))
}

func colProPhotoFromLinear(c float64) float64 {
	a := math.Abs(c)
	if a >= 1.0/512 {
		return colSign(c, math.Pow(a, 1/1.8))
	}
	return 16 * c
}

const (
	colRec2020Alpha = 1.09929682680944
	colRec2020Beta  = 0.018053968510807
)

func colRec2020ToLinear(c float64) float64 {
	a := math.Abs(c)
	if a < colRec2020Beta*4.5 {
		return c / 4.5
	}
	return colSign(c, math.Pow((a+colRec2020Alpha-1)/colRec2020Alpha, 1/0.45))
}

func colRec2020FromLinear(c float64) float64 {
	a := math.Abs(c)
	if a > colRec2020Beta {
		return colSign(c, colRec2020Alpha*math.Pow(a, 0.45)-(colRec2020Alpha-1))
	}
	return 4.5 * c
}

func colMap(v [3]float64, f func(float64) float64) [3]float64 {
	return [3]float64{f(v[0]), f(v[1]), f(v[2])}
}

// colHSLToSRGB is CSS Color 4 §7.1's hslToRgb.
func colHSLToSRGB(c [3]float64) [3]float64 {
	hue := colNormHue(c[0])
	sat, light := c[1]/100, c[2]/100
	f := func(n float64) float64 {
		k := math.Mod(n+hue/30, 12)
		a := sat * math.Min(light, 1-light)
		return light - a*math.Max(-1, math.Min(math.Min(k-3, 9-k), 1))
	}
	return [3]float64{f(0), f(8), f(4)}
}

// colSRGBToHSL is CSS Color 4 §7.2's rgbToHsl; an achromatic colour gets
// hue 0 (its hue is powerless).
func colSRGBToHSL(c [3]float64) [3]float64 {
	r, g, b := c[0], c[1], c[2]
	mx, mn := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
	hue, sat, light := 0.0, 0.0, (mn+mx)/2
	d := mx - mn
	if d != 0 {
		if light != 0 && light != 1 {
			sat = (mx - light) / math.Min(light, 1-light)
		}
		switch mx {
		case r:
			hue = (g - b) / d
			if g < b {
				hue += 6
			}
		case g:
			hue = (b-r)/d + 2
		default:
			hue = (r-g)/d + 4
		}
		hue *= 60
	}
	if sat < 0 { // very out-of-gamut colours
		hue += 180
		sat = -sat
	}
	return [3]float64{colNormHue(hue), sat * 100, light * 100}
}

// colHWBToSRGB is CSS Color 4 §8.1's hwbToRgb.
func colHWBToSRGB(c [3]float64) [3]float64 {
	w, bl := c[1]/100, c[2]/100
	if w+bl >= 1 {
		gray := w / (w + bl)
		return [3]float64{gray, gray, gray}
	}
	rgb := colHSLToSRGB([3]float64{c[0], 100, 50})
	for i := range rgb {
		rgb[i] = rgb[i]*(1-w-bl) + w
	}
	return rgb
}

func colSRGBToHWB(c [3]float64) [3]float64 {
	hsl := colSRGBToHSL(c)
	return [3]float64{hsl[0], math.Min(c[0], math.Min(c[1], c[2])) * 100, (1 - math.Max(c[0], math.Max(c[1], c[2]))) * 100}
}

// CIE Lab (D50), CSS Color 4 §9.
const (
	colLabK = 24389.0 / 27
	colLabE = 216.0 / 24389
)

func colLabToXYZD50(c [3]float64) [3]float64 {
	f1 := (c[0] + 16) / 116
	f0 := c[1]/500 + f1
	f2 := f1 - c[2]/200
	x := f0 * f0 * f0
	if x <= colLabE {
		x = (116*f0 - 16) / colLabK
	}
	y := f1 * f1 * f1
	if c[0] <= colLabK*colLabE {
		y = c[0] / colLabK
	}
	z := f2 * f2 * f2
	if z <= colLabE {
		z = (116*f2 - 16) / colLabK
	}
	return [3]float64{x * colWhiteD50[0], y * colWhiteD50[1], z * colWhiteD50[2]}
}

func colXYZD50ToLab(xyz [3]float64) [3]float64 {
	var f [3]float64
	for i := 0; i < 3; i++ {
		v := xyz[i] / colWhiteD50[i]
		if v > colLabE {
			f[i] = math.Cbrt(v)
		} else {
			f[i] = (colLabK*v + 16) / 116
		}
	}
	return [3]float64{116*f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])}
}

// colPolarToRect turns (L, C, H) into (L, a, b); colRectToPolar back, with
// hue 0 when chroma is 0.
func colPolarToRect(c [3]float64) [3]float64 {
	h := c[2] * math.Pi / 180
	return [3]float64{c[0], c[1] * math.Cos(h), c[1] * math.Sin(h)}
}

func colRectToPolar(c [3]float64) [3]float64 {
	ch := math.Hypot(c[1], c[2])
	h := 0.0
	if ch != 0 {
		h = colNormHue(math.Atan2(c[2], c[1]) * 180 / math.Pi)
	}
	return [3]float64{c[0], ch, h}
}

// Oklab, with Björn Ottosson's matrices on linear sRGB.
func colOklabToLinearSRGB(c [3]float64) [3]float64 {
	l := c[0] + 0.3963377774*c[1] + 0.2158037573*c[2]
	m := c[0] - 0.1055613458*c[1] - 0.0638541728*c[2]
	s := c[0] - 0.0894841775*c[1] - 1.2914855480*c[2]
	l, m, s = l*l*l, m*m*m, s*s*s
	return [3]float64{
		+4.0767416621*l - 3.3077115913*m + 0.2309699292*s,
		-1.2684380046*l + 2.6097574011*m - 0.3413193965*s,
		-0.0041960863*l - 0.7034186147*m + 1.7076147010*s,
	}
}

func colLinearSRGBToOklab(c [3]float64) [3]float64 {
	l := math.Cbrt(0.4122214708*c[0] + 0.5363325363*c[1] + 0.0514459929*c[2])
	m := math.Cbrt(0.2119034982*c[0] + 0.6806995451*c[1] + 0.1073969566*c[2])
	s := math.Cbrt(0.0883024619*c[0] + 0.2817188376*c[1] + 0.6299787005*c[2])
	return [3]float64{
		0.2104542553*l + 0.7936177850*m - 0.0040720468*s,
		1.9779984951*l - 2.4285922050*m + 0.4505937099*s,
		0.0259040371*l + 0.7827717662*m - 0.8086757660*s,
	}
}

// colComponents returns v's components with missing ones as 0.
func colComponents(v colValue) [3]float64 {
	c := v.c
	for i := 0; i < 3; i++ {
		if v.none[i] {
			c[i] = 0
		}
	}
	return c
}

// colToXYZD65 converts components c of space sp to CIE XYZ D65.
func colToXYZD65(sp colSpace, c [3]float64) [3]float64 {
	switch sp {
	case colSRGB:
		return colMSRGB.apply(colMap(c, colSRGBToLinear))
	case colSRGBLinear:
		return colMSRGB.apply(c)
	case colDisplayP3:
		return colMDisplayP3.apply(colMap(c, colSRGBToLinear))
	case colA98:
		return colMA98.apply(colMap(c, colA98ToLinear))
	case colProPhoto:
		x := colMProPhoto.apply(colMap(c, colProPhotoToLinear))
		return colD50ToD65.apply(x)
	case colRec2020:
		return colMRec2020.apply(colMap(c, colRec2020ToLinear))
	case colXYZD50:
		return colD50ToD65.apply(c)
	case colHSL:
		return colToXYZD65(colSRGB, colHSLToSRGB(c))
	case colHWB:
		return colToXYZD65(colSRGB, colHWBToSRGB(c))
	case colLab:
		return colD50ToD65.apply(colLabToXYZD50(c))
	case colLCH:
		return colD50ToD65.apply(colLabToXYZD50(colPolarToRect(c)))
	case colOklab:
		return colMSRGB.apply(colOklabToLinearSRGB(c))
	case colOklch:
		return colMSRGB.apply(colOklabToLinearSRGB(colPolarToRect(c)))
	}
	return c // colXYZD65
}

// colFromXYZD65 converts CIE XYZ D65 to the components of space sp.
func colFromXYZD65(sp colSpace, xyz [3]float64) [3]float64 {
	switch sp {
	case colSRGB:
		return colMap(colMSRGBInv.apply(xyz), colSRGBFromLinear)
	case colSRGBLinear:
		return colMSRGBInv.apply(xyz)
	case colDisplayP3:
		return colMap(colMDisplayInv.apply(xyz), colSRGBFromLinear)
	case colA98:
		return colMap(colMA98Inv.apply(xyz), colA98FromLinear)
	case colProPhoto:
		return colMap(colMProInv.apply(colD65ToD50.apply(xyz)), colProPhotoFromLinear)
	case colRec2020:
		return colMap(colMRec2020Inv.apply(xyz), colRec2020FromLinear)
	case colXYZD50:
		return colD65ToD50.apply(xyz)
	case colHSL:
		return colSRGBToHSL(colFromXYZD65(colSRGB, xyz))
	case colHWB:
		return colSRGBToHWB(colFromXYZD65(colSRGB, xyz))
	case colLab:
		return colXYZD50ToLab(colD65ToD50.apply(xyz))
	case colLCH:
		return colRectToPolar(colXYZD50ToLab(colD65ToD50.apply(xyz)))
	case colOklab:
		return colLinearSRGBToOklab(colMSRGBInv.apply(xyz))
	case colOklch:
		return colRectToPolar(colLinearSRGBToOklab(colMSRGBInv.apply(xyz)))
	}
	return xyz // colXYZD65
}

// colToSRGB gives v's gamma-encoded sRGB components (not clipped).
func colToSRGB(v colValue) [3]float64 {
	c := colComponents(v)
	switch v.space {
	case colSRGB:
		return c
	case colHSL:
		return colHSLToSRGB(c)
	case colHWB:
		return colHWBToSRGB(c)
	}
	return colFromXYZD65(colSRGB, colToXYZD65(v.space, c))
}

// colConvert converts v to space dst; missing components count as 0 and
// the result has none missing except alpha.
func colConvert(v colValue, dst colSpace) colValue {
	if v.space == dst {
		return v
	}
	out := colValue{space: dst, alpha: v.alpha}
	out.none[3] = v.none[3]
	switch dst {
	case colSRGB:
		out.c = colToSRGB(v)
	case colHSL:
		out.c = colSRGBToHSL(colToSRGB(v))
	case colHWB:
		out.c = colSRGBToHWB(colToSRGB(v))
	default:
		out.c = colFromXYZD65(dst, colToXYZD65(v.space, colComponents(v)))
	}
	return out
}
