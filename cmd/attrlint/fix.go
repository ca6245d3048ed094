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
	"strings"
	"sync"
	"syscall"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/fix"
)

// fixFlags are the command-line flags of fixing.
type fixFlags struct {
	fix, dryRun, symlinks bool
}

// addFixFlags declares the flags on fs.
func addFixFlags(fs *flag.FlagSet) *fixFlags {
	f := &fixFlags{}
	fs.BoolVar(&f.fix, "fix", false, "apply the fixes that keep what browsers do, rewriting files in place; \"-\" prints the fixed document")
	fs.BoolVar(&f.dryRun, "fix-dry-run", false, "print the fixes as a unified diff on stdout and change no file")
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

// reportTo is where diagnostics go: stdout, unless stdout carries the
// diff (--fix-dry-run) or the fixed document ("-" with --fix), when they
// go to stderr so the two never mix.
func (f *fixFlags) reportTo(paths []string, stdout, stderr io.Writer) io.Writer {
	if f.dryRun {
		return stderr
	}
	if f.fix {
		for _, p := range paths {
			if p == "-" {
				return stderr
			}
		}
	}
	return stdout
}

// fixer runs one --fix or --fix-dry-run over files.
type fixer struct {
	flags *fixFlags
	// linterFor gives the linter of a file (its configuration).
	linterFor func(path string) (*lint.Linter, error)
	args      []string // the path arguments, for the symlink rule
	stdout    io.Writer
	stderr    io.Writer

	// applied and files count for the summary line.
	applied, files int

	// locks serialises work on one file reached by several paths
	// (symbolic links inside the tree); done remembers the files already
	// handled, so a dry run shows each diff once.
	mu    sync.Mutex
	locks map[string]*sync.Mutex
	done  map[string]string
}

// outcome is what fixing one file produced, emitted in file order.
type outcome struct {
	res     lint.Result
	diff    string
	notices []string
	applied int
}

func newFixer(flags *fixFlags, linterFor func(string) (*lint.Linter, error), args []string, stdout, stderr io.Writer) *fixer {
	return &fixer{flags: flags, linterFor: linterFor, args: args, stdout: stdout, stderr: stderr,
		locks: make(map[string]*sync.Mutex), done: make(map[string]string)}
}

// stdin fixes the document read from standard input. With --fix the
// document is written to stdout, fixed or, when it cannot be fixed, as
// it came, so a pipe never loses it; with --fix-dry-run the diff is.
func (x *fixer) stdin(l *lint.Linter, name string, r io.Reader) lint.Result {
	b, err := io.ReadAll(r)
	if err != nil {
		return lint.Result{Path: name, Err: &lint.FileError{Path: name, Err: err}}
	}
	echo := func() {
		if x.flags.fix {
			x.stdout.Write(b)
		}
	}
	// Lint with the usual checks (size, binary) first; a document with
	// nothing to fix comes out as it went in.
	d, err := l.LintReader(name, bytes.NewReader(b))
	if err != nil || !hasFix(d) {
		echo()
		return lint.Result{Path: name, Diagnostics: d, Err: err}
	}
	res, err := fix.Bytes(l, name, b)
	if err != nil {
		echo()
		return lint.Result{Path: name, Err: err}
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
	o := outcome{res: lint.Result{Path: path, Diagnostics: res.Remaining}, applied: res.Applied}
	if res.NotFixed != "" {
		o.notices = append(o.notices, fmt.Sprintf("%s: not fixed: %s", path, res.NotFixed))
	}
	if x.flags.dryRun && res.Changed(orig) {
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
		return outcome{res: lint.Result{Path: path, Err: err}}
	}
	diags, err := l.LintFile(path)
	if err != nil {
		return outcome{res: lint.Result{Path: path, Diagnostics: diags, Err: err}}
	}
	plain := outcome{res: lint.Result{Path: path, Diagnostics: diags}}
	if !hasFix(diags) {
		return plain
	}
	if !x.flags.symlinks {
		if err := fix.Within(path, x.root(path)); err != nil {
			if errors.Is(err, fix.ErrOutside) {
				plain.notices = []string{fmt.Sprintf("not fixed: %v; --fix-symlinks allows it", err)}
				return plain
			}
			plain.res.Err = err
			return plain
		}
	}
	x.mu.Lock()
	first, seen := x.done[target]
	if !seen {
		x.done[target] = path
	}
	x.mu.Unlock()
	if seen && x.flags.dryRun {
		plain.notices = []string{fmt.Sprintf("%s: the same file as %s, whose diff is shown", path, first)}
		return plain
	}

	snap, err := fix.Read(path)
	if err != nil {
		plain.res.Err = err
		return plain
	}
	res, err := fix.Bytes(l, path, snap.Data)
	if err != nil {
		plain.res.Err = err
		return plain
	}
	o := x.finish(path, snap.Data, res)
	if x.flags.dryRun || !res.Changed(snap.Data) {
		return o
	}
	if err := fix.Write(ctx, snap, res.Fixed); err != nil {
		// Nothing was written: report the file as it is.
		plain.res.Err = err
		return plain
	}
	return o
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
// order of files, like lint.RunContext. When ctx is done no further file
// is started, files being written are finished or left untouched, and it
// returns ctx.Err(). A second interrupt removes the temporary files of
// writes in progress and exits at once.
func (x *fixer) run(ctx context.Context, files []string, workers int, emit func(lint.Result)) error {
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

	return lint.Ordered(ctx, len(files), workers, func(i int) outcome { return x.file(ctx, files[i]) }, func(o outcome) {
		io.WriteString(x.stdout, o.diff)
		x.report(o)
		emit(o.res)
	})
}
