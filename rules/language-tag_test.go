package rules

import "testing"

// TestLanguageTagSuggestions: a region written as the language, or a
// region code CLDR replaces, comes with the tag meant as a suggestion
// (it changes what browsers match, so --fix does not apply it).
func TestLanguageTagSuggestions(t *testing.T) {
	l := newLinter(t)
	for value, want := range map[string]string{"jp": "ja", "en-UK": "en-GB", "JP-jp": "ja-jp", "en-JJ": "", "zz": "", "aq": ""} {
		d := lintString(t, l, `<p lang="`+value+`">x</p>`)
		got := ""
		for _, x := range d {
			if x.Rule == "language-tag" && len(x.Suggestions) == 1 && len(x.Suggestions[0].Edits) == 1 {
				got = x.Suggestions[0].Edits[0].New
			}
		}
		if want != "" && got != want {
			t.Errorf("lang=%q: suggestion %q, want %q (%+v)", value, got, want, d)
		}
		if want == "" && got != "" {
			t.Errorf("lang=%q: suggestion %q, want none", value, got)
		}
	}
}
