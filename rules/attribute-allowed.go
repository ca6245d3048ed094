package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// AttributeAllowed reports attributes an element does not take.
var AttributeAllowed = &lint.Rule{
	ID:       "attribute-allowed",
	Family:   "attributes",
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
