package render

import (
	"bufio"
	"io"

	"github.com/attrlint/attrlint/lint"
)

// jsonRenderer writes one JSON array of all diagnostics, streamed file by
// file so that large runs are not held in memory.
type jsonRenderer struct {
	w     io.Writer
	bw    *bufio.Writer
	count int
	// buf holds one file's diagnostics as they are encoded.
	buf   []byte
	memos jsonMemos
}

func (r *jsonRenderer) File(_ string, diags []lint.Diagnostic) error {
	if r.bw == nil {
		r.bw = bufio.NewWriter(r.w)
		r.bw.WriteString("[")
	}
	for i := range diags {
		if r.count > 0 {
			r.buf = append(r.buf, ',')
		}
		r.buf = append(r.buf, "\n  "...)
		r.buf = appendDiagnostic(r.buf, &diags[i], &r.memos)
		r.count++
		if len(r.buf) > 32<<10 {
			// A page with very many findings: write as it goes.
			if _, err := r.bw.Write(r.buf); err != nil {
				return err
			}
			r.buf = r.buf[:0]
		}
	}
	_, err := r.bw.Write(r.buf)
	r.buf = r.buf[:0]
	return err
}

func (r *jsonRenderer) Close() error {
	if r.bw == nil {
		r.bw = bufio.NewWriter(r.w)
		r.bw.WriteString("[")
	}
	if r.count > 0 {
		r.bw.WriteString("\n")
	}
	r.bw.WriteString("]\n")
	return r.bw.Flush()
}
