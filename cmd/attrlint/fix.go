package main

// --fix and --fix-dry-run: apply the behaviour-preserving fixes that
// diagnostics carry, write files back safely, or print the unified diff.

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/fix"
	"github.com/attrlint/attrlint/lint/project"
)

// fixFlags are the command-line flags of fixing.
type fixFlags struct {
	fix, dryRun, symlinks bool
}

// addFixFlags declares the flags on fs.
func addFixFlags(fs *flag.FlagSet) *fixFlags {
	f := &fixFlags{}
	fs.BoolVar(&f.fix, "fix", false, "apply the fixes that keep what browsers do, rewriting files in place; \"-\" prints the fixed document")
	fs.BoolVar(&f.dryRun, "fix-dry-run", false, "show what --fix would do and change no file: the unified diff on stdout (--format diff, the default here), or another format's report of what --fix would leave")
	fs.BoolVar(&f.symlinks, "fix-symlinks", false, "with --fix, also rewrite files that symbolic links lead to outside the linted tree")
	return f
}

// active reports whether fixes are applied or shown.
func (f *fixFlags) active() bool { return f.fix || f.dryRun }

// validate rejects contradictory flags; it prints the reason.
func (f *fixFlags) validate(stderr io.Writer) bool {
	if f.fix && f.dryRun {
		fmt.Fprintln(stderr, "attrlint: --fix and --fix-dry-run exclude each other")
		return false
	}
	if f.symlinks && !f.active() {
		fmt.Fprintln(stderr, "attrlint: --fix-symlinks only applies with --fix or --fix-dry-run")
		return false
	}
	return true
}

// formatDiff is the --format of --fix-dry-run's unified diff, its
// default: the diff is then the whole report on stdout.
const formatDiff = "diff"

// reportTo is where the report goes: stdout, in every format and mode,
// so that stdout holds exactly one report. The one exception is --fix
// with "-", a filter whose stdout is the fixed document; its report goes
// to stderr.
func (f *fixFlags) reportTo(paths []string, stdout, stderr io.Writer) io.Writer {
	if f.fix && slices.Contains(paths, "-") {
		return stderr
	}
	return stdout
}

// diffReport is the report of --format diff: the fixer writes the diffs,
// and the diagnostics of what would remain are not shown (the summary on
// stderr counts the fixes, and the exit status says whether errors would
// remain).
type diffReport struct{}

func (diffReport) File(string, []lint.Diagnostic) error { return nil }
func (diffReport) Close() error                         { return nil }

// fixer runs one --fix or --fix-dry-run over files.
type fixer struct {
	flags *fixFlags
	// linterFor gives the linter of a file (its configuration).
	linterFor func(path string) (*lint.Linter, error)
	args      []string // the path arguments, for the symlink rule
	// stdout receives the fixed document of "-" with --fix, and the diffs
	// of --fix-dry-run when diffs is set (--format diff).
	stdout io.Writer
	diffs  bool
	stderr io.Writer
	// start is when the run started: temporary files older than this
	// whose writer is gone are leftovers of an earlier run.
	start time.Time

	// applied and files count for the summary line.
	applied, files int

	// locks serialises work on one file reached by several paths
	// (symbolic links inside the tree). done holds, for a dry run, the
	// content each file already handled would have after fixing, so that
	// a later path to it is reported as the real run reports it: linted
	// after the fix, with nothing left to fix.
	mu    sync.Mutex
	locks map[string]*sync.Mutex
	done  map[string][]byte
}

// outcome is what fixing one file produced, emitted in file order.
type outcome struct {
	res     project.Result
	diff    string
	notices []string
	applied int
}

// newFixer returns the fixer of one run. diffs says whether --fix-dry-run
// writes its diffs to stdout (--format diff).
func newFixer(flags *fixFlags, linterFor func(string) (*lint.Linter, error), args []string, stdout io.Writer, diffs bool, stderr io.Writer) *fixer {
	return &fixer{flags: flags, linterFor: linterFor, args: args, stdout: stdout, diffs: diffs, stderr: stderr,
		start: time.Now(), locks: make(map[string]*sync.Mutex), done: make(map[string][]byte)}
}

// stdin fixes the document read from standard input. With --fix the
// document is written to stdout, fixed or, when it cannot be fixed, as
// it came, so a pipe never loses it; with --fix-dry-run the diff is.
func (x *fixer) stdin(ctx context.Context, l *lint.Linter, name string, r io.Reader) project.Result {
	b, err := io.ReadAll(r)
	if err != nil {
		return project.Result{Path: name, Err: &lint.FileError{Path: name, Err: err}}
	}
	echo := func() {
		if x.flags.fix {
			x.stdout.Write(b)
		}
	}
	// Lint with the usual checks (size, binary) first; a document with
	// nothing to fix comes out as it went in.
	d, err := l.LintReader(ctx, name, bytes.NewReader(b))
	if err != nil || !hasFix(d) {
		echo()
		return project.Result{Path: name, Diagnostics: d, Err: err}
	}
	res, err := fix.Bytes(ctx, l, name, b)
	if err != nil {
		echo()
		return project.Result{Path: name, Err: err}
	}
	o := x.finish(name, b, res)
	if x.flags.fix {
		x.stdout.Write(res.Fixed)
	} else {
		io.WriteString(x.stdout, o.diff)
	}
	x.report(o)
	return o.res
}

// finish turns a fix result into an outcome (without writing anything).
func (x *fixer) finish(path string, orig []byte, res *fix.Result) outcome {
	o := outcome{res: project.Result{Path: path, Diagnostics: res.Remaining}, applied: res.Applied}
	if res.NotFixed != "" {
		o.notices = append(o.notices, fmt.Sprintf("%s: not fixed: %s", path, res.NotFixed))
	}
	if x.flags.dryRun && x.diffs && res.Changed(orig) {
		o.diff = fix.Diff(path, orig, res.Fixed)
	}
	return o
}

// report prints an outcome's notices and counts it for the summary.
func (x *fixer) report(o outcome) {
	for _, n := range o.notices {
		fmt.Fprintf(x.stderr, "attrlint: notice: %s\n", n)
	}
	if o.applied > 0 {
		x.applied += o.applied
		x.files++
	}
}

// summary prints "fixed N problems in M files" (or what a dry run would
// fix) to stderr.
func (x *fixer) summary() {
	verb := "fixed"
	if x.flags.dryRun {
		verb = "would fix"
	}
	fmt.Fprintf(x.stderr, "attrlint: %s %d %s in %d %s\n", verb, x.applied, plural(x.applied, "problem"), x.files, plural(x.files, "file"))
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// root is the tree a file was found in: the directory argument it lies
// under, or the directory of a file named directly.
func (x *fixer) root(file string) string {
	best := ""
	for _, a := range x.args {
		if a == file {
			return filepath.Dir(file)
		}
		c := filepath.Clean(a)
		rel, err := filepath.Rel(c, file)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		if len(c) > len(best) {
			best = c
		}
	}
	if best == "" {
		return filepath.Dir(file)
	}
	return best
}

// lock returns the lock of the file path leads to, and that file.
func (x *fixer) lock(path string) (*sync.Mutex, string) {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		target = path
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	m := x.locks[target]
	if m == nil {
		m = &sync.Mutex{}
		x.locks[target] = m
	}
	return m, target
}

// file lints one file and, when it has fixes, fixes it: writes it back
// (--fix) or computes its diff (--fix-dry-run).
func (x *fixer) file(ctx context.Context, path string) outcome {
	m, target := x.lock(path)
	m.Lock()
	defer m.Unlock()

	// Lint first, with the usual checks (size, binary, not a regular
	// file); most files have nothing to fix and are done here.
	l, err := x.linterFor(path)
	if err != nil {
		return outcome{res: project.Result{Path: path, Err: err}}
	}
	diags, err := l.LintFileContext(ctx, path)
	if err != nil {
		return outcome{res: project.Result{Path: path, Diagnostics: diags, Err: err}}
	}
	plain := outcome{res: project.Result{Path: path, Diagnostics: diags}}
	if !hasFix(diags) {
		return plain
	}
	// The file is resolved and opened once, beneath its tree unless
	// --fix-symlinks; everything after works on what was opened.
	root := x.root(path)
	if x.flags.symlinks {
		root = ""
	}
	snap, err := fix.Read(path, root)
	if errors.Is(err, fix.ErrOutside) {
		plain.notices = []string{fmt.Sprintf("not fixed: %v; --fix-symlinks allows it", err)}
		return plain
	} else if err != nil {
		plain.res.Err = err
		return plain
	}
	defer snap.Close()
	if x.flags.dryRun {
		// Another path already led to this file: the real run would
		// find it fixed.
		x.mu.Lock()
		after, seen := x.done[target]
		x.mu.Unlock()
		if seen {
			diags, err := l.LintBytes(path, after)
			return outcome{res: project.Result{Path: path, Diagnostics: diags, Err: err}}
		}
	}

	// Refusals (read-only, hard links, ...) are found before anything is
	// written, in a dry run too, so that it says what the real run does.
	var refused *fix.RefusedError
	if err := fix.Check(snap); errors.As(err, &refused) {
		plain.notices = []string{refused.Error()}
		return plain
	} else if err != nil {
		plain.res.Err = err
		return plain
	}
	res, err := fix.Bytes(ctx, l, path, snap.Data)
	if err != nil {
		plain.res.Err = err
		return plain
	}
	o := x.finish(path, snap.Data, res)
	if x.flags.dryRun {
		if res.Changed(snap.Data) {
			x.mu.Lock()
			x.done[target] = res.Fixed
			x.mu.Unlock()
		}
		return o
	}
	if !res.Changed(snap.Data) {
		return o
	}
	if err := fix.Write(ctx, snap, res.Fixed); errors.As(err, &refused) {
		plain.notices = []string{refused.Error()}
		return plain
	} else if err != nil {
		// Nothing was written: report the file as it is.
		plain.res.Err = err
		return plain
	}
	return o
}

// leftovers removes (or, in a dry run, lists) the temporary files that an
// earlier --fix killed mid-write left in the directories of files, before
// any file is fixed, with a notice for each, in the order of files.
func (x *fixer) leftovers(files []string) {
	seen := map[string]bool{}
	for _, f := range files {
		dir := filepath.Dir(f)
		if seen[dir] {
			continue
		}
		seen[dir] = true
		for _, p := range fix.Leftovers(dir, x.start) {
			switch {
			case x.flags.dryRun:
				fmt.Fprintf(x.stderr, "attrlint: notice: would remove %s, a temporary file left by an interrupted attrlint --fix\n", p)
			case os.Remove(p) == nil:
				fmt.Fprintf(x.stderr, "attrlint: notice: removed %s, a temporary file left by an interrupted attrlint --fix\n", p)
			}
		}
	}
}

func hasFix(diags []lint.Diagnostic) bool {
	for i := range diags {
		if diags[i].Fix != nil {
			return true
		}
	}
	return false
}

// run fixes files on workers goroutines and emits their results in the
// order of files, like project.Run. When ctx is done no further file
// is started, files being written are finished or left untouched, and it
// returns ctx.Err(). A second interrupt removes the temporary files of
// writes in progress and exits at once.
func (x *fixer) run(ctx context.Context, files []string, workers int, emit func(project.Result)) error {
	x.leftovers(files)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	stopWatch := make(chan struct{})
	defer close(stopWatch)
	go func() {
		count := 0
		for {
			select {
			case <-sigs:
				if count++; count >= 2 {
					fix.RemoveTemps()
					fmt.Fprintln(x.stderr, "attrlint: interrupted again; stopped, files being written were left as they were")
					os.Exit(exitInterrupted)
				}
			case <-stopWatch:
				return
			}
		}
	}()

	return project.Ordered(ctx, len(files), workers, func(i int) outcome { return x.file(ctx, files[i]) }, func(o outcome) {
		io.WriteString(x.stdout, o.diff)
		x.report(o)
		emit(o.res)
	})
}
