package rules

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The rules of this file check which attributes an element has, from the
// tables of package spec (HTML §4 "Content attributes" of each element,
// §3.2.6 global attributes, §16 obsolete features).

// elementsOfEveryNamespace are the Element rules' targets.
var elementsOfEveryNamespace = []string{"*", "svg:*", "math:*"}

// htmlByAtom indexes the HTML elements by the parser's atom for their
// name: three element rules look up every element of every document.
var htmlByAtom = func() map[atom.Atom]*spec.Element {
	m := make(map[atom.Atom]*spec.Element)
	for i := range spec.Elements {
		if e := &spec.Elements[i]; e.Namespace == spec.HTML {
			if a := atom.Lookup([]byte(e.Name)); a != 0 {
				m[a] = e
			}
		}
	}
	return m
}()

// specElement finds the table row of n, or nil for an element the tables
// do not know (a custom element, a misspelt or invented one).
func specElement(n *html.Node) *spec.Element {
	switch n.Namespace {
	case "":
		if e := htmlByAtom[n.DataAtom]; e != nil {
			return e
		}
		return spec.Lookup(spec.HTML, n.Data)
	case "svg":
		return spec.Lookup(spec.SVG, n.Data)
	case "math":
		return spec.Lookup(spec.MathML, n.Data)
	}
	return nil
}

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

// AttributeAllowed reports attributes an element does not take.
var AttributeAllowed = &lint.Rule{
	ID:       "attribute-allowed",
	Section:  "https://html.spec.whatwg.org/multipage/dom.html#global-attributes",
	Severity: lint.Error,
	Summary:  "an element takes only its own attributes, the global ones, event handlers, data-* and aria-* (framework syntax is left alone)",
	Doc: `HTML §3.2.6 and the "Content attributes" of each element in §4: an
HTML element takes the global attributes, the event handler content
attributes, custom data attributes (data-*) and its own attributes, some
only for some values of another (input's attributes per type). SVG and
MathML elements take their own sets (SVG 2, MathML Core), xlink:href and
xml:lang included. Custom elements (names with a hyphen) take any
attribute, except that autonomous ones must not have is. A data-*
attribute needs a name after "data-" that is XML-compatible (no colon).

Browsers keep an unknown attribute in the DOM and ignore it, so a
misspelt one (clas, onlick) silently does nothing; the message names the
attribute that was probably meant. Obsolete attributes are reported by
attribute-obsolete, aria-* by the ARIA rules.

Attribute names that are framework or template syntax are not reported:
those of the framework presets (Vue, Alpine, htmx, Angular, Svelte,
Astro, Lit, Knockout: all by default; the configuration's frameworks key
picks them, allow-attributes and ignore-attribute-prefixes add names),
JSX props such as className, and names with braces or brackets. Tags
with template syntax between their attributes are not checked.

In Angular and AngularJS templates, found by the syntax only they carry
([value], (click), *ngIf, #ref, <ng-container>, <ng-template>, @if and
@for blocks; ng-app and other ng-* names), a name an element does not take is a directive or a
component input (<button mat-menu-item>, <input matInput
formControlName="email">, AngularJS's todo-focus), and is not reported.
The configuration's directives key lists the known ones: they are then
accepted everywhere, and those templates are checked as other files.
In other files such names are reported: <path strokeWidth="2"> is a JSX
habit, and browsers ignore it.`,
	Valid:    `<div class="a" data-id="1" onclick="go()" :class="c" @click="go" v-if="ok"></div> <input type="checkbox" checked>`,
	Invalid:  `<div clas="a" name="x"></div> <input type="text" checked>`,
	Elements: elementsOfEveryNamespace,
	Element:  checkAllowed,
}

func checkAllowed(e *lint.Element) {
	n := e.Node
	if len(n.Attr) == 0 || e.TemplatedTag() {
		return
	}
	el := specElement(n)
	if el == nil {
		if n.Namespace == "" && strings.Contains(n.Data, "-") {
			checkCustomElement(e)
		}
		return
	}
	for _, at := range n.Attr {
		name := attrName(at)
		// Most attributes are in the table: look there first, and only
		// then at what else an unknown name may be.
		a := el.Attr(name)
		if a != nil {
			if a.Condition != "" {
				checkCondition(e, name, a.Condition)
			}
			continue
		}
		if frameworkName(e, name) || brokenName(name) || strings.HasPrefix(name, "aria-") {
			continue
		}
		if strings.HasPrefix(name, "data-") {
			checkDataName(e, name)
			continue
		}
		if n.Namespace != "" && (name == "xmlns" || name == "xmlns:xlink") {
			continue // allowed on foreign elements by the HTML syntax (§13.1.2.3)
		}
		if n.Namespace != "" {
			if a = attrFold(el, name); a != nil {
				if a.Condition != "" {
					checkCondition(e, name, a.Condition)
				}
				continue
			}
		}
		if el.AnyAttribute && xmlNameChars(name) {
			continue // embed passes its attributes to the plugin (§4.8.6)
		}
		if n.Namespace == "svg" && presentationAttr(name) {
			continue
		}
		if h := spec.LookupEventHandler(name); h != nil && n.Namespace == "" && (h.Elements == nil || slices.Contains(h.Elements, el.Name)) {
			continue
		}
		if e.Directive(name) {
			continue // an Angular or AngularJS template: a directive or an input
		}
		if c := spec.CompatAttr(el.Name, name); n.Namespace == "" && c != nil && c.Flags&(spec.NonStandard|spec.Deprecated) == spec.NonStandard && c.Shipped() {
			continue // no standard defines it but a browser ships it: browser-support reports it
		}
		e.Report(name, lint.Finding{Name: true, AnyExpansion: true,
			Message: fmt.Sprintf("attribute %q is not allowed on <%s>%s%s", name, n.Data, suggestAttr(name, el), spaceInName("attribute", name)),
			Browser: "browsers keep it in the DOM and ignore it"})
	}
	checkPairs(e, el)
}

// checkCondition reports an attribute whose condition the element does
// not meet. The finding goes on the attribute whose value is wrong when
// one is to blame (rel="icon" for as, which needs rel=preload), else on
// the attribute itself. A type (input's, script's) picks the kind of
// element and so which attributes apply: the attribute is then to blame.
func checkCondition(e *lint.Element, name, cond string) {
	s := elementSubject(e)
	sel, err := spec.CompileSelector(cond)
	if err != nil || sel.Match(s) != spec.False {
		return
	}
	blame := sel.Blame(s)
	if microdataAttr[name] || microdataAttr[blame] {
		return // the microdata rule checks where item attributes may go
	}
	n := e.Node
	on, msg := name, fmt.Sprintf("attribute %q is not allowed on <%s> here: %s", name, n.Data, describeCondition(cond, n))
	// The finding moves to the attribute whose keyword rules the other out
	// (rel="icon" with as), but not to one that is merely empty: the
	// requirement is then on the attribute that needs it (img controls
	// with alt="").
	if blame != "" && blame != name && blame != "type" && !nonEmptyPart.MatchString(cond) {
		if v, ok := getNamed(n, blame); ok {
			on = blame
			msg = fmt.Sprintf("%s=%q does not allow attribute %q on <%s>: %s", blame, v, name, n.Data, describeCondition(cond, n))
		}
	}
	e.Report(on, lint.Finding{Name: true, AnyExpansion: true, Message: msg,
		Browser: fmt.Sprintf("browsers ignore %s here", name)})
}

// microdataAttr are the microdata attributes, whose placement the
// microdata rule checks.
var microdataAttr = map[string]bool{"itemscope": true, "itemtype": true, "itemid": true, "itemref": true, "itemprop": true}

// checkPairs checks the attributes that must agree with one another.
func checkPairs(e *lint.Element, el *spec.Element) {
	n := e.Node
	if n.Namespace != "" {
		return
	}
	// HTML §3.2.6.2: xml:lang in no namespace needs lang with the same
	// value (ASCII case-insensitively).
	if xl, ok := getNamed(n, "xml:lang"); ok && !e.Templated(xl) {
		if l, ok := getNamed(n, "lang"); !ok && !e.Bound(n, "lang") || ok && !microsyntax.EqualFoldASCII(l, xl) && !e.Templated(l) {
			e.Report("lang", lint.Finding{Name: true, AnyExpansion: true,
				Message: fmt.Sprintf("xml:lang=%q needs lang with the same value on <%s>", xl, n.Data),
				Browser: "browsers use lang and ignore xml:lang in HTML documents"})
		}
	}
	switch n.Data {
	case "map":
		// HTML §4.8.14: if the id attribute is also specified, both must
		// have the same value.
		id, hasID := getNamed(n, "id")
		nm, hasName := getNamed(n, "name")
		if hasID && hasName && id != nm && !e.Templated(id) && !e.Templated(nm) {
			e.Report("id", lint.Finding{Name: true, AnyExpansion: true,
				Message: fmt.Sprintf("a map's id (%q) and name (%q) must be the same", id, nm),
				Browser: "usemap finds the map by name"})
		}
	case "link":
		// HTML §4.2.4: a link has a rel attribute or an itemprop attribute,
		// not both.
		if _, ok := getNamed(n, "rel"); ok {
			if _, ok := getNamed(n, "itemprop"); ok {
				e.Report("rel", lint.Finding{Name: true, AnyExpansion: true,
					Message: "a link must not have both rel and itemprop",
					Browser: "browsers follow rel; microdata reads itemprop"})
			}
		}
	}
}

// checkCustomElement checks a custom element: any attribute is allowed,
// but an autonomous custom element must not have is (HTML §4.13.3).
func checkCustomElement(e *lint.Element) {
	for _, at := range e.Node.Attr {
		name := attrName(at)
		switch {
		case name == "is":
			e.Report(name, lint.Finding{Name: true, AnyExpansion: true,
				Message: fmt.Sprintf("<%s> is an autonomous custom element, which must not have the is attribute (is names a customized built-in element)", e.Node.Data),
				Browser: "browsers ignore it"})
		case strings.HasPrefix(name, "data-"):
			checkDataName(e, name)
		}
	}
}

// checkDataName checks a custom data attribute's name (HTML §3.2.6.6):
// at least one character after "data-", XML-compatible, no colon. (The
// parser lowercases names, so the rule against ASCII upper-case letters
// cannot be broken in an HTML document.)
func checkDataName(e *lint.Element, name string) {
	rest := name[len("data-"):]
	var why string
	switch {
	case rest == "":
		why = "a custom data attribute needs a name after \"data-\""
	case !xmlNameChars(name):
		why = "a custom data attribute's name must be XML-compatible: letters, digits, \"-\", \".\", \"_\", no colon"
	default:
		return
	}
	e.Report(name, lint.Finding{Name: true, AnyExpansion: true,
		Message: fmt.Sprintf("attribute %q is not allowed: %s", name, why),
		Browser: "browsers keep it, but dataset does not expose it under the expected name"})
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
	return lint.SuggestWithin(name, attrNames(el), edits)
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
