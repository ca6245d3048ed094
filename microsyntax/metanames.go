package microsyntax

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// The content of two meta names with a syntax of their own: color-scheme
// (HTML §4.2.5.1, the CSS color-scheme property's value) and viewport
// (CSS Viewport Module, "the meta viewport element").

// ValidColorScheme reports whether s matches the syntax of the CSS
// color-scheme property, as HTML requires of <meta name="color-scheme">:
// "normal", or one or more of "light", "dark" and other identifiers, with
// "only" once, before or after them (CSS Color Adjustment 1 §2.1:
// normal | [ light | dark | <custom-ident> ]+ && only?). The identifiers
// must not be the CSS-wide keywords, "default", "normal" or "only" twice.
func ValidColorScheme(s string) error {
	tz := newCSSTokenizer(s)
	var idents []cssToken
	for {
		t := tz.next()
		switch t.Kind {
		case cssEOF:
			return colorSchemeIdents(s, idents)
		case cssWhitespace:
		case cssIdent:
			idents = append(idents, t)
		default:
			return errAt(t.Start, t.End, describeChar(s, t.Start)+" is not allowed: write keywords separated by spaces, such as \"light dark\"")
		}
	}
}

func colorSchemeIdents(s string, idents []cssToken) error {
	if len(idents) == 0 {
		return errAt(0, len(s), `expected "normal", or one or more of "light" and "dark"`)
	}
	only, schemes := false, 0
	for _, t := range idents {
		switch v := toLowerASCII(t.Value); v {
		case "normal":
			if len(idents) > 1 {
				return errKind(KindNotAlone, t.Start, t.End, `"normal" stands alone`)
			}
			return nil
		case "only":
			if only {
				return errKind(KindRepeated, t.Start, t.End, `"only" is given twice`)
			}
			only = true
		case "initial", "inherit", "unset", "revert", "revert-layer", "default":
			return errAt(t.Start, t.End, `"`+t.Value+`" is not a color scheme`)
		default:
			schemes++
		}
	}
	if schemes == 0 {
		return errKind(KindEmpty, idents[0].Start, idents[len(idents)-1].End, `"only" needs a color scheme, such as "only light"`)
	}
	return nil
}

// ViewportProperty is one "key=value" pair of a meta viewport's content.
type ViewportProperty struct {
	Key, Value string
	// Start, End span the pair in the content; ValueStart is where the
	// value starts (End when there is none).
	Start, ValueStart, End int
}

// ParseViewport splits a meta viewport's content into its properties as
// browsers do (CSS Viewport Module, "parsing the content attribute"):
// properties are separated by commas, semicolons or whitespace, and each
// is a key, optionally "=" and a value, with whitespace allowed around
// "=". Keys are returned ASCII-lowercased. semicolon says a ";" separated
// two properties.
func ParseViewport(s string) (props []ViewportProperty, semicolon bool) {
	isSep := func(c byte) bool { return c == ',' || c == ';' || isASCIIWhitespace(c) }
	i := 0
	for i < len(s) {
		for i < len(s) && isSep(s[i]) {
			if s[i] == ';' && len(props) > 0 {
				semicolon = true
			}
			i++
		}
		if i >= len(s) {
			break
		}
		start := i
		for i < len(s) && !isSep(s[i]) && s[i] != '=' {
			i++
		}
		p := ViewportProperty{Key: toLowerASCII(s[start:i]), Start: start, ValueStart: i, End: i}
		j := i
		for j < len(s) && isASCIIWhitespace(s[j]) {
			j++
		}
		if j < len(s) && s[j] == '=' {
			j++
			for j < len(s) && isASCIIWhitespace(s[j]) {
				j++
			}
			k := j
			for k < len(s) && !isSep(s[k]) && s[k] != '=' {
				k++
			}
			p.Value, p.ValueStart, p.End = s[j:k], j, k
			i = k
		}
		props = append(props, p)
	}
	return props, semicolon
}

// viewportKeys are the properties of a meta viewport, with what each
// value may be (CSS Viewport Module §"viewport <meta> element", and the
// interactive-widget and viewport-fit properties browsers added).
var viewportKeys = map[string]string{
	"width": "length", "height": "length",
	"initial-scale": "scale", "minimum-scale": "scale", "maximum-scale": "scale",
	"user-scalable": "yes|no", "viewport-fit": "auto|contain|cover",
	"interactive-widget": "resizes-visual|resizes-content|overlays-content",
}

// ViewportKeys returns the keys a meta viewport's content takes, sorted.
func ViewportKeys() []string { return slices.Sorted(maps.Keys(viewportKeys)) }

// ViewportValueProblem says why value is not one that key takes, or ""
// (also for a key it does not know).
func ViewportValueProblem(key, value string) string {
	kind, ok := viewportKeys[key]
	if !ok {
		return ""
	}
	low := toLowerASCII(value)
	number := func(lo, hi float64) string {
		if !isDecimalNumber(low) {
			return key + " takes a number, not " + strconv.Quote(value)
		}
		if f, _ := strconv.ParseFloat(low, 64); f < lo || f > hi {
			return key + " " + value + " is outside " + strconv.FormatFloat(lo, 'f', -1, 64) + " to " + strconv.FormatFloat(hi, 'f', -1, 64)
		}
		return ""
	}
	switch kind {
	case "length":
		if low == "device-width" || low == "device-height" {
			return ""
		}
		if strings.HasSuffix(low, "px") {
			return key + " is a number of CSS pixels without a unit: write " + strings.TrimSuffix(value, value[len(value)-2:])
		}
		return number(1, 10000)
	case "scale":
		return number(0.1, 10)
	case "yes|no":
		if low == "yes" || low == "no" || low == "1" || low == "0" {
			return ""
		}
		return key + " takes yes or no, not " + strconv.Quote(value)
	default:
		for _, k := range strings.Split(kind, "|") {
			if low == k {
				return ""
			}
		}
		return key + " takes " + strings.ReplaceAll(kind, "|", ", ") + ", not " + strconv.Quote(value)
	}
}

// isDecimalNumber reports whether s is digits with at most one "."
// among them: the numbers a viewport's content holds.
func isDecimalNumber(s string) bool {
	digits, dot := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}

// RobotsDirective is one directive of a robots meta tag's content
// (<meta name="robots" content="noindex, max-snippet: 50">).
type RobotsDirective struct {
	// Name is ASCII-lowercased; Value is what follows its ":", trimmed.
	Name, Value string
	// HasValue says the directive has a ":".
	HasValue bool
	// Start, End span the directive in the content (whitespace around it
	// left out); ValueStart is where Value starts (End without one).
	Start, ValueStart, End int
}

// robotsDirectives are the directives of the robots meta tag that search
// engines document (Google Search Central, "Robots meta tag, data-nosnippet
// and X-Robots-Tag specifications"; Bing Webmaster Guidelines), with the
// kind of value each takes: "" none, "int" an integer of at least -1,
// "none|standard|large" one of those, "date" a date. No standard defines
// them: HTML lists "robots" among the meta names registered on the WHATWG
// wiki.
var robotsDirectives = map[string]string{
	"all": "", "index": "", "follow": "", "none": "", "noindex": "", "nofollow": "",
	"noarchive": "", "nocache": "", "nosnippet": "", "noimageindex": "", "notranslate": "",
	"indexifembedded": "", "nositelinkssearchbox": "",
	"max-snippet": "int", "max-video-preview": "int", "max-image-preview": "none|standard|large",
	"unavailable_after": "date",
}

// RobotsDirectiveNames returns the directives a robots meta tag takes, sorted.
func RobotsDirectiveNames() []string { return slices.Sorted(maps.Keys(robotsDirectives)) }

// IsRobotsDirective reports whether name (ASCII-lowercased) is a directive
// search engines document.
func IsRobotsDirective(name string) bool {
	_, ok := robotsDirectives[name]
	return ok
}

// ParseRobots splits a robots meta tag's content into its directives, as
// search engines read it: separated by commas, each a name, optionally ":"
// and a value, ASCII case-insensitive. Empty pieces (",,") are skipped.
// The value of unavailable_after is a date, which may hold commas
// ("Sunday, 06-Nov-94 08:49:37 GMT"): it runs on over the pieces after it
// until one that starts with a known directive.
func ParseRobots(s string) []RobotsDirective {
	// trimASCIISpan is s[from:to] without whitespace at its ends.
	trimASCIISpan := func(s string, from, to int) (int, int) {
		a, b := trimASCIISpace(s[from:to])
		return from + a, from + b
	}
	var out []RobotsDirective
	i := 0
	for i <= len(s) {
		j := i + strings.IndexByte(s[i:], ',')
		if j < i {
			j = len(s)
		}
		start, end := trimASCIISpan(s, i, j)
		i = j + 1
		if start == end {
			continue
		}
		d := RobotsDirective{Start: start, ValueStart: end, End: end}
		name := s[start:end]
		if c := strings.IndexByte(name, ':'); c >= 0 {
			ns, ne := trimASCIISpan(s, start, start+c)
			vs, ve := trimASCIISpan(s, start+c+1, end)
			d.Name, d.HasValue = toLowerASCII(s[ns:ne]), true
			d.Value, d.ValueStart = s[vs:ve], vs
			if vs == ve {
				d.ValueStart = end
			}
		} else {
			d.Name = toLowerASCII(name)
		}
		if d.Name == "unavailable_after" && d.HasValue {
			// Take in the pieces of a date with commas.
			for i <= len(s) {
				k := i + strings.IndexByte(s[i:], ',')
				if k < i {
					k = len(s)
				}
				ps, pe := trimASCIISpan(s, i, k)
				head := s[ps:pe]
				if c := strings.IndexByte(head, ':'); c >= 0 {
					_, e := trimASCIISpace(head[:c])
					head = head[:e]
				}
				if ps == pe || IsRobotsDirective(toLowerASCII(head)) {
					break
				}
				d.End, i = pe, k+1
				d.Value = s[d.ValueStart:pe]
			}
		}
		out = append(out, d)
	}
	return out
}

// RobotsValueProblem says why d's value is not one its directive takes, or
// "" (also for a directive it does not know).
func RobotsValueProblem(d RobotsDirective) string {
	kind, ok := robotsDirectives[d.Name]
	if !ok {
		return ""
	}
	switch {
	case kind == "" && d.HasValue:
		return d.Name + " takes no value"
	case kind == "":
		return ""
	case d.Value == "":
		return d.Name + " needs a value after \":\""
	}
	switch kind {
	case "int":
		v := d.Value
		if v == "-1" {
			return ""
		}
		for k := 0; k < len(v); k++ {
			if !isDigit(v[k]) {
				return d.Name + " takes a whole number of at least -1 (-1: no limit), not " + strconv.Quote(d.Value)
			}
		}
		return ""
	case "date":
		return "" // RFC 822, RFC 850, ISO 8601 and more: not checked
	default:
		low := toLowerASCII(d.Value)
		for _, k := range strings.Split(kind, "|") {
			if low == k {
				return ""
			}
		}
		return d.Name + " takes " + strings.ReplaceAll(kind, "|", ", ") + ", not " + strconv.Quote(d.Value)
	}
}
