package project

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
)

// RunPages runs work(0) ... work(n-1) for the n files on workers
// goroutines (0 means one per CPU), each linting a file up to its site
// phase (lint.Linter.LintPage) and returning its page (nil when there is
// none to finish, such as a file that could not be read) with a value,
// and calls emit with each value and its page's finished diagnostics
// (lint.Page.Finish) in the order of files, so output is deterministic
// and streams.
//
// A page is finished once the facts of every page its fragments lead to
// are known. Each page's facts are recorded as soon as it is linted, so a
// page that refers only to pages linted before it (or to none) is
// finished by its worker at once; one that refers to a page later in the
// walk (up to maxHold files on) waits for it, the pages in between being
// linted meanwhile, and is finished by the worker that lints the last
// page it waits for: each page is parsed once. A page farther ahead, or
// not in the run, has its facts read from the disk, once, by the worker
// of the first page that needs them. The facts are the same either way,
// so the findings do not depend on the order, the number of workers or
// the files of the run (a shard reads the facts of the pages it does not
// lint).
//
// At most 4*workers finished results wait for their turn otherwise, as
// Ordered does. When ctx is done no further file is started, and the
// results that complete the ordered prefix are still emitted; RunPages
// then returns ctx.Err(), and nil when every result was emitted.
func RunPages[T any](ctx context.Context, files []string, workers int, work func(i int) (*lint.Page, T), emit func(v T, diags []lint.Diagnostic, err error)) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	n := len(files)
	r := &pageRun[T]{files: files, items: make([]*pageItem[T], n), limit: 4 * workers, window: 4 * workers,
		waiting: map[string][]int{}}
	r.cond = sync.NewCond(&r.mu)
	r.index = make(map[string]int, n)
	r.abs = absPaths(files)
	for i, abs := range r.abs {
		if _, dup := r.index[abs]; abs != "" && !dup {
			r.index[abs] = i
		}
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		// Wake the waiting when ctx is done.
		select {
		case <-ctx.Done():
			r.mu.Lock()
			r.cond.Broadcast()
			r.mu.Unlock()
		case <-stop:
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < min(workers, max(n, 1)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				r.mu.Lock()
				for r.next < n && r.next >= r.limit && ctx.Err() == nil {
					r.cond.Wait()
				}
				if r.next >= n || ctx.Err() != nil {
					r.mu.Unlock()
					return
				}
				i := r.next
				r.next++
				r.mu.Unlock()
				r.run(i, work)
				// Let the emitter take what is done before this worker makes
				// the next file's system calls: a goroutine made ready and left
				// waiting makes the runtime hand the processor to another
				// thread during them (one worker: 2,000 context switches a run
				// against 360).
				runtime.Gosched()
			}
		}()
	}
	i := 0
	for ; i < n; i++ {
		r.mu.Lock()
		for (r.items[i] == nil || !r.items[i].finished) && ctx.Err() == nil {
			r.cond.Wait()
		}
		it := r.items[i]
		r.mu.Unlock()
		if it == nil || !it.finished {
			break // interrupted before this file was done
		}
		emit(it.v, it.diags, it.err)
		r.mu.Lock()
		r.items[i] = &pageItem[T]{finished: true} // let the result go
		r.limit = max(r.limit, i+1+r.window)
		r.cond.Broadcast()
		r.mu.Unlock()
	}
	wg.Wait()
	// Interrupted: the files in progress are done now; emit those that
	// complete the ordered prefix, finishing those still waiting with the
	// facts known (their targets will not be linted).
	for ; i < n && r.items[i] != nil; i++ {
		it := r.items[i]
		if !it.finished {
			it.diags, it.err = it.page.Finish()
		}
		emit(it.v, it.diags, it.err)
	}
	return ctx.Err()
}

// maxHold is how many files a page waiting for the facts of a page later
// in the walk lets be linted ahead of it: their results are held until it
// is emitted. A page farther ahead has its facts read from the disk. (A
// variable for tests.)
var maxHold = 1024

// pageRun is the state of one RunPages.
type pageRun[T any] struct {
	files []string
	// abs holds the files' absolute paths ("" when there is none).
	abs []string
	// index finds a file of the run by its absolute path.
	index map[string]int
	mu    sync.Mutex
	cond  *sync.Cond
	// items[i] is nil until file i is linted; next is the next file to
	// start, and no file at limit or beyond is started.
	items       []*pageItem[T]
	next, limit int
	window      int
	// done holds the files of the run linted, by absolute path, and
	// waiting the pages waiting for each file not linted yet.
	done    map[string]bool
	waiting map[string][]int
}

// pageItem is one file linted.
type pageItem[T any] struct {
	v    T
	page *lint.Page
	// pending counts the files of the run the page waits for.
	pending  int
	finished bool
	diags    []lint.Diagnostic
	err      error
}

// run lints file i and records its facts; it finishes the page at once
// when the facts it needs are known, and the pages that were waiting for
// it alone (whoever finishes a page is the only one to touch it then).
func (r *pageRun[T]) run(i int, work func(int) (*lint.Page, T)) {
	p, v := work(i)
	it := &pageItem[T]{v: v, page: p}
	abs := r.abs[i]
	var wait []string
	if p != nil {
		if res, _ := p.Resolver().(*resolver); res != nil && p.Facts() != nil {
			res.p.site.put(abs, p.Facts())
			for _, path := range res.needs(p) {
				if j, ok := r.index[path]; ok && j-i <= maxHold {
					wait = append(wait, path)
					continue
				}
				// Outside the run or far ahead: read now, on this worker.
				res.p.site.get(path, func() *lint.Facts { return res.p.readFacts(path) })
			}
		}
	}
	if len(wait) > 0 {
		// It may wait: keep its text, not its tree (before another worker
		// may finish it).
		p.Compact()
	}
	var ready []*pageItem[T]
	r.mu.Lock()
	r.items[i] = it
	if r.done == nil {
		r.done = map[string]bool{}
	}
	for _, path := range wait {
		if !r.done[path] {
			it.pending++
			r.waiting[path] = append(r.waiting[path], i)
			r.limit = max(r.limit, r.index[path]+1) // let it be linted
		}
	}
	if it.pending == 0 {
		ready = append(ready, it)
	}
	r.done[abs] = true // its facts are known, or (it failed) none will come
	for _, k := range r.waiting[abs] {
		if w := r.items[k]; w != nil {
			if w.pending--; w.pending == 0 {
				ready = append(ready, w)
			}
		}
	}
	delete(r.waiting, abs)
	r.mu.Unlock()
	for _, w := range ready {
		var diags []lint.Diagnostic
		var err error
		if w.page != nil {
			diags, err = w.page.Finish()
		}
		r.mu.Lock()
		w.diags, w.err, w.page, w.finished = diags, err, nil, true
		r.mu.Unlock()
	}
	r.mu.Lock()
	r.cond.Broadcast()
	r.mu.Unlock()
}

// needs returns the pages whose facts the fragments of page p need and
// the site does not know yet.
func (r *resolver) needs(p *lint.Page) []string {
	var out []string
	for _, ref := range p.References() {
		if !strings.Contains(ref.URL, "#") {
			continue
		}
		t := r.resolve(p.Name(), p.Base(), ref.URL)
		if t.link.Status == lint.LinkFound && t.link.Page && !t.link.Self && t.facts && !r.p.site.has(t.path) && !containsString(out, t.path) {
			out = append(out, t.path)
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// absPaths is filepath.Abs of each file, with the working directory asked
// once: Abs asks it for every relative path, two system calls a file.
func absPaths(files []string) []string {
	out := make([]string, len(files))
	wd, err := os.Getwd()
	for i, f := range files {
		switch {
		case filepath.IsAbs(f):
			out[i] = filepath.Clean(f)
		case err == nil:
			out[i] = filepath.Join(wd, f)
		}
	}
	return out
}
