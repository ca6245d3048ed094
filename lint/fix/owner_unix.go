//go:build unix

package fix

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// chown gives the new file the original's owner and group. Only root may
// give a file away, so a permission error is expected and ignored: the
// file then belongs to the user running attrlint, who could write it.
func chown(f *os.File, info fs.FileInfo) error {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	err := f.Chown(int(st.Uid), int(st.Gid))
	if errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.EINVAL) {
		return nil
	}
	return err
}

// linkCount is the number of hard links to the file.
func linkCount(info fs.FileInfo) uint64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
