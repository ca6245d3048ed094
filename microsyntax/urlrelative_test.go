package microsyntax

import (
	"math/rand/v2"
	"testing"
)

// TestParseRelativePath holds the parser's fast path for relative URLs
// to the full parser: the same record for every input it takes, among
// random inputs built of the characters that matter (dots, slashes,
// queries, fragments, the bytes it refuses), against bases with and
// without a query, at the root and deeper.
func TestParseRelativePath(t *testing.T) {
	var bases []*URLRecord
	for _, b := range []string{"https://site.invalid/a/b/c.html?q=1#f", "https://site.invalid/", "https://site.invalid/x/", "http://h:8080/p/q"} {
		u, err := parseURL(b, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		bases = append(bases, u)
	}
	pieces := []string{"a", "b.html", ".", "..", "/", "//", "?", "#", "x=1", ":", "%2e", "\\\\", " ", "é", "'", "~", "@", ""}
	r := rand.New(rand.NewPCG(29, 1))
	taken := 0
	for range 200000 {
		var in string
		for range r.IntN(7) {
			in += pieces[r.IntN(len(pieces))]
		}
		base := bases[r.IntN(len(bases))]
		fast, ok := parseRelativePath(in, base)
		if !ok {
			continue
		}
		taken++
		full, err := parseURL(in, base, nil)
		if err != nil {
			t.Fatalf("%q: the parser fails (%v), the fast path gives %s", in, err, fast)
		}
		if fast.String() != full.String() || fast.Climbed != full.Climbed {
			t.Fatalf("%q against %s: fast path %s (climbed %d), parser %s (climbed %d)", in, base, fast, fast.Climbed, full, full.Climbed)
		}
	}
	if taken < 20000 {
		t.Errorf("the fast path took %d inputs: too few to test it", taken)
	}
}
