package microsyntax

import (
	"iter"
	"strconv"
)

// Tokens: HTML §2.3.8 space-separated and comma-separated tokens.

// SpaceTokens yields each token of a set of space-separated tokens (HTML
// §2.3.8.1) with the byte offset where it starts. It splits on ASCII
// whitespace only, as Infra's "split a string on ASCII whitespace": U+00A0
// and other Unicode spaces are part of a token. Leading and trailing
// whitespace yield nothing. It does not allocate.
func SpaceTokens(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		pos := 0
		for {
			start, end := tokNextSpace(s, pos)
			if start == end {
				return
			}
			if !yield(start, s[start:end]) {
				return
			}
			pos = end
		}
	}
}

// SplitSpaceTokens returns the tokens of a set of space-separated tokens
// (HTML §2.3.8.1; Infra "split a string on ASCII whitespace"), or nil when
// there are none.
func SplitSpaceTokens(s string) []string {
	n := 0
	for pos := 0; ; n++ {
		start, end := tokNextSpace(s, pos)
		if start == end {
			break
		}
		pos = end
	}
	if n == 0 {
		return nil
	}
	out := make([]string, 0, n)
	for pos := 0; ; {
		start, end := tokNextSpace(s, pos)
		if start == end {
			break
		}
		out = append(out, s[start:end])
		pos = end
	}
	return out
}

// tokNextSpace finds the next space-separated token at or after pos: it
// skips ASCII whitespace, then collects non-whitespace. start == end means
// there is none.
func tokNextSpace(s string, pos int) (start, end int) {
	start = skipWhitespace(s, pos)
	end = start
	for end < len(s) && !isASCIIWhitespace(s[end]) {
		end++
	}
	return start, end
}

// CommaTokens yields each token of a set of comma-separated tokens (HTML
// §2.3.8.2) with the byte offset of the token after its surrounding ASCII
// whitespace is stripped. It follows Infra's "split a string on commas":
// while not at the end, collect up to the next ",", strip ASCII whitespace,
// yield it (empty tokens included: " a ,b,,d d " gives "a", "b", "", "d d"),
// and step over the ",". So "" yields nothing, "," yields one empty token
// and a trailing comma adds no empty token ("a," gives just "a"). An empty
// token's offset is where its (whitespace-only) text ends. It does not
// allocate.
func CommaTokens(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		pos := 0
		for pos < len(s) {
			start, end, next := tokNextComma(s, pos)
			if !yield(start, s[start:end]) {
				return
			}
			pos = next
		}
	}
}

// SplitCommaTokens returns the tokens of CommaTokens, or nil when there are
// none.
func SplitCommaTokens(s string) []string {
	n := 0
	for pos := 0; pos < len(s); n++ {
		_, _, pos = tokNextComma(s, pos)
	}
	if n == 0 {
		return nil
	}
	out := make([]string, 0, n)
	for pos := 0; pos < len(s); {
		start, end, next := tokNextComma(s, pos)
		out = append(out, s[start:end])
		pos = next
	}
	return out
}

// tokNextComma is one round of Infra's "split a string on commas" from pos
// (which is before the end): the stripped token s[start:end] and the
// position after its comma (or the end).
func tokNextComma(s string, pos int) (start, end, next int) {
	// Collect code points that are not ",".
	next = pos
	for next < len(s) && s[next] != ',' {
		next++
	}
	end = next
	// Strip leading and trailing ASCII whitespace.
	start = skipWhitespace(s[:end], pos)
	for end > start && isASCIIWhitespace(s[end-1]) {
		end--
	}
	// Step over the comma, if there is one.
	if next < len(s) {
		next++
	}
	return start, end, next
}

// TokenSet describes a set of space-separated tokens (HTML §2.3.8.1) as an
// attribute defines it: which tokens are allowed, how they compare, and
// whether they must be unique.
type TokenSet struct {
	// Allowed lists the allowed tokens; nil means any token is allowed.
	Allowed []string
	// CaseSensitive makes tokens compare exactly; when false they compare
	// ASCII case-insensitively (both for Allowed and for duplicates).
	CaseSensitive bool
	// Unique makes it an (unordered or ordered) set of unique
	// space-separated tokens: a token may not appear twice.
	Unique bool
}

// tokSmallSet is how many distinct tokens TokenSeen tracks on the stack
// before it falls back to a map.
const tokSmallSet = 16

// TokenSeen finds repeated tokens in one pass over a list, in time linear
// in the list: the first 16 distinct tokens are compared directly without
// allocating, later ones go through a map. The zero value compares tokens
// exactly; set Fold to compare them ASCII case-insensitively.
type TokenSeen struct {
	// Fold compares tokens ASCII case-insensitively.
	Fold  bool
	small [tokSmallSet]struct {
		off int
		tok string
	}
	n   int
	big map[string]int // key(token) -> offset, once small is full
}

// Add records tok, found at offset off, and returns the offset of an
// earlier token equal to it, or -1 when it is new.
func (s *TokenSeen) Add(off int, tok string) int {
	if s.big == nil {
		for _, p := range s.small[:s.n] {
			if p.tok == tok || s.Fold && EqualFoldASCII(p.tok, tok) {
				return p.off
			}
		}
		if s.n < len(s.small) {
			s.small[s.n].off, s.small[s.n].tok = off, tok
			s.n++
			return -1
		}
		s.big = make(map[string]int, 2*tokSmallSet)
		for _, p := range s.small[:s.n] {
			s.big[s.key(p.tok)] = p.off
		}
	}
	k := s.key(tok)
	if first, ok := s.big[k]; ok {
		return first
	}
	s.big[k] = off
	return -1
}

// key is the map key of tok: itself, or ASCII-lowercased.
func (s *TokenSeen) key(tok string) string {
	if s.Fold {
		return toLowerASCII(tok)
	}
	return tok
}

// Valid reports whether s conforms to the set: every token is allowed and,
// when Unique, no token repeats. The error points at the first unknown
// token, or at the second occurrence of the first repeated token and says
// where the first one is. An empty or all-whitespace value is an empty set,
// which is valid here (an attribute may require a token; check that apart).
// It does not allocate for a valid value of up to 16 tokens.
func (t *TokenSet) Valid(s string) error {
	seen := TokenSeen{Fold: !t.CaseSensitive}
	for pos := 0; ; {
		start, end := tokNextSpace(s, pos)
		if start == end {
			return nil
		}
		pos = end
		tok := s[start:end]
		if t.Allowed != nil && !t.allows(tok) {
			return t.unknown(s, start, end)
		}
		if !t.Unique {
			continue
		}
		if first := seen.Add(start, tok); first >= 0 {
			return t.duplicate(s, first, start, end)
		}
	}
}

// allows reports whether tok is one of t.Allowed.
func (t *TokenSet) allows(tok string) bool {
	for _, a := range t.Allowed {
		if t.same(a, tok) {
			return true
		}
	}
	return false
}

// same compares two tokens the way the set says.
func (t *TokenSet) same(a, b string) bool {
	if t.CaseSensitive {
		return a == b
	}
	return EqualFoldASCII(a, b)
}

// unknown builds the error for the token s[start:end] that is not allowed.
func (t *TokenSet) unknown(s string, start, end int) *Error {
	tok := s[start:end]
	if t.CaseSensitive {
		for _, a := range t.Allowed {
			if EqualFoldASCII(a, tok) {
				return errKind(KindUnknown, start, end, tokQuote(tok)+" is not allowed: tokens are case-sensitive; did you mean "+tokQuote(a)+"?")
			}
		}
	}
	if len(t.Allowed) == 0 {
		return errAt(start, end, tokQuote(tok)+" is not allowed: no tokens are allowed here")
	}
	if len(t.Allowed) <= 10 {
		return errKind(KindUnknown, start, end, tokQuote(tok)+" is not one of "+tokQuoteList(t.Allowed))
	}
	return errKind(KindUnknown, start, end, tokQuote(tok)+" is not a known keyword")
}

// duplicate builds the error for s[start:end] repeating the token at first.
func (t *TokenSet) duplicate(s string, first, start, end int) *Error {
	tok := s[start:end]
	where := "at byte " + strconv.Itoa(first)
	_, firstEnd := tokNextSpace(s, first)
	if prev := s[first:firstEnd]; prev != tok {
		return errKind(KindRepeated, start, end, tokQuote(tok)+" repeats "+tokQuote(prev)+" "+where+" (tokens compare case-insensitively); each token may appear only once")
	}
	return errKind(KindRepeated, start, end, tokQuote(tok)+" is already listed "+where+"; each token may appear only once")
}

// tokQuote writes s in double quotes for a message, with Go escapes for
// quotes, backslashes and control characters.
func tokQuote(s string) string {
	return strconv.Quote(s)
}

// tokQuoteList writes `"a", "b", "c"`.
func tokQuoteList(list []string) string {
	b := make([]byte, 0, 64)
	for i, w := range list {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendQuote(b, w)
	}
	return string(b)
}
