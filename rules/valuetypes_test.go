package rules

import (
	"slices"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// checkedByRule names, for value types that Element and Document rules
// check (they have no targets to compare), the rule and how the test
// finds the attributes it checks.
var checkedByRule = map[string]func(t lint.Target) bool{
	// id checks every id; idref the attributes of refKinds (and headers);
	// microdata itemref.
	"DOMID": func(t lint.Target) bool { return t.Attr == "id" || refAttr[t.Attr] },
	"tokens(space,DOMID)": func(t lint.Target) bool {
		return refAttr[t.Attr] || t.Attr == "headers" || t.Attr == "itemref"
	},
	// charset checks meta's charset (accept-charset checks form's).
	"enum(utf-8)": func(t lint.Target) bool { return t == lint.Target{Element: "meta", Attr: "charset"} },
	// usemap checks img's hash-name references.
	"HashName": func(t lint.Target) bool { return t == lint.Target{Element: "img", Attr: "usemap"} },
	// microdata checks itemprop's tokens.
	"tokens(space,ItemProp)": func(t lint.Target) bool { return t.Attr == "itemprop" },
	// meta-refresh, charset, csp and meta-content read meta's content by
	// its http-equiv; x-ua-compatible's IE=edge is meta-content's.
	"HTTPEquivRefresh":      func(t lint.Target) bool { return t == lint.Target{Element: "meta", Attr: "content"} },
	"HTTPEquivContentType":  func(t lint.Target) bool { return t == lint.Target{Element: "meta", Attr: "content"} },
	"ContentSecurityPolicy": func(t lint.Target) bool { return t == lint.Target{Element: "meta", Attr: "content"} },
	"enum(IE=edge)":         func(t lint.Target) bool { return t == lint.Target{Element: "meta", Attr: "content"} },
	// attribute-required accepts a missing alt only beside this
	// attribute, empty.
	`enum("")`: func(t lint.Target) bool { return t.Attr == "generator-unable-to-provide-required-alt" },
}

// uncheckedTypes are the value types no rule checks, with why.
var uncheckedTypes = map[string]string{
	"Any":                    "any string is conforming",
	"FunctionBody":           "event handlers hold JavaScript, which attrlint does not parse",
	"<css-declaration-list>": "style holds CSS declarations, which attrlint does not parse",
	"Pattern":                "pattern holds a JavaScript regular expression (compiled with the v flag), which attrlint does not parse",
	"tokens(space,NoEmptyAny)": "part, property and typeof (CSS Shadow Parts, RDFa) take any tokens: " +
		"a set of space-separated tokens cannot hold an empty one",
	"tokens(comma,NoEmptyAny)": "exportparts (CSS Shadow Parts) maps part names, which the standard that defines it leaves to CSS to read",
	"<color>":                  "link's color (Safari's mask-icon) is not an attribute of the HTML standard",
	"tokens(space,enum(nodownload|nofullscreen|noremoteplayback))": "video's controlslist is WICG's (wicg.github.io/controls-list), " +
		"not the standard's: browser-support reports it, and its keywords are not checked",
	"enum(default|preserve)": "xml:space, which the tables give every element for XHTML, is not in the enumerated table " +
		"(spec.EnumeratedAttributes) that the enumerated rule reads; browsers ignore it in HTML documents",
}

// uncheckedAttrs are attributes of a checked value type that the rule of
// the type leaves alone, with why (urlUnchecked holds the url rule's).
var uncheckedAttrs = map[lint.Target]string{
	{Element: "a", Attr: "interestfor"}:                      "interestfor names an element by its id, as popovertarget does, but idref does not check it yet",
	{Element: "area", Attr: "interestfor"}:                   "interestfor names an element by its id, as popovertarget does, but idref does not check it yet",
	{Element: "button", Attr: "interestfor"}:                 "interestfor names an element by its id, as popovertarget does, but idref does not check it yet",
	{Element: "template", Attr: "shadowrootreferencetarget"}: "the reference target names an id inside the shadow tree the template makes, which the document does not show",
}

// TestValueTypesChecked holds every attribute that the element tables give
// a value type to a rule that checks it, or to a reason why none does: a
// fact added to the tables (a refresh, a correction) cannot go unchecked
// without a word.
func TestValueTypesChecked(t *testing.T) {
	targeted := map[lint.Target]bool{}
	for _, r := range All() {
		if r == BrowserSupport {
			continue // it asks whether browsers support a value, not what the value is
		}
		for _, tg := range r.Targets {
			targeted[tg] = true
		}
	}
	for _, a := range typedAttrs {
		tg := a.Target
		switch {
		case targeted[tg] || targeted[lint.Target{Element: "*", Attr: tg.Attr}]:
		case checkedByRule[a.Type] != nil && checkedByRule[a.Type](tg):
		case uncheckedTypes[a.Type] != "":
		case uncheckedAttrs[tg] != "" || urlUnchecked[tg] != "":
		default:
			t.Errorf("%s@%s, of type %s, is checked by no rule and listed in no exception", tg.Element, tg.Attr, a.Type)
		}
	}
	for typ, why := range uncheckedTypes {
		if why == "" {
			t.Errorf("unchecked type %s has no reason", typ)
		}
		if !slices.ContainsFunc(typedAttrs, func(a typedAttr) bool { return a.Type == typ }) {
			t.Errorf("unchecked type %s is the type of no attribute any more: remove it", typ)
		}
	}
	for tg, why := range uncheckedAttrs {
		if why == "" || !slices.ContainsFunc(typedAttrs, func(a typedAttr) bool { return a.Target == tg }) {
			t.Errorf("uncheckedAttrs[%v] has no reason or no attribute", tg)
		}
	}
}
