package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// NavigableTarget checks target, formtarget and the names of iframe and
// object.
var NavigableTarget = &lint.Rule{
	ID:       "navigable-target",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name-or-keyword",
	Severity: lint.Error,
	Summary:  "target and formtarget must be a navigable name or _blank, _self, _parent, _top; iframe and object names must not start with \"_\"",
	Doc: `HTML: target (a, area, base, form) and formtarget (button, input) hold a
"valid navigable target name or keyword": _blank, _self, _parent or _top
(ASCII case-insensitive), or a name. The name of an iframe or object is
a "valid navigable target name". A name has at least one character, does
not start with "_" (reserved for keywords), and does not hold both a tab
or line break and "<".

Browsers treat an unknown "_" name such as "_new" as an ordinary name:
the first link opens a new tab or window with that name and later ones
reuse it, which is rarely what "_blank" was meant to do. A name with a
line break and "<" (dangling markup) is read as _blank.`,
	Valid:   `<a href="a.html" target="_blank">x</a> <a href="a.html" target="preview">x</a> <iframe name="preview"></iframe>`,
	Invalid: `<a href="a.html" target="_new">x</a> <iframe name="_top"></iframe>`,
	Targets: targetsOf(navigableAttrs),
	Check: func(a *lint.Attr) {
		typ, _ := navigableTypes.lookup(a.Element, a.Name)
		keywords := typ == "NavigableTargetNameOrKeyword"
		err := microsyntax.ValidNavigableTargetName(a.Value, keywords)
		if err == nil {
			return
		}
		f := errFinding(err, "invalid "+a.Name)
		switch {
		case a.Value == "" && keywords:
			f.Browser = "browsers ignore an empty target and use the default (the base element's target, or _self)"
		case a.Value == "":
			f.Browser = "the navigable has no name, so no target can reach it"
		case a.Value[0] == '_' && keywords:
			f.Browser = "browsers treat it as an ordinary name: the first use opens a new tab or window with that name, later ones reuse it"
		case a.Value[0] == '_':
			f.Browser = "no target can reach it by this name: browsers read names starting with \"_\" as keywords first"
		default:
			f.Browser = "browsers open the link in a new tab or window (_blank)"
		}
		a.Report(f)
	},
}

// navigableAttrs are the attributes that hold a navigable's name (and,
// for NavigableTargetNameOrKeyword, the keywords), by their table types.
var (
	navigableAttrs = typed(false, "NavigableTargetName", "NavigableTargetNameOrKeyword")
	navigableTypes = typesOf(navigableAttrs)
)
