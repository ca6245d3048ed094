package microsyntax

import (
	"reflect"
	"strings"
	"testing"
)

var tokFuzzSeeds = []string{
	"", " ", "a", " a ,b,,d d ", "a,", ",", "a b A", "nofollow NOFOLLOW", "a\u00a0b", "\ta\t,\tb\t",
	"a b c d e f g h i j k l m n o p q r s t a",
}

// tokRefCommaSplit is Infra's "split a string on commas" written with the
// strings package.
func tokRefCommaSplit(s string) []string {
	if s == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1] // a comma at the very end ends the loop
	}
	for i, p := range parts {
		parts[i] = strings.Trim(p, "\t\n\f\r ")
	}
	if len(parts) == 0 {
		return nil
	}
	return parts
}

func FuzzTokensSplit(f *testing.F) {
	for _, s := range tokFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var space []string
		for off, tok := range SpaceTokens(s) {
			if tok == "" || s[off:off+len(tok)] != tok || strings.ContainsAny(tok, "\t\n\f\r ") {
				t.Fatalf("SpaceTokens(%q): bad token %q at %d", s, tok, off)
			}
			space = append(space, tok)
		}
		ref := strings.FieldsFunc(s, func(r rune) bool { return r < 0x80 && isASCIIWhitespace(byte(r)) })
		if len(ref) == 0 {
			ref = nil
		}
		if !reflect.DeepEqual(space, ref) || !reflect.DeepEqual(SplitSpaceTokens(s), ref) {
			t.Fatalf("SpaceTokens(%q) = %q, reference %q", s, space, ref)
		}

		var comma []string
		for off, tok := range CommaTokens(s) {
			if s[off:off+len(tok)] != tok || strings.Contains(tok, ",") || strings.Trim(tok, "\t\n\f\r ") != tok {
				t.Fatalf("CommaTokens(%q): bad token %q at %d", s, tok, off)
			}
			comma = append(comma, tok)
		}
		cref := tokRefCommaSplit(s)
		if !reflect.DeepEqual(comma, cref) || !reflect.DeepEqual(SplitCommaTokens(s), cref) {
			t.Fatalf("CommaTokens(%q) = %q, reference %q", s, comma, cref)
		}
	})
}

func FuzzTokensTokenSet(f *testing.F) {
	for _, s := range tokFuzzSeeds {
		f.Add(s, false, true)
	}
	f.Fuzz(func(t *testing.T, s string, caseSensitive, restricted bool) {
		set := &TokenSet{CaseSensitive: caseSensitive, Unique: true}
		if restricted {
			set.Allowed = []string{"a", "b", "nofollow", "d d"}
		}
		err := set.Valid(s)
		numFuzzCheckErr(t, "TokenSet.Valid", s, err)
		// Reference: the first token that is unknown or repeats.
		seen := map[string]bool{}
		var want *Error
		for off, tok := range SpaceTokens(s) {
			key := tok
			if !caseSensitive {
				// Byte by byte: strings.Map would turn invalid UTF-8
				// into U+FFFD and make different bytes equal.
				b := []byte(tok)
				for i, c := range b {
					if 'A' <= c && c <= 'Z' {
						b[i] = c + 'a' - 'A'
					}
				}
				key = string(b)
			}
			known := !restricted
			for _, a := range set.Allowed {
				if a == key {
					known = true
				}
			}
			if !known || seen[key] {
				want = &Error{Offset: off, End: off + len(tok)}
				break
			}
			seen[key] = true
		}
		if (err == nil) != (want == nil) {
			t.Fatalf("Valid(%q) = %v, want error %v", s, err, want)
		}
		if err != nil {
			e := err.(*Error)
			if e.Offset != want.Offset || e.End != want.End {
				t.Fatalf("Valid(%q) = %v at [%d,%d), want [%d,%d)", s, err, e.Offset, e.End, want.Offset, want.End)
			}
		}
	})
}
