package main

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules"
)

// TestLSPRealRules shows the catalogue's rules through `attrlint lsp`:
// their ids, messages with browser notes, fixes and suggestions, related
// places, documentation links, the documentation command and hover. The
// server's own tests (lint/lsp) take the same paths with linttest's fake
// rules, since nothing under lint/ imports package rules.
func TestLSPRealRules(t *testing.T) {
	// The second line puts a character outside the Basic Multilingual
	// Plane (2 UTF-16 units) and one inside it (1 unit) before the values.
	const emojiDoc = "<!doctype html>\n<p>😀é <input type=\"nmber\" disabled=\"false\"><input required=\"true\"></p>\n"
	const actionsDoc = "<!doctype html>\n<html lang=\"en\"><title>t</title>\n  <a href=\"a b\">x</a>\n  <a href=\"c d\">y</a> <p>😀</p>\n<p>x <input type=\"nmber\"></p>\n"
	const docs = "https://github.com/attrlint/attrlint/blob/main/docs/rules.md#"
	dir := t.TempDir()
	// The files the links of actionsDoc lead to, so that url-target has
	// nothing to say about them.
	for _, name := range []string{"a b", "c d"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	uriOf := func(name string) string {
		return (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, name))}).String()
	}
	s := startLSP(t)
	call := func(method string, params any) map[string]any {
		t.Helper()
		s.send(method, params, true)
		r := s.next()
		if r["id"] != float64(s.id) {
			t.Fatalf("%s: want the response to request %d, got %v", method, s.id, r)
		}
		return r
	}
	call("initialize", map[string]any{"capabilities": map[string]any{"window": map[string]any{"showDocument": map[string]any{"support": true}}}})
	s.send("initialized", map[string]any{}, false)
	open := func(uri, text string) []any {
		t.Helper()
		s.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "html", "version": 1, "text": text}}, false)
		m := s.next()
		if m["method"] != "textDocument/publishDiagnostics" || lspField(m, "params", "uri") != uri {
			t.Fatalf("want diagnostics for %s, got %v", uri, m)
		}
		return lspField(m, "params", "diagnostics").([]any)
	}
	actions := func(uri string, line, start, end int) map[string]any {
		t.Helper()
		r := call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri},
			"range":   map[string]any{"start": map[string]any{"line": line, "character": start}, "end": map[string]any{"line": line, "character": end}},
			"context": map[string]any{"diagnostics": []any{}}})
		a, ok := r["result"].([]any)
		if !ok {
			t.Fatalf("codeAction: want an array, got %v", r)
		}
		byTitle := map[string]any{}
		for _, x := range a {
			byTitle[lspField(x, "title").(string)] = x
		}
		return byTitle
	}

	// enumerated, then boolean twice, at the values, in UTF-16 units.
	uri := uriOf("emoji.html")
	diags := open(uri, emojiDoc)
	line := strings.Split(emojiDoc, "\n")[1]
	col := func(sub string) int { return len(utf16.Encode([]rune(line[:strings.Index(line, sub)]))) }
	var got []string
	for _, d := range diags {
		r := lspField(d, "range")
		got = append(got, fmt.Sprintf("%v@%v:%v-%v:%v", lspField(d, "code"), lspField(r, "start", "line"), lspField(r, "start", "character"), lspField(r, "end", "line"), lspField(r, "end", "character")))
	}
	want := []string{
		fmt.Sprintf("enumerated@1:%d-1:%d", col(`nmber"`), col(`nmber"`)+5),
		fmt.Sprintf("boolean@1:%d-1:%d", col(`false"`), col(`false"`)+5),
		fmt.Sprintf("boolean@1:%d-1:%d", col(`true"`), col(`true"`)+4),
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("diagnostics at\n%v\nwant\n%v", got, want)
	}
	if lspField(diags[0], "severity") != float64(1) || lspField(diags[0], "source") != "attrlint" {
		t.Errorf("enumerated severity/source = %v/%v", lspField(diags[0], "severity"), lspField(diags[0], "source"))
	}
	if h := lspField(diags[0], "codeDescription", "href"); h != docs+"enumerated" {
		t.Errorf("href = %v", h)
	}
	if msg, _ := lspField(diags[0], "message").(string); !strings.Contains(msg, "nmber") {
		t.Errorf("message %q does not name the value", msg)
	}
	if msg, _ := lspField(diags[1], "message").(string); !strings.Contains(msg, "\nbrowsers treat the element as disabled") {
		t.Errorf("boolean message %q lacks the browser note on its own line", msg)
	}
	// "true" has a preferred fix; "false" only a suggestion.
	a := actions(uri, 1, col(`true"`)+2, col(`true"`)+2)
	fix := a["write required without a value, which browsers read the same way"]
	if fix == nil || lspField(fix, "kind") != "quickfix" || lspField(fix, "isPreferred") != true {
		t.Fatalf("code actions on true: %v", a)
	}
	if after := applyUTF16Edits(t, emojiDoc, lspField(fix, "edit", "changes").(map[string]any)[uri]); after != strings.Replace(emojiDoc, `required="true"`, "required", 1) {
		t.Errorf("after the fix:\n%s", after)
	}
	a = actions(uri, 1, col(`false"`)+5, col(`false"`)+5)
	sug := a["remove disabled if it should be off"]
	if sug == nil || lspField(sug, "isPreferred") == true {
		t.Fatalf("code actions on false: %v", a)
	}
	if after := applyUTF16Edits(t, emojiDoc, lspField(sug, "edit", "changes").(map[string]any)[uri]); after != strings.Replace(emojiDoc, ` disabled="false"`, "", 1) {
		t.Errorf("after the suggestion:\n%s", after)
	}

	// url: fix all, a disable comment, the documentation, hover.
	uri = uriOf("actions.html")
	if d := open(uri, actionsDoc); len(d) != 3 {
		t.Fatalf("diagnostics: %v", d)
	}
	a = actions(uri, 2, 13, 13) // the space of "a b"
	for _, title := range []string{"fix all url problems in this file", "disable url for this line", "show the documentation of url"} {
		if a[title] == nil {
			t.Errorf("no action %q among %v", title, a)
		}
	}
	all := applyUTF16Edits(t, actionsDoc, lspField(a["fix all url problems in this file"], "edit", "changes").(map[string]any)[uri])
	if strings.Count(all, "%20") != 2 || strings.Contains(all, "a b") || strings.Contains(all, "c d") {
		t.Errorf("fix all url problems:\n%s", all)
	}
	disabled := applyUTF16Edits(t, actionsDoc, lspField(a["disable url for this line"], "edit", "changes").(map[string]any)[uri])
	if !strings.Contains(disabled, "\n  <!-- attrlint-disable-next-line url -->\n  <a href=\"a b\">") {
		t.Errorf("disable url for this line:\n%s", disabled)
	}
	// The comment does what it says: that problem goes, and the comment
	// is used (no unused-directive).
	l, err := lint.New(rules.All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := l.Lint("a.html", []byte(disabled)); len(d) != 2 || d[0].Rule != "url" || d[0].Line != 5 {
		t.Errorf("after the disable comment: %+v", d)
	}
	cmd := lspField(a["show the documentation of url"], "command")
	s.send("workspace/executeCommand", map[string]any{"command": lspField(cmd, "command"), "arguments": lspField(cmd, "arguments")}, true)
	if req := s.next(); req["method"] != "window/showDocument" || lspField(req, "params", "uri") != docs+"url" || lspField(req, "params", "external") != true {
		t.Errorf("executeCommand: want a window/showDocument request for the docs first, got %v", req)
	}
	if reply := s.next(); reply["id"] != float64(s.id) || reply["error"] != nil {
		t.Errorf("executeCommand reply: %v", reply)
	}
	h := call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": map[string]any{"line": 2, "character": 13}})
	v, _ := lspField(h, "result", "contents", "value").(string)
	if !strings.Contains(v, "`url` (error)") || !strings.Contains(v, "([documentation]("+docs+"url))") || !strings.Contains(v, "↳ browsers") {
		t.Errorf("hover: %v", h)
	}

	// id: the first element is the related place, in UTF-16 units.
	uri = uriOf("ids.html")
	diags = open(uri, "<p>😀 <b id=\"x\">a</b>\n<i id=\"x\">b</i>\n")
	if len(diags) != 1 || lspField(diags[0], "code") != "id" {
		t.Fatalf("diagnostics %v, want one id finding", diags)
	}
	rels, _ := lspField(diags[0], "relatedInformation").([]any)
	if len(rels) != 1 || lspField(rels[0], "location", "uri") != uri || lspField(rels[0], "message") != `the first element with id "x"` ||
		fmt.Sprint(lspField(rels[0], "location", "range", "start", "line"), lspField(rels[0], "location", "range", "start", "character")) != "0 13" {
		t.Errorf("relatedInformation %v", rels)
	}
}

// applyUTF16Edits applies LSP text edits, positioned in UTF-16 units with
// lines split at "\n", to text.
func applyUTF16Edits(t *testing.T, text string, edits any) string {
	t.Helper()
	list, _ := edits.([]any)
	if len(list) == 0 {
		t.Fatalf("no edits in %v", edits)
	}
	offset := func(pos any) int {
		ln, ch := int(lspField(pos, "line").(float64)), int(lspField(pos, "character").(float64))
		lines := strings.SplitAfter(text, "\n")
		off := 0
		for i := 0; i < ln; i++ {
			off += len(lines[i])
		}
		units := 0
		for i, r := range strings.TrimSuffix(lines[ln], "\n") {
			if units >= ch {
				return off + i
			}
			units += len(utf16.Encode([]rune{r}))
		}
		return off + len(strings.TrimSuffix(lines[ln], "\n"))
	}
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, e := range list {
		spans = append(spans, span{offset(lspField(e, "range", "start")), offset(lspField(e, "range", "end")), lspField(e, "newText").(string)})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].start > spans[j].start })
	for _, s := range spans {
		text = text[:s.start] + s.text + text[s.end:]
	}
	return text
}
