package microsyntax

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf8"
)

// urlGen writes strings from the productions of the URL Standard's URL
// writing and host writing sections (see urlgrammar.go for the text read),
// and near misses: strings one mutation away from one, most of them
// invalid. The differential tests hold the grammar checker, url.go's walk
// and the parser's validation errors to one decision on them.
type urlGen struct {
	r *rand.Rand
}

func newURLGen(seed uint64) *urlGen { return &urlGen{r: rand.New(rand.NewPCG(seed, 0x75726c))} }

func (g *urlGen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func (g *urlGen) chance(n int) bool { return g.r.IntN(n) == 0 }

// unit is one URL unit: a URL code point (ASCII, or one of U+00A0 to
// U+10FFFD but surrogates and noncharacters) or a percent-encoded byte.
func (g *urlGen) unit() string {
	switch g.r.IntN(10) {
	case 0:
		return g.pick("%20", "%2F", "%2e", "%E9", "%c3%a9", "%25", "%00", "%ff")
	case 1:
		return g.pick("\u00e9", "\U0001F4A9", "\u00a0", "\ufeff", "\U0010FFFD", "\u6f22", "\ufffd", "\u0100")
	case 2:
		return g.pick("!", "$", "&", "'", "(", ")", "*", "+", ",", "-", ".", ";", "=", "_", "~", ":", "@")
	case 3:
		return strconv.Itoa(g.r.IntN(10))
	}
	return string(rune('a' + g.r.IntN(26) - 32*g.r.IntN(2)))
}

// units is up to n URL units, none of which starts with a byte of except.
func (g *urlGen) units(n int, except string) string {
	var b strings.Builder
	for k := g.r.IntN(n + 1); k > 0; k-- {
		if u := g.unit(); strings.IndexByte(except, u[0]) < 0 {
			b.WriteString(u)
		}
	}
	return b.String()
}

// segment is a URL-path-segment string: URL units but "/" and "?", or a
// single-dot or double-dot segment.
func (g *urlGen) segment() string {
	if g.chance(6) {
		return g.pick(".", "..", "%2e", "%2E%2e", ".%2E", "")
	}
	return g.units(6, "/?")
}

// segments is one or more segments separated by "/".
func (g *urlGen) segments() string {
	s := g.segment()
	for g.chance(2) {
		s += "/" + g.segment()
	}
	return s
}

// pathAbsolute is a path-absolute-URL string.
func (g *urlGen) pathAbsolute() string {
	if g.chance(5) {
		return "/" + g.pick("C:", "c:", "Z:") + "/" + g.segments() // drive letters are plain segments
	}
	return "/" + g.segments()
}

// pathAbsoluteNonAuthority is a path-absolute-URL string that does not
// start with "//".
func (g *urlGen) pathAbsoluteNonAuthority() string {
	p := g.pathAbsolute()
	if strings.HasPrefix(p, "//") {
		p = "/." + p[1:]
	}
	return p
}

// domain is a valid domain string: labels that pass UTS 46 ToASCII with
// the strict flags, the last not numeric.
func (g *urlGen) domain() string {
	labels := []string{"example", "a", "www", "EXAMPLE", "a-b", "x1", "1x", "xn--xample-9ua", "b\u00fccher",
		"\u2615", "\uff45xample", "caf\u00e9", strings.Repeat("l", 63), "\u0434\u043e\u043c", "xn--n3h"}
	var parts []string
	for k := g.r.IntN(3); k > 0; k-- {
		parts = append(parts, labels[g.r.IntN(len(labels))])
		if g.chance(6) {
			parts[len(parts)-1] = strconv.Itoa(g.r.IntN(300)) // numbers are fine before the last label
		}
	}
	parts = append(parts, g.pick("org", "com", "example", "test", "ORG", "\u0440\u0444", "xn--p1ai", "localhost"))
	sep := "."
	if g.chance(10) {
		sep = "\u3002" // an ideographic full stop, mapped to "." by UTS 46
	}
	d := strings.Join(parts, sep)
	if g.chance(12) {
		d += "." // a trailing dot: the root label
	}
	return d
}

// ipv4 is a valid IPv4-address string.
func (g *urlGen) ipv4() string {
	var p [4]string
	for k := range p {
		p[k] = strconv.Itoa(g.r.IntN(256))
	}
	return strings.Join(p[:], ".")
}

// piece is a valid IPv6-piece string: shortest hex, either case.
func (g *urlGen) piece() string {
	n := 0
	if !g.chance(3) {
		n = g.r.IntN(0x10000)
	}
	s := strconv.FormatUint(uint64(n), 16)
	if g.chance(3) {
		s = strings.ToUpper(s)
	}
	return s
}

// pieces is n pieces separated by ":".
func (g *urlGen) pieces(n int) string {
	p := make([]string, n)
	for k := range p {
		p[k] = g.piece()
	}
	return strings.Join(p, ":")
}

// ipv6 is a valid IPv6-address string.
func (g *urlGen) ipv6() string {
	switch g.r.IntN(4) {
	case 0:
		return g.pieces(8)
	case 1:
		return g.pieces(6) + ":" + g.ipv4()
	}
	// "::" with at most 7 effective pieces around it.
	before := g.r.IntN(8)
	after := g.r.IntN(8 - before)
	s := ""
	if before > 0 {
		s = g.pieces(before)
	}
	s += "::"
	switch {
	case after >= 2 && g.chance(2):
		if after > 2 {
			s += g.pieces(after-2) + ":"
		}
		s += g.ipv4()
	case after > 0:
		s += g.pieces(after)
	}
	return s
}

// host is a valid host string.
func (g *urlGen) host() string {
	switch g.r.IntN(5) {
	case 0:
		return g.ipv4()
	case 1:
		return "[" + g.ipv6() + "]"
	}
	return g.domain()
}

// port is a URL-port string.
func (g *urlGen) port() string {
	switch g.r.IntN(5) {
	case 0:
		return ""
	case 1:
		return "0" + strconv.Itoa(g.r.IntN(65536))
	case 2:
		return g.pick("0", "65535", "80", "443")
	}
	return strconv.Itoa(g.r.IntN(65536))
}

// opaqueHost is a valid opaque-host string.
func (g *urlGen) opaqueHost() string {
	if g.chance(5) {
		return "[" + g.ipv6() + "]"
	}
	h := g.units(6, "/:?@")
	if h == "" {
		h = "h"
	}
	return h
}

func (g *urlGen) specialScheme() string {
	return g.caseOf(g.pick("http", "https", "ws", "wss", "ftp"))
}

func (g *urlGen) otherScheme() string {
	return g.caseOf(g.pick("foo", "mailto", "data", "javascript", "urn", "a+b.c-d", "tel", "about", "c", "sc", "blob", "z9"))
}

// caseOf changes the case of some letters of s (schemes are ASCII
// case-insensitive).
func (g *urlGen) caseOf(s string) string {
	if !g.chance(4) {
		return s
	}
	b := []byte(s)
	for k := range b {
		if g.chance(2) && isASCIIAlpha(b[k]) {
			b[k] ^= 0x20
		}
	}
	return string(b)
}

// schemeRelativeSpecial is a scheme-relative-special-URL string.
func (g *urlGen) schemeRelativeSpecial() string {
	s := "//" + g.host()
	if g.chance(3) {
		s += ":" + g.port()
	}
	if g.chance(2) {
		s += g.pathAbsolute()
	}
	return s
}

// schemeRelativeFile is a scheme-relative-file-URL string.
func (g *urlGen) schemeRelativeFile() string {
	switch g.r.IntN(4) {
	case 0:
		return "//"
	case 1:
		return "//" + g.pathAbsolute()
	case 2:
		return "//" + g.host()
	}
	return "//" + g.host() + g.pathAbsolute()
}

// schemeRelative is a scheme-relative-URL string.
func (g *urlGen) schemeRelative() string {
	s := "//"
	if !g.chance(5) {
		s += g.opaqueHost()
		if g.chance(3) {
			s += ":" + g.port()
		}
	}
	if g.chance(2) {
		s += g.pathAbsolute()
	}
	return s
}

// queryAndFragment is an optional "?" and URL-query string and an optional
// "#" and URL-fragment string.
func (g *urlGen) queryAndFragment(withQuery bool) string {
	s := ""
	if withQuery && g.chance(3) {
		s += "?" + g.units(8, "#") + g.pick("", "?", "/", "")
	}
	if g.chance(3) {
		s += "#" + g.units(8, "") + g.pick("", "?", "/", "")
	}
	return s
}

// absolute is an absolute-URL-with-fragment string.
func (g *urlGen) absolute() string {
	var s string
	switch g.r.IntN(4) {
	case 0:
		s = g.caseOf("file") + ":" + g.schemeRelativeFile()
	case 1:
		s = g.otherScheme() + ":"
		switch g.r.IntN(3) {
		case 0:
			s += g.schemeRelative()
		case 1:
			s += g.pathAbsoluteNonAuthority()
		default:
			if p := g.units(8, "?#"); !strings.HasPrefix(p, "/") {
				s += p // an opaque-path-URL string
			}
		}
	default:
		s = g.specialScheme() + ":" + g.schemeRelativeSpecial()
	}
	return s + g.queryAndFragment(true)
}

// relative is a relative-URL-with-fragment string for a base of kind base
// (not BaseNone).
func (g *urlGen) relative(base URLBase) string {
	if base == BaseOpaque {
		return "#" + g.units(8, "")
	}
	var s string
	switch g.r.IntN(3) {
	case 0:
		s = g.pathAbsoluteNonAuthority()
	case 1:
		switch base {
		case BaseSpecial:
			s = g.schemeRelativeSpecial()
		case BaseFile:
			s = g.schemeRelativeFile()
		default:
			s = g.schemeRelative()
		}
	default:
		s = g.segments() // a path-relative-scheme-less-URL string
		if strings.HasPrefix(s, "/") || schemeEnd(s) > 0 {
			s = "./" + s
		}
	}
	return s + g.queryAndFragment(true)
}

// valid is a valid URL string for a base of kind base.
func (g *urlGen) valid(base URLBase) string {
	if base == BaseNone || g.chance(2) {
		return g.absolute()
	}
	return g.relative(base)
}

// nearMissHost is a host one step from a valid host string, most of them
// not valid.
func (g *urlGen) nearMissHost() string {
	switch g.r.IntN(4) {
	case 0: // IPv4
		p := strings.Split(g.ipv4(), ".")
		switch g.r.IntN(7) {
		case 0:
			p[g.r.IntN(4)] = "0" + p[g.r.IntN(4)]
		case 1:
			p[g.r.IntN(4)] = g.pick("256", "999", "4000")
		case 2:
			p = append(p, "1")
		case 3:
			p = p[:1+g.r.IntN(3)]
		case 4:
			p = append(p, "")
		case 5:
			p[g.r.IntN(4)] = g.pick("0x1", "0X7f", "07", "0x", "a")
		default:
			p[g.r.IntN(4)] = g.pick("\uff11", "\u2460", "\u00b2") // non-ASCII, mapped to a digit
		}
		return strings.Join(p, g.pick(".", ".", "\u3002"))
	case 1: // IPv6
		a := g.ipv6()
		switch g.r.IntN(7) {
		case 0:
			a = "0" + a
		case 1:
			a += ":1"
		case 2:
			a += "::1"
		case 3:
			a = strings.Replace(a, ":", ":::", 1)
		case 4:
			a += g.pick("!", "%", "g", ".")
		case 5:
			return "[" + a // unclosed
		default:
			a = g.pieces(7)
		}
		return "[" + a + "]"
	}
	d := g.domain()
	switch g.r.IntN(9) {
	case 0:
		return "_" + d
	case 1:
		return "-" + d
	case 2:
		return "xn--a." + d
	case 3:
		return strings.Replace(d, ".", "..", 1)
	case 4:
		return strings.Repeat("b", 64) + "." + d
	case 5:
		return "ab--c." + d
	case 6:
		return d + "." + g.pick("1", "0x1", "255", "09")
	case 7:
		return strings.Replace(d, "e", "%65", 1)
	}
	return d + g.pick("\u200d", "\u00ad", "\U0001F4A9", "\ufdd0", "\u0000", "%", "*")
}

// nearMiss is s one mutation away, from the mutations that the URL
// Standard's validation errors name.
func (g *urlGen) nearMiss(s string) string {
	at := g.runeBoundary(s)
	switch g.r.IntN(16) {
	case 0: // drop a slash after a scheme, or of a scheme-relative start
		if k := strings.Index(s, "//"); k >= 0 {
			return s[:k] + s[k+1+g.r.IntN(2):]
		}
	case 1: // credentials, or an "@" or ":" in the authority
		if k := strings.Index(s, "//"); k >= 0 {
			return s[:k+2] + g.pick("user@", "user:pass@", ":@", "@", "a:@", ":b@", "u@:", "@@", ":", "a:b@") + s[k+2:]
		}
		return s[:at] + g.pick("@", ":", "user:pass@") + s[at:]
	case 2: // a bad percent-encoding
		return s[:at] + g.pick("%", "%4", "%G1", "%%", "%\u00e9") + s[at:]
	case 3: // a forbidden host code point in the authority
		if k := strings.Index(s, "//"); k >= 0 {
			k += 2 + g.r.IntN(3)
			k = min(k, len(s))
			for k < len(s) && !utf8.RuneStart(s[k]) {
				k++
			}
			return s[:k] + g.pick("\x00", "\t", " ", "#", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|", "%", "\x7f", "\x01") + s[k:]
		}
	case 4: // a port out of range or not a number
		p := g.pick("65536", "99999", "100000", "-1", "8o", "80a", " 80", ":80", "+80", "\uff18\uff10")
		if k := strings.Index(s, "//"); k >= 0 {
			end := k + 2 + strings.IndexAny(s[k+2:]+"/", "/?#")
			return s[:end] + ":" + p + s[end:]
		}
		return s + ":" + p
	case 5: // "\" for "/"
		if k := strings.LastIndex(s[:at], "/"); k >= 0 {
			return s[:k] + "\\" + s[k+1:]
		}
		return s[:at] + "\\" + s[at:]
	case 6: // a space, also at an end
		return s[:at] + " " + s[at:]
	case 7: // a code point that is not a URL code point
		return s[:at] + g.pick("\"", "<", ">", "`", "{", "}", "|", "^", "\x7f", "\x01", "\u0080", "\u009f", "\ufdd0", "\ufffe", "\U0010FFFF", "#", "[", "]", "\t", "\n", "\x0c") + s[at:]
	case 8: // another kind of scheme
		if n := schemeEnd(s); n > 0 {
			return g.pick("https", "file", "foo", "HTTP", "ws", "mailto") + s[n:]
		}
		return g.pick("https:", "file:", "foo:", "http:/") + s
	case 9: // a prefix
		return s[:at]
	case 10: // one code point less
		_, n := utf8.DecodeRuneInString(s[at:])
		return s[:at] + s[at+n:]
	case 11: // a host one step from valid
		if k := strings.Index(s, "//"); k >= 0 {
			end := k + 2 + strings.IndexAny(s[k+2:]+"/", "/?#")
			if strings.HasPrefix(s[k+2:], "[") {
				end = k + 2 + strings.IndexByte(s[k+2:]+"]", ']') + 1
				end = min(end, len(s))
			}
			return s[:k+2] + g.nearMissHost() + s[end:]
		}
		return "//" + g.nearMissHost() + s
	case 12: // a drive letter
		return s[:at] + g.pick("C|", "C:", "/C|/", "c:") + s[at:]
	case 13: // a scheme-relative start
		return "//" + s
	case 14: // no host after "//"
		if k := strings.Index(s, "//"); k >= 0 {
			return s[:k+2] + g.pick("", "/", ":80", "?", "#") + s[k+2+strings.IndexAny(s[k+2:]+"/", "/?#"):]
		}
	}
	return s[:at] + g.unit() + s[at:] // still valid, most of the time
}

// runeBoundary is a random offset of s at the start of a code point (or
// its end).
func (g *urlGen) runeBoundary(s string) int {
	at := g.r.IntN(len(s) + 1)
	for at < len(s) && !utf8.RuneStart(s[at]) {
		at++
	}
	return at
}
