// Command wasm is attrlint for the browser playground: built with
// GOOS=js GOARCH=wasm (go run ./cmd/playground does), it runs in a Web
// Worker and lints the text the page sends it. The work is in lintSnippet,
// which builds and is tested on every platform; main_js.go only connects
// it to JavaScript.
package main

import (
	"errors"
	"fmt"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules"
)

// result is what the page receives for one text.
type result struct {
	Diagnostics []diag  `json:"diagnostics"`
	Errors      int     `json:"errors"`
	Warnings    int     `json:"warnings"`
	Millis      float64 `json:"millis"`
	// Error is a problem with the text as a whole: then there are no
	// diagnostics.
	Error string `json:"error,omitempty"`
	// Notice says what part of the text was not checked (elements
	// nested deeper than the parser builds); the diagnostics are those of
	// the rest.
	Notice string `json:"notice,omitempty"`
}

// diag is a finding with its span in UTF-16 code units, as JavaScript
// strings count, so that the page can underline and edit the text
// without converting.
type diag struct {
	Start       int    `json:"start"`
	End         int    `json:"end"`
	Line        int    `json:"line"`
	Column      int    `json:"column"`
	Rule        string `json:"rule"`
	Severity    string `json:"severity"`
	Message     string `json:"message"`
	Browser     string `json:"browser,omitempty"`
	URL         string `json:"url,omitempty"`
	Summary     string `json:"summary,omitempty"`
	Fix         *fix   `json:"fix,omitempty"`
	Suggestions []fix  `json:"suggestions,omitempty"`
}

// fix is a Fix or a suggestion, its edits in UTF-16 code units.
type fix struct {
	Message string `json:"message"`
	Edits   []edit `json:"edits"`
}

type edit struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	New   string `json:"new"`
}

// linter is made once: the worker lints many versions of the text.
var linter, summaries = newLinter()

func newLinter() (*lint.Linter, map[string]string) {
	all := rules.All()
	l, err := lint.New(all, lint.Options{})
	if err != nil {
		panic(err) // the catalogue is fixed at build time: a test holds it
	}
	sum := make(map[string]string, len(all))
	for _, r := range all {
		sum[r.ID] = r.Summary
	}
	return l, sum
}

// lintSnippet lints src, the text of the page's editor, as one document.
func lintSnippet(src string) (res result) {
	start := time.Now()
	defer func() {
		if r := recover(); r != nil {
			res = result{Error: fmt.Sprintf("attrlint failed on this text (please report it): %v", r)}
		}
		res.Millis = float64(time.Since(start).Microseconds()) / 1000
	}()
	diags, err := linter.Lint("snippet.html", []byte(src))
	var skipped *lint.Skipped
	if errors.As(err, &skipped) {
		res.Notice = "not checked: " + skipped.Reason
	} else if err != nil {
		return result{Error: err.Error()}
	}
	// Byte offsets to UTF-16 offsets in one pass over the text.
	var offsets []int
	for i := range diags {
		d := &diags[i]
		offsets = append(offsets, d.Offset, d.EndOffset)
		for _, f := range d.Suggestions {
			for _, e := range f.Edits {
				offsets = append(offsets, e.Start, e.End)
			}
		}
		if d.Fix != nil {
			for _, e := range d.Fix.Edits {
				offsets = append(offsets, e.Start, e.End)
			}
		}
	}
	u16 := utf16Offsets(src, offsets)
	conv := func(f *lint.Fix) fix {
		out := fix{Message: f.Message, Edits: make([]edit, len(f.Edits))}
		for i, e := range f.Edits {
			out.Edits[i] = edit{Start: u16[e.Start], End: u16[e.End], New: e.New}
		}
		return out
	}
	res.Diagnostics = make([]diag, len(diags))
	for i := range diags {
		d := &diags[i]
		out := diag{
			Start: u16[d.Offset], End: u16[d.EndOffset], Line: d.Line, Column: d.Column,
			Rule: d.Rule, Severity: d.Severity.String(), Message: d.Message, Browser: d.Browser,
			URL: d.URL, Summary: summaries[d.Rule],
		}
		if d.Fix != nil {
			f := conv(d.Fix)
			out.Fix = &f
		}
		for j := range d.Suggestions {
			out.Suggestions = append(out.Suggestions, conv(&d.Suggestions[j]))
		}
		if d.Severity == lint.Error {
			res.Errors++
		} else {
			res.Warnings++
		}
		res.Diagnostics[i] = out
	}
	return res
}

// utf16Offsets maps each byte offset of s in offsets to the number of
// UTF-16 code units before it (an invalid byte counts as one unit: the
// page received it as U+FFFD).
func utf16Offsets(s string, offsets []int) map[int]int {
	sorted := slices.Clone(offsets)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	m := make(map[int]int, len(sorted))
	i, units := 0, 0
	for _, off := range sorted {
		for i < off && i < len(s) {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r >= 0x10000 {
				units += 2
			} else {
				units++
			}
			i += size
		}
		m[off] = units
	}
	return m
}
