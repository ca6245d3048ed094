package microsyntax

import (
	"strings"
	"testing"
)

func TestParseLanguageTag(t *testing.T) {
	// Examples of RFC 5646 Appendix A, well-formed.
	for tag, kinds := range map[string]string{
		"de":                     "language",
		"zh-Hant":                "language script",
		"zh-yue-HK":              "language extlang region",
		"sr-Latn-RS":             "language script region",
		"sl-rozaj-biske":         "language variant variant",
		"de-CH-1901":             "language region variant",
		"hy-Latn-IT-arevela":     "language script region variant",
		"es-419":                 "language region",
		"de-DE-u-co-phonebk":     "language region extension",
		"en-US-u-islamcal":       "language region extension",
		"en-a-myext-b-another":   "language extension extension",
		"x-whatever":             "privateuse",
		"qaa-Qaaa-QM-x-southern": "language script region privateuse",
		"de-Qaaa":                "language script",
		"i-klingon":              "grandfathered",
		"EN-gb":                  "language region",
	} {
		st, err := ParseLanguageTag(tag)
		if err != nil {
			t.Errorf("%q: %v", tag, err)
			continue
		}
		var got []string
		for _, s := range st {
			got = append(got, s.Kind)
			if s.Kind != "grandfathered" && tag[s.Offset:s.Offset+len(s.Text)] != s.Text {
				t.Errorf("%q: subtag %q at %d", tag, s.Text, s.Offset)
			}
		}
		if strings.Join(got, " ") != kinds {
			t.Errorf("%q: kinds %q, want %q", tag, got, kinds)
		}
	}
	// Not well-formed (RFC 5646 Appendix A's invalid examples, and more).
	for tag, why := range map[string]string{
		"":                 "not empty",
		"en_US":            "write '-'",
		"en-":              "must not end",
		"-en":              "empty subtag",
		"en--US":           "empty subtag",
		"a-DE":             "2 to 8 letters",
		"ar-a-aaa-b-bbb-a": "must be followed by subtags",
		"en-US-Latn":       "out of place",
		"toolongsubtag":    "at most 8",
		"x":                "followed by subtags",
		"en-ü":             "only ASCII",
		"12-US":            "2 to 8 letters",
	} {
		_, err := ParseLanguageTag(tag)
		e, ok := err.(*Error)
		if !ok || !strings.Contains(e.Reason, why) {
			t.Errorf("%q: %v, want an error about %q", tag, err, why)
			continue
		}
		if e.Offset < 0 || e.End > len(tag) || e.Offset > e.End {
			t.Errorf("%q: span %d-%d", tag, e.Offset, e.End)
		}
	}
}

func FuzzParseLanguageTag(f *testing.F) {
	for _, s := range []string{"de", "zh-yue-HK", "x-a", "en_US", "de-DE-u-co-phonebk", "i-klingon"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st, err := ParseLanguageTag(s)
		if err != nil {
			e := err.(*Error)
			if e.Offset < 0 || e.End > len(s) || e.Offset > e.End {
				t.Fatalf("%q: span %d-%d", s, e.Offset, e.End)
			}
			return
		}
		// The subtags cover the tag in order.
		pos := 0
		for _, x := range st {
			if x.Kind == "grandfathered" {
				return
			}
			if x.Offset < pos || s[x.Offset:x.Offset+len(x.Text)] != x.Text {
				t.Fatalf("%q: subtag %+v", s, x)
			}
			pos = x.Offset + len(x.Text)
		}
		if pos != len(s) {
			t.Fatalf("%q: subtags end at %d", s, pos)
		}
	})
}
