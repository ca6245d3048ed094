package render

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// compact writes one line per diagnostic, "path:line:col: severity:
// message [rule]", the form compilers print and that editors' quickfix
// lists (Vim's errorformat %f:%l:%c:, Emacs compilation-mode) and grep
// read. Line breaks inside a message are folded to spaces, so one finding
// is always one line, and the other control characters of a path or a
// message are written as visible escapes (Visible).
type compact struct {
	bw *bufio.Writer
}

func newCompact(w io.Writer) *compact { return &compact{bw: bufio.NewWriter(w)} }

func (c *compact) File(path string, diags []lint.Diagnostic) error {
	for i := range diags {
		d := &diags[i]
		fmt.Fprintf(c.bw, "%s:%d:%d: %s: %s [%s]\n", Visible(path), d.Line, d.Column, d.Severity, Visible(oneLine(d.Message)), d.Rule)
	}
	return c.bw.Flush()
}

// FileError reports a file that could not be linted on a line of its own,
// at line 0, which quickfix lists show as the file itself.
func (c *compact) FileError(path string, err error) error {
	fmt.Fprintf(c.bw, "%s:0:0: error: %s [attrlint]\n", Visible(path), Visible(oneLine(errorReason(err))))
	return c.bw.Flush()
}

func (c *compact) Close() error { return c.bw.Flush() }

// oneLine folds line breaks into spaces.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}
