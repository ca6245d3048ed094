package microsyntax

import "strings"

// ValidHashNameReference reports whether s has the form of a valid
// hash-name reference (HTML §2.3.9): a U+0023 NUMBER SIGN (#) followed by
// at least one character. The full condition, that the rest exactly
// matches the name attribute of an element of the right type in the same
// tree (usemap="#map" and <map name="map">), needs the document and is
// the caller's to check. Note that a reference that only matches an
// element's id, and not its name, is not conforming, even though
// ParseHashNameReference's rules match ids too.
func ValidHashNameReference(s string) error {
	if s == "" {
		return errKind(KindEmpty, 0, 0, `expected "#" followed by a name, found an empty value`)
	}
	if s[0] != '#' {
		if i := strings.IndexByte(s, '#'); i > 0 {
			return errAt(0, i, `a hash-name reference must start with "#"; remove the text before it`)
		}
		return errChar(s, 0, `a hash-name reference must start with "#", found `+describeChar(s, 0))
	}
	if len(s) == 1 {
		return errAt(1, 1, `expected a name after "#", found the end of the value`)
	}
	return nil
}

// ParseHashNameReference applies the rules for parsing a hash-name
// reference (HTML §2.3.9) up to the lookup: it fails when there is no "#"
// or when the first "#" is the last character, and otherwise returns s,
// the text after the first "#" ("page.html#map" gives "map"). The
// browser then takes the first element of the wanted type, in tree order,
// whose id or name attribute is s. Matching by id is for compatibility
// only: for conformance the reference must match a name attribute (see
// ValidHashNameReference), which the caller checks.
func ParseHashNameReference(s string) (name string, err error) {
	// Step 1: no "#", or the first "#" is the last character: null.
	i := strings.IndexByte(s, '#')
	if i < 0 {
		return "", errAt(0, len(s), `there is no "#": a hash-name reference is "#" followed by a name`)
	}
	if i == len(s)-1 {
		return "", errAt(i+1, i+1, `expected a name after "#", found the end of the value`)
	}
	// Step 2: s is everything after the first "#".
	return s[i+1:], nil
}
