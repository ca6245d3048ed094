package lint

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// A framework binding supplies an attribute when the page runs: Vue's
// :src, Angular's [src] or AngularJS's ng-src put a src on the img that
// the markup does not have. Rules that ask whether an attribute is there
// (an img needs src, a meta with name needs content) count the bound one
// (Element.Bound); its value is not known, so it is not checked.

// anyAttribute is the result of a binding that may supply any attribute.
var anyAttribute = []string{AnyAttribute}

// vueBinds reads Vue's and Alpine's bindings, long the long form
// ("v-bind", "x-bind"): ":src" and "v-bind:src" bind src, with
// modifiers after a "." dropped (":src.prop"); an object (v-bind="attrs")
// or a dynamic argument (":[name]") may bind any attribute.
func vueBinds(name, long string) []string {
	var arg string
	switch {
	case name == long:
		return anyAttribute
	case strings.HasPrefix(name, long+":"):
		arg = name[len(long)+1:]
	case strings.HasPrefix(name, ":"):
		arg = name[1:]
	default:
		return nil
	}
	if strings.HasPrefix(arg, "[") {
		return anyAttribute
	}
	if i := strings.IndexByte(arg, '.'); i >= 0 {
		arg = arg[:i]
	}
	return nonEmpty(arg)
}

// angularJSAttrs are the attributes AngularJS's attribute directives set:
// ng-src, ng-srcset and ng-href, the boolean attributes (ng-disabled,
// ...) and the aliased validation ones (ng-minlength, ...), from
// AngularJS's ng/directive/attrs.js (BOOLEAN_ATTR, ALIASED_ATTR).
var angularJSAttrs = []string{"src", "srcset", "href",
	"multiple", "selected", "checked", "disabled", "readonly", "required", "open",
	"minlength", "maxlength", "min", "max", "pattern", "step"}

// angularBinds reads Angular's bindings, [src], [(value)], bind-src and
// [attr.src] (a [class.x] or [style.x] binding supplies class or style),
// and AngularJS's ng-attr-* and attribute directives (ng-src).
func angularBinds(name, _ string) []string {
	var prop string
	switch {
	case strings.HasPrefix(name, "[(") && strings.HasSuffix(name, ")]") && len(name) > 4:
		prop = name[2 : len(name)-2]
	case strings.HasPrefix(name, "[") && strings.HasSuffix(name, "]"):
		prop = name[1 : len(name)-1]
	case strings.HasPrefix(name, "bindon-"):
		prop = name[len("bindon-"):]
	case strings.HasPrefix(name, "bind-"):
		prop = name[len("bind-"):]
	case strings.HasPrefix(name, "ng-attr-"):
		return nonEmpty(name[len("ng-attr-"):])
	case strings.HasPrefix(name, "ng-") && slices.Contains(angularJSAttrs, name[len("ng-"):]):
		return []string{name[len("ng-"):]}
	default:
		return nil
	}
	if a, ok := strings.CutPrefix(prop, "attr."); ok {
		return nonEmpty(a)
	}
	if i := strings.IndexByte(prop, '.'); i >= 0 {
		prop = prop[:i]
	}
	return nonEmpty(prop)
}

// svelteBinds reads Svelte's bind:value and its shorthand {src} (which
// is src={src}); a spread {...props} may bind any attribute.
func svelteBinds(name, _ string) []string {
	switch {
	case strings.HasPrefix(name, "bind:"):
		return nonEmpty(name[len("bind:"):])
	case strings.HasPrefix(name, "{...") && strings.HasSuffix(name, "}"):
		return anyAttribute
	case strings.HasPrefix(name, "{") && strings.HasSuffix(name, "}"):
		return nonEmpty(strings.TrimSpace(name[1 : len(name)-1]))
	}
	return nil
}

// litBinds reads Lit's boolean attribute bindings (?disabled=${x}) and
// property bindings (.value=${x}).
func litBinds(name, _ string) []string {
	if strings.HasPrefix(name, "?") || strings.HasPrefix(name, ".") {
		return nonEmpty(name[1:])
	}
	return nil
}

// knockoutBinds reads the attr binding of Knockout's data-bind
// (data-bind="text: t, attr: { src: url, 'aria-label': l }"): the keys
// of its object are the attributes it sets.
func knockoutBinds(name, value string) []string {
	if name != "data-bind" {
		return nil
	}
	var out []string
	for key, v := range objectEntries(value) {
		if key == "attr" {
			v = strings.TrimSpace(v)
			if !strings.HasPrefix(v, "{") {
				return anyAttribute // attr: someObject
			}
			for k := range objectEntries(v[1:]) {
				out = append(out, strings.ToLower(k))
			}
		}
	}
	return out
}

// objectEntries yields the keys and values of a JavaScript object
// literal's entries, s being what follows its "{" (or a Knockout binding
// list, which has no braces): "key: value" pairs separated by commas at
// the top level, keys bare or quoted. It stops at the closing "}" and
// reads s once, skipping strings and nested brackets.
func objectEntries(s string) func(yield func(key, value string) bool) {
	return func(yield func(key, value string) bool) {
		depth, start, colon := 0, 0, -1
		var quote byte
		for i := 0; i <= len(s); i++ {
			var c byte = ','
			if i < len(s) {
				c = s[i]
			}
			switch {
			case quote != 0:
				if c == '\\' {
					i++
				} else if c == quote {
					quote = 0
				}
				continue
			case c == '"' || c == '\'' || c == '`':
				quote = c
				continue
			case c == '{' || c == '[' || c == '(':
				depth++
				continue
			case (c == '}' || c == ']' || c == ')') && depth > 0:
				depth--
				continue
			case c == ':' && depth == 0 && colon < 0:
				colon = i
				continue
			case c != ',' && (c != '}' || depth > 0):
				continue
			case c == ',' && depth > 0:
				continue
			}
			if colon >= 0 {
				key := strings.Trim(strings.TrimSpace(s[start:colon]), `"'`)
				if !yield(key, s[colon+1:min(i, len(s))]) {
					return
				}
			}
			if c == '}' {
				return // the object's end
			}
			start, colon = i+1, -1
		}
	}
}

// nonEmpty returns name alone, or nothing when it is empty.
func nonEmpty(name string) []string {
	if name == "" {
		return nil
	}
	return []string{name}
}

// boundNames is the set of attributes the bindings on one element supply;
// all says a binding may supply any.
type boundNames struct {
	names map[string]bool
	all   bool
}

// boundOn returns the attributes that bindings of the chosen frameworks
// supply on n, computed once per element and document.
func (s *fileState) boundOn(n *html.Node) *boundNames {
	if b, ok := s.fw.bound[n]; ok {
		return b
	}
	var b *boundNames
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		for _, f := range s.linter.frameworks.binders {
			for _, name := range f.Binds(a.Key, a.Val) {
				if b == nil {
					b = &boundNames{names: map[string]bool{}}
				}
				if name == AnyAttribute {
					b.all = true
				}
				b.names[name] = true
			}
		}
	}
	if s.fw.bound == nil {
		s.fw.bound = map[*html.Node]*boundNames{}
	}
	s.fw.bound[n] = b
	return b
}

// isBound reports whether a binding on n supplies attribute name.
func (s *fileState) isBound(n *html.Node, name string) bool {
	b := s.boundOn(n)
	return b != nil && (b.all || b.names[strings.ToLower(name)])
}

// Bound reports whether a framework binding on element n (the element
// itself or one of its ancestors) supplies attribute name when the page
// runs: <img :src="u">, <img [attr.src]="u">, <img ng-src="{{u}}">,
// <img {src}>, <img data-bind="attr: { src: u }"> all have a src then.
// Rules that report a missing attribute, or whose conditions ask whether
// one is there, count it as present with a value that cannot be known.
func (e *Element) Bound(n *html.Node, name string) bool { return e.ctx.isBound(n, name) }

// Bound reports whether a framework binding on n supplies attribute name
// when the page runs, as Element.Bound does, for Document rules.
func (d *Doc) Bound(n *html.Node, name string) bool { return d.ctx.isBound(n, name) }
