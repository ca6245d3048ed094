package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/rules/spec/internal/ojson"
)

// TestGeneratedFilesAreCurrent regenerates the tables in memory from
// data/ and fails on any difference from the committed zz_*.go files: a
// hand edit of a generated file, or a data change without go generate.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	files, err := generate(filepath.Join("..", "..", "data"))
	if err != nil {
		t.Fatal(err)
	}
	committed, err := filepath.Glob(filepath.Join("..", "..", "zz_*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, path := range committed {
		names = append(names, filepath.Base(path))
	}
	for name := range files {
		if !slices.Contains(names, name) {
			t.Errorf("%s is generated but not committed: run go generate ./rules/spec", name)
		}
	}
	for _, name := range names {
		want, ok := files[name]
		if !ok {
			t.Errorf("%s is committed but no longer generated: remove it", name)
			continue
		}
		got, err := os.ReadFile(filepath.Join("..", "..", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what data/ generates (line %d): run go generate ./rules/spec, and do not edit generated files by hand", name, firstDiffLine(got, want))
		}
	}
}

// firstDiffLine returns the 1-based line where a and b first differ.
func firstDiffLine(a, b []byte) int {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

// TestGeneratedHeader checks the marker tools use to skip generated files.
func TestGeneratedHeader(t *testing.T) {
	files, err := generate(filepath.Join("..", "..", "data"))
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range files {
		if !bytes.HasPrefix(b, []byte("// Code generated ")) || !bytes.Contains(b[:200], []byte("DO NOT EDIT.")) {
			t.Errorf("%s lacks the \"Code generated ... DO NOT EDIT.\" header", name)
		}
	}
}

// TestNoProseInData checks that the trimmed copies hold no prose: markuplint
// takes its descriptions from MDN (CC-BY-SA), which must not enter the
// repository, and browser-compat-data's descriptions and notes may quote
// MDN.
func TestNoProseInData(t *testing.T) {
	markuplint := []string{"description", "cite", "cites", "valueDescriptions"}
	// In the compat data "cite" is an attribute (blockquote cite) and a
	// feature id: the prose members are others.
	compat := []string{"description", "description_html", "notes", "mdn_url", "reason", "reason_html"}
	for path, prose := range map[string][]string{"markuplint-html-spec/html-spec.json": markuplint, "aria-query/aria.json": markuplint,
		"browser-compat-data/bcd.json": compat, "web-features/features.json": compat} {
		b, err := os.ReadFile(filepath.Join("..", "..", "data", path))
		if err != nil {
			t.Fatal(err)
		}
		n, err := ojson.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		var walk func(*ojson.Node)
		walk = func(n *ojson.Node) {
			for _, k := range n.Keys {
				if slices.Contains(prose, k) {
					t.Errorf("%s: a %q member: trim drops prose", path, k)
				}
			}
			for _, v := range n.Vals {
				walk(v)
			}
		}
		walk(n)
	}
}
