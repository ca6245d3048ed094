//go:build linux

package fix

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"golang.org/x/sys/unix"
)

// setXattr sets one extended attribute on an open file; tests replace it to
// make an attribute impossible to carry over.
var setXattr = unix.Fsetxattr

// copyXattrs gives to every extended attribute of from (user.*, the POSIX
// ACLs in system.posix_acl_access, security labels) its value on to. The
// error names the first attribute that could not be read or set; a file
// system without extended attributes has none to copy.
func copyXattrs(from, to *os.File) error {
	names, err := listXattrs(from)
	if err != nil {
		return err
	}
	for _, name := range names {
		val, err := getXattr(from, name)
		if err != nil {
			return fmt.Errorf("reading the extended attribute %s: %w", name, err)
		}
		if err := setXattr(int(to.Fd()), name, val, 0); err != nil {
			return fmt.Errorf("the extended attribute %s cannot be given to a new file: %w", name, err)
		}
	}
	return nil
}

// listXattrs lists the names of the extended attributes of f.
func listXattrs(f *os.File) ([]string, error) {
	buf, err := sized(func(b []byte) (int, error) { return unix.Flistxattr(int(f.Fd()), b) })
	if errors.Is(err, unix.ENOTSUP) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("listing the extended attributes: %w", err)
	}
	var names []string
	for _, name := range strings.Split(string(buf), "\x00") {
		if name != "" {
			names = append(names, name)
		}
	}
	return names, nil
}

// getXattr reads the value of the extended attribute name of f.
func getXattr(f *os.File, name string) ([]byte, error) {
	return sized(func(b []byte) (int, error) { return unix.Fgetxattr(int(f.Fd()), name, b) })
}

// sized calls get with an empty buffer to learn the size, then with a
// buffer of that size, again while the value grows in between (ERANGE).
func sized(get func([]byte) (int, error)) ([]byte, error) {
	for {
		n, err := get(nil)
		if err != nil {
			return nil, err
		}
		buf := make([]byte, n)
		n, err = get(buf)
		if errors.Is(err, unix.ERANGE) {
			continue
		}
		if err != nil {
			return nil, err
		}
		return buf[:n], nil
	}
}
