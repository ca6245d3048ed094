package lint

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/files"
)

// Skipped is the reason a file was deliberately left unlinted: it looks
// binary, or it is over Options.MaxFileSize; or the part of it left
// unlinted, past elements nested deeper than the HTML parser builds, and
// then it comes with the diagnostics of the rest. It comes wrapped in a
// FileError; it is a notice for the user, not a failure of the run.
type Skipped struct {
	Reason string
}

// Error implements the error interface.
func (s *Skipped) Error() string { return "skipped: " + s.Reason }

// InternalError is a panic caught while linting one file: a bug in
// attrlint or in a rule. It comes wrapped in a FileError so the run can go
// on with the other files.
type InternalError struct {
	// Value is what was passed to panic.
	Value any
	// Stack is the goroutine's stack where the panic happened, trimmed to
	// the frames below the panic.
	Stack []byte
}

// Error implements the error interface.
func (e *InternalError) Error() string {
	return fmt.Sprintf("internal error (a bug in attrlint; please report it with this file): %v", e.Value)
}

// newInternalError records a recovered panic. It must be called from the
// deferred function that recovered, so that the stack still holds the
// panicking frames.
func newInternalError(v any) *InternalError {
	return &InternalError{Value: v, Stack: panicStack(debug.Stack())}
}

// panicStack keeps the goroutine header and the frames from the one that
// panicked down, at most 16 of them: the frames above (debug.Stack,
// the deferred recover and the runtime's panic machinery) only add noise.
func panicStack(s []byte) []byte {
	lines := strings.Split(strings.TrimRight(string(s), "\n"), "\n")
	if len(lines) == 0 {
		return s
	}
	out := []string{lines[0]}
	frames := lines[1:]
	// Frames come in pairs: function, then "\tfile:line".
	for i := 0; i+1 < len(frames); i += 2 {
		if strings.HasPrefix(frames[i], "panic(") {
			frames = frames[i+2:]
			break
		}
	}
	for i := 0; i+1 < len(frames) && i < 32; i += 2 {
		out = append(out, frames[i], frames[i+1])
	}
	return []byte(strings.Join(out, "\n") + "\n")
}

// readFile reads one file to lint with ReadRegular; a file over
// Options.MaxFileSize is Skipped. Every error is a FileError naming path
// and the reason.
func (l *Linter) readFile(path string) ([]byte, error) {
	b, err := files.ReadRegular(path, l.opts.MaxFileSize)
	if err != nil {
		var big *files.TooLargeError
		if errors.As(err, &big) {
			err = &Skipped{Reason: big.Error()}
		}
		return nil, &FileError{Path: path, Err: err}
	}
	return b, nil
}

// readAll reads standard input, stopping with a Skipped error once it has
// read more than Options.MaxFileSize.
func (l *Linter) readAll(r io.Reader) ([]byte, error) {
	b, err := files.ReadLimited(r, 0, l.opts.MaxFileSize)
	var big *files.TooLargeError
	if errors.As(err, &big) {
		return nil, &Skipped{Reason: fmt.Sprintf("the input is over the size limit of %s", files.FormatSize(big.Limit))}
	}
	return b, err
}

// binary is the Skipped error for a file files.LooksBinary rejects.
var binary = &Skipped{Reason: "looks binary (NUL bytes and many control or non-UTF-8 bytes in the first 8 KB), not HTML"}

// parseError turns an error from Lint, which already names the file, into
// its cause for a FileError.
func parseError(err error) error {
	if cause := errors.Unwrap(err); cause != nil {
		return cause
	}
	return err
}
