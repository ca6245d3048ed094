package microsyntax

import (
	"strconv"
	"strings"
)

// Media query lists: HTML §2.3 "A string is a valid media query list if it
// matches the <media-query-list> production of Media Queries", with Media
// Queries Level 4 (https://drafts.csswg.org/mediaqueries-4/) §3 for the
// syntax, §2.3 for media types and §4-§7 for media features, plus the
// media features of Media Queries Level 5 that browsers ship. The CSS
// underneath is shared with colours and sizes: tokens from csstoken.go
// (CSS Syntax 3), component values, units and serialization from
// cssvalue.go (CSS Values 4, CSSOM), math functions from csscalc.go.
//
// Decisions, where the specifications leave room:
//
//   - The empty string, and a string of only whitespace (and comments), is a
//     valid media query list: MQ4 §3 says its parsing "intentionally
//     accepts an empty list", and HTML says such a value matches every
//     environment. An empty query between commas ("a,,b", "a,") is not.
//   - Negative values of range features ("(width > -100px)") are valid: MQ4
//     §2.4.3 says they "are valid and must be parsed" and evaluate to false
//     ("false in the negative range"). Ratios, however, are <number [0,∞]>.
//   - Unknown media types ("alla") and the deprecated ones (tty, tv,
//     projection, handheld, braille, embossed, aural, speech) are errors for
//     authors (MQ4 §2.3: "Authors must not use these media types"), but a
//     browser keeps them as media types that match nothing.
//   - The deprecated device-width, device-height and device-aspect-ratio
//     (MQ4 Appendix A: "Authors must not use them") are errors for
//     authors, but browsers support them.
//   - The -webkit- features the Compatibility Standard defines (§3.3 "CSS
//     Media Queries", https://compat.spec.whatwg.org/#css-media-queries)
//     are valid: -webkit-device-pixel-ratio, a range feature without min-
//     and max- prefixes, its aliases -webkit-min-device-pixel-ratio and
//     -webkit-max-device-pixel-ratio (of min- and max-resolution), and
//     -webkit-transform-3d. Every engine supports them.
//   - An unknown media feature, a value of the wrong type, and
//     <general-enclosed> are errors; browsers turn the query into "not all"
//     (MQ4 §3.2).
//   - An unclosed "(" at the end of the value is an error for authors (a
//     CSS parse error), while browsers close it silently.
//   - Math functions (calc(), min(), max(), clamp(), ...) are accepted as
//     values; their contents are checked only for the kinds of units they
//     use, not with the full type algebra of CSS Values 4.
//   - "Non-ASCII code point" follows the CSS Syntax 3 CR (any code point at
//     or above U+0080 may appear in an identifier).

// MediaQueryList is a media query list as a browser keeps it after parsing
// (MQ4 §3: parse a comma-separated list of component values, then each
// entry as a <media-query>).
type MediaQueryList struct {
	Queries []MediaQuery
}

// MediaQuery is one <media-query> of MQ4 §3.
type MediaQuery struct {
	// NotAll is set when the query does not match the grammar, or uses an
	// unknown media feature or a value of the wrong type: browsers replace
	// such a query with "not all" (MQ4 §3.2 "Error Handling"). The other
	// fields are then empty.
	NotAll bool
	// Modifier is "not", "only" or "" (MQ4 §2.2 media query modifiers).
	Modifier string
	// Type is the media type, ASCII-lowercased, or "" for a query that is
	// only a <media-condition>.
	Type string
	// Condition is the <media-condition> after the type (after "and"), or
	// the whole query when there is no type; nil when there is none.
	Condition *MediaCondition
}

// MediaConditionKind says what a MediaCondition node is.
type MediaConditionKind uint8

// The kinds of MediaCondition nodes (MQ4 §3 <media-condition> grammar).
const (
	MediaFeatureTest MediaConditionKind = iota // "(" <media-feature> ")"
	MediaGroup                                 // "(" <media-condition> ")": Terms[0]
	MediaNot                                   // not <media-in-parens>: Terms[0]
	MediaAnd                                   // Terms joined by "and"
	MediaOr                                    // Terms joined by "or"
)

// MediaCondition is a node of a <media-condition> (MQ4 §3).
type MediaCondition struct {
	Kind    MediaConditionKind
	Feature MediaFeature      // for MediaFeatureTest
	Terms   []*MediaCondition // for MediaGroup and MediaNot (one), MediaAnd and MediaOr (two or more)
}

// MediaFeatureForm is the syntax a media feature is written in (MQ4 §2.4).
type MediaFeatureForm uint8

// The forms of a <media-feature>: <mf-boolean>, <mf-plain>, <mf-range>.
const (
	MediaBoolean MediaFeatureForm = iota // (color)
	MediaPlain                           // (min-width: 400px)
	MediaRange                           // (400px <= width < 700px)
)

// MediaFeature is a <media-feature> (MQ4 §3). For the range form it reads
// [Left LeftOp] Name [RightOp Right], e.g. Left=400px LeftOp="<=" Name=width
// RightOp="<" Right=700px; a side that is not written has Kind
// MediaNoValue and an empty operator.
type MediaFeature struct {
	Name    string // ASCII-lowercased, including a "min-" or "max-" prefix
	Form    MediaFeatureForm
	Value   MediaValue // MediaPlain
	Left    MediaValue // MediaRange
	LeftOp  string     // "<", "<=", ">", ">=" or "="
	RightOp string
	Right   MediaValue
}

// MediaValueKind says what a MediaValue holds.
type MediaValueKind uint8

// The kinds of <mf-value> (MQ4 §3), plus math functions.
const (
	MediaNoValue   MediaValueKind = iota
	MediaNumber                   // 0, 2, 1.5
	MediaDimension                // 400px, 2dppx
	MediaKeyword                  // portrait, infinite
	MediaRatio                    // 16/9
	MediaMath                     // calc(100px + 2em)
)

// MediaValue is an <mf-value> (MQ4 §3).
type MediaValue struct {
	Kind        MediaValueKind
	Number      float64 // MediaNumber, MediaDimension, and the numerator of MediaRatio
	IsInteger   bool    // written as an integer (CSS Syntax 3 "type" flag)
	Unit        string  // MediaDimension, ASCII-lowercased
	Keyword     string  // MediaKeyword, ASCII-lowercased
	Denominator float64 // MediaRatio
	Math        string  // MediaMath, serialized
}

// ValidMediaQueryList reports whether s is a valid media query list (HTML
// §2.3 "valid media query list": the <media-query-list> production of Media
// Queries Level 4 §3, with the media types of §2.3 and the media features of
// §4-§7 and Media Queries Level 5). It returns nil or an *Error saying
// where and why, e.g. `unknown media type "alla"` or `"400uu" is not a
// length: unknown unit "uu"`. The empty string is valid (an empty list).
func ValidMediaQueryList(s string) error {
	p := mqParser{cssStream: cssStream{s: s}}
	if err := p.run(nil); err != nil {
		return err
	}
	return nil
}

// ParseMediaQueryList parses s the way a browser does (MQ4 §3: parse a
// comma-separated list of component values, then each entry as a
// <media-query>; §3.2: a query that does not match the grammar, or uses an
// unknown feature or value, becomes "not all"). It never fails: every
// malformed query is kept as a MediaQuery with NotAll set. Unknown and
// deprecated media types and deprecated features, which browsers accept,
// are kept.
func ParseMediaQueryList(s string) MediaQueryList {
	var out MediaQueryList
	p := mqParser{cssStream: cssStream{s: s}, build: true}
	p.run(&out)
	return out
}

// String serializes the list like CSSOM §4.4.2 "serialize a media query
// list": the queries joined by ", ".
func (l MediaQueryList) String() string {
	var b strings.Builder
	for i, q := range l.Queries {
		if i > 0 {
			b.WriteString(", ")
		}
		q.write(&b)
	}
	return b.String()
}

// String serializes the query like CSSOM §4.4.2 "serialize a media query":
// "not all" for a malformed query, lowercase keywords, "all and" dropped
// before a condition unless negated.
func (q MediaQuery) String() string {
	var b strings.Builder
	q.write(&b)
	return b.String()
}

func (q MediaQuery) write(b *strings.Builder) {
	if q.NotAll {
		b.WriteString("not all")
		return
	}
	if q.Modifier != "" {
		b.WriteString(q.Modifier)
		b.WriteByte(' ')
	}
	if q.Type != "" {
		if q.Condition == nil {
			cssWriteIdent(b, q.Type)
			return
		}
		if q.Type != "all" || q.Modifier != "" {
			cssWriteIdent(b, q.Type)
			b.WriteString(" and ")
		}
	}
	if q.Condition != nil {
		q.Condition.write(b)
	}
}

// String serializes the condition, e.g. "(color) and (hover)".
func (c *MediaCondition) String() string {
	var b strings.Builder
	c.write(&b)
	return b.String()
}

func (c *MediaCondition) write(b *strings.Builder) {
	switch c.Kind {
	case MediaFeatureTest:
		b.WriteByte('(')
		c.Feature.write(b)
		b.WriteByte(')')
	case MediaGroup:
		b.WriteByte('(')
		c.Terms[0].write(b)
		b.WriteByte(')')
	case MediaNot:
		b.WriteString("not ")
		c.Terms[0].write(b)
	case MediaAnd, MediaOr:
		sep := " and "
		if c.Kind == MediaOr {
			sep = " or "
		}
		for i, t := range c.Terms {
			if i > 0 {
				b.WriteString(sep)
			}
			t.write(b)
		}
	}
}

// String serializes the feature without its parentheses, e.g.
// "min-width: 400px" or "400px <= width < 700px".
func (f MediaFeature) String() string {
	var b strings.Builder
	f.write(&b)
	return b.String()
}

func (f MediaFeature) write(b *strings.Builder) {
	switch f.Form {
	case MediaBoolean:
		b.WriteString(f.Name)
	case MediaPlain:
		b.WriteString(f.Name)
		b.WriteString(": ")
		f.Value.write(b)
	case MediaRange:
		if f.LeftOp != "" {
			f.Left.write(b)
			b.WriteString(" " + f.LeftOp + " ")
		}
		b.WriteString(f.Name)
		if f.RightOp != "" {
			b.WriteString(" " + f.RightOp + " ")
			f.Right.write(b)
		}
	}
}

// String serializes the value, e.g. "400px", "16 / 9", "portrait".
func (v MediaValue) String() string {
	var b strings.Builder
	v.write(&b)
	return b.String()
}

func (v MediaValue) write(b *strings.Builder) {
	switch v.Kind {
	case MediaNumber:
		b.WriteString(cssFormatNumber(v.Number))
	case MediaDimension:
		b.WriteString(cssFormatNumber(v.Number))
		b.WriteString(v.Unit)
	case MediaKeyword:
		b.WriteString(v.Keyword)
	case MediaRatio:
		b.WriteString(cssFormatNumber(v.Number))
		b.WriteString(" / ")
		b.WriteString(cssFormatNumber(v.Denominator))
	case MediaMath:
		b.WriteString(v.Math)
	}
}

// --- media types and features ---------------------------------------------

// mqTypes are the media types of MQ4 §2.3.
var mqTypes = [...]string{"all", "print", "screen"}

// mqDeprecatedTypes are MQ4 §2.3's deprecated media types: recognized,
// matching nothing, not for authors.
var mqDeprecatedTypes = [...]string{"tty", "tv", "projection", "handheld", "braille", "embossed", "aural", "speech"}

// mqValueType is the value type of a media feature (its "Value:" line).
type mqValueType uint8

const (
	mqLength     mqValueType = iota // <length>
	mqRatioType                     // <ratio>
	mqResolution                    // <resolution> | infinite
	mqInteger                       // <integer>
	mqBoolean                       // <mq-boolean>: the integer 0 or 1
	mqNumberType                    // <number> (-webkit-device-pixel-ratio)
	mqKeywords                      // one of keywords
)

// mqFeature is one row of the media feature table.
type mqFeature struct {
	name    string
	typ     mqValueType
	isRange bool // "Type: range": range syntax and min-/max- prefixes allowed
	// noPrefix: a range feature without the min-/max- prefixes (the
	// Compatibility Standard's -webkit-device-pixel-ratio); prefixed: a
	// name that is itself a min-/max- form (its aliases), used only as
	// (name: value).
	noPrefix, prefixed bool
	keywords           []string // for mqKeywords
	// authorErr, when set, makes the feature an error for authors although
	// browsers support it.
	authorErr string
}

const mqDeviceDeprecated = "is deprecated by Media Queries 4 (Appendix A: authors must not use it)"

// mqFeatures lists MQ4 §4-§7 and Appendix A, and the MQ5 features that
// browsers ship.
var mqFeatures = [...]mqFeature{
	// MQ4 §4 viewport/page dimensions.
	{name: "width", typ: mqLength, isRange: true},
	{name: "height", typ: mqLength, isRange: true},
	{name: "aspect-ratio", typ: mqRatioType, isRange: true},
	{name: "orientation", typ: mqKeywords, keywords: []string{"portrait", "landscape"}},
	// MQ4 §5 display quality.
	{name: "resolution", typ: mqResolution, isRange: true},
	{name: "scan", typ: mqKeywords, keywords: []string{"interlace", "progressive"}},
	{name: "grid", typ: mqBoolean},
	{name: "update", typ: mqKeywords, keywords: []string{"none", "slow", "fast"}},
	{name: "overflow-block", typ: mqKeywords, keywords: []string{"none", "scroll", "paged"}},
	{name: "overflow-inline", typ: mqKeywords, keywords: []string{"none", "scroll"}},
	// MQ4 §6 color.
	{name: "color", typ: mqInteger, isRange: true},
	{name: "color-index", typ: mqInteger, isRange: true},
	{name: "monochrome", typ: mqInteger, isRange: true},
	{name: "color-gamut", typ: mqKeywords, keywords: []string{"srgb", "p3", "rec2020"}},
	// MQ4 §7 interaction.
	{name: "pointer", typ: mqKeywords, keywords: []string{"none", "coarse", "fine"}},
	{name: "any-pointer", typ: mqKeywords, keywords: []string{"none", "coarse", "fine"}},
	{name: "hover", typ: mqKeywords, keywords: []string{"none", "hover"}},
	{name: "any-hover", typ: mqKeywords, keywords: []string{"none", "hover"}},
	// MQ5 (and the Web Application Manifest for display-mode).
	{name: "display-mode", typ: mqKeywords, keywords: []string{"fullscreen", "standalone", "minimal-ui", "browser", "picture-in-picture"}},
	{name: "prefers-color-scheme", typ: mqKeywords, keywords: []string{"light", "dark"}},
	{name: "prefers-reduced-motion", typ: mqKeywords, keywords: []string{"no-preference", "reduce"}},
	{name: "prefers-reduced-transparency", typ: mqKeywords, keywords: []string{"no-preference", "reduce"}},
	{name: "prefers-reduced-data", typ: mqKeywords, keywords: []string{"no-preference", "reduce"}},
	{name: "prefers-contrast", typ: mqKeywords, keywords: []string{"no-preference", "less", "more", "custom"}},
	{name: "forced-colors", typ: mqKeywords, keywords: []string{"none", "active"}},
	{name: "inverted-colors", typ: mqKeywords, keywords: []string{"none", "inverted"}},
	{name: "scripting", typ: mqKeywords, keywords: []string{"none", "initial-only", "enabled"}},
	{name: "dynamic-range", typ: mqKeywords, keywords: []string{"standard", "high"}},
	{name: "video-dynamic-range", typ: mqKeywords, keywords: []string{"standard", "high"}},
	{name: "horizontal-viewport-segments", typ: mqInteger, isRange: true},
	{name: "vertical-viewport-segments", typ: mqInteger, isRange: true},
	// MQ4 Appendix A: deprecated.
	{name: "device-width", typ: mqLength, isRange: true, authorErr: mqDeviceDeprecated},
	{name: "device-height", typ: mqLength, isRange: true, authorErr: mqDeviceDeprecated},
	{name: "device-aspect-ratio", typ: mqRatioType, isRange: true, authorErr: mqDeviceDeprecated},
	// The Compatibility Standard's (§3.3), which every engine supports.
	{name: "-webkit-device-pixel-ratio", typ: mqNumberType, isRange: true, noPrefix: true},
	{name: "-webkit-min-device-pixel-ratio", typ: mqNumberType, prefixed: true},
	{name: "-webkit-max-device-pixel-ratio", typ: mqNumberType, prefixed: true},
	{name: "-webkit-transform-3d", typ: mqBoolean},
}

// mqLookupFeature finds name (ASCII case-insensitive) in the table,
// possibly behind a "min-" or "max-" prefix (returned lowercased).
func mqLookupFeature(name string) (f *mqFeature, prefix string) {
	for i := range mqFeatures {
		if EqualFoldASCII(name, mqFeatures[i].name) {
			return &mqFeatures[i], ""
		}
	}
	if len(name) > 4 && name[3] == '-' {
		switch {
		case EqualFoldASCII(name[:4], "min-"):
			prefix = "min-"
		case EqualFoldASCII(name[:4], "max-"):
			prefix = "max-"
		default:
			return nil, ""
		}
		for i := range mqFeatures {
			if EqualFoldASCII(name[4:], mqFeatures[i].name) {
				return &mqFeatures[i], prefix
			}
		}
	}
	return nil, ""
}

// mqIsFeatureName reports whether name is an unprefixed feature name.
func mqIsFeatureName(name string) bool {
	f, prefix := mqLookupFeature(name)
	return f != nil && prefix == ""
}

// --- the parser ----------------------------------------------------------

// mqParser parses one media query list. With build unset it only checks
// (and allocates nothing unless it fails); with build set it also
// produces the MediaQueryList.
type mqParser struct {
	cssStream // tz.limit is the end of the current query: a top-level comma or len(s)
	build     bool
	// authorErr is the first problem in the current query that only
	// concerns authors: browsers accept the query anyway.
	authorErr *Error
	depth     int // nesting of parenthesized conditions
}

// mqMaxDepth bounds the nesting of parentheses, so that a hostile value
// cannot exhaust the stack of the recursive descent.
const mqMaxDepth = 200

// author records an error that only concerns authors.
func (p *mqParser) author(off, end int, reason string) {
	p.authorKind(KindInvalid, off, end, reason)
}

// authorKind is author for a problem of kind k.
func (p *mqParser) authorKind(k Kind, off, end int, reason string) {
	if p.authorErr == nil {
		p.authorErr = errKind(k, off, end, reason)
	}
}

// describe names a token for an error message.
func (p *mqParser) describe(t cssToken) string {
	switch {
	case t.Kind == cssEOF && t.Start < len(p.s):
		return `","` // the query ends at a top-level comma
	case t.Kind == cssEOF:
		return "the end of the value"
	case t.Kind == cssWhitespace, t.End-t.Start == charLen(p.s, t.Start):
		return describeChar(p.s, t.Start)
	}
	return `"` + Shorten(p.s[t.Start:t.End], 40) + `"`
}

func (p *mqParser) errTok(t cssToken, reason string) *Error {
	return p.errTokKind(KindInvalid, t, reason)
}

// errTokKind reports a problem of kind k with token t.
func (p *mqParser) errTokKind(k Kind, t cssToken, reason string) *Error {
	if t.Kind == cssEOF && t.Start < len(p.s) {
		return errKind(k, t.Start, t.Start+1, reason) // the comma that ends the query
	}
	return errKind(k, t.Start, t.End, reason)
}

// run parses the whole list. Without out it stops at the first error and
// returns it; with out it appends every query.
func (p *mqParser) run(out *MediaQueryList) *Error {
	tz := newCSSTokenizer(p.s)
	first := true
	prevComma := -1
	for {
		end, empty, comma, after := cssCommaListItem(tz)
		var q MediaQuery
		var err *Error
		if empty {
			if first && !comma {
				return nil // "" or only whitespace: the empty list
			}
			q.NotAll = true
			if comma {
				err = errKind(KindEmpty, end, end+1, `empty media query before ","`)
			} else {
				err = errKind(KindEmpty, prevComma, prevComma+1, `empty media query after ","`)
			}
		} else {
			p.tz, p.authorErr, p.depth = tz, nil, 0
			p.tz.limit = end
			p.advance()
			q, err = p.query()
			if err != nil {
				q = MediaQuery{NotAll: true}
			}
			// Report whichever problem comes first in the value.
			if a := p.authorErr; a != nil && (err == nil || a.Offset <= err.Offset) {
				err = a
			}
		}
		if out != nil {
			out.Queries = append(out.Queries, q)
		} else if err != nil {
			return err
		}
		if !comma {
			return nil
		}
		prevComma = end
		tz = after
		first = false
	}
}

// query parses one <media-query> (MQ4 §3):
//
//	<media-query> = <media-condition>
//	              | [ not | only ]? <media-type> [ and <media-condition-without-or> ]?
func (p *mqParser) query() (MediaQuery, *Error) {
	var q MediaQuery
	p.skipWS()
	t := p.tok
	switch t.Kind {
	case cssIdent:
		switch {
		case EqualFoldASCII(t.Value, "not"):
			// "not screen" is a negated media type; "not (color)" is a
			// <media-not> condition.
			saved := p.save()
			p.advance()
			p.skipWS()
			if p.tok.Kind == cssIdent {
				q.Modifier = "not"
				return p.typedQuery(q)
			}
			p.restore(saved)
		case EqualFoldASCII(t.Value, "only"):
			p.advance()
			p.skipWS()
			if p.tok.Kind != cssIdent {
				return q, p.errTok(p.tok, `"only" must be followed by a media type, found `+p.describe(p.tok))
			}
			q.Modifier = "only"
			return p.typedQuery(q)
		default:
			return p.typedQuery(q)
		}
	case cssLeftParen, cssFunction:
	default:
		return q, p.errTok(t, "expected a media type or a condition in parentheses, found "+p.describe(t))
	}
	cond, err := p.condition(true, cssToken{Start: -1})
	if err != nil {
		return q, err
	}
	q.Condition = cond
	return q, p.expectEnd()
}

// typedQuery parses <media-type> [ and <media-condition-without-or> ]?
// with p.tok at the media type.
func (p *mqParser) typedQuery(q MediaQuery) (MediaQuery, *Error) {
	t := p.tok
	name := t.Value
	reserved := [...]string{"and", "or", "not", "only", "layer"}
	if i := cssKeywordIndex(name, reserved[:]); i >= 0 {
		// MQ4 §3: "The <media-type> production does not include the
		// keywords only, not, and, or, and layer."
		return q, p.errTok(t, `"`+reserved[i]+`" cannot be used as a media type`)
	}
	p.checkMediaType(t)
	if p.build {
		q.Type = toLowerASCII(name)
	}
	p.advance()
	p.skipWS()
	if p.tok.Kind == cssEOF {
		return q, nil
	}
	if p.tok.isFunction("and") {
		return q, p.errTok(p.tok, `"and" must be followed by whitespace`)
	}
	if !p.tok.isIdent("and") {
		return q, p.errTok(p.tok, `expected "and" or "," after the media type "`+name+`", found `+p.describe(p.tok))
	}
	and := p.tok
	p.advance()
	p.skipWS()
	if p.tok.Kind == cssEOF {
		return q, p.errTok(p.tok, `"and" must be followed by a condition in parentheses, found `+p.describe(p.tok))
	}
	cond, err := p.condition(false, and)
	if err != nil {
		return q, err
	}
	q.Condition = cond
	return q, p.expectEnd()
}

// checkMediaType records an author error for unknown and deprecated media
// types (MQ4 §2.3), which browsers accept as matching nothing.
func (p *mqParser) checkMediaType(t cssToken) {
	name := t.Value
	if cssKeywordIndex(name, mqTypes[:]) >= 0 {
		return
	}
	if cssKeywordIndex(name, mqDeprecatedTypes[:]) >= 0 {
		p.author(t.Start, t.End, `"`+name+`" is a deprecated media type: Media Queries 4 says authors must not use it, and it matches nothing`)
		return
	}
	reason := `unknown media type "` + name + `"`
	lower := toLowerASCII(name)
	for _, ok := range mqTypes {
		if strings.HasPrefix(lower, ok) && (lower[len(ok):] == "and" || lower[len(ok):] == "or") {
			reason += ` (a space is missing before "` + lower[len(ok):] + `")`
		}
	}
	p.authorKind(KindUnknown, t.Start, t.End, reason+`; the media types are "all", "print" and "screen"`)
}

// expectEnd checks that the query has nothing left.
func (p *mqParser) expectEnd() *Error {
	p.skipWS()
	t := p.tok
	switch {
	case t.Kind == cssEOF:
		return nil
	case t.isFunction("and") || t.isFunction("or"):
		return p.errTok(t, `"`+toLowerASCII(t.Value)+`" must be followed by whitespace`)
	case t.isIdent("not"):
		return p.errTok(t, `"not" cannot follow a condition; to combine a negation, write "and (not (…))"`)
	case t.Kind == cssLeftParen:
		return p.errTok(t, `expected "and", "or" or "," between conditions, found "("`)
	}
	return p.errTok(t, "unexpected "+p.describe(t)+" after the media query")
}

// condition parses <media-condition> (allowOr) or
// <media-condition-without-or>:
//
//	<media-condition> = <media-not> | <media-in-parens> [ <media-and>* | <media-or>* ]
//	<media-not> = not <media-in-parens>
//
// after is the keyword before the condition ("and" after a media type), or
// a token with Start -1.
func (p *mqParser) condition(allowOr bool, after cssToken) (*MediaCondition, *Error) {
	p.skipWS()
	if t := p.tok; t.isIdent("not") {
		p.advance()
		p.skipWS()
		inner, err := p.inParens(t)
		if err != nil {
			return nil, err
		}
		p.skipWS()
		if n := p.tok; n.isIdent("and") || n.isIdent("or") {
			kw := toLowerASCII(n.Value)
			return nil, p.errTok(n, `"not" cannot be combined with "`+kw+`" without parentheses: write "(not (…)) `+kw+` (…)"`)
		}
		if !p.build {
			return nil, nil
		}
		return &MediaCondition{Kind: MediaNot, Terms: []*MediaCondition{inner}}, nil
	}
	first, err := p.inParens(after)
	if err != nil {
		return nil, err
	}
	var node *MediaCondition
	op := ""
	for {
		p.skipWS()
		t := p.tok
		if t.isFunction("and") || t.isFunction("or") {
			return nil, p.errTok(t, `"`+toLowerASCII(t.Value)+`" must be followed by whitespace`)
		}
		isAnd, isOr := t.isIdent("and"), t.isIdent("or")
		if !isAnd && !isOr {
			break
		}
		kw := "and"
		if isOr {
			kw = "or"
			if !allowOr {
				return nil, p.errTok(t, `"or" cannot follow "<media type> and …": use "," to list alternatives, or put the "or" conditions in parentheses`)
			}
		}
		if op != "" && op != kw {
			return nil, p.errTok(t, `"and" and "or" cannot be mixed without parentheses`)
		}
		op = kw
		p.advance()
		p.skipWS()
		term, err := p.inParens(t)
		if err != nil {
			return nil, err
		}
		if p.build {
			if node == nil {
				kind := MediaAnd
				if isOr {
					kind = MediaOr
				}
				node = &MediaCondition{Kind: kind, Terms: []*MediaCondition{first}}
			}
			node.Terms = append(node.Terms, term)
		}
	}
	if node == nil {
		return first, nil
	}
	return node, nil
}

// inParens parses <media-in-parens> (MQ4 §3); after is the keyword before
// it ("not", "and", "or"), or a token with Start -1.
//
//	<media-in-parens> = ( <media-condition> ) | ( <media-feature> ) | <general-enclosed>
func (p *mqParser) inParens(after cssToken) (*MediaCondition, *Error) {
	t := p.tok
	what := "a condition"
	if after.Start >= 0 {
		what = `"` + toLowerASCII(after.Value) + `"`
	}
	switch t.Kind {
	case cssLeftParen:
	case cssFunction:
		combinators := [...]string{"not", "and", "or"}
		if i := cssKeywordIndex(t.Value, combinators[:]); i >= 0 {
			return nil, errAt(t.Start, t.End, `"`+combinators[i]+`" must be followed by whitespace`)
		}
		// <general-enclosed>: browsers evaluate it as unknown, which makes
		// the whole query "not all"; authors must not use it.
		return nil, p.errTok(t, `expected "(" to start a media feature, found the function "`+t.Value+`(…)"`)
	case cssIdent:
		if t.isIdent("not") && after.Start >= 0 {
			return nil, p.errTok(t, `"not" cannot follow `+what+` without parentheses: write "`+toLowerASCII(after.Value)+` (not (…))"`)
		}
		return nil, p.errTok(t, `media features must be in parentheses: expected "(" after `+what+`, found `+p.describe(t))
	default:
		if after.Start >= 0 {
			return nil, p.errTok(t, `expected "(" after `+what+`, found `+p.describe(t))
		}
		return nil, p.errTok(t, `expected "(", found `+p.describe(t))
	}
	open := t
	if p.depth >= mqMaxDepth {
		return nil, p.errTok(t, "conditions are nested more than "+strconv.Itoa(mqMaxDepth)+" levels deep")
	}
	p.depth++
	defer func() { p.depth-- }()
	p.advance()
	p.skipWS()
	var node *MediaCondition
	// A nested condition starts with "(", a function, or "not" followed
	// by one of those; anything else is a media feature.
	// (Math functions start a value: "(calc(1px) < width)".)
	startsCondition := func(t cssToken) bool {
		return t.Kind == cssLeftParen || (t.Kind == cssFunction && !cssIsMathFunction(t.Value))
	}
	nested := startsCondition(p.tok)
	if p.tok.isIdent("not") {
		saved := p.save()
		p.advance()
		p.skipWS()
		nested = startsCondition(p.tok) || p.tok.isIdent("not")
		p.restore(saved)
	}
	if nested {
		inner, err := p.condition(true, cssToken{Start: -1})
		if err != nil {
			return nil, err
		}
		if p.build {
			node = &MediaCondition{Kind: MediaGroup, Terms: []*MediaCondition{inner}}
		}
	} else {
		f, err := p.feature(open)
		if err != nil {
			return nil, err
		}
		if p.build {
			node = &MediaCondition{Kind: MediaFeatureTest, Feature: f}
		}
	}
	p.skipWS()
	switch c := p.tok; {
	case c.Kind == cssRightParen:
		p.advance()
	case c.Kind == cssEOF && c.Start == len(p.s):
		// CSS closes blocks left open at the end of the input (a parse
		// error, so not valid for authors).
		p.author(c.Start, c.Start, `expected ")" to close the "(" at byte `+strconv.Itoa(open.Start)+`, found the end of the value`)
	default:
		return nil, p.errTok(c, `expected ")" to close the "(" at byte `+strconv.Itoa(open.Start)+`, found `+p.describe(c))
	}
	return node, nil
}

// mqOp is a parsed <mf-comparison>.
type mqOp struct {
	text       string // "<", "<=", ">", ">=", "="
	start, end int
}

func (o mqOp) isLess() bool { return o.text[0] == '<' }

// isComparison reports whether t starts an <mf-comparison>.
func (p *mqParser) isComparison(t cssToken) bool {
	return t.Kind == cssDelim && (t.Delim == '<' || t.Delim == '>' || t.Delim == '=')
}

// comparison parses <mf-comparison> = <mf-lt> | <mf-gt> | <mf-eq> with
// <mf-lt> = '<' '='? (no whitespace between them, MQ4 §3).
func (p *mqParser) comparison() (mqOp, *Error) {
	t := p.tok
	if !p.isComparison(t) {
		return mqOp{}, p.errTok(t, `expected a comparison ("<", "<=", ">", ">=" or "="), found `+p.describe(t))
	}
	p.advance()
	if t.Delim == '=' {
		return mqOp{"=", t.Start, t.End}, nil
	}
	if n := p.tok; n.Kind == cssDelim && n.Delim == '=' {
		p.advance()
		if t.Delim == '<' {
			return mqOp{"<=", t.Start, n.End}, nil
		}
		return mqOp{">=", t.Start, n.End}, nil
	}
	if p.tok.Kind == cssWhitespace {
		saved := p.save()
		p.skipWS()
		if n := p.tok; n.Kind == cssDelim && n.Delim == '=' {
			return mqOp{}, errAt(t.Start, n.End, `no space is allowed between "`+string(t.Delim)+`" and "="`)
		}
		p.restore(saved)
	}
	if t.Delim == '<' {
		return mqOp{"<", t.Start, t.End}, nil
	}
	return mqOp{">", t.Start, t.End}, nil
}

// mqVal is a parsed <mf-value>, before it is checked against the feature.
type mqVal struct {
	kind       MediaValueKind
	tok        cssToken // the number, dimension, ident or function token
	den        cssToken // the denominator of a ratio
	start, end int
	// For math functions: what the contents use.
	mathUnits cssMathUnits
	unclosed  int // blocks the end of the input closed
}

// feature parses a <media-feature> after "(":
//
//	<media-feature> = [ <mf-plain> | <mf-boolean> | <mf-range> ]
//	<mf-plain> = <mf-name> : <mf-value>
//	<mf-boolean> = <mf-name>
//	<mf-range> = <mf-name> <mf-comparison> <mf-value>
//	           | <mf-value> <mf-comparison> <mf-name>
//	           | <mf-value> <mf-lt> <mf-name> <mf-lt> <mf-value>
//	           | <mf-value> <mf-gt> <mf-name> <mf-gt> <mf-value>
func (p *mqParser) feature(open cssToken) (MediaFeature, *Error) {
	t := p.tok
	switch t.Kind {
	case cssIdent:
		start := p.save()
		p.advance()
		p.skipWS()
		n := p.tok
		switch {
		case n.Kind == cssRightParen || (n.Kind == cssEOF && n.Start == len(p.s)):
			return p.checkFeature(t, MediaBoolean, mqVal{}, mqOp{}, mqOp{}, mqVal{})
		case n.Kind == cssColon:
			p.advance()
			p.skipWS()
			v, err := p.value(t)
			if err != nil {
				return MediaFeature{}, err
			}
			return p.checkFeature(t, MediaPlain, mqVal{}, mqOp{}, mqOp{}, v)
		case p.isComparison(n):
			// "(infinite > resolution)": an ident value before the name.
			if !mqIsFeatureName(t.Value) {
				saved := p.save()
				if _, err := p.comparison(); err == nil {
					p.skipWS()
					if p.tok.Kind == cssIdent && mqIsFeatureName(p.tok.Value) {
						p.restore(start)
						return p.valueFirstRange()
					}
				}
				p.restore(saved)
			}
			op, err := p.comparison()
			if err != nil {
				return MediaFeature{}, err
			}
			p.skipWS()
			v, err := p.value(t)
			if err != nil {
				return MediaFeature{}, err
			}
			return p.checkFeature(t, MediaRange, mqVal{}, mqOp{}, op, v)
		}
		if f, _ := mqLookupFeature(t.Value); f == nil {
			return MediaFeature{}, p.errTokKind(KindUnknown, t, `unknown media feature "`+t.Value+`"`)
		}
		return MediaFeature{}, p.errTok(n, `expected ":", a comparison or ")" after the media feature name "`+t.Value+`", found `+p.describe(n))
	case cssNumber, cssDimension, cssFunction, cssPercentage:
		return p.valueFirstRange()
	case cssRightParen:
		return MediaFeature{}, errKind(KindEmpty, open.Start, t.End, "empty parentheses: expected a media feature such as (min-width: 400px)")
	}
	return MediaFeature{}, p.errTok(t, "expected a media feature name, found "+p.describe(t))
}

// valueFirstRange parses the <mf-range> forms that start with a value.
func (p *mqParser) valueFirstRange() (MediaFeature, *Error) {
	v1, err := p.value(cssToken{Start: -1})
	if err != nil {
		return MediaFeature{}, err
	}
	p.skipWS()
	op1, err := p.comparison()
	if err != nil {
		return MediaFeature{}, err
	}
	p.skipWS()
	name := p.tok
	if name.Kind != cssIdent {
		return MediaFeature{}, p.errTok(name, `expected a media feature name after "`+op1.text+`", found `+p.describe(name))
	}
	p.advance()
	p.skipWS()
	if !p.isComparison(p.tok) {
		return p.checkFeature(name, MediaRange, v1, op1, mqOp{}, mqVal{})
	}
	op2, err := p.comparison()
	if err != nil {
		return MediaFeature{}, err
	}
	if op1.text == "=" || op2.text == "=" || op1.isLess() != op2.isLess() {
		return MediaFeature{}, errAt(op2.start, op2.end, `a range with two comparisons must use "<" or "<=" twice, or ">" or ">=" twice; found "`+op1.text+`" and "`+op2.text+`"`)
	}
	p.skipWS()
	v2, err := p.value(name)
	if err != nil {
		return MediaFeature{}, err
	}
	return p.checkFeature(name, MediaRange, v1, op1, op2, v2)
}

// value parses <mf-value> = <number> | <dimension> | <ident> | <ratio>,
// plus math functions. name is the feature name token, for messages (Start
// -1 when the value comes first).
func (p *mqParser) value(name cssToken) (mqVal, *Error) {
	t := p.tok
	v := mqVal{tok: t, start: t.Start}
	switch t.Kind {
	case cssNumber:
		p.advance()
		v.kind, v.end = MediaNumber, t.End
		// <ratio> = <number [0,∞]> [ / <number [0,∞]> ]?
		saved := p.save()
		p.skipWS()
		if s := p.tok; s.Kind == cssDelim && s.Delim == '/' {
			p.advance()
			p.skipWS()
			d := p.tok
			if d.Kind != cssNumber {
				return v, p.errTok(d, `expected a number after "/" in the ratio, found `+p.describe(d))
			}
			p.advance()
			v.kind, v.den, v.end = MediaRatio, d, d.End
			return v, nil
		}
		p.restore(saved)
		return v, nil
	case cssDimension:
		p.advance()
		v.kind, v.end = MediaDimension, t.End
		return v, nil
	case cssIdent:
		p.advance()
		v.kind, v.end = MediaKeyword, t.End
		return v, nil
	case cssFunction:
		if !cssIsMathFunction(t.Value) {
			return v, p.errTok(t, `"`+t.Value+`()" is not allowed in a media feature value; only math functions such as calc() are`)
		}
		if err := p.mathFunction(&v); err != nil {
			return v, err
		}
		v.kind = MediaMath
		return v, nil
	case cssPercentage:
		return v, p.errTok(t, `a percentage such as `+p.describe(t)+` is not allowed in a media query`)
	}
	what := "a value"
	if name.Start >= 0 {
		what = `a value for "` + name.Value + `"`
	}
	return v, p.errTok(t, "expected "+what+", found "+p.describe(t))
}

// checkFeature checks the name and values of a parsed media feature
// against the feature table, and builds it.
func (p *mqParser) checkFeature(name cssToken, form MediaFeatureForm, left mqVal, leftOp, rightOp mqOp, right mqVal) (MediaFeature, *Error) {
	var mf MediaFeature
	f, prefix := mqLookupFeature(name.Value)
	if f == nil {
		return mf, p.errTokKind(KindUnknown, name, `unknown media feature "`+name.Value+`"`)
	}
	switch {
	case f.prefixed && form == MediaBoolean:
		return mf, p.errTok(name, `"`+f.name+`" needs a value, as in (`+f.name+`: …)`)
	case f.prefixed && form == MediaRange:
		return mf, p.errTok(name, `"`+f.name+`" cannot be used with a comparison: write "-webkit-device-pixel-ratio >=" or "<=" instead`)
	case prefix != "" && f.noPrefix:
		return mf, p.errTok(name, `"`+f.name+`" has no "`+prefix+`" form: write "-webkit-`+prefix+f.name[len("-webkit-"):]+`"`)
	case prefix != "" && !f.isRange:
		return mf, p.errTok(name, `"`+f.name+`" is not a range feature, so it has no "`+prefix+`" form`)
	case prefix != "" && form == MediaBoolean:
		return mf, p.errTok(name, `"`+toLowerASCII(name.Value)+`" needs a value, as in (`+toLowerASCII(name.Value)+`: …)`)
	case prefix != "" && form == MediaRange:
		return mf, p.errTok(name, `"min-" and "max-" prefixes cannot be used with a comparison: write "`+f.name+` >=" or "`+f.name+` <=" instead`)
	case form == MediaRange && !f.isRange:
		op := leftOp
		if op.text == "" {
			op = rightOp
		}
		return mf, errAt(op.start, op.end, `"`+f.name+`" is a discrete feature and cannot be compared with "`+op.text+`"`)
	}
	if f.authorErr != "" {
		p.author(name.Start, name.End, `"`+toLowerASCII(name.Value)+`" `+f.authorErr)
	}
	if form == MediaRange && leftOp.text != "" {
		if err := p.checkValue(f, name, left); err != nil {
			return mf, err
		}
	}
	if form == MediaPlain || (form == MediaRange && rightOp.text != "") {
		if err := p.checkValue(f, name, right); err != nil {
			return mf, err
		}
	}
	if !p.build {
		return mf, nil
	}
	mf.Name = toLowerASCII(name.Value)
	mf.Form = form
	switch form {
	case MediaPlain:
		mf.Value = p.buildValue(right)
	case MediaRange:
		mf.LeftOp, mf.RightOp = leftOp.text, rightOp.text
		if leftOp.text != "" {
			mf.Left = p.buildValue(left)
		}
		if rightOp.text != "" {
			mf.Right = p.buildValue(right)
		}
	}
	return mf, nil
}

// checkValue checks a value against the feature's value type.
func (p *mqParser) checkValue(f *mqFeature, name cssToken, v mqVal) *Error {
	fname := name.Value
	bad := func(reason string) *Error { return errAt(v.start, v.end, reason) }
	text := p.s[v.start:v.end]
	// what names the kind of value that was given, for "x takes a length,
	// not <what>".
	what := func() string {
		switch v.kind {
		case MediaNumber:
			return "a number"
		case MediaRatio:
			return "a ratio"
		case MediaKeyword:
			return `the keyword "` + v.tok.Value + `"`
		case MediaDimension:
			if k := cssUnitKind(v.tok.Unit); k != "" {
				return k
			}
		}
		return `"` + text + `"`
	}
	switch f.typ {
	case mqLength:
		switch v.kind {
		case MediaDimension:
			k := cssUnitKind(v.tok.Unit)
			if k == cssKindLength {
				return nil
			}
			if k == "" {
				return errKind(KindUnknown, v.start, v.end, `"`+text+`" is not a length: unknown unit "`+v.tok.Unit+`"`)
			}
			return bad(fname + " takes a length, not " + k)
		case MediaNumber:
			if v.tok.Number == 0 {
				return nil // CSS Values 4 §5.1: the unit is optional for zero lengths
			}
			return bad(`"` + text + `" is not a length: a unit such as "px" or "em" is required (only 0 may omit it)`)
		case MediaMath:
			return p.checkMath(fname, v, cssKindLength, v.mathUnits.length, v.mathUnits.resolution)
		}
		return bad(fname + " takes a length, not " + what())
	case mqResolution:
		switch v.kind {
		case MediaDimension:
			k := cssUnitKind(v.tok.Unit)
			if k == cssKindResolution {
				return nil
			}
			if k == "" {
				return errKind(KindUnknown, v.start, v.end, `"`+text+`" is not a resolution: unknown unit "`+v.tok.Unit+`" (use "dppx", "x", "dpi" or "dpcm")`)
			}
			return bad(fname + " takes a resolution, not " + k)
		case MediaKeyword:
			if EqualFoldASCII(v.tok.Value, "infinite") {
				return nil
			}
			return bad(fname + ` takes a resolution or "infinite", not ` + what())
		case MediaNumber:
			return bad(`"` + text + `" is not a resolution: a unit such as "dppx" or "dpi" is required`)
		case MediaMath:
			return p.checkMath(fname, v, cssKindResolution, v.mathUnits.resolution, v.mathUnits.length)
		}
		return bad(fname + " takes a resolution, not " + what())
	case mqInteger, mqBoolean:
		switch v.kind {
		case MediaNumber:
			if !v.tok.IsInteger {
				return bad(fname + ` takes an integer, not "` + text + `"`)
			}
			if f.typ == mqBoolean && v.tok.Number != 0 && v.tok.Number != 1 {
				return bad(fname + ` takes 0 or 1, not "` + text + `"`)
			}
			return nil
		case MediaMath:
			if f.typ == mqInteger {
				return p.checkMath(fname, v, "an integer", false, false)
			}
		}
		if f.typ == mqBoolean {
			return bad(fname + " takes 0 or 1, not " + what())
		}
		return bad(fname + " takes an integer, not " + what())
	case mqNumberType:
		switch v.kind {
		case MediaNumber:
			return nil
		case MediaMath:
			return p.checkMath(fname, v, "a number", false, false)
		}
		return bad(fname + " takes a number, not " + what())
	case mqRatioType:
		switch v.kind {
		case MediaNumber, MediaRatio:
			if v.tok.Number < 0 || (v.kind == MediaRatio && v.den.Number < 0) {
				return bad(`"` + text + `" is not a ratio: its numbers cannot be negative`)
			}
			return nil
		case MediaMath:
			return p.checkMath(fname, v, "a ratio", false, false)
		}
		return bad(fname + " takes a ratio such as 16/9, not " + what())
	case mqKeywords:
		if v.kind == MediaKeyword {
			if cssKeywordIndex(v.tok.Value, f.keywords) >= 0 {
				return nil
			}
			return bad(`"` + v.tok.Value + `" is not a value of ` + f.name + `: expected ` + mqKeywordList(f.keywords))
		}
		return bad(fname + " takes " + mqKeywordList(f.keywords) + ", not " + what())
	}
	return nil
}

// checkMath checks the units a math function uses against the type
// wanted: ok says it uses the right unit kind, wrong that it uses the
// other one of length/resolution.
func (p *mqParser) checkMath(fname string, v mqVal, want string, ok, wrong bool) *Error {
	bad := func(reason string) *Error { return errAt(v.start, v.end, reason) }
	u := v.mathUnits
	switch {
	case u.percent:
		return bad("a percentage is not allowed in a media query")
	case u.other != "":
		if k := cssUnitKind(u.other); k != "" {
			return bad(fname + " takes " + want + ", not " + k)
		}
		return errKind(KindUnknown, v.start, v.end, `unknown unit "`+u.other+`"`)
	case wrong:
		other := cssKindResolution
		if want == cssKindResolution {
			other = cssKindLength
		}
		return bad(fname + " takes " + want + ", not " + other)
	case !ok && (u.length || u.resolution):
		return bad(fname + " takes " + want + ", not a dimension")
	}
	return nil
}

// mqKeywordList formats keywords as `"a", "b" or "c"`.
func mqKeywordList(kws []string) string {
	var b strings.Builder
	for i, kw := range kws {
		if i > 0 {
			if i == len(kws)-1 {
				b.WriteString(" or ")
			} else {
				b.WriteString(", ")
			}
		}
		b.WriteString(`"` + kw + `"`)
	}
	return b.String()
}

// buildValue turns a checked value into a MediaValue.
func (p *mqParser) buildValue(v mqVal) MediaValue {
	mv := MediaValue{Kind: v.kind, Number: v.tok.Number, IsInteger: v.tok.IsInteger}
	switch v.kind {
	case MediaDimension:
		mv.Unit = toLowerASCII(v.tok.Unit)
	case MediaKeyword:
		mv.Number, mv.IsInteger = 0, false
		mv.Keyword = toLowerASCII(v.tok.Value)
	case MediaRatio:
		mv.Denominator = v.den.Number
	case MediaMath:
		mv.Number, mv.IsInteger = 0, false
		mv.Math = cssSerializeMath(p.s[v.start:v.end], v.unclosed)
	}
	return mv
}
