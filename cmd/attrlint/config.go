package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/config"
)

// configured hands out one Linter per merged configuration, built on
// first use: files whose directories have the same chain of
// .attrlint.yaml files share a Linter.
type configured struct {
	finder *config.Finder
	rules  []*lint.Rule
	base   lint.Options
	cli    map[string]lint.Severity

	mu      sync.Mutex
	linters map[*config.Config]*lint.Linter
	// def is the Linter for files without a configuration file; each
	// Finder lookup without one returns a fresh default Config.
	def *lint.Linter
}

// newConfigured checks the --rule flags (cli) against rules and reads the
// --config file (fixed), if given.
func newConfigured(rules []*lint.Rule, base lint.Options, cli map[string]lint.Severity, fixed string) (*configured, error) {
	c := &configured{rules: rules, base: base, cli: cli, linters: map[*config.Config]*lint.Linter{}}
	def, err := lint.New(rules, config.Default().Options(base, cli))
	if err != nil {
		return nil, fmt.Errorf("--rule: %w", err)
	}
	c.def = def
	if c.finder, err = config.NewFinder(rules, fixed); err != nil {
		return nil, fmt.Errorf("--config: %w", err)
	}
	return c, nil
}

// linterFor returns the Linter for the file at path, by its configuration.
func (c *configured) linterFor(path string) (*lint.Linter, error) {
	cfg, err := c.finder.ForFile(path)
	if err != nil {
		return nil, err
	}
	if cfg.Path == "" {
		return c.def, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.linters[cfg]; ok {
		return l, nil
	}
	l, err := lint.New(c.rules, cfg.Options(c.base, c.cli))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.Path, err)
	}
	c.linters[cfg] = l
	return l, nil
}

// prepared is the work of one run once configurations are read.
type prepared struct {
	files []string
	// errs are the paths that could not be read.
	errs []error
	// stdin lints standard input ("-"), when named.
	stdin *lint.Linter
}

// prepare reads every configuration the run needs before anything is
// linted, so a broken configuration stops the run (exit 2) with its
// message rather than failing file by file. Explicitly named files that a
// configuration excludes, and temporary files of --fix, are skipped with a
// notice; directories are
// walked with the configurations' include, exclude and gitignore
// settings. Standard input takes the configuration of the directory of
// --stdin-filename, or of the working directory. When ctx is done it
// stops early; the caller checks ctx.
func (c *configured) prepare(ctx context.Context, paths []string, stdinName string, stderr io.Writer) (*prepared, bool) {
	var p prepared
	var cfgErrs []error
	var named []string
	for _, path := range paths {
		if path == "-" {
			dir := "."
			if stdinName != "<stdin>" {
				dir = filepath.Dir(stdinName)
			}
			l, err := c.linterFor(filepath.Join(dir, "stdin.html"))
			if err != nil {
				cfgErrs = append(cfgErrs, err)
			}
			p.stdin = l
			continue
		}
		if info, err := os.Stat(path); err == nil && !info.IsDir() {
			if _, temp := lint.TempWriter(filepath.Base(path)); temp {
				fmt.Fprintf(stderr, "attrlint: notice: %s: skipped: a temporary file of attrlint --fix, not a page\n", path)
				continue
			}
			cfg, err := c.finder.ForFile(path)
			if err != nil {
				cfgErrs = append(cfgErrs, err)
				continue
			}
			if pat, file, ok := cfg.ExcludedBy(path); ok {
				fmt.Fprintf(stderr, "attrlint: %s: skipped: excluded by %q in %s\n", path, pat, file)
				continue
			}
		}
		named = append(named, path)
	}
	p.files, p.errs = lint.ExpandContext(ctx, named, c.finder)
	cfgErrs = append(cfgErrs, c.finder.Errors()...)
	for _, f := range p.files {
		if ctx.Err() != nil {
			return &p, false
		}
		if _, err := c.linterFor(f); err != nil {
			cfgErrs = append(cfgErrs, err)
		}
	}
	seen := map[string]bool{}
	for _, err := range cfgErrs {
		if !seen[err.Error()] {
			seen[err.Error()] = true
			fmt.Fprintf(stderr, "attrlint: %v\n", err)
		}
	}
	return &p, len(cfgErrs) == 0
}
