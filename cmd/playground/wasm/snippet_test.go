package main

import (
	"os"
	"strings"
	"testing"
	"unicode/utf16"
)

// units is the length of s in UTF-16 code units, as JavaScript counts.
func units(s string) int { return len(utf16.Encode([]rune(s))) }

// Spans and edits come in UTF-16 code units: after text of two-, three-
// and four-byte characters they still cover the same characters as the
// byte offsets of the command line.
func TestLintSnippetCountsUTF16(t *testing.T) {
	const prefix = "<!-- é € 😀😀 -->"
	src := prefix + `<a href="https://example.com/a b" target="_blank2">x</a>`
	res := lintSnippet(src)
	if res.Error != "" || res.Errors != 2 || len(res.Diagnostics) != 2 {
		t.Fatalf("got %+v, want two errors", res)
	}
	u := utf16.Encode([]rune(src))
	text := func(start, end int) string { return string(utf16.Decode(u[start:end])) }
	url, target := res.Diagnostics[0], res.Diagnostics[1]
	if url.Rule != "url" || text(url.Start, url.End) != " " {
		t.Errorf("url finding %+v covers %q, want the space", url, text(url.Start, url.End))
	}
	if target.Rule != "navigable-target" || text(target.Start, target.End) != "_blank2" {
		t.Errorf("target finding %+v covers %q, want _blank2", target, text(target.Start, target.End))
	}
	if url.Fix == nil || len(url.Fix.Edits) != 1 {
		t.Fatalf("url finding has no fix: %+v", url)
	}
	e := url.Fix.Edits[0]
	fixed := text(0, e.Start) + e.New + text(e.End, len(u))
	if !strings.Contains(fixed, `href="https://example.com/a%20b"`) {
		t.Errorf("the fix's edit in UTF-16 units gives %q", fixed)
	}
	if url.URL == "" || url.Summary == "" || target.Browser == "" && target.Message == "" {
		t.Errorf("a finding lacks its docs link, summary or message: %+v", url)
	}
	if units(prefix) >= url.Start {
		t.Errorf("url finding starts at %d, inside the %d-unit prefix", url.Start, units(prefix))
	}
}

// Elements nested deeper than the parser builds: what comes before is
// checked and shown, and a notice says from where nothing was (the CLI's
// notice; it used to be an error for the whole text, with no findings).
func TestLintSnippetTooDeep(t *testing.T) {
	res := lintSnippet(`<p dir=sideways>x</p>` + strings.Repeat("<div>", 600) + `<p dir=up>`)
	if res.Error != "" || len(res.Diagnostics) != 1 || res.Diagnostics[0].Rule != "enumerated" ||
		!strings.Contains(res.Notice, "not checked: everything from line 1, column ") || !strings.Contains(res.Notice, "nested more than 512 deep") {
		t.Errorf("600 nested divs: %+v, want the finding before them and a notice", res)
	}
}

// The playground's own page is clean by attrlint's measure.
func TestPlaygroundPageIsClean(t *testing.T) {
	b, err := os.ReadFile("../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	if res := lintSnippet(string(b)); res.Error != "" || len(res.Diagnostics) != 0 {
		t.Errorf("index.html: %+v", res)
	}
}
