package render

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
)

func TestVisible(t *testing.T) {
	for in, want := range map[string]string{
		"plain é 日本 😀":           "plain é 日本 😀",
		"tab\tkept":              "tab\tkept",
		"a\x1b]0;title\x07b":     `a\x1b]0;title\ab`,
		"clear\x1b[2J":           `clear\x1b[2J`,
		"line\nbreak\r":          `line\nbreak\r`,
		"nul\x00 del\x7f":        `nul\x00 del\x7f`,
		"csi\u009b31m nel\u0085": `csi\u009b31m nel\u0085`,
		"nbsp\u00a0 kept":        "nbsp\u00a0 kept",
		"bad\xff\xc2 utf8":       `bad\xff\xc2 utf8`,
		`back\slash`:             `back\slash`,
		// Bidirectional overrides would reorder the rest of the line.
		"if x\u202e } \u2066y\u2069": `if x\u202e } \u2066y\u2069`,
		"rlm\u200f alm\u061c":        `rlm\u200f alm\u061c`,
		"arabic \u0627\u0644 kept":   "arabic \u0627\u0644 kept",
	} {
		if got := Visible(in); got != want {
			t.Errorf("Visible(%q) = %q, want %q", in, got, want)
		}
	}
	if got := visibleKeepBreaks("a\r\nb\x1b"); got != "a\r\nb\\x1b" {
		t.Errorf("visibleKeepBreaks = %q", got)
	}
}

// hostile is text that acts on a terminal: it sets the window title
// (OSC 0), writes the clipboard (OSC 52), clears the screen (CSI 2J, once
// with the C1 CSI), rings the bell and moves back to the line start.
const hostile = "\x1b]0;pwned\x07\x1b]52;c;SGVsbG8=\x07\x1b[2J\u009b31m\r"

// rawControls finds what must not reach a terminal raw: C0 controls other
// than tab and line feed, DEL, and C1 controls in UTF-8.
var rawControls = regexp.MustCompile("[\x00-\x08\x0b-\x1f\x7f]|\u0080|[\u0081-\u009f]")

// TestNoRawControls: whatever a page or a file name holds, no format
// writes a control character a terminal or a log viewer would act on;
// the human formats show it as an escape, the machine formats as their
// syntax escapes it, and those read back to the text as it was.
func TestNoRawControls(t *testing.T) {
	path := "pages/evil" + hostile + ".html"
	line := `<p title="` + hostile + `" dir="up">`
	at := strings.Index(line, `up"`)
	d := lint.Diagnostic{File: path, Line: 2, Column: utf8.RuneCountInString(line[:at]) + 1, EndLine: 2,
		EndColumn: utf8.RuneCountInString(line[:at]) + 3, Offset: 100 + at, EndOffset: 100 + at + 2, LineStart: 100,
		SourceLine: line, Rule: "enumerated", Severity: lint.Error,
		Message: "bad " + hostile, Browser: "browsers " + hostile, Value: hostile,
		Fix:         &lint.Fix{Message: "fix " + hostile, Edits: []lint.Edit{{Start: 100 + at, End: 100 + at + 2, New: hostile}}},
		Suggestions: []lint.Fix{{Message: "suggest " + hostile}}}
	fileErr := lint.FileError{Path: "gone" + hostile + ".html", Err: errors.New("cannot read " + hostile)}
	for _, format := range Formats {
		var fileErrs []lint.FileError
		if format != "stylish" && format != "json" {
			fileErrs = []lint.FileError{fileErr}
		}
		for _, color := range []bool{false, true} {
			out := render(t, format, Options{Color: color && format == "stylish"}, fileErrs, path, []lint.Diagnostic{d})
			if color && format == "stylish" {
				// The colour's own escapes (SGR) are the only ones.
				out = regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(out, "")
			}
			if m := rawControls.FindString(out); m != "" {
				t.Errorf("%s (colour %v): raw %q in\n%s", format, color, m, out)
			}
		}
	}

	// The human formats show the characters as escapes.
	stylish := render(t, "stylish", Options{}, nil, path, []lint.Diagnostic{d})
	shown := Visible(hostile)
	for _, want := range []string{"pages/evil" + shown + ".html\n", "bad " + shown, "browsers " + shown, "fix: fix " + shown, "suggestion: suggest " + shown} {
		if !strings.Contains(stylish, want) {
			t.Errorf("stylish: no %q in\n%s", want, stylish)
		}
	}
	compact := render(t, "compact", Options{}, []lint.FileError{fileErr}, path, []lint.Diagnostic{d})
	if !strings.Contains(compact, "pages/evil"+shown+".html:2:") || strings.Count(compact, "\n") != 2 {
		t.Errorf("compact: want the path shown and one line each:\n%s", compact)
	}

	// The carets stand under the span after the escapes that widen the
	// line before it.
	var src, carets string
	lines := strings.Split(stylish, "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "2 |") {
			src, carets = l, lines[i+1]
		}
	}
	col := strings.Index(carets, "^")
	if col < 0 || !strings.HasPrefix(src[col:], "up") || strings.Count(carets, "^") != 2 {
		t.Errorf("carets not under the span:\n%s\n%s", src, carets)
	}

	// The machine formats read back to the text as it was.
	var diags []lint.Diagnostic
	if err := json.Unmarshal([]byte(render(t, "json", Options{}, nil, path, []lint.Diagnostic{d})), &diags); err != nil {
		t.Fatal(err)
	}
	if len(diags) != 1 || diags[0].File != path || diags[0].Value != hostile || diags[0].Fix.Edits[0].New != hostile {
		t.Errorf("json read back as %+v", diags)
	}
	log := decodeSARIF(t, render(t, "sarif", Options{}, nil, path, []lint.Diagnostic{d}))
	res := log.Runs[0].Results[0]
	if res.Message.Text != d.Message+"; "+d.Browser || res.Fixes[0].ArtifactChanges[0].Replacements[0].InsertedContent.Text != hostile {
		t.Errorf("sarif read back as %+v", res)
	}
	var doc struct {
		Files []struct {
			Name   string `xml:"name,attr"`
			Errors []struct {
				Message string `xml:"message,attr"`
			} `xml:"error"`
		} `xml:"file"`
	}
	if err := xml.Unmarshal([]byte(render(t, "checkstyle", Options{}, nil, path, []lint.Diagnostic{d})), &doc); err != nil {
		t.Fatalf("checkstyle is not well-formed: %v", err)
	}
	// XML 1.0 cannot hold most C0 controls even as references: shown as
	// escapes, the carriage return as itself.
	if doc.Files[0].Name != "pages/evil"+visibleKeepBreaks(hostile)+".html" || !strings.HasPrefix(doc.Files[0].Errors[0].Message, "bad "+visibleKeepBreaks(hostile)) {
		t.Errorf("checkstyle read back as %+v", doc)
	}
}

// TestStylishTabs: a tab stays a tab in messages (it acts on nothing but
// the column), and in the snippet every tab, before the span or inside
// it, is four spaces on the source line and on the caret line alike.
func TestStylishTabs(t *testing.T) {
	line := "\t<p\ttitle=\"a\tb\">"
	at := strings.Index(line, `a`)
	d := lint.Diagnostic{File: "t.html", Line: 1, Column: utf8.RuneCountInString(line[:at]) + 1, EndLine: 1, EndColumn: at + 4,
		Offset: at, EndOffset: at + 3, SourceLine: line, Rule: "r", Severity: lint.Error, Message: "tab\there"}
	out := render(t, "stylish", Options{}, nil, "t.html", []lint.Diagnostic{d})
	lines := strings.Split(out, "\n")
	if !strings.Contains(lines[1], "tab\there") {
		t.Errorf("message: %q", lines[1])
	}
	src, carets := lines[2], lines[3]
	want := "    1 |     <p    title=\"a    b\">"
	if src != want {
		t.Errorf("source line %q, want %q", src, want)
	}
	if col := strings.Index(carets, "^"); col != strings.Index(src, "a    b") || strings.Count(carets, "^") != len("a    b") {
		t.Errorf("carets not under the span:\n%s\n%s", src, carets)
	}
}
