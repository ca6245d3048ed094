package microsyntax

import (
	"strings"
	"unicode/utf8"
)

// Names: navigable target names (HTML "Navigable target names": "valid
// navigable target name or keyword") and custom element names (HTML
// §4.13.3 "valid custom element name").

// navigableKeywords are the keywords a target may be, ASCII
// case-insensitively.
var navigableKeywords = [...]string{"_blank", "_self", "_parent", "_top"}

// ValidNavigableTargetName reports whether s is a valid navigable target
// name: at least one character, not starting with "_", and not holding
// both a tab or newline and a "<" (which browsers read as "_blank", to
// stop dangling markup from leaking). With keywords, the keywords _blank,
// _self, _parent and _top are accepted too ("valid navigable target name
// or keyword").
func ValidNavigableTargetName(s string, keywords bool) error {
	if s == "" {
		return errKind(KindEmpty, 0, 0, "a navigable name must not be empty")
	}
	if s[0] == '_' {
		if keywords {
			for _, k := range navigableKeywords {
				if EqualFoldASCII(s, k) {
					return nil
				}
			}
			return errAt(0, len(s), `names starting with "_" are reserved for the keywords _blank, _self, _parent and _top`)
		}
		return errAt(0, len(s), `a navigable name must not start with "_"`)
	}
	if i := strings.IndexAny(s, "\t\n\r"); i >= 0 && strings.IndexByte(s, '<') >= 0 {
		return errAt(i, i+1, `a navigable name must not hold both a tab or line break and "<"`)
	}
	return nil
}

// reservedCustomElementNames are the hyphenated names SVG and MathML
// already use.
var reservedCustomElementNames = [...]string{"annotation-xml", "color-profile", "font-face", "font-face-src",
	"font-face-uri", "font-face-format", "font-face-name", "missing-glyph"}

// ValidCustomElementName reports whether s is a valid custom element name
// (HTML §4.13.3): it starts with an ASCII lower alpha, has no ASCII upper
// alpha, contains "-", is otherwise a valid element local name (no ASCII
// whitespace, NULL, "/" or ">"), and is not one of the names SVG and
// MathML reserve (annotation-xml, font-face, ...). This is the relaxed
// definition of 2025 (whatwg/html and whatwg/dom "valid element local
// name"); it accepts every name the former PotentialCustomElementName
// production did.
func ValidCustomElementName(s string) error {
	if s == "" {
		return errKind(KindEmpty, 0, 0, `a custom element name must not be empty; it needs a "-", as in "my-element"`)
	}
	if s[0] < 'a' || s[0] > 'z' {
		return errChar(s, 0, "a custom element name must start with a lower-case ASCII letter, found "+describeChar(s, 0))
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z':
			return errAt(i, i+1, "a custom element name must not contain upper-case ASCII letters (write "+strings.ToLower(s)+")")
		case isASCIIWhitespace(c) || c == 0 || c == '/' || c == '>':
			return errChar(s, i, describeChar(s, i)+" is not allowed in an element name")
		}
	}
	if !utf8.ValidString(s) {
		return errAt(0, len(s), "an invalid UTF-8 byte in a custom element name")
	}
	if strings.IndexByte(s, '-') < 0 {
		return errAt(0, len(s), `a custom element name must contain a "-" (such as "`+s+`-element")`)
	}
	for _, r := range reservedCustomElementNames {
		if s == r {
			return errAt(0, len(s), `"`+s+`" is reserved: SVG or MathML uses it`)
		}
	}
	return nil
}
