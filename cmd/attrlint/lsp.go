package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/lsp"
	"github.com/attrlint/attrlint/lint/project"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/rules"
)

const lspUsage = `Usage: attrlint lsp [flags]

Runs attrlint as a Language Server Protocol server on standard input and
output, for editors: it reports diagnostics as documents are opened and
edited, and offers the linter's fixes as quick fixes.

Flags:
`

// runLSP is the `attrlint lsp` subcommand. Standard output carries the
// protocol, so everything for a person goes to stderr (which editors keep
// in their LSP log).
func runLSP(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("attrlint lsp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { printUsage(stderr, lspUsage, fs) }
	templates := fs.Bool("template-contents", false, "also check the contents of <template> elements, as warnings")
	sev := ruleFlags{}
	fs.Var(sev, "rule", "set a rule's severity, RULE=off|warn|error: off turns it off, warn or error is the severity of every finding of the rule (repeatable; overrides the configuration)")
	configFile := fs.String("config", "", "use only this configuration file for every document, instead of the "+config.FileName+" files found above each")
	// Some clients add --stdio when they start a server on standard
	// input and output, the only transport this server has.
	fs.Bool("stdio", true, "talk over standard input and output (the default and only transport)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "attrlint lsp: unexpected argument %q; the editor sends the documents\n", fs.Arg(0))
		return exitUsage
	}
	lc := &lspConfig{base: lint.Options{TemplateContents: *templates}, cli: sev, fixed: *configFile, client: map[string]lint.Severity{}}
	if err := lc.Reload(); err != nil {
		// A broken --config file or --rule is the user's to fix before
		// starting; a broken .attrlint.yaml found later is shown in the
		// editor instead.
		fmt.Fprintf(stderr, "attrlint lsp: %v\n", err)
		return exitUsage
	}
	err := lsp.Serve(stdin, stdout, lsp.Options{
		Rules:      rules.All(),
		Linter:     lc.Linter,
		Includes:   lc.Includes,
		IsConfig:   lc.IsConfig,
		Reload:     lc.Reload,
		Configure:  lc.Configure,
		ConfigGlob: "**/{" + config.FileName + "," + config.IgnoreFileName + "}",
		Site:       lc,
		Version:    buildVersion(),
		Log:        stderr,
	})
	if err != nil {
		// The protocol asks for status 1 when the client did not shut
		// the server down first; a lost connection is the same.
		fmt.Fprintf(stderr, "attrlint lsp: %v\n", err)
		return exitErrors
	}
	return exitOK
}

// lspConfig gives the server each document's linter by the cascade of
// .attrlint.yaml files (or --config), as the command line does. The server
// calls it from one goroutine only.
type lspConfig struct {
	base  lint.Options
	cli   map[string]lint.Severity
	fixed string
	c     *project.Project
	// client holds the rule severities of the editor's settings, and
	// clientTemplates its templateContents (nil: not set).
	client          map[string]lint.Severity
	clientTemplates *bool
}

// Reload forgets every configuration read, so that the next document
// linted reads them again: a new file, an edited one or a deleted one.
//
// The severities apply in this order, each over the one before: the
// .attrlint.yaml files, the editor's settings, the --rule flags of the
// server's command line.
func (lc *lspConfig) Reload() error {
	sev := maps.Clone(lc.client)
	maps.Copy(sev, lc.cli)
	base := lc.base
	if lc.clientTemplates != nil {
		base.TemplateContents = base.TemplateContents || *lc.clientTemplates
	}
	c, err := project.New(rules.All(), base, sev, lc.fixed)
	if err != nil {
		return err
	}
	lc.c = c
	return nil
}

// Linter returns the linter for the document at path, nil for a document
// its configuration excludes. A document that is not a file takes the
// configuration of the working directory.
func (lc *lspConfig) Linter(path string) (*lint.Linter, error) {
	if path == "" {
		return lc.c.LinterFor("untitled.html")
	}
	cfg, err := lc.c.Finder().ForFile(path)
	if err != nil {
		return nil, err
	}
	if _, excluded := cfg.Excluded(path); excluded {
		return nil, nil
	}
	if _, ignored := lc.c.Finder().IgnoredBy(path, false); ignored {
		return nil, nil // an .attrlintignore file names it
	}
	return lc.c.LinterFor(path)
}

// lspSettings are the editor's settings for attrlint, under "attrlint"
// or bare: rule severities as in .attrlint.yaml, and templateContents.
type lspSettings struct {
	Rules            map[string]string `json:"rules"`
	TemplateContents *bool             `json:"templateContents"`
}

// Configure takes the editor's settings (the server then calls Reload).
// Unknown rules and severities are errors, with the nearest names; the
// settings are then left as they were.
func (lc *lspConfig) Configure(raw json.RawMessage) error {
	var wrapped struct {
		Attrlint *json.RawMessage `json:"attrlint"`
	}
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	if err := json.Unmarshal(raw, &wrapped); err != nil {
		return fmt.Errorf("want an object of settings: %v", err)
	}
	if wrapped.Attrlint != nil {
		raw = *wrapped.Attrlint
	}
	var st lspSettings
	if err := json.Unmarshal(raw, &st); err != nil {
		return fmt.Errorf("want {\"rules\": {\"RULE\": \"off|warn|error\"}, \"templateContents\": true|false}: %v", err)
	}
	sev := map[string]lint.Severity{}
	var ids []string
	for _, r := range rules.All() {
		ids = append(ids, r.ID)
	}
	for id, v := range st.Rules {
		if !slices.Contains(ids, id) {
			return fmt.Errorf("unknown rule %q%s", id, suggest.Suggest(id, ids))
		}
		s, ok := lint.ParseSeverity(v)
		if !ok {
			return fmt.Errorf("rule %s: want off, warn or error, not %q", id, v)
		}
		sev[id] = s
	}
	lc.client, lc.clientTemplates = sev, st.TemplateContents
	return nil
}

// OpenFile, CloseFile, FileChanged and Targets give the server the site
// model of the current configuration's project (lsp.Site).
func (lc *lspConfig) OpenFile(path string, facts *lint.Facts) { lc.c.OpenFile(path, facts) }

// CloseFile implements lsp.Site.
func (lc *lspConfig) CloseFile(path string) { lc.c.CloseFile(path) }

// FileChanged implements lsp.Site.
func (lc *lspConfig) FileChanged(path string) { lc.c.FileChanged(path) }

// Targets implements lsp.Site. It runs beside the server's goroutine, so
// it does not read lc.
func (lc *lspConfig) Targets(p *lint.Page) []string { return project.Targets(p) }

// Includes reports whether the configuration's include patterns name a
// file that is not *.html or *.htm.
func (lc *lspConfig) Includes(path string) bool {
	cfg, err := lc.c.Finder().ForFile(path)
	return err == nil && cfg.HasInclude() && cfg.Included(path)
}

// IsConfig reports whether path is a configuration file: any
// .attrlint.yaml, or the --config file.
func (lc *lspConfig) IsConfig(path string) bool {
	if b := filepath.Base(path); b == config.FileName || b == config.IgnoreFileName {
		return true
	}
	if lc.fixed == "" {
		return false
	}
	a, err1 := filepath.Abs(path)
	b, err2 := filepath.Abs(lc.fixed)
	return err1 == nil && err2 == nil && a == b
}
