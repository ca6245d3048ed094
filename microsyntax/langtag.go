package microsyntax

// LangSubtag is one subtag of a language tag, with its kind and place.
type LangSubtag struct {
	// Kind is "language", "extlang", "script", "region", "variant",
	// "extension" (the singleton and what follows it up to the next
	// singleton), "privateuse" (the same for "x") or "grandfathered" (a
	// whole irregular tag).
	Kind string
	// Text is the subtag as written; Offset is where it starts.
	Text   string
	Offset int
}

// grandfatheredIrregular are the tags of RFC 5646 §2.2.8 that do not fit
// the langtag production; the regular ones do (and are handled by the
// registry check of the caller).
var grandfatheredIrregular = []string{
	"en-GB-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux",
	"i-mingo", "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-BE-FR", "sgn-BE-NL", "sgn-CH-DE",
}

// ParseLanguageTag checks that s is a well-formed BCP 47 language tag
// (RFC 5646 §2.1, the Language-Tag production; HTML's lang and hreflang
// take these) and returns its subtags. It checks syntax only: whether
// each subtag is registered, and the duplicate variants and singletons
// that make a tag invalid (§2.2.9), are the caller's, with the IANA
// registry. Subtags are compared ASCII case-insensitively.
func ParseLanguageTag(s string) ([]LangSubtag, error) {
	if s == "" {
		return nil, errKind(KindEmpty, 0, 0, "a language tag is not empty")
	}
	for _, g := range grandfatheredIrregular {
		if EqualFoldASCII(s, g) {
			return []LangSubtag{{Kind: "grandfathered", Text: s}}, nil
		}
	}
	// Split at '-', checking the characters and lengths of each subtag.
	type part struct {
		text string
		off  int
	}
	var parts []part
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '-' {
			c := s[i]
			if !isAlnumASCII(c) {
				if c == '_' {
					return nil, errChar(s, i, "'_' separates subtags in locale names, not in language tags: write '-'")
				}
				return nil, errChar(s, i, "a language tag holds only ASCII letters, digits and '-'")
			}
			continue
		}
		if i == start {
			if i == len(s) {
				return nil, errAt(i-1, i, "a language tag must not end with '-'")
			}
			return nil, errKind(KindEmpty, i, i+charLen(s, i), "empty subtag: two '-' in a row, or '-' at the start")
		}
		if i-start > 8 {
			return nil, errAt(start, i, "a subtag is at most 8 characters")
		}
		parts = append(parts, part{s[start:i], start})
		start = i + 1
	}
	var out []LangSubtag
	add := func(kind string, p part) { out = append(out, LangSubtag{Kind: kind, Text: p.text, Offset: p.off}) }
	i := 0
	p := parts[0]
	switch {
	case len(p.text) == 1 && (p.text[0] == 'x' || p.text[0] == 'X'):
		// A private use tag as a whole: "x-whatever".
		return privateUse(parts[0].off, s, out)
	case !allAlpha(p.text):
		return nil, errAt(p.off, p.off+len(p.text), "the primary language subtag must be 2 to 8 letters")
	case len(p.text) < 2:
		return nil, errAt(p.off, p.off+len(p.text), "the primary language subtag must be 2 to 8 letters")
	}
	add("language", p)
	i++
	if len(p.text) <= 3 {
		// Up to three extended language subtags.
		for n := 0; n < 3 && i < len(parts) && len(parts[i].text) == 3 && allAlpha(parts[i].text); n++ {
			add("extlang", parts[i])
			i++
		}
	}
	if i < len(parts) && len(parts[i].text) == 4 && allAlpha(parts[i].text) {
		add("script", parts[i])
		i++
	}
	if i < len(parts) && (len(parts[i].text) == 2 && allAlpha(parts[i].text) || len(parts[i].text) == 3 && allDigit(parts[i].text)) {
		add("region", parts[i])
		i++
	}
	for i < len(parts) {
		t := parts[i].text
		if len(t) >= 5 || len(t) == 4 && isDigit(t[0]) {
			add("variant", parts[i])
			i++
			continue
		}
		break
	}
	for i < len(parts) {
		t := parts[i]
		if len(t.text) != 1 {
			return nil, errAt(t.off, t.off+len(t.text), "subtag "+quoteTok(t.text)+" is out of place: after the language come the script (4 letters), the region (2 letters or 3 digits), variants (5 to 8 characters, or a digit and 3), then extensions")
		}
		if t.text[0] == 'x' || t.text[0] == 'X' {
			return privateUse(t.off, s, out)
		}
		// An extension: a singleton and one or more subtags of 2 to 8.
		j := i + 1
		for j < len(parts) && len(parts[j].text) >= 2 {
			j++
		}
		if j == i+1 {
			return nil, errAt(t.off, t.off+1, "extension "+quoteTok(t.text)+" must be followed by subtags of 2 to 8 characters")
		}
		end := parts[j-1].off + len(parts[j-1].text)
		out = append(out, LangSubtag{Kind: "extension", Text: s[t.off:end], Offset: t.off})
		i = j
	}
	return out, nil
}

// privateUse reads "x-..." from off to the end: one or more subtags of 1
// to 8 characters (lengths were checked by the caller).
func privateUse(off int, s string, out []LangSubtag) ([]LangSubtag, error) {
	if off+1 >= len(s) {
		return nil, errAt(off, len(s), "private use \"x\" must be followed by subtags")
	}
	return append(out, LangSubtag{Kind: "privateuse", Text: s[off:], Offset: off}), nil
}

func isAlnumASCII(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func allAlpha(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

func allDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func quoteTok(s string) string { return "\"" + s + "\"" }
