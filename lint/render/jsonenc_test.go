package render

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
)

// jsonCases are diagnostics with every optional part and every kind of
// character encoding/json escapes.
func jsonCases() []lint.Diagnostic {
	empty := ""
	nasty := "a\"b\\c<d>e&f\x00\x01\x1f\b\f\n\r\t\x7f é \u2028\u2029 \xff\xfe 😀 \xe2\x82 \u0080\u009b\u009f\u00a0 \xc2"
	return []lint.Diagnostic{
		{},
		{File: "bad\xff\xfe.html", Rule: "r"},
		{File: "a.html", Line: 1, Column: 2, EndLine: 3, EndColumn: 4, Rule: "url", Severity: lint.Warning,
			Message: nasty, Element: "a", Attribute: "href", Value: nasty, Browser: nasty, Reads: &nasty, URL: "https://x/y?a=1&b=<2>",
			Offset: 9, EndOffset: 10, SourceLine: "ignored", LineStart: 5},
		{Rule: "r", Reads: &empty},
		{Rule: "r", Related: []lint.Location{{Line: 1, Column: 2, EndLine: 3, EndColumn: 4, Message: nasty, Offset: 1}, {}}},
		{Rule: "r", Fix: &lint.Fix{Message: nasty}},
		{Rule: "r", Fix: &lint.Fix{Message: "m", Edits: []lint.Edit{}}},
		{Rule: "r", Fix: &lint.Fix{Message: "m", Edits: []lint.Edit{{Start: 1, End: 2, New: nasty, Line: 3, Column: -4, EndLine: 5, EndColumn: 6}, {}}},
			Suggestions: []lint.Fix{{Message: "s"}, {Message: "t", Edits: []lint.Edit{{New: "<"}}}}},
		{Rule: "r", Severity: lint.Off, Suggestions: []lint.Fix{}, Related: []lint.Location{}},
	}
}

// marshalDiagnostic is json.Marshal(d) with the fileBytes of a file name
// that is not UTF-8 (see appendDiagnostic).
func marshalDiagnostic(d *lint.Diagnostic) ([]byte, error) {
	b, err := json.Marshal(d)
	if err != nil || utf8.ValidString(d.File) {
		return b, err
	}
	name, err := json.Marshal(d.File)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal([]byte(d.File))
	if err != nil {
		return nil, err
	}
	head := `{"file":` + string(name)
	return []byte(head + `,"fileBytes":` + string(raw) + string(b[len(head):])), nil
}

func TestJSONEncoderMatchesMarshal(t *testing.T) {
	// The cases one after another with one set of memos (each twice, so
	// that every string is met again), as the renderer writes a run.
	memos := new(jsonMemos)
	for i, d := range append(jsonCases(), jsonCases()...) {
		want, err := marshalDiagnostic(&d)
		if err != nil {
			t.Fatal(err)
		}
		want = EscapeC1(want)
		if got := appendDiagnostic(nil, &d, nil); !bytes.Equal(got, want) {
			t.Errorf("case %d:\n got %s\nwant %s", i, got, want)
		}
		if got := appendDiagnostic([]byte("prefix"), &d, memos); !bytes.Equal(got, append([]byte("prefix"), want...)) {
			t.Errorf("case %d with memos:\n got %s\nwant %s", i, got, want)
		}
	}
}

func FuzzJSONEncoder(f *testing.F) {
	for _, d := range jsonCases() {
		f.Add(d.Message, d.Value, d.Line, true)
	}
	f.Fuzz(func(t *testing.T, s, v string, n int, fix bool) {
		d := lint.Diagnostic{File: s, Line: n, Column: -n, Rule: v, Message: s, Value: v, Browser: v, Reads: &s, URL: s,
			Related: []lint.Location{{Line: n, Message: v}}}
		if fix {
			d.Fix = &lint.Fix{Message: v, Edits: []lint.Edit{{Start: n, New: s}}}
			d.Suggestions = []lint.Fix{{Message: s}}
		}
		want, err := marshalDiagnostic(&d)
		if err != nil {
			t.Fatal(err)
		}
		want = EscapeC1(want)
		if got := appendDiagnostic(nil, &d, nil); !bytes.Equal(got, want) {
			t.Fatalf("\n got %s\nwant %s", got, want)
		}
	})
}

// TestJSONFileBytes: a file name that is not UTF-8 reads back exactly from
// fileBytes (file has U+FFFD for the bytes that are not UTF-8); a UTF-8
// name has no fileBytes.
func TestJSONFileBytes(t *testing.T) {
	for _, name := range []string{"bad\xff.html", "caf\xe9.html", "café.html"} {
		var got struct {
			File      string
			FileBytes []byte
		}
		if err := json.Unmarshal(appendDiagnostic(nil, &lint.Diagnostic{File: name}, nil), &got); err != nil {
			t.Fatal(err)
		}
		switch {
		case utf8.ValidString(name) && (got.File != name || got.FileBytes != nil):
			t.Errorf("%q: file %q, fileBytes %q", name, got.File, got.FileBytes)
		case !utf8.ValidString(name) && (string(got.FileBytes) != name || !strings.ContainsRune(got.File, utf8.RuneError)):
			t.Errorf("%q: file %q, fileBytes %q; want the name back", name, got.File, got.FileBytes)
		}
	}
}
