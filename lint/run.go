package lint

import (
	"context"
	"errors"
	"io"

	"github.com/attrlint/attrlint/lint/internal/files"
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

// LintFile reads, decodes and lints one file. Paths that are not regular
// files (FIFOs, devices, directories) are reported without being read;
// files over Options.MaxFileSize and files that LooksBinary are skipped
// with a Skipped error.
func (l *Linter) LintFile(path string) ([]Diagnostic, error) {
	return l.LintFileContext(context.Background(), path)
}

// LintFileContext is LintFile that gives up when ctx is done (Ctrl-C),
// returning ctx's error: the parse and the lint ask ctx every few hundred
// tokens, elements, attributes or findings, so a large file stops at
// once.
func (l *Linter) LintFileContext(ctx context.Context, path string) ([]Diagnostic, error) {
	b, err := l.readFile(path)
	if err != nil {
		return nil, err
	}
	if files.LooksBinary(b) {
		return nil, &FileError{Path: path, Err: binary}
	}
	return l.lintBytes(ctx, path, b)
}

// LintPageFile is LintFileContext that leaves the site phase to
// Page.Finish (see LintPage). Errors are LintFileContext's.
func (l *Linter) LintPageFile(ctx context.Context, path string) (*Page, error) {
	b, err := l.readFile(path)
	if err != nil {
		return nil, err
	}
	if files.LooksBinary(b) {
		return nil, &FileError{Path: path, Err: binary}
	}
	return l.pageBytes(ctx, path, b)
}

// LintBytes decodes and lints the bytes of one document.
func (l *Linter) LintBytes(name string, b []byte) ([]Diagnostic, error) {
	return l.lintBytes(context.Background(), name, b)
}

// lintBytes is LintBytes that gives up with ctx's error when ctx is done.
func (l *Linter) lintBytes(ctx context.Context, name string, b []byte) ([]Diagnostic, error) {
	p, err := l.pageBytes(ctx, name, b)
	if err != nil {
		return nil, err
	}
	return p.Finish()
}

// pageBytes decodes the bytes of one document and lints it up to its
// site phase. Errors come in a FileError naming it, and so do those of
// the page's Finish; a panic in a rule becomes an InternalError.
func (l *Linter) pageBytes(ctx context.Context, name string, b []byte) (p *Page, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, &FileError{Path: name, Err: newInternalError(r)}
		}
	}()
	src, _, err := files.Decode(b)
	if err != nil {
		return nil, &FileError{Path: name, Err: err}
	}
	p, err = l.LintPage(ctx, name, src)
	switch {
	case err == nil:
		p.path = name
		return p, nil
	case ctx.Err() != nil && errors.Is(err, ctx.Err()):
		return nil, err
	}
	return nil, &FileError{Path: name, Err: parseError(err)}
}

// LintReader lints a document read from r (standard input) under name,
// with LintFile's size limit and binary check; it gives up with ctx's
// error when ctx is done, as LintFileContext does (the read itself is
// r's: make it give way to ctx if it can block).
func (l *Linter) LintReader(ctx context.Context, name string, r io.Reader) ([]Diagnostic, error) {
	b, err := l.readAll(r)
	if err != nil {
		return nil, &FileError{Path: name, Err: err}
	}
	if files.LooksBinary(b) {
		return nil, &FileError{Path: name, Err: binary}
	}
	return l.lintBytes(ctx, name, b)
}
