package rules

import (
	"regexp"
	"strings"
	"sync"

	"github.com/andybalholm/cascadia"
	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// The spec tables (rules/spec) state conditions as CSS selectors, in the
// dialect of @markuplint/html-spec: ":is()", "[xlink|href]", and the
// pseudo-classes ":aria(has name)" and ":aria(has no name)". cascadia,
// goquery's selector engine, knows ":matches()" for ":is()" and no
// namespaces; the names are handled here. Each selector is compiled once.

// selector is a compiled condition.
type selector struct {
	sel interface{ Match(*html.Node) bool }
	// name, when not 0, also requires the element to have (1) or not
	// have (-1) an accessible name from its attributes.
	name int
	// ancestors, when set, matches when an ancestor matches it instead of
	// the element (the correction of header and footer, below).
	ancestors bool
	bad       bool
}

// unquotedNumber finds attribute values such as [size=1], which CSS (and
// cascadia) only read quoted.
var unquotedNumber = regexp.MustCompile(`=(\s*)([0-9][^\]'"\s]*)\]`)

var (
	selectorsMu sync.Mutex
	selectors   = map[string]*selector{}
)

// compileSelector compiles a condition of the spec tables for element el.
// A selector cascadia cannot read matches nothing, and is reported by
// TestSpecSelectorsCompile.
func compileSelector(el, s string) *selector {
	key := el + "\x00" + s
	selectorsMu.Lock()
	defer selectorsMu.Unlock()
	if c, ok := selectors[key]; ok {
		return c
	}
	c := &selector{}
	src := s
	for _, p := range []struct {
		pseudo string
		name   int
	}{{":aria(has name)", 1}, {":aria(has no name)", -1}} {
		if strings.Contains(src, p.pseudo) {
			src = strings.ReplaceAll(src, p.pseudo, "")
			c.name = p.name
		}
	}
	src = strings.Join(expandIs(src), ", ")
	src = strings.ReplaceAll(src, "[xlink|href]", "[href]")
	src = unquotedNumber.ReplaceAllString(src, "=$1'$2']")
	// Correction: ARIA in HTML makes header and footer generic when they
	// are within article, aside, main, nav or section (or elements with
	// those roles); markuplint writes that as ":has(...)", which tests
	// descendants. Read it as a test of ancestors.
	if (el == "header" || el == "footer") && strings.HasPrefix(src, ":has(") && strings.HasSuffix(src, ")") {
		src = src[len(":has(") : len(src)-1]
		c.ancestors = true
	}
	if strings.TrimSpace(src) == "" {
		src = "*"
	}
	if g, err := cascadia.ParseGroup(src); err == nil {
		c.sel = g
	} else {
		c.bad = true
	}
	selectors[key] = c
	return c
}

// expandIs rewrites a selector list without ":is()", which cascadia lacks
// (its ":matches()" is a regular expression on the text): each ":is(a,
// b)" is replaced by each of its arguments in turn, giving a longer list
// that matches the same elements.
func expandIs(s string) []string {
	var out []string
	for _, one := range splitTop(s) {
		i := strings.Index(one, ":is(")
		if i < 0 {
			out = append(out, strings.TrimSpace(one))
			continue
		}
		end := closing(one, i+len(":is("))
		if end < 0 {
			out = append(out, strings.TrimSpace(one)) // left for the parser to refuse
			continue
		}
		for _, arg := range splitTop(one[i+len(":is(") : end]) {
			out = append(out, expandIs(one[:i]+strings.TrimSpace(arg)+one[end+1:])...)
		}
	}
	return out
}

// splitTop splits a selector list at the commas outside parentheses,
// brackets and quotes.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// closing returns the index of the ')' that closes the parenthesis opened
// just before from, or -1.
func closing(s string, from int) int {
	depth := 1
	var quote byte
	for i := from; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// matches reports whether n matches the condition.
func (c *selector) matches(n *html.Node) bool {
	if c.bad {
		return false
	}
	if c.ancestors {
		for p := n.Parent; p != nil; p = p.Parent {
			if p.Type == html.ElementNode && c.sel.Match(p) {
				return true
			}
		}
		return false
	}
	if !c.sel.Match(n) {
		return false
	}
	switch c.name {
	case 1:
		return hasAttrName(n)
	case -1:
		return !hasAttrName(n)
	}
	return true
}

// hasAttrName reports whether n has an accessible name from its own
// attributes: aria-label or aria-labelledby with content, or title.
func hasAttrName(n *html.Node) bool {
	for _, a := range []string{"aria-label", "aria-labelledby", "title"} {
		if v, ok := lint.GetAttr(n, a); ok && strings.Trim(v, " \t\n\f\r") != "" {
			return true
		}
	}
	return false
}
