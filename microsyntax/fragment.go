package microsyntax

import (
	"strings"
	"unicode/utf8"
)

// The indicated part of a document: what a URL's fragment scrolls to
// (HTML §7.4.6.4, "Scrolling to a fragment": "select the indicated part"
// and "find a potential indicated element",
// https://html.spec.whatwg.org/multipage/browsing-the-web.html#select-the-indicated-part),
// after the fragment directive is removed (URL Fragment Text Directives
// §3.3, https://wicg.github.io/scroll-to-text-fragment/#the-fragment-directive).

// FragmentDirectiveDelimiter starts a URL fragment's fragment directive
// (":~:text=..."), which browsers remove from the fragment before they
// look for the indicated part, and keep for themselves.
const FragmentDirectiveDelimiter = ":~:"

// StripFragmentDirective returns fragment without its fragment directive:
// the part before the first ":~:", all of it when there is none.
func StripFragmentDirective(fragment string) string {
	if i := strings.Index(fragment, FragmentDirectiveDelimiter); i >= 0 {
		return fragment[:i]
	}
	return fragment
}

// Indicated is what a fragment indicates in a document.
type Indicated uint8

// The indicated parts.
const (
	// IndicatesNothing: no element; browsers leave the scroll position
	// as it is (a newly opened page shows its top).
	IndicatesNothing Indicated = iota
	// IndicatesTop: the top of the document (an empty fragment, "top").
	IndicatesTop
	// IndicatesElement: an element with that id, or an a element with
	// that name.
	IndicatesElement
)

// IndicatedPart is "select the indicated part" from step 2 on, for a
// fragment as a URL record holds it (percent-encoded, its fragment
// directive removed): an empty fragment indicates the top; then an
// element found with the fragment as it is; then one found with the
// fragment percent-decoded and decoded as UTF-8; then "top", ASCII
// case-insensitively, indicates the top. find reports whether the
// document has an element whose id is s, or an a element whose name is s
// ("find a potential indicated element"); ids in the contents of a
// template element are not in the document tree.
func IndicatedPart(fragment string, find func(s string) bool) Indicated {
	if fragment == "" {
		return IndicatesTop
	}
	if find(fragment) {
		return IndicatesElement
	}
	decoded := DecodeFragment(fragment)
	if decoded != fragment && find(decoded) {
		return IndicatesElement
	}
	if EqualFoldASCII(decoded, "top") {
		return IndicatesTop
	}
	return IndicatesNothing
}

// DecodeFragment percent-decodes fragment and decodes the bytes as UTF-8
// without BOM, as "select the indicated part" does (steps 6-7): a byte
// that is not part of valid UTF-8 becomes U+FFFD.
func DecodeFragment(fragment string) string {
	b := PercentDecode(fragment)
	if utf8.ValidString(b) {
		return b
	}
	var out strings.Builder
	for len(b) > 0 {
		r, w := utf8.DecodeRuneInString(b)
		out.WriteRune(r)
		b = b[w:]
	}
	return out.String()
}
