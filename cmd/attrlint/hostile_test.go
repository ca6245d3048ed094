package main

// Hostile and unlucky inputs, end to end: each test function covers one
// defect found by feeding attrlint what a careless build, a wrong flag or
// an interrupted run hands it. The helpers shared by these tests are at
// the end of the file.

import (
	"bytes"
	"errors"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestConfigFilesThatAreNotRegularFiles: configuration and ignore files
// are read only when they are regular files of at most 1 MiB. A device
// (--config /dev/zero, which never ends), a FIFO (which blocks until
// someone writes to it) or a giant file named as --config, found as
// .attrlint.yaml or as .gitignore is an error naming it, at once, for the
// command and for the language server; and a run blocked on input stops
// on SIGTERM with status 130.
func TestConfigFilesThatAreNotRegularFiles(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	page := write(t, dir, "page.html", badTime)
	mkfifo := func(name string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	fifo := mkfifo("fifo.yaml")
	cfgFIFO := mkfifo("cfgtree/.attrlint.yaml")
	write(t, dir, "cfgtree/a.html", badTime)
	if err := os.MkdirAll(filepath.Join(dir, "gittree", ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	ignoreFIFO := mkfifo("gittree/.gitignore")
	write(t, dir, "gittree/a.html", badTime)
	const mib = 1 << 20
	comment := strings.Repeat("#", 99) + "\n"
	exact := write(t, dir, "exact.yaml", strings.Repeat(comment, mib/100)+strings.Repeat("#", mib%100-1)+"\n")
	big := write(t, dir, "big.yaml", readString(t, exact)+"\n")
	if err := os.MkdirAll(filepath.Join(dir, "bigignore", ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	bigIgnore := write(t, dir, "bigignore/.gitignore", readString(t, big))
	write(t, dir, "bigignore/a.html", badTime)

	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string // in stderr
	}{
		{"--config /dev/zero", []string{"--config", "/dev/zero", page}, exitUsage,
			[]string{"attrlint: --config: /dev/zero: cannot read the configuration: not a regular file: it is a device\n"}},
		{"lsp --config /dev/zero", []string{"lsp", "--config", "/dev/zero"}, exitUsage,
			[]string{"attrlint lsp: --config: /dev/zero: cannot read the configuration: not a regular file: it is a device\n"}},
		{"--config FIFO", []string{"--config", fifo, page}, exitUsage,
			[]string{fifo + ": cannot read the configuration: not a regular file: it is a named pipe (FIFO)\n"}},
		{".attrlint.yaml FIFO", []string{filepath.Join(dir, "cfgtree")}, exitUsage,
			[]string{cfgFIFO + ": cannot read the configuration: not a regular file: it is a named pipe (FIFO)\n"}},
		{".gitignore FIFO", []string{filepath.Join(dir, "gittree")}, exitUsage,
			[]string{ignoreFIFO + ": cannot read the ignore file: not a regular file: it is a named pipe (FIFO)\n"}},
		{"--config of exactly 1 MiB", []string{"--config", exact, page}, exitErrors, nil},
		{"--config over 1 MiB", []string{"--config", big, page}, exitUsage,
			[]string{big + ": cannot read the configuration: the file is 1.0 MiB (1048577 bytes), over the size limit of 1.0 MiB (1048576 bytes)\n"}},
		{".gitignore over 1 MiB", []string{filepath.Join(dir, "bigignore")}, exitUsage,
			[]string{bigIgnore + ": cannot read the ignore file: the file is 1.0 MiB (1048577 bytes), over the size limit of 1.0 MiB"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runBinary(t, bin, 10*time.Second, nil, tc.args...)
			if r.blocked {
				t.Fatalf("still running after 10 s: it blocked or read forever; stderr so far:\n%s", r.stderr)
			}
			if r.code != tc.code {
				t.Errorf("exit status %d, want %d\n%s", r.code, tc.code, r.stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.stderr, w) {
					t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
				}
			}
		})
	}

	// The language server shows a FIFO .attrlint.yaml instead of blocking
	// on it, and lints with the defaults.
	t.Run("lsp .attrlint.yaml FIFO", func(t *testing.T) {
		s := startLSP(t)
		s.send("initialize", map[string]any{"capabilities": map[string]any{}}, true)
		s.next()
		uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, "cfgtree", "b.html"))}).String()
		s.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": uri, "languageId": "html", "version": 1, "text": badTime}}, false)
		msg := s.next()
		if text, _ := lspField(msg, "params", "message").(string); msg["method"] != "window/showMessage" ||
			!strings.Contains(text, cfgFIFO+": cannot read the configuration: not a regular file") {
			t.Fatalf("want the FIFO shown, got %v", msg)
		}
		if got := s.published(uri); len(got) != 1 {
			t.Errorf("diagnostics %v, want the one finding with the defaults", got)
		}
	})

	// SIGTERM (and SIGINT) while the run waits for input that never comes
	// ends it with status 130, having written nothing in the tree.
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		for _, args := range [][]string{{"-"}, {"--fix", "-"}} {
			t.Run(sig.String()+" while reading "+strings.Join(args, " "), func(t *testing.T) {
				cmd := exec.Command(bin, args...)
				cmd.Dir = dir
				in, err := cmd.StdinPipe()
				if err != nil {
					t.Fatal(err)
				}
				defer in.Close()
				var errOut bytes.Buffer
				cmd.Stderr = &errOut
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				io.WriteString(in, "<p>half a document")
				time.Sleep(300 * time.Millisecond)
				before := listTree(t, dir)
				cmd.Process.Signal(sig)
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				select {
				case <-done:
				case <-time.After(3 * time.Second):
					cmd.Process.Kill()
					<-done
					t.Fatalf("%v was ignored: still running 3 s later", sig)
				}
				if code := cmd.ProcessState.ExitCode(); code != exitInterrupted || !strings.Contains(errOut.String(), "attrlint: interrupted") {
					t.Errorf("exit status %d, want 130; stderr %q", code, errOut.String())
				}
				if after := listTree(t, dir); after != before {
					t.Errorf("the tree changed:\n%s", after)
				}
			})
		}
	}
}

// binaryRun is the outcome of runBinary.
type binaryRun struct {
	code           int
	stdout, stderr string
	// blocked says the command was still running at the deadline (it
	// was killed).
	blocked bool
}

// runBinary runs the built command with args in the working directory,
// stdin (nil: none), and kills it if it runs longer than timeout.
func runBinary(t *testing.T, bin string, timeout time.Duration, stdin io.Reader, args ...string) binaryRun {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = stdin
	cmd.Env = append(os.Environ(), "NO_COLOR=1")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var r binaryRun
	select {
	case err := <-done:
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
	case <-time.After(timeout):
		cmd.Process.Kill()
		<-done
		r.blocked = true
	}
	r.code, r.stdout, r.stderr = cmd.ProcessState.ExitCode(), out.String(), errOut.String()
	return r
}
