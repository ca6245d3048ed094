// Command compare runs two or more commands alternately, several rounds,
// and prints each one's median wall time and peak memory and the ratio of
// each median to the first command's. Alternating the runs inside one
// invocation is what makes the ratios meaningful on a shared, noisy
// machine: drift in load hits every command alike.
//
//	compare -n 5 -- 'floor -j 1 DIR' 'attrlint -j 1 DIR'
//
// Each command is split on spaces (no quoting); its output is discarded.
// An exit status of 1 is accepted (attrlint exits 1 when it finds errors).
//
// With -cpu, the times compared are each run's CPU time (user + system)
// instead of its wall time: time the machine gave to other guests or
// processes is not counted, which steadies the ratios of single-worker
// runs on a shared machine (with more workers, wall time is the measure).
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	rounds := flag.Int("n", 5, "rounds; each round runs every command once")
	cpu := flag.Bool("cpu", false, "compare CPU time (user + system) instead of wall time")
	flag.Parse()
	cmds := flag.Args()
	if len(cmds) == 0 {
		fmt.Fprintln(os.Stderr, "usage: compare [-n rounds] 'command args' ...")
		os.Exit(2)
	}
	walls := make([][]time.Duration, len(cmds))
	rss := make([][]int64, len(cmds))
	for range *rounds {
		for i, c := range cmds {
			w, u, m, err := runOnce(c)
			if *cpu {
				w = u
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "compare: %s: %v\n", c, err)
				os.Exit(2)
			}
			walls[i] = append(walls[i], w)
			rss[i] = append(rss[i], m)
		}
	}
	base := median(walls[0])
	for i, c := range cmds {
		m := median(walls[i])
		fmt.Printf("%8.3fs  %6.2fx  %7.1f MB peak  %s\n", m.Seconds(), float64(m)/float64(base), float64(slices.Max(rss[i]))/1024, c)
	}
}

// runOnce runs one command and returns its wall time, its CPU time (user +
// system) and its peak resident set size in kilobytes.
func runOnce(c string) (wall, cpu time.Duration, maxRSS int64, err error) {
	f := strings.Fields(c)
	cmd := exec.Command(f[0], f[1:]...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
		err = nil
	}
	if cmd.ProcessState == nil {
		return wall, 0, 0, err
	}
	cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		maxRSS = ru.Maxrss
	}
	return wall, cpu, maxRSS, err
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}
