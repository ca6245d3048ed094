package project

import (
	"context"
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
// walk waits for it, and the pages in between are linted meanwhile and
// held (up to maxHold of them): each page is parsed once. A page farther
// ahead, or not in the run, has its facts read from the disk, once. The
// facts are the same either way, so the findings do not depend on the
// order, the number of workers or the files of the run (a shard reads
// the facts of the pages it does not lint).
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
	r := &pageRun[T]{files: files, items: make([]*pageItem[T], n), limit: 4 * workers, window: 4 * workers}
	r.cond = sync.NewCond(&r.mu)
	r.index = make(map[string]int, n)
	for i, f := range files {
		if abs, err := filepath.Abs(f); err == nil {
			if _, dup := r.index[abs]; !dup {
				r.index[abs] = i
			}
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
				it := r.run(i, work)
				r.mu.Lock()
				r.items[i] = it
				r.cond.Broadcast()
				r.mu.Unlock()
			}
		}()
	}
	i := 0
	for ; i < n; i++ {
		r.mu.Lock()
		for r.items[i] == nil && ctx.Err() == nil {
			r.cond.Wait()
		}
		it := r.items[i]
		r.mu.Unlock()
		if it == nil {
			break // interrupted before this file was done
		}
		if !it.finished {
			for _, path := range it.needs {
				r.ensure(ctx, i, path)
			}
		}
		r.emit(it, emit)
		r.mu.Lock()
		r.items[i] = &pageItem[T]{finished: true} // let the result go
		r.limit = max(r.limit, i+1+r.window)
		r.cond.Broadcast()
		r.mu.Unlock()
	}
	wg.Wait()
	if i < n {
		// Interrupted: the files in progress are done now; emit those that
		// complete the ordered prefix.
		for ; i < n && r.items[i] != nil; i++ {
			r.emit(r.items[i], emit)
		}
	}
	return ctx.Err()
}

// emit finishes it, if need be, and emits it.
func (r *pageRun[T]) emit(it *pageItem[T], emit func(T, []lint.Diagnostic, error)) {
	if !it.finished {
		it.diags, it.err = it.page.Finish()
		it.page, it.finished = nil, true
	}
	emit(it.v, it.diags, it.err)
}

// maxHold is how many files a page waiting for the facts of a page later
// in the walk lets be linted ahead of it: their results are held until it
// is emitted. A page farther ahead has its facts read from the disk. (A
// variable for tests.)
var maxHold = 1024

// pageRun is the state of one RunPages.
type pageRun[T any] struct {
	files []string
	// index finds a file of the run by its absolute path.
	index map[string]int
	mu    sync.Mutex
	cond  *sync.Cond
	// items[i] is nil until file i is done; next is the next file to
	// start, and no file at limit or beyond is started.
	items       []*pageItem[T]
	next, limit int
	window      int
}

// pageItem is one file done.
type pageItem[T any] struct {
	v    T
	page *lint.Page
	// needs are the pages whose facts the page's fragments need, not
	// known when it was linted.
	needs    []string
	finished bool
	diags    []lint.Diagnostic
	err      error
}

// run lints file i, records its facts, and finishes it at once when the
// facts it needs are known.
func (r *pageRun[T]) run(i int, work func(int) (*lint.Page, T)) *pageItem[T] {
	p, v := work(i)
	it := &pageItem[T]{v: v, page: p}
	if p == nil {
		it.finished = true
		return it
	}
	res, _ := p.Resolver().(*resolver)
	if res != nil {
		if abs, err := filepath.Abs(r.files[i]); err == nil {
			res.p.site.put(abs, p.Facts())
		}
		it.needs = res.needs(p)
	}
	if len(it.needs) == 0 {
		it.diags, it.err = p.Finish()
		it.page, it.finished = nil, true
	} else {
		p.Compact() // it waits: keep its text, not its tree
	}
	return it
}

// ensure makes the facts of the page at path known before page i is
// finished: by waiting for its lint when it is a file of the run not far
// ahead, else by reading them from the disk (which Resolve does when it
// does not find them).
func (r *pageRun[T]) ensure(ctx context.Context, i int, path string) {
	j, ok := r.index[path]
	if !ok || j < i || j-i > maxHold {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.limit < j+1 {
		r.limit = j + 1
		r.cond.Broadcast()
	}
	for r.items[j] == nil && ctx.Err() == nil {
		r.cond.Wait()
	}
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
