package microsyntax

import (
	"strings"
	"testing"
)

// checkTable runs a validator over cases: want "" means valid, otherwise
// a part of the reason.
func checkTable(t *testing.T, name string, valid func(string) error, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		err := valid(c[0])
		switch {
		case c[1] == "" && err != nil:
			t.Errorf("%s(%q) = %v, want valid", name, c[0], err)
		case c[1] != "" && (err == nil || !strings.Contains(err.Error(), c[1])):
			t.Errorf("%s(%q) = %v, want %q", name, c[0], err, c[1])
		}
	}
}

func TestValidNavigableTargetName(t *testing.T) {
	kw := func(s string) error { return ValidNavigableTargetName(s, true) }
	name := func(s string) error { return ValidNavigableTargetName(s, false) }
	checkTable(t, "keyword or name", kw, [][2]string{
		{"_blank", ""}, {"_SELF", ""}, {"_parent", ""}, {"_top", ""}, {"myframe", ""}, {"a b", ""}, {"a<b", ""},
		{"", "must not be empty"}, {"_foo", "reserved for the keywords"}, {"_new", "reserved"},
		{"a\n<b", "both a tab or line break"},
	})
	checkTable(t, "name", name, [][2]string{
		{"preview", ""}, {"_top", `must not start with "_"`}, {"", "must not be empty"},
	})
}

func TestValidCustomElementName(t *testing.T) {
	checkTable(t, "ValidCustomElementName", ValidCustomElementName, [][2]string{
		{"fancy-button", ""}, {"my-element", ""}, {"x-", ""}, {"a-b.c_d", ""}, {"math-\u03b1", ""}, {"emotion-\U0001F60D", ""},
		{"", "must not be empty"}, {"fancybutton", `must contain a "-"`}, {"1-button", "must start with a lower-case ASCII letter"},
		{"My-Button", "must start with a lower-case"}, {"my-Button", "upper-case"}, {"-x", "must start"},
		{"annotation-xml", "reserved"}, {"font-face", "reserved"}, {"missing-glyph", "reserved"},
		{"my-el ement", "not allowed"}, {"my-el/x", "not allowed"},
	})
}

func TestValidEmail(t *testing.T) {
	checkTable(t, "ValidEmail", ValidEmail, [][2]string{
		{"someone@example.org", ""}, {"first.last+tag@sub.example.co.uk", ""}, {"a@b", ""}, {"!#$%&'*+/=?^_`{|}~-@x-y.z", ""},
		{"someone", `needs an "@"`}, {"@example.org", "needs a name"}, {"someone@", "needs a domain"},
		{"some one@example.org", "is not allowed before"}, {"a@b@c", `"@" is not allowed in the domain`},
		{"a@-b.org", `must not start or end with "-"`}, {"a@b..org", "empty label"}, {"a@b.org.", "empty label"},
		{"a@b\u00fccher.example", "xn-- form"}, {"\"a\"@b.org", "is not allowed before"},
		{"a@" + strings.Repeat("x", 64) + ".org", "longer than 63"},
	})
	checkTable(t, "ValidEmailList", ValidEmailList, [][2]string{
		{"a@b.org", ""}, {"a@b.org, c@d.org", ""}, {" a@b.org ,c@d.org ", ""}, {"a@b.org,", ""},
		{"a@b.org,,c@d.org", "an empty address"}, {"a@b.org; c@d.org", "is not allowed in the domain"},
	})
	if err := ValidEmailList("a@b.org, c d@e.org"); err == nil || err.(*Error).Offset != 10 {
		t.Errorf("ValidEmailList offset: %v", err)
	}
}

func TestValidIntegrity(t *testing.T) {
	checkTable(t, "ValidIntegrity", ValidIntegrity, [][2]string{
		{"", ""},
		{"sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC", ""},
		{"sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=", ""},
		{"sha256-47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU", ""}, // base64url, no padding
		{"sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==", ""},
		{"sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU= sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC?opt", ""},
		{"md5-1B2M2Y8AsgTpgAmY7PhCfg==", `unknown hash algorithm "md5"`},
		{"sha256-abc", "a sha256 digest is 44 base64 characters"},
		{"sha256", `an algorithm, "-" and a base64 digest`},
		{"sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuF!=", `"!" is not a base64 character`},
		{"sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU===", "at most two"},
	})
}

func FuzzNames(f *testing.F) {
	for _, s := range []string{"_blank", "a-b", "a@b.org", "a@b.org, c@d.org", "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for name, err := range map[string]error{
			"ValidNavigableTargetName": ValidNavigableTargetName(s, true),
			"ValidCustomElementName":   ValidCustomElementName(s),
			"ValidEmail":               ValidEmail(s),
			"ValidEmailList":           ValidEmailList(s),
			"ValidIntegrity":           ValidIntegrity(s),
		} {
			if err == nil {
				continue
			}
			e, ok := err.(*Error)
			if !ok || e.Offset < 0 || e.End < e.Offset || e.End > len(s) || e.Reason == "" {
				t.Fatalf("%s(%q) = %#v", name, s, err)
			}
		}
		// A valid address is a valid list of one.
		if ValidEmail(s) == nil && ValidEmailList(s) != nil {
			t.Fatalf("ValidEmail accepts %q but ValidEmailList does not", s)
		}
		// A valid custom element name is lower case and hyphenated.
		if ValidCustomElementName(s) == nil && (strings.ToLower(s) != s && strings.IndexFunc(s, func(r rune) bool { return r >= 'A' && r <= 'Z' }) >= 0 || !strings.Contains(s, "-")) {
			t.Fatalf("ValidCustomElementName accepts %q", s)
		}
	})
}
