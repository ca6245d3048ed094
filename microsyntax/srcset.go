package microsyntax

import (
	"strconv"
	"strings"
)

// srcset attributes (HTML §4.8.4.2.1 "Srcset attributes") and the
// browser's "parse a srcset attribute" (§4.8.4.3.10).

// ImageCandidate is one image candidate string as browsers parse it.
type ImageCandidate struct {
	// URL is the candidate's URL as written; Offset and End are its bounds
	// in the value.
	URL         string
	Offset, End int
	// Width is the width descriptor's value, or 0 when there is none;
	// Density the pixel density descriptor's, or 0 when there is none.
	Width   int64
	Density float64
}

// ValidSrcset reports whether s is a valid srcset attribute value: one or
// more image candidate strings separated by commas, each a valid
// non-empty URL (relative URLs resolve against a base of kind base)
// followed by at most one width descriptor ("300w") or pixel density
// descriptor ("2x"), without two candidates of the same width or density
// (a candidate without a descriptor is 1x), and with width descriptors on
// every candidate or on none. The requirements that involve the sizes
// attribute are the caller's. A valid value does not allocate.
func ValidSrcset(s string, base URLBase) error {
	var (
		n                 int
		widths, densities int  // candidates of each kind
		firstWidth        bool // the first candidate has a width descriptor
		seen              srcsetSeen
	)
	pos := 0
	for {
		start := skipWhitespace(s, pos)
		if start == len(s) {
			if n == 0 {
				return errAt(0, len(s), "srcset must hold at least one image candidate")
			}
			return nil // after a candidate without a comma
		}
		if s[start] == ',' {
			return errKind(KindEmpty, start, start+1, `empty image candidate before ","`)
		}
		urlEnd := start
		for urlEnd < len(s) && !isASCIIWhitespace(s[urlEnd]) {
			urlEnd++
		}
		url := s[start:urlEnd]
		trailingComma := false
		if strings.HasSuffix(url, ",") {
			trimmed := strings.TrimRight(url, ",")
			if len(url)-len(trimmed) > 1 {
				return errKind(KindEmpty, start+len(trimmed)+1, urlEnd, `empty image candidate before ","`)
			}
			url, trailingComma = trimmed, true
		}
		if err := ValidURLSurroundedBySpaces(url, base, true); err != nil {
			return shiftError(err, start)
		}
		// The descriptors: up to the next "," (or the end).
		next := urlEnd
		var width int64
		var density float64
		if !trailingComma {
			descStart := skipWhitespace(s, urlEnd)
			descEnd := descStart
			for descEnd < len(s) && s[descEnd] != ',' {
				descEnd++
			}
			next = descEnd
			if descEnd < len(s) {
				next = descEnd + 1
			}
			d := strings.TrimRight(s[descStart:descEnd], " \t\n\f\r")
			if d != "" {
				if k := strings.IndexAny(d, " \t\n\f\r"); k >= 0 {
					return errAt(descStart, descStart+len(d), "an image candidate takes at most one descriptor, found "+strconv.Quote(d))
				}
				var err *Error
				if width, density, err = srcsetDescriptor(d, descStart); err != nil {
					return err
				}
			}
		}
		n++
		switch {
		case width > 0:
			widths++
			if n == 1 {
				firstWidth = true
			}
		default:
			densities++
			if density == 0 {
				density = 1
			}
		}
		if widths > 0 && densities > 0 {
			if firstWidth {
				return errAt(start, next, "every image candidate needs a width descriptor, as the first one has one")
			}
			return errAt(start, next, "a width descriptor cannot be mixed with density descriptors (or none, which means 1x)")
		}
		if width > 0 && seen.add(float64(width)) {
			return errKind(KindRepeated, start, start+len(firstField(s[start:])), "another image candidate has the same width descriptor ("+strconv.FormatInt(width, 10)+"w)")
		}
		if width == 0 && seen.add(density) {
			return errKind(KindRepeated, start, start+len(firstField(s[start:])), "another image candidate has the same density ("+formatDensity(density)+"x; no descriptor means 1x)")
		}
		if next > 0 && s[next-1] == ',' && skipWhitespace(s, next) == len(s) {
			return errAt(next-1, next, `a "," must be followed by an image candidate`)
		}
		if next >= len(s) {
			return nil
		}
		pos = next
	}
}

// srcsetDescriptor checks one descriptor d at offset off.
func srcsetDescriptor(d string, off int) (int64, float64, *Error) {
	num, kind := d[:len(d)-1], d[len(d)-1]
	switch kind {
	case 'w':
		if ValidNonNegativeInteger(num) != nil {
			return 0, 0, errAt(off, off+len(d), "a width descriptor is a whole number of pixels followed by \"w\", found "+strconv.Quote(d))
		}
		w, _ := ParseNonNegativeInteger(num)
		if w == 0 {
			return 0, 0, errAt(off, off+len(d), "a width descriptor must be greater than zero")
		}
		return w, 0, nil
	case 'x':
		if ValidFloat(num) != nil {
			return 0, 0, errAt(off, off+len(d), "a density descriptor is a number followed by \"x\", found "+strconv.Quote(d))
		}
		x, _ := ParseFloat(num)
		if x <= 0 {
			return 0, 0, errAt(off, off+len(d), "a density descriptor must be greater than zero")
		}
		return 0, x, nil
	case 'W', 'X':
		return 0, 0, errAt(off+len(d)-1, off+len(d), "descriptors end in a lower-case \""+strings.ToLower(string(kind))+"\"")
	case 'h':
		return 0, 0, errAt(off, off+len(d), "height descriptors (\"h\") are reserved: write a width (\"w\") or density (\"x\") descriptor")
	}
	return 0, 0, errKind(KindUnknown, off, off+len(d), "unknown descriptor "+strconv.Quote(d)+": write a width (\"300w\") or a density (\"2x\")")
}

// srcsetSeen records the widths or densities of the candidates so far,
// in a small array, then in a map (a hostile value may hold many).
type srcsetSeen struct {
	arr  [16]float64
	n    int
	more map[float64]bool
}

// add records v and reports whether it was there already.
func (t *srcsetSeen) add(v float64) bool {
	for _, w := range t.arr[:t.n] {
		if w == v {
			return true
		}
	}
	if t.more[v] {
		return true
	}
	if t.n < len(t.arr) {
		t.arr[t.n] = v
		t.n++
		return false
	}
	if t.more == nil {
		t.more = map[float64]bool{}
	}
	t.more[v] = true
	return false
}

func firstField(s string) string {
	for i := 0; i < len(s); i++ {
		if isASCIIWhitespace(s[i]) {
			return strings.TrimRight(s[:i], ",")
		}
	}
	return strings.TrimRight(s, ",")
}

func formatDensity(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// shiftError moves an error from ValidURLSurroundedBySpaces by off bytes.
func shiftError(err error, off int) *Error {
	return err.(*URLError).Unwrap().(*Error).moved(off)
}

// ParseSrcset is the browser's "parse a srcset attribute" (HTML
// §4.8.4.3.10): the candidates it keeps, with their descriptors. A
// candidate whose descriptors are invalid is dropped; a trailing comma on
// a URL is removed; duplicates are left for the caller (the standard
// drops them when it selects a source).
func ParseSrcset(s string) []ImageCandidate {
	var out []ImageCandidate
	pos := 0
	for {
		// Steps 1-4: skip whitespace and commas.
		for pos < len(s) && (isASCIIWhitespace(s[pos]) || s[pos] == ',') {
			pos++
		}
		if pos >= len(s) {
			return out
		}
		start := pos
		for pos < len(s) && !isASCIIWhitespace(s[pos]) {
			pos++
		}
		url := s[start:pos]
		c := ImageCandidate{URL: strings.TrimRight(url, ","), Offset: start}
		c.End = start + len(c.URL)
		var descs []string
		if !strings.HasSuffix(url, ",") {
			descs, pos = srcsetTokenizeDescriptors(s, pos)
		}
		if srcsetApplyDescriptors(&c, descs) {
			out = append(out, c)
		}
	}
}

// srcsetTokenizeDescriptors is step 8 of "parse a srcset attribute": the
// descriptor tokenizer, with its parenthesis state.
func srcsetTokenizeDescriptors(s string, pos int) ([]string, int) {
	pos = skipWhitespace(s, pos)
	var descs []string
	var cur strings.Builder
	inParens := false
	for ; pos <= len(s); pos++ {
		if pos == len(s) {
			if cur.Len() > 0 {
				descs = append(descs, cur.String())
			}
			return descs, pos
		}
		c := s[pos]
		switch {
		case inParens:
			cur.WriteByte(c)
			if c == ')' {
				inParens = false
			}
		case isASCIIWhitespace(c):
			if cur.Len() > 0 {
				descs = append(descs, cur.String())
				cur.Reset()
			}
			// "after descriptor": skip whitespace; a non-space starts the
			// next descriptor.
			pos = skipWhitespace(s, pos) - 1
		case c == ',':
			if cur.Len() > 0 {
				descs = append(descs, cur.String())
			}
			return descs, pos + 1
		case c == '(':
			cur.WriteByte(c)
			inParens = true
		default:
			cur.WriteByte(c)
		}
	}
	return descs, pos
}

// srcsetApplyDescriptors is step 9 of "parse a srcset attribute": it sets
// the candidate's width or density, and reports false when the candidate
// is dropped.
func srcsetApplyDescriptors(c *ImageCandidate, descs []string) bool {
	hasW, hasX, hasH := false, false, false
	for _, d := range descs {
		if d == "" {
			return false
		}
		num, kind := d[:len(d)-1], d[len(d)-1]
		switch kind {
		case 'w':
			if hasW || hasX || ValidNonNegativeInteger(num) != nil {
				return false
			}
			w, err := ParseNonNegativeInteger(num)
			if err != nil || w == 0 {
				return false
			}
			c.Width, hasW = w, true
		case 'x':
			if hasW || hasX || hasH || ValidFloat(num) != nil {
				return false
			}
			x, err := ParseFloat(num)
			if err != nil || x < 0 {
				return false
			}
			c.Density, hasX = x, true
		case 'h':
			if hasH || hasX || ValidNonNegativeInteger(num) != nil {
				return false
			}
			if h, err := ParseNonNegativeInteger(num); err != nil || h == 0 {
				return false
			}
			hasH = true
		default:
			return false
		}
	}
	// A height descriptor alone is an error (future compatibility).
	return !(hasH && !hasW)
}
