//go:build linux

package fix

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"
)

// aclNobodyRead is a POSIX access ACL in the kernel's xattr form
// (version 2, then tag, permissions and id per entry): the owner rw-, the
// user nobody (65534) r--, the group r--, the mask r--, others r--.
func aclNobodyRead() []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, uint32(2))
	for _, e := range []struct {
		tag, perm uint16
		id        uint32
	}{{0x01, 6, 0xFFFFFFFF}, {0x02, 4, 65534}, {0x04, 4, 0xFFFFFFFF}, {0x10, 4, 0xFFFFFFFF}, {0x20, 4, 0xFFFFFFFF}} {
		binary.Write(&b, binary.LittleEndian, e)
	}
	return b.Bytes()
}

// withAttributes writes a page carrying a user attribute and an access
// ACL, or skips the test, saying why, where the file system under the
// temporary directory takes neither.
func withAttributes(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "a.html")
	writeFile(t, p, original, 0o644)
	want := map[string][]byte{"user.origin": []byte("kept by --fix"), "system.posix_acl_access": aclNobodyRead()}
	for name, val := range want {
		if err := unix.Setxattr(p, name, val, 0); err != nil {
			t.Skipf("the file system of %s does not take the extended attribute %s (%v): nothing to keep here", dir, name, err)
		}
	}
	return p, want
}

// checkAttributes fails unless the file at p has the attributes of want.
func checkAttributes(t *testing.T, p string, want map[string][]byte) {
	t.Helper()
	for name, val := range want {
		buf := make([]byte, 1024)
		n, err := unix.Getxattr(p, name, buf)
		if err != nil || !bytes.Equal(buf[:n], val) {
			t.Errorf("%s after the fix: %q, %v; want %q", name, buf[:max(n, 0)], err, val)
		}
	}
}

// TestWriteKeepsExtendedAttributesAndACLs: the fixed file keeps its
// user.* attributes and its POSIX ACL (system.posix_acl_access), carried
// over to the new file that the rename puts in place. Before, both were
// lost.
func TestWriteKeepsExtendedAttributesAndACLs(t *testing.T) {
	p, want := withAttributes(t)
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	defer snap.Close()
	if err := Write(context.Background(), snap, []byte(fixed)); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, p); got != fixed {
		t.Errorf("content %q, want %q", got, fixed)
	}
	checkAttributes(t, p, want)
	noTemps(t, filepath.Dir(p))
}

// TestWriteInPlaceWhenAttributesCannotBeCarriedOver: when an attribute
// cannot be set on a new file (here made to fail; a security label the
// user may not set, in life), the file is written in place: the same
// file, its attributes untouched, its content fixed, no temporary file
// left.
func TestWriteInPlaceWhenAttributesCannotBeCarriedOver(t *testing.T) {
	p, want := withAttributes(t)
	before, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	setXattr = func(fd int, name string, val []byte, flags int) error {
		if name == "user.origin" {
			return unix.EPERM
		}
		return unix.Fsetxattr(fd, name, val, flags)
	}
	t.Cleanup(func() { setXattr = unix.Fsetxattr })
	steps := []string{}
	setHook(t, func(s string) error {
		steps = append(steps, s)
		return nil
	})
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	defer snap.Close()
	if err := Write(context.Background(), snap, []byte(fixed)); err != nil {
		t.Fatal(err)
	}
	after, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Error("the file was replaced, not written in place")
	}
	if got := readFile(t, p); got != fixed {
		t.Errorf("content %q, want %q", got, fixed)
	}
	if steps[len(steps)-1] != "in place" {
		t.Errorf("steps %v, want the last to be the write in place", steps)
	}
	checkAttributes(t, p, want)
	noTemps(t, filepath.Dir(p))

	// A file that changed since it was read is not written in place
	// either.
	writeFile(t, p, original, 0o644)
	snap2, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	defer snap2.Close()
	writeFile(t, p, original+"<!-- edited -->", 0o644)
	if err := Write(context.Background(), snap2, []byte(fixed)); !errors.Is(err, ErrChanged) {
		t.Errorf("got %v, want ErrChanged", err)
	}
	if got := readFile(t, p); got != original+"<!-- edited -->" {
		t.Errorf("the edited file became %q", got)
	}
}
