package microsyntax

import (
	"strings"
	"testing"
)

func FuzzEnumerated(f *testing.F) {
	for _, s := range []string{"", "true", "TRUE", " true", "false", "left", "LEFT", "maybe", "plaintext-only", "\u212atr"} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, present bool) {
		for _, e := range []*Enumerated{enumContentEditable, enumDir} {
			verr := e.Valid(s)
			numFuzzCheckErr(t, "Enumerated.Valid", s, verr)
			state, ok := e.State(s, present)
			var match *Keyword
			for i := range e.Keywords {
				if strings.EqualFold(s, e.Keywords[i].Value) && EqualFoldASCII(s, e.Keywords[i].Value) {
					match = &e.Keywords[i]
					break
				}
			}
			switch {
			case !present:
				if state != e.MissingDefault || ok != (e.MissingDefault != "") {
					t.Fatalf("State(%q, false) = %q, %v", s, state, ok)
				}
			case match != nil:
				if state != match.State || !ok {
					t.Fatalf("State(%q) = %q, %v; want %q", s, state, ok, match.State)
				}
			default:
				if state != e.InvalidDefault || ok != (e.InvalidDefault != "") {
					t.Fatalf("State(%q) = %q, %v; want the invalid value default", s, state, ok)
				}
			}
			if (verr == nil) != (match != nil && !match.NonConforming) {
				t.Fatalf("Valid(%q) = %v", s, verr)
			}
			if verr == nil {
				// The canonical keyword of the state is itself valid and
				// means the same.
				c := e.Canonical(match.State)
				if st, _ := e.State(c, true); st != match.State || e.Valid(c) != nil {
					t.Fatalf("Canonical(%q) = %q is not a valid keyword of that state", match.State, c)
				}
			}
		}
	})
}
