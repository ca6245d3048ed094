package microsyntax

import (
	"strings"
	"unicode/utf8"
)

// The URL Standard's "URL writing" grammar (§4.3), matched production by
// production: "valid URL string" read directly from the writing section,
// apart from the URL parser (urlparse.go) and from url.go's walk, which
// follows the parser to say what browsers do with a string. ValidURL
// decides validity here and asks url.go only to describe a problem.
//
// Text read: whatwg/url main at commit 6ae84860d12800bcf563668e7cc821360dce6062
// (2026-07-02, "Close more gaps between URL writing and parser sections");
// the review draft of 2026-08 (review-drafts/2026-08.bs, commit
// 2f54a384bf6e2a4057a20e9e87abe5d6a862118f) has the same URL writing and
// host writing sections. https://url.spec.whatwg.org/#url-writing
//
// The productions are deterministic on one character of lookahead, so one
// left-to-right pass decides them:
//
//	valid URL string         = absolute-URL-with-fragment | relative-URL-with-fragment
//	absolute-URL-with-fragment = absolute-URL ["#" fragment]
//	absolute-URL             = ( special-scheme ":" scheme-relative-special
//	                           | other-scheme ":" ( scheme-relative | path-absolute-non-authority | opaque-path )
//	                           | "file:" scheme-relative-file ) ["?" query]
//	relative-URL-with-fragment = "#" fragment                   (base with an opaque path)
//	                         | relative-URL ["#" fragment]      (otherwise)
//	relative-URL             = ( path-absolute-non-authority | path-relative-scheme-less
//	                           | scheme-relative-special (special base) | scheme-relative-file (file base)
//	                           | scheme-relative (other base) ) ["?" query]
//	scheme-relative-special  = "//" host [":" port] [path-absolute]
//	scheme-relative          = "//" [opaque-host [":" port]] [path-absolute]
//	scheme-relative-file     = "//" [host [path-absolute] | path-absolute]
//	path-absolute            = "/" segments           (URL units but "?", "/" separating segments)
//	path-absolute-non-authority = path-absolute not starting with "//"
//	path-relative-scheme-less = segments not starting with "/" nor with a scheme and ":"
//	opaque-path              = URL units but "?", not starting with "/"
//	query, fragment          = URL units
//
// A string starting with a URL-scheme string and ":" can only be absolute
// (a path-relative-scheme-less-URL string may not start so), one starting
// with "//" only scheme-relative (the path-absolute forms exclude it), and
// a host ends at the first ":", "/", "?" or "#" because none of them is in
// a valid domain (UTS 46 with UseSTD3ASCIIRules disallows them) or a valid
// IPv4-address string, and an IPv6 address is in brackets.

// matchURL checks u against "valid URL string" for a base URL of kind base
// (BaseNone: HTML's "valid absolute URL", an absolute-URL-with-fragment
// string). It returns nil, or where the first production that cannot
// continue stops, and why. A valid string is checked without allocating.
func matchURL(u string, base URLBase) *Error {
	g := urlGrammar{u: u}
	i := 0
	if n := schemeEnd(u); n > 0 {
		i = g.absolute(n)
	} else {
		i = g.relative(base)
	}
	i = g.queryAndFragment(i)
	if i >= 0 && i < len(u) {
		// Only an IPv6 address's "]" can end a host elsewhere than at
		// ":", "/", "?" or "#".
		g.fail(i, i+charLen(u, i), describeChar(u, i)+` cannot follow an IPv6 address's "]"`)
	}
	return g.miss
}

// urlGrammar is one match: the string and the first miss.
type urlGrammar struct {
	u    string
	miss *Error
}

// fail records the first miss and returns -1, the position of a failed
// production.
func (g *urlGrammar) fail(off, end int, reason string) int {
	if g.miss == nil {
		g.miss = errAt(off, end, reason)
	}
	return -1
}

// absolute matches an absolute-URL string (without its query) whose
// URL-scheme string ends at n.
func (g *urlGrammar) absolute(n int) int {
	u, i := g.u, n+1
	switch scheme := u[:n]; {
	case EqualFoldASCII(scheme, "file"):
		return g.schemeRelativeFile(i)
	case SpecialScheme(scheme):
		return g.schemeRelativeSpecial(i)
	case strings.HasPrefix(u[i:], "//"):
		return g.schemeRelative(i)
	case i < len(u) && u[i] == '/':
		return g.units(i, "?#") // a path-absolute-non-authority-URL string
	}
	return g.units(i, "?#") // an opaque-path-URL string: it does not start with "/"
}

// relative matches a relative-URL string (without its query), or for a
// base with an opaque path the "#" that must start the string.
func (g *urlGrammar) relative(base URLBase) int {
	u := g.u
	switch base {
	case BaseNone:
		return g.fail(0, len(u), `an absolute URL is required here: the value lacks a scheme such as "https:"`)
	case BaseOpaque:
		if !strings.HasPrefix(u, "#") {
			return g.fail(0, len(u), `only a fragment ("#...") is relative to a base URL with an opaque path`)
		}
		return 0
	}
	switch {
	case strings.HasPrefix(u, "//"):
		switch base {
		case BaseSpecial:
			return g.schemeRelativeSpecial(0)
		case BaseFile:
			return g.schemeRelativeFile(0)
		}
		return g.schemeRelative(0)
	case strings.HasPrefix(u, "/"):
		return g.units(0, "?#") // path-absolute-non-authority-URL string
	}
	// A path-relative-scheme-less-URL string: u does not start with a
	// scheme and ":" (matchURL took those as absolute).
	return g.units(0, "?#")
}

// queryAndFragment matches the optional "?" and URL-query string and the
// optional "#" and URL-fragment string at i.
func (g *urlGrammar) queryAndFragment(i int) int {
	u := g.u
	if i >= 0 && i < len(u) && u[i] == '?' {
		i = g.units(i+1, "#")
	}
	if i >= 0 && i < len(u) && u[i] == '#' {
		i = g.units(i+1, "")
	}
	return i
}

// units matches URL units (URL code points and percent-encoded bytes)
// from i up to the first byte of stop or the end, and returns where they
// stop. Every production but the hosts and the port is made of them: a
// path is the URL units but "?" ("/" separating its segments, "." and
// ".." segments being URL units too), a query those but "#", a fragment
// all of them.
//
// A byte that is not UTF-8 is no code point, so no URL unit. (Such bytes
// stay in documents read as UTF-8, where browsers decode each as U+FFFD
// before the URL parser sees it: url.go's walk says so. The differential
// tests compare the parser, which reads code points, on UTF-8 only.)
func (g *urlGrammar) units(i int, stop string) int {
	u := g.u
	for i >= 0 && i < len(u) {
		c := u[i]
		switch {
		case strings.IndexByte(stop, c) >= 0:
			return i
		case c == '%':
			if i+2 >= len(u) || !isHexDigit(u[i+1]) || !isHexDigit(u[i+2]) {
				return g.fail(i, i+1, `"%" that does not start a percent-encoded byte ("%" and two hex digits)`)
			}
			i += 3
		case c < utf8.RuneSelf:
			if !isURLCodePointASCII(c) {
				return g.fail(i, i+1, describeChar(u, i)+" is not a URL code point")
			}
			i++
		default:
			r, n := utf8.DecodeRuneInString(u[i:])
			if r == utf8.RuneError && n == 1 || !isURLCodePoint(r) {
				return g.fail(i, i+n, describeChar(u, i)+" is not a URL code point")
			}
			i += n
		}
	}
	return i
}

// schemeRelativeSpecial matches a scheme-relative-special-URL string at i:
// "//", a valid host string, an optional ":" and URL-port string, an
// optional path-absolute-URL string.
func (g *urlGrammar) schemeRelativeSpecial(i int) int {
	u := g.u
	if !strings.HasPrefix(u[i:], "//") {
		return g.fail(i, i, `the scheme must be followed by "//" and a host`)
	}
	i = g.host(i+2, ":/?#")
	if i >= 0 && i < len(u) && u[i] == ':' {
		i = g.port(i + 1)
	}
	return g.optionalPath(i)
}

// schemeRelativeFile matches a scheme-relative-file-URL string at i: "//",
// then a valid host string and an optional path-absolute-URL string, or a
// path-absolute-URL string, or nothing.
func (g *urlGrammar) schemeRelativeFile(i int) int {
	u := g.u
	if !strings.HasPrefix(u[i:], "//") {
		return g.fail(i, i, `"file:" must be followed by "//"`)
	}
	i += 2
	if i < len(u) && strings.IndexByte("/?#", u[i]) < 0 {
		// No port: a ":" is part of the host, where it is not allowed.
		i = g.host(i, "/?#")
	}
	return g.optionalPath(i)
}

// schemeRelative matches a scheme-relative-URL string at i: "//", an
// opaque-host-and-port string (empty, or a valid opaque-host string with
// an optional ":" and URL-port string) and an optional path-absolute-URL
// string.
func (g *urlGrammar) schemeRelative(i int) int {
	u := g.u
	i += 2
	start := i
	if i < len(u) && u[i] == '[' {
		i = g.ipv6(i)
	} else {
		// One or more URL units but the forbidden host code points; of
		// those, only "/", ":", "?" and "@" are URL code points.
		i = g.units(i, "/:?#@")
		if i >= 0 && i < len(u) && u[i] == '@' {
			return g.fail(start, i+1, `credentials ("user@" or "user:password@") cannot be written in a valid URL`)
		}
	}
	if i >= 0 && i < len(u) && u[i] == ':' {
		if i == start {
			return g.fail(i, i+1, "a port needs a host before it")
		}
		i = g.port(i + 1)
	}
	return g.optionalPath(i)
}

// optionalPath matches the optional path-absolute-URL string at i.
func (g *urlGrammar) optionalPath(i int) int {
	if i >= 0 && i < len(g.u) && g.u[i] == '/' {
		return g.units(i, "?#")
	}
	return i
}

// host matches a valid host string at i, which runs to the first byte of
// end (or to the "]" of an IPv6 address), and returns where it ends.
func (g *urlGrammar) host(i int, end string) int {
	u := g.u
	if i < len(u) && u[i] == '[' {
		return g.ipv6(i)
	}
	j := i
	for j < len(u) && strings.IndexByte(end, u[j]) < 0 {
		j++
	}
	if j == i {
		return g.fail(i, i, "a host is required here")
	}
	if !validHostString(u[i:j]) {
		return g.fail(i, j, "not a valid host: neither a valid domain (UTS 46 ToASCII with the strict flags, not ending in a number) nor a valid IPv4 address (four decimal numbers 0 to 255)")
	}
	return j
}

// ipv6 matches "[", a valid IPv6-address string and "]" at i.
func (g *urlGrammar) ipv6(i int) int {
	end := strings.IndexByte(g.u[i:], ']')
	if end < 0 {
		return g.fail(i, len(g.u), `an IPv6 address must be closed by "]"`)
	}
	end += i
	if reason, _ := validIPv6(g.u[i+1 : end]); reason != "" {
		return g.fail(i+1, end, "invalid IPv6 address: "+reason)
	}
	return end + 1
}

// port matches a URL-port string at i: ASCII digits for a number up to
// 65535 (a 16-bit unsigned integer), or nothing. It runs to the next "/",
// "?", "#" or the end.
func (g *urlGrammar) port(i int) int {
	u := g.u
	j, n := i, 0
	for ; j < len(u) && isDigit(u[j]); j++ {
		n = min(n*10+int(u[j]-'0'), 1<<16)
	}
	if j < len(u) && strings.IndexByte("/?#", u[j]) < 0 {
		return g.fail(j, j+charLen(u, j), "a port is made of ASCII digits only")
	}
	if n > 65535 {
		return g.fail(i, j, "a port must not be above 65535")
	}
	return j
}

// validHostString is the URL Standard's "valid host string" (§3.4, host
// writing) for a host not in brackets: a valid domain string or a valid
// IPv4-address string.
func validHostString(h string) bool {
	if isASCIIString(h) && endsInNumber(h) {
		// For ASCII, the domain parser only lowercases (or fails), so a
		// host that ends in a number is no valid domain.
		return validIPv4(h) == ""
	}
	return validDomain(h)
}

// validDomain is the URL Standard's "valid domain" (§3.4): the domain
// parser with beStrict true (UTS 46 ToASCII with CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength) does not fail, and its result
// does not end in a number.
func validDomain(h string) bool {
	if isASCIIString(h) && !hasACELabel(h) && !strings.HasSuffix(h, ".") {
		p, _, _ := asciiDomainProblem(h)
		return p == domainValid && !endsInNumber(h)
	}
	if !utf8.ValidString(h) {
		return false // not a string of code points (x/net/idna lets bad bytes through)
	}
	ascii, err := strictIDNA.ToASCII(h)
	return err == nil && ascii != "" && !endsInNumber(ascii)
}
