// Command floor is the baseline attrlint is measured against: it finds
// files exactly as attrlint does, parses each with golang.org/x/net/html and
// visits every attribute, on the same number of workers, and prints nothing
// but a count (with attrlint's garbage collector setting). No linter can be
// faster than this, so bench/run.sh reports
// attrlint's time as a multiple of it.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"sync"
	"sync/atomic"

	"github.com/attrlint/attrlint/lint/project"
	"golang.org/x/net/html"
)

func main() {
	workers := flag.Int("j", 0, "files parsed at once (0: one per CPU)")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile to this file (for bench/pgo.sh)")
	flag.Parse()
	// The same collector setting as attrlint's (cmd/attrlint/main.go), so
	// that the ratio measures the linting, not a GC setting any program
	// could choose.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "floor:", err)
			os.Exit(2)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "floor:", err)
			os.Exit(2)
		}
		defer pprof.StopCPUProfile()
	}
	files, errs := project.Expand(context.Background(), flag.Args(), nil)
	for _, e := range errs {
		fmt.Fprintln(os.Stderr, "floor:", e)
	}
	if *workers <= 0 {
		*workers = runtime.GOMAXPROCS(0)
	} else {
		// As attrlint -j does: N workers use at most N cores.
		runtime.GOMAXPROCS(min(*workers, runtime.NumCPU()))
	}
	var attrs, bytesRead atomic.Int64
	next := make(chan string)
	var wg sync.WaitGroup
	for range *workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range next {
				b, err := os.ReadFile(path)
				if err != nil {
					fmt.Fprintln(os.Stderr, "floor:", err)
					continue
				}
				doc, err := html.Parse(bytes.NewReader(b))
				if err != nil {
					fmt.Fprintln(os.Stderr, "floor:", path, err)
					continue
				}
				bytesRead.Add(int64(len(b)))
				attrs.Add(int64(visit(doc)))
			}
		}()
	}
	for _, f := range files {
		next <- f
	}
	close(next)
	wg.Wait()
	fmt.Printf("%d files, %d bytes, %d attributes\n", len(files), bytesRead.Load(), attrs.Load())
}

// visit touches every attribute's key and value so the walk cannot be
// optimised away, and returns how many it saw.
func visit(n *html.Node) int {
	count := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		for _, a := range c.Attr {
			if len(a.Key)+len(a.Val) >= 0 {
				count++
			}
		}
		count += visit(c)
	}
	return count
}
