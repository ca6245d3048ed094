package microsyntax

import (
	"math"
	"strconv"
	"strings"
)

// Math functions: CSS Values and Units 4 §10 (calc(), min(), max(),
// clamp(), round(), mod(), rem(), abs(), sign(), the trigonometric and
// exponential functions, and the constants e, pi, infinity, -infinity and
// NaN). One list of them serves everyone; then two ways of reading one:
//
//   - colours evaluate it at parse time (colParser.mathFunction and the
//     <calc-sum> grammar below), with operands typed number, percentage or
//     angle, which is all a colour channel can take;
//   - media queries and sizes only check it (mqParser.mathFunction): the
//     tokens it is made of, and the kinds of units it uses, which is what
//     decides whether it can be a length, a resolution or a number. They
//     keep its text, serialized by cssSerializeMath, since its value
//     depends on the page (em, vw, ...).

// cssMathFunctions are the math functions of CSS Values 4 §10.
var cssMathFunctions = [...]string{
	"calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign",
	"sin", "cos", "tan", "asin", "acos", "atan", "atan2", "pow", "sqrt", "hypot", "log", "exp",
}

// cssIsMathFunction reports whether name (a function token's name) is a
// math function, ASCII case-insensitively.
func cssIsMathFunction(name string) bool {
	return cssKeywordIndex(name, cssMathFunctions[:]) >= 0
}

// Evaluation, for colours: typed operands (number, percentage, angle in
// degrees), computed at parse time.

// cssCalcType is the type of a calculation (CSS Values 4 type checking), of the
// ones a colour can use.
type cssCalcType uint8

const (
	cssCalcNumber cssCalcType = iota
	cssCalcPercent
	cssCalcAngle
)

var cssCalcTypeNames = [...]string{cssCalcNumber: "a number", cssCalcPercent: "a percentage", cssCalcAngle: "an angle"}

// cssCalcVal is an evaluated math expression; end is where it ends in the
// input, for error spans.
type cssCalcVal struct {
	v   float64
	typ cssCalcType
	end int
}

// mathFunction evaluates the math function whose function token is current.
func (p *colParser) mathFunction() (cssCalcVal, cssCalcType, *Error) {
	if p.depth >= colMaxDepth {
		return cssCalcVal{}, 0, p.errTok("math functions are nested too deeply")
	}
	p.depth++
	defer func() { p.depth-- }()
	fn := p.tok
	name := fn.Value
	p.advance()
	p.skipWS()
	lname := ""
	if i := cssKeywordIndex(name, cssMathFunctions[:]); i >= 0 {
		lname = cssMathFunctions[i]
	}
	// round()'s optional rounding strategy.
	strategy := "nearest"
	if lname == "round" && p.tok.Kind == cssIdent {
		strategies := [...]string{"nearest", "up", "down", "to-zero"}
		if i := cssKeywordIndex(p.tok.Value, strategies[:]); i >= 0 {
			strategy = strategies[i]
			p.advance()
			p.skipWS()
			if p.tok.Kind != cssComma {
				return cssCalcVal{}, 0, p.errTok("expected a comma after the rounding strategy, found " + p.describe(p.tok))
			}
			p.advance()
			p.skipWS()
		}
	}
	// The comma-separated calculations.
	var args [4]cssCalcVal
	n := 0
	for {
		a, err := p.calcSum()
		if err != nil {
			return cssCalcVal{}, 0, err
		}
		if n < len(args) {
			args[n] = a
		}
		n++
		p.skipWS()
		if p.tok.Kind != cssComma {
			break
		}
		p.advance()
		p.skipWS()
	}
	if k := p.tok.Kind; k == cssNumber || k == cssPercentage || k == cssDimension {
		if c := p.s[p.tok.Start]; c == '-' || c == '+' {
			return cssCalcVal{}, 0, p.errTok(`expected an operator or ")" in ` + lname + `(), found ` + p.describe(p.tok) + `; "+" and "-" need whitespace on both sides, as in "1 ` + string(c) + ` 2"`)
		}
	}
	end := p.tok.End
	if err := p.close(lname); err != nil {
		return cssCalcVal{}, 0, err
	}
	if p.tok.Kind == cssEOF {
		end = len(p.s)
	}
	r, err := cssApplyMath(lname, strategy, args[:min(n, len(args))], n, fn.Start, end)
	if err != nil {
		return cssCalcVal{}, 0, err
	}
	r.end = end
	return r, r.typ, nil
}

// cssApplyMath computes a math function once its arguments are known.
func cssApplyMath(name, strategy string, a []cssCalcVal, n, start, end int) (cssCalcVal, *Error) {
	fail := func(reason string) (cssCalcVal, *Error) { return cssCalcVal{}, errAt(start, end, reason) }
	wantArgs := func(lo, hi int) bool { return n >= lo && (hi < 0 || n <= hi) }
	sameType := func() bool {
		for _, x := range a[1:] {
			if x.typ != a[0].typ {
				return false
			}
		}
		return true
	}
	argsWord := func(lo, hi int) string {
		switch {
		case lo == hi:
			return strconv.Itoa(lo)
		case hi < 0:
			return strconv.Itoa(lo) + " or more"
		}
		return strconv.Itoa(lo) + " or " + strconv.Itoa(hi)
	}
	lim := func(lo, hi int) *Error {
		if !wantArgs(lo, hi) {
			return errAt(start, end, name+"() takes "+argsWord(lo, hi)+" arguments, not "+strconv.Itoa(n))
		}
		if hi < 0 && n > len(a) {
			return errAt(start, end, name+"() with more than "+strconv.Itoa(len(a))+" arguments is not supported here")
		}
		return nil
	}
	mismatch := func() (cssCalcVal, *Error) {
		return fail("the arguments of " + name + "() must all be of one type (numbers, percentages or angles)")
	}
	x := a[0]
	switch name {
	case "calc", "abs", "sign", "sqrt", "exp", "sin", "cos", "tan", "asin", "acos", "atan":
		if err := lim(1, 1); err != nil {
			return cssCalcVal{}, err
		}
		switch name {
		case "calc":
			return x, nil
		case "abs":
			return cssCalcVal{v: math.Abs(x.v), typ: x.typ}, nil
		case "sign":
			s := 0.0
			switch {
			case x.v > 0:
				s = 1
			case x.v < 0:
				s = -1
			case math.IsNaN(x.v):
				s = math.NaN()
			}
			return cssCalcVal{v: s}, nil
		case "sin", "cos", "tan":
			r := x.v
			switch x.typ {
			case cssCalcAngle:
				r = x.v * math.Pi / 180
			case cssCalcPercent:
				return fail(name + "() takes a number or an angle, not a percentage")
			}
			switch name {
			case "sin":
				return cssCalcVal{v: math.Sin(r)}, nil
			case "cos":
				return cssCalcVal{v: math.Cos(r)}, nil
			}
			return cssCalcVal{v: math.Tan(r)}, nil
		}
		if x.typ != cssCalcNumber {
			return fail(name + "() takes a number, not " + cssCalcTypeNames[x.typ])
		}
		switch name {
		case "sqrt":
			return cssCalcVal{v: math.Sqrt(x.v)}, nil
		case "exp":
			return cssCalcVal{v: math.Exp(x.v)}, nil
		case "asin":
			return cssCalcVal{v: math.Asin(x.v) * 180 / math.Pi, typ: cssCalcAngle}, nil
		case "acos":
			return cssCalcVal{v: math.Acos(x.v) * 180 / math.Pi, typ: cssCalcAngle}, nil
		}
		return cssCalcVal{v: math.Atan(x.v) * 180 / math.Pi, typ: cssCalcAngle}, nil
	case "min", "max", "hypot":
		if err := lim(1, -1); err != nil {
			return cssCalcVal{}, err
		}
		if !sameType() {
			return mismatch()
		}
		r := x
		if name == "hypot" {
			h := 0.0
			for _, y := range a {
				h = math.Hypot(h, y.v)
			}
			r.v = h
			return r, nil
		}
		for _, y := range a[1:] {
			if name == "min" {
				r.v = math.Min(r.v, y.v)
			} else {
				r.v = math.Max(r.v, y.v)
			}
		}
		return r, nil
	case "clamp":
		if err := lim(3, 3); err != nil {
			return cssCalcVal{}, err
		}
		if !sameType() {
			return mismatch()
		}
		return cssCalcVal{v: math.Max(a[0].v, math.Min(a[1].v, a[2].v)), typ: x.typ}, nil
	case "mod", "rem", "atan2", "pow":
		if err := lim(2, 2); err != nil {
			return cssCalcVal{}, err
		}
		if !sameType() {
			return mismatch()
		}
		y := a[1]
		switch name {
		case "mod":
			r := math.Mod(x.v, y.v)
			if r != 0 && (r < 0) != (y.v < 0) {
				r += y.v
			}
			return cssCalcVal{v: r, typ: x.typ}, nil
		case "rem":
			return cssCalcVal{v: math.Mod(x.v, y.v), typ: x.typ}, nil
		case "atan2":
			return cssCalcVal{v: math.Atan2(x.v, y.v) * 180 / math.Pi, typ: cssCalcAngle}, nil
		}
		if x.typ != cssCalcNumber {
			return fail("pow() takes numbers, not " + cssCalcTypeNames[x.typ])
		}
		return cssCalcVal{v: math.Pow(x.v, y.v)}, nil
	case "log":
		if err := lim(1, 2); err != nil {
			return cssCalcVal{}, err
		}
		for _, y := range a {
			if y.typ != cssCalcNumber {
				return fail("log() takes numbers, not " + cssCalcTypeNames[y.typ])
			}
		}
		r := math.Log(x.v)
		if n == 2 {
			r /= math.Log(a[1].v)
		}
		return cssCalcVal{v: r}, nil
	case "round":
		if err := lim(1, 2); err != nil {
			return cssCalcVal{}, err
		}
		step := 1.0
		if n == 2 {
			if !sameType() {
				return mismatch()
			}
			step = a[1].v
		} else if x.typ != cssCalcNumber {
			return fail("round() needs a step (its second argument) when rounding " + cssCalcTypeNames[x.typ])
		}
		q := x.v / step
		switch strategy {
		case "up":
			q = math.Ceil(q)
		case "down":
			q = math.Floor(q)
		case "to-zero":
			q = math.Trunc(q)
		default:
			q = math.Floor(q + 0.5) // ties towards +∞
		}
		return cssCalcVal{v: q * step, typ: x.typ}, nil
	}
	return cssCalcVal{}, errKind(KindUnknown, start, end, "unknown math function "+name+"()")
}

// calcSum is <calc-sum> = <calc-product> [ [ '+' | '-' ] <calc-product> ]*,
// "+" and "-" with whitespace on both sides.
func (p *colParser) calcSum() (cssCalcVal, *Error) {
	start := p.tok.Start
	a, err := p.calcProduct()
	if err != nil {
		return a, err
	}
	for {
		p.skipWS()
		if p.tok.Kind != cssDelim || (p.tok.Delim != '+' && p.tok.Delim != '-') {
			return a, nil
		}
		op := p.tok.Delim
		if !p.prevWS {
			return a, p.errTok(`"` + string(op) + `" in a math function needs whitespace on both sides`)
		}
		p.advance()
		if p.tok.Kind != cssWhitespace {
			return a, errAt(p.tok.Start-1, p.tok.Start, `"`+string(op)+`" in a math function needs whitespace on both sides`)
		}
		p.skipWS()
		b, err := p.calcProduct()
		if err != nil {
			return a, err
		}
		if a.typ != b.typ {
			return a, errAt(start, b.end, "cannot add or subtract "+cssCalcTypeNames[a.typ]+" and "+cssCalcTypeNames[b.typ])
		}
		if op == '+' {
			a.v += b.v
		} else {
			a.v -= b.v
		}
		a.end = b.end
	}
}

// calcProduct is <calc-product> = <calc-value> [ [ '*' | '/' ] <calc-value> ]*.
func (p *colParser) calcProduct() (cssCalcVal, *Error) {
	start := p.tok.Start
	a, err := p.calcValue()
	if err != nil {
		return a, err
	}
	for {
		p.skipWS()
		if p.tok.Kind != cssDelim || (p.tok.Delim != '*' && p.tok.Delim != '/') {
			return a, nil
		}
		op := p.tok.Delim
		p.advance()
		p.skipWS()
		b, err := p.calcValue()
		if err != nil {
			return a, err
		}
		if op == '*' {
			switch {
			case a.typ == cssCalcNumber:
				a.typ = b.typ
			case b.typ != cssCalcNumber:
				return a, errAt(start, b.end, "cannot multiply "+cssCalcTypeNames[a.typ]+" by "+cssCalcTypeNames[b.typ]+"; one side must be a number")
			}
			a.v *= b.v
		} else {
			if b.typ != cssCalcNumber {
				return a, errAt(start, b.end, "can only divide by a number, not by "+cssCalcTypeNames[b.typ])
			}
			a.v /= b.v
		}
		a.end = b.end
	}
}

// calcValue is <calc-value>: a number, percentage, angle, constant,
// channel keyword, parenthesized sum or nested math function.
func (p *colParser) calcValue() (cssCalcVal, *Error) {
	t := p.tok
	r := cssCalcVal{end: t.End}
	switch t.Kind {
	case cssNumber:
		r.v = t.Number
	case cssPercentage:
		r.v, r.typ = t.Number, cssCalcPercent
	case cssDimension:
		d, ok := cssAngleDegrees(t.Number, t.Unit)
		if !ok {
			return r, p.errTok(`"` + t.Unit + `" is not allowed in a colour: math functions here take numbers, percentages and angles (deg, grad, rad, turn)`)
		}
		r.v, r.typ = d, cssCalcAngle
	case cssIdent:
		switch v := t.Value; {
		case EqualFoldASCII(v, "e"):
			r.v = math.E
		case EqualFoldASCII(v, "pi"):
			r.v = math.Pi
		case EqualFoldASCII(v, "infinity"):
			r.v = math.Inf(1)
		case EqualFoldASCII(v, "-infinity"):
			r.v = math.Inf(-1)
		case EqualFoldASCII(v, "nan"):
			r.v = math.NaN()
		default:
			x, ok := p.channelKeyword(v)
			if !ok {
				return r, errKind(KindUnknown, p.tok.Start, p.tok.End, "unknown name "+p.describe(t)+" in a math function")
			}
			r.v = x
		}
	case cssLeftParen:
		if p.depth >= colMaxDepth {
			return r, p.errTok("parentheses are nested too deeply")
		}
		p.depth++
		p.advance()
		p.skipWS()
		v, err := p.calcSum()
		p.depth--
		if err != nil {
			return v, err
		}
		p.skipWS()
		switch {
		case p.tok.Kind == cssRightParen:
			v.end = p.tok.End
			p.advance()
		case p.tok.Kind == cssEOF && !p.strict:
			v.end = len(p.s)
		case p.tok.Kind == cssEOF:
			return v, p.errTok(`missing ")" at the end`)
		default:
			return v, p.errTok(`expected ")" in a math function, found ` + p.describe(p.tok))
		}
		return v, nil
	case cssFunction:
		if cssIsMathFunction(t.Value) {
			v, _, err := p.mathFunction()
			return v, err
		}
		return r, p.errTok(p.describe(t) + " is not a math function")
	default:
		return r, p.errTok("expected a number, percentage or angle in a math function, found " + p.describe(t))
	}
	p.advance()
	return r, nil
}

// Checking, for media queries and sizes.

// cssMathUnits are the kinds of unit a math function uses, as
// mqParser.mathFunction records them.
type cssMathUnits struct {
	length, resolution, percent bool
	other                       string // the first unit of another or unknown kind
}

// mathFunction consumes a math function through its closing ")" and
// records the units it uses.
func (p *mqParser) mathFunction(v *mqVal) *Error {
	depth := 0
	for {
		t := p.tok
		switch t.Kind {
		case cssFunction:
			if !cssIsMathFunction(t.Value) {
				return p.errTok(t, `"`+t.Value+`()" is not a math function`)
			}
			depth++
		case cssLeftParen:
			depth++
		case cssRightParen:
			depth--
		case cssEOF:
			if t.Start < len(p.s) {
				return p.errTok(t, `expected ")" to close the math function, found ","`)
			}
			p.author(t.Start, t.Start, `expected ")" to close the math function, found the end of the value`)
			v.unclosed = depth
			v.end = t.Start
			return nil
		case cssDimension:
			switch cssUnitKind(t.Unit) {
			case cssKindLength:
				v.mathUnits.length = true
			case cssKindResolution:
				v.mathUnits.resolution = true
			default:
				if v.mathUnits.other == "" {
					v.mathUnits.other = t.Unit
				}
			}
		case cssPercentage:
			v.mathUnits.percent = true
		case cssNumber, cssWhitespace, cssIdent, cssComma:
		case cssDelim:
			if t.Delim != '+' && t.Delim != '-' && t.Delim != '*' && t.Delim != '/' {
				return p.errTok(t, p.describe(t)+" is not allowed in a math function")
			}
		default:
			return p.errTok(t, p.describe(t)+" is not allowed in a math function")
		}
		p.advance()
		if depth == 0 {
			v.end = t.End
			return nil
		}
	}
}

// cssSerializeMath serializes a math function from its source text:
// comments dropped, whitespace collapsed, function names lowercased,
// identifiers and units re-escaped (so that the result tokenizes the same
// way again), and blocks that the end of the input closed closed
// explicitly. mathFunction has already rejected strings, bad tokens and
// delimiters other than + - * /.
func cssSerializeMath(src string, unclosed int) string {
	var b strings.Builder
	tz := newCSSTokenizer(src)
	for {
		t := tz.next()
		switch t.Kind {
		case cssEOF:
			for i := 0; i < unclosed; i++ {
				b.WriteByte(')')
			}
			return b.String()
		case cssWhitespace:
			b.WriteByte(' ')
		case cssFunction:
			cssWriteIdent(&b, toLowerASCII(t.Value))
			b.WriteByte('(')
		case cssIdent:
			cssWriteIdent(&b, t.Value)
		case cssDimension:
			cssWriteDimension(&b, src, t)
		default: // numbers, percentages, delimiters, commas, parentheses
			b.WriteString(src[t.Start:t.End])
		}
	}
}
