package render

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// jsonCases are diagnostics with every optional part and every kind of
// character encoding/json escapes.
func jsonCases() []lint.Diagnostic {
	nasty := "a\"b\\c<d>e&f\x00\x01\x1f\b\f\n\r\t\x7f é \u2028\u2029 \xff\xfe 😀 \xe2\x82 \u0080\u009b\u009f\u00a0 \xc2"
	return []lint.Diagnostic{
		{},
		{File: "a.html", Line: 1, Column: 2, EndLine: 3, EndColumn: 4, Rule: "url", Severity: lint.Warning,
			Message: nasty, Element: "a", Attribute: "href", Value: nasty, Browser: nasty, URL: "https://x/y?a=1&b=<2>",
			Offset: 9, EndOffset: 10, SourceLine: "ignored", LineStart: 5},
		{Rule: "r", Related: []lint.Location{{Line: 1, Column: 2, EndLine: 3, EndColumn: 4, Message: nasty, Offset: 1}, {}}},
		{Rule: "r", Fix: &lint.Fix{Message: nasty}},
		{Rule: "r", Fix: &lint.Fix{Message: "m", Edits: []lint.Edit{}}},
		{Rule: "r", Fix: &lint.Fix{Message: "m", Edits: []lint.Edit{{Start: 1, End: 2, New: nasty, Line: 3, Column: -4, EndLine: 5, EndColumn: 6}, {}}},
			Suggestions: []lint.Fix{{Message: "s"}, {Message: "t", Edits: []lint.Edit{{New: "<"}}}}},
		{Rule: "r", Severity: lint.Off, Suggestions: []lint.Fix{}, Related: []lint.Location{}},
	}
}

func TestJSONEncoderMatchesMarshal(t *testing.T) {
	for i, d := range jsonCases() {
		want, err := json.Marshal(&d)
		if err != nil {
			t.Fatal(err)
		}
		want = escapeC1(want)
		if got := appendDiagnostic(nil, &d); !bytes.Equal(got, want) {
			t.Errorf("case %d:\n got %s\nwant %s", i, got, want)
		}
	}
}

func FuzzJSONEncoder(f *testing.F) {
	for _, d := range jsonCases() {
		f.Add(d.Message, d.Value, d.Line, true)
	}
	f.Fuzz(func(t *testing.T, s, v string, n int, fix bool) {
		d := lint.Diagnostic{File: s, Line: n, Column: -n, Rule: v, Message: s, Value: v, Browser: v, URL: s,
			Related: []lint.Location{{Line: n, Message: v}}}
		if fix {
			d.Fix = &lint.Fix{Message: v, Edits: []lint.Edit{{Start: n, New: s}}}
			d.Suggestions = []lint.Fix{{Message: s}}
		}
		want, err := json.Marshal(&d)
		if err != nil {
			t.Fatal(err)
		}
		want = escapeC1(want)
		if got := appendDiagnostic(nil, &d); !bytes.Equal(got, want) {
			t.Fatalf("\n got %s\nwant %s", got, want)
		}
	})
}
