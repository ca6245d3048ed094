package microsyntax

import (
	"slices"
	"strings"
)

// MIME types: MIME Sniffing §4 ("valid MIME type string", the
// media-type production of HTTP: type "/" subtype *( OWS ";" OWS
// parameter ), a parameter being token "=" ( token / quoted-string )) and
// §4.4 "parse a MIME type" (what browsers read).

// IsHTTPToken reports whether s is a non-empty run of HTTP token code
// points (MIME Sniffing §2: ASCII alphanumerics and !#$%&'*+-.^_`|~).
func IsHTTPToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isHTTPTokenCodePoint(s[i]) {
			return false
		}
	}
	return true
}

func isHTTPTokenCodePoint(c byte) bool {
	return isASCIIAlpha(c) || isDigit(c) || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0
}

func isHTTPWhitespace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// ValidMIMEType reports whether s is a valid MIME type string ("text/html",
// "text/html; charset=utf-8"). A valid value does not allocate.
func ValidMIMEType(s string) error { return validMIME(s, true) }

// ValidMIMETypeNoParams reports whether s is a valid MIME type string with
// no parameters ("image/png").
func ValidMIMETypeNoParams(s string) error { return validMIME(s, false) }

func validMIME(s string, params bool) error {
	if s == "" {
		return errKind(KindEmpty, 0, 0, `a MIME type is required, such as "text/html"`)
	}
	i := 0
	for i < len(s) && isHTTPTokenCodePoint(s[i]) {
		i++
	}
	if i == 0 {
		return errChar(s, 0, "a MIME type starts with its type (such as \"text\"), found "+describeChar(s, 0))
	}
	if i == len(s) {
		return errAt(i, i, `a MIME type needs "/" and a subtype after "`+s[:i]+`" (such as "`+s+`/plain")`)
	}
	if s[i] != '/' {
		return errChar(s, i, "expected \"/\" after the type, found "+describeChar(s, i))
	}
	i++
	start := i
	for i < len(s) && isHTTPTokenCodePoint(s[i]) {
		i++
	}
	if i == start {
		return errChar(s, i, "expected a subtype after \"/\", found "+describeChar(s, i))
	}
	for i < len(s) {
		// OWS ";" OWS parameter
		semi := i
		for semi < len(s) && isHTTPWhitespace(s[semi]) {
			semi++
		}
		if semi == len(s) {
			return errAt(i, len(s), "whitespace at the end of a MIME type")
		}
		if s[semi] != ';' {
			return errChar(s, semi, "unexpected "+describeChar(s, semi)+" in a MIME type")
		}
		if !params {
			return errAt(semi, len(s), "parameters (\";...\") are not allowed here")
		}
		i = semi + 1
		for i < len(s) && isHTTPWhitespace(s[i]) {
			i++
		}
		if i == len(s) {
			return errAt(semi, i, `a ";" must be followed by a parameter (name=value)`)
		}
		name := i
		for i < len(s) && isHTTPTokenCodePoint(s[i]) {
			i++
		}
		if i == name {
			return errChar(s, i, "expected a parameter name, found "+describeChar(s, i))
		}
		if i == len(s) || s[i] != '=' {
			return errChar(s, i, `expected "=" after the parameter name, found `+describeChar(s, i))
		}
		i++
		if i < len(s) && s[i] == '"' {
			end, ok := quotedStringEnd(s, i)
			if !ok {
				return errAt(i, len(s), "unterminated quoted string")
			}
			i = end
			continue
		}
		value := i
		for i < len(s) && isHTTPTokenCodePoint(s[i]) {
			i++
		}
		if i == value {
			return errChar(s, i, "expected a parameter value, found "+describeChar(s, i))
		}
	}
	return nil
}

// quotedStringEnd returns the offset after the HTTP quoted-string that
// starts at s[i] ('"'): qdtext (tab, space, and visible or non-ASCII bytes
// other than '"' and '\') and quoted-pairs ('\' and one such byte).
func quotedStringEnd(s string, i int) (int, bool) {
	for i++; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			return i + 1, true
		case c == '\\':
			i++
			if i >= len(s) || !isQuotedText(s[i]) && s[i] != '"' && s[i] != '\\' {
				return 0, false
			}
		case !isQuotedText(c):
			return 0, false
		}
	}
	return 0, false
}

func isQuotedText(c byte) bool {
	return c == '\t' || c == ' ' || c >= 0x21 && c != '"' && c != '\\' && c != 0x7F
}

// MIMEEssence applies MIME Sniffing's "parse a MIME type" (§4.4) as far as
// the essence: the lower-cased "type/subtype" browsers read, after
// stripping HTTP whitespace, or false when the parser fails.
func MIMEEssence(s string) (string, bool) {
	s = strings.Trim(s, " \t\n\r")
	slash := strings.IndexByte(s, '/')
	if slash < 0 || !IsHTTPToken(s[:slash]) {
		return "", false
	}
	sub := s[slash+1:]
	if k := strings.IndexByte(sub, ';'); k >= 0 {
		sub = sub[:k]
	}
	sub = strings.TrimRight(sub, " \t\n\r")
	if !IsHTTPToken(sub) {
		return "", false
	}
	return toLowerASCII(s[:slash] + "/" + sub), true
}

// javaScriptMIMETypes are the JavaScript MIME types (MIME Sniffing §4.6).
var javaScriptMIMETypes = []string{
	"application/ecmascript", "application/javascript", "application/x-ecmascript",
	"application/x-javascript", "text/ecmascript", "text/javascript", "text/javascript1.0",
	"text/javascript1.1", "text/javascript1.2", "text/javascript1.3", "text/javascript1.4",
	"text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript",
}

// JavaScriptMIMETypes returns the JavaScript MIME types (MIME Sniffing
// §4.6), lower case.
func JavaScriptMIMETypes() []string { return slices.Clone(javaScriptMIMETypes) }

// IsJavaScriptMIMETypeEssenceMatch reports whether s is an ASCII
// case-insensitive match for one of the JavaScript MIME types (MIME
// Sniffing §4.6), as HTML's script element tests its type.
func IsJavaScriptMIMETypeEssenceMatch(s string) bool {
	for _, t := range javaScriptMIMETypes {
		if EqualFoldASCII(s, t) {
			return true
		}
	}
	return false
}
