package files_test

import (
	"context"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/lint/linttest"
)

func mustDo(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestLooksBinary(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    []byte
		want bool
	}{
		{"png", linttest.PNG, true},
		{"empty", nil, false},
		{"bom only", []byte("\xEF\xBB\xBF"), false},
		{"html with NULs in a value and a tag name", []byte("<!DOCTYPE html><title>t</title><p title=\"a\x00b\">x</p><ti\x00me datetime=\"2023-02-29\">"), false},
		{"windows-1252 without NULs", []byte("<p>caf\xe9 \x93quoted\x94 \xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9\xe9</p>"), false},
		{"utf-16le with BOM", append([]byte("\xFF\xFE"), []byte("<\x00p\x00>\x00")...), false},
		{"utf-16le without BOM", []byte("<\x00p\x00>\x00h\x00i\x00"), true},
	} {
		if got := files.LooksBinary(tc.b); got != tc.want {
			t.Errorf("%s: LooksBinary = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestReadRegular: the reader of configuration and ignore files (and of
// linted files) refuses what is not a regular file without blocking, and
// files over its limit, naming the reason.
func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	mustDo(t, syscall.Mkfifo(fifo, 0o644))
	ten := linttest.WriteFile(t, dir, "ten", []byte("0123456789"))
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
		b, err := files.ReadRegular(tc.path, tc.limit)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ReadRegular(%s, %d) = %q, %v; want the error %q", tc.path, tc.limit, b, err, tc.want)
		}
	}
	if b, err := files.ReadRegular(ten, 10); err != nil || string(b) != "0123456789" {
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
		if got, ok := files.TempWriter(name); !ok || got != pid {
			t.Errorf("TempWriter(%q) = %d, %v; want %d", name, got, ok, pid)
		}
	}
	for _, name := range []string{
		".attrlint-tmp-notes.html", "attrlint-tmp-1-2-a.html", ".attrlint-tmp-0-2-a.html", ".attrlint-tmp-1-2-",
		".attrlint-tmp-1-x-a.html", ".attrlint-tmp-12345678901-2-a.html", ".attrlint-tmp--1-2-a.html", ".a.html.attrlint-123.tmp",
		".attrlint-tmp-1-2", "index.html",
	} {
		if pid, ok := files.TempWriter(name); ok {
			t.Errorf("TempWriter(%q) = %d, want no match", name, pid)
		}
	}
	dir := t.TempDir()
	linttest.WriteFile(t, dir, ".attrlint-tmp-1234-5678-index.html", []byte("<p>"))
	linttest.WriteFile(t, dir, ".attrlint-tmp-notes.html", []byte("<p>"))
	if files, _ := files.Expand(context.Background(), []string{dir}, nil); len(files) != 1 || filepath.Base(files[0]) != ".attrlint-tmp-notes.html" {
		t.Errorf("Expand = %q, want only the page whose name looks alike", files)
	}
}

// TestExpandStopsWhenCancelled: Ctrl-C while a tree is listed stops the
// walk.
func TestExpandStopsWhenCancelled(t *testing.T) {
	dir := t.TempDir()
	linttest.WriteFile(t, dir, "a/x.html", []byte("<p>"))
	if files, _ := files.Expand(context.Background(), []string{dir}, nil); len(files) != 1 {
		t.Fatalf("files %v, want the one file", files)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if files, errs := files.Expand(ctx, []string{dir}, nil); len(files) != 0 || len(errs) != 0 {
		t.Errorf("cancelled: files %v, errors %v; want none", files, errs)
	}
}

// TestStateful: a page is taken to be possibly ISO-2022-JP when a <meta>
// names that encoding or when it holds one of its escape sequences; plain
// UTF-8 and other declared encodings are not, nor a lone ESC byte.
func TestStateful(t *testing.T) {
	for src, want := range map[string]bool{
		"<meta charset=iso-2022-jp><p>x":                                          true,
		"<meta http-equiv=content-type content='text/html; charset=ISO-2022-JP'>": true,
		"<meta charset=csISO2022JP><p>x":                                          true, // a label of the encoding
		"<p>\x1b$Bx\x1b(B</p>":                                                    true, // no declaration, but a shift
		"<p>\x1b(Jx</p>":                                                          true,
		"<meta charset=utf-8><p>日本語":                                              false,
		"<meta charset=shift_jis><p>x":                                            false,
		"<p>\x1b[31m colour codes are no shift</p>":                               false,
		"": false,
	} {
		if got := files.Stateful([]byte(src)); got != want {
			t.Errorf("Stateful(%q) = %v, want %v", src, got, want)
		}
	}
}
