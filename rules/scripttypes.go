package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// The kinds of script element, as HTML §4.12.1 ("prepare the script
// element") tells them apart by the script's type, with how messages name
// them.
var scriptKinds = []struct {
	kind, one, many string
	// types are type values that make a script of this kind; "" with
	// absent stands for a script without type.
	types  []string
	absent bool
}{
	{"classic", "a classic script", "classic scripts", append([]string{""}, microsyntax.JavaScriptMIMETypes()...), true},
	{"module", "a module script", "module scripts", []string{"module"}, false},
	{"importmap", "an import map", "import maps", []string{"importmap"}, false},
	{"speculationrules", "speculation rules", "speculation rules", []string{"speculationrules"}, false},
	// Any other type makes a data block, which is never run.
	{"data", "a data block", "data blocks", []string{"application/ld+json", "text/plain"}, false},
}

// scriptKind is the kind of script element n is (HTML §4.12.1, the
// script's type): the type, trimmed of ASCII whitespace, or "text/" and
// the language attribute when only that is given, or text/javascript when
// neither is (or one is empty).
func scriptKind(n *html.Node) string {
	typ, hasType := getNamed(n, "type")
	lang, hasLang := getNamed(n, "language")
	switch {
	case hasType && typ == "" || !hasType && (!hasLang || lang == ""):
		typ = "text/javascript"
	case hasType:
		start, end := trimSpaceBounds(typ)
		typ = typ[start:end]
	default:
		typ = "text/" + lang
	}
	switch {
	case microsyntax.IsJavaScriptMIMETypeEssenceMatch(typ):
		return "classic"
	case microsyntax.EqualFoldASCII(typ, "module"), microsyntax.EqualFoldASCII(typ, "importmap"),
		microsyntax.EqualFoldASCII(typ, "speculationrules"):
		return strings.ToLower(typ)
	}
	return "data"
}

// describeScriptCondition says in words which script elements condition
// cond accepts, found by matching it against a script of each kind, with
// src and without: "this script is a module script; the attribute applies
// only to classic scripts". ok is false when the condition does not
// follow the kinds (some scripts of a kind match and others not), and
// then the selector has to speak for itself.
func describeScriptCondition(cond string, n *html.Node) (string, bool) {
	sel, err := spec.CompileSelector(cond)
	if err != nil {
		return "", false
	}
	never := func(string) bool { return false }
	// matches is whether every script of the kind with (or without) src
	// matches; ok is false when only some do.
	matches := func(k int, src bool) (all, ok bool) {
		var attrs [][]html.Attribute
		for _, t := range scriptKinds[k].types {
			attrs = append(attrs, []html.Attribute{{Key: "type", Val: t}})
		}
		if scriptKinds[k].absent {
			attrs = append(attrs, nil)
		}
		count := 0
		for _, a := range attrs {
			if src {
				a = append(a, html.Attribute{Key: "src", Val: "a.js"})
			}
			probe := &html.Node{Type: html.ElementNode, Data: "script", Attr: a}
			if sel.Match(subject{probe, never}) == spec.True {
				count++
			}
		}
		return count == len(attrs), count == 0 || count == len(attrs)
	}
	var accepted []string
	srcMatters := false
	for k := range scriptKinds {
		with, ok1 := matches(k, true)
		without, ok2 := matches(k, false)
		if !ok1 || !ok2 {
			return "", false
		}
		srcMatters = srcMatters || with != without
		switch {
		case with && without:
			accepted = append(accepted, scriptKinds[k].many)
		case with:
			accepted = append(accepted, scriptKinds[k].many+" with src")
		case without:
			accepted = append(accepted, scriptKinds[k].many+" without src")
		}
	}
	if len(accepted) == 0 {
		return "", false
	}
	this := ""
	kind := scriptKind(n)
	for _, k := range scriptKinds {
		if k.kind == kind {
			this = k.one
		}
	}
	if _, ok := getNamed(n, "src"); ok && srcMatters {
		this += " with src"
	} else if srcMatters {
		this += " without src"
	}
	if t, ok := getNamed(n, "type"); ok {
		this += fmt.Sprintf(" (type=%q)", t)
	}
	return fmt.Sprintf("this script is %s; the attribute applies only to %s", this, strings.Join(accepted, " and ")), true
}
