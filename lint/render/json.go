package render

import (
	"bufio"
	"encoding/json"
	"io"

	"github.com/attrlint/attrlint/lint"
)

// jsonRenderer writes one JSON array of all diagnostics, streamed file by
// file so that large runs are not held in memory.
type jsonRenderer struct {
	w     io.Writer
	bw    *bufio.Writer
	count int
}

func (r *jsonRenderer) File(_ string, diags []lint.Diagnostic) error {
	if r.bw == nil {
		r.bw = bufio.NewWriter(r.w)
		r.bw.WriteString("[")
	}
	for i := range diags {
		b, err := json.Marshal(&diags[i])
		if err != nil {
			return err
		}
		if r.count > 0 {
			r.bw.WriteString(",")
		}
		r.bw.WriteString("\n  ")
		r.bw.Write(b)
		r.count++
	}
	return nil
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
