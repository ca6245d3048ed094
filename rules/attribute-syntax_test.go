package rules

import (
	"strings"
	"testing"
)

// TestEOFInTag: a start tag the file ends inside is dropped by the
// tokenizer (HTML §13.2.5.33 and the other tag states: "eof-in-tag parse
// error ... emit an end-of-file token"), so the tag and all that follows it
// are lost. It is reported once, at the quote that opens a value running
// to the end when there is one, else at the tag's "<"; input where the
// tokenizer is not in a tag state at the end is not.
func TestEOFInTag(t *testing.T) {
	l := newLinter(t)
	const head = "<!DOCTYPE html><html lang=en><title>t</title>\n"
	for _, c := range []struct {
		src, want string
		col       int // 1-based column on line 2, when want is set
	}{
		{`<p>x</p><a href="x.html>link</a> and more`, "the quote that opens the value of href never closes: the file ends inside the <a> tag", 17},
		{`<img alt='x`, "the quote that opens the value of alt never closes: the file ends inside the <img> tag", 10},
		{`<p>x</p><img src=a.png alt=""`, "the file ends inside the <img> tag", 9},
		{`<div`, "the file ends inside the <div> tag", 1},
		{`<p class="a" title="b`, "the quote that opens the value of title never closes", 20},
		// Not inside a start tag at the end.
		{`<p>a < b`, "", 0},
		{`<p>x<`, "", 0},
		{`</p`, "", 0},
		{`<!-- <a href="x`, "", 0},
		{`<script>if (a <b`, "", 0},
		{`<textarea><a href="x`, "", 0},
		// Template syntax: the value is the template's, not HTML's.
		{`<a href="{{ .URL }}`, "", 0},
		{`<a {{ if .X }}href="x`, "", 0},
	} {
		var got []string
		col := 0
		for _, d := range lintString(t, l, head+c.src) {
			if d.Rule == AttributeSyntax.ID {
				got = append(got, d.Message)
				col = d.Column
				if d.Line != 2 {
					t.Errorf("%q: line %d, want 2", c.src, d.Line)
				}
			}
		}
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("%q: want nothing, got %q", c.src, got)
		case c.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], c.want)):
			t.Errorf("%q: got %q, want one %q", c.src, got, c.want)
		case c.want != "" && col != c.col:
			t.Errorf("%q: column %d, want %d", c.src, col, c.col)
		}
	}
}
