package fix

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint/internal/files"
)

// Snapshot is a file as it was read, so that it is replaced only if it has
// not changed since. It holds the file's directory open, and the file
// itself: the path is resolved once, by Read, and every later step works
// on what was opened, so that a directory swapped for a symbolic link
// after the check cannot send the write elsewhere. Close releases them.
type Snapshot struct {
	// Path is the path the file was named by.
	Path string
	// Target is Path with every symbolic link resolved, as Read found
	// it: the file that is read and rewritten (writing through a link
	// replaces its target and keeps the link).
	Target string
	// Data is the content read.
	Data []byte

	// dir is the directory holding Target, opened beneath the tree, and
	// name the file's name in it; file is the file as opened and read.
	dir  *os.Root
	name string
	file *os.File
	info fs.FileInfo
	sum  [sha256.Size]byte
}

// Read resolves path once, opens the file and reads it. root, when not
// empty, is the tree the file must lie in with every symbolic link
// resolved (the directory argument it was found under, or the directory
// of a file named directly): a link leading out of it is an ErrOutside
// error, so fixing a tree never rewrites a file elsewhere on the disk.
// With root empty a link is followed wherever it leads (--fix-symlinks).
//
// The file's directory is then opened beneath the tree (os.Root: no
// component may lead out of it, whatever is swapped in later), and the
// file in it without following links; only a regular file is read.
func Read(path, root string) (*Snapshot, error) {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, reason(err))
	}
	if target, err = filepath.Abs(target); err != nil {
		return nil, err
	}
	base, rel := filepath.Dir(target), "."
	if root != "" {
		r, err := filepath.EvalSymlinks(root)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", root, reason(err))
		}
		if r, err = filepath.Abs(r); err != nil {
			return nil, err
		}
		rel, err = filepath.Rel(r, base)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
			return nil, fmt.Errorf("%s %w (%s, outside %s)", path, ErrOutside, target, r)
		}
		base = r
	}
	if err := step("resolved"); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	tree, err := os.OpenRoot(base)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, reason(err))
	}
	dir := tree
	if rel != "." {
		dir, err = tree.OpenRoot(rel)
		tree.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w: %w", path, ErrChanged, reason(err))
		}
	}
	snap := &Snapshot{Path: path, Target: target, dir: dir, name: filepath.Base(target)}
	if err := snap.open(); err != nil {
		snap.Close()
		return nil, err
	}
	return snap, nil
}

// open opens and reads the file of snap in its directory. The name must be
// the file itself, not a link (Read resolved them all): a link found there
// now means the tree changed, and the file is left alone.
func (snap *Snapshot) open() error {
	linfo, err := snap.dir.Lstat(snap.name)
	if err != nil {
		return fmt.Errorf("%s: %w", snap.Path, reason(err))
	}
	if err := files.RegularOnly(linfo.Mode()); err != nil {
		if linfo.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("%s: %w", snap.Path, ErrChanged)
		}
		return fmt.Errorf("%s: %w", snap.Path, err)
	}
	f, err := snap.dir.OpenFile(snap.name, os.O_RDONLY|files.NonBlock, 0)
	if err != nil {
		return fmt.Errorf("%s: %w", snap.Path, reason(err))
	}
	snap.file = f
	if snap.info, err = f.Stat(); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, reason(err))
	}
	if !os.SameFile(linfo, snap.info) {
		return fmt.Errorf("%s: %w", snap.Path, ErrChanged)
	}
	if snap.Data, err = io.ReadAll(io.NewSectionReader(f, 0, 1<<62)); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, reason(err))
	}
	snap.sum = sha256.Sum256(snap.Data)
	return nil
}

// Close releases the file and directory that snap holds open.
func (snap *Snapshot) Close() error {
	if snap.file != nil {
		snap.file.Close()
	}
	return snap.dir.Close()
}

// reason strips the path that os errors repeat.
func reason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// ErrChanged is returned (wrapped) when a file changed on disk between
// being read and being rewritten; the file is left as it is.
var ErrChanged = errors.New("changed on disk since it was read; not overwritten (run again to fix the new content)")

// RefusedError is why a file that has fixes is deliberately left alone:
// the user marked it read-only, may not write it or its directory, or it
// has hard links that the rename would split. It is not a failure of the
// run; Check finds it before anything is written, so a dry run reports the
// same refusals as the real run.
type RefusedError struct {
	Path   string
	Reason string
}

// Error implements the error interface as "PATH: not fixed: REASON".
func (e *RefusedError) Error() string { return e.Path + ": not fixed: " + e.Reason }

// Check returns a *RefusedError when the file of snap must not be
// rewritten (or an ErrChanged error when it is gone), nil when Write may
// replace it:
//
//   - it has more than one hard link (the rename would split them);
//   - no one may write it (mode 0444, say): the user marked it read-only,
//     and that holds for root too, although root could write it;
//   - the current user may not write it, by access(2) with the effective
//     user and groups (ACLs, read-only mounts and immutable files count);
//     writing through the directory would bypass the file's permission;
//   - the current user may not create the temporary file in its directory.
func Check(snap *Snapshot) error {
	refuse := func(format string, args ...any) error {
		return &RefusedError{Path: snap.Path, Reason: fmt.Sprintf(format, args...)}
	}
	if n := linkCount(snap.info); n > 1 {
		return refuse("it has %d hard links, which rewriting it would split", n)
	}
	perm := uint32(snap.info.Mode().Perm())
	if perm&0o222 == 0 {
		return refuse("it is read-only (mode %04o); make it writable to fix it", perm)
	}
	if err := canWrite(snap.Target); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: %w: %w", snap.Path, ErrChanged, err)
	} else if err != nil {
		return refuse("the current user may not write it (mode %04o: %v)", perm, err)
	}
	dir := filepath.Dir(snap.Target)
	if err := canCreateIn(dir); err != nil {
		return refuse("the current user may not create the temporary file in %s (%v)", dir, err)
	}
	return nil
}

// ErrOutside is returned (wrapped) by Read when a symbolic link leads out
// of the tree being fixed.
var ErrOutside = errors.New("is a symbolic link to a file outside the tree being fixed")

// testHook, when set by tests, runs after each step of Write; an error it
// returns aborts the write there, as a failure or an interruption would.
var testHook func(step string) error

func step(name string) error {
	if testHook != nil {
		return testHook(name)
	}
	return nil
}

// temps holds the temporary files being written (by their path, with the
// function removing them from their directory), so an interrupted process
// can remove them (RemoveTemps) before it exits. inPlace is held (read
// locked) by each write in place, which RemoveTemps waits for, so that an
// exit never cuts one short.
var (
	temps   sync.Map
	inPlace sync.RWMutex
)

// RemoveTemps removes every temporary file a Write in progress created,
// after any write in place in progress has finished (and keeps new ones
// from starting). Call it before exiting on a second interrupt; the files
// being written are then left as they were (a rename that already
// happened is complete).
func RemoveTemps() {
	inPlace.Lock()
	temps.Range(func(k, v any) bool {
		v.(func())()
		temps.Delete(k)
		return true
	})
}

// Write replaces the file of snap with data, atomically: it writes a
// temporary file beside the file, in the directory Read opened (named as
// TempWriter recognises), gives it the original's owner (where allowed),
// extended attributes (ACLs among them) and permission bits, syncs it to
// disk, checks that the name still holds the very file that was read,
// unchanged, and renames the temporary file over it. On any error, or
// when ctx is done before the rename, the original is untouched and the
// temporary file is removed. A file that Check refuses is not touched
// (the error is its *RefusedError).
//
// When an extended attribute cannot be given to the new file (a security
// label the user may not set, say), the file is instead written in place,
// through a descriptor of the file itself: not atomic, but nothing of the
// file other than its content changes.
func Write(ctx context.Context, snap *Snapshot, data []byte) (err error) {
	if err := Check(snap); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: not fixed: %w", snap.Path, err)
	}
	f, tmpName, err := createTemp(snap.dir, snap.name)
	if err != nil {
		return fmt.Errorf("%s: creating a temporary file: %w", snap.Path, reason(err))
	}
	tmp := filepath.Join(filepath.Dir(snap.Target), tmpName)
	temps.Store(tmp, func() { snap.dir.Remove(tmpName) })
	closed, removed := false, false
	defer func() {
		if !closed {
			f.Close()
		}
		if err != nil && !removed {
			snap.dir.Remove(tmpName)
		}
		temps.Delete(tmp)
	}()
	if err := step("created"); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, err)
	}
	if _, err := f.Write(data); err != nil {
		return fmt.Errorf("%s: writing %s: %w", snap.Path, tmp, reason(err))
	}
	if err := step("written"); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, err)
	}
	// The owner first: a change of owner clears the set-user-ID bits and
	// security.capability, which the attributes and mode then restore.
	if err := chown(f, snap.info); err != nil {
		return fmt.Errorf("%s: setting the owner of %s: %w", snap.Path, tmp, reason(err))
	}
	if err := copyXattrs(snap.file, f); err != nil {
		closed, removed = true, true
		f.Close()
		snap.dir.Remove(tmpName)
		return writeInPlace(ctx, snap, data, err)
	}
	mode := snap.info.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
	if err := f.Chmod(mode); err != nil {
		return fmt.Errorf("%s: setting the mode of %s: %w", snap.Path, tmp, reason(err))
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("%s: syncing %s: %w", snap.Path, tmp, reason(err))
	}
	closed = true
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: closing %s: %w", snap.Path, tmp, reason(err))
	}
	if err := step("synced"); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, err)
	}
	if err := unchanged(snap); err != nil {
		return err
	}
	if err := step("checked"); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, err)
	}
	// The last moment to give up: after the rename the file is fixed.
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: not fixed: %w", snap.Path, err)
	}
	if err := snap.dir.Rename(tmpName, snap.name); err != nil {
		return fmt.Errorf("%s: replacing the file: %w", snap.Path, reason(err))
	}
	syncDir(snap.dir)
	return nil
}

// writeInPlace writes data over the file of snap through a descriptor of
// that very file (checked by identity), when the attributes of the file
// could not be carried over to a new one (why).
func writeInPlace(ctx context.Context, snap *Snapshot, data []byte, why error) error {
	inPlace.RLock()
	defer inPlace.RUnlock()
	f, err := snap.dir.OpenFile(snap.name, os.O_WRONLY|files.NonBlock, 0)
	if err != nil {
		return fmt.Errorf("%s: writing in place (%v): %w", snap.Path, why, reason(err))
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !os.SameFile(info, snap.info) {
		return fmt.Errorf("%s: %w", snap.Path, ErrChanged)
	}
	if err := unchanged(snap); err != nil {
		return err
	}
	if err := step("in place"); err != nil {
		return fmt.Errorf("%s: %w", snap.Path, err)
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: not fixed: %w", snap.Path, err)
	}
	if _, err := f.WriteAt(data, 0); err != nil {
		return fmt.Errorf("%s: writing in place (%v): %w", snap.Path, why, reason(err))
	}
	if err := f.Truncate(int64(len(data))); err != nil {
		return fmt.Errorf("%s: writing in place (%v): %w", snap.Path, why, reason(err))
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("%s: syncing: %w", snap.Path, reason(err))
	}
	return nil
}

// maxPageInTemp is the most bytes of the page's name kept in its
// temporary file's name, so that the name stays under the usual 255-byte
// limit.
const maxPageInTemp = 128

// createTemp creates a new temporary file in dir for the page named base,
// ".attrlint-tmp-PID-RANDOM-BASE", readable and writable by the owner only
// until Write gives it the page's mode, and returns it with its name.
func createTemp(dir *os.Root, base string) (*os.File, string, error) {
	if len(base) > maxPageInTemp {
		cut := maxPageInTemp
		for cut > 0 && !utf8.RuneStart(base[cut]) {
			cut--
		}
		base = base[:cut]
	}
	for try := 0; ; try++ {
		name := fmt.Sprintf("%s%d-%d-%s", files.TempPrefix, os.Getpid(), rand.Uint32(), base)
		f, err := dir.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, name, err
	}
}

// maxWriteTime is how old a temporary file must be for the next run to
// remove it even though a process with the id in its name is running (the
// id was reused after the writer was killed). Writing a page takes
// seconds at most.
const maxWriteTime = time.Hour

// Leftovers lists the temporary files in dir that an earlier run left
// behind when it was killed between writing and renaming (kill -9, a
// crash): files whose names TempWriter recognises exactly, modified before
// since (the start of this run), and whose writing process is gone, or
// which are older than an hour. A temporary file of a run in progress is
// never listed. An unreadable directory has none.
func Leftovers(dir string, since time.Time) []string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		pid, ok := files.TempWriter(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if _, mine := temps.Load(p); mine {
			continue
		}
		info, err := e.Info()
		if err != nil || !info.ModTime().Before(since) {
			continue
		}
		if pid == os.Getpid() || processGone(pid) || since.Sub(info.ModTime()) > maxWriteTime {
			out = append(out, p)
		}
	}
	return out
}

// unchanged checks that the name in the directory still holds the file
// that was read (the same file, not a link to it), with the size,
// modification time and content it had.
func unchanged(snap *Snapshot) error {
	info, err := snap.dir.Lstat(snap.name)
	if err != nil {
		return fmt.Errorf("%s: %w: %w", snap.Path, ErrChanged, reason(err))
	}
	if !os.SameFile(info, snap.info) || info.Size() != snap.info.Size() || !info.ModTime().Equal(snap.info.ModTime()) || !info.Mode().IsRegular() {
		return fmt.Errorf("%s: %w", snap.Path, ErrChanged)
	}
	now, err := io.ReadAll(io.NewSectionReader(snap.file, 0, 1<<62))
	if err != nil {
		return fmt.Errorf("%s: %w: %w", snap.Path, ErrChanged, reason(err))
	}
	if sum := sha256.Sum256(now); !bytes.Equal(sum[:], snap.sum[:]) {
		return fmt.Errorf("%s: %w", snap.Path, ErrChanged)
	}
	return nil
}

// syncDir makes the rename durable where the platform allows it; failure
// only weakens durability after a crash, so it is not reported.
func syncDir(dir *os.Root) {
	d, err := dir.Open(".")
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}
