package lint

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime/debug"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/transform"
)

// Decode turns the bytes of a file into the UTF-8 text that positions refer
// to, much as browsers pick an encoding: a byte order mark first, then a
// <meta charset> or http-equiv Content-Type in the first 1024 bytes, then
// UTF-8 (the HTML default for new documents; windows-1252 only when the
// bytes are not valid UTF-8). A UTF-8 BOM is removed.
//
// One deliberate difference: bytes that are valid UTF-8 are read as UTF-8
// even when a <meta> declares another encoding. A stale declaration left
// over from a conversion is the common mistake, and text in a legacy
// encoding is hardly ever valid UTF-8 by accident.
//
// Bytes that are not valid UTF-8 in a document read as UTF-8 are kept as
// they are rather than replaced with U+FFFD as a browser would: offsets then
// stay the file's own byte offsets, which fixes need, and each invalid byte
// counts as one column.
func Decode(b []byte) ([]byte, string, error) {
	if bytes.HasPrefix(b, []byte("\xEF\xBB\xBF")) {
		return b[3:], "utf-8", nil
	}
	enc, name, certain := charset.DetermineEncoding(b, "text/html")
	if name == "utf-8" || (!certain && utf8.Valid(b)) {
		return b, "utf-8", nil
	}
	out, err := io.ReadAll(transform.NewReader(bytes.NewReader(b), enc.NewDecoder()))
	if err != nil {
		return nil, name, fmt.Errorf("decoding as %s: %w", name, err)
	}
	// A UTF-16 decoder may keep the byte order mark as U+FEFF.
	return bytes.TrimPrefix(out, []byte("\xEF\xBB\xBF")), name, nil
}

// Stateful reports whether a browser may read b, a document's bytes, in
// ISO-2022-JP, the one stateful encoding of the Encoding Standard: its
// escape sequences (ESC $ @, ESC $ B, ESC ( J, ESC ( I) switch bytes that
// are ASCII, and read as ASCII here (they are valid UTF-8), to Japanese
// text and back. It does when a <meta> or BOM names the encoding, or when
// b holds such an escape sequence at all (browsers may detect the
// encoding). Edits made to the ASCII reading of such a document can change
// its text, so fixes leave it alone.
func Stateful(b []byte) bool {
	if _, name, _ := charset.DetermineEncoding(b, "text/html"); name == "iso-2022-jp" {
		return true
	}
	for _, esc := range []string{"\x1b$@", "\x1b$B", "\x1b(J", "\x1b(I"} {
		if bytes.Contains(b, []byte(esc)) {
			return true
		}
	}
	return false
}

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

// binarySample is how much of a file looksBinary examines, as git does.
const binarySample = 8 << 10

// looksBinary reports whether b, the content of a file, is most likely not
// a text document at all (an image or archive renamed .html): its first
// 8 KB hold a NUL byte and more than 30% of them are control
// characters or bytes that are not valid UTF-8. Both are needed, so an HTML
// page with a stray NUL, or a legacy-encoded page full of non-UTF-8 bytes,
// is still linted. A file starting with a byte order mark is text (UTF-16
// is full of NULs). A browser would render such a file as garbage text;
// linting that garbage would only report findings nobody can act on.
func looksBinary(b []byte) bool {
	if bytes.HasPrefix(b, []byte("\xEF\xBB\xBF")) || bytes.HasPrefix(b, []byte("\xFE\xFF")) || bytes.HasPrefix(b, []byte("\xFF\xFE")) {
		return false
	}
	s := b[:min(len(b), binarySample)]
	if bytes.IndexByte(s, 0) < 0 {
		return false
	}
	odd := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7F {
				odd++
			}
			i++
			continue
		}
		r, w := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && w == 1 {
			odd++
		}
		i += w
	}
	return odd*10 > len(s)*3
}

// kind names a file type that is not a regular file, for error messages.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeIrregular != 0:
		return "an irregular file"
	}
	return "not a regular file"
}

// notRegular is the error for a path that is not a regular file. Such paths
// are never read: a FIFO would block until someone writes to it, and a
// device such as /dev/zero never ends.
func notRegular(m fs.FileMode) error {
	return fmt.Errorf("%w: it is %s", ErrNotRegular, kind(m))
}

// RegularOnly returns nil for the mode of a regular file, and otherwise the
// error ReadRegular gives for it ("not a regular file: it is a named pipe
// (FIFO)"), for the callers that open files themselves, to read or to
// write.
func RegularOnly(m fs.FileMode) error {
	if m.IsRegular() {
		return nil
	}
	return notRegular(m)
}

// ErrNotRegular is the cause (wrapped) of every refusal to read a path
// that is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// formatSize writes a byte count the way people read it.
func formatSize(n int64) string {
	const unit = 1024
	if n == 1 {
		return "1 byte"
	}
	if n < unit {
		return fmt.Sprintf("%d bytes", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit && exp < 4; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB (%d bytes)", float64(n)/float64(div), "KMGTP"[exp], n)
}

// TooLargeError is the cause ReadRegular gives for a file over its size
// limit.
type TooLargeError struct {
	// Size is the file's size; -1 when it grew past the limit while it
	// was being read.
	Size int64
	// Limit is the limit it is over.
	Limit int64
}

// Error implements the error interface.
func (e *TooLargeError) Error() string {
	if e.Size < 0 {
		return fmt.Sprintf("the file is over the size limit of %s", formatSize(e.Limit))
	}
	return fmt.Sprintf("the file is %s, over the size limit of %s", formatSize(e.Size), formatSize(e.Limit))
}

// ReadRegular reads the file at path only when it is a regular file
// (following symbolic links) of at most limit bytes (0: no limit). It
// checks the type before opening, so that a FIFO is reported instead of
// blocking and a device such as /dev/zero instead of being read forever,
// opens without blocking, and checks the type again on the open file in
// case the path was replaced in between. A file that grows past limit
// while it is read is refused too. Errors are the cause alone (the path
// is the caller's to add): an os error's cause, "not a regular file: it
// is ...", or a *TooLargeError.
func ReadRegular(path string, limit int64) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, reason(err)
	}
	if !info.Mode().IsRegular() {
		return nil, notRegular(info.Mode())
	}
	if limit > 0 && info.Size() > limit {
		return nil, &TooLargeError{Size: info.Size(), Limit: limit}
	}
	// NonBlock opens without blocking where the platform allows it, for
	// the file that became a FIFO after the Stat above.
	f, err := os.OpenFile(path, os.O_RDONLY|NonBlock, 0)
	if err != nil {
		return nil, reason(err)
	}
	defer f.Close()
	info, err = f.Stat()
	if err != nil {
		return nil, reason(err)
	}
	if !info.Mode().IsRegular() {
		return nil, notRegular(info.Mode())
	}
	b, err := readLimited(f, info.Size(), limit)
	if err != nil {
		return nil, reason(err)
	}
	return b, nil
}

// readFile reads one file to lint with ReadRegular; a file over
// Options.MaxFileSize is Skipped. Every error is a FileError naming path
// and the reason.
func (l *Linter) readFile(path string) ([]byte, error) {
	b, err := ReadRegular(path, l.opts.MaxFileSize)
	if err != nil {
		var big *TooLargeError
		if errors.As(err, &big) {
			err = &Skipped{Reason: big.Error()}
		}
		return nil, &FileError{Path: path, Err: err}
	}
	return b, nil
}

// readLimited reads r to the end, expecting about size bytes, and stops
// with a *TooLargeError (Size -1) once it has read more than limit bytes
// (0: no limit).
func readLimited(r io.Reader, size, limit int64) ([]byte, error) {
	if limit > 0 {
		r = io.LimitReader(r, limit+1)
		size = min(size, limit+1)
	}
	var buf bytes.Buffer
	buf.Grow(int(max(size, 0)) + bytes.MinRead)
	if _, err := buf.ReadFrom(r); err != nil {
		return nil, err
	}
	if limit > 0 && int64(buf.Len()) > limit {
		return nil, &TooLargeError{Size: -1, Limit: limit}
	}
	return buf.Bytes(), nil
}

// readAll reads standard input, stopping with a Skipped error once it has
// read more than Options.MaxFileSize.
func (l *Linter) readAll(r io.Reader) ([]byte, error) {
	b, err := readLimited(r, 0, l.opts.MaxFileSize)
	var big *TooLargeError
	if errors.As(err, &big) {
		return nil, &Skipped{Reason: fmt.Sprintf("the input is over the size limit of %s", formatSize(big.Limit))}
	}
	return b, err
}

// binary is the Skipped error for a file looksBinary rejects.
var binary = &Skipped{Reason: "looks binary (NUL bytes and many control or non-UTF-8 bytes in the first 8 KB), not HTML"}

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

// parseError turns an error from Lint, which already names the file, into
// its cause for a FileError.
func parseError(err error) error {
	if cause := errors.Unwrap(err); cause != nil {
		return cause
	}
	return err
}
