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
// messages, all handled in order on one goroutine, which alone touches
// the documents and writes to the client. A goroutine reads messages
// ahead, so the server sees what is waiting, and lints run on another:
// a typical page lints in well under a millisecond, but a 4 MB page takes
// a fifth of a second, and typing must not wait for it. A change to a
// large page is linted after a short pause (see debounce), a lint that a
// newer change makes pointless is cancelled, and a request that needs the
// current diagnostics (code actions, hover) lints the current text first.
package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
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
	// the per-file function project.Run takes too. nil lints with the
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
	// Site, when set, is the model of the sites the documents are in: the
	// server tells it the facts of each open document as last linted,
	// which stand for the file's, and the files saved or closed, and asks
	// which pages a document's fragments depend on, so that a change to a
	// page's ids lints again the open pages that link to it.
	Site Site
	// Version is reported to the client in serverInfo.
	Version string
	// Log receives a line for each problem that is not the client's to
	// see (a reply that failed to write); nil discards them.
	Log io.Writer

	// onLint, for tests, is called when a lint of a version starts;
	// onParse when a lint parses the text rather than update the parse
	// of an earlier version.
	onLint  func(uri string, version int)
	onParse func(uri string)
}

// Site is the model of the sites the documents are in (Options.Site);
// project.Project implements it.
type Site interface {
	// OpenFile says the file at path is open with these facts.
	OpenFile(path string, facts *lint.Facts)
	// CloseFile says the file at path is no longer open.
	CloseFile(path string)
	// FileChanged says the file at path changed on the disk.
	FileChanged(path string)
	// Targets returns the pages whose ids the fragments of p depend on.
	Targets(p *lint.Page) []string
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
	// stale says the text changed since a lint of it last started.
	stale bool
	// wait is the generation of the pending debounce timer: a timer
	// that fires with another generation was overtaken by a newer change.
	wait int
	// job is the lint of this document running in the background, if
	// any.
	job *job
	// text is the document's text. Edits change it in place unless
	// lent says a background lint was given it and may still read it
	// (see apply); the lint's end gives it back.
	text []byte
	lent bool
	// starts are the line starts of text, kept up to date edit by edit
	// (see replaceStarts), which convert the diagnostics' offsets;
	// lines does for positions on very long lines (see docPosition),
	// built for each version on first use.
	starts []int
	lines  *source.Lines
	diags  []lint.Diagnostic
	// facts are the document's facts as last linted, and targets the
	// pages its fragments depend on (Options.Site).
	facts   *lint.Facts
	targets []string
	// parsed is the parse of the text as it was when its last lint began,
	// handed back by that lint (nil while a lint holds it, or when the
	// text was replaced whole), and edits are the changes since, as one:
	// the next lint updates the parse (lint.Parsed.Edit) instead of
	// parsing the page again when they were all inside one attribute
	// value.
	parsed *lint.Parsed
	edits  editSpan
	// cost is how long the last lint of the document took and changed
	// when its last change was read, which set how long a change waits
	// for more before it is linted.
	cost    time.Duration
	changed time.Time
	// base counts the times edits was started afresh (the text replaced
	// whole, a lint begun): a lint's parse is handed back only if its
	// start was the last time, so that edits are the changes since it.
	base int
}

// editSpan is a run of edits as one: the bytes lo..hiOld of the text a
// parse was made from are now the bytes lo..hiNew of the document's text,
// and the rest is as it was (moved by the difference after them).
type editSpan struct {
	any              bool
	lo, hiOld, hiNew int
}

// add records one more edit, which replaced the bytes start..end of the
// text as it was just before with n bytes.
func (e *editSpan) add(start, end, n int) {
	if !e.any {
		*e = editSpan{any: true, lo: start, hiOld: end, hiNew: start + n}
		return
	}
	if end > e.hiNew {
		e.hiOld += end - e.hiNew
		e.hiNew = end
	}
	e.lo = min(e.lo, start)
	e.hiNew += n - (end - start)
}

func (d *document) setText(text []byte) {
	d.text, d.lent = text, false
	d.parsed, d.edits = nil, editSpan{}
	d.base++
	d.starts = lineStarts(text)
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
	// in holds the messages read ahead by the reading goroutine. While
	// more wait there, a change only marks its document stale: typing in
	// a large page sends a change per keystroke, and linting each would
	// fall ever further behind.
	in chan readResult
	// ready are the documents due for a lint (their pause is over);
	// running is the background lint, one at a time, whose result comes
	// on results. wake receives the documents whose pause ended.
	ready   map[string]bool
	running *job
	results chan *job
	wake    chan wakeup
	// quit is closed when Serve returns, releasing its goroutines.
	quit chan struct{}
	// arrived is when the message being handled was read.
	arrived time.Time
}

// readResult is one message read, or the error that ended reading, and
// when it was read.
type readResult struct {
	body []byte
	err  error
	at   time.Time
}

// wakeup says the pause of a document's change is over.
type wakeup struct {
	uri string
	gen int
}

// job is one lint running in the background.
type job struct {
	d       *document
	version int
	text    []byte
	linter  *lint.Linter
	cancel  context.CancelFunc
	started time.Time
	// stopped says the server cancelled the lint: whatever it returns
	// is dropped.
	stopped bool
	// parsed and edits are the document's when the lint began (see
	// document.parsed); base is the document's count once the lint began.
	parsed *lint.Parsed
	edits  editSpan
	base   int
	// Set when the lint returns (parsed: the parse of text, if it got
	// that far):
	diags []lint.Diagnostic
	site  siteFacts
	err   error
	took  time.Duration
}

// siteFacts is what a lint found of a document for the site model.
type siteFacts struct {
	facts   *lint.Facts
	targets []string
	ok      bool
}

// Debouncing: a change waits for more changes, so that a burst of them is
// linted once, but only as long as more may come soon, since every
// millisecond of it delays the diagnostics. The pause is at most a
// quarter of the time the document's last lint took (a lint cancelled by
// the next change is work thrown away in that proportion), at most
// maxDebounce, and none when that is under minDebounce: a small page is
// linted at once, since its lint costs less than the wait would. Within
// that limit it follows the gap between the document's last two changes:
// twice that gap, at least burstPause. A change that came longer after
// the one before than the limit waits only burstPause: the next one, if
// any, is not expected within the pause, and waiting the full pause would
// only delay the lint (as after the last keystroke of a burst). So a
// burst of edits to a 4 MB page (a lint of 170 ms) sent back to back is
// linted once, 2 ms after its last edit, and keystrokes typed 20 ms apart
// wait 25 ms each.
const (
	maxDebounce = 25 * time.Millisecond
	minDebounce = time.Millisecond
	burstPause  = 2 * time.Millisecond
)

// stop cancels a background lint whose result is no longer wanted.
func (j *job) stop() {
	j.stopped = true
	j.cancel()
}

// debounce returns the pause of a change that came gap after the
// document's previous change, for a document whose last lint took cost.
func debounce(cost, gap time.Duration) time.Duration {
	limit := min(cost/4, maxDebounce)
	if limit < minDebounce {
		return 0
	}
	if gap > limit {
		return min(limit, burstPause)
	}
	return min(limit, max(burstPause, 2*gap))
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
		in:        make(chan readResult, 256),
		ready:     make(map[string]bool),
		results:   make(chan *job, 1),
		wake:      make(chan wakeup),
		quit:      make(chan struct{}),
	}
	defer close(s.quit)
	defer s.cancelRunning()
	go s.read(in)
	for {
		select {
		case m := <-s.in:
			done, err := s.handle(m)
			if done {
				return err
			}
		case w := <-s.wake:
			if d := s.docs[w.uri]; d != nil && d.stale && d.wait == w.gen {
				s.ready[w.uri] = true
			}
		case j := <-s.results:
			s.finish(j)
		}
		if len(s.in) == 0 {
			s.startLint()
		}
	}
}

// read reads messages ahead into s.in until the input ends or loses its
// framing, or Serve returns.
func (s *server) read(in io.Reader) {
	r := bufio.NewReaderSize(in, 64<<10)
	limit := s.opts.MaxMessage
	if limit <= 0 {
		limit = DefaultMaxMessage
	}
	for {
		body, err := readMessage(r, limit)
		select {
		case s.in <- readResult{body, err, time.Now()}:
		case <-s.quit:
			return
		}
		if tooLarge := (*tooLargeError)(nil); err != nil && !errors.As(err, &tooLarge) {
			return
		}
	}
}

// handle handles one message read; done says Serve returns err.
func (s *server) handle(m readResult) (done bool, err error) {
	if tooLarge := (*tooLargeError)(nil); errors.As(m.err, &tooLarge) {
		// The id is in the dropped body: the answer has none, as
		// JSON-RPC says for a request that could not be read.
		s.reply(nil, nil, &rpcError{Code: codeInvalidRequest, Message: tooLarge.Error()})
		s.logf("%v", tooLarge)
		s.showOnce("attrlint: " + tooLarge.Error() + "; documents that large are not linted")
		return false, nil
	}
	if m.err != nil {
		if m.err == io.EOF {
			return true, errors.New("the client closed the connection without exit")
		}
		return true, fmt.Errorf("reading a message: %w", m.err)
	}
	s.arrived = m.at
	var msg incoming
	if err := json.Unmarshal(m.body, &msg); err != nil {
		s.reply(nil, nil, &rpcError{Code: codeParseError, Message: "invalid JSON: " + err.Error()})
		return false, nil
	}
	if msg.Method == "" {
		// A response to a request of ours (the watch registration);
		// nothing waits for it.
		return false, nil
	}
	if msg.Method == "exit" {
		if s.shutdown {
			return true, nil
		}
		return true, ErrNoShutdown
	}
	if msg.isRequest() {
		s.request(&msg)
	} else {
		s.notification(&msg)
	}
	return false, nil
}

// schedule marks a document's text as changed and lints it after the
// pause its size calls for (none when now), cancelling a running lint of
// an older version.
func (s *server) schedule(d *document, now bool) {
	d.stale = true
	d.wait++
	if d.job != nil {
		d.job.stop()
		d.job = nil
	}
	if now {
		s.ready[d.uri] = true
		return
	}
	gap := s.arrived.Sub(d.changed)
	if d.changed.IsZero() {
		gap = maxDebounce + 1 // the first change: no gap known
	}
	d.changed = s.arrived
	delay := debounce(d.cost, gap)
	if delay == 0 {
		s.ready[d.uri] = true
		return
	}
	gen := d.wait
	time.AfterFunc(delay, func() {
		select {
		case s.wake <- wakeup{d.uri, gen}:
		case <-s.quit:
		}
	})
}

// startLint starts the lint of the next document due, in the order of
// URIs, unless one is running: two lints at once would only slow each
// other down.
func (s *server) startLint() {
	if s.running != nil || len(s.ready) == 0 {
		return
	}
	uris := make([]string, 0, len(s.ready))
	for u := range s.ready {
		uris = append(uris, u)
	}
	sort.Strings(uris)
	for _, u := range uris {
		delete(s.ready, u)
		d := s.docs[u]
		if d == nil || !d.stale {
			continue
		}
		d.stale = false
		l, ok := s.linterFor(d)
		if !ok {
			s.store(d, nil, nil)
			continue
		}
		if s.opts.onLint != nil {
			s.opts.onLint(d.uri, d.version)
		}
		ctx, cancel := context.WithCancel(context.Background())
		j := &job{d: d, version: d.version, text: d.text, linter: l, cancel: cancel, started: time.Now(),
			parsed: d.parsed, edits: d.edits}
		d.job, s.running = j, j
		d.lent = true
		d.parsed, d.edits = nil, editSpan{} // the lint holds the parse now
		d.base++
		j.base = d.base
		go func() {
			j.diags, j.parsed, j.site, j.err = s.run(ctx, j.linter, j.d, j.text, j.parsed, j.edits)
			j.took = time.Since(j.started)
			select {
			case s.results <- j:
			case <-s.quit:
			}
		}()
		return
	}
}

// finish takes the result of a background lint: the diagnostics of the
// document's current version are published; those of a version since
// changed, or of a closed document, are dropped.
func (s *server) finish(j *job) {
	j.cancel()
	s.running = nil
	d := j.d
	if d.job == j {
		d.job = nil
	}
	// The lint is over, and no other of the document's can have been
	// given its text since (one lint runs at a time): the text is the
	// document's alone again, and so is the parse of it, unless the text
	// was replaced whole or another lint began since (edits then counts
	// from that).
	d.lent = false
	if j.parsed != nil && d.parsed == nil && d.base == j.base && s.docs[d.uri] == d {
		d.parsed = j.parsed
	}
	if j.stopped || s.docs[d.uri] != d || errors.Is(j.err, context.Canceled) {
		return
	}
	d.cost = j.took
	if d.version != j.version || d.stale {
		return
	}
	s.store(d, j.diags, j.err)
	s.siteUpdate(d, j.site)
}

// cancelRunning cancels the background lint, when Serve returns.
func (s *server) cancelRunning() {
	if s.running != nil {
		s.running.cancel()
	}
}

// lintNow lints a document's current text before a request that needs
// its diagnostics, unless they are already those of its text.
func (s *server) lintNow(d *document) {
	if !d.stale && d.job == nil {
		return
	}
	if d.job != nil {
		d.job.stop()
		d.job = nil
	}
	d.stale = false
	delete(s.ready, d.uri)
	l, ok := s.linterFor(d)
	if !ok {
		s.store(d, nil, nil)
		return
	}
	if s.opts.onLint != nil {
		s.opts.onLint(d.uri, d.version)
	}
	start := time.Now()
	// A running lint may hold the parse (it was stopped above but may not
	// have returned yet): then this one parses the text itself.
	parsed, edits := d.parsed, d.edits
	d.parsed, d.edits = nil, editSpan{}
	d.base++ // a stopped lint's parse, handed back later, is of older text
	diags, parsed, site, err := s.run(context.Background(), l, d, d.text, parsed, edits)
	d.cost = time.Since(start)
	d.parsed = parsed
	s.store(d, diags, err)
	s.siteUpdate(d, site)
}

// siteUpdate gives the site model a document's facts as last linted and
// lints again the open documents whose fragments depend on its ids when
// they changed.
func (s *server) siteUpdate(d *document, site siteFacts) {
	if s.opts.Site == nil || d.path == "" || !site.ok {
		return
	}
	d.targets = site.targets
	if d.facts != nil && d.facts.Equal(site.facts) {
		return
	}
	d.facts = site.facts
	s.opts.Site.OpenFile(d.path, site.facts)
	s.recheck(d, func(o *document) bool { return slices.Contains(o.targets, d.path) })
}

// recheck lints again the open documents other than d that want says.
func (s *server) recheck(d *document, want func(*document) bool) {
	for _, o := range s.docs {
		if o != d && want(o) {
			s.schedule(o, true)
		}
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
		// Changes still waiting for their lint get it first, so that
		// every version sent before shutdown has its diagnostics.
		uris := make([]string, 0, len(s.docs))
		for u, d := range s.docs {
			if d.stale || d.job != nil {
				uris = append(uris, u)
			}
		}
		sort.Strings(uris)
		for _, u := range uris {
			s.lintNow(s.docs[u])
		}
		s.shutdown = true
		s.reply(m.ID, nil, nil)
	case "textDocument/codeAction":
		var p codeActionParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			s.reply(m.ID, nil, err)
			return
		}
		if d := s.docs[p.TextDocument.URI]; d != nil {
			s.lintNow(d) // the actions are those of the current text
		}
		s.reply(m.ID, s.codeActions(&p), nil)
	case "textDocument/hover":
		var p hoverParams
		if err := unmarshalParams(m.Params, &p); err != nil {
			s.reply(m.ID, nil, err)
			return
		}
		if d := s.docs[p.TextDocument.URI]; d != nil {
			s.lintNow(d) // the findings of the current text
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
		if old := s.docs[td.URI]; old != nil && old.job != nil {
			old.job.stop()
		}
		s.docs[td.URI] = d
		s.schedule(d, true)
		if s.opts.Site != nil && d.path != "" {
			// It exists for the URLs of the other open pages, saved or
			// not; its ids are known once it is linted.
			s.opts.Site.OpenFile(d.path, nil)
			s.recheck(d, func(o *document) bool { return slices.Contains(o.targets, d.path) })
		}
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
		s.schedule(d, false)
	case "textDocument/didSave":
		var p didSaveParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		d := s.docs[p.TextDocument.URI]
		if d != nil && s.isConfig(d.path) {
			s.reloadConfig()
		}
		if d != nil && s.opts.Site != nil && d.path != "" {
			// The file on the disk is the buffer now: the URLs of the
			// other open pages that lead to it are checked again.
			s.opts.Site.FileChanged(d.path)
			s.recheck(d, func(*document) bool { return true })
		}
	case "textDocument/didClose":
		var p didCloseParams
		if unmarshalParams(m.Params, &p) != nil {
			return
		}
		if d, ok := s.docs[p.TextDocument.URI]; ok {
			if d.job != nil {
				d.job.stop()
			}
			delete(s.docs, p.TextDocument.URI)
			delete(s.ready, p.TextDocument.URI)
			if s.opts.Site != nil && d.path != "" {
				s.opts.Site.CloseFile(d.path)
				s.recheck(d, func(o *document) bool { return slices.Contains(o.targets, d.path) })
			}
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
	for _, d := range s.docs {
		if s.opts.Site != nil && d.path != "" {
			// A new configuration may mean a new site model: it learns
			// the open files again.
			s.opts.Site.OpenFile(d.path, nil)
			d.facts = nil
		}
		s.schedule(d, true) // in the order of URIs, by startLint
	}
}

// apply applies one content change. The server asks for whole documents,
// but a ranged change is applied too rather than corrupting the text.
func (s *server) apply(d *document, c contentChange) {
	if c.Range == nil {
		d.setText([]byte(c.Text))
		return
	}
	start := toOffset(d.text, d.starts, c.Range.Start, s.enc)
	end := max(start, toOffset(d.text, d.starts, c.Range.End, s.enc))
	n := len(d.text) - (end - start) + len(c.Text)
	var text []byte
	if d.lent || cap(d.text) < n {
		// A lint may still be reading the text, or it has no room: a
		// new copy, with room for the typing to come.
		text = make([]byte, n, n+n/16+64)
		copy(text, d.text[:start])
		copy(text[start+len(c.Text):], d.text[end:])
		d.lent = false
	} else {
		// In place: a keystroke in a 4 MB page moves the bytes after
		// it instead of copying the page (and making 4 MB of garbage).
		text = d.text[:n]
		copy(text[start+len(c.Text):], d.text[end:])
	}
	copy(text[start:], c.Text)
	d.edits.add(start, end, len(c.Text))
	d.starts = replaceStarts(d.starts, text, start, end, len(c.Text))
	d.text = text
	d.lines = source.NewLines(text)
}

// wanted reports whether a document is linted: HTML by the client's
// language id ("html", and template flavours such as "htmldjango"), by its
// file name, or by the Includes option. Other documents a generic client
// sends get no diagnostics rather than nonsense ones.
func (s *server) wanted(d *document) bool {
	return strings.Contains(strings.ToLower(d.languageID), "html") ||
		(d.path != "" && (files.IsHTMLFile(d.path) || (s.opts.Includes != nil && s.opts.Includes(d.path))))
}

// linterFor returns the linter for a document; ok is false for a
// document that is not linted (not HTML, or excluded by its
// configuration). A configuration error is shown, and the defaults
// apply.
func (s *server) linterFor(d *document) (l *lint.Linter, ok bool) {
	if !s.wanted(d) {
		return nil, false
	}
	if s.opts.Linter == nil {
		return s.fallback, true
	}
	pl, err := s.opts.Linter(d.path)
	switch {
	case err != nil:
		s.showOnce(fmt.Sprintf("attrlint: %v (linting with the default options)", err))
		return s.fallback, true
	case pl == nil:
		return nil, false
	}
	return pl, true
}

// run lints text with l. It may run on another goroutine than Serve's:
// it reads only its arguments. A crash in a rule must not take the
// editor's server down with it: it becomes an error.
//
// parsed, when not nil, is the parse of an earlier text that edits turned
// into text: it is brought up to date rather than text parsed again, when
// the edits allow (lint.Parsed.Edit). run returns the parse of text it
// linted, for the next lint.
func (s *server) run(ctx context.Context, l *lint.Linter, d *document, text []byte, parsed *lint.Parsed, edits editSpan) (diags []lint.Diagnostic, p *lint.Parsed, site siteFacts, err error) {
	name := d.path
	if name == "" {
		name = d.uri
	}
	defer func() {
		if r := recover(); r != nil {
			diags, p, site, err = nil, nil, siteFacts{}, fmt.Errorf("internal error linting %s: %v", name, r)
		}
	}()
	switch {
	case parsed == nil:
	case !edits.any && len(parsed.Src()) == len(text):
		p = parsed // nothing changed (a configuration reload)
	case edits.any && parsed.Edit(edits.lo, edits.hiOld, edits.hiNew, text):
		p = parsed
	}
	if p == nil {
		if s.opts.onParse != nil {
			s.opts.onParse(d.uri)
		}
		if p, err = lint.Parse(ctx, text); err != nil {
			if ctx.Err() == nil {
				err = fmt.Errorf("%s: %w", name, err)
			}
			return nil, nil, siteFacts{}, err
		}
	}
	page, err := l.LintParsedPage(ctx, name, p)
	if err != nil {
		return nil, p, siteFacts{}, err
	}
	if s.opts.Site != nil && d.path != "" {
		// Read only here: Targets and Facts do not touch the server.
		site = siteFacts{facts: page.Facts(), targets: s.opts.Site.Targets(page), ok: true}
	}
	diags, err = page.Finish()
	return diags, p, site, err
}

// store keeps a document's diagnostics and publishes them; a lint error
// is shown, and the document then has none, unless it was linted in part.
func (s *server) store(d *document, diags []lint.Diagnostic, err error) {
	// A document linted in part (nested past the parser's depth limit)
	// keeps the diagnostics of that part.
	var part *lint.Skipped
	if err != nil {
		s.showOnce(fmt.Sprintf("attrlint: %v", err))
		if !errors.As(err, &part) {
			diags = nil
		}
	}
	d.diags = diags
	s.publish(d)
}

// publish sends a document's diagnostics to the client.
func (s *server) publish(d *document) {
	out := make([]diagnostic, 0, len(d.diags))
	for i := range d.diags {
		out = append(out, s.diagnostic(d, &d.diags[i]))
	}
	version := d.version
	s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{
		URI: d.uri, Version: &version, Diagnostics: out})
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
		Start: docPosition(d, start, s.enc),
		End:   docPosition(d, end, s.enc),
	}
}
