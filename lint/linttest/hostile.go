package linttest

// Checks of a linter on hostile inputs and other encodings, shared by the
// engine's tests (package lint, with the fake rules) and the rule set's
// (package rules, with the real ones).

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

// PNG is the start of a real PNG file (signature, IHDR chunk and the
// beginning of a compressed IDAT): what an image renamed .html holds.
var PNG = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa" +
	"\x00\x00\x00\x19IDATx\x9cc\xfc\xff\xff?\x03%\x80\x89\x81B0j\xc0\xa8\x01\xa3\x06\x0c\x02\x00\xb8\x1d\x1f\xe1\xd0\x8c\x86\x1a" +
	"\x00\x00\x00\x00IEND\xaeB`\x82<a href=\x00 id=\"\xff\xfe\"><p dir=x\x00>")

// lineCol computes a 1-based line and column for a byte offset the way the
// linter documents them, independently of lint/source: columns count code
// points, and a byte that is not valid UTF-8 counts as one.
func lineCol(src []byte, off int) (int, int) {
	line, col := 1, 1
	for i := 0; i < off; {
		if src[i] == '\n' {
			line, col = line+1, 1
			i++
			continue
		}
		_, w := utf8.DecodeRune(src[i:off])
		i += w
		col++
	}
	return line, col
}

// WriteFile writes b to dir/name, making the folders on the way, and
// returns the path.
func WriteFile(t testing.TB, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// findDay checks that diags hold a single finding of rule and that it
// points at the day of "2023-02-29" in src, at the line and column lineCol
// gives.
func findDay(t *testing.T, src []byte, diags []lint.Diagnostic, rule string, wantLine int) {
	t.Helper()
	var got []lint.Diagnostic
	for _, d := range diags {
		if d.Rule == rule {
			got = append(got, d)
		}
	}
	if len(got) != 1 {
		t.Fatalf("want one %s finding, got %+v", rule, diags)
	}
	d := got[0]
	value := bytes.Index(src, []byte("2023-02-29"))
	if d.Offset != value+8 || d.EndOffset != value+10 {
		t.Errorf("span %d-%d, want the day at %d-%d", d.Offset, d.EndOffset, value+8, value+10)
	}
	line, col := lineCol(src, d.Offset)
	if d.Line != wantLine || d.Line != line || d.Column != col {
		t.Errorf("position %d:%d, want %d:%d (line %d)", d.Line, d.Column, line, col, wantLine)
	}
	if d.Value != "2023-02-29" {
		t.Errorf("value %q", d.Value)
	}
}

// HostileInputs checks l on hostile inputs: a binary file is skipped with
// a notice; empty and BOM-only files lint clean; NUL bytes and invalid
// UTF-8 anywhere keep positions exact. date names l's rule that reports
// the day of datetime="2023-02-29", enum the rule that reports dir="r\x00"
// on its whole value.
func HostileInputs(t *testing.T, l *lint.Linter, date, enum string) {
	t.Helper()
	dir := t.TempDir()

	_, err := l.LintFile(WriteFile(t, dir, "image.html", PNG))
	var skipped *lint.Skipped
	var fe *lint.FileError
	if !errors.As(err, &skipped) || !errors.As(err, &fe) || !strings.HasSuffix(fe.Path, "image.html") ||
		!strings.Contains(err.Error(), "skipped: looks binary") {
		t.Errorf("binary file: got %v, want a FileError naming the file with a Skipped notice", err)
	}
	// LintBytes, for text already in hand, lints whatever it is given, as a
	// browser would: the binary bytes must not crash it or give bad spans.
	if diags, err := l.LintBytes("image.html", PNG); err != nil {
		t.Errorf("LintBytes on binary: %v", err)
	} else {
		for _, d := range diags {
			if d.Offset < 0 || d.EndOffset > len(PNG)*3 || d.EndOffset < d.Offset {
				t.Errorf("bad span on binary input: %+v", d)
			}
		}
	}

	for name, b := range map[string][]byte{"empty.html": nil, "bom.html": []byte("\xEF\xBB\xBF")} {
		diags, err := l.LintFile(WriteFile(t, dir, name, b))
		if err != nil || len(diags) != 0 {
			t.Errorf("%s: got %v, %v; want nothing", name, diags, err)
		}
	}

	// Invalid UTF-8 and NULs before the finding, on its line and in names.
	// Undeclared, such a file is read as windows-1252 (each byte one
	// character, as browsers fall back to); declared UTF-8, its bytes are
	// kept and each invalid byte counts as one column. Either way positions
	// are exact in the decoded text.
	for _, head := range []string{"<!DOCTYPE html>", "<!DOCTYPE html><meta charset=utf-8>"} {
		src := []byte(head + "<p title=\"a\x00b\xff\">\xff\xfe\xc3 text</p>\n" +
			"<x\x00y dir=\"r\x00\">\xe2\x82<i\x00d=\"\xff\">\n" +
			"\xff\x00<b>\xf0\x9f\x98\x80</b> <time datetime=\"2023-02-29\" title=\"\x00\xff\">x</time>\n")
		diags, err := l.LintFile(WriteFile(t, dir, "nul.html", src))
		if err != nil {
			t.Fatal(err)
		}
		dec, enc, _ := files.Decode(src)
		if want := map[bool]string{true: "utf-8", false: "windows-1252"}[strings.Contains(head, "meta")]; enc != want {
			t.Errorf("%q: decoded as %s, want %s", head, enc, want)
		}
		findDay(t, dec, diags, date, 3)
		var dirSeen bool
		for _, d := range diags {
			if d.Rule == enum && d.Attribute == "dir" {
				dirSeen = true
				value := bytes.Index(dec, []byte("r\x00\""))
				if d.Offset != value || d.EndOffset != value+2 {
					t.Errorf("dir finding span %d-%d, want %d-%d", d.Offset, d.EndOffset, value, value+2)
				}
				if line, col := lineCol(dec, d.Offset); d.Line != line || d.Column != col {
					t.Errorf("dir finding at %d:%d, want %d:%d", d.Line, d.Column, line, col)
				}
			}
		}
		if !dirSeen {
			t.Errorf("no finding for dir=\"r\\x00\" on a tag whose name holds a NUL: %+v", diags)
		}
	}
}

// Encodings checks that l decodes documents in other encodings as
// browsers do, that positions count the decoded text, and that a wrong
// declaration does not stop the file being linted. date names l's rule
// that reports the day of datetime="2023-02-29".
func Encodings(t *testing.T, l *lint.Linter, date string) {
	t.Helper()
	const body = "<p>%s</p>\n<p>%s <time datetime=\"2023-02-29\">x</time></p>\n"
	for _, tc := range []struct {
		name, head, text string
		enc              encoding.Encoding
		bom              bool
	}{
		{"utf-16le", "", "Grüße, 日本", unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), true},
		{"utf-16be", "", "Grüße, 日本", unicode.UTF16(unicode.BigEndian, unicode.UseBOM), true},
		{"windows-1252", "<meta charset=windows-1252>\n", "café “quoted” – naïve", charmap.Windows1252, false},
		{"shift_jis", "<meta charset=\"Shift_JIS\">\n", "日本語のテキスト、カタカナ", japanese.ShiftJIS, false},
		{"iso-8859-2", "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-2\">\n", "Łódź, żółć, Čeština", charmap.ISO8859_2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := tc.head + fmt.Sprintf(body, tc.text, tc.text)
			raw, err := tc.enc.NewEncoder().Bytes([]byte(text))
			if err != nil {
				t.Fatal(err)
			}
			if tc.bom != (bytes.HasPrefix(raw, []byte("\xFF\xFE")) || bytes.HasPrefix(raw, []byte("\xFE\xFF"))) {
				t.Fatalf("fixture: BOM %v expected", tc.bom)
			}
			if bytes.Equal(raw, []byte(text)) {
				t.Fatal("fixture is not re-encoded")
			}
			dec, name, err := files.Decode(raw)
			if err != nil || string(dec) != text {
				t.Fatalf("Decode as %s: %v\n got %q\nwant %q", name, err, dec, text)
			}
			diags, err := l.LintFile(WriteFile(t, t.TempDir(), "doc.html", raw))
			if err != nil {
				t.Fatal(err)
			}
			findDay(t, dec, diags, date, strings.Count(tc.head, "\n")+2)
			for _, d := range diags {
				if d.Rule == date && !strings.Contains(d.SourceLine, tc.text) {
					t.Errorf("source line %q is not the decoded text", d.SourceLine)
				}
			}
		})
	}

	// Wrong declarations: the file is still linted. Bytes that are valid
	// UTF-8 are read as UTF-8 whatever the <meta> says.
	utf8Text := "<meta charset=\"Shift_JIS\">\n<p>Grüße 日本 <time datetime=\"2023-02-29\">x</time>\n"
	src, name, _ := files.Decode([]byte(utf8Text))
	diags, err := l.LintBytes("sjis-but-utf8.html", []byte(utf8Text))
	if err != nil || name != "utf-8" || string(src) != utf8Text {
		t.Fatalf("declared Shift_JIS, is UTF-8: %v (decoded as %s)", err, name)
	}
	findDay(t, src, diags, date, 2)

	cp1252 := []byte("<meta charset=utf-8>\n<p>caf\xe9 \x93x\x94 <time datetime=\"2023-02-29\">x</time>\n")
	diags, err = l.LintBytes("1252-but-utf8.html", cp1252)
	if err != nil {
		t.Fatal(err)
	}
	// Kept as the file's bytes: each invalid byte is one column.
	findDay(t, cp1252, diags, date, 2)
	if diags[0].Column != utf8.RuneCountInString(`<p>café "x" <time datetime="2023-02-`)+1 {
		t.Errorf("column %d counts invalid bytes wrongly", diags[0].Column)
	}
}
