//go:build unix

package fix

import (
	"errors"
	"io/fs"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
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

// canWrite asks the system whether the effective user may write the file
// at path (access(2) with AT_EACCESS: permission bits, ACLs, read-only
// mounts, immutable files). For root it says yes whatever the bits.
func canWrite(path string) error {
	return unix.Faccessat(unix.AT_FDCWD, path, unix.W_OK, unix.AT_EACCESS)
}

// canCreateIn asks whether the effective user may create a file in dir.
func canCreateIn(dir string) error {
	return unix.Faccessat(unix.AT_FDCWD, dir, unix.W_OK|unix.X_OK, unix.AT_EACCESS)
}

// processGone reports whether no process has the id pid. A process of
// another user (EPERM) is running.
func processGone(pid int) bool {
	return errors.Is(unix.Kill(pid, 0), unix.ESRCH)
}
