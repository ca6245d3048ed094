package rules

import (
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
)

// The value types of attributes come from the element tables of package
// spec (Attribute.Type, in the notation of spec/doc.go): which attribute
// holds a URL, an integer in a range, a srcset, is data there, and a rule
// finds the attributes it checks by their types (typed). What this file
// keeps is how to read the notation.

// typedAttr is an attribute of the element tables with one of its value
// types: an attribute whose type is a union ("A | B", "when(SEL) A |
// when(SEL2) B") is one typedAttr per alternative.
type typedAttr struct {
	// Target is the element and attribute; a global attribute is on "*".
	Target lint.Target
	// Type is the alternative's type; When is the selector of a
	// "when(SELECTOR) Type" alternative, "" where the type always
	// applies.
	Type, When string
	// Allowed is the condition under which the element takes the
	// attribute at all ("" always): where it does not, attribute-allowed
	// says so.
	Allowed string
	Status  spec.Status
}

// typedAttrs lists every typed attribute of the HTML elements, the global
// ones first.
var typedAttrs = func() []typedAttr {
	var out []typedAttr
	add := func(el string, a *spec.Attribute) {
		if a.Type == "" {
			return
		}
		for _, alt := range typeAlternatives(a.Type) {
			sel, t, _ := cutWhen(alt)
			out = append(out, typedAttr{Target: lint.Target{Element: el, Attr: a.Name}, Type: t, When: sel, Allowed: a.Condition, Status: a.Status})
		}
	}
	for _, a := range spec.SetAttrs(spec.HTMLGlobalAttrs) {
		add("*", &a)
	}
	for i := range spec.Elements {
		if e := &spec.Elements[i]; e.Namespace == spec.HTML {
			for j := range e.Attrs {
				add(e.Name, &e.Attrs[j])
			}
			// The members of a shared set the element takes only in part
			// (area takes hreflang and type of the link attributes).
			for _, p := range e.Partial {
				set := spec.SetAttrs(p.Set)
				for k := range set {
					if slices.Contains(p.Names, set[k].Name) {
						add(e.Name, &set[k])
					}
				}
			}
		}
	}
	return out
}()

// typed returns the typed attributes whose type is one of types, current
// ones only unless obsolete.
func typed(obsolete bool, types ...string) []typedAttr {
	var out []typedAttr
	for _, a := range typedAttrs {
		for _, t := range types {
			if a.Type == t && (obsolete || a.Status == spec.Current) {
				out = append(out, a)
			}
		}
	}
	return out
}

// without returns attrs less those on the targets of skip.
func without(attrs []typedAttr, skip []lint.Target) []typedAttr {
	var out []typedAttr
	for _, a := range attrs {
		keep := true
		for _, s := range skip {
			keep = keep && s != a.Target
		}
		if keep {
			out = append(out, a)
		}
	}
	return out
}

// targetsOf returns the distinct targets of attrs, sorted by attribute
// and element, leaving out an element's target where the attribute is
// global: the engine runs a Check once per target that matches.
func targetsOf(attrs []typedAttr) []lint.Target {
	global := map[string]bool{}
	for _, a := range attrs {
		global[a.Target.Attr] = global[a.Target.Attr] || a.Target.Element == "*"
	}
	seen := map[lint.Target]bool{}
	var out []lint.Target
	for _, a := range attrs {
		if t := a.Target; !seen[t] && (t.Element == "*" || !global[t.Attr]) {
			seen[t] = true
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Attr != out[j].Attr {
			return out[i].Attr < out[j].Attr
		}
		return out[i].Element < out[j].Element
	})
	return out
}

// conditionsOf returns, by target, the selectors an element must match
// for the type of attrs to apply there: the selectors of its "when"
// alternatives (any one), and the condition under which the element
// takes the attribute.
func conditionsOf(attrs []typedAttr) map[lint.Target][]string {
	whens := map[lint.Target][]string{}
	always := map[lint.Target]bool{}
	allowed := map[lint.Target]string{}
	for _, a := range attrs {
		if a.When == "" {
			always[a.Target] = true
		} else {
			whens[a.Target] = append(whens[a.Target], a.When)
		}
		allowed[a.Target] = a.Allowed
	}
	conds := map[lint.Target][]string{}
	for t, allow := range allowed {
		var c []string
		if !always[t] && len(whens[t]) > 0 {
			c = append(c, strings.Join(whens[t], ", "))
		}
		if allow != "" {
			c = append(c, allow)
		}
		conds[t] = c
	}
	return conds
}

// byTarget indexes what rules know of typed attributes by target, a
// global attribute's under "*".
type byTarget[T any] map[lint.Target]T

// lookup returns what m holds for attribute attr of element, the
// element's own entry first, then the global one.
func (m byTarget[T]) lookup(element, attr string) (T, bool) {
	if v, ok := m[lint.Target{Element: element, Attr: attr}]; ok {
		return v, true
	}
	v, ok := m[lint.Target{Element: "*", Attr: attr}]
	return v, ok
}

// dimensionAttr reports whether a is a dimension attribute (HTML §4.8.4.4
// "Dimension attributes"): the width and height that the element tables
// type as valid non-negative integers, which browsers map to CSS with the
// rules for parsing dimension values.
func dimensionAttr(a typedAttr) bool {
	return a.Type == "Uint" && (a.Target.Attr == "width" || a.Target.Attr == "height")
}

// targets returns the targets of m, as targetsOf does.
func (m byTarget[T]) targets() []lint.Target {
	attrs := make([]typedAttr, 0, len(m))
	for t := range m {
		attrs = append(attrs, typedAttr{Target: t})
	}
	return targetsOf(attrs)
}

// typesOf indexes the types of attrs by target.
func typesOf(attrs []typedAttr) byTarget[string] {
	m := byTarget[string]{}
	for _, a := range attrs {
		m[a.Target] = a.Type
	}
	return m
}

// typeAlternatives splits a table type at its top-level " | ".
func typeAlternatives(t string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '|':
			if depth == 0 {
				out = append(out, strings.TrimSpace(t[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(t[start:]))
}

// cutWhen splits the alternative "when(SELECTOR) T" into SELECTOR and T;
// when is false for an alternative without a selector.
func cutWhen(alt string) (sel, t string, when bool) {
	if !strings.HasPrefix(alt, "when(") {
		return "", alt, false
	}
	depth := 0
	for i := len("when"); i < len(alt); i++ {
		switch alt[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return alt[len("when("):i], strings.TrimSpace(alt[i+1:]), true
			}
		}
	}
	return "", alt, false
}

// tokenKeywords returns the keywords of a table type of the form
// "tokens(SEP,enum(a|b|...))", or nothing for another type.
func tokenKeywords(typ string) []string {
	_, rest, ok := strings.Cut(typ, ",enum(")
	if !strings.HasPrefix(typ, "tokens(") || !ok || !strings.HasSuffix(rest, "))") {
		return nil
	}
	return strings.Split(strings.TrimSuffix(rest, "))"), "|")
}

// enumByName indexes the standard's enumerated attributes (generated in
// package spec from its sources and corrections) by attribute name.
var enumByName = func() map[string][]*spec.EnumAttr {
	m := make(map[string][]*spec.EnumAttr)
	for i := range spec.EnumeratedAttributes {
		e := &spec.EnumeratedAttributes[i]
		m[e.Name] = append(m[e.Name], e)
	}
	return m
}()
