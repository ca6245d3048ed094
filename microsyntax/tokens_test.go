package microsyntax

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

type tokPair struct {
	off int
	tok string
}

func TestTokensSpaceTokens(t *testing.T) {
	cases := []struct {
		s    string
		want []tokPair
	}{
		{"", nil},
		{" \t\n\f\r ", nil},
		{"a", []tokPair{{0, "a"}}},
		{"  a  b\tc\n", []tokPair{{2, "a"}, {5, "b"}, {7, "c"}}},
		{"a\u00a0b", []tokPair{{0, "a\u00a0b"}}},             // U+00A0 is not ASCII whitespace
		{"a\u3000b c", []tokPair{{0, "a\u3000b"}, {6, "c"}}}, // nor is U+3000
		{"a\vb", []tokPair{{0, "a\vb"}}},                     // nor is VT
	}
	for _, c := range cases {
		var got []tokPair
		for off, tok := range SpaceTokens(c.s) {
			got = append(got, tokPair{off, tok})
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("SpaceTokens(%q) = %v, want %v", c.s, got, c.want)
		}
		var toks []string
		for _, p := range c.want {
			toks = append(toks, p.tok)
		}
		if split := SplitSpaceTokens(c.s); !reflect.DeepEqual(split, toks) {
			t.Errorf("SplitSpaceTokens(%q) = %q, want %q", c.s, split, toks)
		}
	}
	// Breaking out of the loop stops the iteration.
	n := 0
	for range SpaceTokens("a b c") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("break did not stop SpaceTokens")
	}
}

func TestTokensCommaTokens(t *testing.T) {
	cases := []struct {
		s    string
		want []tokPair
	}{
		{"", nil},
		{" a ,b,,d d ", []tokPair{{1, "a"}, {4, "b"}, {6, ""}, {7, "d d"}}}, // the spec's example
		{",", []tokPair{{0, ""}}},
		{"a,", []tokPair{{0, "a"}}}, // Infra: no empty token after a trailing comma
		{"a, ", []tokPair{{0, "a"}, {3, ""}}},
		{" ", []tokPair{{1, ""}}},
		{",,", []tokPair{{0, ""}, {1, ""}}},
		{"a\u00a0,b", []tokPair{{0, "a\u00a0"}, {4, "b"}}},
		{"\ta\t,\tb\t", []tokPair{{1, "a"}, {5, "b"}}},
	}
	for _, c := range cases {
		var got []tokPair
		for off, tok := range CommaTokens(c.s) {
			got = append(got, tokPair{off, tok})
			if c.s[off:off+len(tok)] != tok {
				t.Errorf("CommaTokens(%q): offset %d does not point at %q", c.s, off, tok)
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("CommaTokens(%q) = %v, want %v", c.s, got, c.want)
		}
		var toks []string
		for _, p := range c.want {
			toks = append(toks, p.tok)
		}
		if split := SplitCommaTokens(c.s); !reflect.DeepEqual(split, toks) {
			t.Errorf("SplitCommaTokens(%q) = %q, want %q", c.s, split, toks)
		}
	}
	n := 0
	for range CommaTokens("a,b,c") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("break did not stop CommaTokens")
	}
}

func TestTokensTokenSetValid(t *testing.T) {
	rel := &TokenSet{Allowed: []string{"nofollow", "noopener", "noreferrer"}, Unique: true}
	relCS := &TokenSet{Allowed: []string{"nofollow", "noopener"}, CaseSensitive: true, Unique: true}
	anyUnique := &TokenSet{Unique: true}
	anyCS := &TokenSet{Unique: true, CaseSensitive: true}
	many := &TokenSet{Allowed: strings.Fields("a b c d e f g h i j k l")}
	none := &TokenSet{Allowed: []string{}}
	free := &TokenSet{}

	valid := []struct {
		set *TokenSet
		s   string
	}{
		{rel, ""},
		{rel, "   "},
		{rel, "nofollow"},
		{rel, " NoFollow\tnoopener\n"},
		{anyUnique, "a b c"},
		{anyCS, "a A"},
		{free, "a a a"},
		{none, ""},
		{many, "l a"},
	}
	for _, c := range valid {
		if err := c.set.Valid(c.s); err != nil {
			t.Errorf("%+v.Valid(%q) = %v, want nil", *c.set, c.s, err)
		}
	}

	invalid := []struct {
		set      *TokenSet
		s        string
		off, end int
		reason   string
	}{
		{rel, "nofollow bogus", 9, 14, `"bogus" is not one of "nofollow", "noopener", "noreferrer"`},
		{rel, "nofollow nofollow", 9, 17, `"nofollow" is already listed at byte 0`},
		{rel, "nofollow noopener NOFOLLOW", 18, 26, `"NOFOLLOW" repeats "nofollow" at byte 0`},
		{relCS, "Nofollow", 0, 8, `did you mean "nofollow"`},
		{anyUnique, "a b A", 4, 5, `"A" repeats "a" at byte 0`},
		{many, "a zz", 2, 4, `"zz" is not a known keyword`},
		{none, "x", 0, 1, "no tokens are allowed"},
		{rel, "no\u00a0follow", 0, 10, `is not one of`},
	}
	for _, c := range invalid {
		numCheckErr(t, fmt.Sprintf("%+v.Valid(%q)", *c.set, c.s), c.set.Valid(c.s), c.off, c.end, c.reason)
	}
}

// TestTokensTokenSetValidMany goes past the 16 tokens kept on the stack.
func TestTokensTokenSetValidMany(t *testing.T) {
	var toks []string
	for i := range 40 {
		toks = append(toks, fmt.Sprintf("T%d", i))
	}
	set := &TokenSet{Unique: true}
	s := strings.Join(toks, " ")
	if err := set.Valid(s); err != nil {
		t.Fatalf("Valid(40 distinct) = %v", err)
	}
	for _, dup := range []int{0, 10, 15, 16, 17, 39} {
		v := s + " t" + fmt.Sprint(dup) // lower case: equal case-insensitively
		off := len(s) + 1
		first := strings.Index(s, toks[dup]+" ")
		if dup == 39 {
			first = strings.LastIndex(s, toks[dup])
		}
		numCheckErr(t, "Valid(dup "+fmt.Sprint(dup)+")", set.Valid(v), off, len(v), fmt.Sprintf("at byte %d", first))
	}
	cs := &TokenSet{Unique: true, CaseSensitive: true}
	if err := cs.Valid(s + " t0 t16"); err != nil {
		t.Errorf("case-sensitive Valid = %v, want nil", err)
	}
	numCheckErr(t, "case-sensitive dup", cs.Valid(s+" T20"), len(s)+1, len(s)+4, "already listed")
}

func BenchmarkTokensTokenSetValid(b *testing.B) {
	set := &TokenSet{Allowed: []string{"alternate", "author", "bookmark", "help", "license", "next", "nofollow", "noopener", "noreferrer", "prev", "search", "tag"}, Unique: true}
	b.ReportAllocs()
	for b.Loop() {
		_ = set.Valid("noopener noreferrer NOFOLLOW")
	}
}

func BenchmarkTokensTokenSetValid16(b *testing.B) {
	set := &TokenSet{Unique: true}
	s := "a b c d e f g h i j k l m n o p"
	b.ReportAllocs()
	for b.Loop() {
		_ = set.Valid(s)
	}
}

func BenchmarkTokensSpaceTokens(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		for range SpaceTokens("  one two\tthree four ") {
			n++
		}
	}
}

func BenchmarkTokensCommaTokens(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		for range CommaTokens(" a ,b,,d d ") {
			n++
		}
	}
}

// TestTokensTokenSeen finds repeats before and past the 16 tokens kept on
// the stack, exactly and folded, and allocates nothing for 16 tokens.
func TestTokensTokenSeen(t *testing.T) {
	for _, fold := range []bool{false, true} {
		for _, n := range []int{1, 15, 16, 17, 40, 1000} {
			seen := TokenSeen{Fold: fold}
			for i := range n {
				if got := seen.Add(i*10, fmt.Sprintf("k%d", i)); got != -1 {
					t.Fatalf("fold %v, n %d: Add(k%d) = %d, want -1", fold, n, i, got)
				}
			}
			for _, i := range slices.Compact([]int{0, n / 2, n - 1}) {
				want := i * 10
				tok := fmt.Sprintf("K%d", i)
				if !fold {
					want = -1
				}
				if got := seen.Add(99999, tok); got != want {
					t.Errorf("fold %v, n %d: Add(%s) = %d, want %d", fold, n, tok, got, want)
				}
				if got := seen.Add(99999, fmt.Sprintf("new%d", i)); got != -1 {
					t.Errorf("fold %v, n %d: a new token reported as a repeat of byte %d", fold, n, got)
				}
				if got := seen.Add(88888, fmt.Sprintf("k%d", i)); got != i*10 {
					t.Errorf("fold %v, n %d: Add(k%d) again = %d, want %d", fold, n, i, got, i*10)
				}
			}
		}
	}
	toks := strings.Fields("a b c d e f g h i j k l m n o p")
	if allocs := testing.AllocsPerRun(100, func() {
		var seen TokenSeen
		for i, tok := range toks {
			seen.Add(i, tok)
		}
	}); allocs != 0 {
		t.Errorf("16 tokens: %v allocations, want 0", allocs)
	}
}
