package main

// The files a run writes besides stdout (-o, --cpuprofile): opened before
// the walk without truncating them, checked against every file the walk
// finds, and only then emptied and written, so that no page is ever
// overwritten by a report.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"

	"github.com/attrlint/attrlint/lint/project"
)

// outFile is one file the run will write, opened but not yet emptied.
type outFile struct {
	flag, path string
	f          *os.File
	info       fs.FileInfo
	// created says the file did not exist before this run: it is
	// removed again when the run refuses to write it.
	created bool
}

// openOutput opens the file that flag (such as "-o") names for writing,
// creating it if it does not exist and leaving its content as it is. Only a
// regular file is accepted: a FIFO with no reader would block the run (a
// blocked write also holds up Ctrl-C and SIGTERM) and a device is not a
// report file. It opens without blocking and checks the open file's type
// again, in case the path changed in between.
func openOutput(flag, path string) (*outFile, error) {
	info, err := os.Stat(path)
	created := errors.Is(err, fs.ErrNotExist)
	if err == nil {
		err = project.RegularOnly(info.Mode())
	}
	if err != nil && !created {
		return nil, outputError(flag, path, err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|project.NonBlock, 0o666)
	if err != nil {
		return nil, outputError(flag, path, err)
	}
	if info, err = f.Stat(); err == nil {
		err = project.RegularOnly(info.Mode())
	}
	if err != nil {
		f.Close()
		return nil, outputError(flag, path, err)
	}
	return &outFile{flag: flag, path: path, f: f, info: info, created: created}, nil
}

// outputError says why flag's file cannot be written, with a way out for a
// file that is not a regular one.
func outputError(flag, path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	if errors.Is(err, project.ErrNotRegular) {
		return fmt.Errorf("%s %s: %w; it writes regular files only (to send the report elsewhere, leave out %s and redirect stdout)", flag, path, err, flag)
	}
	return fmt.Errorf("%s %s: %w", flag, path, err)
}

// discard closes the file, and removes it when this run created it.
func (o *outFile) discard() {
	o.f.Close()
	if o.created {
		os.Remove(o.path)
	}
}

// start empties the file for writing, once it is known to be no page.
func (o *outFile) start() error {
	if err := o.f.Truncate(0); err != nil {
		return fmt.Errorf("%s %s: %w", o.flag, o.path, err)
	}
	return nil
}

// overlapError names an output and the file it would destroy.
type overlapError struct {
	out       *outFile
	file      string
	otherFlag string // set when file is another output's path
}

func (e *overlapError) Error() string {
	if e.otherFlag != "" {
		return fmt.Sprintf("%s %s and %s %s are the same file; give each its own", e.otherFlag, e.file, e.out.flag, e.out.path)
	}
	what := "the report"
	if e.out.flag == "--cpuprofile" {
		what = "the profile"
	}
	if e.out.created {
		return fmt.Sprintf("%s %s would be linted itself, as %s: write it outside the files being linted", e.out.flag, e.out.path, e.file)
	}
	if e.file == e.out.path {
		return fmt.Sprintf("%s %s names a file being linted; %s would overwrite it", e.out.flag, e.out.path, what)
	}
	return fmt.Sprintf("%s %s and %s, a file being linted, are the same file; %s would overwrite it", e.out.flag, e.out.path, e.file, what)
}

// checkOutputs refuses outputs that are the same file as one of files (the
// walk's files and the paths named on the command line), or as each other.
// Files are compared by identity (device and inode where the system has
// them, after every symbolic link), so a relative, absolute or "./" path,
// a link and a hard link to a page are all caught. It stats each file once.
func checkOutputs(outs []*outFile, files []string) error {
	for i, o := range outs {
		for _, p := range outs[:i] {
			if os.SameFile(o.info, p.info) {
				return &overlapError{out: o, file: p.path, otherFlag: p.flag}
			}
		}
	}
	if len(outs) == 0 {
		return nil
	}
	for _, f := range files {
		if f == "-" {
			continue
		}
		info, err := os.Stat(f)
		if err != nil {
			continue // not a file that can be overwritten
		}
		for _, o := range outs {
			if os.SameFile(o.info, info) {
				return &overlapError{out: o, file: f}
			}
		}
	}
	return nil
}

// profileBuffer holds a CPU profile until the run knows that its file is
// no page (the profile starts before the walk, so that it covers it).
type profileBuffer struct {
	out *outFile
	buf []byte
}

func (p *profileBuffer) Write(b []byte) (int, error) {
	p.buf = append(p.buf, b...)
	return len(b), nil
}

// flush writes the profile to its file (which the caller closes).
func (p *profileBuffer) flush(stderr io.Writer) {
	err := p.out.start()
	if err == nil {
		if _, werr := p.out.f.Write(p.buf); werr != nil {
			err = fmt.Errorf("%s %s: %w", p.out.flag, p.out.path, werr)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "attrlint: %v\n", err)
	}
}

// stopOnError passes writes on to w until one fails; it then calls fail
// with the error, once, and fails every later write at once, so that a
// full disk or a closed pipe is reported once instead of for every file.
type stopOnError struct {
	w    io.Writer
	fail func(error)
	mu   sync.Mutex
	err  error
}

func (s *stopOnError) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(b)
	if err != nil {
		s.err = err
		s.fail(err)
	}
	return n, err
}
