package microsyntax

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The URL parser (URL Standard §4.4, the basic URL parser without a state
// override, and §4.5, the URL serializer): what browsers make of a URL.
// It is written out apart from the validity checker of url.go, step by
// step, so that each can be tested against the other.

// URLRecord is a parsed URL (URL Standard §4.1, "URL representation").
type URLRecord struct {
	Scheme, Username, Password string
	// Host is the serialized host ("example.org", "192.0.2.1", "[::1]",
	// an opaque host, or "" for an empty host); HasHost is false for a
	// null host.
	Host    string
	HasHost bool
	// Port is the port, or -1 for null (the scheme's default).
	Port int
	// Path holds the path segments; OpaquePath the opaque path when
	// Opaque is true.
	Path       []string
	OpaquePath string
	Opaque     bool
	// Query and Fragment, with HasQuery and HasFragment false for null.
	Query, Fragment       string
	HasQuery, HasFragment bool
	// Climbed counts the ".." segments of the input that met an empty
	// path, which "shorten a URL's path" leaves as it is: a URL that
	// climbs above its root ("/../x", "../../x" from "/a/b") resolves as
	// if they were not there. It is 0 for a URL parsed from a string
	// that does not climb.
	Climbed int
}

// String is the URL serializer: the URL's href.
func (u *URLRecord) String() string {
	var b strings.Builder
	b.WriteString(u.Scheme + ":")
	if u.HasHost {
		b.WriteString("//")
		if u.Username != "" || u.Password != "" {
			b.WriteString(u.Username)
			if u.Password != "" {
				b.WriteString(":" + u.Password)
			}
			b.WriteString("@")
		}
		b.WriteString(u.Host)
		if u.Port >= 0 {
			b.WriteString(":" + strconv.Itoa(u.Port))
		}
	}
	if u.Opaque {
		b.WriteString(u.OpaquePath)
	} else {
		if !u.HasHost && len(u.Path) > 1 && u.Path[0] == "" {
			b.WriteString("/.")
		}
		for _, seg := range u.Path {
			b.WriteString("/" + seg)
		}
	}
	if u.HasQuery {
		b.WriteString("?" + u.Query)
	}
	if u.HasFragment {
		b.WriteString("#" + u.Fragment)
	}
	return b.String()
}

// defaultPort is a special scheme's default port, or -1.
func defaultPort(scheme string) int {
	switch scheme {
	case "ftp":
		return 21
	case "http", "ws":
		return 80
	case "https", "wss":
		return 443
	}
	return -1
}

type parseState uint8

const (
	stSchemeStart parseState = iota
	stScheme
	stNoScheme
	stSpecialRelativeOrAuthority
	stPathOrAuthority
	stRelative
	stRelativeSlash
	stSpecialAuthoritySlashes
	stSpecialAuthorityIgnoreSlashes
	stAuthority
	stHost
	stPort
	stFile
	stFileSlash
	stFileHost
	stPathStart
	stPath
	stOpaquePath
	stQuery
	stFragment
)

const eof = -1

// ParseURL runs the basic URL parser on input with an optional base URL,
// as browsers do for href, src and the other URL attributes (with the
// document's encoding taken to be UTF-8). It returns nil and an *Error
// when the parser fails.
func ParseURL(input string, base *URLRecord) (*URLRecord, error) {
	if u, ok := parseRelativePath(input, base); ok {
		return u, nil
	}
	return parseURL(input, base, nil)
}

// pathSafe holds the bytes a relative URL may be made of for
// parseRelativePath: ASCII letters, digits, and the punctuation the path,
// query and fragment states copy as they are (no percent-encoding, no
// scheme, no backslash, no quote a special query encodes).
var pathSafe = func() (t [256]bool) {
	for c := range 256 {
		t[c] = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~!$&()*+,;=@/?#", byte(c)) >= 0
	}
	return t
}()

// parseRelativePath is the basic URL parser's path, query and fragment
// states for the common case of a relative URL against a special base:
// input holds only pathSafe bytes (so no character is stripped, removed
// or percent-encoded, and no ":" can end a scheme) and does not start
// with "//" (an authority). ok is false for any other input, which
// parseURL reads. The result is the parser's, step for step: the relative
// state takes the base's path (shortened, unless the input starts with
// "/" or is only a query or fragment), each segment is appended, "." and
// ".." segments (none percent-encoded here) as the path state treats them.
func parseRelativePath(input string, base *URLRecord) (*URLRecord, bool) {
	if base == nil || base.Opaque || !SpecialScheme(base.Scheme) || strings.HasPrefix(input, "//") {
		return nil, false
	}
	for i := 0; i < len(input); i++ {
		if !pathSafe[input[i]] {
			return nil, false
		}
	}
	u := &URLRecord{Scheme: base.Scheme, Username: base.Username, Password: base.Password,
		Host: base.Host, HasHost: base.HasHost, Port: base.Port}
	rest := input
	path, query, fragment := rest, "", ""
	hasQuery, hasFragment := false, false
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		path, fragment, hasFragment = rest[:i], rest[i+1:], true
	}
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path, query, hasQuery = path[:i], path[i+1:], true
	}
	switch {
	case path == "" && !hasQuery:
		// "" or "#x": the base's path and query.
		u.Path = append([]string(nil), base.Path...)
		u.Query, u.HasQuery = base.Query, base.HasQuery
	case path == "":
		// "?x": the base's path, a new query.
		u.Path = append([]string(nil), base.Path...)
	case path[0] == '/':
		path = path[1:]
	default:
		u.Path = append([]string(nil), base.Path...)
		u.shortenPath()
	}
	if path != "" || input != "" && input[0] == '/' {
		segs := strings.Split(path, "/")
		for i, seg := range segs {
			last := i == len(segs)-1
			switch seg {
			case "..":
				if len(u.Path) == 0 {
					u.Climbed++
				}
				u.shortenPath()
				if last {
					u.Path = append(u.Path, "")
				}
			case ".":
				if last {
					u.Path = append(u.Path, "")
				}
			default:
				u.Path = append(u.Path, seg)
			}
		}
	}
	if hasQuery {
		u.Query, u.HasQuery = query, true
	}
	u.Fragment, u.HasFragment = fragment, hasFragment
	return u, true
}

// urlValidation collects the validation errors the URL parser signals, by
// the names of the URL Standard's table (§1.1, "Writing"). A nil
// *urlValidation collects nothing.
type urlValidation struct {
	errs []string
}

// add records the validation error name.
func (v *urlValidation) add(name string) {
	if v != nil {
		v.errs = append(v.errs, name)
	}
}

// checkUnit signals invalid-URL-unit for c, the code point at p of in, when
// it is neither a URL code point nor the "%" of a percent-encoded byte (the
// path, opaque path, query and fragment states).
func (v *urlValidation) checkUnit(in []rune, p int) {
	c := in[p]
	switch {
	case c == '%':
		if p+2 >= len(in) || !isHexRune(in[p+1]) || !isHexRune(in[p+2]) {
			v.add("invalid-URL-unit")
		}
	case !isURLCodePoint(c):
		v.add("invalid-URL-unit")
	}
}

func isHexRune(r rune) bool { return r < 128 && isHexDigit(byte(r)) }

// parseURL is ParseURL, signalling validation errors to v.
func parseURL(input string, base *URLRecord, v *urlValidation) (*URLRecord, error) {
	// Steps 1-3: strip leading and trailing C0 controls and spaces, remove
	// every tab and newline.
	if trimmed := strings.TrimFunc(input, func(r rune) bool { return r <= 0x20 }); trimmed != input {
		v.add("invalid-URL-unit")
		input = trimmed
	}
	if strings.ContainsAny(input, "\t\n\r") {
		v.add("invalid-URL-unit")
		input = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(input)
	}
	in := []rune(input)
	url := &URLRecord{Port: -1}
	state := stSchemeStart
	var buf, frag strings.Builder
	atSignSeen, insideBrackets, passwordTokenSeen := false, false, false
	fail := func(reason string) (*URLRecord, error) {
		return nil, &Error{Offset: 0, End: len(input), Reason: reason, Kind: KindInvalid}
	}
	at := func(p int) rune {
		if p >= 0 && p < len(in) {
			return in[p]
		}
		return eof
	}
	remainingStarts := func(p int, s string) bool {
		return strings.HasPrefix(string(in[min(p+1, len(in)):]), s)
	}
	special := func() bool { return SpecialScheme(url.Scheme) }
	// setHost runs the host parser on the buffer (host state).
	setHost := func() bool {
		h, ok := hostParser(buf.String(), !special(), v)
		url.Host, url.HasHost = h, ok
		buf.Reset()
		return ok
	}
	for p := 0; ; p++ {
		c := at(p)
		switch state {
		case stSchemeStart:
			if c >= 0 && c < 128 && isASCIIAlpha(byte(c)) {
				buf.WriteByte(lowerASCII(byte(c)))
				state = stScheme
			} else {
				state = stNoScheme
				p--
			}
		case stScheme:
			switch {
			case c >= 0 && c < 128 && (isASCIIAlpha(byte(c)) || isDigit(byte(c)) || c == '+' || c == '-' || c == '.'):
				buf.WriteByte(lowerASCII(byte(c)))
			case c == ':':
				url.Scheme = buf.String()
				buf.Reset()
				switch {
				case url.Scheme == "file":
					if !remainingStarts(p, "//") {
						v.add("special-scheme-missing-following-solidus")
					}
					state = stFile
				case special() && base != nil && base.Scheme == url.Scheme:
					state = stSpecialRelativeOrAuthority
				case special():
					state = stSpecialAuthoritySlashes
				case remainingStarts(p, "/"):
					state = stPathOrAuthority
					p++
				default:
					url.Opaque = true
					state = stOpaquePath
				}
			default:
				buf.Reset()
				state = stNoScheme
				p = -1
			}
		case stNoScheme:
			switch {
			case base == nil || base.Opaque && c != '#':
				v.add("missing-scheme-non-relative-URL")
				return fail("a relative URL needs a base URL with a path")
			case base.Opaque && c == '#':
				url.Scheme, url.Opaque, url.OpaquePath = base.Scheme, true, base.OpaquePath
				url.Query, url.HasQuery = base.Query, base.HasQuery
				url.HasFragment = true
				state = stFragment
			case base.Scheme != "file":
				state = stRelative
				p--
			default:
				state = stFile
				p--
			}
		case stSpecialRelativeOrAuthority:
			if c == '/' && remainingStarts(p, "/") {
				state = stSpecialAuthorityIgnoreSlashes
				p++
			} else {
				v.add("special-scheme-missing-following-solidus")
				state = stRelative
				p--
			}
		case stPathOrAuthority:
			if c == '/' {
				state = stAuthority
			} else {
				state = stPath
				p--
			}
		case stRelative:
			url.Scheme = base.Scheme
			switch {
			case c == '/' || special() && c == '\\':
				if c == '\\' {
					v.add("invalid-reverse-solidus")
				}
				state = stRelativeSlash
			default:
				url.Username, url.Password, url.Host, url.HasHost, url.Port = base.Username, base.Password, base.Host, base.HasHost, base.Port
				if next, ok := url.afterBase(base, c); ok {
					state = next
				} else if c != eof {
					url.shortenPath()
					state = stPath
					p--
				}
			}
		case stRelativeSlash:
			switch {
			case special() && (c == '/' || c == '\\'):
				if c == '\\' {
					v.add("invalid-reverse-solidus")
				}
				state = stSpecialAuthorityIgnoreSlashes
			case c == '/':
				state = stAuthority
			default:
				url.Username, url.Password, url.Host, url.HasHost, url.Port = base.Username, base.Password, base.Host, base.HasHost, base.Port
				state = stPath
				p--
			}
		case stSpecialAuthoritySlashes:
			state = stSpecialAuthorityIgnoreSlashes
			if c == '/' && remainingStarts(p, "/") {
				p++
			} else {
				v.add("special-scheme-missing-following-solidus")
				p--
			}
		case stSpecialAuthorityIgnoreSlashes:
			if c != '/' && c != '\\' {
				state = stAuthority
				p--
			} else {
				v.add("special-scheme-missing-following-solidus")
			}
		case stAuthority:
			switch {
			case c == '@':
				v.add("invalid-credentials")
				s := buf.String()
				if atSignSeen {
					s = "%40" + s
				}
				atSignSeen = true
				for _, r := range s {
					if r == ':' && !passwordTokenSeen {
						passwordTokenSeen = true
						continue
					}
					enc := percentEncodeIn(r, userinfoSet)
					if passwordTokenSeen {
						url.Password += enc
					} else {
						url.Username += enc
					}
				}
				buf.Reset()
			case c == eof || c == '/' || c == '?' || c == '#' || special() && c == '\\':
				if atSignSeen && buf.Len() == 0 {
					v.add("host-missing")
					return fail("no host after the credentials")
				}
				p -= utf8.RuneCountInString(buf.String()) + 1
				buf.Reset()
				state = stHost
			default:
				buf.WriteRune(c)
			}
		case stHost:
			switch {
			case c == ':' && !insideBrackets:
				if buf.Len() == 0 {
					v.add("host-missing")
					return fail("a port without a host")
				}
				if !setHost() {
					return fail("the host does not parse")
				}
				state = stPort
			case c == eof || c == '/' || c == '?' || c == '#' || special() && c == '\\':
				p--
				if special() && buf.Len() == 0 {
					v.add("host-missing")
					return fail("a special URL needs a host")
				}
				if !setHost() {
					return fail("the host does not parse")
				}
				state = stPathStart
			default:
				if c == '[' {
					insideBrackets = true
				} else if c == ']' {
					insideBrackets = false
				}
				buf.WriteRune(c)
			}
		case stPort:
			switch {
			case c >= '0' && c <= '9':
				buf.WriteRune(c)
			case c == eof || c == '/' || c == '?' || c == '#' || special() && c == '\\':
				if buf.Len() > 0 {
					digits := strings.TrimLeft(buf.String(), "0")
					n, err := strconv.Atoi(digits)
					if digits == "" {
						n, err = 0, nil
					}
					if err != nil || len(digits) > 5 || n > 65535 {
						v.add("port-out-of-range")
						return fail("the port is above 65535")
					}
					url.Port = n
					if n == defaultPort(url.Scheme) {
						url.Port = -1
					}
					buf.Reset()
				}
				state = stPathStart
				p--
			default:
				v.add("port-invalid")
				return fail("the port is not a number")
			}
		case stFile:
			url.Scheme, url.Host, url.HasHost = "file", "", true
			switch {
			case c == '/' || c == '\\':
				if c == '\\' {
					v.add("invalid-reverse-solidus")
				}
				state = stFileSlash
			case base != nil && base.Scheme == "file":
				url.Host, url.HasHost = base.Host, base.HasHost
				if next, ok := url.afterBase(base, c); ok {
					state = next
				} else if c != eof {
					if !startsWithDriveLetter(in[p:]) {
						url.shortenPath()
					} else {
						v.add("file-invalid-Windows-drive-letter")
						url.Path = nil
					}
					state = stPath
					p--
				}
			default:
				state = stPath
				p--
			}
		case stFileSlash:
			if c == '/' || c == '\\' {
				if c == '\\' {
					v.add("invalid-reverse-solidus")
				}
				state = stFileHost
			} else {
				if base != nil && base.Scheme == "file" {
					url.Host, url.HasHost = base.Host, base.HasHost
					if !startsWithDriveLetter(in[p:]) && len(base.Path) > 0 && isNormalizedDriveLetter(base.Path[0]) {
						url.Path = append(url.Path, base.Path[0])
					}
				}
				state = stPath
				p--
			}
		case stFileHost:
			if c == eof || c == '/' || c == '\\' || c == '?' || c == '#' {
				p--
				switch s := buf.String(); {
				case isDriveLetter(s):
					v.add("file-invalid-Windows-drive-letter-host")
					state = stPath
				case s == "":
					url.Host, url.HasHost = "", true
					state = stPathStart
				default:
					h, ok := hostParser(s, false, v)
					if !ok {
						return fail("the host does not parse")
					}
					if h == "localhost" {
						h = ""
					}
					url.Host, url.HasHost = h, true
					buf.Reset()
					state = stPathStart
				}
			} else {
				buf.WriteRune(c)
			}
		case stPathStart:
			switch {
			case special():
				if c == '\\' {
					v.add("invalid-reverse-solidus")
				}
				state = stPath
				if c != '/' && c != '\\' {
					p--
				}
			case c == '?':
				url.Query, url.HasQuery = "", true
				state = stQuery
			case c == '#':
				url.HasFragment = true
				state = stFragment
			case c != eof:
				state = stPath
				if c != '/' {
					p--
				}
			}
		case stPath:
			if c == eof || c == '/' || special() && c == '\\' || c == '?' || c == '#' {
				slash := c == '/' || special() && c == '\\'
				if special() && c == '\\' {
					v.add("invalid-reverse-solidus")
				}
				s := buf.String()
				switch {
				case isDoubleDotSegment(s):
					if len(url.Path) == 0 {
						url.Climbed++
					}
					url.shortenPath()
					if !slash {
						url.Path = append(url.Path, "")
					}
				case isSingleDotSegment(s):
					if !slash {
						url.Path = append(url.Path, "")
					}
				default:
					if url.Scheme == "file" && len(url.Path) == 0 && isDriveLetter(s) {
						s = s[:1] + ":"
					}
					url.Path = append(url.Path, s)
				}
				buf.Reset()
				if c == '?' {
					url.Query, url.HasQuery = "", true
					state = stQuery
				}
				if c == '#' {
					url.HasFragment = true
					state = stFragment
				}
			} else {
				v.checkUnit(in, p)
				writeEncodedIn(&buf, c, pathSet)
			}
		case stOpaquePath:
			switch {
			case c == '?':
				url.Query, url.HasQuery = "", true
				state = stQuery
			case c == '#':
				url.HasFragment = true
				state = stFragment
			case c == ' ':
				v.add("invalid-URL-unit")
				if next := at(p + 1); next == '?' || next == '#' {
					url.OpaquePath += "%20"
				} else {
					url.OpaquePath += " "
				}
			case c != eof:
				v.checkUnit(in, p)
				url.OpaquePath += percentEncodeIn(c, c0ControlSet)
			}
		case stQuery:
			if c == '#' || c == eof {
				set := querySet
				if special() {
					set = specialQuerySet
				}
				for _, r := range buf.String() {
					url.Query += percentEncodeIn(r, set)
				}
				buf.Reset()
				if c == '#' {
					url.HasFragment = true
					state = stFragment
				}
			} else {
				v.checkUnit(in, p)
				buf.WriteRune(c)
			}
		case stFragment:
			if c != eof {
				v.checkUnit(in, p)
				writeEncodedIn(&frag, c, fragmentSet)
			}
		}
		// "If after a run pointer points to the EOF code point, go to the
		// next step."
		if p >= len(in) {
			break
		}
	}
	url.Fragment = frag.String()
	return url, nil
}

// afterBase is the part the relative and file states share once the URL
// has its base's host: it takes the base's path and query, then a "?"
// starts a new query and a "#" a fragment (ok is true, with the next
// state); anything else drops the query and is the caller's (ok false).
func (u *URLRecord) afterBase(base *URLRecord, c rune) (parseState, bool) {
	u.Path = append([]string(nil), base.Path...)
	u.Query, u.HasQuery = base.Query, base.HasQuery
	switch {
	case c == '?':
		u.Query, u.HasQuery = "", true
		return stQuery, true
	case c == '#':
		u.HasFragment = true
		return stFragment, true
	case c != eof:
		u.Query, u.HasQuery = "", false
	}
	return 0, false
}

// shortenPath is the URL Standard's "shorten a URL's path".
func (u *URLRecord) shortenPath() {
	if u.Scheme == "file" && len(u.Path) == 1 && isNormalizedDriveLetter(u.Path[0]) {
		return
	}
	if len(u.Path) > 0 {
		u.Path = u.Path[:len(u.Path)-1]
	}
}

func isDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

func isNormalizedDriveLetter(s string) bool { return isDriveLetter(s) && s[1] == ':' }

// startsWithDriveLetter is "starts with a Windows drive letter".
func startsWithDriveLetter(r []rune) bool {
	if len(r) < 2 || r[0] >= 128 || !isASCIIAlpha(byte(r[0])) || r[1] != ':' && r[1] != '|' {
		return false
	}
	return len(r) == 2 || strings.ContainsRune(`/\?#`, r[2])
}

func isSingleDotSegment(s string) bool { return s == "." || EqualFoldASCII(s, "%2e") }

func isDoubleDotSegment(s string) bool {
	switch strings.ToLower(s) {
	case "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}

// Percent-encode sets (URL Standard §1.3), beyond the C0 control set.
const (
	c0ControlSet    = ""
	fragmentSet     = " \"<>`"
	querySet        = " \"#<>"
	specialQuerySet = querySet + "'"
	pathSet         = querySet + "?^`{}"
	userinfoSet     = pathSet + "/:;=@[\\]|"
)

// percentEncodeIn is "UTF-8 percent-encode r using" the C0 control
// percent-encode set plus the code points of set.
// writeEncodedIn writes r to b, percent-encoded when it is in the C0
// control percent-encode set or in set.
func writeEncodedIn(b *strings.Builder, r rune, set string) {
	if r < 0x20 || r > 0x7E || strings.ContainsRune(set, r) {
		b.WriteString(percentEncodeRune(r))
		return
	}
	b.WriteByte(byte(r))
}

func percentEncodeIn(r rune, set string) string {
	if r < 0x20 || r > 0x7E || strings.ContainsRune(set, r) {
		return percentEncodeRune(r)
	}
	return string(r)
}

// hostParser is the URL Standard's host parser (§3.5), signalling
// validation errors to v: the serialized host, or false when it fails.
func hostParser(input string, isOpaque bool, v *urlValidation) (string, bool) {
	if strings.HasPrefix(input, "[") {
		if !strings.HasSuffix(input, "]") || len(input) < 2 {
			v.add("IPv6-unclosed")
			return "", false
		}
		addr, ok := parseIPv6(input[1:len(input)-1], v)
		if !ok {
			return "", false
		}
		return "[" + serializeIPv6(addr) + "]", true
	}
	if isOpaque {
		// The opaque-host parser.
		in := []rune(input)
		for _, r := range in {
			if r < 128 && isForbiddenHostCodePoint(byte(r)) {
				v.add("host-invalid-code-point")
				return "", false
			}
		}
		var b strings.Builder
		for p, r := range in {
			v.checkUnit(in, p)
			b.WriteString(percentEncodeIn(r, c0ControlSet))
		}
		return b.String(), true
	}
	domain := PercentDecode(input)
	if domain != input { // only a percent-encoded byte changes it
		v.add("domain-percent-encoded")
	}
	domain = strings.ToValidUTF8(domain, "\uFFFD")
	// The domain parser with beStrict false: a failure of the strict
	// ToASCII is only a validation error.
	if v != nil {
		if _, err := strictIDNA.ToASCII(domain); err != nil {
			v.add("domain-to-ASCII")
		}
	}
	var ascii string
	if isASCIIString(domain) {
		ascii = toLowerASCII(domain)
	} else {
		var err error
		if ascii, err = lenientIDNA.ToASCII(domain); err != nil {
			return "", false
		}
	}
	if ascii == "" {
		return "", false
	}
	for k := 0; k < len(ascii); k++ {
		if isForbiddenDomainCodePoint(ascii[k]) {
			return "", false
		}
	}
	if endsInNumber(ascii) {
		// The review draft of 2026-08 (whatwg/url#925) signals
		// IPv4-non-ASCII-input here: "https://①.②.③.④" is neither a valid
		// IPv4-address string nor a valid domain.
		if !isASCIIString(domain) {
			v.add("IPv4-non-ASCII-input")
		}
		return parseIPv4(ascii, v)
	}
	return ascii, true
}

// parseIPv6 is the URL Standard's IPv6 parser, signalling validation
// errors to v.
func parseIPv6(s string, v *urlValidation) ([8]uint16, bool) {
	var address [8]uint16
	fail := func(name string) ([8]uint16, bool) {
		v.add(name)
		return address, false
	}
	in := []rune(s)
	at := func(p int) rune {
		if p < len(in) {
			return in[p]
		}
		return eof
	}
	pieceIndex, compress, p := 0, -1, 0
	if at(p) == ':' {
		if at(p+1) != ':' {
			return fail("IPv6-invalid-compression")
		}
		p += 2
		pieceIndex++
		compress = pieceIndex
	}
	for at(p) != eof {
		if pieceIndex == 8 {
			return fail("IPv6-too-many-pieces")
		}
		if at(p) == ':' {
			if compress != -1 {
				return fail("IPv6-multiple-compression")
			}
			p++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && at(p) >= 0 && at(p) < 128 && isHexDigit(byte(at(p))) {
			value = value*16 + int(hexDigitValue(byte(at(p))))
			p++
			length++
		}
		if at(p) == '.' {
			if length == 0 {
				return fail("IPv4-in-IPv6-invalid-code-point")
			}
			p -= length
			if pieceIndex > 6 {
				return fail("IPv4-in-IPv6-too-many-pieces")
			}
			numbersSeen := 0
			for at(p) != eof {
				piece := -1
				if numbersSeen > 0 {
					if at(p) == '.' && numbersSeen < 4 {
						p++
					} else {
						return fail("IPv4-in-IPv6-invalid-code-point")
					}
				}
				if !(at(p) >= '0' && at(p) <= '9') {
					return fail("IPv4-in-IPv6-invalid-code-point")
				}
				for at(p) >= '0' && at(p) <= '9' {
					n := int(at(p) - '0')
					switch piece {
					case -1:
						piece = n
					case 0:
						return fail("IPv4-in-IPv6-invalid-code-point")
					default:
						piece = piece*10 + n
					}
					if piece > 255 {
						return fail("IPv4-in-IPv6-out-of-range-part")
					}
					p++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return fail("IPv4-in-IPv6-too-few-parts")
			}
			break
		} else if at(p) == ':' {
			p++
			if at(p) == eof {
				return fail("IPv6-invalid-code-point")
			}
		} else if at(p) != eof {
			return fail("IPv6-invalid-code-point")
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			v.add("IPv6-piece-leading-zero")
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return fail("IPv6-too-few-pieces")
	}
	return address, true
}

// serializeIPv6 is the IPv6 serializer: lowercase hex pieces with the
// first longest run of two or more zero pieces compressed to "::".
func serializeIPv6(a [8]uint16) string {
	compress, best := -1, 1
	for i := 0; i < 8; {
		if a[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && a[j] == 0 {
			j++
		}
		if j-i > best {
			compress, best = i, j-i
		}
		i = j
	}
	var b strings.Builder
	ignore0 := false
	for i := 0; i < 8; i++ {
		if ignore0 && a[i] == 0 {
			continue
		}
		ignore0 = false
		if compress == i {
			if i == 0 {
				b.WriteString("::")
			} else {
				b.WriteString(":")
			}
			ignore0 = true
			continue
		}
		b.WriteString(strconv.FormatUint(uint64(a[i]), 16))
		if i != 7 {
			b.WriteString(":")
		}
	}
	return b.String()
}
