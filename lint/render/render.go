// Package render writes diagnostics in the output formats attrlint offers.
// Renderers only present: what is reported, and in which order, is decided
// by the lint package.
package render

import (
	"errors"
	"io"
	"slices"

	"github.com/attrlint/attrlint/lint"
)

// Formats lists the names accepted by New and Open.
var Formats = []string{"stylish", "compact", "json", "sarif", "github", "checkstyle"}

// Renderer receives each file's diagnostics in output order and writes them.
type Renderer interface {
	// File is called once per linted file, in order, with its sorted
	// diagnostics (possibly none).
	File(path string, diags []lint.Diagnostic) error
	// Close writes whatever comes after the last file.
	Close() error
}

// FileErrorRenderer is implemented by renderers whose format can carry a
// file that could not be linted (sarif, github, checkstyle), so that a CI
// reading only the report still learns of it. The caller keeps reporting
// such files on stderr as well.
type FileErrorRenderer interface {
	// FileError reports that path could not be linted because of err. It
	// may be followed by File for the same path (with the findings the
	// file had, or none); a format that has one entry per file (the
	// <file> of checkstyle) then keeps one.
	FileError(path string, err error) error
}

// RuleInfo describes one enabled rule, for formats that list the rules
// they ran (SARIF). It is filled by the caller because this package does
// not depend on the rule catalogue.
type RuleInfo struct {
	ID string
	// Summary is the rule's one-line description.
	Summary string
	// Doc is the rule's full documentation (plain text).
	Doc string
	// HelpURI is where the rule's documentation is published.
	HelpURI string
	// Severity is the severity the rule runs with in this invocation.
	Severity lint.Severity
}

// Options configures Open. The zero value gives plain output without rule
// metadata.
type Options struct {
	// Color enables ANSI colour where the format has any (stylish).
	Color bool
	// Hyperlinks makes rule ids in stylish output OSC 8 links to their
	// documentation (terminals without OSC 8 show the id alone).
	Hyperlinks bool
	// Rules lists the enabled rules, in the order they should be listed.
	Rules []RuleInfo
	// ToolVersion is attrlint's version, as SARIF reports it; empty omits it.
	ToolVersion string
	// Shard, for the report of one shard of a run (--shard), says which
	// one and how many files the run's walk found, so that merging the
	// shards' reports can tell that one is missing. SARIF records it in
	// the invocation's properties; nil for a whole run.
	Shard *Shard
	// BaseDir is the absolute directory relative paths are relative to
	// (normally the working directory). SARIF declares it as the
	// SRCROOT base so consumers can resolve the relative URIs; empty
	// leaves the base undeclared.
	BaseDir string
}

// Shard is what the report of one shard of a run records of it.
type Shard struct {
	// Shard is "K/N": the K-th of N shards.
	Shard string `json:"shard"`
	// WalkFiles is how many files the whole run's walk found, before
	// they were split between the shards: the same in every shard.
	WalkFiles int `json:"walkFiles"`
	// Files is how many of them are this shard's.
	Files int `json:"files"`
}

// New returns the renderer for format writing to w. color enables ANSI
// colour where the format has any. It is Open without rule metadata.
func New(format string, w io.Writer, color bool) (Renderer, bool) {
	return Open(format, w, Options{Color: color})
}

// Open returns the renderer for format writing to w, or false when the
// format is unknown.
func Open(format string, w io.Writer, opt Options) (Renderer, bool) {
	if !slices.Contains(Formats, format) {
		return nil, false
	}
	switch format {
	case "json":
		return &jsonRenderer{w: w}, true
	case "sarif":
		return newSARIF(w, opt), true
	case "github":
		return newGitHub(w), true
	case "checkstyle":
		return newCheckstyle(w), true
	case "compact":
		return newCompact(w), true
	}
	st := newStylish(w, opt.Color)
	st.links = opt.Hyperlinks
	return st, true
}

// errorReason is what a format says about a file that could not be
// linted: the cause without the path, since the format names the file
// separately.
func errorReason(err error) string {
	var fe *lint.FileError
	if errors.As(err, &fe) && fe.Err != nil {
		return fe.Err.Error()
	}
	return err.Error()
}
