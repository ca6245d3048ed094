package microsyntax

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzURL(f *testing.F) {
	for _, c := range urlCases {
		f.Add(c.in, uint8(c.base))
	}
	f.Fuzz(func(t *testing.T, s string, b uint8) {
		base := URLBase(b % 5)
		err := ValidURL(s, base)
		fixed, _, repaired := RepairURL(s, base)
		if err == nil {
			// A valid URL string holds only URL code points, "%" (of
			// percent-encoded bytes), one "#" and, around an IPv6
			// address, brackets.
			for i, r := range s {
				if !isURLCodePoint(r) && !strings.ContainsRune("%#[]", r) {
					t.Fatalf("ValidURL(%q, %d) accepts %q at %d", s, base, r, i)
				}
			}
			if strings.Count(s, "#") > 1 {
				t.Fatalf("ValidURL(%q, %d) accepts two fragments", s, base)
			}
			if repaired {
				t.Fatalf("RepairURL(%q) rewrites a valid URL as %q", s, fixed)
			}
			if e := ValidURLSurroundedBySpaces(" \t"+s+"\n", base, false); e != nil {
				t.Fatalf("ValidURLSurroundedBySpaces(%q) = %v, but the URL is valid", s, e)
			}
			return
		}
		var ue *URLError
		if !errors.As(err, &ue) {
			t.Fatalf("ValidURL(%q) = %T", s, err)
		}
		if ue.Offset < 0 || ue.End < ue.Offset || ue.End > len(s) || ue.Reason == "" {
			t.Fatalf("ValidURL(%q) = %+v", s, ue)
		}
		if utf8.ValidString(s) && ue.Offset < len(s) && !utf8.RuneStart(s[ue.Offset]) {
			t.Fatalf("ValidURL(%q) points inside a character: %+v", s, ue)
		}
		if repaired && ValidURL(strings.TrimSpace(fixed), base) != nil && ValidURLSurroundedBySpaces(fixed, base, false) != nil {
			t.Fatalf("RepairURL(%q) = %q, which is not valid", s, fixed)
		}
	})
}
