package main

import (
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestLSPSiteReferences: the server checks an open page's references
// against the files of its site, with the pages open in the editor
// standing in for their files (their text as last linted, even unsaved);
// a change to a page's ids, or opening and closing a file, lints again
// the open pages that depend on it, and only those.
func TestLSPSiteReferences(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".attrlint.yaml", "root: true\nsite: {root: .}\n")
	write(t, dir, "b.html", `<!DOCTYPE html><html lang="en"><title>b</title><p id="old">`)
	uriOf := func(name string) string {
		return (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, name))}).String()
	}
	s := startLSP(t)
	s.send("initialize", map[string]any{"capabilities": map[string]any{}}, true)
	s.next()
	s.send("initialized", map[string]any{}, false)

	// await reads the diagnostics published until a.html's url- rules
	// say want: a page that depends on another is linted again when
	// that one is, so the state settles after a few publications.
	await := func(step string, want []string) {
		t.Helper()
		var last []string
		for range 20 {
			m := s.next()
			if m["method"] != "textDocument/publishDiagnostics" {
				t.Fatalf("%s: unexpected message %v", step, m)
			}
			if lspField(m, "params", "uri") != uriOf("a.html") {
				continue
			}
			last = nil
			for _, d := range lspField(m, "params", "diagnostics").([]any) {
				if code, _ := lspField(d, "code").(string); strings.HasPrefix(code, "url-") {
					last = append(last, code+": "+strings.SplitN(lspField(d, "message").(string), "\n", 2)[0])
				}
			}
			if slices.Equal(last, want) {
				return
			}
		}
		t.Fatalf("%s: a.html's findings %q, want %q", step, last, want)
	}
	open := func(name, text string) {
		s.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": uriOf(name), "languageId": "html", "version": 1, "text": text}}, false)
	}
	change := func(name, text string, version int) {
		s.send("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uriOf(name), "version": version},
			"contentChanges": []any{map[string]any{"text": text}}}, false)
	}
	a := `<!DOCTYPE html><html lang="en"><title>a</title><a href="b.html#new">b</a> <a href="c.html">c</a> <a href="#here">here</a>`
	want := []string{
		`url-fragment: "b.html#new" names no element of b.html: no id "new", nor an <a name>`,
		`url-target: "c.html" leads to no file: c.html does not exist`,
		`url-fragment: "#here" names no element of this document: no id "here", nor an <a name>`,
	}
	open("a.html", a)
	await("a.html alone", want)
	// b.html opened with the id a.html names, not saved: a.html is
	// linted again and its fragment is found.
	open("b.html", `<!DOCTYPE html><html lang="en"><title>b</title><p id="new">`)
	await("b.html open", want[1:])
	// An unsaved c.html exists for a.html.
	open("c.html", `<!DOCTYPE html><html lang="en"><title>c</title>`)
	await("c.html open", want[2:])
	// An edit of a.html's own ids resolves its own fragment.
	change("a.html", a+`<p id="here">`, 2)
	await("a.html's id", nil)
	// b.html loses the id: a.html is linted again.
	change("b.html", `<!DOCTYPE html><html lang="en"><title>b</title><p id="gone">`, 2)
	await("b.html's id gone", want[:1])
	// c.html closed without being saved: a.html is linted again, and
	// c.html is missing once more.
	s.send("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uriOf("c.html")}}, false)
	await("c.html closed", want[:2])
	// c.html written to the disk, opened and saved: a.html finds it.
	if err := os.WriteFile(filepath.Join(dir, "c.html"), []byte("<p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	open("c.html", "<p>")
	s.send("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uriOf("c.html")}}, false)
	await("c.html saved", want[:1])
	s.send("shutdown", nil, true)
	for m := s.next(); m["method"] != nil; m = s.next() {
	}
	s.send("exit", nil, false)
}
