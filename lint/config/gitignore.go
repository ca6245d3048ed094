package config

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/go-git/go-git/v5/plumbing/format/gitignore"
)

// ignorer answers whether Git ignores a path, from the .gitignore files
// of the Git work tree holding it (the nearest parent with a .git entry)
// and its .git/info/exclude. Outside a work tree nothing is ignored, as
// with Git. Matching is go-git's implementation of the gitignore rules
// (nested files, "!" negation, trailing "/" for directories, leading "/"
// anchoring, "**"), which needs no git program.
type ignorer struct {
	mu   sync.Mutex
	dirs map[string]*ignoreDir
	// file is the name of the ignore files (.gitignore); own, when set,
	// makes every directory's file apply below it whether or not a Git
	// work tree holds it (.attrlintignore), with no .git/info/exclude.
	file string
	own  bool
}

// IgnoreFileName is attrlint's own ignore file: gitignore syntax, read
// in every directory whatever the gitignore setting and whether or not
// Git is used.
const IgnoreFileName = ".attrlintignore"

// ignoreDir is what applies inside one directory: its work tree root ("" if
// none) and the patterns of every .gitignore from the root down to it, in
// increasing priority.
type ignoreDir struct {
	root     string
	patterns []gitignore.Pattern
	// sources are the files the patterns come from, one per pattern.
	sources []string
	// err is an ignore file of the chain that could not be read (not a
	// regular file, or too large); nothing below it is selected.
	err error
}

func newIgnorer() *ignorer { return &ignorer{dirs: map[string]*ignoreDir{}, file: ".gitignore"} }

// newOwnIgnorer answers for .attrlintignore files.
func newOwnIgnorer() *ignorer {
	return &ignorer{dirs: map[string]*ignoreDir{}, file: IgnoreFileName, own: true}
}

// ignored reports whether Git ignores path (a directory when isDir), and
// the ignore file whose pattern decides. The error is an ignore file that
// applies there but could not be read.
func (g *ignorer) ignored(path string, isDir bool) (bool, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false, "", nil
	}
	g.mu.Lock()
	d := g.load(filepath.Dir(abs))
	g.mu.Unlock()
	if d.err != nil {
		return false, "", d.err
	}
	if d.root == "" || len(d.patterns) == 0 {
		return false, "", nil
	}
	rel, err := filepath.Rel(d.root, abs)
	if err != nil {
		return false, "", nil
	}
	// As gitignore's matcher does: the last pattern that matches decides,
	// excluding or (with "!") including again.
	parts := strings.Split(filepath.ToSlash(rel), "/")
	for i := len(d.patterns) - 1; i >= 0; i-- {
		if m := d.patterns[i].Match(parts, isDir); m != gitignore.NoMatch {
			return m == gitignore.Exclude, d.sources[i], nil
		}
	}
	return false, "", nil
}

// with returns d with the patterns of the ignore file path added.
func (d *ignoreDir) with(path string, own []gitignore.Pattern, err error) *ignoreDir {
	if len(own) == 0 && err == nil {
		return d
	}
	sources := append([]string{}, d.sources...)
	for range own {
		sources = append(sources, path)
	}
	return &ignoreDir{root: d.root, patterns: append(append([]gitignore.Pattern{}, d.patterns...), own...), sources: sources, err: err}
}

// load returns the patterns in effect in the absolute directory dir. g.mu
// is held.
func (g *ignorer) load(dir string) *ignoreDir {
	if d, ok := g.dirs[dir]; ok {
		return d
	}
	var d *ignoreDir
	file := filepath.Join(dir, g.file)
	if g.own {
		// Rooted at the filesystem root, so that every directory's file
		// has its patterns relative to its own directory (the domain).
		if parent := filepath.Dir(dir); parent == dir {
			own, err := readPatterns(file, nil)
			d = (&ignoreDir{root: dir}).with(file, own, err)
		} else if p := g.load(parent); p.err != nil {
			d = p
		} else {
			rel, _ := filepath.Rel(p.root, dir)
			own, err := readPatterns(file, strings.Split(filepath.ToSlash(rel), "/"))
			d = p.with(file, own, err)
		}
		g.dirs[dir] = d
		return d
	}
	if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
		exclude := filepath.Join(dir, ".git", "info", "exclude")
		ex, err1 := readPatterns(exclude, nil)
		own, err2 := readPatterns(file, nil)
		d = (&ignoreDir{root: dir}).with(exclude, ex, nil).with(file, own, errors.Join(err1, err2))
	} else if parent := filepath.Dir(dir); parent == dir {
		d = &ignoreDir{}
	} else if p := g.load(parent); p.root == "" || p.err != nil {
		d = p
	} else {
		rel, _ := filepath.Rel(p.root, dir)
		own, err := readPatterns(file, strings.Split(filepath.ToSlash(rel), "/"))
		d = p.with(file, own, err)
	}
	g.dirs[dir] = d
	return d
}

// readPatterns reads a gitignore file. A missing or unreadable one has no
// patterns, as for Git; one that is not a regular file (a FIFO would
// block the run, a device never end) or is over MaxFileSize is never read
// and is an error naming it, so that the files selected do not silently
// change.
func readPatterns(path string, domain []string) ([]gitignore.Pattern, error) {
	b, err := files.ReadRegular(path, MaxFileSize)
	var big *files.TooLargeError
	if errors.Is(err, files.ErrNotRegular) || errors.As(err, &big) {
		return nil, &Error{Path: path, Msg: "cannot read the ignore file: " + err.Error()}
	}
	if err != nil {
		return nil, nil
	}
	// A byte order mark is not part of the first pattern (Git skips it
	// too).
	b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
	var ps []gitignore.Pattern
	for line := range bytes.Lines(b) {
		l := strings.TrimSuffix(strings.TrimSuffix(string(line), "\n"), "\r")
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		ps = append(ps, gitignore.ParsePattern(l, domain))
	}
	return ps, nil
}
