package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pelletier/go-toml/v2"
)

// lspFrame wraps JSON-RPC bodies in LSP Content-Length framing.
func lspFrame(bodies ...string) string {
	var b strings.Builder
	for _, body := range bodies {
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(body), body)
	}
	return b.String()
}

func TestLSPSubcommandExitStatus(t *testing.T) {
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`
	shutdown := `{"jsonrpc":"2.0","id":2,"method":"shutdown"}`
	exit := `{"jsonrpc":"2.0","method":"exit"}`
	for _, tc := range []struct {
		name string
		args []string
		in   string
		want int
	}{
		{"shutdown then exit", []string{"lsp"}, lspFrame(initialize, shutdown, exit), exitOK},
		{"--stdio as clients add it", []string{"lsp", "--stdio"}, lspFrame(initialize, shutdown, exit), exitOK},
		{"exit without shutdown", []string{"lsp"}, lspFrame(initialize, exit), exitErrors},
		{"input ends without exit", []string{"lsp"}, lspFrame(initialize), exitErrors},
		{"a stray argument", []string{"lsp", "index.html"}, "", exitUsage},
		{"an unknown rule", []string{"lsp", "--rule", "nope=off"}, "", exitUsage},
		{"a missing --config file", []string{"lsp", "--config", filepath.Join("testdata", "no-such.yaml")}, "", exitUsage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			got := run(tc.args, strings.NewReader(tc.in), &stdout, &stderr, nil)
			if got != tc.want {
				t.Errorf("exit status %d, want %d; stderr: %s", got, tc.want, stderr.String())
			}
			if tc.want != exitUsage && !strings.Contains(stdout.String(), `"positionEncoding":"utf-16"`) {
				t.Errorf("no initialize result on stdout: %q", stdout.String())
			}
		})
	}
}

// TestLSPSubcommandRuleFlag checks that `attrlint lsp --rule` reaches the
// linter: a warning instead of an error.
func TestLSPSubcommandRuleFlag(t *testing.T) {
	open, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
		"textDocument": map[string]any{"uri": "file:///a.html", "languageId": "html", "version": 1, "text": `<input type="nmber">`}}})
	in := lspFrame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`, string(open),
		`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`, `{"jsonrpc":"2.0","method":"exit"}`)
	var stdout, stderr bytes.Buffer
	if got := run([]string{"lsp", "--rule", "enumerated=warn"}, strings.NewReader(in), &stdout, &stderr, nil); got != exitOK {
		t.Fatalf("exit status %d; stderr: %s", got, stderr.String())
	}
	if !strings.Contains(stdout.String(), `"severity":2,"code":"enumerated"`) {
		t.Errorf("want an enumerated warning in %s", stdout.String())
	}
}

// nvimInit is a Neovim configuration that starts `attrlint lsp` with the
// built-in client on the file being edited, waits for its diagnostics,
// applies the preferred quick fix at the first boolean diagnostic, and
// writes what it saw to $ATTRLINT_OUT as JSON, then quits. It uses
// vim.lsp.start where it exists (Neovim 0.8 and later) and start_client
// with buf_attach_client before that.
const nvimInit = `
local out = os.getenv('ATTRLINT_OUT')
local function finish(result)
  local f = assert(io.open(out, 'w'))
  f:write(vim.fn.json_encode(result))
  f:close()
  vim.cmd('qall!')
end

local function main()
  local buf = vim.api.nvim_get_current_buf()
  local config = { name = 'attrlint', cmd = { os.getenv('ATTRLINT_BIN'), 'lsp' }, root_dir = vim.fn.getcwd() }
  local id
  if vim.lsp.start then
    id = vim.lsp.start(config, { bufnr = buf })
  else
    id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(buf, id)
  end
  if not id then return finish({ error = 'the client did not start' }) end
  if not vim.wait(15000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
    return finish({ error = 'no diagnostics within 15 s' })
  end
  local client = vim.lsp.get_client_by_id(id)
  local result = { encoding = client.offset_encoding, diagnostics = {} }
  local fix_at
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, { code = d.code, lnum = d.lnum, col = d.col,
      end_lnum = d.end_lnum, end_col = d.end_col, severity = d.severity, source = d.source, message = d.message })
    if d.code == 'boolean' and not fix_at then fix_at = d end
  end
  if fix_at then
    vim.api.nvim_win_set_cursor(0, { fix_at.lnum + 1, fix_at.col + 1 })
    local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
    params.context = { diagnostics = {} }
    local resp = client.request_sync('textDocument/codeAction', params, 10000, buf)
    if not resp or resp.err then return finish({ error = 'codeAction failed: ' .. vim.inspect(resp) }) end
    result.actions = {}
    for _, a in ipairs(resp.result or {}) do
      table.insert(result.actions, { title = a.title, preferred = a.isPreferred == true })
      if a.isPreferred then vim.lsp.util.apply_workspace_edit(a.edit, client.offset_encoding) end
    end
  end
  result.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  finish(result)
end

-- A Lua error must end Neovim with a message, not leave it waiting.
vim.api.nvim_create_autocmd('VimEnter', { callback = function()
  local ok, err = pcall(main)
  if not ok then finish({ error = tostring(err) }) end
end })
`

// TestLSPNeovim runs Neovim's own LSP client against the built binary: the
// positions it shows must be the attribute values' byte columns, on a line
// where an emoji (2 UTF-16 units, 4 bytes) comes before them.
func TestLSPNeovim(t *testing.T) {
	nvim := editor(t, "nvim", "neovim")
	version, err := exec.Command(nvim, "--version").Output()
	if err != nil {
		t.Fatalf("nvim --version: %v", err)
	}
	m := regexp.MustCompile(`NVIM v(\d+)\.(\d+)`).FindSubmatch(version)
	if m == nil {
		t.Fatalf("cannot read the version from nvim --version: %q", version)
	}
	major, _ := strconv.Atoi(string(m[1]))
	minor, _ := strconv.Atoi(string(m[2]))
	if major == 0 && minor < 7 {
		t.Skipf("nvim %s.%s is older than 0.7, which this test's configuration needs; skipping", m[1], m[2])
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH, so the binary cannot be built; skipping the Neovim client test")
	}

	dir := t.TempDir()
	bin := filepath.Join(dir, "attrlint")
	if out, err := exec.Command(gobin, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	page := "<!doctype html>\n<p>😀 <input type=\"nmber\" required=\"true\"></p>\n"
	file := filepath.Join(dir, "page.html")
	initLua := filepath.Join(dir, "init.lua")
	out := filepath.Join(dir, "out.json")
	for name, content := range map[string]string{file: page, initLua: nvimInit} {
		if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	cmd := exec.Command(nvim, "--headless", "--clean", "-u", initLua, file)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "ATTRLINT_BIN="+bin, "ATTRLINT_OUT="+out,
		// Keep Neovim's state and LSP log out of the home directory.
		"XDG_STATE_HOME="+dir, "XDG_CACHE_HOME="+dir, "XDG_DATA_HOME="+dir, "XDG_CONFIG_HOME="+dir)
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	cmd.Stdin = nil
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting nvim: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("nvim: %v\n%s", err, logs.String())
		}
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("nvim did not finish within 60 s\n%s", logs.String())
	}

	raw, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("nvim wrote no result: %v\n%s", err, logs.String())
	}
	var res struct {
		Error       string
		Encoding    string
		Diagnostics []struct {
			Code            string
			Lnum            int `json:"lnum"`
			Col             int `json:"col"`
			EndLnum         int `json:"end_lnum"`
			EndCol          int `json:"end_col"`
			Severity        int
			Source, Message string
		}
		Actions []struct {
			Title     string
			Preferred bool
		}
		Lines []string
	}
	if err := json.Unmarshal(raw, &res); err != nil {
		t.Fatalf("reading %s: %v", raw, err)
	}
	if res.Error != "" {
		t.Fatalf("in nvim: %s\n%s", res.Error, logs.String())
	}
	t.Logf("nvim %s.%s, position encoding %s", m[1], m[2], res.Encoding)

	// Neovim turns LSP positions into byte columns, whatever the
	// encoding agreed on, so these are byte offsets within line 1.
	line := strings.Split(page, "\n")[1]
	var got, want []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s %d:%d-%d:%d sev%d %s", d.Code, d.Lnum, d.Col, d.EndLnum, d.EndCol, d.Severity, d.Source))
	}
	nm, tr := strings.Index(line, "nmber"), strings.Index(line, "true")
	want = append(want,
		fmt.Sprintf("enumerated 1:%d-1:%d sev1 attrlint", nm, nm+len("nmber")),
		fmt.Sprintf("boolean 1:%d-1:%d sev1 attrlint", tr, tr+len("true")))
	if strings.Join(sortedCopy(got), "\n") != strings.Join(sortedCopy(want), "\n") {
		t.Errorf("diagnostics in nvim:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The fix, preferred, then the rule's documentation.
	if len(res.Actions) != 2 || !res.Actions[0].Preferred || !strings.Contains(res.Actions[0].Title, "without a value") ||
		res.Actions[1].Title != "show the documentation of boolean" {
		t.Errorf("code actions in nvim: %+v", res.Actions)
	}
	wantLines := strings.Split(strings.TrimSuffix(strings.Replace(page, `required="true"`, "required", 1), "\n"), "\n")
	if strings.Join(res.Lines, "\n") != strings.Join(wantLines, "\n") {
		t.Errorf("buffer after the quick fix:\n%s\nwant:\n%s", strings.Join(res.Lines, "\n"), strings.Join(wantLines, "\n"))
	}
}

func sortedCopy(s []string) []string {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

// lspSession runs `attrlint lsp ARGS` in process over pipes.
type lspSession struct {
	t    *testing.T
	in   *io.PipeWriter
	msgs chan map[string]any
	done chan int
	id   int
}

func startLSP(t *testing.T, args ...string) *lspSession {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &lspSession{t: t, in: inW, msgs: make(chan map[string]any, 100), done: make(chan int, 1)}
	var stderr bytes.Buffer
	go func() {
		s.done <- run(append([]string{"lsp"}, args...), inR, outW, &stderr, nil)
		outW.Close()
	}()
	go readMessages(t, outR, s.msgs)
	t.Cleanup(func() { inW.Close() })
	return s
}

func (s *lspSession) send(method string, params any, request bool) {
	s.t.Helper()
	m := map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
	if request {
		s.id++
		m["id"] = s.id
	}
	b, _ := json.Marshal(m)
	if _, err := io.WriteString(s.in, lspFrame(string(b))); err != nil {
		s.t.Fatal(err)
	}
}

func (s *lspSession) next() map[string]any {
	s.t.Helper()
	return nextMessage(s.t, s.msgs)
}

// readMessages decodes what the server writes to r, framed messages, into
// msgs (as an editor reads them), and closes msgs when the output ends.
func readMessages(tb testing.TB, r io.Reader, msgs chan<- map[string]any) {
	defer close(msgs)
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "Content-Length:")))
		if err != nil {
			tb.Errorf("bad header %q", line)
			return
		}
		if _, err := br.ReadString('\n'); err != nil { // the empty line
			return
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(br, body); err != nil {
			return
		}
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			tb.Errorf("invalid JSON from the server: %q", body)
		}
		msgs <- m
	}
}

// nextMessage returns the server's next message, failing after 10 s.
func nextMessage(tb testing.TB, msgs <-chan map[string]any) map[string]any {
	tb.Helper()
	select {
	case m, ok := <-msgs:
		if !ok {
			tb.Fatal("the server closed its output")
		}
		return m
	case <-time.After(time.Minute): // a watchdog for a stuck server, not a bound on speed
		tb.Fatal("timed out waiting for the server")
	}
	return nil
}

// severities opens path and returns the severities of its diagnostics.
func (s *lspSession) severities(path, text string) []float64 {
	s.t.Helper()
	uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
	s.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "html", "version": 1, "text": text}}, false)
	return s.published(uri)
}

// published reads messages until diagnostics for uri arrive, failing on
// anything else, and returns their severities.
func (s *lspSession) published(uri string) []float64 {
	s.t.Helper()
	m := s.next()
	if m["method"] != "textDocument/publishDiagnostics" || lspField(m, "params", "uri") != uri {
		s.t.Fatalf("want diagnostics for %s, got %v", uri, m)
	}
	sev := []float64{}
	for _, d := range lspField(m, "params", "diagnostics").([]any) {
		sev = append(sev, lspField(d, "severity").(float64))
	}
	return sev
}

func lspField(v any, keys ...string) any {
	for _, k := range keys {
		m, _ := v.(map[string]any)
		v = m[k]
	}
	return v
}

// TestLSPConfiguration checks that the server follows .attrlint.yaml as
// the command line does, shows a broken one in the editor, and reads it
// again when the client reports it changed.
func TestLSPConfiguration(t *testing.T) {
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, ".attrlint.yaml")
	writeCfg := func(text string) {
		if err := os.WriteFile(cfgPath, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writeCfg("rules:\n  enumerated: warn\nexclude:\n  - \"vendor/**\"\n")
	bad := `<input type="nmber">`

	s := startLSP(t)
	s.send("initialize", map[string]any{"capabilities": map[string]any{}}, true)
	if r := s.next(); lspField(r, "result", "capabilities", "positionEncoding") != "utf-16" {
		t.Fatalf("initialize: %v", r)
	}
	s.send("initialized", map[string]any{}, false)

	page := filepath.Join(dir, "my site", "page.html")
	if got := s.severities(page, bad); !slices.Equal(got, []float64{2}) {
		t.Errorf("with enumerated: warn: severities %v, want [2]", got)
	}
	if got := s.severities(filepath.Join(dir, "vendor", "lib.html"), bad); len(got) != 0 {
		t.Errorf("an excluded file got diagnostics: %v", got)
	}

	// A typo in the configuration is shown, and the defaults apply.
	writeCfg("rulez:\n  enumerated: off\n")
	s.send("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{
		map[string]any{"uri": (&url.URL{Scheme: "file", Path: filepath.ToSlash(cfgPath)}).String(), "type": 2}}}, false)
	msg := s.next()
	if msg["method"] != "window/showMessage" || !strings.Contains(lspField(msg, "params", "message").(string), ".attrlint.yaml") {
		t.Fatalf("want the configuration error shown, got %v", msg)
	}
	pageURI := (&url.URL{Scheme: "file", Path: filepath.ToSlash(page)}).String()
	// Every open document is linted again, in order of URI; the
	// excludes of the broken file cannot apply either.
	vendorURI := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, "vendor", "lib.html"))}).String()
	if got := s.published(pageURI); !slices.Equal(got, []float64{1}) {
		t.Errorf("with a broken configuration: severities %v, want the default [1]", got)
	}
	if got := s.published(vendorURI); !slices.Equal(got, []float64{1}) {
		t.Errorf("with a broken configuration: vendor severities %v, want the default [1]", got)
	}

	// Fixed: the rule is off.
	writeCfg("rules:\n  enumerated: \"off\"\n")
	s.send("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{
		map[string]any{"uri": (&url.URL{Scheme: "file", Path: filepath.ToSlash(cfgPath)}).String(), "type": 2}}}, false)
	if got := s.published(pageURI); len(got) != 0 {
		t.Errorf("with enumerated off: severities %v, want none", got)
	}
	if got := s.published(vendorURI); len(got) != 0 {
		t.Errorf("excluded again: severities %v, want none", got)
	}

	s.shutdownAndExit("")
}

// shutdownAndExit ends the session as an editor does and checks that the
// server exits with status 0; label names the session in failures.
func (s *lspSession) shutdownAndExit(label string) {
	s.t.Helper()
	s.send("shutdown", nil, true)
	s.next()
	s.send("exit", nil, false)
	select {
	case code := <-s.done:
		if code != exitOK {
			s.t.Errorf("%sexit status %d", label, code)
		}
	case <-time.After(time.Minute): // a watchdog for a stuck server, not a bound on speed
		s.t.Fatalf("%sthe server did not exit", label)
	}
}

// The editor's settings (initializationOptions, didChangeConfiguration)
// apply over the project's .attrlint.yaml, a broken setting is shown and
// changes nothing, and a file an .attrlintignore names gets no
// diagnostics.
func TestLSPClientSettingsAndIgnoreFile(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{".attrlint.yaml": "rules:\n  enumerated: warn\n", ".attrlintignore": "generated/\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bad := `<input type="nmber">`
	s := startLSP(t)
	s.send("initialize", map[string]any{"capabilities": map[string]any{},
		"initializationOptions": map[string]any{"attrlint": map[string]any{"rules": map[string]any{"enumerated": "error"}}}}, true)
	s.next()
	s.send("initialized", map[string]any{}, false)
	page := filepath.Join(dir, "page.html")
	pageURI := (&url.URL{Scheme: "file", Path: filepath.ToSlash(page)}).String()
	if got := s.severities(page, bad); !slices.Equal(got, []float64{1}) {
		t.Errorf("the editor's enumerated: error over the file's warn: severities %v, want [1]", got)
	}
	if got := s.severities(filepath.Join(dir, "generated", "x.html"), bad); len(got) != 0 {
		t.Errorf("a file .attrlintignore names got diagnostics: %v", got)
	}
	s.send("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"attrlint": map[string]any{"rules": map[string]any{"enumerated": "off"}}}}, false)
	genURI := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, "generated", "x.html"))}).String()
	s.published(genURI) // documents are linted again in URI order
	if got := s.published(pageURI); len(got) != 0 {
		t.Errorf("after the editor turned enumerated off: severities %v", got)
	}
	s.send("workspace/didChangeConfiguration", map[string]any{"settings": map[string]any{"rules": map[string]any{"enumeratd": "warn"}}}, false)
	if m := s.next(); m["method"] != "window/showMessage" || !strings.Contains(lspField(m, "params", "message").(string), `did you mean "enumerated"`) {
		t.Fatalf("a misspelt rule in the settings: %v", m)
	}
	s.published(genURI)
	if got := s.published(pageURI); len(got) != 0 {
		t.Errorf("a broken setting changed the severities: %v", got)
	}
}

// requireEditors makes a missing editor a failure instead of a skip;
// .ci/run sets it after installing them.
const requireEditors = "ATTRLINT_REQUIRE_EDITORS"

// editor finds an editor's program, or skips the test saying which
// Debian package has it (fails when requireEditors is set).
func editor(t *testing.T, program, pkg string) string {
	t.Helper()
	p, err := exec.LookPath(program)
	if err != nil {
		if os.Getenv(requireEditors) != "" {
			t.Fatalf("%s is not installed, and %s=1 requires it (apt-get install %s)", program, requireEditors, pkg)
		}
		t.Skipf("%s is not installed (apt-get install %s); skipping its client test", program, pkg)
	}
	return p
}

// TestLSPEmacsEglot runs Emacs's Eglot, configured by the snippet of docs/integrations.md
// snippet, against the built binary: the diagnostics reach Flymake at the
// values' columns, and the preferred quick fix edits the buffer.
func TestLSPEmacsEglot(t *testing.T) {
	if testing.Short() {
		t.Skip("builds attrlint and drives Emacs; skipped with -short")
	}
	emacs := editor(t, "emacs", "emacs-nox elpa-eglot")
	readme, err := os.ReadFile(filepath.Join("..", "..", "docs", "integrations.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)Emacs 2[0-9][^\n]*Eglot[^`]*```elisp\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("docs/integrations.md has no Emacs snippet")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin", "attrlint")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	page := "<!doctype html>\n<html lang=\"en\"><title>t</title>\n<input type=\"nmber\" required=\"true\">\n"
	if err := os.WriteFile(filepath.Join(dir, "page.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	script := "(require 'eglot)\n" + string(m[1]) + `
(setq eglot-sync-connect 10)
(find-file "page.html")
(run-hooks 'post-command-hook) ; where eglot-ensure connects
(let ((deadline (+ (float-time) 20)))
  (while (and (< (length (flymake-diagnostics)) 2) (< (float-time) deadline))
    (accept-process-output nil 0.1)))
(dolist (d (sort (flymake-diagnostics) (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b)))))
  (princ (format "DIAG %d:%d %s\n" (line-number-at-pos (flymake-diagnostic-beg d))
    (save-excursion (goto-char (flymake-diagnostic-beg d)) (current-column))
    (car (split-string (flymake-diagnostic-text d) "\n")))))
(goto-char (point-min))
(search-forward "\"true\"")
(backward-char 3)
(let* ((actions (eglot-code-actions (point) (point) "quickfix" nil))
       (fix (seq-find (lambda (a) (eq (plist-get a :isPreferred) t)) actions)))
  (dolist (a actions) (princ (format "ACTION %s\n" (plist-get a :title))))
  (when fix (eglot--apply-workspace-edit (plist-get fix :edit))))
(princ (format "LINE %s\n" (buffer-substring (line-beginning-position) (line-end-position))))
(kill-emacs 0)
`
	el := filepath.Join(dir, "test.el")
	if err := os.WriteFile(el, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(emacs, "--batch", "-l", el)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("emacs: %v\n%s", err, out)
	}
	got := string(out)
	for _, want := range []string{
		"DIAG 3:13 attrlint [enumerated]: \"nmber\" is not a keyword of type",
		"DIAG 3:30 attrlint [boolean]: required is a boolean attribute",
		"ACTION write required without a value, which browsers read the same way",
		"ACTION disable boolean for this line",
		"LINE <input type=\"nmber\" required>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Emacs output lacks %q:\n%s", want, got)
		}
	}
}

// TestReadmeEditorSnippets checks the snippets of the editors that cannot
// be installed here (Helix, VS Code, Sublime Text): each parses, names
// attrlint with the lsp subcommand, and that command holds a whole
// session: initialize, a document's diagnostics, shutdown, exit 0.
func TestDocsEditorSnippets(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "docs", "integrations.md"))
	if err != nil {
		t.Fatal(err)
	}
	section := string(readme)
	section = section[strings.Index(section, "## Editors"):]
	section = section[:strings.Index(section[3:], "\n## ")+3]
	block := func(after, lang string) string {
		t.Helper()
		i := strings.Index(section, after)
		if i < 0 {
			t.Fatalf("the Editors section of docs/integrations.md has no %q", after)
		}
		m := regexp.MustCompile("(?s)```" + lang + "\n(.*?)```").FindStringSubmatch(section[i:])
		if m == nil {
			t.Fatalf("no %s block after %q", lang, after)
		}
		return m[1]
	}
	commands := map[string][]string{}
	var helix struct {
		LanguageServer map[string]struct {
			Command string   `toml:"command"`
			Args    []string `toml:"args"`
		} `toml:"language-server"`
		Language []struct {
			Name            string   `toml:"name"`
			LanguageServers []string `toml:"language-servers"`
		} `toml:"language"`
	}
	if err := toml.Unmarshal([]byte(block("Helix (", "toml")), &helix); err != nil {
		t.Fatalf("Helix snippet: %v", err)
	}
	ls := helix.LanguageServer["attrlint"]
	commands["Helix"] = append([]string{ls.Command}, ls.Args...)
	if len(helix.Language) != 1 || helix.Language[0].Name != "html" || !slices.Contains(helix.Language[0].LanguageServers, "attrlint") {
		t.Errorf("Helix snippet: the html language does not use attrlint: %+v", helix.Language)
	}
	var vscode map[string]any
	if err := json.Unmarshal([]byte(block("VS Code has no", "json")), &vscode); err != nil {
		t.Fatalf("VS Code snippet: %v", err)
	}
	cmd, _ := vscode["glspc.serverCommand"].(string)
	commands["VS Code"] = []string{cmd}
	for _, a := range vscode["glspc.serverCommandArguments"].([]any) {
		commands["VS Code"] = append(commands["VS Code"], a.(string))
	}
	var sublime struct {
		Clients map[string]struct {
			Enabled  bool     `json:"enabled"`
			Command  []string `json:"command"`
			Selector string   `json:"selector"`
		} `json:"clients"`
	}
	if err := json.Unmarshal([]byte(block("Sublime Text", "json")), &sublime); err != nil {
		t.Fatalf("Sublime Text snippet: %v", err)
	}
	sc := sublime.Clients["attrlint"]
	commands["Sublime Text"] = sc.Command
	if !sc.Enabled || sc.Selector != "text.html" {
		t.Errorf("Sublime Text snippet: %+v", sc)
	}
	for editor, argv := range commands {
		if len(argv) != 2 || argv[0] != "attrlint" || argv[1] != "lsp" {
			t.Errorf("%s runs %q, want attrlint lsp", editor, argv)
			continue
		}
		// The command the snippet names, through a whole session.
		s := startLSP(t, argv[2:]...)
		s.send("initialize", map[string]any{"capabilities": map[string]any{}}, true)
		if r := s.next(); lspField(r, "result", "serverInfo", "name") != "attrlint" {
			t.Fatalf("%s: initialize: %v", editor, r)
		}
		s.send("initialized", map[string]any{}, false)
		if got := s.severities(filepath.Join(t.TempDir(), "p.html"), `<input type="nmber">`); len(got) != 1 {
			t.Errorf("%s: diagnostics %v, want one", editor, got)
		}
		s.shutdownAndExit(editor + ": ")
	}
}
