package main

import (
	"errors"
	"io"
	"os"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/render"
	"github.com/attrlint/attrlint/rules"
)

// openRenderer opens the output format with what the formats that describe
// the run need: the rules that are on with their severities (sev: those
// set for the working directory by its configuration and --rule),
// attrlint's version, the working directory that relative paths are
// relative to, and which shard of the run this is (nil: the whole run).
func openRenderer(format string, w io.Writer, color, links bool, sev map[string]lint.Severity, shard *render.Shard) (render.Renderer, bool) {
	opt := render.Options{Color: color, Hyperlinks: links, ToolVersion: toolVersion(), Shard: shard}
	if wd, err := os.Getwd(); err == nil {
		opt.BaseDir = wd
	}
	for _, r := range rules.All() {
		s := r.Severity
		if v, ok := sev[r.ID]; ok {
			s = v
		}
		if s == lint.Off {
			continue
		}
		opt.Rules = append(opt.Rules, render.RuleInfo{
			ID: r.ID, Summary: r.Summary, Doc: r.Doc, HelpURI: rules.DocsURL + r.ID, Severity: s,
		})
	}
	return render.Open(format, w, opt)
}

// toolVersion is attrlint's version as SARIF reports it (see
// buildVersion), "" when unknown.
func toolVersion() string { return buildVersion() }

// renderFileError also reports a file that could not be linted in the
// output, for formats that can carry it (sarif, github, checkstyle); the
// message on stderr is written by the caller as for every format. The
// error is the output's.
func renderFileError(r render.Renderer, path string, err error) error {
	fr, ok := r.(render.FileErrorRenderer)
	if !ok || path == "" {
		return nil
	}
	return fr.FileError(path, err)
}

// fileErrorPath is the file an error from project.Expand is about, "" when
// it names none.
func fileErrorPath(err error) string {
	var fe *lint.FileError
	if errors.As(err, &fe) {
		return fe.Path
	}
	return ""
}
