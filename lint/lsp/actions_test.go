package lsp

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

const actionsDoc = "<!doctype html>\n<html lang=\"en\"><title>t</title>\n  <a href=\"a b\">x</a>\n  <a href=\"c d\">y</a> <p>😀</p>\n<p>x <input type=\"nmber\"></p>\n"

// Code actions beyond the fix: all of a rule's fixes, the whole file's
// (source.fixAll), a comment disabling the rule for the line (only where
// it cannot change the document), the documentation (a command the
// client carries out with window/showDocument); and hover. The rules are
// linttest's fakes: fake-url (a fix, a browser note) on the two links and
// fake-enum on the input.
func TestServerCodeActionsAndHover(t *testing.T) {
	c := startServer(t, Options{})
	r := c.call("initialize", map[string]any{"capabilities": map[string]any{"window": map[string]any{"showDocument": map[string]any{"support": true}}}})
	caps := get(r, "result", "capabilities")
	if get(caps, "hoverProvider") != true || get(caps, "codeActionProvider", "codeActionKinds", 1) != fixAllKind ||
		get(caps, "executeCommandProvider", "commands", 0) != openDocsCommand {
		t.Fatalf("capabilities: %v", caps)
	}
	c.notify("initialized", map[string]any{})
	uri := "file:///site/a.html"
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "html", "version": 1, "text": actionsDoc}})
	if d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any); len(d) != 3 {
		t.Fatalf("diagnostics: %v", d)
	}
	actions := func(line, char int, only ...string) map[string]any {
		t.Helper()
		ctx := map[string]any{"diagnostics": []any{}}
		if only != nil {
			ctx["only"] = only
		}
		pos := map[string]any{"line": line, "character": char}
		res, ok := c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri},
			"range": map[string]any{"start": pos, "end": pos}, "context": ctx})["result"].([]any)
		if !ok {
			t.Fatal("codeAction: no array")
		}
		byTitle := map[string]any{}
		for _, a := range res {
			byTitle[get(a, "title").(string)] = a
		}
		return byTitle
	}
	at := actions(2, 13) // the space of "a b"
	for _, title := range []string{"fix all fake-url problems in this file", "disable fake-url for this line", "show the documentation of fake-url"} {
		if at[title] == nil {
			t.Errorf("no action %q among %v", title, keys(at))
		}
	}
	all := applyEdits(t, actionsDoc, get(at["fix all fake-url problems in this file"], "edit"), uri, "utf-16")
	if strings.Count(all, "%20") != 2 || strings.Contains(all, "a b") || strings.Contains(all, "c d") {
		t.Errorf("fix all fake-url problems:\n%s", all)
	}
	disabled := applyEdits(t, actionsDoc, get(at["disable fake-url for this line"], "edit"), uri, "utf-16")
	if !strings.Contains(disabled, "\n  <!-- attrlint-disable-next-line fake-url -->\n  <a href=\"a b\">") {
		t.Errorf("disable fake-url for this line:\n%s", disabled)
	}
	// The comment does what it says: that problem goes, and the comment
	// is used (no fake-unused-directive).
	l := linttest.Fake(t, lint.Options{})
	diags, _ := l.Lint("a.html", []byte(disabled))
	if len(diags) != 2 || diags[0].Rule != linttest.FakeURLRule || diags[0].Line != 5 {
		t.Errorf("after the disable comment: %+v", diags)
	}
	// <input> does not start its line: no comment can go above it
	// without landing inside the paragraph's text.
	if a := actions(4, 20); a["disable fake-enum for this line"] != nil || a["show the documentation of fake-enum"] == nil {
		t.Errorf("actions on the input: %v", keys(a))
	}
	// The file's fixes as one source action, only when asked for.
	if a := actions(2, 13); a["fix all attrlint problems that have a fix"] != nil {
		t.Error("source.fixAll offered without being asked for")
	}
	for _, only := range [][]string{{"source.fixAll"}, {"source"}, {fixAllKind}} {
		a := actions(0, 0, only...)
		fa := a["fix all attrlint problems that have a fix"]
		if len(a) != 1 || get(fa, "kind") != fixAllKind {
			t.Fatalf("only %v: %v", only, keys(a))
		}
		if got := applyEdits(t, actionsDoc, get(fa, "edit"), uri, "utf-16"); got != all {
			t.Errorf("source.fixAll gives\n%s\nwant\n%s", got, all)
		}
	}
	// The documentation command: the server asks the client to open it.
	docs := get(at["show the documentation of fake-url"], "command")
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 999, "method": "workspace/executeCommand",
		"params": map[string]any{"command": get(docs, "command"), "arguments": get(docs, "arguments")}})
	c.sendRaw(string(b))
	req := c.next()
	if get(req, "method") != "window/showDocument" || get(req, "params", "uri") != linttest.FakeURL(linttest.FakeURLRule) || get(req, "params", "external") != true {
		t.Errorf("executeCommand: want a window/showDocument request for the docs first, got %v", req)
	}
	if reply := c.next(); reply["id"] != float64(999) || reply["error"] != nil {
		t.Errorf("executeCommand reply: %v", reply)
	}
	// The client's answer to showDocument is read past.
	c.sendRaw(`{"jsonrpc":"2.0","id":"attrlint-1","result":{"success":true}}`)
	if r := c.call("workspace/executeCommand", map[string]any{"command": "rm", "arguments": []string{"-rf"}}); get(r, "error", "code") != float64(codeInvalidParams) {
		t.Errorf("an unknown command: %v", r)
	}
	// Hover on the flagged value; nothing elsewhere.
	h := c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": map[string]any{"line": 2, "character": 13}})
	v, _ := get(h, "result", "contents", "value").(string)
	if get(h, "result", "contents", "kind") != "markdown" || !strings.Contains(v, "`fake-url` (error)") || !strings.Contains(v, "([documentation]("+linttest.FakeURL(linttest.FakeURLRule)+"))") ||
		!strings.Contains(v, "↳ browsers") {
		t.Errorf("hover: %v", h)
	}
	if h := c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": uri}, "position": map[string]any{"line": 1, "character": 3}}); !hasKey(h, "result") || h["result"] != nil {
		t.Errorf("hover on clean text: %v", h)
	}
}

// The client's settings reach Options.Configure, from initialize and from
// didChangeConfiguration, and the open documents are linted again.
func TestServerClientSettings(t *testing.T) {
	var got []string
	off := false
	c := startServer(t, Options{
		Configure: func(settings json.RawMessage) error {
			got = append(got, string(settings))
			off = strings.Contains(string(settings), `"off"`)
			if strings.Contains(string(settings), "bad") {
				return errBadSettings
			}
			return nil
		},
		Linter: func(string) (*lint.Linter, error) {
			sev := map[string]lint.Severity{}
			if off {
				sev[linttest.FakeEnum] = lint.Off
			}
			return lint.New(linttest.FakeRules(), lint.Options{Severity: sev})
		},
	})
	c.call("initialize", map[string]any{"capabilities": map[string]any{}, "initializationOptions": map[string]any{"rules": map[string]any{linttest.FakeBoolean: "warn"}}})
	c.notify("initialized", map[string]any{})
	uri := "file:///b.html"
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "html", "version": 1, "text": `<input type="nmber">`}})
	if d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any); len(d) != 1 {
		t.Fatalf("before: %v", d)
	}
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"attrlint": map[string]any{"rules": map[string]any{linttest.FakeEnum: "off"}}}})
	if d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any); len(d) != 0 {
		t.Errorf("after turning %s off: %v", linttest.FakeEnum, d)
	}
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": "bad"})
	if m := c.expect("window/showMessage"); !strings.Contains(m["message"].(string), "the editor's settings") {
		t.Errorf("bad settings: %v", m)
	}
	c.expect("textDocument/publishDiagnostics")
	if len(got) != 3 || !strings.Contains(got[0], `"`+linttest.FakeBoolean+`":"warn"`) {
		t.Errorf("Configure got %q", got)
	}
}

var errBadSettings = &json.UnsupportedValueError{Str: "bad"}

func keys(m map[string]any) []string {
	var k []string
	for t := range m {
		k = append(k, t)
	}
	return k
}
