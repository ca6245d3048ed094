package main

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// signalWhenReady starts a process with start, sends it sig after wait,
// and waits for it to end. A signal that comes before attrlint has set up
// its handler kills the process by the default action, which says nothing
// about attrlint (a loaded machine can take that long to start a
// process), so then the run is started again with twice the wait, up to
// 12.8 s: a process that never handles the signal still fails. done, if
// not nil, runs while the process is running, just before the signal.
func signalWhenReady(t *testing.T, sig syscall.Signal, wait time.Duration, start func() *exec.Cmd, before func()) *exec.Cmd {
	t.Helper()
	for ; ; wait *= 2 {
		cmd := start()
		time.Sleep(wait)
		if before != nil {
			before()
		}
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(time.Minute): // a watchdog, not a bound on speed
			cmd.Process.Kill()
			<-done
			t.Fatalf("%v was ignored: still running a minute later", sig)
		}
		ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
		if ok && ws.Signaled() && ws.Signal() == sig && wait < 12800*time.Millisecond {
			t.Logf("%v came %v after the start, before the handler: again, later", sig, wait)
			continue
		}
		return cmd
	}
}
