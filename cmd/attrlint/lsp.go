package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/lsp"
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
	fs.Usage = func() {
		fmt.Fprint(stderr, lspUsage)
		fs.PrintDefaults()
	}
	templates := fs.Bool("template-contents", false, "also check the contents of <template> elements, as warnings")
	sev := ruleFlags{}
	fs.Var(sev, "rule", "set a rule's severity, RULE=off|warn|error (repeatable; overrides the configuration)")
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
	lc := &lspConfig{base: lint.Options{TemplateContents: *templates}, cli: sev, fixed: *configFile}
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
		ConfigGlob: "**/" + config.FileName,
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
	c     *configured
}

// Reload forgets every configuration read, so that the next document
// linted reads them again: a new file, an edited one or a deleted one.
func (lc *lspConfig) Reload() error {
	c, err := newConfigured(rules.All(), lc.base, lc.cli, lc.fixed)
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
		return lc.c.linterFor("untitled.html")
	}
	cfg, err := lc.c.finder.ForFile(path)
	if err != nil {
		return nil, err
	}
	if _, excluded := cfg.Excluded(path); excluded {
		return nil, nil
	}
	return lc.c.linterFor(path)
}

// Includes reports whether the configuration's include patterns name a
// file that is not *.html or *.htm.
func (lc *lspConfig) Includes(path string) bool {
	cfg, err := lc.c.finder.ForFile(path)
	return err == nil && cfg.HasInclude() && cfg.Included(path)
}

// IsConfig reports whether path is a configuration file: any
// .attrlint.yaml, or the --config file.
func (lc *lspConfig) IsConfig(path string) bool {
	if filepath.Base(path) == config.FileName {
		return true
	}
	if lc.fixed == "" {
		return false
	}
	a, err1 := filepath.Abs(path)
	b, err2 := filepath.Abs(lc.fixed)
	return err1 == nil && err2 == nil && a == b
}
