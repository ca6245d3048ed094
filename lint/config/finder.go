package config

import (
	"os"
	"path/filepath"
	"sync"

	"github.com/attrlint/attrlint/lint"
)

// Finder finds the configuration of each linted file: the nearest
// .attrlint.yaml in the file's directory or its parents (the nearest file
// wins; files are never merged), or the defaults when there is none. With
// a fixed file (--config), that file applies to every linted file. It
// caches what it reads and is safe for concurrent use.
type Finder struct {
	known []*lint.Rule
	fixed *Config

	mu sync.Mutex
	// dirs caches the configuration file path ("" for none) by absolute
	// directory.
	dirs map[string]string
	// files caches each configuration file read, or its error.
	files map[string]loaded
	// errs collects the errors met by Select, which cannot return them.
	errs   []error
	ignore *ignorer
}

type loaded struct {
	c   *Config
	err error
}

// NewFinder returns a Finder checking rule ids against known. When fixed
// is not "", that file is read now and used for every file.
func NewFinder(known []*lint.Rule, fixed string) (*Finder, error) {
	f := &Finder{known: known, dirs: map[string]string{}, files: map[string]loaded{}, ignore: newIgnorer()}
	if fixed != "" {
		c, err := Load(fixed, known)
		if err != nil {
			return nil, err
		}
		f.fixed = c
	}
	return f, nil
}

// ForFile returns the configuration that applies to the file at path.
func (f *Finder) ForFile(path string) (*Config, error) {
	return f.ForDir(filepath.Dir(path))
}

// ForDir returns the configuration that applies to files in dir.
func (f *Finder) ForDir(dir string) (*Config, error) {
	if f.fixed != nil {
		return f.fixed, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	path := f.find(abs)
	if path == "" {
		return Default(), nil
	}
	l, ok := f.files[path]
	if !ok {
		l.c, l.err = Load(path, f.known)
		f.files[path] = l
	}
	return l.c, l.err
}

// find returns the nearest configuration file at or above the absolute
// directory dir, or "". f.mu is held.
func (f *Finder) find(dir string) string {
	if p, ok := f.dirs[dir]; ok {
		return p
	}
	p := filepath.Join(dir, FileName)
	if info, err := os.Stat(p); err == nil && !info.IsDir() {
		f.dirs[dir] = p
		return p
	}
	parent := filepath.Dir(dir)
	if parent == dir {
		p = ""
	} else {
		p = f.find(parent)
	}
	f.dirs[dir] = p
	return p
}

// Select implements lint.Selector: a file met while walking a directory is
// linted when its configuration includes it and neither excludes it nor,
// with gitignore on, has Git ignore it; a directory is entered unless
// excluded or ignored. The configuration of the directory holding the
// file or directory decides. Configuration errors make Select answer
// false; Errors returns them.
func (f *Finder) Select(path string, isDir bool) bool {
	c, err := f.ForDir(filepath.Dir(path))
	if err != nil {
		f.mu.Lock()
		f.errs = append(f.errs, err)
		f.mu.Unlock()
		return false
	}
	if _, ok := c.Excluded(path); ok {
		return false
	}
	if c.Gitignore && f.ignore.ignored(path, isDir) {
		return false
	}
	return isDir || c.Included(path)
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
