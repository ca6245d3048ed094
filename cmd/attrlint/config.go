package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/project"
	"github.com/bmatcuk/doublestar/v4"
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
	linters map[linterKey]*lint.Linter
	// pages caches the ids of each page set (the pages key), by set.
	pages map[string]map[string]bool
	// def is the Linter for files without a configuration file; each
	// Finder lookup without one returns a fresh default Config.
	def *lint.Linter
}

// newConfigured checks the --rule flags (cli) against rules and reads the
// --config file (fixed), if given.
func newConfigured(rules []*lint.Rule, base lint.Options, cli map[string]lint.Severity, fixed string) (*configured, error) {
	c := &configured{rules: rules, base: base, cli: cli, linters: map[linterKey]*lint.Linter{}, pages: map[string]map[string]bool{}}
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

// severities are the rule severities set for the working directory, by
// its configuration (or --config) and --rule: what the formats that list
// the rules (SARIF) give as each rule's level. A configuration that cannot
// be read counts as none here; prepare reports it.
func (c *configured) severities() map[string]lint.Severity {
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

// linterFor returns the Linter for the file at path, by its configuration.
func (c *configured) linterFor(path string) (*lint.Linter, error) {
	cfg, err := c.finder.ForFile(path)
	if err != nil {
		return nil, err
	}
	if cfg.Path == "" {
		return c.def, nil
	}
	key := linterKey{cfg: cfg, fragment: cfg.Fragment(path)}
	page, inPage := cfg.Page(path)
	if inPage {
		key.page = page.Dir + "\x00" + strings.Join(page.Patterns, "\x00")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.linters[key]; ok {
		return l, nil
	}
	opts := cfg.Options(c.base, c.cli)
	opts.Fragment = opts.Fragment || key.fragment
	if inPage {
		ids, err := c.pageIDs(key.page, page)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cfg.Path, err)
		}
		opts.PageIDs = ids
	}
	l, err := lint.New(c.rules, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.Path, err)
	}
	c.linters[key] = l
	return l, nil
}

// pageIDs reads the files of a page set once and collects their ids. The
// caller holds c.mu.
func (c *configured) pageIDs(key string, page *config.Page) (map[string]bool, error) {
	if ids, ok := c.pages[key]; ok {
		return ids, nil
	}
	files, err := page.Files()
	if err != nil {
		return nil, err
	}
	ids := map[string]bool{}
	for _, f := range files {
		b, err := project.ReadRegular(f, maxPageFile)
		if err != nil {
			return nil, fmt.Errorf("pages: %s: %w", f, err)
		}
		lint.AddPageIDs(ids, b)
	}
	c.pages[key] = ids
	return ids, nil
}

// maxPageFile bounds each file of a page set read for its ids.
const maxPageFile = 64 << 20

// prepared is the work of one run once configurations are read.
type prepared struct {
	files []string
	// errs are the paths that could not be read.
	errs []error
	// stdin lints standard input ("-"), when named.
	stdin *lint.Linter
	// roots are the path arguments with each glob replaced by the
	// directory it walks: the trees of --fix's symbolic-link rule and of
	// --shard's keys.
	roots []string
}

// globSelector selects, among the files that a walk of a glob's base
// directory would lint (sel), those that the glob matches.
type globSelector struct {
	sel           project.Selector
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
	// walks are the arguments to list, in order, each with its selector.
	type walk struct {
		path string
		sel  project.Selector
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
			p.roots = append(p.roots, base)
			walks = append(walks, walk{path, &globSelector{sel: c.finder, base: base, pattern: pattern}})
			continue
		}
		p.roots = append(p.roots, path)
		if path == "-" {
			l, err := c.linterFor(stdinConfigPath(stdinName))
			if err != nil {
				cfgErrs = append(cfgErrs, err)
			}
			p.stdin = l
			continue
		}
		if info, err := os.Stat(path); err == nil && !info.IsDir() {
			if _, temp := project.TempWriter(filepath.Base(path)); temp {
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
			if by, ok := c.finder.IgnoredBy(path, false); ok {
				fmt.Fprintf(stderr, "attrlint: %s: skipped: ignored by %s\n", path, by)
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
		files, errs := project.Expand(ctx, []string{root}, w.sel)
		if g, ok := w.sel.(*globSelector); ok && len(files) == 0 && len(errs) == 0 {
			errs = append(errs, &lint.FileError{Path: w.path, Err: fmt.Errorf("no file to lint matches the glob (in %s)", g.base)})
		}
		for _, f := range files {
			if c := filepath.Clean(f); !seenFile[c] {
				seenFile[c] = true
				p.files = append(p.files, f)
			}
		}
		for _, e := range errs {
			if !seenErr[e.Error()] {
				seenErr[e.Error()] = true
				p.errs = append(p.errs, e)
			}
		}
	}
	cfgErrs = append(cfgErrs, c.finder.Errors()...)
	for _, f := range p.files {
		if ctx.Err() != nil {
			return &p, false
		}
		if _, err := c.linterFor(f); err != nil {
			cfgErrs = append(cfgErrs, err)
		}
	}
	// One line per problem, each with the prefix, so that every line
	// of a file's many problems reads (and greps) alike.
	seen := map[string]bool{}
	for _, err := range cfgErrs {
		for _, line := range configErrorLines(err) {
			if !seen[line] {
				seen[line] = true
				fmt.Fprintf(stderr, "attrlint: %s\n", line)
			}
		}
	}
	return &p, len(cfgErrs) == 0
}

// printConfigError writes err on stderr, a line for each problem of a
// configuration file.
func printConfigError(stderr io.Writer, err error) {
	for _, line := range configErrorLines(err) {
		fmt.Fprintf(stderr, "attrlint: %s\n", line)
	}
}

// configErrorLines splits the problems of a configuration file
// (config.Errors, perhaps wrapped as "--config: ...") into one line each,
// every line with the wrapper's prefix.
func configErrorLines(err error) []string {
	var errs config.Errors
	if !errors.As(err, &errs) || len(errs) < 2 {
		return []string{err.Error()}
	}
	prefix, ok := strings.CutSuffix(err.Error(), errs.Error())
	if !ok {
		return []string{err.Error()}
	}
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = prefix + e.Error()
	}
	return lines
}
