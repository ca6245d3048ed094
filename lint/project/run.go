package project

import (
	"context"
	"errors"
	"runtime"
	"sync"

	"github.com/attrlint/attrlint/lint"
)

// Result is the outcome of linting one file.
type Result struct {
	Path        string
	Diagnostics []lint.Diagnostic
	Err         error
}

// Run lints files on workers goroutines (0 means one per CPU) with the
// Linter that linterFor chooses for each (settings that differ between
// files, such as configuration files; an error from it becomes that
// file's Result.Err), and calls emit with each file's result in the order
// of files, as soon as that file and all before it are done (and the
// pages its fragments lead to, see RunPages), so output is deterministic
// and streams. It stops early when ctx is done (Ctrl-C):
// no further file is started, the files being linted give up (see
// lint.Linter.LintFileContext), results already complete are still
// emitted in order, and it returns ctx.Err(). It returns nil when every
// file was emitted.
func Run(ctx context.Context, files []string, workers int, linterFor func(path string) (*lint.Linter, error), emit func(Result)) error {
	gaveUp := false // a file gave up: it and those after it are not emitted
	return RunPages(ctx, files, workers, func(i int) (*lint.Page, Result) {
		l, err := linterFor(files[i])
		if err != nil {
			return nil, Result{Path: files[i], Err: err}
		}
		p, err := l.LintPageFile(ctx, files[i])
		return p, Result{Path: files[i], Err: err}
	}, func(r Result, diags []lint.Diagnostic, err error) {
		if err != nil {
			r.Err = err
		}
		r.Diagnostics = diags
		if gaveUp = gaveUp || ctx.Err() != nil && errors.Is(r.Err, ctx.Err()); !gaveUp {
			emit(r)
		}
	})
}

// Ordered runs work(0) ... work(n-1) on workers goroutines (0 means one
// per CPU) and calls emit with each result in index order, as soon as it
// and all before it are done, so output is deterministic and streams. At
// most 4*workers results wait for their turn, so finished work does not
// pile up in memory behind a slow early item. When ctx is done no further
// item is started, the items in progress finish, the results that complete
// the ordered prefix are still emitted, and Ordered returns ctx.Err(); it
// returns nil when every result was emitted.
func Ordered[T any](ctx context.Context, n, workers int, work func(i int) T, emit func(T)) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	results := make([]chan T, n)
	for i := range results {
		results[i] = make(chan T, 1)
	}
	next := make(chan int)
	slots := make(chan struct{}, 4*workers)
	var wg sync.WaitGroup
	for w := 0; w < min(workers, max(n, 1)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if ctx.Err() != nil {
					continue // stopping: drain next without starting work
				}
				results[i] <- work(i)
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range n {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	for i := range n {
		select {
		case r := <-results[i]:
			emit(r)
			<-slots
			continue
		case <-ctx.Done():
		}
		// Interrupted: let the work in progress finish, then emit those
		// results that complete the ordered prefix.
		wg.Wait()
		for ; i < n; i++ {
			select {
			case r := <-results[i]:
				emit(r)
				continue
			default:
			}
			break
		}
		return ctx.Err()
	}
	wg.Wait()
	return nil
}
