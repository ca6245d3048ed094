package config

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/bmatcuk/doublestar/v4"
)

// Finder finds the configuration of each linted file: the chain of
// .attrlint.yaml files in the file's directory and its parents, up to the
// first with `root: true`, merged (see the package documentation), or the
// defaults when there is none. With a fixed file (--config), that file
// alone applies to every linted file. It caches what it reads and is safe
// for concurrent use.
type Finder struct {
	known []*lint.Rule
	fixed *Config
	// def is the configuration of directories without any file above
	// them, shared so that they share a Linter too.
	def *Config

	mu sync.Mutex
	// dirs caches the merged configuration, or its error, by absolute
	// directory. A directory without a file of its own shares its
	// parent's entry, so each file is read and parsed once, when the
	// directory holding it is first met.
	dirs map[string]resolved
	// errs collects the errors met by Select, which cannot return them.
	errs []error
	// skipped holds the first few reasons Select left something out.
	skipped []string
	ignore  *ignorer
	// own answers for .attrlintignore files; patterns are the
	// --ignore-pattern globs, relative to base.
	own      *ignorer
	patterns []string
	base     string
	// cwd is the working directory when the Finder was made: Select
	// makes each path absolute against it once, where filepath.Abs
	// would ask the system for the working directory again for every
	// file (two stat calls each: two thirds of listing a large tree).
	cwd string
}

type resolved struct {
	c   *Config
	err error
}

// NewFinder returns a Finder checking rule ids against known. When fixed
// is not "", that file is read now and used alone for every file.
func NewFinder(known []*lint.Rule, fixed string) (*Finder, error) {
	f := &Finder{known: known, def: Default(), dirs: map[string]resolved{}, ignore: newIgnorer(), own: newOwnIgnorer()}
	f.cwd, _ = os.Getwd()
	if fixed != "" {
		file, err := Load(fixed, known)
		if err != nil {
			return nil, err
		}
		f.fixed = Merge(nil, file)
	}
	return f, nil
}

// ForFile returns the configuration that applies to the file at path.
func (f *Finder) ForFile(path string) (*Config, error) {
	return f.ForDir(filepath.Dir(path))
}

// ForDir returns the configuration that applies to files in dir. An error
// in any file of the chain is the result for every directory below it.
func (f *Finder) ForDir(dir string) (*Config, error) {
	if f.fixed != nil {
		return f.fixed, nil
	}
	abs, err := f.abs(dir)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	r := f.resolve(abs)
	return r.c, r.err
}

// abs is filepath.Abs against the working directory the Finder was made
// in.
func (f *Finder) abs(path string) (string, error) {
	if filepath.IsAbs(path) || f.cwd == "" {
		return filepath.Abs(path)
	}
	return filepath.Join(f.cwd, path), nil
}

// resolve returns the configuration of the absolute directory dir. f.mu
// is held.
func (f *Finder) resolve(dir string) resolved {
	if r, ok := f.dirs[dir]; ok {
		return r
	}
	var r resolved
	parent := filepath.Dir(dir)
	path := filepath.Join(dir, FileName)
	if info, err := os.Stat(path); err == nil && !info.IsDir() {
		file, err := Load(path, f.known)
		switch {
		case err != nil:
			r.err = err
		case file.Root || parent == dir:
			r.c = Merge(nil, file)
		default:
			// The files above are read only when this one is not a
			// root, so a broken file above a root is never an error.
			if r = f.resolve(parent); r.err == nil {
				r.c = Merge(r.c, file)
			}
		}
	} else if parent == dir {
		r.c = f.def
	} else {
		r = f.resolve(parent)
	}
	f.dirs[dir] = r
	return r
}

// Select implements lint.Selector: a file met while walking a directory is
// linted when its configuration includes it, no file of the chain
// excludes it and, with gitignore on, Git does not ignore it; a directory
// is entered unless excluded or ignored, or named node_modules. The configuration of the
// directory holding the file or directory decides. Configuration errors,
// and ignore files that cannot be read, make Select answer false; Errors
// returns them.
func (f *Finder) Select(path string, isDir bool) bool {
	// Absolute from here on, so that the calls below need not ask for
	// the working directory.
	if abs, err := f.abs(path); err == nil {
		path = abs
	}
	c, err := f.ForDir(filepath.Dir(path))
	if err != nil {
		f.fail(err)
		return false
	}
	if isDir && filepath.Base(path) == "node_modules" {
		// Installed packages, not the project's pages (ESLint skips
		// them too); a walk that starts in one, named on the command
		// line, lints it.
		return f.skip(c, path, true, "the default skip of node_modules directories, which are linted only when named")
	}
	if pat, file, ok := c.ExcludedBy(path); ok {
		return f.skip(c, path, isDir, fmt.Sprintf("%q in the exclude of %s", pat, f.display(file)))
	}
	if by, ok := f.IgnoredBy(path, isDir); ok {
		return f.skip(c, path, isDir, by)
	}
	if c.Gitignore {
		ignored, file, err := f.ignore.ignored(path, isDir)
		if err != nil {
			f.fail(err)
			return false
		}
		if ignored {
			return f.skip(c, path, isDir, f.display(file))
		}
	}
	return isDir || c.Included(path)
}

// skip records why the walk leaves out a directory, or a file that it
// would otherwise lint, so that a walk that finds nothing can say what
// ignored it (Skipped). It returns false, the answer of Select.
func (f *Finder) skip(c *Config, path string, isDir bool, by string) bool {
	if !isDir && !c.Included(path) {
		return false
	}
	f.mu.Lock()
	if !slices.Contains(f.skipped, by) && len(f.skipped) < maxSkipped {
		f.skipped = append(f.skipped, by)
	}
	f.mu.Unlock()
	return false
}

// maxSkipped bounds the reasons Skipped keeps: a few are enough to say
// what ignored a tree.
const maxSkipped = 5

// Skipped returns what made Select leave out directories, or files it
// would have linted, in the order first met (at most a few): an
// --ignore-pattern, an ignore file, or a configuration's exclude.
func (f *Finder) Skipped() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.skipped)
}

// display is path relative to the working directory when it lies below
// it, as the user would write it.
func (f *Finder) display(path string) string {
	if rel, err := filepath.Rel(f.cwd, path); err == nil && f.cwd != "" && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return rel
	}
	return path
}

// IgnorePatterns sets the --ignore-pattern globs (doublestar, relative to
// base, normally the working directory): files and directories they
// match are not linted, named ones included. It returns an error for a
// pattern that is not a valid glob.
func (f *Finder) IgnorePatterns(base string, patterns []string) error {
	abs, err := filepath.Abs(base)
	if err != nil {
		return err
	}
	for _, p := range patterns {
		if !doublestar.ValidatePattern(strings.TrimPrefix(p, "./")) {
			return fmt.Errorf("--ignore-pattern %q is not a valid glob", p)
		}
		f.patterns = append(f.patterns, strings.TrimPrefix(p, "./"))
	}
	f.base = abs
	return nil
}

// IgnoredBy reports what ignores path: an --ignore-pattern, or an
// .attrlintignore file (whose error, if it cannot be read, is recorded
// for Errors).
func (f *Finder) IgnoredBy(path string, isDir bool) (string, bool) {
	if len(f.patterns) > 0 {
		if abs, err := filepath.Abs(path); err == nil {
			if rel, err := filepath.Rel(f.base, abs); err == nil {
				rel = filepath.ToSlash(rel)
				for _, p := range f.patterns {
					if doublestar.MatchUnvalidated(p, rel) {
						return "--ignore-pattern " + p, true
					}
				}
			}
		}
	}
	ignored, file, err := f.own.ignored(path, isDir)
	if err != nil {
		f.fail(err)
		return "", false
	}
	if ignored {
		return f.display(file), true
	}
	return "", false
}

// fail records an error met by Select.
func (f *Finder) fail(err error) {
	f.mu.Lock()
	f.errs = append(f.errs, err)
	f.mu.Unlock()
}

// Errors returns the distinct configuration errors Select met.
func (f *Finder) Errors() []error {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []error
	seen := map[string]bool{}
	for _, e := range f.errs {
		if !seen[e.Error()] {
			seen[e.Error()] = true
			out = append(out, e)
		}
	}
	return out
}
