//go:build unix

package linttest

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used so far (user and system,
// every thread, the garbage collector's included): the work a lint did,
// which other processes on a busy machine do not inflate as they do its
// wall time.
func cpuTime() time.Duration {
	var r syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &r); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
