package microsyntax

import (
	"slices"
	"strings"
)

// Content Security Policy Level 3, §2.2: a serialized CSP list is policies
// separated by ",", each directives separated by ";", each a name and a
// value of tokens separated by ASCII whitespace.

// CSPDirective is one directive of a serialized CSP list, as browsers
// read it (CSP3 §2.2.1 "parse a serialized CSP"), with byte offsets into
// the whole string.
type CSPDirective struct {
	// Name is the directive's name, ASCII-lowercased.
	Name string
	// Start and End span the directive (its name and value); NameEnd is
	// where the name ends.
	Start, NameEnd, End int
	// Policy counts the policies of a list from 0 (they are separated
	// by commas).
	Policy int
	// Tokens are the value's tokens, with their offsets in Starts.
	Tokens []string
	Starts []int
	// Ignored says why browsers drop the directive: "non-ASCII" (a
	// directive holding a character outside ASCII is skipped whole), or
	// "duplicate" (a name seen earlier in the same policy); "" when they
	// keep it.
	Ignored string
}

// ParseCSP splits a serialized CSP list into its directives as browsers
// do (CSP3 §2.2.1 and §2.2.2): each policy at ",", each directive at ";",
// leading and trailing ASCII whitespace stripped, empty directives
// skipped. Directives browsers ignore are returned too, with the reason
// in Ignored.
func ParseCSP(s string) []CSPDirective {
	var out []CSPDirective
	policy := 0
	for pstart := 0; pstart <= len(s); policy++ {
		pend := strings.IndexByte(s[pstart:], ',')
		if pend < 0 {
			pend = len(s)
		} else {
			pend += pstart
		}
		seen := map[string]bool{}
		for dstart := pstart; dstart <= pend; {
			dend := strings.IndexByte(s[dstart:pend], ';')
			if dend < 0 {
				dend = pend
			} else {
				dend += dstart
			}
			start, end := dstart, dend
			for start < end && isASCIIWhitespace(s[start]) {
				start++
			}
			for end > start && isASCIIWhitespace(s[end-1]) {
				end--
			}
			if start < end {
				d := CSPDirective{Start: start, End: end, Policy: policy}
				i := start
				for i < end && !isASCIIWhitespace(s[i]) {
					i++
				}
				d.NameEnd = i
				d.Name = strings.ToLower(s[start:i]) // ASCII lowercase; a non-ASCII name is ignored below
				for off, tok := range SpaceTokens(s[i:end]) {
					d.Tokens = append(d.Tokens, tok)
					d.Starts = append(d.Starts, i+off)
				}
				switch {
				case !isASCII(s[start:end]):
					d.Ignored = "non-ASCII"
				case seen[d.Name]:
					d.Ignored = "duplicate"
				default:
					seen[d.Name] = true
				}
				out = append(out, d)
			}
			dstart = dend + 1
		}
		pstart = pend + 1
	}
	return out
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// cspSourceListDirectives are the directives whose value is a source
// list (CSP3 §6.1 fetch directives, §6.3 base-uri and form-action; §6.4
// frame-ancestors takes the ancestor source list, a subset).
var cspSourceListDirectives = map[string]bool{
	"child-src": true, "connect-src": true, "default-src": true, "fenced-frame-src": true, "font-src": true,
	"frame-src": true, "img-src": true, "manifest-src": true, "media-src": true, "object-src": true,
	"prefetch-src": true, "script-src": true, "script-src-elem": true, "script-src-attr": true,
	"style-src": true, "style-src-elem": true, "style-src-attr": true, "worker-src": true,
	"base-uri": true, "form-action": true, "frame-ancestors": true,
}

// cspOtherDirectives are the directives without a source list, of CSP
// Level 3 and of the specifications that extend it (Trusted Types,
// Upgrade Insecure Requests, Mixed Content, WebRTC), including ones
// browsers still read though they are deprecated.
var cspOtherDirectives = []string{"block-all-mixed-content", "plugin-types", "report-to", "report-uri",
	"require-sri-for", "require-trusted-types-for", "sandbox", "trusted-types", "upgrade-insecure-requests", "webrtc"}

// CSPDirectives returns the names of the directives browsers know, sorted.
func CSPDirectives() []string {
	names := slices.Clone(cspOtherDirectives)
	for n := range cspSourceListDirectives {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// CSPKnownDirective reports whether name (lower case) is one of
// CSPDirectives.
func CSPKnownDirective(name string) bool {
	return cspSourceListDirectives[name] || slices.Contains(cspOtherDirectives, name)
}

// cspKeywords are the keyword sources (CSP3 §2.3.1 keyword-source and
// the ones later specifications add), quoted, lower case.
var cspKeywords = map[string]bool{
	"'self'": true, "'unsafe-inline'": true, "'unsafe-eval'": true, "'strict-dynamic'": true,
	"'unsafe-hashes'": true, "'report-sample'": true, "'unsafe-allow-redirects'": true,
	"'wasm-unsafe-eval'": true, "'trusted-types-eval'": true, "'report-sha256'": true,
	"'report-sha384'": true, "'report-sha512'": true, "'inline-speculation-rules'": true,
	"'unsafe-webtransport-hashes'": true,
}

// ValidCSP reports the first way s is not a valid serialized CSP list
// (CSP3 §2.2): a character outside printable ASCII, a directive name of
// other characters than letters, digits and "-", or, in a directive that
// takes a source list, a token that is not a source expression (a
// scheme, a host with optional scheme, port and path, a quoted keyword,
// nonce or hash) or 'none' beside other sources. Unknown directives are
// not errors here (browsers skip them; CSPKnownDirective tells).
func ValidCSP(s string) error {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x80 || c < 0x20 && !isASCIIWhitespace(c) || c == 0x7f {
			r := describeChar(s, i)
			return errChar(s, i, r+" is not allowed: a policy is printable ASCII (browsers ignore the whole directive that holds it)")
		}
		i++
	}
	for _, d := range ParseCSP(s) {
		for i := d.Start; i < d.NameEnd; i++ {
			if c := s[i]; !isAlnumASCII(c) && c != '-' {
				return errChar(s, i, describeChar(s, i)+" is not allowed in a directive name (letters, digits and \"-\")")
			}
		}
		if !cspSourceListDirectives[d.Name] {
			continue
		}
		if len(d.Tokens) == 0 {
			return errKind(KindEmpty, d.Start, d.NameEnd, d.Name+" needs a source list: write 'none' to allow nothing")
		}
		for k, tok := range d.Tokens {
			if strings.EqualFold(tok, "'none'") {
				if len(d.Tokens) > 1 {
					return errKind(KindNotAlone, d.Starts[k], d.Starts[k]+len(tok), "'none' must be the only source of "+d.Name+" (browsers ignore it beside other sources)")
				}
				continue
			}
			if reason, kind := cspSourceProblem(tok, d.Name == "frame-ancestors"); reason != "" {
				return errKind(kind, d.Starts[k], d.Starts[k]+len(tok), reason)
			}
		}
	}
	return nil
}

// CSPBareKeyword reports whether tok, a valid host source, is a keyword,
// nonce or hash written without its quotes ("self", "none",
// "nonce-abc"), and returns the quoted form that was likely meant.
// Browsers read such a token as a host name.
func CSPBareKeyword(tok string) (quoted string, ok bool) {
	low := strings.ToLower(tok)
	q := "'" + low + "'"
	if cspKeywords[q] || low == "none" {
		return q, true
	}
	for _, p := range []string{"nonce-", "sha256-", "sha384-", "sha512-"} {
		if strings.HasPrefix(low, p) && cspBase64(tok[len(p):]) {
			return "'" + tok + "'", true
		}
	}
	return "", false
}

// cspSourceProblem says why tok is not a source expression (CSP3 §2.3.1),
// and the kind of the problem, or "".
func cspSourceProblem(tok string, ancestor bool) (string, Kind) {
	if tok[0] == '\'' {
		if len(tok) < 3 || tok[len(tok)-1] != '\'' {
			return "unclosed quote in " + tok + ": a keyword, nonce or hash source ends with \"'\"", KindInvalid
		}
		low := strings.ToLower(tok)
		if ancestor && low != "'self'" {
			return tok + " is not allowed in frame-ancestors, which takes hosts, schemes and 'self'", KindInvalid
		}
		switch {
		case cspKeywords[low]:
			return "", 0
		case strings.HasPrefix(low, "'nonce-"):
			if !cspBase64(tok[len("'nonce-") : len(tok)-1]) {
				return "invalid nonce source " + tok + ": write 'nonce-' and the nonce in base64, then a quote", KindInvalid
			}
			return "", 0
		case strings.HasPrefix(low, "'sha256-"), strings.HasPrefix(low, "'sha384-"), strings.HasPrefix(low, "'sha512-"):
			if !cspBase64(tok[len("'sha256-") : len(tok)-1]) {
				return "invalid hash source " + tok + ": write 'sha256-', the digest in base64, then a quote", KindInvalid
			}
			return "", 0
		}
		return "unknown keyword source " + tok, KindUnknown
	}
	// scheme-source: a scheme and ":".
	rest := tok
	if i := strings.IndexByte(tok, ':'); i > 0 && cspScheme(tok[:i]) {
		if i == len(tok)-1 {
			return "", 0
		}
		switch {
		case strings.HasPrefix(tok[i:], "://"):
			rest = tok[i+3:]
		case tok[i+1] == '/':
			return "invalid source " + tok + ": a scheme is followed by \"://\" and a host, or ends the source", KindInvalid
		}
		// Otherwise a host and port, such as example.com:443.
	}
	// host-part [ ":" port-part ] [ path-part ]
	host := rest
	path := ""
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		host, path = rest[:i], rest[i:]
	}
	port := ""
	if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host, port = host[:i], host[i+1:]
		if port != "*" && (port == "" || strings.TrimLeft(port, "0123456789") != "") {
			return "invalid source " + tok + ": the port is digits or \"*\"", KindInvalid
		}
	}
	if host == "*" {
		return cspPathProblem(tok, path), KindInvalid
	}
	h := strings.TrimPrefix(host, "*.")
	h = strings.TrimSuffix(h, ".")
	if h == "" {
		return "invalid source " + tok + ": no host", KindInvalid
	}
	for _, label := range strings.Split(h, ".") {
		if label == "" {
			return "invalid source " + tok + ": an empty label in the host", KindInvalid
		}
		for i := 0; i < len(label); i++ {
			if c := label[i]; !isAlnumASCII(c) && c != '-' {
				return "invalid source " + tok + ": " + describeChar(label, i) + " in the host (letters, digits and \"-\"; write an internationalized name in punycode)", KindInvalid
			}
		}
	}
	return cspPathProblem(tok, path), KindInvalid
}

// cspPathProblem checks a host source's path (printable ASCII already):
// path-absolute does not start with "//".
func cspPathProblem(tok, path string) string {
	if strings.HasPrefix(path, "//") {
		return "invalid source " + tok + ": the path must not start with \"//\""
	}
	return ""
}

func cspScheme(s string) bool {
	if s == "" || !isASCIIAlpha(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isAlnumASCII(c) && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// cspBase64 matches base64-value: letters, digits, "+", "/", "-", "_",
// then at most two "=".
func cspBase64(s string) bool {
	t := strings.TrimRight(s, "=")
	if t == "" || len(s)-len(t) > 2 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isAlnumASCII(c) && c != '+' && c != '/' && c != '-' && c != '_' {
			return false
		}
	}
	return true
}
