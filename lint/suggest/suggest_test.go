package suggest

import (
	"math/rand/v2"
	"testing"
)

// TestEditDistance checks the bounded Levenshtein distance against the
// plain one: exact when within the limit, above it otherwise.
func TestEditDistance(t *testing.T) {
	plain := func(a, b string) int {
		d := make([][]int, len(a)+1)
		for i := range d {
			d[i] = make([]int, len(b)+1)
			d[i][0] = i
		}
		for j := range d[0] {
			d[0][j] = j
		}
		for i := 1; i <= len(a); i++ {
			for j := 1; j <= len(b); j++ {
				c := d[i-1][j-1]
				if a[i-1] != b[j-1] {
					c++
				}
				d[i][j] = min(c, d[i-1][j]+1, d[i][j-1]+1)
			}
		}
		return d[len(a)][len(b)]
	}
	r := rand.New(rand.NewPCG(5, 6))
	word := func() string {
		b := make([]byte, r.IntN(50)) // past the 40 bytes kept on the stack
		for i := range b {
			b[i] = "abc"[r.IntN(3)]
		}
		return string(b)
	}
	for range 5000 {
		a, b, limit := word(), word(), r.IntN(6)
		want, got := plain(a, b), editDistance(a, b, limit)
		if want <= limit && got != want || want > limit && got <= limit {
			t.Fatalf("editDistance(%q, %q, %d) = %d, want %d", a, b, limit, got, want)
		}
	}
	if s := Suggest("clas", []string{"style", "class", "title"}); s != ` (did you mean "class"?)` {
		t.Errorf("Suggest: %q", s)
	}
}
