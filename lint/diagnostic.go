package lint

import (
	"fmt"
	"strings"
)

// Severity says how serious a diagnostic is.
type Severity uint8

// The severities. Off disables a rule; it never appears on a diagnostic.
const (
	Error Severity = iota
	Warning
	Off
)

// String returns "error", "warning" or "off", the words used in output and
// configuration.
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	}
	return "off"
}

// MarshalText writes the severity as its word, as JSON output wants.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a severity word.
func (s *Severity) UnmarshalText(b []byte) error {
	v, ok := ParseSeverity(string(b))
	if !ok {
		return fmt.Errorf("unknown severity %q (want error, warning or off)", b)
	}
	*s = v
	return nil
}

// ParseSeverity reads the word String produces.
func ParseSeverity(s string) (Severity, bool) {
	switch strings.ToLower(s) {
	case "error":
		return Error, true
	case "warning", "warn":
		return Warning, true
	case "off":
		return Off, true
	}
	return Off, false
}

// Edit replaces Src[Start:End] of a linted document with New. Offsets are
// byte offsets in the decoded source (after charset decoding and BOM
// removal), the text every position in a Diagnostic refers to.
type Edit struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	New   string `json:"new"`
	// Line and Column (1-based, code points) are where Start is, EndLine
	// and EndColumn where End is, for tools that edit by position.
	Line      int `json:"line"`
	Column    int `json:"column"`
	EndLine   int `json:"endLine"`
	EndColumn int `json:"endColumn"`
}

// Fix is a set of edits that together repair one diagnostic.
type Fix struct {
	Message string `json:"message"`
	Edits   []Edit `json:"edits"`
}

// Diagnostic is one finding at one place in one file.
//
// Line and Column are 1-based; columns count Unicode code points. The span
// runs from (Line, Column) up to, not including, (EndLine, EndColumn).
type Diagnostic struct {
	File      string   `json:"file"`
	Line      int      `json:"line"`
	Column    int      `json:"column"`
	EndLine   int      `json:"endLine"`
	EndColumn int      `json:"endColumn"`
	Rule      string   `json:"rule"`
	Severity  Severity `json:"severity"`
	Message   string   `json:"message"`
	Element   string   `json:"element"`
	Attribute string   `json:"attribute"`
	Value     string   `json:"value"`
	// Browser says what browsers make of the value, where the rule knows.
	Browser string `json:"browser,omitempty"`
	// Reads is Finding.Reads: what the property reflecting the attribute
	// gives back in browsers, where the rule states it.
	Reads *string `json:"reads,omitempty"`

	// Related are other places of the same file the finding is about
	// (the first element with a repeated id).
	Related []Location `json:"related,omitempty"`

	// Offset and EndOffset are the byte span in the decoded source.
	Offset    int `json:"-"`
	EndOffset int `json:"-"`
	// Fix keeps what browsers already do with the value and may be
	// applied automatically; Suggestions may change behaviour and are only
	// shown.
	Fix         *Fix  `json:"fix,omitempty"`
	Suggestions []Fix `json:"suggestions,omitempty"`
	// URL is where the rule's documentation is published ("" when the
	// rule has none).
	URL string `json:"url,omitempty"`
	// SourceLine is the text of Line, for renderers that show it, and
	// LineStart the byte offset in the source where that line starts, so
	// that Offset-LineStart is where the span starts in SourceLine.
	// Renderers place things in a long line from these byte offsets: a
	// count of characters from the line's start for every finding would
	// be quadratic on a minified page.
	SourceLine string `json:"-"`
	LineStart  int    `json:"-"`
}

// Location is a span of a file with a note saying what is there. Lines
// and columns count as in Diagnostic.
type Location struct {
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	Message   string `json:"message"`
	// Offset and EndOffset are the byte span in the decoded source.
	Offset    int `json:"-"`
	EndOffset int `json:"-"`
}

// less orders diagnostics by file, position, then rule and message, the
// stable order of every output format.
func less(a, b *Diagnostic) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	if a.Column != b.Column {
		return a.Column < b.Column
	}
	if a.Rule != b.Rule {
		return a.Rule < b.Rule
	}
	return a.Message < b.Message
}
