package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/attrlint/attrlint/rules/spec"
)

// spaceInName says, when name (of a tag or an attribute, as what says)
// holds a space that HTML does not count as whitespace, that the space
// is part of the name: "; U+3000 IDEOGRAPHIC SPACE is not whitespace in
// HTML, so it became part of the tag name "a\u3000href"". It is "" for a
// name without one.
func spaceInName(what, name string) string {
	for _, r := range name {
		if unicodeOnlySpace(r) {
			return fmt.Sprintf("; %s is not whitespace in HTML, so it became part of the %s name %s", charName(r), what, strconv.Quote(name))
		}
	}
	return ""
}

// unicodeOnlySpace reports whether r is white space for Unicode (the
// White_Space property) but not for HTML, whose whitespace is ASCII's.
func unicodeOnlySpace(r rune) bool {
	_, ok := spec.UnicodeOnlySpace(r)
	return ok
}

// charName names a space that unicodeOnlySpace finds as the Unicode
// Character Database does, "U+3000 IDEOGRAPHIC SPACE", or by its code
// point alone when it has no name of its own (U+0085, a control).
func charName(r rune) string {
	name, _ := spec.UnicodeOnlySpace(r)
	if name == "" || strings.HasPrefix(name, "<") {
		return fmt.Sprintf("U+%04X", r)
	}
	return fmt.Sprintf("U+%04X %s", r, name)
}
