package files

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

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

// FormatSize writes a byte count the way people read it.
func FormatSize(n int64) string {
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
		return fmt.Sprintf("the file is over the size limit of %s", FormatSize(e.Limit))
	}
	return fmt.Sprintf("the file is %s, over the size limit of %s", FormatSize(e.Size), FormatSize(e.Limit))
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
		return nil, Reason(err)
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
		return nil, Reason(err)
	}
	defer f.Close()
	info, err = f.Stat()
	if err != nil {
		return nil, Reason(err)
	}
	if !info.Mode().IsRegular() {
		return nil, notRegular(info.Mode())
	}
	b, err := ReadLimited(f, info.Size(), limit)
	if err != nil {
		return nil, Reason(err)
	}
	return b, nil
}

// ReadLimited reads r to the end, expecting about size bytes, and stops
// with a *TooLargeError (Size -1) once it has read more than limit bytes
// (0: no limit).
func ReadLimited(r io.Reader, size, limit int64) ([]byte, error) {
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

// Reason strips the path that os errors repeat, leaving the cause.
func Reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
