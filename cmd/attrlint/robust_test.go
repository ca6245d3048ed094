package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/render"
)

const badTime = `<p><time datetime="2023-02-29">x</time></p>`

// TestFileFaultsCLI: every path that cannot be linted gets one line on
// stderr naming it and the reason, the other files are linted, and the
// exit status is 2.
func TestFileFaultsCLI(t *testing.T) {
	dir := t.TempDir()
	good := write(t, dir, "tree/good.html", badTime)
	if err := os.Symlink("gone.html", filepath.Join(dir, "tree/dangling.html")); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "pipe.html")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	var code int
	var out, errOut string
	go func() {
		code, out, errOut = runCLI(t, "", "--format", "json", filepath.Join(dir, "tree"), fifo, "/dev/zero", filepath.Join(dir, "nothing.html"))
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute): // a watchdog, not a bound on speed
		t.Fatal("the run blocked on a FIFO or a device")
	}
	if code != exitUsage {
		t.Errorf("exit status %d, want 2", code)
	}
	for _, want := range []string{
		"attrlint: " + filepath.Join(dir, "tree/dangling.html") + ": no such file or directory\n",
		"attrlint: " + fifo + ": not a regular file: it is a named pipe (FIFO)\n",
		"attrlint: /dev/zero: not a regular file: it is a device\n",
		"attrlint: " + filepath.Join(dir, "nothing.html") + ": no such file or directory\n",
	} {
		if strings.Count(errOut, want) != 1 {
			t.Errorf("stderr should say once %q:\n%s", want, errOut)
		}
	}
	if d := decodeDiags(t, out); len(d) != 1 || d[0].File != good {
		t.Errorf("the good file was not linted: %s", out)
	}
}

// decodeDiags keeps the diagnostics of JSON output, whatever else another
// format version adds to the array.
func decodeDiags(t *testing.T, s string) []jsonDiag {
	var keep []jsonDiag
	for _, d := range decode(t, s) {
		if d.Rule != "" {
			keep = append(keep, d)
		}
	}
	return keep
}

// TestSkipNotices: a binary file and a file over --max-file-size are
// skipped with a notice naming them, and do not change the exit status.
func TestSkipNotices(t *testing.T) {
	dir := t.TempDir()
	png := write(t, dir, "photo.html", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xff\xff\x00\x00\x00\x00\x00")
	big := write(t, dir, "big.html", badTime+strings.Repeat(" ", 20_000))
	clean := write(t, dir, "clean.html", `<p dir=ltr>`)
	code, out, errOut := runCLI(t, "", "--max-file-size", "10KiB", png, big, clean)
	if code != exitOK {
		t.Errorf("exit status %d, want 0 (notices only):\n%s", code, errOut)
	}
	want := "attrlint: notice: " + png + ": skipped: looks binary (NUL bytes and many control or non-UTF-8 bytes in the first 8 KB), not HTML\n" +
		"attrlint: notice: " + big + ": skipped: the file is 19.6 KiB (20043 bytes), over the size limit of 10.0 KiB (10240 bytes)\n"
	if errOut != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, want)
	}
	if out != "" {
		t.Errorf("stdout: %q", out)
	}
	// Without the limit the big file is linted.
	if code, _, _ := runCLI(t, "", big); code != exitErrors {
		t.Errorf("without --max-file-size: exit status %d, want 1", code)
	}
	if code, _, errOut := runCLI(t, "", "--max-file-size", "ten", big); code != exitUsage || !strings.Contains(errOut, "want a size such as 10MB") {
		t.Errorf("bad size: %d %s", code, errOut)
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"0": 0, "4096": 4096, "512KiB": 512 << 10, "10MB": 10_000_000, "10mb": 10_000_000,
		"64MiB": 64 << 20, "1.5G": 3 << 29, "2 kB": 2000, "7b": 7, "1k": 1024,
	} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "MB", "-1", "10 parsecs", "1e3", "1.2.3M", "99999999999TB"} {
		if got, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) = %d, want an error", in, got)
		}
	}
}

// TestPanicReported: a rule that panics gives that file an internal error
// naming it (with a stack under --debug), exit status 2, and the other
// files are linted.
func TestPanicReported(t *testing.T) {
	testRules = []*lint.Rule{{
		ID: "test-panic", Summary: "panics on boom", Severity: lint.Error,
		Targets: []lint.Target{{Element: "*", Attr: "boom"}},
		Check:   func(a *lint.Attr) { panic("rule exploded") },
	}}
	t.Cleanup(func() { testRules = nil })
	dir := t.TempDir()
	a := write(t, dir, "a.html", badTime)
	b := write(t, dir, "b.html", `<p boom=1>`)
	c := write(t, dir, "c.html", badTime)
	for _, debug := range []bool{false, true} {
		args := []string{"--format", "json", a, b, c}
		if debug {
			args = append([]string{"--debug"}, args...)
		}
		code, out, errOut := runCLI(t, "", args...)
		if code != exitUsage {
			t.Errorf("debug=%v: exit status %d, want 2", debug, code)
		}
		if !strings.HasPrefix(errOut, "attrlint: "+b+": internal error (a bug in attrlint; please report it with this file): rule exploded\n") {
			t.Errorf("debug=%v: stderr:\n%s", debug, errOut)
		}
		hasStack := strings.Contains(errOut, "goroutine ") && strings.Contains(errOut, "robust_test.go")
		if hasStack != debug || strings.Contains(errOut, "--debug for a stack trace") == debug {
			t.Errorf("debug=%v: stack shown %v:\n%s", debug, hasStack, errOut)
		}
		if d := decodeDiags(t, out); len(d) != 2 || d[0].File != a || d[1].File != c {
			t.Errorf("debug=%v: the other files were not linted: %s", debug, out)
		}
	}
}

// TestDeterministicOutput: the same input gives byte-identical output at
// any parallelism, in every format.
func TestDeterministicOutput(t *testing.T) {
	dir := t.TempDir()
	for i := range 40 {
		write(t, dir, fmt.Sprintf("d%d/f%02d.html", i%3, i), strings.Repeat(fmt.Sprintf(`<p dir=x%d><time datetime="2023-02-%d">x</time><img width=%dpx>`+"\n", i, 29+i%3, i), 1+i%7))
	}
	write(t, dir, "d0/binary.html", "\x00\x01\x02\x03\xff\xfe\x00")
	site := filepath.Join("..", "..", "testdata", "site")
	for _, format := range render.Formats {
		var first string
		for _, j := range []string{"1", "2", "8"} {
			_, out, errOut := runCLI(t, "", "--format", format, "-j", j, dir, site)
			got := out + "\x00" + errOut
			if j == "1" {
				first = got
				if len(out) == 0 {
					t.Errorf("%s: no output", format)
				}
			} else if got != first {
				t.Errorf("%s: output with -j %s differs from -j 1", format, j)
			}
		}
	}
}

// buildBinary builds attrlint into a temporary directory.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command: skipped in -short mode")
	}
	// Not t.TempDir: TestUnreadableAsNobody runs it as another user, who
	// must be able to reach it.
	dir, err := os.MkdirTemp("", "attrlint-bin")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "attrlint")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestInterrupt runs the real command over a tree that takes many seconds,
// sends SIGINT, and checks that it stops promptly with status 130, having
// printed only whole files and left no file behind.
func TestInterrupt(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	row := `<tr><td colspan=0 dir=x><time datetime="2023-02-29">x</time><input type=number min=5 max=1 value=x></td></tr>` + "\n"
	doc := strings.Repeat(row, 3000) // ~350 KB, a few hundred findings
	for i := range 200 {
		write(t, dir, fmt.Sprintf("site/p%03d.html", i), doc)
	}
	before := listTree(t, dir)
	tmp := t.TempDir()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		var out, errOut bytes.Buffer
		// That it stops early, not how fast: the output below must not
		// cover every file (cmd/attrlint's TestInterruptInsideOneFile
		// compares the time to stop with a whole run's).
		cmd := signalWhenReady(t, sig, 200*time.Millisecond, func() *exec.Cmd {
			cmd := exec.Command(bin, "--format", "json", "-j", "2", filepath.Join(dir, "site"))
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			out.Reset()
			errOut.Reset()
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			return cmd
		}, nil)
		if cmd.ProcessState.ExitCode() != exitInterrupted {
			t.Fatalf("%v: %v, want status 130\n%s", sig, cmd.ProcessState, errOut.String())
		}
		if !strings.Contains(errOut.String(), "attrlint: interrupted;") {
			t.Errorf("%v: stderr %q", sig, errOut.String())
		}
		// What was printed is complete JSON (the array closed) and does not
		// cover every file. (On a very slow machine it may cover none;
		// lint's TestRunCancel checks the finished prefix is emitted.)
		files := map[string]bool{}
		for _, d := range decodeDiags(t, out.String()) {
			files[d.File] = true
		}
		if len(files) >= 200 {
			t.Errorf("%v: output covers all %d files: the signal came too late to test anything", sig, len(files))
		}
		t.Logf("%v: stopped after %d files", sig, len(files))
	}
	if after := listTree(t, dir); after != before {
		t.Errorf("the tree changed:\n%s", after)
	}
	if left := listTree(t, tmp); left != "" {
		t.Errorf("temporary files left behind:\n%s", left)
	}
}

// listTree lists the files under dir with their sizes.
func listTree(t *testing.T, dir string) string {
	var b strings.Builder
	err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if p != dir {
			fmt.Fprintf(&b, "%s %d\n", p, info.Size())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestUnreadableAsNobody checks unreadable files and directories as an
// unprivileged user: root reads everything, so as root the command is run
// as nobody (uid 65534); as another user it runs as that user.
func TestUnreadableAsNobody(t *testing.T) {
	bin := buildBinary(t)
	dir, err := os.MkdirTemp("", "attrlint-perm")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		os.Chmod(filepath.Join(dir, "tree/closed"), 0o755)
		os.RemoveAll(dir)
	})
	good := write(t, dir, "tree/good.html", badTime)
	secret := write(t, dir, "tree/secret.html", badTime)
	write(t, dir, "tree/closed/x.html", badTime)
	for _, p := range []string{dir, filepath.Join(dir, "tree"), good} {
		if err := os.Chmod(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(good, 0o644)
	if err := os.Chmod(secret, 0); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, "tree/closed"), 0); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--format", "json", filepath.Join(dir, "tree"))
	if os.Geteuid() == 0 {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	cmd.Run()
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != exitUsage {
		t.Fatalf("exit %v, want status 2\n%s", cmd.ProcessState, errOut.String())
	}
	for _, want := range []string{
		"attrlint: " + filepath.Join(dir, "tree/closed") + ": permission denied\n",
		"attrlint: " + secret + ": permission denied\n",
	} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut.String())
		}
	}
	if d := decodeDiags(t, out.String()); len(d) != 1 || d[0].File != good {
		t.Errorf("the readable file was not linted: %s", out.String())
	}
}
