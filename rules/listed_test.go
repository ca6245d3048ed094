package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestLongListsReportedOnce: a value with more than manyListed problems
// of one kind (dangling ids in aria-labelledby, headers and itemref, a
// feature repeated in allow, unknown, repeated or unquoted sources in a
// policy) gets one finding, spanning the problems, naming the first few
// and the count; with manyListed or fewer, each is reported.
func TestLongListsReportedOnce(t *testing.T) {
	l := newLinter(t)
	list := func(n int, format, sep string) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = format
			if strings.Contains(format, "%d") {
				parts[i] = fmt.Sprintf(format, i)
			}
		}
		return strings.Join(parts, sep)
	}
	const page = `<!DOCTYPE html><html lang="en"><title>t</title>`
	for _, tc := range []struct {
		// first starts the first problem; last ends the last one (a
		// closing quote after it is not part of it).
		name, rule, first, last string
		doc                     func(n int) string
	}{
		{"aria-labelledby", "idref", `s0`, `s%d"`, func(n int) string {
			return page + `<div role="group" aria-labelledby="` + list(n, "s%d", " ") + `"></div>`
		}},
		{"headers", "idref", `s0`, `s%d"`, func(n int) string {
			return page + `<table><tr><th id="h">h</th><td headers="` + list(n, "s%d", " ") + `">x</td></tr></table>`
		}},
		{"itemref", "microdata", `s0`, `s%d"`, func(n int) string {
			return page + `<div itemscope itemref="` + list(n, "s%d", " ") + `">x</div>`
		}},
		{"allow", "allow", `camera; camera`, `camera"`, func(n int) string {
			return page + `<iframe src="https://a.example" allow="camera; ` + list(n, "camera", "; ") + `"></iframe>`
		}},
		{"csp unknown", "csp", `x0-src`, `x%d-src"`, func(n int) string {
			return `<meta http-equiv="content-security-policy" content="` + list(n, "x%d-src", "; ") + `">` + page
		}},
		{"csp twice", "csp", `img-src *`, `img-src`, func(n int) string {
			return `<meta http-equiv="content-security-policy" content="img-src 'self'; ` + list(n, "img-src *", "; ") + `">` + page
		}},
		{"csp unquoted", "csp", `self `, `self"`, func(n int) string {
			return `<meta http-equiv="content-security-policy" content="script-src ` + list(n, "self", " ") + `">` + page
		}},
	} {
		for _, n := range []int{1, manyListed, manyListed + 1, 10_000} {
			doc := tc.doc(n)
			diags, err := l.Lint("t.html", []byte(doc))
			if err != nil {
				t.Fatal(err)
			}
			var got []lint.Diagnostic
			for _, d := range diags {
				if d.Rule == tc.rule {
					got = append(got, d)
				}
			}
			if n <= manyListed {
				if len(got) != n {
					t.Errorf("%s, %d problems: %d findings, want one each: %v", tc.name, n, len(got), messages(got))
				}
				continue
			}
			if len(got) != 1 || !strings.Contains(got[0].Message, fmt.Sprint(n)) || !strings.Contains(got[0].Message, fmt.Sprintf("and %d more", n-1)) &&
				!strings.Contains(got[0].Message, fmt.Sprintf("and %d more", n-namedInGroup)) {
				t.Errorf("%s, %d problems: want one finding with the count, got %v", tc.name, n, messages(got))
				continue
			}
			first := strings.Index(doc, tc.first)
			if tc.name == "allow" {
				first += len("camera; ") // the first is no repeat
			}
			last := tc.last
			if strings.Contains(last, "%d") {
				last = fmt.Sprintf(last, n-1)
			}
			lastEnd := strings.LastIndex(doc, last) + len(strings.TrimSuffix(last, `"`))
			if got[0].Offset != first || got[0].EndOffset != lastEnd {
				t.Errorf("%s, %d problems: span %d-%d, want %d-%d", tc.name, n, got[0].Offset, got[0].EndOffset, first, lastEnd)
			}
			if tc.name == "csp unquoted" {
				want := "script-src " + list(n, "'self'", " ")
				if len(got[0].Suggestions) != 1 || len(got[0].Suggestions[0].Edits) != 1 || got[0].Suggestions[0].Edits[0].New != want {
					t.Errorf("%d unquoted sources: the suggestion does not quote them all: %+v", n, got[0].Suggestions)
				}
			}
		}
	}
}

// messages lists the messages of diags, for test failures.
func messages(diags []lint.Diagnostic) []string {
	var out []string
	for _, d := range diags {
		out = append(out, d.Message)
	}
	return out
}
