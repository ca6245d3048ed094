package lint

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// FileError is a file that could not be linted, and why.
type FileError struct {
	Path string
	Err  error
}

// Error implements the error interface.
func (e *FileError) Error() string { return e.Path + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *FileError) Unwrap() error { return e.Err }

// Result is the outcome of linting one file.
type Result struct {
	Path        string
	Diagnostics []Diagnostic
	Err         error
}

// IsHTMLFile reports whether a file found while walking a directory is
// linted: *.html and *.htm, any case. Files named explicitly are always
// linted.
func IsHTMLFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".html" || ext == ".htm"
}

// Expand turns command-line paths into the list of files to lint, in a
// stable order: files as given, directories walked recursively for HTML
// files in lexical order. Paths that cannot be read become FileErrors.
func Expand(paths []string) ([]string, []error) {
	var files []string
	var errs []error
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			errs = append(errs, &FileError{Path: p, Err: reason(err)})
			continue
		}
		if !info.IsDir() {
			files = append(files, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, &FileError{Path: path, Err: reason(err)})
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if path != p && strings.HasPrefix(d.Name(), ".") {
					return fs.SkipDir // .git and other hidden folders
				}
				return nil
			}
			if IsHTMLFile(path) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			errs = append(errs, &FileError{Path: p, Err: reason(err)})
		}
	}
	return files, errs
}

// reason strips the path that os errors repeat, leaving the cause.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// LintFile reads, decodes and lints one file.
func (l *Linter) LintFile(path string) ([]Diagnostic, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: reason(err)}
	}
	if !info.Mode().IsRegular() {
		return nil, &FileError{Path: path, Err: fmt.Errorf("not a regular file (%s)", info.Mode().Type())}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: reason(err)}
	}
	return l.LintBytes(path, b)
}

// LintBytes decodes and lints the bytes of one document.
func (l *Linter) LintBytes(name string, b []byte) (diags []Diagnostic, err error) {
	defer func() {
		if r := recover(); r != nil {
			diags, err = nil, &FileError{Path: name, Err: fmt.Errorf("internal error: %v", r)}
		}
	}()
	src, _, err := Decode(b)
	if err != nil {
		return nil, &FileError{Path: name, Err: err}
	}
	return l.Lint(name, src)
}

// LintReader lints a document read from r (standard input) under name.
func (l *Linter) LintReader(name string, r io.Reader) ([]Diagnostic, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, &FileError{Path: name, Err: err}
	}
	return l.LintBytes(name, b)
}

// Run lints files on workers goroutines (0 means one per CPU) and calls
// emit with each file's result in the order of files, as soon as that file
// and all before it are done, so output is deterministic and streams.
func (l *Linter) Run(files []string, workers int, emit func(Result)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	results := make([]chan Result, len(files))
	for i := range results {
		results[i] = make(chan Result, 1)
	}
	next := make(chan int)
	// slots bounds how far workers may run ahead of emit, so finished
	// results do not pile up in memory while an early file is slow.
	slots := make(chan struct{}, 4*workers)
	var wg sync.WaitGroup
	for w := 0; w < min(workers, max(len(files), 1)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				d, err := l.LintFile(files[i])
				results[i] <- Result{Path: files[i], Diagnostics: d, Err: err}
			}
		}()
	}
	go func() {
		for i := range files {
			slots <- struct{}{}
			next <- i
		}
		close(next)
	}()
	for i := range files {
		emit(<-results[i])
		<-slots
	}
	wg.Wait()
}

// SortDiagnostics sorts in the stable output order.
func SortDiagnostics(d []Diagnostic) {
	sort.SliceStable(d, func(i, j int) bool { return Less(&d[i], &d[j]) })
}
