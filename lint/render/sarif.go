package render

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
)

// The SARIF version written, and the schema it is checked against in the
// tests.
const (
	sarifVersion = "2.1.0"
	sarifSchema  = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	// sarifBase names the directory relative artifact URIs are relative
	// to; "%SRCROOT%" is the name GitHub code scanning and CodeQL use.
	sarifBase = "%SRCROOT%"
	// attrlintURI is the tool's home page.
	attrlintURI = "https://github.com/attrlint/attrlint"
)

// sarif writes one SARIF 2.1.0 log with a single run. The run's header
// (tool and rules) is written before the first file, each file's results
// as the file arrives, and the invocation (with files that could not be
// linted) and the closing brackets by Close, so a large run is never held
// in memory.
//
// Columns are Diagnostic columns, which count Unicode code points, and the
// run says so with columnKind "unicodeCodePoints".
type sarif struct {
	bw      *bufio.Writer
	opt     Options
	index   map[string]int
	started bool
	count   int
	notes   []sarifNotification
}

func newSARIF(w io.Writer, opt Options) *sarif {
	s := &sarif{bw: bufio.NewWriter(w), opt: opt, index: map[string]int{}}
	for i, r := range opt.Rules {
		s.index[r.ID] = i
	}
	return s
}

// The subset of the SARIF object model attrlint writes. Field names and
// nesting follow the specification; omitempty keeps optional properties
// out when they have nothing to say.
type (
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		InformationURI string      `json:"informationUri"`
		Version        string      `json:"version,omitempty"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifRule struct {
		ID                   string        `json:"id"`
		ShortDescription     sarifMessage  `json:"shortDescription"`
		FullDescription      *sarifMessage `json:"fullDescription,omitempty"`
		Help                 *sarifMessage `json:"help,omitempty"`
		HelpURI              string        `json:"helpUri,omitempty"`
		DefaultConfiguration sarifConfig   `json:"defaultConfiguration"`
	}
	sarifConfig struct {
		Level string `json:"level"`
	}
	sarifArtifactLocation struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn"`
		EndLine     int `json:"endLine"`
		EndColumn   int `json:"endColumn"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
		Region           *sarifRegion          `json:"region,omitempty"`
	}
	sarifLocation struct {
		ID               *int                  `json:"id,omitempty"`
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
		Message          *sarifMessage         `json:"message,omitempty"`
	}
	sarifReplacement struct {
		DeletedRegion   sarifRegion   `json:"deletedRegion"`
		InsertedContent *sarifMessage `json:"insertedContent,omitempty"`
	}
	sarifArtifactChange struct {
		ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
		Replacements     []sarifReplacement    `json:"replacements"`
	}
	sarifFix struct {
		Description     sarifMessage          `json:"description"`
		ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	}
	sarifResultProps struct {
		Element   string `json:"element,omitempty"`
		Attribute string `json:"attribute,omitempty"`
		Value     string `json:"value"`
		Browser   string `json:"browser,omitempty"`
	}
	sarifResult struct {
		RuleID     string           `json:"ruleId"`
		RuleIndex  *int             `json:"ruleIndex,omitempty"`
		Level      string           `json:"level"`
		Message    sarifMessage     `json:"message"`
		Locations  []sarifLocation  `json:"locations"`
		Related    []sarifLocation  `json:"relatedLocations,omitempty"`
		Fixes      []sarifFix       `json:"fixes,omitempty"`
		Properties sarifResultProps `json:"properties"`
	}
	sarifNotification struct {
		Level     string          `json:"level"`
		Message   sarifMessage    `json:"message"`
		Locations []sarifLocation `json:"locations"`
	}
	sarifInvocation struct {
		ExecutionSuccessful        bool                `json:"executionSuccessful"`
		ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
		Properties                 *Shard              `json:"properties,omitempty"`
	}
)

// marshal encodes v as indented JSON whose lines after the first start
// with prefix, without HTML escaping (messages quote markup), with C1
// controls escaped (escapeC1; encoding/json escapes the C0 ones) and
// without the encoder's trailing newline.
func marshal(v any, prefix string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if prefix != "" {
		enc.SetIndent(prefix, "  ")
	}
	if err := enc.Encode(v); err != nil {
		// Only strings and numbers are encoded; this cannot happen.
		panic(err)
	}
	return EscapeC1(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

// start writes everything up to the opening of the results array.
func (s *sarif) start() {
	if s.started {
		return
	}
	s.started = true
	tool := sarifTool{Driver: sarifDriver{
		Name: "attrlint", InformationURI: attrlintURI, Version: s.opt.ToolVersion,
		Rules: make([]sarifRule, 0, len(s.opt.Rules)),
	}}
	for _, r := range s.opt.Rules {
		sr := sarifRule{
			ID:                   r.ID,
			ShortDescription:     sarifMessage{Text: r.Summary},
			HelpURI:              r.HelpURI,
			DefaultConfiguration: sarifConfig{Level: sarifLevel(r.Severity)},
		}
		if doc := strings.TrimSpace(r.Doc); doc != "" {
			sr.FullDescription = &sarifMessage{Text: doc}
			sr.Help = &sarifMessage{Text: doc}
		}
		tool.Driver.Rules = append(tool.Driver.Rules, sr)
	}
	b := s.bw
	b.WriteString("{\n")
	b.WriteString(`  "$schema": "` + sarifSchema + "\",\n")
	b.WriteString(`  "version": "` + sarifVersion + "\",\n")
	b.WriteString("  \"runs\": [\n    {\n")
	b.WriteString(`      "tool": `)
	b.Write(marshal(tool, "      "))
	b.WriteString(",\n")
	if base := s.baseURI(); base != "" {
		b.WriteString(`      "originalUriBaseIds": `)
		b.Write(marshal(map[string]sarifArtifactLocation{sarifBase: {URI: base}}, "      "))
		b.WriteString(",\n")
	}
	b.WriteString(`      "columnKind": "unicodeCodePoints",` + "\n")
	b.WriteString(`      "results": [`)
}

// baseURI is the file URI of Options.BaseDir, ending in a slash as SARIF
// requires of a base; "" when there is none.
func (s *sarif) baseURI() string {
	dir := s.opt.BaseDir
	if dir == "" || !filepath.IsAbs(dir) {
		return ""
	}
	p := filepath.ToSlash(dir)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive path
	}
	if !strings.HasSuffix(p, "/") {
		p += "/"
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

func sarifLevel(s lint.Severity) string {
	if s == lint.Warning {
		return "warning"
	}
	return "error"
}

// artifact is the location of path: a relative URI reference against
// %SRCROOT% for a relative path, a file URI for an absolute one.
func artifact(path string) sarifArtifactLocation {
	p := filepath.ToSlash(path)
	if filepath.IsAbs(path) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p
		}
		return sarifArtifactLocation{URI: (&url.URL{Scheme: "file", Path: p}).String()}
	}
	p = strings.TrimPrefix(p, "./")
	segs := strings.Split(p, "/")
	for i, seg := range segs {
		// PathEscape leaves ':' alone, but in the first segment of a
		// relative reference it would read as a scheme.
		segs[i] = strings.ReplaceAll(url.PathEscape(seg), ":", "%3A")
	}
	return sarifArtifactLocation{URI: strings.Join(segs, "/"), URIBaseID: sarifBase}
}

func (s *sarif) File(path string, diags []lint.Diagnostic) error {
	s.start()
	loc := artifact(path)
	for i := range diags {
		d := &diags[i]
		msg := d.Message
		if d.Browser != "" {
			msg += "; " + d.Browser
		}
		res := sarifResult{
			RuleID:  d.Rule,
			Level:   sarifLevel(d.Severity),
			Message: sarifMessage{Text: msg},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysicalLocation{
				ArtifactLocation: loc,
				Region:           &sarifRegion{StartLine: d.Line, StartColumn: d.Column, EndLine: d.EndLine, EndColumn: d.EndColumn},
			}}},
			Properties: sarifResultProps{Element: d.Element, Attribute: d.Attribute, Value: d.Value, Browser: d.Browser},
		}
		if d.Line < 1 {
			// No position (SARIF lines start at 1): the file as a whole.
			res.Locations[0].PhysicalLocation.Region = nil
		}
		for j, r := range d.Related {
			id := j + 1
			res.Related = append(res.Related, sarifLocation{ID: &id,
				PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: loc,
					Region: &sarifRegion{StartLine: r.Line, StartColumn: r.Column, EndLine: r.EndLine, EndColumn: r.EndColumn}},
				Message: &sarifMessage{Text: r.Message}})
		}
		if idx, ok := s.index[d.Rule]; ok {
			res.RuleIndex = &idx
		}
		if fix, ok := sarifFixFor(d, loc); ok {
			res.Fixes = []sarifFix{fix}
		}
		if s.count > 0 {
			s.bw.WriteString(",")
		}
		s.bw.WriteString("\n        ")
		// One line per result: indenting every field tripled the size of
		// a log with many results, and a line per result still greps.
		s.bw.Write(marshal(res, ""))
		s.count++
	}
	return nil
}

// sarifFixFor turns d.Fix into a SARIF fix. Edit offsets are bytes in the
// decoded source (after charset decoding and BOM removal), which SARIF
// cannot express: its byteOffset counts bytes of the file as stored, and
// its charOffset counts characters from the start of the file, which the
// renderer does not have. So each edit becomes a line and column region,
// computed from the diagnostic's own line (SourceLine, whose byte offset
// follows from Offset and Column). Edits reaching outside that line (an
// attribute written over several lines) cannot be placed, and then the
// fix is left out rather than written wrong.
func sarifFixFor(d *lint.Diagnostic, loc sarifArtifactLocation) (sarifFix, bool) {
	if d.Fix == nil || len(d.Fix.Edits) == 0 {
		return sarifFix{}, false
	}
	// Columns are counted from the finding's own column, so a fix costs
	// the distance from the finding, not from the start of a long line.
	at := d.Offset - d.LineStart
	if at < 0 || at > len(d.SourceLine) {
		return sarifFix{}, false
	}
	col := func(off int) (int, bool) {
		rel := off - d.LineStart
		if rel < 0 || rel > len(d.SourceLine) || !utf8.RuneStart(byteAt(d.SourceLine, rel)) {
			return 0, false
		}
		if rel >= at {
			return d.Column + utf8.RuneCountInString(d.SourceLine[at:rel]), true
		}
		return d.Column - utf8.RuneCountInString(d.SourceLine[rel:at]), true
	}
	change := sarifArtifactChange{ArtifactLocation: loc}
	for _, e := range d.Fix.Edits {
		start, ok1 := col(e.Start)
		end, ok2 := col(e.End)
		if !ok1 || !ok2 {
			return sarifFix{}, false
		}
		rep := sarifReplacement{DeletedRegion: sarifRegion{StartLine: d.Line, StartColumn: start, EndLine: d.Line, EndColumn: end}}
		if e.New != "" {
			rep.InsertedContent = &sarifMessage{Text: e.New}
		}
		change.Replacements = append(change.Replacements, rep)
	}
	return sarifFix{Description: sarifMessage{Text: d.Fix.Message}, ArtifactChanges: []sarifArtifactChange{change}}, true
}

// byteAt is s[i], or a rune-start byte at the end of s (an edit may end
// at the end of the line).
func byteAt(s string, i int) byte {
	if i >= len(s) {
		return 0
	}
	return s[i]
}

// FileError records a file that could not be linted; it is written with
// the invocation when the log is closed.
func (s *sarif) FileError(path string, err error) error {
	s.notes = append(s.notes, sarifNotification{
		Level:     "error",
		Message:   sarifMessage{Text: errorReason(err)},
		Locations: []sarifLocation{{PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: artifact(path)}}},
	})
	return nil
}

func (s *sarif) Close() error {
	s.start()
	b := s.bw
	if s.count > 0 {
		b.WriteString("\n      ")
	}
	b.WriteString("],\n")
	inv := []sarifInvocation{{ExecutionSuccessful: len(s.notes) == 0, ToolExecutionNotifications: s.notes, Properties: s.opt.Shard}}
	b.WriteString(`      "invocations": `)
	b.Write(marshal(inv, "      "))
	b.WriteString("\n    }\n  ]\n}\n")
	return b.Flush()
}
