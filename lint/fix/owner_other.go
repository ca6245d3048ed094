//go:build !unix

package fix

import (
	"io/fs"
	"os"
)

// chown does nothing where files have no Unix owner.
func chown(f *os.File, info fs.FileInfo) error { return nil }

// linkCount reports one link where the count is not available.
func linkCount(info fs.FileInfo) uint64 { return 1 }

// canWrite checks the owner's write bit, which is what a read-only
// attribute sets on Windows.
func canWrite(path string) error {
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	if info.Mode().Perm()&0o200 == 0 {
		return fs.ErrPermission
	}
	return nil
}

// canCreateIn cannot be answered without trying; the write reports it.
func canCreateIn(dir string) error { return nil }

// processGone cannot be answered here: leftovers go by their age alone.
func processGone(pid int) bool { return false }
