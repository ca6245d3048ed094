package microsyntax

// Refresh is what a browser reads from a meta refresh pragma (or a
// Refresh header): the delay in seconds and, when given, the URL to load,
// as written (not yet resolved against the document's URL).
type Refresh struct {
	Seconds int
	// URL is "" when the page refreshes itself.
	URL string
	// HasURL says a URL was given (it may be "").
	HasURL bool
	// URLOffset is where URL starts in the value.
	URLOffset int
}

// ParseRefresh applies the shared declarative refresh steps (HTML §7.11.1,
// "Navigating across documents", the steps meta refresh and the Refresh
// header share) to s, returning what browsers do: ok false means they
// ignore the pragma. The delay's digits may be followed by digits and
// dots, which are ignored; any of ';', ',' and whitespace separates the
// URL, which may be introduced by "url=" (ASCII case-insensitive) and put
// in quotes.
func ParseRefresh(s string) (r Refresh, ok bool) {
	if s == "" {
		return r, false // step 1: an empty value does nothing
	}
	pos := skipWhitespace(s, 0)
	start := pos
	for pos < len(s) && isDigit(s[pos]) {
		pos++
	}
	if pos == start {
		if pos >= len(s) || s[pos] != '.' {
			return r, false
		}
	} else {
		n, overflow := 0, false
		for _, c := range []byte(s[start:pos]) {
			if n > (1<<31-1-9)/10 {
				overflow = true
				break
			}
			n = n*10 + int(c-'0')
		}
		if overflow {
			n = 1<<31 - 1
		}
		r.Seconds = n
	}
	for pos < len(s) && (isDigit(s[pos]) || s[pos] == '.') {
		pos++
	}
	if pos < len(s) {
		if c := s[pos]; c != ';' && c != ',' && !isASCIIWhitespace(c) {
			return r, false
		}
		pos = skipWhitespace(s, pos)
		if pos < len(s) && (s[pos] == ';' || s[pos] == ',') {
			pos++
		}
		pos = skipWhitespace(s, pos)
	}
	if pos >= len(s) {
		return r, true
	}
	// The URL, after an optional "url" "=" and an optional quote.
	urlStart := pos
	if p := pos; p+3 <= len(s) && EqualFoldASCII(s[p:p+3], "url") {
		p = skipWhitespace(s, p+3)
		if p < len(s) && s[p] == '=' {
			pos = skipWhitespace(s, p+1)
		} else {
			pos = urlStart
		}
	}
	var quote byte
	if pos < len(s) && (s[pos] == '\'' || s[pos] == '"') {
		quote = s[pos]
		pos++
	}
	end := len(s)
	if quote != 0 {
		for i := pos; i < len(s); i++ {
			if s[i] == quote {
				end = i
				break
			}
		}
	}
	r.URL, r.URLOffset, r.HasURL = s[pos:end], pos, true
	return r, true
}

// ValidRefresh checks that s is a valid content value for the refresh
// pragma (HTML §4.2.5.3, the Refresh state): a valid non-negative
// integer, alone or followed by ';', one or more ASCII whitespace, "URL"
// (ASCII case-insensitive), '=' and a URL that does not start with a
// quote. The URL itself is returned for the caller to check as a valid
// URL string (which needs the URL Standard's rules); urlOff is its offset,
// -1 when there is none.
func ValidRefresh(s string) (url string, urlOff int, err error) {
	if s == "" {
		return "", -1, errKind(KindEmpty, 0, 0, "the refresh value is empty: it must be a number of seconds, optionally followed by \"; url=\" and a URL")
	}
	pos := 0
	for pos < len(s) && isDigit(s[pos]) {
		pos++
	}
	if pos == 0 {
		if isASCIIWhitespace(s[0]) {
			return "", -1, errChar(s, 0, "whitespace before the number of seconds")
		}
		return "", -1, errChar(s, 0, "the refresh value must start with a number of seconds (ASCII digits)")
	}
	if pos == len(s) {
		return "", -1, nil
	}
	if s[pos] == '.' {
		end := pos
		for end < len(s) && (isDigit(s[end]) || s[end] == '.') {
			end++
		}
		return "", -1, errAt(pos, end, "the number of seconds must be a whole number (browsers ignore the fraction)")
	}
	if s[pos] != ';' {
		if isASCIIWhitespace(s[pos]) {
			p := skipWhitespace(s, pos)
			if p == len(s) {
				return "", -1, errAt(pos, p, "whitespace after the number of seconds")
			}
			if s[p] != ';' {
				return "", -1, errAt(pos, p, "a ';' must separate the number of seconds from the URL: write \"; url=\"")
			}
			return "", -1, errAt(pos, p, "whitespace before ';'")
		}
		if s[pos] == ',' {
			return "", -1, errChar(s, pos, "',' in place of ';' after the number of seconds")
		}
		return "", -1, errChar(s, pos, "the number of seconds must be ASCII digits only")
	}
	pos++
	ws := skipWhitespace(s, pos)
	if ws == len(s) {
		return "", -1, errAt(pos-1, ws, "';' must be followed by a space and url=")
	}
	if ws == pos {
		return "", -1, errChar(s, pos, "';' must be followed by one or more spaces before url=")
	}
	pos = ws
	if pos+3 > len(s) || !EqualFoldASCII(s[pos:pos+3], "url") {
		end := pos
		for end < len(s) && s[end] != '=' && !isASCIIWhitespace(s[end]) {
			end++
		}
		return "", -1, errAt(pos, end, "the URL must be introduced by url=")
	}
	pos += 3
	if pos >= len(s) || s[pos] != '=' {
		return "", -1, errChar(s, pos, "\"url\" must be followed directly by '='")
	}
	pos++
	if pos < len(s) && (s[pos] == '\'' || s[pos] == '"') {
		return "", -1, errChar(s, pos, "the URL must not be quoted (browsers strip the quote, and cut the URL at the closing one)")
	}
	return s[pos:], pos, nil
}
