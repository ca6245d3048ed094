package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterruptInsideOneFile: a signal stops the lint of the file in
// progress, not only the files after it. On a page with 200,000
// attributes on one element (one element: the walk's look at the context
// between elements never comes), SIGTERM or SIGINT sent a fifth of the
// way into the run must end it with status 130 well before an
// uninterrupted run would finish: in under a quarter of that run's time,
// a ratio, so that a loaded machine slows both alike. (The lint used to
// go on to the end: 16 s after the signal for 40,000 attributes.)
func TestInterruptInsideOneFile(t *testing.T) {
	bin := buildBinary(t)
	path := write(t, t.TempDir(), "attributes.html", manyAttributes(""))

	start := time.Now()
	full := exec.Command(bin, "--format", "json", path)
	if err := full.Run(); full.ProcessState.ExitCode() != exitErrors {
		t.Fatalf("uninterrupted run: %v, want status %d", err, exitErrors)
	}
	whole := time.Since(start)

	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		var out, errOut bytes.Buffer
		cmd, took := signalAfter(t, sig, whole/5, func() *exec.Cmd {
			cmd := exec.Command(bin, "--format", "json", path)
			out.Reset()
			errOut.Reset()
			cmd.Stdout, cmd.Stderr = &out, &errOut
			return cmd
		})
		t.Logf("%v: the whole run %v, stopped %v after the signal", sig, whole, took)
		if cmd.ProcessState.ExitCode() != exitInterrupted {
			t.Fatalf("%v: %v, want status 130\n%s", sig, cmd.ProcessState, errOut.String())
		}
		if took > whole/4 {
			t.Errorf("%v: stopped %v after the signal, against %v for the whole run: the file in progress went on", sig, took, whole)
		}
		if !strings.Contains(errOut.String(), "attrlint: interrupted;") || strings.TrimSpace(out.String()) != "[]" {
			t.Errorf("%v: stdout %.100q, stderr %q; want an empty array and the notice", sig, out.String(), errOut.String())
		}
	}
}

// manyAttributes is a page whose one div has 200,000 attributes, after
// prefix.
func manyAttributes(prefix string) string {
	var page strings.Builder
	page.WriteString("<!DOCTYPE html><html lang=en><title>t</title>" + prefix + "<div")
	for i := range 200_000 {
		fmt.Fprintf(&page, " x%d=%d", i, i)
	}
	page.WriteString("></div>\n")
	return page.String()
}

// TestInterruptFixAndStdin: as TestInterruptInsideOneFile, for --fix
// (the file has a fix, so the signal, sent half way, comes while the fix
// re-lints it: the file must be left as it was) and for a page read from
// standard input (the signal comes while it is linted, not read).
func TestInterruptFixAndStdin(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	orig := manyAttributes("<p title=a title=b>duplicate</p>")
	path := write(t, dir, "attributes.html", orig)
	for _, mode := range []struct {
		name string
		args []string
		at   int // the signal is sent at whole/at
	}{
		{"--fix", []string{"--fix", "--format", "json", path}, 2},
		{"stdin", []string{"--format", "json", "-"}, 5},
	} {
		t.Run(mode.name, func(t *testing.T) {
			run := func() *exec.Cmd {
				if err := os.WriteFile(path, []byte(orig), 0o644); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(bin, mode.args...)
				if mode.name == "stdin" {
					cmd.Stdin = strings.NewReader(orig)
				}
				return cmd
			}
			start := time.Now()
			full := run()
			out, err := full.Output()
			whole := time.Since(start)
			if full.ProcessState.ExitCode() != exitErrors || len(out) < 1000 {
				t.Fatalf("uninterrupted run: %v, want status %d and findings; %.200q", err, exitErrors, out)
			}
			if b, _ := os.ReadFile(path); mode.name == "--fix" && string(b) == orig {
				t.Fatal("the uninterrupted run did not fix the file")
			}
			for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
				var errOut bytes.Buffer
				cmd, took := signalAfter(t, sig, whole/time.Duration(mode.at), func() *exec.Cmd {
					cmd := run()
					errOut.Reset()
					cmd.Stderr = &errOut
					return cmd
				})
				t.Logf("%v: the whole run %v, stopped %v after the signal", sig, whole, took)
				if cmd.ProcessState.ExitCode() != exitInterrupted || !strings.Contains(errOut.String(), "attrlint: interrupted") {
					t.Fatalf("%v: %v, want status 130 and the notice\n%s", sig, cmd.ProcessState, errOut.String())
				}
				if took > whole/4 {
					t.Errorf("%v: stopped %v after the signal, against %v for the whole run: the file in progress went on", sig, took, whole)
				}
				if b, _ := os.ReadFile(path); string(b) != orig {
					t.Errorf("%v: the file changed", sig)
				}
			}
		})
	}
}

// signalAfter starts the command build makes, sends it sig after wait (see
// signalWhenReady) and returns it ended, with how long after the signal it
// took to end.
func signalAfter(t *testing.T, sig syscall.Signal, wait time.Duration, build func() *exec.Cmd) (*exec.Cmd, time.Duration) {
	t.Helper()
	var sent time.Time
	cmd := signalWhenReady(t, sig, wait, func() *exec.Cmd {
		cmd := build()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}, func() { sent = time.Now() })
	return cmd, time.Since(sent)
}
