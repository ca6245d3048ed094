//go:build unix

package fix

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestWriteKeepsOwner needs root, the only user who can give a file away.
func TestWriteKeepsOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("skipping: keeping another user's ownership needs root")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "a.html")
	writeFile(t, p, original, 0o644)
	if err := os.Chown(p, 1234, 5678); err != nil {
		t.Fatal(err)
	}
	snap, err := Read(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := Write(context.Background(), snap, []byte(fixed)); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	st := info.Sys().(*syscall.Stat_t)
	if st.Uid != 1234 || st.Gid != 5678 {
		t.Errorf("owner %d:%d, want 1234:5678", st.Uid, st.Gid)
	}
}
