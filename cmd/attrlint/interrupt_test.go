package main

import (
	"bytes"
	"fmt"
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
	var page strings.Builder
	page.WriteString("<!DOCTYPE html><html lang=en><title>t</title><div")
	for i := range 200_000 {
		fmt.Fprintf(&page, " x%d=%d", i, i)
	}
	page.WriteString("></div>\n")
	path := write(t, t.TempDir(), "attributes.html", page.String())

	start := time.Now()
	full := exec.Command(bin, "--format", "json", path)
	if err := full.Run(); full.ProcessState.ExitCode() != exitErrors {
		t.Fatalf("uninterrupted run: %v, want status %d", err, exitErrors)
	}
	whole := time.Since(start)

	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		var out, errOut bytes.Buffer
		var sent time.Time
		cmd := signalWhenReady(t, sig, whole/5, func() *exec.Cmd {
			cmd := exec.Command(bin, "--format", "json", path)
			out.Reset()
			errOut.Reset()
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			return cmd
		}, func() { sent = time.Now() })
		took := time.Since(sent)
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
