package rules

import (
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
)

// The attributes that name navigables (HTML: a, area, base and form
// target, button and input formtarget take a name or keyword; iframe and
// object name take a name).
//
// MOVES: these (element, attribute, value type) facts belong to the
// generated tables of package rules/spec (branch spec); when that lands,
// this list is to be read from there, and this is the one place to
// re-point.
var (
	targetKeywordTargets = concat(lint.On("target", "a", "area", "base", "form"), lint.On("formtarget", "button", "input"))
	targetNameTargets    = lint.On("name", "iframe", "object")
)

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

// typedTargets returns the HTML attributes whose table type is typ, or
// "when(SELECTOR) typ", less those in skip. conds holds, by target, the
// selectors the element must match for the type to apply: the "when"
// one, and the condition under which the element takes the attribute at
// all (where it does not, attribute-allowed says so, and nothing more
// needs saying). Global attributes are targets on every element ("*").
func typedTargets(typ string, skip []lint.Target) (targets []lint.Target, conds map[lint.Target][]string) {
	conds = map[lint.Target][]string{}
	add := func(el string, a *spec.Attribute) {
		var cond []string
		ok := a.Type == typ
		if !ok {
			// One or more "when(SELECTOR) typ" alternatives of a union:
			// typ applies where any of their selectors matches.
			var sels []string
			for _, alt := range typeAlternatives(a.Type) {
				if sel, t, when := cutWhen(alt); when && t == typ {
					sels = append(sels, sel)
				}
			}
			if len(sels) > 0 {
				cond, ok = []string{strings.Join(sels, ", ")}, true
			}
		}
		if a.Condition != "" {
			cond = append(cond, a.Condition)
		}
		t := lint.Target{Element: el, Attr: a.Name}
		if !ok || a.Status != spec.Current {
			return
		}
		for _, s := range skip {
			if s == t {
				return
			}
		}
		if _, dup := conds[t]; dup {
			return
		}
		targets = append(targets, t)
		conds[t] = cond
	}
	for _, a := range spec.SetAttrs(spec.HTMLGlobalAttrs) {
		add("*", &a)
	}
	for i := range spec.Elements {
		e := &spec.Elements[i]
		if e.Namespace != spec.HTML {
			continue
		}
		for j := range e.Attrs {
			add(e.Name, &e.Attrs[j])
		}
		if e.Globals&spec.HTMLFormControlElementAttrs != 0 {
			for _, a := range spec.SetAttrs(spec.HTMLFormControlElementAttrs) {
				add(e.Name, &a)
			}
		}
	}
	sort.Slice(targets, func(i, j int) bool {
		if targets[i].Attr != targets[j].Attr {
			return targets[i].Attr < targets[j].Attr
		}
		return targets[i].Element < targets[j].Element
	})
	return targets, conds
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
