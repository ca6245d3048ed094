package lsp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/fix"
	"github.com/attrlint/attrlint/lint/internal/source"
)

// fixAllKind is the code action kind of "fix everything in the file",
// which editors run on save when asked to (VS Code's
// "editor.codeActionsOnSave": {"source.fixAll": "explicit"}).
const fixAllKind = "source.fixAll.attrlint"

// openDocsCommand opens a rule's documentation (its one argument is the
// URL), through the client's window/showDocument.
const openDocsCommand = "attrlint.openDocs"

// codeActions offers, for each diagnostic touching the requested range:
// its fix (preferred) and suggestions; "fix all problems of this rule in
// the file" when the rule has several fixes; a comment that disables the
// rule for the line; and the rule's documentation. With the kind
// source.fixAll requested, every fix of the file at once.
func (s *server) codeActions(p *codeActionParams) []codeAction {
	actions := []codeAction{}
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		return actions
	}
	quick, fixAll := wantedKinds(p.Context.Only)
	if quick {
		start := toOffset(d.text, d.starts, p.Range.Start, s.enc)
		end := toOffset(d.text, d.starts, p.Range.End, s.enc)
		fixable := map[string]int{}
		for i := range d.diags {
			if d.diags[i].Fix != nil {
				fixable[d.diags[i].Rule]++
			}
		}
		var tags []source.Tag
		done := map[string]bool{}
		for i := range d.diags {
			g := &d.diags[i]
			// Ranges touching at an edge count, so that a cursor just
			// after the value still finds its fix.
			if g.Offset > end || g.EndOffset < start {
				continue
			}
			ld := s.diagnostic(d, g)
			if g.Fix != nil {
				actions = append(actions, s.action(d, ld, g.Fix.Message, "quickfix", true, []*lint.Fix{g.Fix}))
			}
			for j := range g.Suggestions {
				actions = append(actions, s.action(d, ld, g.Suggestions[j].Message, "quickfix", false, []*lint.Fix{&g.Suggestions[j]}))
			}
			if done[g.Rule] {
				continue
			}
			done[g.Rule] = true
			if fixable[g.Rule] > 1 {
				var same []lint.Diagnostic
				for k := range d.diags {
					if d.diags[k].Rule == g.Rule {
						same = append(same, d.diags[k])
					}
				}
				actions = append(actions, s.action(d, ld, fmt.Sprintf("fix all %s problems in this file", g.Rule), "quickfix", false, fix.Fixes(same)))
			}
			if tags == nil {
				tags = parseTags(d.text)
			}
			if e, ok := s.disableLine(d, g, tags); ok {
				actions = append(actions, codeAction{Title: fmt.Sprintf("disable %s for this line", g.Rule), Kind: "quickfix",
					Diagnostics: []diagnostic{ld}, Edit: &workspaceEdit{Changes: map[string][]textEdit{d.uri: {e}}}})
			}
			if u := s.docURLs[g.Rule]; u != "" {
				title := fmt.Sprintf("show the documentation of %s", g.Rule)
				actions = append(actions, codeAction{Title: title, Kind: "quickfix", Diagnostics: []diagnostic{ld},
					Command: &command{Title: title, Command: openDocsCommand, Arguments: []string{u}}})
			}
		}
	}
	if fixAll {
		if fixes := fix.Fixes(d.diags); len(fixes) > 0 {
			actions = append(actions, s.action(d, diagnostic{}, "fix all attrlint problems that have a fix", fixAllKind, false, fixes))
		}
	}
	return actions
}

// wantedKinds says which of attrlint's kinds a request filtered by kinds
// (none: the quick fixes, as editors ask for the light bulb) admits.
// Kinds are hierarchical: "source" covers "source.fixAll.attrlint".
func wantedKinds(only []string) (quick, fixAll bool) {
	if len(only) == 0 {
		return true, false
	}
	for _, k := range only {
		quick = quick || k == "" || k == "quickfix"
		fixAll = fixAll || k == "" || k == "source" || k == "source.fixAll" || k == fixAllKind
	}
	return quick, fixAll
}

// action is a code action applying fixes (non-overlapping, as fix.Fixes
// returns them) to d; ld, when it has a code, is the diagnostic it fixes.
func (s *server) action(d *document, ld diagnostic, title, kind string, preferred bool, fixes []*lint.Fix) codeAction {
	var edits []textEdit
	for _, f := range fixes {
		for _, e := range f.Edits {
			edits = append(edits, textEdit{Range: s.span(d, e.Start, e.End), NewText: e.New})
		}
	}
	if title == "" {
		title = "fix " + ld.Code
	}
	a := codeAction{Title: title, Kind: kind, IsPreferred: preferred, Edit: &workspaceEdit{Changes: map[string][]textEdit{d.uri: edits}}}
	if ld.Code != "" {
		a.Diagnostics = []diagnostic{ld}
	}
	return a
}

// parseTags returns the start tags of text, with where they are.
func parseTags(text []byte) []source.Tag {
	doc, err := source.Parse(text, true)
	if err != nil {
		return []source.Tag{}
	}
	return doc.Tags()
}

// disableLine returns the edit that puts an attrlint-disable-next-line
// comment for g's rule above g's line. It is offered only where the
// comment cannot change the document: the tag g is in starts that line,
// after nothing but indentation, so the comment goes between elements
// (never inside a tag, a comment, raw text or a template construct on
// the same line).
func (s *server) disableLine(d *document, g *lint.Diagnostic, tags []source.Tag) (textEdit, bool) {
	var tag *source.Tag
	for i := range tags {
		if tags[i].Start <= g.Offset && g.Offset < tags[i].End {
			tag = &tags[i]
			break
		}
	}
	if tag == nil {
		return textEdit{}, false
	}
	lineStart := bytes.LastIndexByte(d.text[:g.Offset], '\n') + 1
	if tag.Start < lineStart || len(bytes.TrimLeft(d.text[lineStart:tag.Start], " \t")) != 0 {
		return textEdit{}, false
	}
	eol := "\n"
	if bytes.Contains(d.text, []byte("\r\n")) {
		eol = "\r\n"
	}
	indent := string(d.text[lineStart:tag.Start])
	return textEdit{Range: s.span(d, lineStart, lineStart), NewText: indent + "<!-- attrlint-disable-next-line " + g.Rule + " -->" + eol}, true
}

// hover describes the findings under the cursor: rule, message, what
// browsers do, the rule's summary and a link to its documentation.
func (s *server) hover(p *hoverParams) *hover {
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		return nil
	}
	off := toOffset(d.text, d.starts, p.Position, s.enc)
	var parts []string
	start, end := -1, -1
	for i := range d.diags {
		g := &d.diags[i]
		if off < g.Offset || off > g.EndOffset {
			continue
		}
		if start < 0 || g.Offset < start {
			start = g.Offset
		}
		end = max(end, g.EndOffset)
		var b strings.Builder
		fmt.Fprintf(&b, "**attrlint** `%s` (%s): %s", g.Rule, g.Severity, mdEscape(g.Message))
		if g.Browser != "" {
			fmt.Fprintf(&b, "\n\n↳ %s", mdEscape(g.Browser))
		}
		if sum := s.summaries[g.Rule]; sum != "" {
			fmt.Fprintf(&b, "\n\n%s", mdEscape(sum))
		}
		if u := s.docURLs[g.Rule]; u != "" {
			fmt.Fprintf(&b, " ([documentation](%s))", u)
		}
		parts = append(parts, b.String())
	}
	if parts == nil {
		return nil
	}
	return &hover{Contents: markupContent{Kind: "markdown", Value: strings.Join(parts, "\n\n---\n\n")}, Range: s.span(d, start, end)}
}

// mdEscape makes text literal in Markdown: messages quote markup
// (<img alt="">) and names with "*" (aria-*).
func mdEscape(text string) string {
	var b strings.Builder
	for _, r := range text {
		if strings.ContainsRune("\\`*_{}[]<>()#+-!|~", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// openDocs asks the client to open a rule's documentation in a browser,
// or, when it cannot, shows the address.
func (s *server) openDocs(url string) {
	if !s.showDocument {
		s.notify("window/showMessage", showMessageParams{Type: messageInfo, Message: "attrlint documentation: " + url})
		return
	}
	s.requests++
	s.out.write(outgoing{JSONRPC: "2.0", ID: fmt.Sprintf("attrlint-%d", s.requests), Method: "window/showDocument",
		Params: showDocumentParams{URI: url, External: true}})
}

// configure hands the client's settings to Options.Configure.
func (s *server) configure(settings json.RawMessage) {
	if s.opts.Configure == nil {
		return
	}
	if err := s.opts.Configure(settings); err != nil {
		s.showOnce(fmt.Sprintf("attrlint: the editor's settings: %v", err))
	}
}
