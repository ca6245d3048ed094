// Package project is the layer between the engine (package lint), which
// lints one document, and the programs that lint many: it finds the files
// of a run, reads them safely, and holds what is shared between files.
package project

import (
	"context"
	"io/fs"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
)

// Selector decides which files a directory walk lints, for Expand.
type Selector = files.Selector

// IsHTMLFile reports whether a file found while walking a directory is
// linted: *.html and *.htm, any case. Files named explicitly are always
// linted.
func IsHTMLFile(name string) bool { return files.IsHTMLFile(name) }

// Expand turns command-line paths into the list of files to lint, in a
// stable order: files as given, directories walked recursively in lexical
// order, each file once. sel (if not nil) decides which files and
// directories met while walking a directory are linted or entered, in
// place of the *.html/*.htm rule; files named in paths are always kept. A
// walk never yields the temporary files of fixing (see TempWriter),
// whatever their name ends with. Paths that cannot be read become
// lint.FileErrors, each once. When ctx is done (Ctrl-C while a large tree
// is listed) it stops walking; the list is then incomplete and the caller
// is expected to check ctx.
func Expand(ctx context.Context, paths []string, sel Selector) ([]string, []error) {
	list, pathErrs := files.Expand(ctx, paths, sel)
	var errs []error
	for _, e := range pathErrs {
		errs = append(errs, &lint.FileError{Path: e.Path, Err: e.Err})
	}
	return list, errs
}

// ReadRegular reads the file at path only when it is a regular file
// (following symbolic links) of at most limit bytes (0: no limit),
// without blocking on a FIFO or reading a device forever. Errors are the
// cause alone (the path is the caller's to add): an os error's cause,
// "not a regular file: it is ...", or a *TooLargeError.
func ReadRegular(path string, limit int64) ([]byte, error) { return files.ReadRegular(path, limit) }

// RegularOnly returns nil for the mode of a regular file, and otherwise
// the error ReadRegular gives for it, for the callers that open files
// themselves.
func RegularOnly(m fs.FileMode) error { return files.RegularOnly(m) }

// ErrNotRegular is the cause (wrapped) of every refusal to read a path
// that is not a regular file.
var ErrNotRegular = files.ErrNotRegular

// TooLargeError is the cause ReadRegular gives for a file over its size
// limit.
type TooLargeError = files.TooLargeError

// NonBlock, added to the flags of os.OpenFile, makes opening a FIFO
// return at once instead of waiting for the other end (0 where the
// platform has no such flag).
const NonBlock = files.NonBlock

// TempWriter reports whether name, a file's base name, is exactly the
// name of a temporary file of fixing (".attrlint-tmp-PID-RANDOM-PAGE"),
// and the id of the process that wrote it.
func TempWriter(name string) (pid int, ok bool) { return files.TempWriter(name) }

// Decode turns the bytes of a file into the UTF-8 text that positions
// refer to, much as browsers pick an encoding, and names the encoding.
func Decode(b []byte) ([]byte, string, error) { return files.Decode(b) }
