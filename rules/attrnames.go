package rules

import (
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// attrName is an attribute's name as the tables write it: the parser
// splits "xlink:href" on foreign elements into a namespace and a key.
func attrName(a html.Attribute) string {
	switch {
	case a.Namespace == "":
		return a.Key
	case a.Namespace == "xmlns" && a.Key == "xmlns":
		return "xmlns"
	}
	return a.Namespace + ":" + a.Key
}

// getNamed returns the attribute of n named as attrName names it.
func getNamed(n *html.Node, name string) (string, bool) {
	for _, a := range n.Attr {
		if attrName(a) == name {
			return a.Val, true
		}
	}
	return "", false
}

// jsxNames are JSX props that reach HTML files written as components,
// and kramdown's markdown="1" in Jekyll sources (lower case, as the parser
// stores them): no framework preset owns them, and no HTML attribute is
// spelt so.
var jsxNames = map[string]bool{
	"classname": true, "htmlfor": true, "key": true, "ref": true,
	"dangerouslysetinnerhtml": true, "defaultvalue": true, "defaultchecked": true,
	"suppresshydrationwarning": true, "markdown": true,
}

// frameworkName reports whether an attribute name is left alone by rules
// about which attributes an element takes: the framework presets and the
// configuration's names (Element.Framework: v-if, :prop, @click, [prop],
// (event), *ngIf, x-data, hx-get, on:click, bind:value, {...spread}, ...),
// JSX props, and names holding braces or brackets, which only template
// syntax writes.
func frameworkName(e *lint.Element, name string) bool {
	return name == "" || e.Framework(name) || jsxNames[name] || strings.ContainsAny(name, "{}()[]")
}

// brokenName reports a name the tokenizer made from broken syntax
// (`<img src=a.png"alt="">` gives an attribute named `alt=""`): the
// attribute-syntax rule reports those.
func brokenName(name string) bool {
	return strings.ContainsAny(name, "\"'<=`/")
}

// xmlNameChars reports whether s (which starts with a letter) holds only
// XML NameChar characters other than ":" (XML 1.0 production [4a]).
func xmlNameChars(s string) bool {
	for _, r := range s {
		switch {
		case r == '-' || r == '.' || r == '_' || r == 0xB7:
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
		case r >= 0xC0 && r <= 0xD6 || r >= 0xD8 && r <= 0xF6 || r >= 0xF8 && r <= 0x37D || r >= 0x37F && r <= 0x1FFF:
		case r >= 0x200C && r <= 0x200D || r >= 0x203F && r <= 0x2040 || r >= 0x2070 && r <= 0x218F || r >= 0x2C00 && r <= 0x2FEF:
		case r >= 0x3001 && r <= 0xD7FF || r >= 0xF900 && r <= 0xFDCF || r >= 0xFDF0 && r <= 0xFFFD || r >= 0x10000 && r <= 0xEFFFF:
		case r >= 0x300 && r <= 0x36F:
		default:
			return false
		}
	}
	return true
}

// svgGeometry are the presentation attributes of SVG's geometry
// properties, which only some elements take (circle's cx, rect's width).
var svgGeometry = map[string]bool{"cx": true, "cy": true, "r": true, "rx": true, "ry": true,
	"x": true, "y": true, "width": true, "height": true, "d": true}

// presentationAttr reports a presentation attribute other than geometry:
// SVG 2 §6.6 lets every element in the SVG namespace take them (fill on a
// symbol is inherited by its content).
func presentationAttr(name string) bool {
	if svgGeometry[name] {
		return false
	}
	for _, a := range spec.SetAttrs(spec.SVGPresentationAttrs) {
		if microsyntax.EqualFoldASCII(a.Name, name) {
			return true
		}
	}
	return false
}

// attrFold finds a foreign element's attribute ignoring ASCII case: the
// parser lowercases attribute names and restores SVG's camelCase only for
// the names it knows.
func attrFold(el *spec.Element, name string) *spec.Attribute {
	for _, n := range attrNames(el) {
		if microsyntax.EqualFoldASCII(n, name) {
			return el.Attr(n)
		}
	}
	return nil
}

// attrNamesCache holds attrNames' lists, built on first use per element.
var attrNamesCache sync.Map // *spec.Element → []string

// attrNames lists every attribute name an element takes, sorted: its
// own, its shared sets' and the event handlers that apply to it.
func attrNames(el *spec.Element) []string {
	if v, ok := attrNamesCache.Load(el); ok {
		return v.([]string)
	}
	var names []string
	for _, a := range el.Attrs {
		names = append(names, a.Name)
	}
	for _, p := range el.Partial {
		names = append(names, p.Names...)
	}
	for s := spec.GlobalSet(1); s != 0 && s <= el.Globals; s <<= 1 {
		if el.Globals&s != 0 {
			for _, a := range spec.SetAttrs(s) {
				names = append(names, a.Name)
			}
		}
	}
	if el.Namespace == spec.HTML {
		for _, h := range spec.EventHandlers {
			if h.Elements == nil || slices.Contains(h.Elements, el.Name) {
				names = append(names, h.Name)
			}
		}
	}
	sort.Strings(names)
	names = slices.Compact(names)
	attrNamesCache.Store(el, names)
	return names
}

// suggestAttr names the attribute of el that name is closest to, if one
// is a typo away: at most one edit for names of up to five letters, two
// for longer ones (clas → class, onlick → onclick).
func suggestAttr(name string, el *spec.Element) string {
	edits := 1
	if len(name) > 5 {
		edits = 2
	}
	return suggest.Within(name, attrNames(el), edits)
}
