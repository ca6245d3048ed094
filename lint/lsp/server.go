// Package lsp is attrlint's Language Server Protocol server: editors start
// `attrlint lsp`, send it the HTML documents being edited over standard
// input and output, and show its diagnostics as the user types, with the
// linter's fixes and suggestions as quick fixes (one finding, all of a
// rule's, the file's as source.fixAll), a comment disabling a rule for a
// line, the rules' documentation, and hover; the editor's settings apply
// over the project's configuration.
//
// The server speaks LSP 3.17 over the base protocol's Content-Length
// framing and JSON-RPC 2.0, both implemented here: it needs a handful of
// messages, all handled in order on one goroutine. Linting is synchronous;
// it takes well under a millisecond for a typical page, so a change is
// linted when it arrives and a cancellation has nothing left to cancel.
package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/source"
)

// Options configure a server.
type Options struct {
	// MaxMessage is the largest message body, in bytes, the server reads;
	// 0 means DefaultMaxMessage. A larger message is dropped and answered
	// with an error, and the server goes on.
	MaxMessage int64
	// Rules are the rules a document is linted with when Linter is nil or
	// fails, at their default severities; their URL fields link each
	// diagnostic to its documentation.
	Rules []*lint.Rule
	// Linter returns the linter for the document at path, a file system
	// path, or "" for a document that is not a file (an unsaved buffer),
	// the per-file function lint.Run takes too. nil lints with the
	// default options. A nil Linter and no error means the document is
	// not linted (a configuration excludes it). An error (a broken
	// configuration file) is shown to the user and the document is
	// linted with the default options.
	Linter func(path string) (*lint.Linter, error)
	// Includes reports whether a file that is HTML neither by its
	// language id nor by its name is linted all the same (a
	// configuration's include patterns); nil means no.
	Includes func(path string) bool
	// IsConfig reports whether path is a configuration file. When one is
	// saved in the editor or reported changed by the client, Reload is
	// called and every open document is linted again.
	IsConfig func(path string) bool
	// Reload drops whatever Linter cached, so that the configuration is
	// read again; nil when nothing is cached. An error is shown to the
	// user.
	Reload func() error
	// ConfigGlob, when set (such as "**/.attrlint.yaml"), is registered
	// for file watching with clients that support dynamic registration,
	// so that configuration edited outside the editor is seen too.
	ConfigGlob string
	// Configure applies the client's settings for attrlint: the
	// initializationOptions of initialize and the settings of each
	// workspace/didChangeConfiguration, a JSON object (the attrlint
	// section, or an object holding it under "attrlint"). nil ignores
	// them. An error is shown to the user; either way every open document
	// is then linted again.
	Configure func(settings json.RawMessage) error
	// Version is reported to the client in serverInfo.
	Version string
	// Log receives a line for each problem that is not the client's to
	// see (a reply that failed to write); nil discards them.
	Log io.Writer
}

// ErrNoShutdown is returned by Serve when the client sent exit without
// shutdown first; the process should then exit with status 1, as the
// protocol asks.
var ErrNoShutdown = errors.New("exit without shutdown")

// document is an open text document and its latest diagnostics.
type document struct {
	uri        string
	path       string
	languageID string
	version    int
	// stale says the text changed since it was last linted.
	stale bool
	text  []byte
	lines *source.Lines
	diags []lint.Diagnostic
}

func (d *document) setText(text []byte) {
	d.text = text
	d.lines = source.NewLines(text)
}

// server is the state of one connection.
type server struct {
	opts     Options
	fallback *lint.Linter      // the default options, for when Linter fails
	docURLs  map[string]string // rule id to documentation URL
	out      *writer
	enc      encoding
	watch    bool // the client accepts dynamic file-watch registration
	// showDocument says the client opens URLs on request
	// (window/showDocument), for the documentation command.
	showDocument bool
	summaries    map[string]string // rule id to its one-line summary
	requests     int               // requests sent to the client, for their ids
	started      bool              // initialize was answered
	shutdown     bool
	docs         map[string]*document
	// shown remembers configuration errors already shown, so that one
	// broken file is not announced again on every keystroke.
	shown map[string]bool
	// more says more messages are already waiting to be read: a change
	// then only marks its document stale, and the document is linted once
	// the waiting messages are handled. Typing in a large page sends a
	// change per keystroke; linting each would fall ever further behind.
	more bool
}

// Serve runs the server on one connection until the client sends exit,
// reading requests from in and writing responses and notifications to out.
// It returns nil after shutdown and exit, ErrNoShutdown after an exit that
// was not preceded by shutdown, and an error when in ends or loses its
// framing before exit.
func Serve(in io.Reader, out io.Writer, opts Options) error {
	fallback, err := lint.New(opts.Rules, lint.Options{})
	if err != nil {
		return err
	}
	docURLs := make(map[string]string, len(opts.Rules))
	summaries := make(map[string]string, len(opts.Rules))
	for _, r := range opts.Rules {
		if r.URL != "" {
			docURLs[r.ID] = r.URL
		}
		summaries[r.ID] = r.Summary
	}
	s := &server{
		opts:      opts,
		fallback:  fallback,
		docURLs:   docURLs,
		summaries: summaries,
		out:       &writer{w: out},
		docs:      make(map[string]*document),
		shown:     make(map[string]bool),
	}
	r := bufio.NewReaderSize(in, 64<<10)
	limit := opts.MaxMessage
	if limit <= 0 {
		limit = DefaultMaxMessage
	}
	for {
		body, err := readMessage(r, limit)
		if tooLarge := (*tooLargeError)(nil); errors.As(err, &tooLarge) {
			// The id is in the dropped body: the answer has none, as
			// JSON-RPC says for a request that could not be read.
			s.reply(nil, nil, &rpcError{Code: codeInvalidRequest, Message: tooLarge.Error()})
			s.logf("%v", tooLarge)
			s.showOnce("attrlint: " + tooLarge.Error() + "; documents that large are not linted")
			continue
		}
		if err != nil {
			if err == io.EOF {
				return errors.New("the client closed the connection without exit")
			}
			return fmt.Errorf("reading a message: %w", err)
		}
		s.more = r.Buffered() > 0
		var m incoming
		if err := json.Unmarshal(body, &m); err != nil {
			s.reply(nil, nil, &rpcError{Code: codeParseError, Message: "invalid JSON: " + err.Error()})
			continue
		}
		if m.Method == "" {
			// A response to a request of ours (the watch registration);
			// nothing waits for it.
			continue
		}
		if m.Method == "exit" {
			if s.shutdown {
				return nil
			}
			return ErrNoShutdown
		}
		if m.isRequest() {
			s.request(&m)
		} else {
			s.notification(&m)
		}
		if r.Buffered() == 0 {
			s.lintStale()
		}
	}
}

// lintStale lints the documents whose changes were left unlinted while
// more messages waited, in a stable order.
func (s *server) lintStale() {
	var uris []string
	for uri, d := range s.docs {
		if d.stale {
			uris = append(uris, uri)
		}
	}
	sort.Strings(uris)
	for _, uri := range uris {
		s.lint(s.docs[uri])
	}
}

func (s *server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		fmt.Fprintf(s.opts.Log, "attrlint lsp: "+format+"\n", args...)
	}
}

func (s *server) reply(id json.RawMessage, result any, rerr *rpcError) {
	if err := s.out.write(response{ID: id, Result: result, Error: rerr}); err != nil {
		s.logf("writing a response: %v", err)
	}
}

func (s *server) notify(method string, params any) {
	if err := s.out.write(outgoing{JSONRPC: "2.0", Method: method, Params: params}); err != nil {
		s.logf("writing %s: %v", method, err)
	}
}

// request answers one request.
func (s *server) request(m *incoming) {
	if m.Method == "initialize" {
		if s.started {
			s.reply(m.ID, nil, &rpcError{Code: codeInvalidRequest, Message: "initialize was already sent"})
			return
		}
		var p initializeParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			s.reply(m.ID, nil, err)
			return
		}
		s.enc = negotiate(p.Capabilities.General.PositionEncodings)
		s.watch = p.Capabilities.Workspace.DidChangeWatchedFiles.DynamicRegistration
		s.showDocument = p.Capabilities.Window.ShowDocument.Support
		s.started = true
		if len(p.InitializationOptions) > 0 && string(p.InitializationOptions) != "null" {
			s.configure(p.InitializationOptions)
			s.reloadConfig() // no document is open yet: only the configuration
		}
		s.reply(m.ID, initializeResult{
			Capabilities: serverCapabilities{
				PositionEncoding: s.enc.String(),
				TextDocumentSync: textDocumentSyncOptions{OpenClose: true, Change: 2},
				CodeActionProvider: codeActionOptions{
					CodeActionKinds: []string{"quickfix", fixAllKind},
				},
				HoverProvider:          true,
				ExecuteCommandProvider: executeCommandOptions{Commands: []string{openDocsCommand}},
			},
			ServerInfo: serverInfo{Name: "attrlint", Version: s.opts.Version},
		}, nil)
		return
	}
	if !s.started {
		s.reply(m.ID, nil, &rpcError{Code: codeServerNotInitialized, Message: "initialize first"})
		return
	}
	if s.shutdown {
		s.reply(m.ID, nil, &rpcError{Code: codeInvalidRequest, Message: "the server is shutting down"})
		return
	}
	switch m.Method {
	case "shutdown":
		s.shutdown = true
		s.reply(m.ID, nil, nil)
	case "textDocument/codeAction":
		var p codeActionParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			s.reply(m.ID, nil, err)
			return
		}
		if d := s.docs[p.TextDocument.URI]; d != nil && d.stale {
			s.lint(d) // the actions are those of the current text
		}
		s.reply(m.ID, s.codeActions(&p), nil)
	case "textDocument/hover":
		var p hoverParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			s.reply(m.ID, nil, err)
			return
		}
		if d := s.docs[p.TextDocument.URI]; d != nil && d.stale {
			s.lint(d)
		}
		if h := s.hover(&p); h != nil {
			s.reply(m.ID, h, nil)
		} else {
			s.reply(m.ID, nil, nil)
		}
	case "workspace/executeCommand":
		var p executeCommandParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			s.reply(m.ID, nil, err)
			return
		}
		if p.Command != openDocsCommand || len(p.Arguments) != 1 || !strings.HasPrefix(p.Arguments[0], "https://") {
			s.reply(m.ID, nil, &rpcError{Code: codeInvalidParams, Message: "unknown command or arguments: " + p.Command})
			return
		}
		s.openDocs(p.Arguments[0])
		s.reply(m.ID, nil, nil)
	default:
		s.reply(m.ID, nil, &rpcError{Code: codeMethodNotFound, Message: "method not supported: " + m.Method})
	}
}

// notification handles one notification. Unknown ones, $/cancelRequest
// among them, are ignored, as the protocol allows.
func (s *server) notification(m *incoming) {
	if !s.started || s.shutdown {
		return
	}
	switch m.Method {
	case "initialized":
		if s.watch && s.opts.ConfigGlob != "" {
			s.registerWatch()
		}
	case "textDocument/didOpen":
		var p didOpenParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		td := p.TextDocument
		d := &document{uri: td.URI, path: uriToPath(td.URI), languageID: td.LanguageID, version: td.Version}
		d.setText([]byte(td.Text))
		s.docs[td.URI] = d
		s.lint(d)
	case "textDocument/didChange":
		var p didChangeParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		d := s.docs[p.TextDocument.URI]
		if d == nil {
			return
		}
		for _, c := range p.ContentChanges {
			s.apply(d, c)
		}
		d.version = p.TextDocument.Version
		if s.more {
			d.stale = true
		} else {
			s.lint(d)
		}
	case "textDocument/didSave":
		var p didSaveParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		d := s.docs[p.TextDocument.URI]
		if d != nil && s.isConfig(d.path) {
			s.reloadConfig()
		}
	case "textDocument/didClose":
		var p didCloseParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		if _, ok := s.docs[p.TextDocument.URI]; ok {
			delete(s.docs, p.TextDocument.URI)
			s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{
				URI: p.TextDocument.URI, Diagnostics: []diagnostic{}})
		}
	case "workspace/didChangeConfiguration":
		var p didChangeConfigurationParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		s.configure(p.Settings)
		s.reloadConfig()
	case "workspace/didChangeWatchedFiles":
		var p didChangeWatchedFilesParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		for _, c := range p.Changes {
			if s.isConfig(uriToPath(c.URI)) {
				s.reloadConfig()
				return
			}
		}
	}
}

func unmarshalParams(raw json.RawMessage, v any) *rpcError {
	if len(raw) == 0 {
		return &rpcError{Code: codeInvalidParams, Message: "missing params"}
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return &rpcError{Code: codeInvalidParams, Message: "invalid params: " + err.Error()}
	}
	return nil
}

// registerWatch asks the client to report changes to configuration files.
func (s *server) registerWatch() {
	s.out.write(outgoing{
		JSONRPC: "2.0", ID: "attrlint-watch-config", Method: "client/registerCapability",
		Params: registrationParams{Registrations: []registration{{
			ID:     "attrlint-watch-config",
			Method: "workspace/didChangeWatchedFiles",
			RegisterOptions: didChangeWatchedFilesRegistrationOptions{
				Watchers: []fileSystemWatcher{{GlobPattern: s.opts.ConfigGlob}},
			},
		}}},
	})
}

func (s *server) isConfig(path string) bool {
	return path != "" && s.opts.IsConfig != nil && s.opts.IsConfig(path)
}

// reloadConfig drops cached configuration and lints every open document
// again, in a stable order.
func (s *server) reloadConfig() {
	clear(s.shown)
	if s.opts.Reload != nil {
		if err := s.opts.Reload(); err != nil {
			s.showOnce(fmt.Sprintf("attrlint: %v", err))
		}
	}
	uris := make([]string, 0, len(s.docs))
	for u := range s.docs {
		uris = append(uris, u)
	}
	sort.Strings(uris)
	for _, u := range uris {
		s.lint(s.docs[u])
	}
}

// apply applies one content change. The server asks for whole documents,
// but a ranged change is applied too rather than corrupting the text.
func (s *server) apply(d *document, c contentChange) {
	if c.Range == nil {
		d.setText([]byte(c.Text))
		return
	}
	start := toOffset(d.lines, len(d.text), c.Range.Start, s.enc)
	end := max(start, toOffset(d.lines, len(d.text), c.Range.End, s.enc))
	text := make([]byte, 0, len(d.text)-(end-start)+len(c.Text))
	text = append(text, d.text[:start]...)
	text = append(text, c.Text...)
	text = append(text, d.text[end:]...)
	d.setText(text)
}

// wanted reports whether a document is linted: HTML by the client's
// language id ("html", and template flavours such as "htmldjango"), by its
// file name, or by the Includes option. Other documents a generic client
// sends get no diagnostics rather than nonsense ones.
func (s *server) wanted(d *document) bool {
	return strings.Contains(strings.ToLower(d.languageID), "html") ||
		(d.path != "" && (lint.IsHTMLFile(d.path) || (s.opts.Includes != nil && s.opts.Includes(d.path))))
}

// lint lints a document and publishes its diagnostics.
func (s *server) lint(d *document) {
	d.stale = false
	d.diags = nil
	if s.wanted(d) {
		d.diags = s.check(d)
	}
	out := make([]diagnostic, 0, len(d.diags))
	for i := range d.diags {
		out = append(out, s.diagnostic(d, &d.diags[i]))
	}
	version := d.version
	s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{
		URI: d.uri, Version: &version, Diagnostics: out})
}

// check runs the linter for the document's path on its text.
func (s *server) check(d *document) (diags []lint.Diagnostic) {
	l := s.fallback
	if s.opts.Linter != nil {
		pl, err := s.opts.Linter(d.path)
		switch {
		case err != nil:
			s.showOnce(fmt.Sprintf("attrlint: %v (linting with the default options)", err))
		case pl == nil:
			return nil
		default:
			l = pl
		}
	}
	name := d.path
	if name == "" {
		name = d.uri
	}
	// A crash in a rule must not take the editor's server down with it.
	defer func() {
		if r := recover(); r != nil {
			s.showOnce(fmt.Sprintf("attrlint: internal error linting %s: %v", name, r))
			diags = nil
		}
	}()
	diags, err := l.Lint(name, d.text)
	if err != nil {
		s.showOnce(fmt.Sprintf("attrlint: %v", err))
		return nil
	}
	return diags
}

// showOnce shows an error message, unless the same one was already shown
// since the configuration was last reloaded.
func (s *server) showOnce(msg string) {
	if s.shown[msg] {
		return
	}
	s.shown[msg] = true
	s.notify("window/showMessage", showMessageParams{Type: messageError, Message: msg})
}

// diagnostic converts a linter diagnostic into the protocol's form.
func (s *server) diagnostic(d *document, g *lint.Diagnostic) diagnostic {
	sev := severityError
	if g.Severity == lint.Warning {
		sev = severityWarning
	}
	msg := g.Message
	if g.Browser != "" {
		msg += "\n" + g.Browser
	}
	out := diagnostic{
		Range:           s.span(d, g.Offset, g.EndOffset),
		Severity:        sev,
		Code:            g.Rule,
		CodeDescription: s.docsLink(g.Rule),
		Source:          "attrlint",
		Message:         msg,
	}
	for _, r := range g.Related {
		out.RelatedInformation = append(out.RelatedInformation, relatedInformation{
			Location: location{URI: d.uri, Range: s.span(d, r.Offset, r.EndOffset)}, Message: r.Message})
	}
	return out
}

// docsLink links a rule's documentation, when it has some.
func (s *server) docsLink(rule string) *codeDescription {
	if u := s.docURLs[rule]; u != "" {
		return &codeDescription{Href: u}
	}
	return nil
}

func (s *server) span(d *document, start, end int) lspRange {
	return lspRange{
		Start: toPosition(d.lines, len(d.text), start, s.enc),
		End:   toPosition(d.lines, len(d.text), end, s.enc),
	}
}
