package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/linttest"
)

// client drives a server over pipes the way an editor does.
type client struct {
	t      testing.TB
	w      io.WriteCloser
	msgs   chan map[string]any
	done   chan error
	nextID int
}

func startServer(t testing.TB, opts Options) *client {
	t.Helper()
	toServer, fromClient := io.Pipe()
	return startServerOn(t, opts, toServer, fromClient)
}

// startServerOn is startServer with the client's messages going through
// the given pipe: an operating system pipe, as editors use, buffers what
// the client writes instead of handing each write over in turn.
func startServerOn(t testing.TB, opts Options, toServer io.Reader, fromClient io.WriteCloser) *client {
	t.Helper()
	fromServer, toClient := io.Pipe()
	c := &client{t: t, w: fromClient, msgs: make(chan map[string]any, 100), done: make(chan error, 1)}
	// The tests' own rules (linttest.FakeRules): nothing under lint/
	// imports package rules. cmd/attrlint's TestLSPRealRules shows the
	// real rules' ids, messages, fixes and docs through the server.
	if opts.Rules == nil {
		opts.Rules = linttest.FakeRules()
	}
	go func() {
		err := Serve(toServer, toClient, opts)
		toClient.Close()
		c.done <- err
	}()
	// Read everything the server writes at once, so that a server
	// blocked on writing can never deadlock the test's next send.
	go func() {
		r := bufio.NewReader(fromServer)
		for {
			body, err := readMessage(r, DefaultMaxMessage)
			if err != nil {
				close(c.msgs)
				return
			}
			var m map[string]any
			if err := json.Unmarshal(body, &m); err != nil {
				t.Errorf("server wrote invalid JSON %q: %v", body, err)
			}
			c.msgs <- m
		}
	}()
	t.Cleanup(func() { fromClient.Close() })
	return c
}

// sendRaw writes one framed message body.
func (c *client) sendRaw(body string) {
	c.t.Helper()
	if _, err := fmt.Fprintf(c.w, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		c.t.Fatalf("sending: %v", err)
	}
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
	c.sendRaw(string(b))
}

// call sends a request and returns its response, failing on anything else
// arriving first except the notifications listed in skip.
func (c *client) call(method string, params any) map[string]any {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	m := map[string]any{"jsonrpc": "2.0", "id": id, "method": method}
	if params != nil {
		m["params"] = params
	}
	b, _ := json.Marshal(m)
	c.sendRaw(string(b))
	resp := c.next()
	if resp["id"] != float64(id) {
		c.t.Fatalf("%s: want the response to request %d, got %v", method, id, resp)
	}
	return resp
}

// next returns the next message from the server.
func (c *client) next() map[string]any {
	c.t.Helper()
	select {
	case m, ok := <-c.msgs:
		if !ok {
			c.t.Fatal("the server closed its output")
		}
		return m
	case <-time.After(time.Minute): // a watchdog for a stuck server, not a bound on speed
		c.t.Fatal("timed out waiting for the server")
	}
	return nil
}

// expect returns the params of the next message, which must be a
// notification of method.
func (c *client) expect(method string) map[string]any {
	c.t.Helper()
	m := c.next()
	if m["method"] != method {
		c.t.Fatalf("want %s, got %v", method, m)
	}
	p, _ := m["params"].(map[string]any)
	return p
}

// quiet asserts that the server sends nothing more for a moment.
func (c *client) quiet() {
	c.t.Helper()
	select {
	case m := <-c.msgs:
		c.t.Fatalf("unexpected message %v", m)
	case <-time.After(50 * time.Millisecond):
	}
}

// exit sends shutdown and exit and returns what Serve returned.
func (c *client) exit() error {
	c.t.Helper()
	if r := c.call("shutdown", nil); r["error"] != nil || !hasKey(r, "result") || r["result"] != nil {
		c.t.Fatalf("shutdown: want a null result, got %v", r)
	}
	c.notify("exit", nil)
	return c.wait()
}

func (c *client) wait() error {
	c.t.Helper()
	select {
	case err := <-c.done:
		return err
	case <-time.After(time.Minute): // a watchdog for a stuck server, not a bound on speed
		c.t.Fatal("the server did not stop")
	}
	return nil
}

func hasKey(m map[string]any, k string) bool { _, ok := m[k]; return ok }

func (c *client) initialize(encodings []string) map[string]any {
	c.t.Helper()
	caps := map[string]any{}
	if encodings != nil {
		caps["general"] = map[string]any{"positionEncodings": encodings}
	}
	r := c.call("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": caps})
	if r["error"] != nil {
		c.t.Fatalf("initialize: %v", r["error"])
	}
	c.notify("initialized", map[string]any{})
	return r["result"].(map[string]any)
}

// get walks a decoded JSON value along a path of keys and indexes.
func get(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			a, _ := v.([]any)
			if k >= len(a) {
				return nil
			}
			v = a[k]
		}
	}
	return v
}

// offsetOf converts an LSP position into a byte offset in text on the
// client's side, independently of the server's code: lines split at "\n",
// characters counted as UTF-8 bytes or UTF-16 units.
func offsetOf(text string, pos any, enc string) int {
	line := int(get(pos, "line").(float64))
	char := int(get(pos, "character").(float64))
	lines := strings.SplitAfter(text, "\n")
	off := 0
	for i := 0; i < line; i++ {
		off += len(lines[i])
	}
	l := strings.TrimSuffix(lines[line], "\n")
	if enc == "utf-8" {
		return off + min(char, len(l))
	}
	units := 0
	for i, r := range l {
		if units >= char {
			return off + i
		}
		units += len(utf16.Encode([]rune{r}))
	}
	return off + len(l)
}

// applyEdits applies a WorkspaceEdit's text edits for uri to text.
func applyEdits(t *testing.T, text string, edit any, uri, enc string) string {
	t.Helper()
	edits, _ := get(edit, "changes", uri).([]any)
	if len(edits) == 0 {
		t.Fatalf("no edits for %s in %v", uri, edit)
	}
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, e := range edits {
		spans = append(spans, span{offsetOf(text, get(e, "range", "start"), enc), offsetOf(text, get(e, "range", "end"), enc), get(e, "newText").(string)})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].start > spans[j].start })
	for _, s := range spans {
		text = text[:s.start] + s.text + text[s.end:]
	}
	return text
}

// The second line puts a character outside the Basic Multilingual Plane
// (4 UTF-8 bytes, 2 UTF-16 units) and one inside it (2 bytes, 1 unit)
// before the attribute values.
const emojiDoc = "<!doctype html>\n<p>😀é <input type=\"nmber\" disabled=\"false\"><input required=\"true\"></p>\n"

// column returns where the first occurrence of sub starts on line 1 of
// emojiDoc, counted in enc, computed here rather than by the server.
func column(sub, enc string) int {
	line := strings.Split(emojiDoc, "\n")[1]
	prefix := line[:strings.Index(line, sub)]
	if enc == "utf-8" {
		return len(prefix)
	}
	return len(utf16.Encode([]rune(prefix)))
}

func TestServerEndToEnd(t *testing.T) {
	for _, tc := range []struct {
		name    string
		offered []string
		enc     string
		// typeCol is the column of "nmber", which the test states
		// outright once: `<p>`, the emoji, é, ` <input type="`.
		typeCol int
	}{
		{"no encodings offered", nil, "utf-16", 3 + 2 + 1 + 14},
		{"utf-16 only", []string{"utf-16"}, "utf-16", 3 + 2 + 1 + 14},
		{"utf-8 offered", []string{"utf-32", "utf-16", "utf-8"}, "utf-8", 3 + 4 + 2 + 14},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := startServer(t, Options{Version: "test"})
			res := c.initialize(tc.offered)
			if got := get(res, "capabilities", "positionEncoding"); got != tc.enc {
				t.Fatalf("positionEncoding = %v, want %s", got, tc.enc)
			}
			if got := get(res, "capabilities", "textDocumentSync", "change"); got != float64(2) {
				t.Errorf("textDocumentSync.change = %v, want 2 (incremental)", got)
			}
			if got := get(res, "capabilities", "codeActionProvider", "codeActionKinds", 0); got != "quickfix" {
				t.Errorf("codeActionKinds = %v", got)
			}
			if get(res, "serverInfo", "name") != "attrlint" || get(res, "serverInfo", "version") != "test" {
				t.Errorf("serverInfo = %v", get(res, "serverInfo"))
			}

			uri := "file:///tmp/my%20site/index.html"
			c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
				"uri": uri, "languageId": "html", "version": 1, "text": emojiDoc}})
			p := c.expect("textDocument/publishDiagnostics")
			if p["uri"] != uri || p["version"] != float64(1) {
				t.Fatalf("published for %v version %v", p["uri"], p["version"])
			}
			diags := p["diagnostics"].([]any)
			var got []string
			for _, d := range diags {
				got = append(got, get(d, "code").(string)+"@"+rangeString(get(d, "range")))
			}
			falseCol, trueCol := column(`false"`, tc.enc), column(`true"`, tc.enc)
			want := []string{
				fmt.Sprintf("%s@1:%d-1:%d", linttest.FakeEnum, tc.typeCol, tc.typeCol+5),
				fmt.Sprintf("%s@1:%d-1:%d", linttest.FakeBoolean, falseCol, falseCol+5),
				fmt.Sprintf("%s@1:%d-1:%d", linttest.FakeBoolean, trueCol, trueCol+4),
			}
			if tc.typeCol != column(`nmber"`, tc.enc) {
				t.Fatalf("the test's own column arithmetic is wrong")
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Fatalf("diagnostics at\n%v\nwant\n%v", got, want)
			}
			en := diags[0]
			if get(en, "severity") != float64(1) || get(en, "source") != "attrlint" {
				t.Errorf("%s severity/source = %v/%v", linttest.FakeEnum, get(en, "severity"), get(en, "source"))
			}
			if h := get(en, "codeDescription", "href"); h != linttest.FakeURL(linttest.FakeEnum) {
				t.Errorf("href = %v", h)
			}
			if msg, _ := get(en, "message").(string); !strings.Contains(msg, "nmber") {
				t.Errorf("message %q does not name the value", msg)
			}
			if msg, _ := get(diags[1], "message").(string); !strings.Contains(msg, "\nbrowsers treat the element as disabled") {
				t.Errorf("boolean message %q lacks the browser note on its own line", msg)
			}

			actionsAt := func(start, end int, only ...string) []any {
				t.Helper()
				ctx := map[string]any{"diagnostics": []any{}}
				if only != nil {
					ctx["only"] = only
				}
				r := c.call("textDocument/codeAction", map[string]any{
					"textDocument": map[string]any{"uri": uri},
					"range": map[string]any{"start": map[string]any{"line": 1, "character": start},
						"end": map[string]any{"line": 1, "character": end}},
					"context": ctx,
				})
				a, ok := r["result"].([]any)
				if !ok {
					t.Fatalf("codeAction: want an array, got %v", r)
				}
				// The documentation actions (commands, no edit) are
				// TestServerCodeActionsAndHover's.
				var edits []any
				for _, x := range a {
					if get(x, "edit") != nil {
						edits = append(edits, x)
					}
				}
				return edits
			}
			// "true" has a fix, preferred; the cursor is inside it.
			a := actionsAt(trueCol+2, trueCol+2)
			if len(a) != 1 || get(a[0], "kind") != "quickfix" || get(a[0], "isPreferred") != true ||
				get(a[0], "diagnostics", 0, "code") != linttest.FakeBoolean || get(a[0], "title") != "write required without a value, which browsers read the same way" {
				t.Fatalf("code actions on true: %v", a)
			}
			text := applyEdits(t, emojiDoc, get(a[0], "edit"), uri, tc.enc)
			if want := strings.Replace(emojiDoc, `required="true"`, "required", 1); text != want {
				t.Errorf("after the fix:\n%s\nwant:\n%s", text, want)
			}
			// "false" only has a suggestion, not preferred; the cursor
			// is just after the closing quote, touching the span.
			a = actionsAt(falseCol+5, falseCol+5)
			if len(a) != 1 || get(a[0], "isPreferred") == true || get(a[0], "title") != "remove disabled if it should be off" {
				t.Fatalf("code actions on false: %v", a)
			}
			after := applyEdits(t, emojiDoc, get(a[0], "edit"), uri, tc.enc)
			if want := strings.Replace(emojiDoc, ` disabled="false"`, "", 1); after != want {
				t.Errorf("after the suggestion:\n%s\nwant:\n%s", after, want)
			}
			// The whole line: both; the tag name only: none; only
			// refactorings: none.
			if a := actionsAt(0, 200); len(a) != 2 {
				t.Errorf("code actions on the whole line: %v", a)
			}
			if a := actionsAt(3+1, 3+3); len(a) != 0 {
				t.Errorf("code actions before the values: %v", a)
			}
			if a := actionsAt(0, 200, "refactor"); len(a) != 0 {
				t.Errorf("refactor code actions: %v", a)
			}

			// Fixing everything leaves nothing to report.
			clean := strings.Replace(strings.Replace(text, ` disabled="false"`, "", 1), "nmber", "number", 1)
			c.notify("textDocument/didChange", map[string]any{
				"textDocument":   map[string]any{"uri": uri, "version": 2},
				"contentChanges": []any{map[string]any{"text": clean}},
			})
			p = c.expect("textDocument/publishDiagnostics")
			if d := p["diagnostics"].([]any); len(d) != 0 || p["version"] != float64(2) {
				t.Errorf("after the fixes: version %v, diagnostics %v", p["version"], d)
			}
			if a := actionsAt(0, 200); len(a) != 0 {
				t.Errorf("code actions on a clean document: %v", a)
			}

			c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
			p = c.expect("textDocument/publishDiagnostics")
			if d, ok := p["diagnostics"].([]any); !ok || len(d) != 0 || p["uri"] != uri {
				t.Errorf("didClose published %v, want empty diagnostics", p)
			}
			if err := c.exit(); err != nil {
				t.Errorf("Serve after shutdown and exit = %v, want nil", err)
			}
		})
	}
}

func rangeString(r any) string {
	return fmt.Sprintf("%v:%v-%v:%v", get(r, "start", "line"), get(r, "start", "character"), get(r, "end", "line"), get(r, "end", "character"))
}

func TestServerProtocolErrors(t *testing.T) {
	c := startServer(t, Options{})
	// Before initialize, requests are refused and notifications dropped.
	if r := c.call("textDocument/codeAction", map[string]any{}); get(r, "error", "code") != float64(codeServerNotInitialized) {
		t.Errorf("request before initialize: %v", r)
	}
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": "file:///a.html", "languageId": "html", "version": 1, "text": `<input type="x">`}})
	c.quiet()
	c.initialize(nil)

	if r := c.call("textDocument/definition", map[string]any{}); get(r, "error", "code") != float64(codeMethodNotFound) {
		t.Errorf("unknown request: %v", r)
	}
	c.notify("$/cancelRequest", map[string]any{"id": 1})
	c.notify("workspace/didChangeConfiguration", map[string]any{"settings": nil})
	c.quiet()

	c.sendRaw(`{"jsonrpc":"2.0","id":7,"method":`)
	if r := c.next(); get(r, "error", "code") != float64(codeParseError) || !hasKey(r, "id") || r["id"] != nil {
		t.Errorf("invalid JSON: %v", r)
	}
	// Headers other than Content-Length are accepted, in any case.
	body := `{"jsonrpc":"2.0","id":"s","method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///none.html"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}}`
	fmt.Fprintf(c.w, "content-length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n%s", len(body), body)
	if r := c.next(); r["id"] != "s" || r["error"] != nil {
		t.Errorf("string id with Content-Type: %v", r)
	} else if a, ok := r["result"].([]any); !ok || len(a) != 0 {
		t.Errorf("code actions for an unknown document = %v, want []", r["result"])
	}

	if r := c.call("shutdown", nil); r["error"] != nil {
		t.Fatalf("shutdown: %v", r)
	}
	if r := c.call("textDocument/codeAction", map[string]any{}); get(r, "error", "code") != float64(codeInvalidRequest) {
		t.Errorf("request after shutdown: %v", r)
	}
	c.notify("exit", nil)
	if err := c.wait(); err != nil {
		t.Errorf("Serve = %v, want nil", err)
	}
}

func TestServerExitWithoutShutdown(t *testing.T) {
	c := startServer(t, Options{})
	c.initialize(nil)
	c.notify("exit", nil)
	if err := c.wait(); !errors.Is(err, ErrNoShutdown) {
		t.Errorf("Serve = %v, want ErrNoShutdown", err)
	}
}

func TestServerClosedInput(t *testing.T) {
	c := startServer(t, Options{})
	c.initialize(nil)
	c.w.Close()
	if err := c.wait(); err == nil {
		t.Error("Serve returned nil when its input ended without exit")
	}
}

func TestServerBadFraming(t *testing.T) {
	c := startServer(t, Options{})
	fmt.Fprint(c.w, "this is not a header\r\n\r\n")
	if err := c.wait(); err == nil || !strings.Contains(err.Error(), "header") {
		t.Errorf("Serve = %v, want a header error", err)
	}
}

func TestServerOnlyHTML(t *testing.T) {
	c := startServer(t, Options{})
	c.initialize(nil)
	bad := `<input type="nmber">`
	for _, tc := range []struct {
		uri, lang string
		want      int
	}{
		{"file:///notes.md", "markdown", 0},
		{"untitled:Untitled-1", "html", 1},
		{"file:///t/page.njk", "jinja-html", 1},
		{"file:///t/page.HTM", "plaintext", 1},
	} {
		c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": tc.uri, "languageId": tc.lang, "version": 1, "text": bad}})
		p := c.expect("textDocument/publishDiagnostics")
		if d := p["diagnostics"].([]any); len(d) != tc.want {
			t.Errorf("%s (%s): %d diagnostics, want %d", tc.uri, tc.lang, len(d), tc.want)
		}
	}
	if err := c.exit(); err != nil {
		t.Error(err)
	}
}

func TestServerRangedChange(t *testing.T) {
	c := startServer(t, Options{})
	c.initialize(nil)
	uri := "file:///r.html"
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "html", "version": 1, "text": "<p>😀</p>\n<input type=\"number\">\n"}})
	if d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any); len(d) != 0 {
		t.Fatalf("valid document: %v", d)
	}
	// Replace "number" (line 1, characters 13-19) with "nmber".
	c.notify("textDocument/didChange", map[string]any{
		"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{"text": "nmber", "range": map[string]any{
			"start": map[string]any{"line": 1, "character": 13}, "end": map[string]any{"line": 1, "character": 19}}}},
	})
	d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any)
	if len(d) != 1 || rangeString(get(d[0], "range")) != "1:13-1:18" {
		t.Errorf("after a ranged change: %v", d)
	}
	if err := c.exit(); err != nil {
		t.Error(err)
	}
}

func TestServerConfiguration(t *testing.T) {
	var asked []string
	reloads := 0
	broken := true
	opts := Options{
		Linter: func(path string) (*lint.Linter, error) {
			asked = append(asked, path)
			if broken {
				return nil, errors.New("/w/.attrlint.yaml: line 2: unknown key \"rulez\"")
			}
			return lint.New(linttest.FakeRules(), lint.Options{Severity: map[string]lint.Severity{linttest.FakeEnum: lint.Warning}})
		},
		IsConfig:   func(path string) bool { return strings.HasSuffix(path, ".attrlint.yaml") },
		Reload:     func() error { reloads++; return nil },
		ConfigGlob: "**/.attrlint.yaml",
	}
	c := startServer(t, opts)
	r := c.call("initialize", map[string]any{"capabilities": map[string]any{
		"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true}}}})
	if r["error"] != nil {
		t.Fatal(r)
	}
	c.notify("initialized", map[string]any{})
	reg := c.next()
	if reg["method"] != "client/registerCapability" || get(reg, "params", "registrations", 0, "registerOptions", "watchers", 0, "globPattern") != "**/.attrlint.yaml" {
		t.Fatalf("want a watch registration, got %v", reg)
	}
	// The client answers the registration; the server must not reply.
	c.sendRaw(fmt.Sprintf(`{"jsonrpc":"2.0","id":%q,"result":null}`, reg["id"]))

	uri := "file:///w/a%23b.html"
	open := func(uri string) {
		c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": uri, "languageId": "html", "version": 1, "text": `<input type="nmber">`}})
	}
	open(uri)
	msg := c.expect("window/showMessage")
	if msg["type"] != float64(messageError) || !strings.Contains(msg["message"].(string), "rulez") {
		t.Errorf("showMessage = %v", msg)
	}
	// Linted with the defaults meanwhile: an error.
	d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any)
	if len(d) != 1 || get(d[0], "severity") != float64(severityError) {
		t.Errorf("with a broken configuration: %v", d)
	}
	want := "/w/a#b.html"
	if runtime.GOOS == "windows" {
		want = `\w\a#b.html`
	}
	if len(asked) != 1 || asked[0] != want {
		t.Errorf("Linter asked for %q, want %q", asked, want)
	}
	// The same error is not shown again for the next document.
	open("file:///w/c.html")
	if m := c.next(); m["method"] != "textDocument/publishDiagnostics" {
		t.Errorf("want diagnostics only, got %v", m)
	}

	// The configuration is fixed outside the editor.
	broken = false
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{
		map[string]any{"uri": "file:///w/.attrlint.yaml", "type": 2}}})
	for _, u := range []string{uri, "file:///w/c.html"} { // sorted order
		p := c.expect("textDocument/publishDiagnostics")
		d := p["diagnostics"].([]any)
		if p["uri"] != u || len(d) != 1 || get(d[0], "severity") != float64(severityWarning) {
			t.Errorf("after the reload: %v", p)
		}
	}
	if reloads != 1 {
		t.Errorf("Reload called %d times, want 1", reloads)
	}
	// A change to another file reloads nothing.
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{
		map[string]any{"uri": "file:///w/x.css", "type": 2}}})
	c.quiet()
	if err := c.exit(); err != nil {
		t.Error(err)
	}
}

func TestURIToPath(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the cases below are Unix paths")
	}
	for uri, want := range map[string]string{
		"file:///home/me/my%20site/index.html": "/home/me/my site/index.html",
		"file:///tmp/%C3%A9t%C3%A9/a%23b.html": "/tmp/été/a#b.html",
		"file://localhost/tmp/a.html":          "/tmp/a.html",
		"file://server/share/a.html":           "",
		"untitled:Untitled-1":                  "",
		"https://example.com/a.html":           "",
	} {
		if got := uriToPath(uri); got != want {
			t.Errorf("uriToPath(%q) = %q, want %q", uri, got, want)
		}
	}
}

func TestPositionRoundTrip(t *testing.T) {
	// Every character boundary converts to a position and back, in both
	// encodings, with CRLF, CR and LF line breaks.
	text := "a😀b\r\né\rx\n\n😀😀\n"
	for _, enc := range []encoding{encUTF16, encUTF8} {
		d := &document{}
		d.setText([]byte(text))
		for off := 0; off <= len(text); off++ {
			if off < len(text) && !utf8.RuneStart(text[off]) {
				continue
			}
			if off > 0 && text[off-1] == '\r' && off < len(text) && text[off] == '\n' {
				continue // between CR and LF: not a character boundary of any line
			}
			p := toPosition(d.lines, len(text), off, enc)
			if back := toOffset(d.text, d.starts, p, enc); back != off {
				t.Errorf("%s: offset %d -> %v -> %d", enc, off, p, back)
			}
		}
		// Past the end of a line is its end; past the last line is the
		// end of the text; inside a surrogate pair is its start.
		if got := toOffset(d.text, d.starts, position{Line: 0, Character: 99}, enc); got != len("a😀b") {
			t.Errorf("%s: past the line end = %d", enc, got)
		}
		if got := toOffset(d.text, d.starts, position{Line: 9, Character: 0}, enc); got != len(text) {
			t.Errorf("%s: past the last line = %d", enc, got)
		}
	}
	d := &document{}
	d.setText([]byte(text))
	if got := toOffset(d.text, d.starts, position{Line: 0, Character: 2}, encUTF16); got != 1 {
		t.Errorf("inside a surrogate pair = %d, want 1", got)
	}
}

func TestServerExcludedIncludedAndReloadError(t *testing.T) {
	opts := Options{
		Linter: func(path string) (*lint.Linter, error) {
			if strings.Contains(path, "/vendor/") {
				return nil, nil // excluded by the configuration
			}
			return lint.New(linttest.FakeRules(), lint.Options{})
		},
		Includes: func(path string) bool { return strings.HasSuffix(path, ".njk") },
		IsConfig: func(path string) bool { return strings.HasSuffix(path, ".attrlint.yaml") },
		Reload:   func() error { return errors.New("/w/.attrlint.yaml:3:1: unknown rule \"rol\"") },
	}
	c := startServer(t, opts)
	c.initialize(nil)
	bad := `<input type="nmber">`
	for _, tc := range []struct {
		uri, lang string
		want      int
	}{
		{"file:///w/vendor/lib.html", "html", 0},
		{"file:///w/page.njk", "jinja", 1},
		{"file:///w/page.txt", "plaintext", 0},
	} {
		c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": tc.uri, "languageId": tc.lang, "version": 1, "text": bad}})
		if d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any); len(d) != tc.want {
			t.Errorf("%s: %d diagnostics, want %d", tc.uri, len(d), tc.want)
		}
	}
	// The configuration file is open in the editor and saved broken: the
	// error is shown, and the open documents are linted again.
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": "file:///w/.attrlint.yaml", "languageId": "yaml", "version": 1, "text": "rules:\n  rol: off\n"}})
	if d := c.expect("textDocument/publishDiagnostics")["diagnostics"].([]any); len(d) != 0 {
		t.Errorf("the configuration file was linted: %v", d)
	}
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": "file:///w/.attrlint.yaml"}})
	if m := c.expect("window/showMessage"); !strings.Contains(m["message"].(string), `unknown rule "rol"`) {
		t.Errorf("showMessage = %v", m)
	}
	var relinted []string
	for range 4 {
		relinted = append(relinted, c.expect("textDocument/publishDiagnostics")["uri"].(string))
	}
	if !sort.StringsAreSorted(relinted) {
		t.Errorf("documents linted again in the order %v", relinted)
	}
	// Saving an HTML document changes nothing: it was linted as typed.
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": "file:///w/page.njk"}})
	c.quiet()
	if err := c.exit(); err != nil {
		t.Error(err)
	}
}

// TestServerRelatedInformation checks that a repeated id points at the
// first one through relatedInformation, in the client's position
// encoding.
func TestServerRelatedInformation(t *testing.T) {
	c := startServer(t, Options{Version: "test"})
	c.initialize([]string{"utf-16"})
	uri := "file:///tmp/site/ids.html"
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "html", "version": 1, "text": "<p>😀 <b id=\"x\">a</b>\n<i id=\"x\">b</i>\n"}})
	p := c.expect("textDocument/publishDiagnostics")
	diags := p["diagnostics"].([]any)
	if len(diags) != 1 || get(diags[0], "code") != linttest.FakeID {
		t.Fatalf("diagnostics %v, want one id finding", diags)
	}
	rel := get(diags[0], "relatedInformation", 0)
	// `<p>😀 <b id="` is 3 + 2 (UTF-16 units) + 1 + 7 units: the value
	// starts at character 13 of line 0.
	if get(rel, "location", "uri") != uri || rangeString(get(rel, "location", "range")) != "0:13-0:14" ||
		get(rel, "message") != `the first element with id "x"` {
		t.Errorf("relatedInformation %v", rel)
	}
}

// TestKeepsUpWithTyping: typing into a 4 MB page sends one incremental
// change per keystroke. Changes are applied as they come, but a large
// page is linted only after a pause in them (see debounce), so the
// diagnostics published are those of the final text, after at most a few
// lints, and the server does not fall behind by a lint per keystroke.
func TestKeepsUpWithTyping(t *testing.T) {
	var lints lintCounter
	c := startServer(t, lints.options())
	c.initialize(nil)
	var page strings.Builder
	page.WriteString("<!DOCTYPE html><html lang=\"en\"><title>t</title>\n")
	for page.Len() < 4<<20 {
		page.WriteString("<p class=\"a\"><time datetime=\"2024-01-01\">x</time></p>\n")
	}
	text := page.String() + "<input type=\"x\">\n"
	lastLine := strings.Count(text, "\n") - 1
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": "file:///big.html", "languageId": "html", "version": 1, "text": text}})
	if p := c.expect("textDocument/publishDiagnostics"); len(p["diagnostics"].([]any)) != 1 {
		t.Fatalf("opening: %v", p["diagnostics"])
	}
	// 40 keystrokes typed before the "x" of type="x", sent at once.
	var burst strings.Builder
	typed := "numbernumbernumbernumbernumbernumbernumb"
	for i := range typed {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": map[string]any{
			"textDocument": map[string]any{"uri": "file:///big.html", "version": i + 2},
			"contentChanges": []any{map[string]any{
				"range": map[string]any{"start": map[string]any{"line": lastLine, "character": 13 + i}, "end": map[string]any{"line": lastLine, "character": 13 + i}},
				"text":  typed[i : i+1],
			}},
		}})
		fmt.Fprintf(&burst, "Content-Length: %d\r\n\r\n%s", len(b), b)
	}
	start := time.Now()
	before := lints.n.Load()
	if _, err := io.WriteString(c.w, burst.String()); err != nil {
		t.Fatal(err)
	}
	p := c.expect("textDocument/publishDiagnostics")
	took := time.Since(start)
	if v := p["version"]; v != float64(len(typed)+1) {
		t.Errorf("published for version %v, want the last, %d", v, len(typed)+1)
	}
	if d := p["diagnostics"].([]any); len(d) != 1 || !strings.Contains(fmt.Sprint(d[0]), typed+"x") {
		t.Errorf("diagnostics of the final text: %v", d)
	}
	c.quiet() // one publication for the burst, not one per keystroke
	if n := lints.n.Load() - before; n > 3 {
		t.Errorf("%d lints for a burst of %d keystrokes, want at most 3", n, len(typed))
	}
	t.Logf("40 keystrokes into a %d MB page: diagnostics of the final text after %v", len(text)>>20, took)
}

// TestReplaceStarts checks the line starts kept edit by edit against
// those of the whole new text, over random edits of text made of line
// breaks of every kind (an edit may split or join a CRLF).
func TestReplaceStarts(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"\r", "\n", "\r\n", "a", "é", "😀", ""}
	word := func() string {
		var b strings.Builder
		for range r.IntN(4) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		return b.String()
	}
	text := []byte("a\r\nb\rc\n")
	starts := lineStarts(text)
	for i := range 5000 {
		start := r.IntN(len(text) + 1)
		end := start + r.IntN(len(text)-start+1)
		ins := word()
		next := append(append(append([]byte{}, text[:start]...), ins...), text[end:]...)
		starts = replaceStarts(starts, next, start, end, len(ins))
		text = next
		if want := lineStarts(text); !slices.Equal(starts, want) {
			t.Fatalf("edit %d: [%d:%d] = %q in %q: starts %v, want %v", i, start, end, ins, text, starts, want)
		}
		if len(text) > 60 {
			text = text[:20]
			starts = lineStarts(text)
		}
	}
}

// TestDebounce: the pause after a change follows the gap since the
// previous one, within a quarter of the lint's cost and maxDebounce.
func TestDebounce(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct{ cost, gap, want time.Duration }{
		{2 * ms, 0, 0}, // a small page: at once
		{200 * ms, 10 * time.Microsecond, burstPause}, // back to back: a short pause
		{200 * ms, 5 * ms, 10 * ms},                   // typed fast: twice the gap
		{200 * ms, 20 * ms, maxDebounce},              // within the limit
		{200 * ms, 100 * ms, burstPause},              // slower than any pause catches
		{20 * ms, 100 * ms, burstPause},
		{6 * ms, 0, 1500 * time.Microsecond}, // the limit is a quarter of the cost
	} {
		if got := debounce(c.cost, c.gap); got != c.want {
			t.Errorf("debounce(%v, %v) = %v, want %v", c.cost, c.gap, got, c.want)
		}
	}
}

// TestDocPosition: positions from a document's line starts are those of
// source.Lines, at every offset (inside characters and line breaks too),
// on short lines and on lines long enough to go through source.Lines.
func TestDocPosition(t *testing.T) {
	long := strings.Repeat("é😀a", longLine/6)
	for _, text := range []string{"", "a😀b\r\né\rx\n\n😀😀\n", "\xff\xe9x\r\r\n" + long + "\n" + long + "😀"} {
		d := &document{}
		d.setText([]byte(text))
		for _, enc := range []encoding{encUTF16, encUTF8} {
			for off := -1; off <= len(text)+1; off++ {
				if got, want := docPosition(d, off, enc), toPosition(d.lines, len(text), off, enc); got != want {
					t.Fatalf("%s: offset %d of %q: %v, want %v", enc, off, text[:min(len(text), 20)], got, want)
				}
			}
		}
	}
}

// TestTypingReusesParse: keystrokes in attribute values are linted on the
// parse of the version before, brought up to date, not on a new parse;
// the diagnostics are those a fresh lint of the text gives, in the right
// places (also after the edited tag); an edit elsewhere (markup) parses
// again.
func TestTypingReusesParse(t *testing.T) {
	var parses atomic.Int64
	c := startServer(t, Options{onParse: func(string) { parses.Add(1) }})
	c.initialize(nil)
	text := "<p dir=\"ltr\" class=\"c\">x</p>\n<span title=\"t\" dir=\"rtl\">y</span>\n"
	uri := "file:///typing.html"
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "html", "version": 1, "text": text}})
	c.expect("textDocument/publishDiagnostics")
	fresh := func(text string) any {
		c2 := startServer(t, Options{})
		c2.initialize(nil)
		c2.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": uri, "languageId": "html", "version": 1, "text": text}})
		return c2.expect("textDocument/publishDiagnostics")["diagnostics"]
	}
	type edit struct {
		line, from, to int
		text           string
		reuse          bool
		problems       int
	}
	for i, e := range []edit{
		{0, 11, 11, "xy", true, 1}, // dir="ltrxy": an error; the span moves
		{1, 14, 14, "tt", true, 1}, // title="ttt": the span's dir moves
		{1, 24, 24, "z", true, 2},  // dir="rztl": another error, after both
		{0, 22, 22, "dd", true, 2}, // class="ddc": the span moves again
		{0, 11, 13, "", true, 1},   // dir="ltr" again
		{0, 0, 0, "<b>", false, 1}, // markup: parsed again
	} {
		before := parses.Load()
		c.notify("textDocument/didChange", map[string]any{
			"textDocument": map[string]any{"uri": uri, "version": i + 2},
			"contentChanges": []any{map[string]any{
				"range": map[string]any{"start": map[string]any{"line": e.line, "character": e.from}, "end": map[string]any{"line": e.line, "character": e.to}},
				"text":  e.text,
			}},
		})
		p := c.expect("textDocument/publishDiagnostics")
		text = applyEdits(t, text, map[string]any{"changes": map[string]any{uri: []any{map[string]any{
			"range":   map[string]any{"start": map[string]any{"line": float64(e.line), "character": float64(e.from)}, "end": map[string]any{"line": float64(e.line), "character": float64(e.to)}},
			"newText": e.text,
		}}}}, uri, "utf-16")
		if n := len(p["diagnostics"].([]any)); n != e.problems {
			t.Errorf("edit %d: %d diagnostics, want %d", i, n, e.problems)
		}
		if got, want := p["diagnostics"], fresh(text); !reflect.DeepEqual(got, want) {
			t.Errorf("edit %d: diagnostics %v, a fresh lint of %q gives %v", i, got, text, want)
		}
		if reused := parses.Load() == before; reused != e.reuse {
			t.Errorf("edit %d: reused the parse: %v, want %v", i, reused, e.reuse)
		}
	}
}
