package main

// The command's side of robustness: --max-file-size, --debug, how file
// errors and notices are reported, and Ctrl-C.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/attrlint/attrlint/lint"
)

// exitInterrupted is the status after Ctrl-C (SIGINT) or SIGTERM: 128 plus
// the number of SIGINT, as shells report a command killed by it.
const exitInterrupted = 130

// sizeFlag is a --max-file-size value: a byte count with an optional unit.
type sizeFlag int64

func (s *sizeFlag) String() string { return strconv.FormatInt(int64(*s), 10) }

func (s *sizeFlag) Set(v string) error {
	n, err := parseSize(v)
	if err != nil {
		return err
	}
	*s = sizeFlag(n)
	return nil
}

// sizeUnits are the units parseSize accepts, lower case: decimal ones as
// SI defines them and binary ones as IEC does, so 10MB and 10MiB differ.
var sizeUnits = map[string]int64{
	"": 1, "b": 1,
	"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12,
	"k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40,
	"kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40,
}

// parseSize reads sizes like 0, 4096, 512KiB, 10MB or 1.5G. Units are
// case-insensitive; KB/MB/GB are powers of 1000, KiB/MiB/GiB and the bare
// letters K/M/G powers of 1024.
func parseSize(v string) (int64, error) {
	t := strings.TrimSpace(v)
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	num, unit := t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	mult, ok := sizeUnits[unit]
	if num == "" || !ok {
		return 0, fmt.Errorf("want a size such as 10MB, 512KiB or 0 for no limit, got %q", v)
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("want a size such as 10MB, 512KiB or 0 for no limit, got %q", v)
	}
	n := f * float64(mult)
	if n > math.MaxInt64/2 {
		return 0, fmt.Errorf("size %q is too large", v)
	}
	return int64(math.Ceil(n)), nil
}

// reportFileError writes a file's error to stderr and says whether it
// counts as a failure of the run (exit status 2). A skipped file (binary,
// over --max-file-size) is a notice and does not; an internal error
// carries a short stack trace, shown with --debug.
func reportFileError(stderr io.Writer, err error, debug bool) bool {
	var skipped *lint.Skipped
	if errors.As(err, &skipped) {
		fmt.Fprintf(stderr, "attrlint: notice: %v\n", err)
		return false
	}
	fmt.Fprintf(stderr, "attrlint: %v\n", err)
	var internal *lint.InternalError
	if errors.As(err, &internal) {
		if debug {
			// A line per write: stderr shows each write as one message.
			for _, line := range strings.SplitAfter(string(internal.Stack), "\n") {
				io.WriteString(stderr, line)
			}
		} else {
			fmt.Fprintln(stderr, "attrlint: run with --debug for a stack trace")
		}
	}
	return true
}

// interruptContext returns a context that is cancelled by the first
// SIGINT or SIGTERM, and a function to call when the run is over. After
// the first signal the default handling is restored, so a second Ctrl-C
// kills the process at once if stopping takes too long.
func interruptContext() (context.Context, func()) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
}

// interruptible returns a reader of r that fails with ctx's error once ctx
// is done, even while a Read of r is blocked (a terminal, or a pipe that
// nobody writes to): the blocked Read is abandoned to its goroutine, which
// ends with the process.
func interruptible(ctx context.Context, r io.Reader) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		_, err := io.Copy(pw, r)
		pw.CloseWithError(err)
	}()
	go func() {
		<-ctx.Done()
		pw.CloseWithError(ctx.Err())
	}()
	return pr
}

// testRules, when set by a test, adds rules to the catalogue: the hook
// through which the tests make a rule panic.
var testRules []*lint.Rule
