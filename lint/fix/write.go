package fix

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
)

// Snapshot is a file as it was read, so that it is replaced only if it has
// not changed since.
type Snapshot struct {
	// Path is the path the file was named by.
	Path string
	// Target is Path with every symbolic link resolved: the file that is
	// read and rewritten (writing through a link replaces its target and
	// keeps the link).
	Target string
	// Data is the content read.
	Data []byte

	info fs.FileInfo
	sum  [sha256.Size]byte
}

// Read reads a regular file and records its size, modification time and
// content hash.
func Read(path string) (*Snapshot, error) {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, reason(err))
	}
	info, err := os.Stat(target)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, reason(err))
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s)", path, info.Mode().Type())
	}
	data, err := lint.ReadRegular(target, 0)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &Snapshot{Path: path, Target: target, Data: data, info: info, sum: sha256.Sum256(data)}, nil
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

// ErrOutside is returned (wrapped) by Within when a symbolic link leads
// out of the tree being fixed.
var ErrOutside = errors.New("is a symbolic link to a file outside the tree being fixed")

// Within checks the symbolic-link rule of --fix: the file path names, with
// every link resolved, must lie inside root, with every link in root
// resolved too. root is the directory argument the file was found under,
// or the directory holding a file named directly. A path with no links is
// always inside; a link is followed only when its target is in the same
// tree, so fixing a tree never rewrites a file elsewhere on the disk.
func Within(path, root string) error {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, reason(err))
	}
	r, err := filepath.EvalSymlinks(root)
	if err != nil {
		return fmt.Errorf("%s: %w", root, reason(err))
	}
	target, err = filepath.Abs(target)
	if err != nil {
		return err
	}
	r, err = filepath.Abs(r)
	if err != nil {
		return err
	}
	rel, err := filepath.Rel(r, target)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return fmt.Errorf("%s %w (%s, outside %s)", path, ErrOutside, target, r)
	}
	return nil
}

// testHook, when set by tests, runs after each step of Write; an error it
// returns aborts the write there, as a failure or an interruption would.
var testHook func(step string) error

func step(name string) error {
	if testHook != nil {
		return testHook(name)
	}
	return nil
}

// temps holds the temporary files being written, so an interrupted
// process can remove them (RemoveTemps) before it exits.
var temps sync.Map

// RemoveTemps removes every temporary file a Write in progress created.
// Call it before exiting on a second interrupt; the files being written
// are then left as they were (a rename that already happened is complete).
func RemoveTemps() {
	temps.Range(func(k, _ any) bool {
		os.Remove(k.(string))
		temps.Delete(k)
		return true
	})
}

// Write replaces the file of snap with data, atomically: it writes a
// temporary file in the same directory (named as TempWriter recognises),
// copies the original's permission bits (and owner, where allowed), syncs
// it to disk, checks that the original has not changed since it was
// read, and renames the temporary file over it. On any error, or when ctx
// is done before the rename, the original is untouched and the temporary
// file is removed. A file that Check refuses is not touched (the error is
// its *RefusedError).
func Write(ctx context.Context, snap *Snapshot, data []byte) (err error) {
	if err := Check(snap); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: not fixed: %w", snap.Path, err)
	}
	dir, base := filepath.Split(snap.Target)
	if dir == "" {
		dir = "."
	}
	f, err := createTemp(dir, base)
	if err != nil {
		return fmt.Errorf("%s: creating a temporary file: %w", snap.Path, reason(err))
	}
	tmp := f.Name()
	temps.Store(tmp, true)
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				f.Close()
			}
			os.Remove(tmp)
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
	mode := snap.info.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
	if err := f.Chmod(mode); err != nil {
		return fmt.Errorf("%s: setting the mode of %s: %w", snap.Path, tmp, reason(err))
	}
	if err := chown(f, snap.info); err != nil {
		return fmt.Errorf("%s: setting the owner of %s: %w", snap.Path, tmp, reason(err))
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
	if err := os.Rename(tmp, snap.Target); err != nil {
		return fmt.Errorf("%s: replacing the file: %w", snap.Path, err)
	}
	syncDir(dir)
	return nil
}

// maxPageInTemp is the most bytes of the page's name kept in its
// temporary file's name, so that the name stays under the usual 255-byte
// limit.
const maxPageInTemp = 128

// createTemp creates a new temporary file in dir for the page named base,
// ".attrlint-tmp-PID-RANDOM-BASE", readable and writable by the owner only
// until Write gives it the page's mode.
func createTemp(dir, base string) (*os.File, error) {
	if len(base) > maxPageInTemp {
		cut := maxPageInTemp
		for cut > 0 && !utf8.RuneStart(base[cut]) {
			cut--
		}
		base = base[:cut]
	}
	for try := 0; ; try++ {
		name := fmt.Sprintf("%s%d-%d-%s", lint.TempPrefix, os.Getpid(), rand.Uint32(), base)
		f, err := os.OpenFile(filepath.Join(dir, name), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
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
		pid, ok := lint.TempWriter(e.Name())
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

// unchanged checks that the file still has the size, modification time
// and content it had when read.
func unchanged(snap *Snapshot) error {
	info, err := os.Stat(snap.Target)
	if err != nil {
		return fmt.Errorf("%s: %w: %w", snap.Path, ErrChanged, reason(err))
	}
	if info.Size() != snap.info.Size() || !info.ModTime().Equal(snap.info.ModTime()) || !info.Mode().IsRegular() {
		return fmt.Errorf("%s: %w", snap.Path, ErrChanged)
	}
	now, err := lint.ReadRegular(snap.Target, 0)
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
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}
