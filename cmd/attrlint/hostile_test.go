package main

// Hostile and unlucky inputs, end to end: each test function covers one
// defect found by feeding attrlint what a careless build, a wrong flag or
// an interrupted run hands it. The helpers shared by these tests are at
// the end of the file.

import (
	"bytes"
	"encoding/json"
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

// TestConfigErrorsDoNotEchoSecrets: a configuration error names the file,
// line and column, the offending key and what was expected, and never a
// value, so that a file named as the configuration by mistake (an .env)
// does not end up in CI logs or the editor's message bar.
func TestConfigErrorsDoNotEchoSecrets(t *testing.T) {
	const secret = "hunter2"
	dir := t.TempDir()
	page := write(t, dir, "page.html", badTime)
	env := write(t, dir, ".env", "SECRET_TOKEN="+secret+"\n")
	for _, tc := range []struct{ text, want string }{
		{"SECRET_TOKEN=" + secret + "\n", env + ":1:1: the configuration must be a mapping of keys (root, rules, include, exclude, gitignore, templates) to values, not a string"},
		{"SECRET_TOKEN: " + secret + "\n", ":1:1: unknown key \"SECRET_TOKEN\""},
		{"root: " + secret + "\n", ":1:7: root must be true or false, not a string"},
		{"root: 'x" + secret + "\n", "invalid YAML"},
		{"root: *" + secret + "\n", "invalid YAML: unknown anchor referenced"},
		{"rules:\n  boolean: " + secret + "\n", ":2:12: unknown severity for rule boolean; want off, warn or error"},
		{"templates: [" + secret + "]\n", ":1:13: unknown template syntax; known: "},
		{"include: [/" + secret + "]\n", ":1:11: a pattern in include must be relative"},
		{"exclude: " + secret + "\n", ":1:10: exclude must be a list, not a string"},
	} {
		cfg := env
		if tc.text != readString(t, env) {
			cfg = write(t, t.TempDir(), ".env", tc.text)
		}
		code, out, errOut := runCLI(t, "", "--config", cfg, page)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.text, code, errOut, tc.want)
		}
		if strings.Contains(out+errOut, secret) {
			t.Errorf("%q: the value was echoed:\n%s%s", tc.text, out, errOut)
		}
	}

	// The language server: at start with --config ...
	var stdout, stderr bytes.Buffer
	if code := run([]string{"lsp", "--config", env}, strings.NewReader(""), &stdout, &stderr, nil); code != exitUsage ||
		!strings.Contains(stderr.String(), env+":1:1:") || strings.Contains(stdout.String()+stderr.String(), secret) {
		t.Errorf("lsp --config .env: exit %d, stderr %q", code, stderr.String())
	}
	// ... in a document's .attrlint.yaml, and after a reload.
	tree := filepath.Join(dir, "tree")
	write(t, tree, ".attrlint.yaml", "rules:\n  boolean: "+secret+"\nSECRET_TOKEN: "+secret+"\n")
	fixed := write(t, dir, "fixed.yaml", "rules:\n  boolean: warn\n")
	s := startLSP(t, "--config", fixed)
	s2 := startLSP(t)
	for _, s := range []*lspSession{s, s2} {
		s.send("initialize", map[string]any{"capabilities": map[string]any{}}, true)
		s.next()
	}
	seen := func(s *lspSession, n int) string {
		var all strings.Builder
		for range n {
			b, _ := json.Marshal(s.next())
			all.Write(b)
			all.WriteByte('\n')
		}
		return all.String()
	}
	uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(tree, "a.html"))}).String()
	open := map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "html", "version": 1,
		"text": `<input type=checkbox checked="true">` + badTime}}
	s2.send("textDocument/didOpen", open, false)
	got := seen(s2, 2) // the message, then the diagnostics
	if !strings.Contains(got, `"window/showMessage"`) || !strings.Contains(got, ".attrlint.yaml:2:12: unknown severity for rule boolean") ||
		!strings.Contains(got, `"textDocument/publishDiagnostics"`) {
		t.Errorf("the broken .attrlint.yaml was not shown, or no diagnostics came:\n%s", got)
	}
	if strings.Contains(got, secret) {
		t.Errorf("the value was shown in the editor:\n%s", got)
	}
	s.send("textDocument/didOpen", open, false)
	seen(s, 1)
	if err := os.WriteFile(fixed, []byte("SECRET_TOKEN="+secret+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.send("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{
		map[string]any{"uri": (&url.URL{Scheme: "file", Path: filepath.ToSlash(fixed)}).String(), "type": 2}}}, false)
	got = seen(s, 2)
	if !strings.Contains(got, `"window/showMessage"`) || !strings.Contains(got, "fixed.yaml:1:1: the configuration must be a mapping") {
		t.Errorf("the broken --config was not shown after the reload:\n%s", got)
	}
	if strings.Contains(got, secret) {
		t.Errorf("the value was shown in the editor:\n%s", got)
	}
}
