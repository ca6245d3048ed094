package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tarball builds a gzipped npm tarball of files.
func tarball(t *testing.T, files map[string]string) string {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for name, body := range files {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(body))
	}
	tw.Close()
	zw.Close()
	path := filepath.Join(t.TempDir(), "pkg.tgz")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestTrimEvents(t *testing.T) {
	out := t.TempDir()
	tgz := tarball(t, map[string]string{
		"package/package.json": `{"name": "html-event-attributes", "version": "2.2.0", "license": "MIT"}`,
		"package/index.js":     "/** doc */\nexport const htmlEventAttributes = [\n  'onabort',\n  'onclick'\n]\n",
		"package/license":      "(The MIT License)\n",
		"package/readme.md":    "prose that must not be copied",
	})
	if err := trimTarball(tgz, out, "2026-01-02"); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(out, "html-event-attributes")
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if got := read("events.json"); got != "[\n\t\"onabort\",\n\t\"onclick\"\n]\n" {
		t.Errorf("events.json = %q", got)
	}
	if got := read("LICENSE"); got != "(The MIT License)\n" {
		t.Errorf("LICENSE = %q", got)
	}
	src := read("SOURCE")
	for _, want := range []string{"package: html-event-attributes\n", "version: 2.2.0\n", "integrity: sha512-", "fetched: 2026-01-02", "trimmed by:"} {
		if !strings.Contains(src, want) {
			t.Errorf("SOURCE lacks %q:\n%s", want, src)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "readme.md")); err == nil {
		t.Error("the readme was copied")
	}
}

func TestTrimRefusesOtherVersions(t *testing.T) {
	for _, pj := range []string{
		`{"name": "html-event-attributes", "version": "9.9.9"}`,
		`{"name": "left-pad", "version": "1.0.0"}`,
	} {
		tgz := tarball(t, map[string]string{"package/package.json": pj})
		if err := trimTarball(tgz, t.TempDir(), "2026-01-02"); err == nil {
			t.Errorf("%s: trimmed", pj)
		}
	}
}
