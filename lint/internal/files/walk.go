package files

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Selector decides which files a directory walk lints, for Expand.
type Selector interface {
	// Select reports whether the file at path, met while walking a
	// directory argument, is linted, or, when isDir, whether the walk
	// enters the directory at path.
	Select(path string, isDir bool) bool
}

// IsHTMLFile reports whether a file found while walking a directory is
// linted: *.html and *.htm, any case. Files named explicitly are always
// linted.
func IsHTMLFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".html" || ext == ".htm"
}

// PathError is a path that could not be listed, and why (the cause,
// without the path os errors repeat).
type PathError struct {
	Path string
	Err  error
}

// Error implements the error interface as "path: cause".
func (e *PathError) Error() string { return e.Path + ": " + e.Err.Error() }

// Expand turns command-line paths into the list of files to lint, in a
// stable order: files as given, directories walked recursively in lexical
// order, each file once. sel (if not nil) decides which files and
// directories met while walking a directory are linted or entered, in
// place of the *.html/*.htm rule; files named in paths are always kept. A
// walk never yields the temporary files of fixing (see TempWriter),
// whatever their name ends with. Paths that cannot be read become
// PathErrors, each once. When ctx is done (Ctrl-C while a large tree is
// listed) it stops walking; the list is then incomplete and the caller is
// expected to check ctx.
func Expand(ctx context.Context, paths []string, sel Selector) ([]string, []*PathError) {
	var files []string
	var errs []*PathError
	// A file reached twice (named, and found in a directory also named)
	// is listed once, and so is an error, so that each is reported once.
	seenFile, seenErr := map[string]bool{}, map[string]bool{}
	add := func(path string) {
		if c := filepath.Clean(path); !seenFile[c] {
			seenFile[c] = true
			files = append(files, path)
		}
	}
	fail := func(path string, err error) {
		e := &PathError{Path: path, Err: Reason(err)}
		if !seenErr[e.Error()] {
			seenErr[e.Error()] = true
			errs = append(errs, e)
		}
	}
	for _, p := range paths {
		if ctx.Err() != nil {
			break
		}
		info, err := os.Stat(p)
		if err != nil {
			fail(p, err)
			continue
		}
		if !info.IsDir() {
			add(p)
			continue
		}
		root := walkRoot(p)
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if ctx.Err() != nil {
				return fs.SkipAll
			}
			if err != nil {
				fail(path, err)
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if path != root && strings.HasPrefix(d.Name(), ".") {
					return fs.SkipDir // .git and other hidden folders
				}
				if path != root && sel != nil && !sel.Select(path, true) {
					return fs.SkipDir
				}
				return nil
			}
			if _, temp := TempWriter(d.Name()); temp {
				return nil // a temporary file of an interrupted --fix
			}
			if sel != nil {
				if sel.Select(path, false) {
					add(path)
				}
			} else if IsHTMLFile(path) {
				add(path)
			}
			return nil
		})
		if err != nil {
			fail(p, err)
		}
	}
	return files, errs
}

// walkRoot is the path to walk for a directory named on the command line.
// filepath.WalkDir does not follow a symbolic link at its root, so a link
// to a directory would yield nothing; a trailing separator makes the
// system resolve it. Links met inside the walk are not followed (a link to
// a file named *.html is linted, a link to a directory is not entered), so
// a link loop cannot make the walk endless.
func walkRoot(p string) string {
	if info, err := os.Lstat(p); err == nil && info.Mode()&fs.ModeSymlink != 0 && !os.IsPathSeparator(p[len(p)-1]) {
		return p + string(os.PathSeparator)
	}
	return p
}
