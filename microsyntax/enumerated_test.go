package microsyntax

import "testing"

// enumContentEditable is contenteditable: "" and "true" map to true,
// "false" to false, "plaintext-only" to its state; invalid value default
// inherit, no missing value default (it is inherit too, in fact, but kept
// empty here to test "no state").
var enumContentEditable = &Enumerated{
	Keywords: []Keyword{
		{Value: "true", State: "true"},
		{Value: "", State: "true"},
		{Value: "false", State: "false"},
		{Value: "plaintext-only", State: "plaintext-only"},
	},
	InvalidDefault: "inherit",
}

// enumDir is a made-up dir-like attribute with obsolete synonyms, to test
// non-conforming keywords.
var enumDir = &Enumerated{
	Keywords: []Keyword{
		{Value: "ltr", State: "ltr"},
		{Value: "rtl", State: "rtl"},
		{Value: "auto", State: "auto"},
		{Value: "left", State: "ltr", NonConforming: true},
		{Value: "backwards", State: "rtl", NonConforming: true},
		{Value: "legacy", State: "legacy", NonConforming: true},
		{Value: "dextro", State: "sinistro", NonConforming: true},
		{Value: "sinister", State: "sinistro", NonConforming: true},
	},
	MissingDefault: "auto",
	Canon:          map[string]string{"sinistro": "sinister"},
}

func TestEnumeratedState(t *testing.T) {
	cases := []struct {
		e       *Enumerated
		value   string
		present bool
		state   string
		ok      bool
	}{
		{enumContentEditable, "", false, "", false}, // no missing value default: no state
		{enumContentEditable, "", true, "true", true},
		{enumContentEditable, "TRUE", true, "true", true},
		{enumContentEditable, "False", true, "false", true},
		{enumContentEditable, "maybe", true, "inherit", true},
		{enumContentEditable, " true", true, "inherit", true}, // no trimming
		{enumDir, "", false, "auto", true},
		{enumDir, "", true, "", false}, // present, empty, no keyword, no invalid default
		{enumDir, "LEFT", true, "ltr", true},
		{enumDir, "up", true, "", false},
		{enumDir, "\u212atr", true, "", false},
	}
	for _, c := range cases {
		state, ok := c.e.State(c.value, c.present)
		if state != c.state || ok != c.ok {
			t.Errorf("State(%q, %v) = %q, %v; want %q, %v", c.value, c.present, state, ok, c.state, c.ok)
		}
	}
}

func TestEnumeratedValid(t *testing.T) {
	for _, v := range []string{"", "true", "TRUE", "false", "Plaintext-Only"} {
		if err := enumContentEditable.Valid(v); err != nil {
			t.Errorf("contenteditable Valid(%q) = %v", v, err)
		}
	}
	invalid := []struct {
		e        *Enumerated
		v        string
		off, end int
		reason   string
	}{
		{enumContentEditable, "maybe", 0, 5, `"maybe" is not one of "true", "", "false", "plaintext-only"`},
		{enumContentEditable, " true", 0, 1, `leading whitespace is not allowed around the keyword "true"`},
		{enumContentEditable, "false ", 5, 6, "trailing whitespace"},
		{enumDir, "", 0, 0, `an empty value is not allowed: expected one of "ltr", "rtl", "auto"`},
		{enumDir, "Left", 0, 4, `"Left" is obsolete (non-conforming); use "ltr", which means the same`},
		{enumDir, "backwards", 0, 9, `use "rtl"`},
		{enumDir, "legacy", 0, 6, `no conforming keyword means the same; expected one of "ltr", "rtl", "auto"`},
		{enumDir, " left", 0, 5, `is not one of`},
	}
	for _, c := range invalid {
		numCheckErr(t, "Valid("+c.v+")", c.e.Valid(c.v), c.off, c.end, c.reason)
	}
}

func TestEnumeratedCanonical(t *testing.T) {
	e := &Enumerated{
		Keywords: []Keyword{
			{Value: "on", State: "on"},
			{Value: "", State: "on"},
			{Value: "off", State: "off"},
			{Value: "no", State: "off", NonConforming: true},
			{Value: "x", State: "both"},
			{Value: "y", State: "both"},
			{Value: "p", State: "pair"},
			{Value: "q", State: "pair"},
			{Value: "old", State: "gone", NonConforming: true},
		},
		Canon: map[string]string{"both": "y"},
	}
	cases := map[string]string{
		"on":      "on",  // step 3: two conforming, one empty
		"off":     "off", // step 2: one conforming
		"both":    "y",   // step 4: given explicitly
		"pair":    "",    // step 4, but not given
		"gone":    "old", // step 1: the only keyword, even non-conforming
		"missing": "",    // no keyword maps to it
	}
	for state, want := range cases {
		if got := e.Canonical(state); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", state, got, want)
		}
	}
	if got := enumDir.Canonical("ltr"); got != "ltr" {
		t.Errorf("dir Canonical(ltr) = %q", got)
	}
	// The suggestion for an obsolete keyword with two non-conforming
	// synonyms and no conforming one.
	numCheckErr(t, "Valid(dextro)", enumDir.Valid("dextro"), 0, 6, "no conforming keyword")
}

func BenchmarkEnumeratedValid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = enumContentEditable.Valid("Plaintext-Only")
	}
}

func BenchmarkEnumeratedState(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = enumContentEditable.State("FALSE", true)
	}
}
