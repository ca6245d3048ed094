package main

// --shard K/N: split the files of one run between N processes, such as
// the jobs of a CI matrix, so that each lints its part and `attrlint
// merge` puts their reports back together (merge.go).

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/project"
)

// shardFlag is the value of --shard: this process lints shard K of N
// (1 <= K <= N). The zero value lints everything.
type shardFlag struct{ k, n uint64 }

func (s *shardFlag) String() string {
	if s.n == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.k, s.n)
}

func (s *shardFlag) Set(v string) error {
	ks, ns, ok := strings.Cut(v, "/")
	k, err1 := strconv.ParseUint(ks, 10, 32)
	n, err2 := strconv.ParseUint(ns, 10, 32)
	if !ok || err1 != nil || err2 != nil || k < 1 || k > n {
		return fmt.Errorf("--shard takes K/N with 1 <= K <= N, such as 1/4, not %q", v)
	}
	s.k, s.n = k, n
	return nil
}

// apply keeps in p only the files of this shard, and the listing errors
// (unreadable directories, missing paths) whose path falls in it, so that
// the shards of one command report each of them exactly once. It returns
// false, having said why, when the run cannot be split: standard input is
// one document that no path names.
func (s *shardFlag) apply(p *project.Work, paths []string, stderr io.Writer) bool {
	if s.n == 0 {
		return true
	}
	if slices.Contains(paths, "-") {
		fmt.Fprintln(stderr, "attrlint: --shard splits files and directories; standard input (\"-\") cannot be split")
		return false
	}
	key := shardKeys(paths)
	mine := func(path string) bool { return shardOf(key(path), s.n) == s.k }
	p.Files = slices.DeleteFunc(p.Files, func(f string) bool { return !mine(f) })
	p.Errs = slices.DeleteFunc(p.Errs, func(err error) bool {
		var fe *lint.FileError
		if errors.As(err, &fe) {
			return !mine(fe.Path)
		}
		return s.k != 1 // an error naming no path: the first shard's
	})
	return true
}

// shardOf is the shard, 1 to n, of a file whose key is key: FNV-1a (64
// bits) of the key, modulo n. It depends on the file's own key only, so a
// file added to the tree never moves the others to another shard.
func shardOf(key string, n uint64) uint64 {
	h := fnv.New64a()
	h.Write([]byte(key))
	return h.Sum64()%n + 1
}

// shardKeys returns the function giving a file's shard key: the path, with
// forward slashes, relative to the directory argument that the file was
// found under (the first such in argument order), so that `attrlint site`
// and `attrlint ./site/` or a checkout elsewhere split alike; a file named
// on its own is keyed by its cleaned path. Finding the argument looks up
// the file's parent directories, so the cost is the depth of the path, not
// the number of arguments.
func shardKeys(paths []string) func(string) string {
	dirs := map[string]int{}
	for i, p := range paths {
		if info, err := os.Stat(p); err == nil && info.IsDir() {
			c := filepath.Clean(p)
			if _, seen := dirs[c]; !seen {
				dirs[c] = i
			}
		}
	}
	return func(file string) string {
		file = filepath.Clean(file)
		root, best := "", len(paths)
		for d := filepath.Dir(file); ; d = filepath.Dir(d) {
			if i, ok := dirs[d]; ok && i < best {
				root, best = d, i
			}
			if up := filepath.Dir(d); up == d {
				break
			}
		}
		rel := file
		if root != "" {
			if r, err := filepath.Rel(root, file); err == nil {
				rel = r
			}
		}
		return filepath.ToSlash(rel)
	}
}
