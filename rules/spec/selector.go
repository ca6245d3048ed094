package spec

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/microsyntax"
)

// Subject is an element a condition is matched against.
type Subject interface {
	// Name is the element's local name.
	Name() string
	// Attr returns an attribute's value and whether it is present; known
	// is false when the value cannot be known statically (template
	// syntax), which makes a test on it Unknown.
	Attr(name string) (value string, present, known bool)
	// Parent is the parent element, or nil.
	Parent() Subject
}

// Truth is the result of matching a condition: a condition that tests a
// value that cannot be known, or that uses selector syntax this package
// does not evaluate (markuplint's :model() and :aria()), is Unknown.
type Truth uint8

// The results.
const (
	False Truth = iota
	True
	Unknown
)

// Selector is a compiled condition: the subset of CSS selectors the
// tables use (type selectors, "*", [a], [a=v], [a~=v] with the i flag,
// :not(), :is(), markuplint's :aria(has name) and :aria(has no name), and
// the child and descendant combinators). Other pseudo-classes (:has(),
// :model()) and the sibling combinators compile but match Unknown.
type Selector struct {
	list []complexSel
}

type complexSel struct {
	// parts are the compounds from left to right; combinators[i] joins
	// parts[i] and parts[i+1] ('>' or ' ').
	parts       []compound
	combinators []byte
	// unknown: the selector uses a sibling combinator, which needs
	// siblings a Subject does not give.
	unknown bool
}

type compound struct {
	element string // "" or "*" for any
	tests   []test
}

type test struct {
	// kind is 'h' (has the attribute), '=' (equals), '~' (has the
	// token), 'n' (:not), 'i' (:is) or 'u' (syntax not evaluated).
	kind  byte
	attr  string
	value string
	fold  bool
	inner *Selector
}

var selectorCache sync.Map // string → *Selector or error

// CompileSelector compiles a condition, caching the result. Syntax beyond
// the subset is an error.
func CompileSelector(s string) (*Selector, error) {
	if v, ok := selectorCache.Load(s); ok {
		if err, ok := v.(error); ok {
			return nil, err
		}
		return v.(*Selector), nil
	}
	p := &selParser{s: s}
	sel, err := p.list()
	if err == nil && p.i < len(p.s) {
		err = p.errorf("unexpected %q", p.s[p.i:])
	}
	if err != nil {
		selectorCache.Store(s, err)
		return nil, err
	}
	selectorCache.Store(s, sel)
	return sel, nil
}

// MatchCondition matches the selector list cond against s; an empty
// condition is True, one that does not compile Unknown.
func MatchCondition(cond string, s Subject) Truth {
	if cond == "" {
		return True
	}
	sel, err := CompileSelector(cond)
	if err != nil {
		return Unknown
	}
	return sel.Match(s)
}

// Match matches the selector against s.
func (sel *Selector) Match(s Subject) Truth {
	out := False
	for i := range sel.list {
		switch sel.list[i].match(s) {
		case True:
			return True
		case Unknown:
			out = Unknown
		}
	}
	return out
}

func (c *complexSel) match(s Subject) Truth {
	if c.unknown {
		return Unknown
	}
	return c.matchFrom(len(c.parts)-1, s)
}

// matchFrom matches parts[:i+1] with parts[i] on s.
func (c *complexSel) matchFrom(i int, s Subject) Truth {
	t := c.parts[i].match(s)
	if t == False || i == 0 {
		return t
	}
	if c.combinators[i-1] == '>' {
		p := s.Parent()
		if p == nil {
			return False
		}
		return and(t, c.matchFrom(i-1, p))
	}
	out := False
	for p := s.Parent(); p != nil; p = p.Parent() {
		switch c.matchFrom(i-1, p) {
		case True:
			return t
		case Unknown:
			out = Unknown
		}
	}
	return and(t, out)
}

func and(a, b Truth) Truth {
	switch {
	case a == False || b == False:
		return False
	case a == Unknown || b == Unknown:
		return Unknown
	}
	return True
}

func (c *compound) match(s Subject) Truth {
	out := True
	if c.element != "" && c.element != "*" && !microsyntax.EqualFoldASCII(c.element, s.Name()) {
		return False
	}
	for i := range c.tests {
		out = and(out, c.tests[i].match(s))
		if out == False {
			return False
		}
	}
	return out
}

func (t *test) match(s Subject) Truth {
	switch t.kind {
	case 'n':
		switch t.inner.Match(s) {
		case True:
			return False
		case False:
			return True
		}
		return Unknown
	case 'i':
		return t.inner.Match(s)
	case 'u':
		return Unknown
	case 'a':
		// :aria(has name) / :aria(has no name): an accessible name from
		// the element's own attributes (aria-label, aria-labelledby,
		// title); the name from content or a label element is not
		// looked at.
		named, unknown := false, false
		for _, a := range []string{"aria-label", "aria-labelledby", "title"} {
			v, present, known := s.Attr(a)
			switch {
			case present && !known:
				unknown = true
			case present && strings.Trim(v, " \t\n\f\r") != "":
				named = true
			}
		}
		switch {
		case named:
			return truth(t.value == "has name")
		case unknown:
			return Unknown
		}
		return truth(t.value == "has no name")
	}
	v, present, known := s.Attr(t.attr)
	if !present {
		return False
	}
	if t.kind == 'h' {
		return True
	}
	if !known {
		return Unknown
	}
	eq := func(a string) bool {
		if t.fold {
			return microsyntax.EqualFoldASCII(a, t.value)
		}
		return a == t.value
	}
	if t.kind == '=' {
		if eq(v) {
			return True
		}
		return False
	}
	for _, tok := range microsyntax.SplitSpaceTokens(v) {
		if eq(tok) {
			return True
		}
	}
	return False
}

// truth converts a bool.
func truth(b bool) Truth {
	if b {
		return True
	}
	return False
}

// selParser reads the selector subset.
type selParser struct {
	s     string
	i     int
	depth int
}

func (p *selParser) errorf(format string, args ...any) error {
	return fmt.Errorf("selector %q: %s", p.s, fmt.Sprintf(format, args...))
}

func (p *selParser) space() bool {
	start := p.i
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n') {
		p.i++
	}
	return p.i > start
}

func (p *selParser) list() (*Selector, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > 20 {
		return nil, p.errorf("nested too deeply")
	}
	sel := &Selector{}
	for {
		p.space()
		c, err := p.complex()
		if err != nil {
			return nil, err
		}
		sel.list = append(sel.list, c)
		p.space()
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		return sel, nil
	}
}

func (p *selParser) complex() (complexSel, error) {
	var c complexSel
	for {
		cp, err := p.compound()
		if err != nil {
			return c, err
		}
		c.parts = append(c.parts, cp)
		sp := p.space()
		if p.i >= len(p.s) || p.s[p.i] == ',' || p.s[p.i] == ')' {
			return c, nil
		}
		if p.s[p.i] == '>' || p.s[p.i] == '~' || p.s[p.i] == '+' {
			if p.s[p.i] != '>' {
				c.unknown = true
			}
			c.combinators = append(c.combinators, p.s[p.i])
			p.i++
			p.space()
			continue
		}
		if !sp {
			return c, p.errorf("unexpected %q", p.s[p.i:])
		}
		c.combinators = append(c.combinators, ' ')
	}
}

func (p *selParser) ident() string {
	start := p.i
	for p.i < len(p.s) {
		ch := p.s[p.i]
		if ch == '-' || ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' {
			p.i++
			continue
		}
		break
	}
	return p.s[start:p.i]
}

func (p *selParser) compound() (compound, error) {
	var c compound
	if p.i < len(p.s) && p.s[p.i] == '*' {
		p.i++
		c.element = "*"
	} else {
		c.element = p.ident()
	}
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case '[':
			t, err := p.attr()
			if err != nil {
				return c, err
			}
			c.tests = append(c.tests, t)
		case ':':
			p.i++
			name := p.ident()
			if name == "" {
				return c, p.errorf("empty pseudo-class")
			}
			if p.i >= len(p.s) || p.s[p.i] != '(' {
				// :root and the like: not evaluated.
				c.tests = append(c.tests, test{kind: 'u'})
				continue
			}
			p.i++
			switch name {
			case "not", "is":
				inner, err := p.list()
				if err != nil {
					return c, err
				}
				if p.i >= len(p.s) || p.s[p.i] != ')' {
					return c, p.errorf("unclosed :%s(", name)
				}
				p.i++
				kind := byte('n')
				if name == "is" {
					kind = 'i'
				}
				c.tests = append(c.tests, test{kind: kind, inner: inner})
			default:
				// :model(), :has() and other :aria() forms: skip the
				// balanced argument; the test is Unknown.
				argStart := p.i
				depth := 1
				for p.i < len(p.s) && depth > 0 {
					switch p.s[p.i] {
					case '(':
						depth++
					case ')':
						depth--
					}
					p.i++
				}
				if depth > 0 {
					return c, p.errorf("unclosed :%s(", name)
				}
				if arg := strings.TrimSpace(p.s[argStart : p.i-1]); name == "aria" && (arg == "has name" || arg == "has no name") {
					c.tests = append(c.tests, test{kind: 'a', value: arg})
					continue
				}
				c.tests = append(c.tests, test{kind: 'u'})
			}
		default:
			if c.element == "" && len(c.tests) == 0 {
				return c, p.errorf("expected a compound selector at %q", p.s[p.i:])
			}
			return c, nil
		}
	}
	if c.element == "" && len(c.tests) == 0 {
		return c, errors.New("empty selector")
	}
	return c, nil
}

func (p *selParser) attr() (test, error) {
	p.i++ // '['
	p.space()
	t := test{attr: strings.ToLower(p.ident())}
	if t.attr == "" {
		return t, p.errorf("attribute selector without a name")
	}
	if strings.HasPrefix(p.s[p.i:], "|") && !strings.HasPrefix(p.s[p.i:], "|=") {
		// [ns|name], as in [xlink|href]: the attribute "ns:name".
		p.i++
		local := p.ident()
		if local == "" {
			return t, p.errorf("attribute selector without a local name")
		}
		t.attr += ":" + strings.ToLower(local)
	}
	p.space()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		t.kind = 'h'
		return t, nil
	}
	switch {
	case strings.HasPrefix(p.s[p.i:], "~="):
		t.kind = '~'
		p.i += 2
	case strings.HasPrefix(p.s[p.i:], "="):
		t.kind = '='
		p.i++
	default:
		return t, p.errorf("unsupported attribute selector at %q", p.s[p.i:])
	}
	p.space()
	if p.i < len(p.s) && (p.s[p.i] == '\'' || p.s[p.i] == '"') {
		q := p.s[p.i]
		end := strings.IndexByte(p.s[p.i+1:], q)
		if end < 0 {
			return t, p.errorf("unterminated string")
		}
		t.value = p.s[p.i+1 : p.i+1+end]
		p.i += end + 2
	} else {
		t.value = p.ident()
	}
	p.space()
	if p.i < len(p.s) && (p.s[p.i] == 'i' || p.s[p.i] == 'I') {
		t.fold = true
		p.i++
		p.space()
	}
	if p.i >= len(p.s) || p.s[p.i] != ']' {
		return t, p.errorf("unclosed attribute selector")
	}
	p.i++
	return t, nil
}

// Blame names the attribute whose test makes the selector fail on s: the
// one attribute every alternative tests ("[rel~='icon' i], [rel~='apple-
// touch-icon' i]" blames rel), or, for a selector of one compound, the
// attribute of its first failing test ("[rel~='preload' i][as='image' i]"
// blames as when rel has preload). It returns "" when no single attribute
// is to blame (combinators, tests of several attributes in alternatives).
func (sel *Selector) Blame(s Subject) string {
	if a, ok := sel.onlyAttr(); ok {
		return a
	}
	if len(sel.list) != 1 || len(sel.list[0].parts) != 1 {
		return ""
	}
	for i := range sel.list[0].parts[0].tests {
		t := &sel.list[0].parts[0].tests[i]
		if t.match(s) != False {
			continue
		}
		if t.inner != nil {
			a, _ := t.inner.onlyAttr()
			return a
		}
		return t.attr
	}
	return ""
}

// onlyAttr returns the one attribute the selector tests, with ok false
// when it tests none, several, element names or unevaluated syntax.
func (sel *Selector) onlyAttr() (attr string, ok bool) {
	for i := range sel.list {
		c := &sel.list[i]
		if len(c.parts) != 1 || c.unknown || c.parts[0].element != "" && c.parts[0].element != "*" {
			return "", false
		}
		for j := range c.parts[0].tests {
			t := &c.parts[0].tests[j]
			a := t.attr
			switch t.kind {
			case 'u':
				return "", false
			case 'n', 'i':
				var ok bool
				if a, ok = t.inner.onlyAttr(); !ok {
					return "", false
				}
			}
			if attr != "" && a != attr {
				return "", false
			}
			attr = a
		}
	}
	return attr, attr != ""
}
