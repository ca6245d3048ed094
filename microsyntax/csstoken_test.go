package microsyntax

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// cssDump renders the tokens of s compactly, for table tests.
func cssDump(s string) string {
	t := newCSSTokenizer(s)
	var parts []string
	for i := 0; i < 1000; i++ {
		tok := t.next()
		if tok.Kind == cssEOF {
			break
		}
		parts = append(parts, cssDumpToken(tok))
	}
	return strings.Join(parts, " ")
}

func cssDumpToken(tok cssToken) string {
	num := func() string {
		n := strconv.FormatFloat(tok.Number, 'g', -1, 64)
		if tok.IsInteger {
			return n + "i"
		}
		return n
	}
	switch tok.Kind {
	case cssIdent:
		return "ident(" + tok.Value + ")"
	case cssFunction:
		return "fn(" + tok.Value + ")"
	case cssAtKeyword:
		return "at(" + tok.Value + ")"
	case cssHash:
		if tok.HashID {
			return "hash-id(" + tok.Value + ")"
		}
		return "hash(" + tok.Value + ")"
	case cssString:
		return "str(" + tok.Value + ")"
	case cssURL:
		return "url(" + tok.Value + ")"
	case cssDelim:
		return "delim(" + string(tok.Delim) + ")"
	case cssNumber:
		return "num(" + num() + ")"
	case cssPercentage:
		return "pct(" + num() + ")"
	case cssDimension:
		return "dim(" + num() + "," + tok.Unit + ")"
	case cssWhitespace:
		return "ws"
	}
	return tok.Kind.String()
}

func TestCSSTokenizer(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"foo", "ident(foo)"},
		{"  foo\t\n", "ws ident(foo) ws"},
		{"-foo --bar -", "ident(-foo) ws ident(--bar) ws delim(-)"},
		{"_a1 é", "ident(_a1) ws ident(é)"},
		{"a/**/b", "ident(a) ident(b)"},
		{"/* x */ a /* unterminated", "ws ident(a) ws"},
		{"/", "delim(/)"},
		{"rgb(1, 2%, 3px)", "fn(rgb) num(1i) comma ws pct(2i) comma ws dim(3i,px) )"},
		{"@media", "at(media)"},
		{"@-x @1 @", "at(-x) ws delim(@) num(1i) ws delim(@)"},
		{"#fff #1a #- #", "hash-id(fff) ws hash(1a) ws hash(-) ws delim(#)"},
		{"#--x #\\31 a", "hash-id(--x) ws hash-id(1a)"},
		{`"abc" 'd"e'`, `str(abc) ws str(d"e)`},
		{`"unterminated`, `str(unterminated)`},
		{"\"a\nb\"", `bad-string ws ident(b) str()`},
		{"\"a\\\nb\"", `str(ab)`},
		{"\"a\\\r\nb\"", `str(ab)`},
		{`"a\`, `str(a)`},
		{`"\41 b"`, `str(Ab)`},
		{`"\000041"`, `str(A)`},
		{"\"\\41\r\nb\"", `str(Ab)`},
		{"\\41\r\n\r\nb", `ident(A) ws ident(b)`},
		{"\"a\x00b\"", "str(a\uFFFDb)"},
		{"url(a\x00b)", "url(a\uFFFDb)"},
		{"1\x00", "dim(1i,\uFFFD)"},
		{`"\0"`, "str(\uFFFD)"},
		{`"\110000"`, "str(\uFFFD)"},
		{`"\d800"`, "str(\uFFFD)"},
		{`"\"`, `str(")`},
		{`\`, `ident(` + "\uFFFD" + `)`},
		{"\\\n", "delim(\\) ws"},
		{`\66oo`, `ident(foo)`},
		{`\66 oo`, `ident(foo)`},
		{`a\ b`, `ident(a b)`},
		{"a\x00b", "ident(a\uFFFDb)"},
		{"a\xffb", "ident(a\uFFFDb)"},
		{"\x00", "ident(\uFFFD)"},
		{"url(foo)", "url(foo)"},
		{"URL(  foo  )", "url(foo)"},
		{"url()", "url()"},
		{"url(a b)", "bad-url"},
		{"url(a\"b) x", "bad-url ws ident(x)"},
		{"url(a(b)", "bad-url"},
		{"url(a\x01)", "bad-url"},
		{"url(a\\29 b)", "url(a)b)"},
		{"url(a\\\nb)", "bad-url"},
		{"url(unterminated", "url(unterminated)"},
		{"url( 'x')", "fn(url) ws str(x) )"},
		{"url(\"x\")", "fn(url) str(x) )"},
		{"url(  \"x\")", "fn(url) ws str(x) )"},
		{"u\\rl(x)", "url(x)"},
		{"1 +1 -1 1.5 .5 -.5 +.5", "num(1i) ws num(1i) ws num(-1i) ws num(1.5) ws num(0.5) ws num(-0.5) ws num(0.5)"},
		{"1e3 1E-2 1e+2 1e 1e-", "num(1000) ws num(0.01) ws num(100) ws dim(1i,e) ws dim(1i,e-)"},
		{"1.e3", "num(1i) delim(.) ident(e3)"},
		{"1. 1.a", "num(1i) delim(.) ws num(1i) delim(.) ident(a)"},
		{"+ - . +a", "delim(+) ws delim(-) ws delim(.) ws delim(+) ident(a)"},
		{"10px 1.5em 2\\70x 3--x", "dim(10i,px) ws dim(1.5,em) ws dim(2i,px) ws dim(3i,--x)"},
		{"50% 1e2%", "pct(50i) ws pct(100)"},
		{"1e400", "num(+Inf)"},
		{"0000000000000000000001", "num(1i)"},
		{"0.1", "num(0.1)"},
		{"<!-- -->", "CDO ws CDC"},
		{"<!- <", "delim(<) delim(!) delim(-) ws delim(<)"},
		{":;,[](){}", "colon semicolon comma [ ] ( ) { }"},
		{"a\r\nb\fc\rd", "ident(a) ws ident(b) ws ident(c) ws ident(d)"},
		{"(min-width:400px)", "( ident(min-width) colon dim(400i,px) )"},
		{"16/9", "num(16i) delim(/) num(9i)"},
		{"400px<=width", "dim(400i,px) delim(<) delim(=) ident(width)"},
		{"\u00a0", "ident(\u00a0)"},
		{"!", "delim(!)"},
	}
	for _, tt := range tests {
		if got := cssDump(tt.in); got != tt.want {
			t.Errorf("tokens of %q\n got  %s\n want %s", tt.in, got, tt.want)
		}
	}
}

func TestCSSTokenizerOffsets(t *testing.T) {
	s := "a /*c*/ 10px \"s\" url(x)"
	tz := newCSSTokenizer(s)
	var got []string
	for {
		tok := tz.next()
		if tok.Kind == cssEOF {
			if tok.Start != len(s) || tok.End != len(s) {
				t.Errorf("EOF at %d-%d, want %d", tok.Start, tok.End, len(s))
			}
			break
		}
		got = append(got, s[tok.Start:tok.End])
	}
	want := []string{"a", " ", " ", "10px", " ", `"s"`, " ", "url(x)"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("token slices %q, want %q", got, want)
	}
	// EOF forever.
	for i := 0; i < 3; i++ {
		if k := tz.next().Kind; k != cssEOF {
			t.Fatalf("after EOF got %v", k)
		}
	}
}

func TestCSSTokenizerNumbersExact(t *testing.T) {
	for _, s := range []string{"0.1", "123456789.987654321", "1e-7", "-0", "2.5e+10", "9007199254740993"} {
		tz := newCSSTokenizer(s)
		tok := tz.next()
		want, _ := strconv.ParseFloat(s, 64)
		if tok.Kind != cssNumber || tok.Number != want || math.Signbit(tok.Number) != math.Signbit(want) {
			t.Errorf("%q: got %v %v, want %v", s, tok.Kind, tok.Number, want)
		}
	}
}

// TestCSSTokenizerSubstring checks that values without escapes are
// substrings of the input (no allocation).
func TestCSSTokenizerSubstring(t *testing.T) {
	s := "foo(\"bar\") #baz 1qux url(quux)"
	allocs := testing.AllocsPerRun(100, func() {
		tz := newCSSTokenizer(s)
		for tz.next().Kind != cssEOF {
		}
	})
	if allocs != 0 {
		t.Errorf("tokenizing %q allocates %v times", s, allocs)
	}
}

func BenchmarkCSSTokenizer(b *testing.B) {
	b.ReportAllocs()
	s := "screen and (min-width: 400px) and (max-resolution: 2dppx), print"
	for b.Loop() {
		tz := newCSSTokenizer(s)
		for tz.next().Kind != cssEOF {
		}
	}
}
