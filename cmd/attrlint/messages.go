package main

import (
	"io"
	"strings"

	"github.com/attrlint/attrlint/lint/render"
)

// messageWriter writes attrlint's messages (the "attrlint: PATH: reason"
// lines, notices, --stats) with their control characters shown as visible
// escapes (render.Visible): a file name or an error that quotes a page
// then cannot act on the terminal or the CI log that shows it, nor forge
// a line of its own. Each Write is one message; only its final line break
// is kept as one.
type messageWriter struct{ w io.Writer }

func (m messageWriter) Write(p []byte) (int, error) {
	body, nl := strings.CutSuffix(string(p), "\n")
	out := render.Visible(body)
	if nl {
		out += "\n"
	}
	if _, err := io.WriteString(m.w, out); err != nil {
		return 0, err
	}
	return len(p), nil
}
