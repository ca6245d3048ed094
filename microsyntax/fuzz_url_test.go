package microsyntax

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// fuzzBases are base URLs of each URLBase kind.
var fuzzBases = func() map[URLBase]*URLRecord {
	m := map[URLBase]*URLRecord{BaseNone: nil}
	for k, s := range map[URLBase]string{BaseSpecial: "https://example.org/dir/page", BaseFile: "file:///dir/page",
		BaseNonSpecial: "foo://h/dir/page", BaseOpaque: "about:blank"} {
		u, err := ParseURL(s, nil)
		if err != nil {
			panic(err)
		}
		m[k] = u
	}
	return m
}()

func FuzzURL(f *testing.F) {
	for _, c := range urlCases {
		f.Add(c.in, uint8(c.base))
	}
	f.Fuzz(func(t *testing.T, s string, b uint8) {
		base := URLBase(b % 5)
		err := ValidURL(s, base)
		fixed, certain, repaired := RepairURL(s, base)
		parsed, perr := ParseURL(s, fuzzBases[base])
		if repaired && certain {
			// A certain rewrite is one the parser makes itself.
			again, aerr := ParseURL(fixed, fuzzBases[base])
			if (aerr == nil) != (perr == nil) || perr == nil && again.String() != parsed.String() {
				t.Fatalf("RepairURL(%q) = %q, parsed as %v (%v), but the original as %v (%v)", s, fixed, again, aerr, parsed, perr)
			}
		}
		var ue *URLError
		// "https:host" is relative to an https: base, and the checker
		// reads it as the authority it is on other pages: skip that case.
		noTabs := strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
		sameScheme := fuzzBases[base] != nil && EqualFoldASCII(URLScheme(strings.TrimLeft(noTabs, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\v\f\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")), fuzzBases[base].Scheme)
		if errors.As(err, &ue) && ue.Fatal != (perr != nil) && !sameScheme {
			t.Fatalf("ValidURL(%q, %d): fatal = %v (%s), but ParseURL = %v, %v", s, base, ue.Fatal, ue.Reason, parsed, perr)
		}
		if err == nil {
			if perr != nil {
				t.Fatalf("ValidURL(%q, %d) accepts what ParseURL rejects: %v", s, base, perr)
			}
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
