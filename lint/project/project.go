package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/bmatcuk/doublestar/v4"
)

// Project is the model of the files that a run of the command line, the
// language server or the playground lints: the configuration of each
// file, read once per chain of .attrlint.yaml files, and one Linter per
// merged configuration, built on first use, which the files whose
// directories have the same chain share. It is safe for concurrent use.
type Project struct {
	finder *config.Finder
	rules  []*lint.Rule
	base   lint.Options
	cli    map[string]lint.Severity

	mu      sync.Mutex
	linters map[linterKey]*lint.Linter
	// pages caches the ids of each page set (the pages key), by set.
	pages map[string]map[string]bool
	// def is the Linter for files without a configuration file; each
	// Finder lookup without one returns a fresh default Config.
	def *lint.Linter
	// site is the model of the sites the files are in, which the
	// Linters' site phase resolves URLs against.
	site *site
}

// New makes the project of rules with base options, the rule severities
// of the command line (cli, over every configuration) and, when fixed is
// not "", the one configuration file used for every file (--config). It
// checks cli against rules and reads fixed.
func New(rules []*lint.Rule, base lint.Options, cli map[string]lint.Severity, fixed string) (*Project, error) {
	c := &Project{rules: rules, base: base, cli: cli, linters: map[linterKey]*lint.Linter{}, pages: map[string]map[string]bool{}, site: newSite()}
	defaults := config.Default()
	opts := defaults.Options(base, cli)
	opts.Site = &resolver{p: c, cfg: defaults.Site}
	def, err := lint.New(rules, opts)
	if err != nil {
		return nil, fmt.Errorf("--rule: %w", err)
	}
	c.def = def
	if c.finder, err = config.NewFinder(rules, fixed); err != nil {
		return nil, fmt.Errorf("--config: %w", err)
	}
	return c, nil
}

// Finder is the project's configuration finder: the .attrlint.yaml
// files, or the --config file, and the ignore files.
func (c *Project) Finder() *config.Finder { return c.finder }

// Severities are the rule severities set for the working directory, by
// its configuration (or --config) and --rule: what the formats that list
// the rules (SARIF) give as each rule's level. A configuration that cannot
// be read counts as none here; prepare reports it.
func (c *Project) Severities() map[string]lint.Severity {
	cfg, err := c.finder.ForFile(stdinConfigPath("<stdin>"))
	if err != nil {
		cfg = config.Default()
	}
	return cfg.Options(c.base, c.cli).Severity
}

// stdinConfigPath is the path whose configuration applies to standard
// input: a file in the directory of --stdin-filename, or in the working
// directory.
func stdinConfigPath(stdinName string) string {
	dir := "."
	if stdinName != "<stdin>" {
		dir = filepath.Dir(stdinName)
	}
	return filepath.Join(dir, "stdin.html")
}

// linterKey tells the Linters of one configuration apart: a file that the
// fragments key names, and the files of each page set, get their own.
type linterKey struct {
	cfg      *config.Config
	fragment bool
	page     string
}

// LinterFor returns the Linter for the file at path, by its
// configuration (the defaults where there is none). Its site phase
// resolves URLs against the project's site model.
func (c *Project) LinterFor(path string) (*lint.Linter, error) { return c.linterFor(path, true) }

// linterFor is LinterFor; without withPage, the Linter of a file of a page
// set does not know the set's ids (it serves to read a file's facts, which
// the set's ids are made of).
func (c *Project) linterFor(path string, withPage bool) (*lint.Linter, error) {
	cfg, err := c.finder.ForFile(path)
	if err != nil {
		return nil, err
	}
	if cfg.Path == "" {
		return c.def, nil
	}
	key := linterKey{cfg: cfg, fragment: cfg.Fragment(path)}
	page, inPage := cfg.Page(path)
	inPage = inPage && withPage
	if inPage {
		key.page = page.Dir + "\x00" + strings.Join(page.Patterns, "\x00")
	}
	c.mu.Lock()
	l, ok := c.linters[key]
	c.mu.Unlock()
	if ok {
		return l, nil
	}
	opts := cfg.Options(c.base, c.cli)
	opts.Fragment = opts.Fragment || key.fragment
	opts.Site = &resolver{p: c, cfg: cfg.Site}
	if inPage {
		ids, err := c.pageIDs(key.page, page)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cfg.Path, err)
		}
		opts.PageIDs = ids
	}
	l, err = lint.New(c.rules, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.Path, err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if other, ok := c.linters[key]; ok {
		return other, nil // made meanwhile by another file's lint
	}
	c.linters[key] = l
	return l, nil
}

// pageIDs collects the ids (and map names) of the files of a page set,
// from their facts in the site model, read once.
func (c *Project) pageIDs(key string, page *config.Page) (map[string]bool, error) {
	c.mu.Lock()
	ids, ok := c.pages[key]
	c.mu.Unlock()
	if ok {
		return ids, nil
	}
	list, err := page.Files()
	if err != nil {
		return nil, err
	}
	ids = map[string]bool{}
	for _, f := range list {
		var readErr error
		facts := c.site.get(f, func() *lint.Facts {
			l, err := c.linterFor(f, false)
			if err != nil {
				readErr = err
				return nil
			}
			fa, err := l.ReadFacts(context.Background(), f)
			if skipped := (*lint.Skipped)(nil); !errors.As(err, &skipped) {
				readErr = err // a binary or too large file holds no ids
			}
			return fa
		})
		if readErr != nil {
			return nil, fmt.Errorf("pages: %w", readErr)
		}
		if facts == nil {
			continue
		}
		for _, list := range [][]string{facts.IDs(), facts.Maps()} {
			for _, id := range list {
				ids[id] = true
			}
		}
	}
	c.mu.Lock()
	c.pages[key] = ids
	c.mu.Unlock()
	return ids, nil
}

// Work is the work of one run once configurations are read.
type Work struct {
	// Files are the files to lint, in the walk's order.
	Files []string
	// Errs are the paths that could not be read (lint.FileErrors).
	Errs []error
	// Stdin lints standard input ("-"), when named.
	Stdin *lint.Linter
	// Roots are the path arguments with each glob replaced by the
	// directory it walks: the trees of --fix's symbolic-link rule and of
	// --shard's keys.
	Roots []string
	// Notices say which files named on the command line are skipped, and
	// why.
	Notices []string
}

// globSelector selects, among the files that a walk of a glob's base
// directory would lint (sel), those that the glob matches.
type globSelector struct {
	sel           Selector
	base, pattern string
}

func (g *globSelector) Select(path string, isDir bool) bool {
	if isDir {
		return g.sel.Select(path, true)
	}
	rel, err := filepath.Rel(g.base, path)
	if err != nil || !doublestar.MatchUnvalidated(g.pattern, filepath.ToSlash(rel)) {
		return false
	}
	return g.sel.Select(path, false)
}

// isGlob reports whether a path argument is a glob to expand: it names
// nothing that exists, and it has a glob's special characters. A shell
// expands unquoted globs itself; quoted ones ('site/**/*.html', as
// html-validate and ESLint users write them) come here.
func isGlob(path string) bool {
	if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
		return false
	}
	return strings.ContainsAny(path, "*?[{")
}

// Prepare lists the files of paths (files, directories and quoted globs)
// and reads every configuration they need before anything is linted, so
// that a broken configuration can stop the run with its message rather
// than fail file by file: it returns the configuration errors found.
// Explicitly named files that a configuration excludes, and temporary
// files of --fix, are skipped with a notice; directories are walked with
// the configurations' include, exclude and gitignore settings. Standard
// input ("-") takes the configuration of the directory of stdinName, or
// of the working directory. When ctx is done it stops early; the caller
// checks ctx.
func (c *Project) Prepare(ctx context.Context, paths []string, stdinName string) (*Work, []error) {
	var p Work
	var cfgErrs []error
	// walks are the arguments to list, in order, each with its selector.
	type walk struct {
		path string
		sel  Selector
	}
	var walks []walk
	for _, path := range paths {
		// A missing path that is not a valid glob either ("gone[2J.html")
		// is a missing file, reported as such with the others linted.
		if base, pattern := doublestar.SplitPattern(filepath.ToSlash(path)); isGlob(path) && doublestar.ValidatePattern(pattern) {
			if base == "" {
				base = "/"
			}
			base = filepath.FromSlash(base)
			p.Roots = append(p.Roots, base)
			walks = append(walks, walk{path, &globSelector{sel: c.finder, base: base, pattern: pattern}})
			continue
		}
		p.Roots = append(p.Roots, path)
		if path == "-" {
			l, err := c.LinterFor(stdinConfigPath(stdinName))
			if err != nil {
				cfgErrs = append(cfgErrs, err)
			}
			p.Stdin = l
			continue
		}
		if info, err := os.Stat(path); err == nil && !info.IsDir() {
			if _, temp := files.TempWriter(filepath.Base(path)); temp {
				p.Notices = append(p.Notices, fmt.Sprintf("notice: %s: skipped: a temporary file of attrlint --fix, not a page", path))
				continue
			}
			cfg, err := c.finder.ForFile(path)
			if err != nil {
				cfgErrs = append(cfgErrs, err)
				continue
			}
			if pat, file, ok := cfg.ExcludedBy(path); ok {
				p.Notices = append(p.Notices, fmt.Sprintf("%s: skipped: excluded by %q in %s", path, pat, file))
				continue
			}
			if by, ok := c.finder.IgnoredBy(path, false); ok {
				p.Notices = append(p.Notices, fmt.Sprintf("%s: skipped: ignored by %s", path, by))
				continue
			}
		}
		walks = append(walks, walk{path, c.finder})
	}
	// A file reached by two arguments is listed once, and so is an error.
	seenFile, seenErr := map[string]bool{}, map[string]bool{}
	for _, w := range walks {
		root := w.path
		if g, ok := w.sel.(*globSelector); ok {
			root = g.base
		}
		found, errs := Expand(ctx, []string{root}, w.sel)
		if g, ok := w.sel.(*globSelector); ok && len(found) == 0 && len(errs) == 0 {
			errs = append(errs, &lint.FileError{Path: w.path, Err: fmt.Errorf("no file to lint matches the glob (in %s)", g.base)})
		}
		for _, f := range found {
			if c := filepath.Clean(f); !seenFile[c] {
				seenFile[c] = true
				p.Files = append(p.Files, f)
			}
		}
		for _, e := range errs {
			if !seenErr[e.Error()] {
				seenErr[e.Error()] = true
				p.Errs = append(p.Errs, e)
			}
		}
	}
	c.site.setRoots(p.Roots)
	cfgErrs = append(cfgErrs, c.finder.Errors()...)
	for _, f := range p.Files {
		if ctx.Err() != nil {
			return &p, cfgErrs
		}
		if _, err := c.LinterFor(f); err != nil {
			cfgErrs = append(cfgErrs, err)
		}
	}
	return &p, cfgErrs
}
