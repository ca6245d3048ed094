// Package render writes diagnostics in the output formats attrlint offers.
// Renderers only present: what is reported, and in which order, is decided
// by the lint package.
package render

import (
	"io"
	"slices"

	"github.com/attrlint/attrlint/lint"
)

// Formats lists the names accepted by New.
var Formats = []string{"stylish", "json"}

// Renderer receives each file's diagnostics in output order and writes them.
type Renderer interface {
	// File is called once per linted file, in order, with its sorted
	// diagnostics (possibly none).
	File(path string, diags []lint.Diagnostic) error
	// Close writes whatever comes after the last file.
	Close() error
}

// New returns the renderer for format writing to w. color enables ANSI
// colour where the format has any.
func New(format string, w io.Writer, color bool) (Renderer, bool) {
	if !slices.Contains(Formats, format) {
		return nil, false
	}
	switch format {
	case "json":
		return &jsonRenderer{w: w}, true
	}
	return newStylish(w, color), true
}
