// Command nurecall measures how many of the Nu Html Checker's attribute
// errors on a set of pages attrlint reports too (issue 14: "on real pages
// the Nu checker's errors of these kinds are reported too").
//
//	java -jar vnu.jar --format json --errors-only --skip-non-html DIR 2> nu.json
//	attrlint --format json DIR > attrlint.json
//	go run ./bench/nurecall nu.json attrlint.json
//
// The Nu checker (vnu.jar, from the npm package vnu-jar, MIT) is not part
// of the repository. Its messages are sorted into kinds by their wording;
// an error counts as found when attrlint has a diagnostic in the same
// file, on a line of the tag Nu points at, about the same attribute (for
// a duplicate id: on an id attribute). Messages about elements, text and
// the document are left out, and so are two kinds, counted apart:
//
//   - messages on tags that hold template syntax ({{ }}, {% %}, {x}, or
//     their ends in Nu's extract):
//     attrlint leaves such values and tags alone by design;
//   - "Element a is missing required attribute href" on an a with the
//     obsolete name attribute (<a name="x" id="x">): the standard requires
//     no href on a (an a without one is a placeholder link); attrlint
//     reports the obsolete name there instead, which counts as found.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

type nuMessage struct {
	Type      string `json:"type"`
	URL       string `json:"url"`
	FirstLine int    `json:"firstLine"`
	LastLine  int    `json:"lastLine"`
	Message   string `json:"message"`
	Extract   string `json:"extract"`
}

type diag struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Rule      string `json:"rule"`
	Severity  string `json:"severity"`
	Attribute string `json:"attribute"`
}

// kinds sort Nu's attribute messages; the first pattern that matches
// gives the kind and, in its first group, the attribute.
var kinds = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"attribute not allowed", regexp.MustCompile(`^Attribute “([^”]+)” not allowed on element`)},
	{"attribute not allowed", regexp.MustCompile(`^Attribute “([^”]+)” is only allowed when`)},
	{"attribute not allowed", regexp.MustCompile(`^The “([^”]+)” attribute must not be used`)},
	{"attribute required", regexp.MustCompile(`^Element “[^”]+” is missing required attribute “([^”]+)”`)},
	{"attribute required", regexp.MustCompile(`^Element “[^”]+” is missing one or more of the following attributes: “([^”]+)”`)},
	{"attribute obsolete", regexp.MustCompile(`^The “([^”]+)” attribute on the “[^”]+” element is obsolete`)},
	{"attribute value", regexp.MustCompile(`^Bad value “(?s:.*?)” for attribute “([^”]+)” on element`)},
	{"duplicate id", regexp.MustCompile(`^Duplicate ID “[^”]*”`)},
	{"attribute syntax", regexp.MustCompile(`^Duplicate attribute “([^”]+)”`)},
	{"attribute syntax", regexp.MustCompile(`^Attribute “([^”]+)” without an explicit value seen`)},
	{"aria", regexp.MustCompile(`^The “([^”]+)” attribute (?:must not be specified|is not allowed|should not be used)`)},
	{"aria", regexp.MustCompile(`^An element with “role=[^”]+” must|^Element “[^”]+” is missing required attribute “(aria-[^”]+)”`)},
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: nurecall NU.json ATTRLINT.json")
		os.Exit(2)
	}
	var nu struct {
		Messages []nuMessage `json:"messages"`
	}
	var ours []diag
	for i, v := range []any{&nu, &ours} {
		b, err := os.ReadFile(os.Args[1+i])
		if err == nil {
			err = json.Unmarshal(b, v)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "nurecall: %s: %v\n", os.Args[1+i], err)
			os.Exit(1)
		}
	}
	byFile := map[string][]diag{}
	for _, d := range ours {
		if d.Severity == "error" || d.Severity == "warning" {
			byFile[d.File] = append(byFile[d.File], d)
		}
	}
	type tally struct{ all, found int }
	left := 0
	counts := map[string]*tally{}
	missed := map[string]int{}
	for _, m := range nu.Messages {
		if m.Type != "error" {
			continue
		}
		kind, attr := "", ""
		for _, k := range kinds {
			if sm := k.re.FindStringSubmatch(m.Message); sm != nil {
				kind = k.kind
				if len(sm) > 1 {
					attr = strings.ToLower(sm[1])
				}
				break
			}
		}
		if kind == "" {
			continue
		}
		if templated.MatchString(m.Extract) || templated.MatchString(m.Message) {
			left++
			continue
		}
		if counts[kind] == nil {
			counts[kind] = &tally{}
		}
		counts[kind].all++
		file := strings.TrimPrefix(m.URL, "file:")
		first := m.FirstLine
		if first == 0 {
			first = m.LastLine
		}
		found := false
		for _, d := range byFile[file] {
			if d.Line < first || d.Line > m.LastLine {
				continue
			}
			if kind == "duplicate id" && strings.EqualFold(d.Attribute, "id") || attr == "" || strings.EqualFold(d.Attribute, attr) ||
				aWithoutHref.MatchString(m.Message) && d.Rule == "attribute-obsolete" && d.Attribute == "name" {
				found = true
				break
			}
		}
		if found {
			counts[kind].found++
		} else {
			missed[kind+": "+pattern(m.Message)]++
		}
	}
	var names []string
	all, found := 0, 0
	for k, c := range counts {
		names = append(names, k)
		all += c.all
		found += c.found
	}
	sort.Strings(names)
	for _, k := range names {
		c := counts[k]
		fmt.Printf("%-22s %6d Nu errors, %6d found by attrlint (%.1f%%)\n", k, c.all, c.found, pct(c.found, c.all))
	}
	fmt.Printf("%-22s %6d Nu errors, %6d found by attrlint (%.1f%%)\n", "all", all, found, pct(found, all))
	fmt.Printf("(left out: %d errors on tags or values holding template syntax, which attrlint leaves alone)\n", left)
	type row struct {
		msg string
		n   int
	}
	var rows []row
	for m, n := range missed {
		rows = append(rows, row{m, n})
	}
	sort.Slice(rows, func(i, j int) bool {
		return rows[i].n > rows[j].n || rows[i].n == rows[j].n && rows[i].msg < rows[j].msg
	})
	if len(rows) > 0 {
		fmt.Println("\nmissed, most frequent first:")
	}
	for i, r := range rows {
		if i == 25 {
			break
		}
		fmt.Printf("%6d  %s\n", r.n, r.msg)
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}

// templated matches template syntax in Nu's extract of the source.
var templated = regexp.MustCompile(`\{\{|\{%|%\}|\}\}|\{[a-z][a-z-]*\}`)

// aWithoutHref is Nu's message for an a without href.
var aWithoutHref = regexp.MustCompile(`^Element “a” is missing required attribute “href”`)

// quoted matches Nu's quoted names and values, which pattern hides so that
// messages of one shape count together.
var quoted = regexp.MustCompile(`“[^”]*”`)

func pattern(msg string) string {
	msg = quoted.ReplaceAllStringFunc(msg, func(q string) string {
		if len(q) > 40 {
			return "“…”"
		}
		return q
	})
	if i := strings.Index(msg, ": "); i > 0 && strings.HasPrefix(msg, "Bad value") {
		msg = msg[:i+2] + "…"
	}
	return msg
}
