package lint_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/source"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

// pngBytes is the start of a real PNG file (signature, IHDR chunk and the
// beginning of a compressed IDAT): what an image renamed .html holds.
var pngBytes = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa" +
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

func writeFile(t *testing.T, dir, name string, b []byte) string {
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

// findDatetime returns the single time-datetime finding of diags and
// checks that it points at the day of "2023-02-29" in src, at the line and
// column lineCol gives.
func findDatetime(t *testing.T, src []byte, diags []lint.Diagnostic, wantLine int) {
	t.Helper()
	var got []lint.Diagnostic
	for _, d := range diags {
		if d.Rule == "time-datetime" {
			got = append(got, d)
		}
	}
	if len(got) != 1 {
		t.Fatalf("want one time-datetime finding, got %+v", diags)
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

func TestLooksBinary(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    []byte
		want bool
	}{
		{"png", pngBytes, true},
		{"empty", nil, false},
		{"bom only", []byte("\xEF\xBB\xBF"), false},
		{"html with NULs in a value and a tag name", []byte("<!DOCTYPE html><title>t</title><p title=\"a\x00b\">x</p><ti\x00me datetime=\"2023-02-29\">"), false},
		{"windows-1252 without NULs", []byte("<p>caf\xe9 \x93quoted\x94 \xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9</p>"), false},
		{"utf-16le with BOM", append([]byte("\xFF\xFE"), []byte("<\x00p\x00>\x00")...), false},
		{"utf-16le without BOM", []byte("<\x00p\x00>\x00h\x00i\x00"), true},
	} {
		if got := lint.LooksBinary(tc.b); got != tc.want {
			t.Errorf("%s: LooksBinary = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestHostileInputs: a binary file is skipped with a notice; empty and
// BOM-only files lint clean; NUL bytes and invalid UTF-8 anywhere keep
// positions exact.
func TestHostileInputs(t *testing.T) {
	l := allRules(t)
	dir := t.TempDir()

	_, err := l.LintFile(writeFile(t, dir, "image.html", pngBytes))
	var skipped *lint.Skipped
	var fe *lint.FileError
	if !errors.As(err, &skipped) || !errors.As(err, &fe) || !strings.HasSuffix(fe.Path, "image.html") ||
		!strings.Contains(err.Error(), "skipped: looks binary") {
		t.Errorf("binary file: got %v, want a FileError naming the file with a Skipped notice", err)
	}
	// LintBytes, for text already in hand, lints whatever it is given, as a
	// browser would: the binary bytes must not crash it or give bad spans.
	if diags, err := l.LintBytes("image.html", pngBytes); err != nil {
		t.Errorf("LintBytes on binary: %v", err)
	} else {
		for _, d := range diags {
			if d.Offset < 0 || d.EndOffset > len(pngBytes)*3 || d.EndOffset < d.Offset {
				t.Errorf("bad span on binary input: %+v", d)
			}
		}
	}

	for name, b := range map[string][]byte{"empty.html": nil, "bom.html": []byte("\xEF\xBB\xBF")} {
		diags, err := l.LintFile(writeFile(t, dir, name, b))
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
		diags, err := l.LintFile(writeFile(t, dir, "nul.html", src))
		if err != nil {
			t.Fatal(err)
		}
		dec, enc, _ := lint.Decode(src)
		if want := map[bool]string{true: "utf-8", false: "windows-1252"}[strings.Contains(head, "meta")]; enc != want {
			t.Errorf("%q: decoded as %s, want %s", head, enc, want)
		}
		findDatetime(t, dec, diags, 3)
		var dirSeen bool
		for _, d := range diags {
			if d.Rule == "enumerated" && d.Attribute == "dir" {
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

// TestEncodings: documents in other encodings are decoded as browsers do,
// positions count the decoded text, and a wrong declaration does not stop
// the file being linted.
func TestEncodings(t *testing.T) {
	l := allRules(t)
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
			dec, name, err := lint.Decode(raw)
			if err != nil || string(dec) != text {
				t.Fatalf("Decode as %s: %v\n got %q\nwant %q", name, err, dec, text)
			}
			diags, err := l.LintFile(writeFile(t, t.TempDir(), "doc.html", raw))
			if err != nil {
				t.Fatal(err)
			}
			findDatetime(t, dec, diags, strings.Count(tc.head, "\n")+2)
			for _, d := range diags {
				if d.Rule == "time-datetime" && !strings.Contains(d.SourceLine, tc.text) {
					t.Errorf("source line %q is not the decoded text", d.SourceLine)
				}
			}
		})
	}

	// Wrong declarations: the file is still linted. Bytes that are valid
	// UTF-8 are read as UTF-8 whatever the <meta> says.
	utf8Text := "<meta charset=\"Shift_JIS\">\n<p>Grüße 日本 <time datetime=\"2023-02-29\">x</time>\n"
	src, name, _ := lint.Decode([]byte(utf8Text))
	diags, err := l.LintBytes("sjis-but-utf8.html", []byte(utf8Text))
	if err != nil || name != "utf-8" || string(src) != utf8Text {
		t.Fatalf("declared Shift_JIS, is UTF-8: %v (decoded as %s)", err, name)
	}
	findDatetime(t, src, diags, 2)

	cp1252 := []byte("<meta charset=utf-8>\n<p>caf\xe9 \x93x\x94 <time datetime=\"2023-02-29\">x</time>\n")
	diags, err = l.LintBytes("1252-but-utf8.html", cp1252)
	if err != nil {
		t.Fatal(err)
	}
	// Kept as the file's bytes: each invalid byte is one column.
	findDatetime(t, cp1252, diags, 2)
	if diags[0].Column != utf8.RuneCountInString(`<p>café "x" <time datetime="2023-02-`)+1 {
		t.Errorf("column %d counts invalid bytes wrongly", diags[0].Column)
	}
}

// TestIOFaults: every path that cannot be linted gets one FileError naming
// it and the reason, and the other files are still linted.
func TestIOFaults(t *testing.T) {
	l := allRules(t)
	dir := t.TempDir()
	good := writeFile(t, dir, "tree/good.html", []byte(`<time datetime="2023-02-29">`))
	mustDo(t, os.Symlink("missing.html", filepath.Join(dir, "tree/dangling.html")))
	mustDo(t, os.Symlink("loop-b.html", filepath.Join(dir, "tree/loop-a.html")))
	mustDo(t, os.Symlink("loop-a.html", filepath.Join(dir, "tree/loop-b.html")))
	mustDo(t, os.Mkdir(filepath.Join(dir, "tree/sub"), 0o755))
	mustDo(t, os.Symlink("..", filepath.Join(dir, "tree/sub/up")))
	mustDo(t, syscall.Mkfifo(filepath.Join(dir, "tree/pipe.html"), 0o644))
	mustDo(t, os.Mkdir(filepath.Join(dir, "tree/folder.html"), 0o755))
	vanish := writeFile(t, dir, "tree/vanish.html", []byte(`<p>`))
	fifo := filepath.Join(dir, "fifo")
	mustDo(t, syscall.Mkfifo(fifo, 0o644))
	mustDo(t, os.Symlink("self", filepath.Join(dir, "self")))

	files, errs := lint.Expand(context.Background(), []string{filepath.Join(dir, "tree"), fifo, "/dev/null", "/dev/zero", good + "/", filepath.Join(dir, "self")}, nil)
	errText := fmt.Sprint(errs)
	for _, want := range []string{"good.html/: not a directory", "self: too many levels of symbolic links"} {
		if !strings.Contains(errText, want) {
			t.Errorf("Expand errors %s lack %q", errText, want)
		}
	}
	if len(errs) != 2 {
		t.Errorf("Expand: want 2 errors, got %v", errs)
	}
	// A link to a directory named on the command line is walked, under
	// the link's name.
	mustDo(t, os.Symlink("tree", filepath.Join(dir, "link")))
	if files, errs := lint.Expand(context.Background(), []string{filepath.Join(dir, "link")}, nil); len(errs) != 0 || !slices.Contains(files, filepath.Join(dir, "link/good.html")) {
		t.Errorf("link to a directory: %v, %v", files, errs)
	}
	// The file vanishes between Expand and linting.
	mustDo(t, os.Remove(vanish))

	done := make(chan map[string]lint.Result)
	go func() {
		got := map[string]lint.Result{}
		l.Run(files, 2, func(r lint.Result) { got[r.Path] = r })
		done <- got
	}()
	var got map[string]lint.Result
	select {
	case got = <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("Run blocked (a FIFO or device was read?)")
	}
	rel := func(p string) string { return filepath.Join(dir, p) }
	want := map[string]string{
		rel("tree/dangling.html"):    "no such file or directory",
		rel("tree/loop-a.html"):      "too many levels of symbolic links",
		rel("tree/loop-b.html"):      "too many levels of symbolic links",
		rel("tree/pipe.html"):        "not a regular file: it is a named pipe (FIFO)",
		rel("tree/vanish.html"):      "no such file or directory",
		fifo:                         "not a regular file: it is a named pipe (FIFO)",
		"/dev/null":                  "not a regular file: it is a device",
		"/dev/zero":                  "not a regular file: it is a device",
		good:                         "",
		rel("tree/sub/up/good.html"): "absent: links to directories inside a tree are not followed",
	}
	for path, reason := range want {
		r, ok := got[path]
		if strings.HasPrefix(reason, "absent") {
			if ok {
				t.Errorf("%s was linted: %s", path, reason)
			}
			continue
		}
		switch {
		case !ok:
			t.Errorf("%s: no result", path)
		case reason == "":
			if r.Err != nil || len(r.Diagnostics) != 1 {
				t.Errorf("%s: got %v, %v; want one finding", path, r.Diagnostics, r.Err)
			}
		default:
			var fe *lint.FileError
			if !errors.As(r.Err, &fe) || fe.Path != path || r.Err.Error() != path+": "+reason {
				t.Errorf("%s: error %v, want %q", path, r.Err, path+": "+reason)
			}
		}
	}
	if len(got) != len(want)-1 {
		t.Errorf("got %d results, want %d: %v", len(got), len(want)-1, got)
	}
}

// TestPermissionFaults needs an unprivileged user: root reads any file.
func TestPermissionFaults(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("running as root, which bypasses file permissions; cmd/attrlint's TestUnreadableAsNobody covers this as an unprivileged user")
	}
	l := allRules(t)
	dir := t.TempDir()
	f := writeFile(t, dir, "tree/secret.html", []byte("<p>"))
	writeFile(t, dir, "tree/closed/x.html", []byte("<p>"))
	mustDo(t, os.Chmod(f, 0))
	mustDo(t, os.Chmod(filepath.Join(dir, "tree/closed"), 0))
	t.Cleanup(func() { os.Chmod(filepath.Join(dir, "tree/closed"), 0o755) })
	files, errs := lint.Expand(context.Background(), []string{filepath.Join(dir, "tree")}, nil)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "closed: permission denied") {
		t.Errorf("unreadable directory: %v", errs)
	}
	if _, err := l.LintFile(files[0]); err == nil || err.Error() != f+": permission denied" {
		t.Errorf("unreadable file: %v", err)
	}
}

func mustDo(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestMaxFileSize: a file over the limit is skipped with a notice naming
// its size, without being read; one at the limit is linted.
func TestMaxFileSize(t *testing.T) {
	l, err := lint.New(allRules(t).Rules(), lint.Options{MaxFileSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	at := writeFile(t, dir, "at.html", append([]byte(`<time datetime="2023-02-29">`), bytes.Repeat([]byte(" "), 100-28)...))
	over := writeFile(t, dir, "over.html", bytes.Repeat([]byte(" "), 2000))
	if d, err := l.LintFile(at); err != nil || len(d) != 1 {
		t.Errorf("file at the limit: %v, %v", d, err)
	}
	_, err = l.LintFile(over)
	var skipped *lint.Skipped
	if !errors.As(err, &skipped) || err.Error() != over+": skipped: the file is 2.0 KiB (2000 bytes), over the size limit of 100 bytes" {
		t.Errorf("file over the limit: %v", err)
	}
	_, err = l.LintReader("<stdin>", strings.NewReader(strings.Repeat(" ", 101)))
	if !errors.As(err, &skipped) || !strings.HasPrefix(err.Error(), "<stdin>: skipped: the input is over the size limit") {
		t.Errorf("stdin over the limit: %v", err)
	}
}

// TestReadRegular: the reader of configuration and ignore files (and of
// linted files) refuses what is not a regular file without blocking, and
// files over its limit, naming the reason.
func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	mustDo(t, syscall.Mkfifo(fifo, 0o644))
	ten := writeFile(t, dir, "ten", []byte("0123456789"))
	for _, tc := range []struct {
		path  string
		limit int64
		want  string
	}{
		{fifo, 0, "not a regular file: it is a named pipe (FIFO)"},
		{"/dev/zero", 0, "not a regular file: it is a device"},
		{dir, 0, "not a regular file: it is a directory"},
		{ten, 9, "the file is 10 bytes, over the size limit of 9 bytes"},
		{filepath.Join(dir, "none"), 0, "no such file or directory"},
	} {
		b, err := lint.ReadRegular(tc.path, tc.limit)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ReadRegular(%s, %d) = %q, %v; want the error %q", tc.path, tc.limit, b, err, tc.want)
		}
	}
	if b, err := lint.ReadRegular(ten, 10); err != nil || string(b) != "0123456789" {
		t.Errorf("at the limit: %q, %v", b, err)
	}
}

// TestTempWriter: only the exact names of fixing's temporary files are
// recognised, and a walk never yields them.
func TestTempWriter(t *testing.T) {
	for name, pid := range map[string]int{
		".attrlint-tmp-1234-5678-index.html": 1234, ".attrlint-tmp-1-0-a-b.html": 1, ".attrlint-tmp-99-1-x": 99,
		".attrlint-tmp-1234-5678-index.html.bak": 1234,
	} {
		if got, ok := lint.TempWriter(name); !ok || got != pid {
			t.Errorf("TempWriter(%q) = %d, %v; want %d", name, got, ok, pid)
		}
	}
	for _, name := range []string{
		".attrlint-tmp-notes.html", "attrlint-tmp-1-2-a.html", ".attrlint-tmp-0-2-a.html", ".attrlint-tmp-1-2-",
		".attrlint-tmp-1-x-a.html", ".attrlint-tmp-12345678901-2-a.html", ".attrlint-tmp--1-2-a.html", ".a.html.attrlint-123.tmp",
		".attrlint-tmp-1-2", "index.html",
	} {
		if pid, ok := lint.TempWriter(name); ok {
			t.Errorf("TempWriter(%q) = %d, want no match", name, pid)
		}
	}
	dir := t.TempDir()
	writeFile(t, dir, ".attrlint-tmp-1234-5678-index.html", []byte("<p>"))
	writeFile(t, dir, ".attrlint-tmp-notes.html", []byte("<p>"))
	if files, _ := lint.Expand(context.Background(), []string{dir}, nil); len(files) != 1 || filepath.Base(files[0]) != ".attrlint-tmp-notes.html" {
		t.Errorf("Expand = %q, want only the page whose name looks alike", files)
	}
}

// TestExpandStopsWhenCancelled: Ctrl-C while a tree is listed stops the
// walk.
func TestExpandStopsWhenCancelled(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a/x.html", []byte("<p>"))
	if files, _ := lint.Expand(context.Background(), []string{dir}, nil); len(files) != 1 {
		t.Fatalf("files %v, want the one file", files)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if files, errs := lint.Expand(ctx, []string{dir}, nil); len(files) != 0 || len(errs) != 0 {
		t.Errorf("cancelled: files %v, errors %v; want none", files, errs)
	}
}

// panicRule panics on the attribute boom, as a buggy rule would.
var panicRule = &lint.Rule{
	ID: "test-panic", Summary: "panics on boom", Severity: lint.Error,
	Targets: []lint.Target{{Element: "*", Attr: "boom"}},
	Check:   func(a *lint.Attr) { panic("rule exploded on " + a.Value) },
}

// TestPanicIsContained: a panic while linting one file becomes that file's
// internal error, with a stack through the panicking rule, and the other
// files are still linted.
func TestPanicIsContained(t *testing.T) {
	l, err := lint.New(append(allRules(t).Rules(), panicRule), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := []string{
		writeFile(t, dir, "a.html", []byte(`<time datetime="2023-02-29">`)),
		writeFile(t, dir, "b.html", []byte(`<p boom=now>`)),
		writeFile(t, dir, "c.html", []byte(`<time datetime="2023-02-29">`)),
	}
	var got []lint.Result
	l.Run(files, 2, func(r lint.Result) { got = append(got, r) })
	if len(got) != 3 || len(got[0].Diagnostics) != 1 || len(got[2].Diagnostics) != 1 {
		t.Fatalf("other files not linted: %+v", got)
	}
	var ie *lint.InternalError
	if !errors.As(got[1].Err, &ie) || !strings.HasPrefix(got[1].Err.Error(), files[1]+": internal error") ||
		!strings.Contains(got[1].Err.Error(), "rule exploded on now") {
		t.Fatalf("b.html: %v", got[1].Err)
	}
	stack := string(ie.Stack)
	if !strings.Contains(stack, "robust_test.go") || strings.Contains(stack, "runtime/debug.Stack") || strings.Count(stack, "\n") > 40 {
		t.Errorf("stack should start at the panicking rule and be short:\n%s", stack)
	}
}

// TestRunCancel: a cancelled run stops starting files, emits an ordered
// prefix of what finished, and returns the context's error.
func TestRunCancel(t *testing.T) {
	l := allRules(t)
	dir := t.TempDir()
	var files []string
	doc := page(200)
	for i := range 400 {
		files = append(files, writeFile(t, dir, fmt.Sprintf("f%03d.html", i), doc))
	}
	ctx, cancel := context.WithCancel(context.Background())
	var got []string
	start := time.Now()
	err := lint.Run(ctx, files, 2, func(string) (*lint.Linter, error) { return l, nil }, func(r lint.Result) {
		got = append(got, r.Path)
		if len(got) == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run returned %v, want context.Canceled", err)
	}
	if len(got) < 3 || len(got) > 3+4*2+2 {
		t.Errorf("emitted %d files after cancelling at 3", len(got))
	}
	for i, p := range got {
		if p != files[i] {
			t.Fatalf("emitted out of order: %v", got)
		}
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("cancelled run took %v", d)
	}
	// Not cancelled: every file, nil error.
	n := 0
	if err := lint.Run(context.Background(), files[:20], 3, func(string) (*lint.Linter, error) { return l, nil }, func(lint.Result) { n++ }); err != nil || n != 20 {
		t.Errorf("full run: %v, %d files", err, n)
	}
}

// giant is one kind of very large input: gen builds it at size n, and
// small is the n its scaled-down linearity test starts from.
type giant struct {
	gen   func(n int) []byte
	small int
	// quadratic, when set, says why the kind is known not to scale yet:
	// its linearity test is skipped with that message.
	quadratic string
}

var giants = map[string]giant{
	// n attributes on one element, all different.
	"attributes": {func(n int) []byte {
		var b bytes.Buffer
		b.WriteString("<div")
		for i := range n {
			fmt.Fprintf(&b, " data-a%d=%d", i, i)
		}
		b.WriteString(">")
		return b.Bytes()
	}, 500, ""},
	// n invalid attributes on one line, as in a minified page: one
	// finding each.
	"findings on one line": {func(n int) []byte {
		var b bytes.Buffer
		for range n {
			b.WriteString(`<p dir=x>`)
		}
		return b.Bytes()
	}, 2000, ""},
	// One attribute value of n bytes, with a finding after it.
	"value": {func(n int) []byte {
		var b bytes.Buffer
		b.WriteString(`<p class="`)
		b.Write(bytes.Repeat([]byte("x "), n/2))
		b.WriteString("\"><time datetime=\"2023-02-29\">")
		return b.Bytes()
	}, 1_000_000, ""},
	// n elements in blocks nested 400 deep, an attribute on each: depth
	// up to the 512 levels the HTML parser accepts (TestDeepNesting goes
	// beyond).
	"nesting": {func(n int) []byte {
		var b bytes.Buffer
		for range n / 400 {
			b.WriteString(strings.Repeat(`<div dir=ltr>`, 400))
			b.WriteString(`<time datetime="2023-02-29">x</time>`)
			b.WriteString(strings.Repeat(`</div>`, 400))
		}
		return b.Bytes()
	}, 4000, ""},
	// A document of about 33n bytes of typical attribute-dense markup.
	"document": {func(n int) []byte { return page(n / 10) }, 2000, ""},
}

// lintTime is the best of three wall times to lint src.
func lintTime(t *testing.T, l *lint.Linter, src []byte) time.Duration {
	best := time.Duration(1 << 62)
	for range 3 {
		start := time.Now()
		if _, err := l.LintBytes("giant.html", src); err != nil {
			t.Fatal(err)
		}
		best = min(best, time.Since(start))
	}
	return best
}

// TestGiantsScaleLinearly lints scaled-down versions of each giant input
// at n and 10n: ten times the input must cost well under a hundred times
// the time (the tolerance absorbs a shared, noisy machine; quadratic
// behaviour shows as about 100x).
func TestGiantsScaleLinearly(t *testing.T) {
	l := allRules(t)
	for name, g := range giants {
		t.Run(name, func(t *testing.T) {
			if g.quadratic != "" {
				t.Skip("known to be quadratic: " + g.quadratic)
			}
			small, large := g.gen(g.small), g.gen(10*g.small)
			ts, tl := lintTime(t, l, small), lintTime(t, l, large)
			ratio := float64(tl) / float64(max(ts, time.Microsecond))
			t.Logf("n=%d %v, 10n %v, ratio %.1f", g.small, ts, tl, ratio)
			if ratio > 40 {
				t.Errorf("10x the input took %.0fx the time: something is quadratic", ratio)
			}
		})
	}
}

// TestDeepNesting: the HTML parser refuses documents nested more than 512
// elements deep; such a file gets a clear error naming it, at once.
func TestDeepNesting(t *testing.T) {
	l := allRules(t)
	start := time.Now()
	_, err := l.LintBytes("deep.html", bytes.Repeat([]byte(`<div dir=ltr>`), 100_000))
	var fe *lint.FileError
	if !errors.As(err, &fe) || fe.Path != "deep.html" || !strings.Contains(err.Error(), "512") {
		t.Errorf("got %v, want a FileError about the nesting limit", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("rejecting took %v", d)
	}
}

// TestGiants runs the full-size inputs of issue #6. They need minutes and
// gigabytes, so they run only with ATTRLINT_HEAVY=1.
func TestGiants(t *testing.T) {
	if os.Getenv("ATTRLINT_HEAVY") != "1" {
		t.Skip("heavy: set ATTRLINT_HEAVY=1 to lint a 200 MB document, 1,000,000 attributes, a 10 MB value and 100,000 files (TestDeepNesting covers 100,000 levels)")
	}
	l := allRules(t)
	for _, tc := range []struct {
		name string
		gen  func() []byte
	}{
		// page(n) is about 330 bytes a row.
		{"200 MB document", func() []byte { return page(200 << 20 / 330) }},
		// Spread over elements: on one tag they are quadratic (see giants).
		{"1,000,000 attributes on 100,000 elements", func() []byte {
			var b bytes.Buffer
			for i := range 100_000 {
				b.WriteString("<p")
				for j := range 10 {
					fmt.Fprintf(&b, " data-a%d=%d", j, i)
				}
				b.WriteString(">\n")
			}
			return b.Bytes()
		}},
		{"10 MB value", func() []byte { return giants["value"].gen(10 << 20) }},
	} {
		src := tc.gen()
		start := time.Now()
		diags, err := l.LintBytes("giant.html", src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		t.Logf("%s: %.1f MB in %v, %d findings, heap in use after %d MB", tc.name, float64(len(src))/1e6, time.Since(start), len(diags), ms.HeapInuse>>20)
		runtime.GC()
	}

	dir := t.TempDir()
	doc := []byte(`<p><time datetime="2023-02-29">x</time>`)
	for i := range 100_000 {
		writeFile(t, dir, fmt.Sprintf("d%02d/f%05d.html", i%100, i), doc)
	}
	start := time.Now()
	files, errs := lint.Expand(context.Background(), []string{dir}, nil)
	if len(files) != 100_000 || len(errs) != 0 {
		t.Fatalf("Expand: %d files, %v", len(files), errs)
	}
	n := 0
	l.Run(files, 0, func(r lint.Result) {
		if r.Err == nil && len(r.Diagnostics) == 1 {
			n++
		}
	})
	if n != 100_000 {
		t.Errorf("%d of 100,000 files linted", n)
	}
	t.Logf("100,000 files: %v", time.Since(start))
}

// checkSpans checks that each diagnostic points at what it names: inside
// the source of an attribute of that name (name, value and quotes), or,
// for a finding about an element (a missing attribute), at the start of a
// tag of that element, or at offset 0 for an element the parser implied.
func checkSpans(t *testing.T, src []byte, diags []lint.Diagnostic) {
	t.Helper()
	if len(diags) == 0 {
		return
	}
	doc, err := source.Parse(src, true)
	if err != nil {
		t.Fatalf("findings for a document that does not parse: %v", err)
	}
	tags := doc.Tags()
	for _, d := range diags {
		if spanOK(tags, d) {
			continue
		}
		t.Fatalf("span %d-%d (%q) is not on attribute %q of <%s>: %+v", d.Offset, d.EndOffset, src[d.Offset:d.EndOffset], d.Attribute, d.Element, d)
	}
}

func spanOK(tags []source.Tag, d lint.Diagnostic) bool {
	if d.Offset == 0 && d.EndOffset == 0 {
		return true
	}
	for i := range tags {
		tg := &tags[i]
		if d.EndOffset <= tg.Start || d.Offset >= tg.End {
			continue
		}
		if d.Offset == tg.Start && d.EndOffset == tg.NameEnd && strings.EqualFold(tg.Name, d.Element) {
			return true
		}
		// A stray '/' in a tag belongs to no attribute.
		if d.Rule == "attribute-syntax" && d.Attribute == "" && tg.Start < d.Offset && d.EndOffset <= tg.End {
			return true
		}
		for j := range tg.Attrs {
			a := &tg.Attrs[j]
			end := a.NameEnd
			if a.HasValue {
				end = a.ValueEnd
				if a.Quote != 0 {
					end++
				}
			}
			if strings.EqualFold(a.Name, d.Attribute) && a.NameStart <= d.Offset && d.EndOffset <= end {
				return true
			}
		}
	}
	return false
}
