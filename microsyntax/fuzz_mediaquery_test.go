package microsyntax

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzCSSTokenizer checks that tokens tile the input (every byte belongs
// to a token or a comment), offsets grow, and nothing panics or loops.
func FuzzCSSTokenizer(f *testing.F) {
	for _, s := range []string{"", "a", "url(x y)", "\"a\\", "1e+", "#\\", "/*", "<!--", "\x00\r\n\f", "\\\r\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tz := newCSSTokenizer(s)
		prev := 0
		for i := 0; ; i++ {
			if i > len(s)+1 {
				t.Fatalf("too many tokens for %q", s)
			}
			tok := tz.next()
			if tok.Start < prev || tok.End < tok.Start || tok.End > len(s) {
				t.Fatalf("bad offsets %d-%d after %d in %q", tok.Start, tok.End, prev, s)
			}
			// Only comments may lie between tokens.
			if gap := s[prev:tok.Start]; gap != "" && !strings.HasPrefix(gap, "/*") {
				t.Fatalf("gap %q before token %v in %q", gap, tok.Kind, s)
			}
			if tok.Kind == cssEOF {
				if tok.Start != len(s) {
					t.Fatalf("EOF at %d in %q", tok.Start, s)
				}
				break
			}
			if tok.End == tok.Start {
				t.Fatalf("empty %v token in %q", tok.Kind, s)
			}
			if !utf8.ValidString(tok.Value) || !utf8.ValidString(tok.Unit) {
				t.Fatalf("invalid UTF-8 value in %q", s)
			}
			prev = tok.End
		}
	})
}

// FuzzMediaQueryList checks ValidMediaQueryList and ParseMediaQueryList
// against each other: no panic; error spans inside the value; a valid list
// parses with no "not all" query and serializes to a valid list; the
// serialization is stable (parsing it again gives the same string).
func FuzzMediaQueryList(f *testing.F) {
	for _, s := range mqCorpusValid {
		f.Add(s)
	}
	for _, tt := range mqCorpusInvalid {
		f.Add(tt.in)
	}
	for _, s := range []string{
		"", "not (color)", "(400px <= width <= 700px)", "((color)) or (not (hover))",
		"(min-width: calc(1px + 2em))", "(aspect-ratio: 16/9)", "(resolution: infinite)",
		"(min-width: calc(400px", "\\31 x", "(width: 1e400px)", "screen and (color), (hover",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := ValidMediaQueryList(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: error of type %T", s, err)
			}
			if e.Offset < 0 || e.End < e.Offset || e.End > len(s) || e.Reason == "" {
				t.Fatalf("%q: bad error %+v", s, e)
			}
		}
		l := ParseMediaQueryList(s)
		if err == nil {
			for _, q := range l.Queries {
				if q.NotAll {
					t.Fatalf("%q is valid but parses to %q", s, l.String())
				}
			}
		}
		out := l.String()
		again := ParseMediaQueryList(out).String()
		if again != out {
			t.Fatalf("serialization not stable: %q -> %q -> %q", s, out, again)
		}
		if err == nil && utf8.ValidString(s) {
			if err2 := ValidMediaQueryList(out); err2 != nil {
				t.Fatalf("%q is valid but its serialization %q is not: %v", s, out, err2)
			}
		}
		if strings.Trim(s, " \t\n\r\f") == "" && len(l.Queries) != 0 {
			t.Fatalf("%q: %d queries", s, len(l.Queries))
		}
	})
}
