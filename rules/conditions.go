package rules

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// subject lets package spec match its conditions against an element.
type subject struct {
	n         *html.Node
	templated func(string) bool
}

func (s subject) Name() string { return s.n.Data }

func (s subject) Attr(name string) (string, bool, bool) {
	v, ok := getNamed(s.n, name)
	if !ok {
		return "", false, true
	}
	if s.templated(v) {
		return v, true, false
	}
	if name == "type" && s.n.Namespace == "" && s.n.Data == "input" {
		// Conditions name the type keywords; any other value is the Text
		// state (HTML §4.10.5: the invalid value default).
		v = inputTypeKeyword(v)
	}
	if name == "type" && s.n.Namespace == "" && s.n.Data == "script" {
		// The script's type is the value without leading and trailing
		// ASCII whitespace (HTML §4.12.1, prepare the script element).
		start, end := trimSpaceBounds(v)
		v = v[start:end]
	}
	return v, true, true
}

func (s subject) Parent() spec.Subject {
	p := s.n.Parent
	if p == nil || p.Type != html.ElementNode {
		return nil
	}
	return subject{p, s.templated}
}

// boundSubject is a subject whose framework bindings count (see
// lint.Element.Bound): an attribute a binding supplies is present, with a
// value that cannot be known.
type boundSubject struct {
	subject
	e *lint.Element
}

// elementSubject is the subject of an Element rule's element.
func elementSubject(e *lint.Element) boundSubject {
	return boundSubject{subject{e.Node, e.Templated}, e}
}

func (s boundSubject) Attr(name string) (string, bool, bool) {
	v, ok, known := s.subject.Attr(name)
	if !ok && s.e.Bound(s.n, name) {
		return "", true, false
	}
	return v, ok, known
}

func (s boundSubject) Parent() spec.Subject {
	p := s.n.Parent
	if p == nil || p.Type != html.ElementNode {
		return nil
	}
	return boundSubject{subject{p, s.templated}, s.e}
}

// inputTypeKeyword returns the keyword of input's type value, "text" for
// a value that matches none.
func inputTypeKeyword(v string) string {
	for _, e := range enumByName["type"] {
		if e.AppliesTo("input") {
			if k, ok := e.Keyword(v); ok {
				return k.Value
			}
		}
	}
	return "text"
}

var presencePart = regexp.MustCompile(`^\[([a-z:-]+)\]$`)

// nonEmptyPart is a condition asking for a non-empty attribute, such as
// img controls' (an alt that is present and not empty).
var nonEmptyPart = regexp.MustCompile(`^\[([a-z-]+)\]:not\(\[([a-z-]+)=''\]\)$`)

var conditionPart = regexp.MustCompile(`^\[([a-z-]+)(~?)='([^']*)'( i)?\]$`)

// describeCondition says in words what a condition asks of an element:
// "only with rel preload or modulepreload", "only with type text, search
// ...", or the selector itself when it is not one attribute's keywords.
func describeCondition(cond string, n *html.Node) string {
	if n.Namespace == "" && n.Data == "script" {
		if s, ok := describeScriptCondition(cond, n); ok {
			return s
		}
	}
	if m := nonEmptyPart.FindStringSubmatch(cond); m != nil && m[1] == m[2] {
		return "it applies only when the element has a non-empty " + m[1] + " attribute"
	}
	attr, op, absent := "", "", false
	var values []string
	for _, part := range strings.Split(cond, ",") {
		part = strings.TrimSpace(part)
		if m := presencePart.FindStringSubmatch(part); m != nil && len(strings.Split(cond, ",")) == 1 {
			return "it applies only when the element has the " + m[1] + " attribute"
		}
		if m := conditionPart.FindStringSubmatch(part); m != nil && (attr == "" || attr == m[1] && op == m[2]) {
			attr, op = m[1], m[2]
			values = append(values, m[3])
			continue
		}
		if strings.HasPrefix(part, ":not([") && strings.HasSuffix(part, "])") && !strings.ContainsAny(part[6:len(part)-2], "=[]()") {
			a := part[6 : len(part)-2]
			if attr == "" || attr == a {
				attr, absent = a, true
				continue
			}
		}
		return "it applies only to elements matching " + cond
	}
	if attr == "type" && n.Namespace == "" && n.Data == "input" {
		if absent {
			values = append(values, "text")
		}
		sort.Strings(values)
		values = slices.Compact(values)
		t, _ := getNamed(n, "type")
		return fmt.Sprintf("this input's type is %s; the attribute applies only to type %s", inputTypeKeyword(t), strings.Join(values, ", "))
	}
	if len(values) == 0 {
		return "it applies only without " + attr
	}
	what := "only with " + attr + " " + strings.Join(values, " or ")
	if op == "~" {
		what = "only when " + attr + " has the keyword " + strings.Join(values, " or ")
	}
	if absent {
		what += ", or without " + attr
	}
	return "it applies " + what
}

// conditionsHold reports whether a's element matches the selectors conds
// holds for its target (element-specific or global).
func conditionsHold(a *lint.Attr, conds map[lint.Target][]string) bool {
	for _, el := range [2]string{a.Element, "*"} {
		for _, c := range conds[lint.Target{Element: el, Attr: a.Name}] {
			if spec.MatchCondition(c, subject{a.Node, a.Templated}) != spec.True {
				return false
			}
		}
	}
	return true
}
