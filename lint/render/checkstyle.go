package render

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// checkstyle writes Checkstyle's XML report format, which CI servers
// (Jenkins, GitLab via converters, reviewdog, ...) read. Every linted file
// gets one <file> element, with or without findings, so that a consumer
// can tell a clean file from one that was not checked. Each file is
// written when it arrives; Close writes the closing tag.
//
// A file that failed is given to FileError and may then be given to File
// as well (with the findings it had, or none): both go into one <file>
// element, which stays open after FileError until the next call shows
// whether more comes for that file.
type checkstyle struct {
	bw      *bufio.Writer
	started bool
	// open is the name of the <file> element left open by FileError;
	// isOpen says there is one.
	open   string
	isOpen bool
}

func newCheckstyle(w io.Writer) *checkstyle { return &checkstyle{bw: bufio.NewWriter(w)} }

func (c *checkstyle) start() {
	if !c.started {
		c.bw.WriteString(xml.Header)
		c.bw.WriteString(`<checkstyle version="4.3">` + "\n")
		c.started = true
	}
}

// closeFile ends the <file> element left open, if any.
func (c *checkstyle) closeFile() {
	if c.isOpen {
		c.bw.WriteString("  </file>\n")
		c.isOpen = false
	}
}

// openFile starts the <file> element of path, unless it is the one left
// open.
func (c *checkstyle) openFile(path string) {
	c.start()
	if c.isOpen && c.open == path {
		return
	}
	c.closeFile()
	fmt.Fprintf(c.bw, "  <file name=\"%s\">\n", xmlAttr(path))
	c.open, c.isOpen = path, true
}

func (c *checkstyle) File(path string, diags []lint.Diagnostic) error {
	c.start()
	if len(diags) == 0 && !(c.isOpen && c.open == path) {
		c.closeFile()
		fmt.Fprintf(c.bw, "  <file name=\"%s\"></file>\n", xmlAttr(path))
		return c.bw.Flush()
	}
	c.openFile(path)
	for i := range diags {
		d := &diags[i]
		msg := d.Message
		if d.Browser != "" {
			msg += "; " + d.Browser
		}
		fmt.Fprintf(c.bw, "    <error line=\"%d\" column=\"%d\" severity=\"%s\" message=\"%s\" source=\"%s\"/>\n",
			d.Line, d.Column, d.Severity, xmlAttr(msg), xmlAttr("attrlint."+d.Rule))
	}
	c.closeFile()
	return c.bw.Flush()
}

// FileError lists a file that could not be linted with one error that has
// no line or column, since it is about the whole file. Its element is
// closed by the next call.
func (c *checkstyle) FileError(path string, err error) error {
	c.openFile(path)
	fmt.Fprintf(c.bw, "    <error severity=\"error\" message=\"%s\" source=\"attrlint\"/>\n", xmlAttr(errorReason(err)))
	return c.bw.Flush()
}

func (c *checkstyle) Close() error {
	c.start()
	c.closeFile()
	c.bw.WriteString("</checkstyle>\n")
	return c.bw.Flush()
}

// xmlAttr escapes s for a double-quoted XML attribute value. The control
// characters other than tab and line breaks, which XML 1.0 does not allow
// (C0) or a terminal showing the report may act on (C1), and bytes that
// are not UTF-8 are first written as visible escapes ("\x1b"). Then
// xml.EscapeText escapes the markup characters and the quotes, writes
// tabs and line breaks as character references (so attribute
// normalisation does not turn them into spaces), and replaces what XML
// still does not allow (U+FFFE, U+FFFF) with U+FFFD, so the report stays
// well-formed whatever a message quotes.
func xmlAttr(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(visibleKeepBreaks(s)))
	return b.String()
}
