package microsyntax

// sizes attributes (HTML §4.8.4.2.2 "Sizes attributes"): a valid source
// size list, on the CSS tokenizer (csstoken.go), the component values and
// units of cssvalue.go, the math function check of csscalc.go and the media
// condition parser of mediaquery.go.
//
//	<source-size-list> = <source-size>#? , <source-size-value>
//	<source-size> = <media-condition> <source-size-value> | auto
//	<source-size-value> = <length> | auto
//
// A length must not be negative, may use math functions but no other
// function, and percentages are not allowed; "auto" may only be the first
// entry, alone. The web platform tests for conformance checkers (which
// the Nu checker's documents come from) also accept a list whose last
// entry has a condition, that is, without a default: so does this.

// ValidSourceSizeList reports whether s is a valid source size list. It
// returns nil or an *Error for the first problem; a valid value does not
// allocate.
func ValidSourceSizeList(s string) error {
	p := &mqParser{cssStream: cssStream{s: s}}
	tz := newCSSTokenizer(s)
	for index := 0; ; index++ {
		end, empty, comma, after := cssCommaListItem(tz)
		if empty {
			if index == 0 && !comma {
				return errKind(KindEmpty, 0, len(s), "sizes must not be empty: write a size such as \"100vw\"")
			}
			at := end
			if !comma {
				at = len(s)
			}
			return errKind(KindEmpty, at, at, `an empty entry in the list of sizes`)
		}
		if comma {
			if _, nextEmpty, nextComma, _ := cssCommaListItem(after); nextEmpty && !nextComma {
				return errAt(end, end+1, `a "," must be followed by a size`)
			}
		}
		p.tz, p.authorErr, p.depth = tz, nil, 0
		p.tz.limit = end
		p.advance()
		p.skipWS()
		if err := p.sourceSize(index, !comma); err != nil {
			return err
		}
		if !comma {
			return nil
		}
		tz = after
	}
}

// sourceSize checks one entry of the list; last says it is the last one,
// which may be a size without a condition.
func (p *mqParser) sourceSize(index int, last bool) *Error {
	t := p.tok
	if t.isIdent("auto") {
		if index > 0 {
			return p.errTok(t, `"auto" may only be the first entry of sizes`)
		}
		p.advance()
		return p.sizeEnd()
	}
	if !last {
		if t.Kind == cssDimension || t.Kind == cssNumber || t.Kind == cssPercentage || t.Kind == cssFunction && cssIsMathFunction(t.Value) {
			return p.errTok(t, "only the last entry of sizes may be a size without a media condition")
		}
		if err := p.sizeCondition(); err != nil {
			return err
		}
	} else if t.Kind == cssLeftParen || t.isIdent("not") {
		// A last entry with a condition: the list has no default, which
		// the conformance checkers' tests accept (browsers then use 100vw
		// when no condition matches).
		if err := p.sizeCondition(); err != nil {
			return err
		}
	}
	if err := p.sizeValue(); err != nil {
		return err
	}
	return p.sizeEnd()
}

// sizeCondition checks the <media-condition> of an entry; what only
// concerns authors in a media query is an error in sizes.
func (p *mqParser) sizeCondition() *Error {
	if _, err := p.condition(true, cssToken{Start: -1}); err != nil {
		return err
	}
	if p.authorErr != nil {
		return p.authorErr
	}
	p.skipWS()
	return nil
}

// sizeEnd expects the end of the entry.
func (p *mqParser) sizeEnd() *Error {
	p.skipWS()
	if t := p.tok; t.Kind != cssEOF {
		return p.errTok(t, "unexpected "+p.describe(t)+" after the size")
	}
	return nil
}

// sizeValue checks a <source-size-value>: a non-negative length.
func (p *mqParser) sizeValue() *Error {
	t := p.tok
	switch t.Kind {
	case cssDimension:
		if kind := cssUnitKind(t.Unit); kind != cssKindLength {
			if kind == "" {
				kind = "an unknown unit"
			}
			return p.errTok(t, p.describe(t)+" is not a length ("+kind+"): write a size such as \"50vw\" or \"300px\"")
		}
		if t.Number < 0 {
			return p.errTok(t, "a size must not be negative")
		}
	case cssNumber:
		if t.Number != 0 {
			return p.errTok(t, "a size needs a unit, such as \"px\" or \"vw\"")
		}
	case cssPercentage:
		return p.errTok(t, "percentages are not allowed in sizes (relative to what?): use \"vw\" for a share of the viewport width")
	case cssFunction:
		if !cssIsMathFunction(t.Value) {
			return p.errTok(t, `"`+t.Value+`()" is not allowed in sizes; only math functions such as calc() are`)
		}
		var v mqVal
		if err := p.mathFunction(&v); err != nil {
			return err
		}
		if p.authorErr != nil {
			return p.authorErr
		}
		switch {
		case v.mathUnits.percent:
			return errAt(t.Start, v.end, "percentages are not allowed in sizes, in calc() neither: use \"vw\"")
		case v.mathUnits.other != "" || v.mathUnits.resolution:
			return errAt(t.Start, v.end, "a size must be a length: this function uses another kind of unit")
		}
		return nil
	default:
		if t.isIdent("auto") {
			return p.errTok(t, `"auto" may only be the first entry of sizes, alone`)
		}
		return p.errTok(t, "expected a size such as \"100vw\" or \"300px\", found "+p.describe(t))
	}
	p.advance()
	return nil
}
