package config

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"sync"

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
}

// ignoreDir is what applies inside one directory: its work tree root ("" if
// none) and the patterns of every .gitignore from the root down to it, in
// increasing priority.
type ignoreDir struct {
	root     string
	patterns []gitignore.Pattern
}

func newIgnorer() *ignorer { return &ignorer{dirs: map[string]*ignoreDir{}} }

// ignored reports whether Git ignores path (a directory when isDir).
func (g *ignorer) ignored(path string, isDir bool) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	g.mu.Lock()
	d := g.load(filepath.Dir(abs))
	g.mu.Unlock()
	if d.root == "" || len(d.patterns) == 0 {
		return false
	}
	rel, err := filepath.Rel(d.root, abs)
	if err != nil {
		return false
	}
	return gitignore.NewMatcher(d.patterns).Match(strings.Split(filepath.ToSlash(rel), "/"), isDir)
}

// load returns the patterns in effect in the absolute directory dir. g.mu
// is held.
func (g *ignorer) load(dir string) *ignoreDir {
	if d, ok := g.dirs[dir]; ok {
		return d
	}
	var d *ignoreDir
	if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
		d = &ignoreDir{root: dir}
		d.patterns = append(readPatterns(filepath.Join(dir, ".git", "info", "exclude"), nil),
			readPatterns(filepath.Join(dir, ".gitignore"), nil)...)
	} else if parent := filepath.Dir(dir); parent == dir {
		d = &ignoreDir{}
	} else if p := g.load(parent); p.root == "" {
		d = p
	} else {
		rel, _ := filepath.Rel(p.root, dir)
		domain := strings.Split(filepath.ToSlash(rel), "/")
		own := readPatterns(filepath.Join(dir, ".gitignore"), domain)
		d = p
		if len(own) > 0 {
			d = &ignoreDir{root: p.root, patterns: append(append([]gitignore.Pattern{}, p.patterns...), own...)}
		}
	}
	g.dirs[dir] = d
	return d
}

// readPatterns reads a gitignore file; a missing or unreadable one has no
// patterns, as for Git.
func readPatterns(path string, domain []string) []gitignore.Pattern {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var ps []gitignore.Pattern
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSuffix(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		ps = append(ps, gitignore.ParsePattern(line, domain))
	}
	return ps
}
