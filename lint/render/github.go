package render

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// github writes GitHub Actions workflow commands (::error and ::warning),
// one line per diagnostic, which the Actions runner turns into annotations
// on the pull request. Nothing needs closing, so each file's lines are
// flushed as soon as they are written.
type github struct {
	bw *bufio.Writer
}

func newGitHub(w io.Writer) *github { return &github{bw: bufio.NewWriter(w)} }

func (g *github) File(path string, diags []lint.Diagnostic) error {
	for i := range diags {
		d := &diags[i]
		cmd := "error"
		if d.Severity == lint.Warning {
			cmd = "warning"
		}
		msg := d.Message
		if d.Browser != "" {
			msg += "\n" + d.Browser
		}
		fmt.Fprintf(g.bw, "::%s file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
			cmd, githubProperty(path), d.Line, d.Column, d.EndLine, d.EndColumn,
			githubProperty(d.Rule), githubData(msg))
	}
	return g.bw.Flush()
}

// FileError reports a file that could not be linted as an error
// annotation on the file, without a line.
func (g *github) FileError(path string, err error) error {
	fmt.Fprintf(g.bw, "::error file=%s,title=attrlint::%s\n", githubProperty(path), githubData(errorReason(err)))
	return g.bw.Flush()
}

func (g *github) Close() error { return g.bw.Flush() }

// githubData escapes a command's message the way the Actions runner
// unescapes it: % first, so that the escapes themselves survive, then the
// line breaks that would otherwise end the command. The other control
// characters, which the runner has no escape for, are written as visible
// escapes ("\x1b"): the commands are lines of the job's log, and a log
// viewer or a terminal must not act on them.
func githubData(s string) string { return githubDataEscaper.Replace(visibleKeepBreaks(s)) }

// githubProperty escapes a property value: as data, and also ':' and ','
// which would otherwise end the value.
func githubProperty(s string) string {
	return githubPropertyEscaper.Replace(visibleKeepBreaks(s))
}

// The replacers work in one pass, so the "%25" written for a '%' is never
// escaped again.
var (
	githubDataEscaper     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	githubPropertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)
