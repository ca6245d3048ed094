package fix

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// checkedTrue stands in for the rules here: it fixes checked="true" by
// writing checked bare, which is enough to exercise what this package
// does with a fix (the rules' own fixes are tested in package rules).
var checkedTrue = &lint.Rule{ID: "checked-true", Severity: lint.Error, Fixable: true, Targets: lint.On("checked", "input"),
	Check: func(a *lint.Attr) {
		if a.Value == "true" {
			a.Report(lint.Finding{Whole: true, Message: "checked is boolean", Fix: &lint.ValueFix{Drop: true, Message: "write checked bare"}})
		}
	}}

func newLinter(t *testing.T) *lint.Linter {
	t.Helper()
	l, err := lint.New([]*lint.Rule{checkedTrue}, lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func fixOf(edits ...lint.Edit) lint.Diagnostic {
	return lint.Diagnostic{Fix: &lint.Fix{Edits: edits}}
}

func TestFixesDropsOverlaps(t *testing.T) {
	diags := []lint.Diagnostic{
		fixOf(lint.Edit{Start: 10, End: 14, New: "b"}),
		fixOf(lint.Edit{Start: 0, End: 4, New: "a"}),
		fixOf(lint.Edit{Start: 12, End: 20, New: "overlaps b"}),
		fixOf(lint.Edit{Start: 4, End: 4, New: "insert at the end of a: kept"}),
		fixOf(lint.Edit{Start: 0, End: 0, New: "insert at the start of a: dropped"}),
		fixOf(lint.Edit{Start: 30, End: 31}, lint.Edit{Start: 13, End: 13, New: "half overlaps: whole fix dropped"}),
		{Suggestions: []lint.Fix{{Edits: []lint.Edit{{Start: 40, End: 41}}}}},
	}
	got := Fixes(diags)
	var starts []int
	for _, f := range got {
		starts = append(starts, first(f).Start)
	}
	if want := []int{0, 4, 10}; !equalInts(starts, want) {
		t.Fatalf("kept fixes starting at %v, want %v", starts, want)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestApplyKeepsOtherBytes(t *testing.T) {
	src := []byte("é\r\n<x a=1>\r\n日本\x00\r\n")
	fixes := Fixes([]lint.Diagnostic{
		fixOf(lint.Edit{Start: 9, End: 10, New: "22"}),
		fixOf(lint.Edit{Start: 0, End: 2, New: "e"}),
	})
	got, err := Apply(src, fixes)
	if err != nil {
		t.Fatal(err)
	}
	if want := "e\r\n<x a=22>\r\n日本\x00\r\n"; string(got) != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if _, err := Apply(src, []*lint.Fix{{Edits: []lint.Edit{{Start: 5, End: 99}}}}); err == nil {
		t.Fatal("an edit past the end was applied")
	}
}

func TestBytesUTF8BOMAndCRLF(t *testing.T) {
	l := newLinter(t)
	in := "\xEF\xBB\xBF<p title=\"héllo — 日本\">x</p>\r\n<input type=checkbox checked=\"true\" title=\"ü\">\r\n<td colspan=0>é</td>\r\n"
	want := "\xEF\xBB\xBF<p title=\"héllo — 日本\">x</p>\r\n<input type=checkbox checked title=\"ü\">\r\n<td colspan=0>é</td>\r\n"
	res, err := Bytes(context.Background(), l, "t.html", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Fixed) != want {
		t.Fatalf("got  %q\nwant %q", res.Fixed, want)
	}
	if res.Applied != 1 || len(res.Remaining) != 0 {
		t.Errorf("applied %d (want 1), remaining %v (want none)", res.Applied, res.Remaining)
	}
	// The td is outside a table: the parser drops it, so only checked is
	// fixed; a second run changes nothing.
	again, err := Bytes(context.Background(), l, "t.html", res.Fixed)
	if err != nil {
		t.Fatal(err)
	}
	if again.Applied != 0 || !bytes.Equal(again.Fixed, res.Fixed) {
		t.Errorf("second run changed the file: %q", again.Fixed)
	}
}

func TestBytesOtherEncodings(t *testing.T) {
	l := newLinter(t)
	// windows-1252 with a non-ASCII byte: edits cannot be mapped safely.
	latin := []byte("<meta charset=\"windows-1252\"><p title=\"caf\xE9\"><input type=checkbox checked=\"true\"></p>")
	res, err := Bytes(context.Background(), l, "latin.html", latin)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.Fixed, latin) || res.Applied != 0 || !strings.Contains(res.NotFixed, "encoding windows-1252") {
		t.Errorf("windows-1252 file: fixed=%q applied=%d notFixed=%q; want it untouched with a notice", res.Fixed, res.Applied, res.NotFixed)
	}
	if len(res.Remaining) != 1 || res.Remaining[0].Rule != "checked-true" {
		t.Errorf("the unfixed file should still report its problem, got %v", res.Remaining)
	}
	// The same file in plain ASCII is the same bytes decoded: fixed.
	ascii := []byte("<meta charset=\"windows-1252\"><p title=\"caf&eacute;\"><input type=checkbox checked=\"true\"></p>")
	res, err = Bytes(context.Background(), l, "ascii.html", ascii)
	if err != nil {
		t.Fatal(err)
	}
	if want := `<meta charset="windows-1252"><p title="caf&eacute;"><input type=checkbox checked></p>`; string(res.Fixed) != want || res.NotFixed != "" {
		t.Errorf("ASCII windows-1252 file: got %q (%s), want %q", res.Fixed, res.NotFixed, want)
	}
	// UTF-16: never rewritten.
	var u16 []byte
	u16 = append(u16, 0xFF, 0xFE)
	for _, c := range `<input type=checkbox checked="true">` {
		u16 = append(u16, byte(c), 0)
	}
	res, err = Bytes(context.Background(), l, "u16.html", u16)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.Fixed, u16) || !strings.Contains(res.NotFixed, "encoding utf-16le") {
		t.Errorf("UTF-16 file: notFixed=%q, changed=%v", res.NotFixed, !bytes.Equal(res.Fixed, u16))
	}
}

func TestDiff(t *testing.T) {
	before := "a\r\nb\r\nc\r\nd\r\ne\r\nf\r\n<input checked=\"true\">\r\ng\r\n"
	after := strings.Replace(before, `checked="true"`, "checked", 1)
	got := Diff("dir/x.html", []byte(before), []byte(after))
	want := "--- a/dir/x.html\n+++ b/dir/x.html\n@@ -4,5 +4,5 @@\n d\r\n e\r\n f\r\n-<input checked=\"true\">\r\n+<input checked>\r\n g\r\n"
	if got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	if d := Diff("x.html", []byte(before), []byte(before)); d != "" {
		t.Errorf("equal texts gave a diff: %q", d)
	}
}
