package microsyntax

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// URLs: the URL Standard's "URL writing" section (valid URL string,
// https://url.spec.whatwg.org/#url-writing) and HTML §2.4.1's "valid URL
// potentially surrounded by spaces" and "valid non-empty URL". Whether a
// string is valid is decided by urlgrammar.go, which matches the writing
// section's productions. Where it is not, the walk here goes over the
// string the way the URL parser (what browsers run) does, to say what is
// wrong, what browsers do there, and whether that is a repair the parser
// itself would make, so that a fix keeps the URL browsers use.
// TestURLGrammarAgrees and FuzzURLGrammar hold the two to the same
// decision, and both to the parser's validation errors (urlparse.go).

// URLBase is the kind of base URL that relative URLs are resolved against:
// the grammar of a relative-URL string depends on the base URL's scheme.
type URLBase uint8

const (
	// BaseSpecial is a base URL with a special scheme other than file
	// (http, https, ws, wss, ftp): a web page's. It is the zero value.
	BaseSpecial URLBase = iota
	// BaseFile is a file: base URL.
	BaseFile
	// BaseNonSpecial is a base URL with another scheme and a path of
	// segments ("foo://host/dir/").
	BaseNonSpecial
	// BaseOpaque is a base URL with an opaque path ("about:blank",
	// "data:..."): only "#fragment" is relative to it.
	BaseOpaque
	// BaseNone means there is no base: only absolute URLs are valid (HTML's
	// "valid absolute URL", as itemtype and input type=url require).
	BaseNone
)

// URLError says why a string is not a valid URL string, where, and what
// browsers do with it. It unwraps to an *Error (errors.As finds it).
type URLError struct {
	// Offset, End, Reason and Kind are as in Error.
	Offset, End int
	Reason      string
	Kind        Kind
	// Browser says what the URL parser does at this place, as a sentence
	// fragment that starts with "browsers".
	Browser string
	// Fatal says the URL parser fails on the value: the URL resolves to
	// nothing (no request, no navigation).
	Fatal bool
}

// Error implements the error interface.
func (e *URLError) Error() string { return e.Unwrap().Error() }

// Unwrap returns the position and reason as an *Error.
func (e *URLError) Unwrap() error {
	return &Error{Offset: e.Offset, End: e.End, Reason: e.Reason, Kind: e.Kind}
}

// ValidURL reports whether s is a valid URL string (URL Standard, URL
// writing) when relative URLs are resolved against a base of kind base. It
// returns nil or a *URLError for the first problem. A valid string never
// allocates.
func ValidURL(s string, base URLBase) error {
	if miss := matchURL(s, base); miss != nil {
		return describeURL(s, base, 0, miss)
	}
	return nil
}

// describeURL says what is wrong with u, which the grammar does not match
// (miss), walking it as the URL parser does; shift is added to offsets.
func describeURL(u string, base URLBase, shift int, miss *Error) *URLError {
	w := urlWalker{base: base, shift: shift}
	w.run(u)
	if e := w.first(); e != nil {
		return e
	}
	// The walk found nothing: the grammar's own reason, without a claim
	// on what browsers do. The differential tests keep this from
	// happening.
	return &URLError{Offset: miss.Offset + shift, End: miss.End + shift, Reason: miss.Reason, Kind: miss.Kind}
}

// ValidURLSurroundedBySpaces is HTML's "valid URL potentially surrounded
// by spaces" (§2.4.1): s with leading and trailing ASCII whitespace
// stripped is a valid URL string. With nonEmpty it is "valid non-empty URL
// potentially surrounded by spaces": the stripped string must also not be
// empty. Offsets in the error are into s.
func ValidURLSurroundedBySpaces(s string, base URLBase, nonEmpty bool) error {
	start, end := trimASCIISpace(s)
	if nonEmpty && start == end {
		return &URLError{Offset: 0, End: len(s), Reason: "the URL must not be empty", Kind: KindEmpty,
			Browser: "browsers resolve an empty URL to the document's own URL"}
	}
	if miss := matchURL(s[start:end], base); miss != nil {
		return describeURL(s[start:end], base, start, miss)
	}
	return nil
}

// RepairURL rewrites s, a URL potentially surrounded by spaces, so that it
// becomes a valid URL string, when every problem in it has a known
// rewrite: a tab or line break is removed, "\" becomes "/" in a special
// URL's path, and characters that may not be written are percent-encoded
// ("a b" becomes "a%20b"). Certain says that every rewrite is one the URL
// parser makes itself, so the fixed value gives browsers the same URL; an
// uncertain one (a "|" or a lone "%" percent-encoded) is only a suggestion.
// Surrounding spaces are kept. ok is false when s is valid or when some
// problem has no rewrite.
func RepairURL(s string, base URLBase) (fixed string, certain, ok bool) {
	start, end := trimASCIISpace(s)
	if matchURL(s[start:end], base) == nil {
		return "", false, false
	}
	w := urlWalker{base: base, collect: true}
	w.run(s[start:end])
	if w.err == nil || w.unrepairable {
		return "", false, false
	}
	var b strings.Builder
	b.WriteString(s[:start])
	u, at := w.s, 0
	for _, r := range w.repairs {
		b.WriteString(u[at:r.off])
		b.WriteString(r.with)
		at = r.end
	}
	b.WriteString(u[at:])
	b.WriteString(s[end:])
	fixed = b.String()
	if ValidURLSurroundedBySpaces(fixed, base, false) != nil {
		return "", false, false
	}
	return fixed, !w.uncertain, true
}

// trimASCIISpace returns the bounds of s without leading and trailing
// ASCII whitespace.
func trimASCIISpace(s string) (start, end int) {
	end = len(s)
	for start < end && isASCIIWhitespace(s[start]) {
		start++
	}
	for end > start && isASCIIWhitespace(s[end-1]) {
		end--
	}
	return start, end
}

// urlComponent names the part of a URL a character is in, for messages
// and for the percent-encode set the URL parser applies there.
type urlComponent uint8

const (
	compPath urlComponent = iota
	compOpaquePath
	compQuery
	compFragment
	compOpaqueHost
)

func (c urlComponent) String() string {
	return [...]string{"path", "path", "query", "fragment", "host"}[c]
}

// urlRepair replaces u[off:end] with with.
type urlRepair struct {
	off, end int
	with     string
}

// urlWalker checks one URL string against the writing grammar. It keeps
// the first error; with collect it goes on to the end and records a
// rewrite for every problem (RepairURL).
type urlWalker struct {
	base URLBase
	// shift is added to every offset reported (the stripped leading
	// whitespace).
	shift int
	// s is the string walked: the input without tabs and line breaks.
	s string
	// removed holds the offsets of the tabs and line breaks taken out of
	// the input, ascending, to map offsets in s back to the input.
	removed []int
	// special: the URL is special (its scheme, or the base's for a
	// relative URL, is http, https, ws, wss, ftp or file), so "\" is a
	// path separator to the parser.
	special bool
	// file: the URL is a file URL whose path has not started yet.
	file bool
	// err is the first problem, fatal the first on which the parser fails.
	err, fatal *URLError

	collect      bool
	repairs      []urlRepair
	unrepairable bool // a problem without a rewrite
	uncertain    bool // a rewrite the parser does not make itself
}

// run checks u.
func (w *urlWalker) run(u string) {
	// The URL parser strips leading and trailing C0 controls and spaces
	// (basic URL parser step 1); HTML has already stripped whitespace.
	lead, end := 0, len(u)
	for lead < end && u[lead] <= 0x20 {
		lead++
	}
	for end > lead && u[end-1] <= 0x20 {
		end--
	}
	if lead > 0 || end < len(u) {
		at := lead - 1
		if lead == 0 {
			at = end
		}
		w.err = &URLError{Offset: at + w.shift, End: at + 1 + w.shift, Kind: KindInvalid,
			Reason:  describeChar(u, at) + " at the start or end of a URL is not allowed; remove it",
			Browser: "browsers strip control characters and spaces around a URL"}
		w.shift += lead
		u = u[lead:end]
	}
	// The URL parser removes every tab and newline first (basic URL parser
	// step 3); they are not URL units.
	if i := strings.IndexAny(u, "\t\n\r"); i >= 0 {
		if w.err == nil {
			// Offsets here are the input's; the walk below maps its own.
			w.err = &URLError{Offset: i + w.shift, End: i + 1 + w.shift, Kind: KindInvalid,
				Reason:  "a tab or line break in a URL is not allowed; remove it",
				Browser: "browsers remove tabs and line breaks from URLs"}
		}
		var b strings.Builder
		for j := 0; j < len(u); j++ {
			if c := u[j]; c == '\t' || c == '\n' || c == '\r' {
				w.removed = append(w.removed, j)
			} else {
				b.WriteByte(c)
			}
		}
		u = b.String()
	}
	w.s = u
	if n := schemeEnd(u); n > 0 {
		w.absolute(n)
		return
	}
	w.relative()
}

// stop says the walk can end: the parser fails and no rewrites are being
// collected.
func (w *urlWalker) stop() bool { return w.fatal != nil && !w.collect }

// orig maps an offset in w.s to the input.
func (w *urlWalker) orig(off int) int {
	for _, r := range w.removed {
		if r <= off {
			off++
		} else {
			break
		}
	}
	return off + w.shift
}

// bad records a problem at w.s[off:end] that has no rewrite.
func (w *urlWalker) bad(off, end int, reason, browser string, fatal bool) {
	w.badKind(KindInvalid, off, end, reason, browser, fatal)
}

// badKind is bad for a problem of kind k.
func (w *urlWalker) badKind(k Kind, off, end int, reason, browser string, fatal bool) {
	if w.err == nil || fatal && w.fatal == nil {
		e := &URLError{Offset: w.orig(off), Reason: reason, Kind: k, Browser: browser, Fatal: fatal}
		e.End = e.Offset
		if end > off {
			e.End = w.orig(end-1) + 1
		}
		if w.err == nil {
			w.err = e
		}
		if fatal {
			w.fatal = e
		}
	}
	w.unrepairable = true
}

// first is the problem to report: the first one on which the parser
// fails, or else the first one.
func (w *urlWalker) first() *URLError {
	if w.fatal != nil {
		return w.fatal
	}
	return w.err
}

// quiet says that a problem that is never fatal need not be described:
// one is known and no rewrites are being collected.
func (w *urlWalker) quiet() bool { return w.err != nil && !w.collect }

// fix records a problem at w.s[off:end] that rewriting it as with
// repairs; certain says the URL parser makes the same rewrite.
func (w *urlWalker) fix(off, end int, with string, certain bool, reason, browser string, fatal bool) {
	unrep := w.unrepairable
	w.bad(off, end, reason, browser, fatal)
	w.unrepairable = unrep
	if w.collect {
		w.repairs = append(w.repairs, urlRepair{off, end, with})
		if !certain {
			w.uncertain = true
		}
	}
}

// SpecialScheme reports whether scheme is one of the URL Standard's special
// schemes (§4.1: ftp, file, http, https, ws, wss), in any ASCII case: their
// URLs have an authority, with or without "//".
func SpecialScheme(scheme string) bool {
	switch len(scheme) {
	case 2:
		return EqualFoldASCII(scheme, "ws")
	case 3:
		return EqualFoldASCII(scheme, "ftp") || EqualFoldASCII(scheme, "wss")
	case 4:
		return EqualFoldASCII(scheme, "http") || EqualFoldASCII(scheme, "file")
	case 5:
		return EqualFoldASCII(scheme, "https")
	}
	return false
}

// URLScheme returns the scheme a URL string starts with (a URL-scheme
// string followed by ":"), as written, or "" for a relative URL.
func URLScheme(s string) string { return s[:schemeEnd(s)] }

// schemeEnd returns the offset of the ":" that ends a URL-scheme string
// at the start of u (an ASCII alpha, then ASCII alphanumerics, "+", "-"
// and "."), or 0 when u does not start with one.
func schemeEnd(u string) int {
	if u == "" || !isASCIIAlpha(u[0]) {
		return 0
	}
	for i := 1; i < len(u); i++ {
		c := u[i]
		switch {
		case c == ':':
			return i
		case isASCIIAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.':
		default:
			return 0
		}
	}
	return 0
}

func isASCIIAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// absolute checks an absolute-URL-with-fragment string whose scheme ends
// at n.
func (w *urlWalker) absolute(n int) {
	u := w.s
	scheme := u[:n]
	i := n + 1
	switch {
	case EqualFoldASCII(scheme, "file"):
		w.special, w.file = true, true
		if !hasSlashes(u, i, true) {
			w.bad(i, i, `"file:" must be followed by "//" (as in "file:///path")`,
				`browsers read it as a file: URL all the same`, false)
			if w.stop() {
				return
			}
			i = w.segments(i)
		} else {
			i = w.fileAfterScheme(i)
		}
	case SpecialScheme(scheme):
		w.special = true
		if !hasSlashes(u, i, true) {
			lower := toLowerASCII(scheme)
			w.bad(i, i, fmt.Sprintf(`%q must be followed by "//" and a host`, lower+":"),
				fmt.Sprintf(`browsers read it as "%s://..." (on a %s: page, as a path relative to the page)`, lower, lower), false)
			if w.stop() {
				return
			}
		}
		i = w.specialAuthority(i)
	default:
		switch {
		case strings.HasPrefix(u[i:], "//"):
			i = w.opaqueAuthority(i + 2)
			if i < len(u) && u[i] == '/' {
				i = w.pathAbsolute(i)
			}
		case i < len(u) && u[i] == '/':
			i = w.pathAbsolute(i)
		default:
			i = w.opaquePath(i)
		}
	}
	w.tail(i)
}

// relative checks a relative-URL-with-fragment string.
func (w *urlWalker) relative() {
	u := w.s
	switch w.base {
	case BaseNone:
		// Without a base, the parser fails on it; what that means depends
		// on the attribute, so Browser is left to the caller.
		w.bad(0, len(u), `an absolute URL is required here: the value lacks a scheme such as "https:"`,
			"", true)
		return
	case BaseOpaque:
		if u == "" || u[0] != '#' {
			w.bad(0, len(u), "only a fragment (\"#...\") is relative to a base URL with an opaque path",
				"browsers fail to resolve it", true)
			return
		}
		w.fragment(1)
		return
	}
	w.special = w.base == BaseSpecial || w.base == BaseFile
	w.file = w.base == BaseFile
	i := 0
	switch {
	case hasSlashes(u, 0, w.special):
		switch w.base {
		case BaseSpecial:
			i = w.specialAuthority(0)
		case BaseFile:
			i = w.fileAfterScheme(0)
		default:
			i = w.opaqueAuthority(2)
			if i < len(u) && u[i] == '/' {
				i = w.pathAbsolute(i)
			}
		}
	case u != "" && (u[0] == '/' || u[0] == '\\' && w.special):
		i = w.pathAbsolute(0)
	default:
		i = w.pathRelative(0)
	}
	w.tail(i)
}

// hasSlashes reports whether u has two slashes at i ("\" counts in a
// special URL, where the parser reads it as "/").
func hasSlashes(u string, i int, special bool) bool {
	return i+1 < len(u) && isSlash(u[i], special) && isSlash(u[i+1], special)
}

func isSlash(c byte, special bool) bool { return c == '/' || c == '\\' && special }

// skipSlashes returns the end of the run of slashes at i.
func skipSlashes(u string, i int, special bool) int {
	for i < len(u) && isSlash(u[i], special) {
		i++
	}
	return i
}

// slashes checks the "//" of a special URL at i (the parser skips any
// number of "/" and "\" there) and returns the offset after them.
func (w *urlWalker) slashes(i int) int {
	u := w.s
	end := skipSlashes(u, i, true)
	for j := i; j < end && j < i+2; j++ {
		if u[j] == '\\' {
			w.fix(j, j+1, "/", true, `backslash ("\") in a URL: write "/"`, `browsers read "\" as "/" in this URL`, false)
		}
	}
	if end > i+2 {
		w.fix(i+2, end, "", true, fmt.Sprintf("%d slashes before the host: write two", end-i),
			"browsers skip the extra slashes", false)
	}
	return end
}

// specialAuthority checks a scheme-relative-special-URL string at i (its
// "//" included, if present) and the path after it, and returns where the
// query or fragment starts.
func (w *urlWalker) specialAuthority(i int) int {
	u := w.s
	i = w.slashes(i)
	end := i
	for end < len(u) && !strings.ContainsRune(`/\?#`, rune(u[end])) {
		end++
	}
	hostStart := w.credentials(i, end)
	if w.stop() {
		return len(u)
	}
	hostEnd := hostPortSplit(u, hostStart, end)
	if hostStart == hostEnd {
		w.badKind(KindEmpty, hostStart, hostStart, "a host is required after the scheme's \"//\"", "browsers fail to parse the URL", true)
	} else {
		w.host(hostStart, hostEnd)
	}
	if hostEnd < end {
		w.port(hostEnd+1, end)
	}
	if w.stop() {
		return len(u)
	}
	if end < len(u) && isSlash(u[end], true) {
		return w.pathAbsolute(end)
	}
	return end
}

// fileAfterScheme checks a scheme-relative-file-URL string at i ("//",
// an optional host and an optional path-absolute-URL string).
func (w *urlWalker) fileAfterScheme(i int) int {
	u := w.s
	for j := i; j < i+2; j++ {
		if u[j] == '\\' {
			w.fix(j, j+1, "/", true, `backslash ("\") in a URL: write "/"`, `browsers read "\" as "/" in this URL`, false)
		}
	}
	i += 2
	end := i
	for end < len(u) && !strings.ContainsRune(`/\?#`, rune(u[end])) {
		end++
	}
	if end > i {
		if h := u[i:end]; len(h) == 2 && isASCIIAlpha(h[0]) && (h[1] == ':' || h[1] == '|') {
			w.bad(i, end, fmt.Sprintf(`a drive letter is not a host: write "file:///%c:"`, h[0]),
				"browsers read it as the start of the path", false)
			if w.stop() {
				return len(u)
			}
		} else {
			w.host(i, end)
		}
	}
	if end < len(u) && isSlash(u[end], true) {
		return w.pathAbsolute(end)
	}
	return end
}

// credentials reports a userinfo ("user:password@") in the authority
// u[i:end] and returns where the host starts.
func (w *urlWalker) credentials(i, end int) int {
	at := strings.LastIndexByte(w.s[i:end], '@')
	if at < 0 {
		return i
	}
	at += i
	browser, fatal := "browsers send the user name and password with the request", false
	if at+1 == end || w.s[at+1] == ':' {
		browser, fatal = "browsers fail to parse the URL, which has no host after them", true
	}
	w.bad(i, at+1, `credentials ("user:password@") cannot be written in a valid URL`, browser, fatal)
	return at + 1
}

// hostPortSplit returns the end of the host in the host-and-port
// u[i:end]: the first ":" outside "[...]", or end.
func hostPortSplit(u string, i, end int) int {
	inBrackets := false
	for j := i; j < end; j++ {
		switch u[j] {
		case '[':
			inBrackets = true
		case ']':
			inBrackets = false
		case ':':
			if !inBrackets {
				return j
			}
		}
	}
	return end
}

// port checks a URL-port string u[i:end]: digits for a number up to 65535,
// or nothing.
func (w *urlWalker) port(i, end int) {
	u := w.s
	n := 0
	for j := i; j < end; j++ {
		if !isDigit(u[j]) {
			w.bad(i, end, fmt.Sprintf("port %q is not a number", u[i:end]), "browsers fail to parse the URL", true)
			return
		}
		if n <= 65535 {
			n = n*10 + int(u[j]-'0')
		}
	}
	if n > 65535 {
		w.bad(i, end, fmt.Sprintf("port %s is above 65535", u[i:end]), "browsers fail to parse the URL", true)
	}
}

// opaqueAuthority checks an opaque-host-and-port string at i (after
// "//") of a non-special URL and returns its end.
func (w *urlWalker) opaqueAuthority(i int) int {
	u := w.s
	end := i
	for end < len(u) && !strings.ContainsRune("/?#", rune(u[end])) {
		end++
	}
	hostStart := w.credentials(i, end)
	if w.stop() {
		return len(u)
	}
	hostEnd := hostPortSplit(u, hostStart, end)
	if hostEnd < end && hostStart == hostEnd {
		w.bad(hostStart, hostStart, "a port needs a host before it", "browsers fail to parse the URL", true)
	} else {
		w.opaqueHost(hostStart, hostEnd)
	}
	if hostEnd < end {
		w.port(hostEnd+1, end)
	}
	if w.stop() {
		return len(u)
	}
	return end
}

// pathAbsolute checks a path-absolute-URL string at i (a slash) and
// returns where it ends: at "?", "#" or the end.
func (w *urlWalker) pathAbsolute(i int) int {
	return w.segments(i)
}

// pathRelative checks a path-relative-scheme-less-URL string at i.
func (w *urlWalker) pathRelative(i int) int {
	return w.segments(i)
}

// segments checks URL-path-segment strings separated by slashes from i
// to the first "?" or "#".
func (w *urlWalker) segments(i int) int {
	u := w.s
	if w.file {
		// The parser turns a drive letter "C|" that starts a file URL's
		// path into "C:" (path state, the Windows drive letter quirk).
		j := i
		if j < len(u) && isSlash(u[j], true) {
			j++
		}
		if j+1 < len(u) && isASCIIAlpha(u[j]) && u[j+1] == '|' && (j+2 == len(u) || strings.IndexByte(`/\?#`, u[j+2]) >= 0) {
			if j == 0 {
				// At the very start, "C:" would be read as a scheme: the
				// parser's own reading of "C|" here is the path "/C:".
				w.fix(0, 2, "/"+u[:1]+":", true, fmt.Sprintf(`a drive letter is written "/%c:", not "%c|"`, u[0], u[0]),
					`browsers read "|" as ":" after a drive letter`, false)
			} else {
				w.fix(j+1, j+2, ":", true, fmt.Sprintf(`a drive letter is written "%c:", not "%c|"`, u[j], u[j]),
					`browsers read "|" as ":" after a drive letter`, false)
			}
			w.file = false
			i = j + 2
		}
	}
	for i < len(u) && !w.stop() {
		switch c := u[i]; {
		case c == '?' || c == '#':
			return i
		case c == '/':
			i++
		case c == '\\' && w.special:
			w.fix(i, i+1, "/", true, `backslash ("\") in a URL: write "/"`, `browsers read "\" as "/" in this URL`, false)
			i++
		default:
			i = w.unit(i, compPath)
		}
	}
	return len(u)
}

// opaquePath checks an opaque-path-URL string at i.
func (w *urlWalker) opaquePath(i int) int {
	u := w.s
	for i < len(u) && u[i] != '?' && u[i] != '#' && !w.stop() {
		i = w.unit(i, compOpaquePath)
	}
	return min(i, len(u))
}

// tail checks the optional "?" query and "#" fragment at i.
func (w *urlWalker) tail(i int) {
	u := w.s
	if i < len(u) && u[i] == '?' && !w.stop() {
		i++
		for i < len(u) && u[i] != '#' && !w.stop() {
			i = w.unit(i, compQuery)
		}
	}
	if i < len(u) && u[i] == '#' && !w.stop() {
		w.fragment(i + 1)
	}
}

// fragment checks a URL-fragment string at i.
func (w *urlWalker) fragment(i int) {
	u := w.s
	for i < len(u) && !w.stop() {
		i = w.unit(i, compFragment)
	}
}

// urlCodePointASCII is the ASCII part of the URL code points: ASCII
// alphanumerics and !$&'()*+,-./:;=?@_~, as a bit set.
var urlCodePointASCII = func() (set [2]uint64) {
	for c := 0; c < 128; c++ {
		if isASCIIAlpha(byte(c)) || isDigit(byte(c)) || strings.IndexByte("!$&'()*+,-./:;=?@_~", byte(c)) >= 0 {
			set[c/64] |= 1 << (c % 64)
		}
	}
	return set
}()

func isURLCodePointASCII(c byte) bool { return c < 128 && urlCodePointASCII[c/64]&(1<<(c%64)) != 0 }

// isURLCodePoint reports whether r is a URL code point.
func isURLCodePoint(r rune) bool {
	if r < 128 {
		return isURLCodePointASCII(byte(r))
	}
	return r >= 0xA0 && r <= 0x10FFFD && !(r >= 0xD800 && r <= 0xDFFF) && !isNoncharacter(r)
}

// isNoncharacter is Infra's noncharacter: U+FDD0 to U+FDEF and the last
// two code points of every plane.
func isNoncharacter(r rune) bool {
	return r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE
}

// encodedBy reports whether the URL parser percent-encodes the code point
// r when it appears in component comp (URL Standard §1.3, the
// percent-encode sets; r is not a URL code point).
func (w *urlWalker) encodedBy(comp urlComponent, r rune) bool {
	if r < 0x20 || r > 0x7E {
		return true // the C0 control percent-encode set, in every set
	}
	switch comp {
	case compFragment:
		return strings.ContainsRune(" \"<>`", r)
	case compQuery:
		return strings.ContainsRune(" \"#<>", r) || r == '\'' && w.special
	case compPath:
		return strings.ContainsRune(" \"#<>?^`{}", r)
	}
	return false
}

// unit checks the URL unit at u[i] in component comp and returns the
// offset after it.
func (w *urlWalker) unit(i int, comp urlComponent) int {
	u := w.s
	c := u[i]
	if c < utf8.RuneSelf {
		if isURLCodePointASCII(c) {
			return i + 1
		}
		if c == '%' {
			if i+2 < len(u) && isHexDigit(u[i+1]) && isHexDigit(u[i+2]) {
				return i + 3
			}
			if w.quiet() {
				return i + 1
			}
			w.fix(i, i+1, "%25", false, `"%" must start a percent-encoded byte such as "%20"; write "%25" for a "%" sign`,
				`browsers keep the "%" as it is`, false)
			return i + 1
		}
		w.charProblem(i, 1, rune(c), comp)
		return i + 1
	}
	r, n := utf8.DecodeRuneInString(u[i:])
	if r == utf8.RuneError && n == 1 {
		w.bad(i, i+1, "an invalid UTF-8 byte", "browsers read it as U+FFFD", false)
		return i + 1
	}
	if !isURLCodePoint(r) {
		w.charProblem(i, n, r, comp)
	}
	return i + n
}

// charProblem reports a code point that is not a URL code point.
func (w *urlWalker) charProblem(i, n int, r rune, comp urlComponent) {
	if w.quiet() {
		return
	}
	enc := percentEncodeRune(r)
	var what string
	switch {
	case r == ' ':
		what = "space"
	case r < 0x20 || r == 0x7F || r >= 0x80 && r < 0xA0:
		what = "control character " + hexCode(r)
	case r >= 0x80:
		what = hexCode(r) + " (a noncharacter)"
	case r == '\\':
		what = `backslash ("\")`
	case r == '#' && comp == compFragment:
		what = `a second "#"`
	default:
		what = fmt.Sprintf("%q", string(r))
	}
	reason := fmt.Sprintf("%s in %s: write %s", what, "the "+comp.String(), enc)
	// In a query, browsers encode non-ASCII code points in the document's
	// encoding, which may not be UTF-8: the rewrite is then not certain.
	if w.encodedBy(comp, r) && !(comp == compQuery && r >= 0x80) {
		w.fix(i, i+n, enc, true, reason, "browsers percent-encode it as "+enc, false)
	} else if w.encodedBy(comp, r) {
		w.fix(i, i+n, enc, false, reason, "browsers percent-encode it in the document's encoding", false)
	} else {
		w.fix(i, i+n, enc, false, reason, "browsers keep it as it is", false)
	}
}

// percentEncodeRune is the UTF-8 percent-encoding of r, "%XX" per byte.
func percentEncodeRune(r rune) string {
	var buf [4]byte
	n := utf8.EncodeRune(buf[:], r)
	var b strings.Builder
	for _, c := range buf[:n] {
		b.WriteByte('%')
		b.WriteByte("0123456789ABCDEF"[c>>4])
		b.WriteByte("0123456789ABCDEF"[c&15])
	}
	return b.String()
}
