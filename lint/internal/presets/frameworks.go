package presets

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// Framework is a preset of attribute names that a front-end framework or
// template engine owns: they are not HTML attributes, and rules about
// which attributes an element takes do not report them.
type Framework struct {
	// Name is how Options.Frameworks and the configuration name it.
	Name string
	// Example is a start tag with such attributes, for the docs.
	Example string
	// Prefixes are name prefixes the framework owns ("v-", ":").
	Prefixes []string
	// Names are whole names it owns ("class:list").
	Names []string
	// Match, when not nil, recognises names prefixes cannot ("[(x)]").
	Match func(name string) bool
	// Binds, when not nil, returns the HTML attributes that attribute
	// name (lowercased) with value binds when the page runs: ":src" and
	// "v-bind:src" bind src, Knockout's data-bind="attr: { src: u }" too;
	// AnyAttribute stands for a binding of an object of attributes
	// (v-bind="attrs"), which may hold any.
	Binds func(name, value string) []string
	// Template, when not nil, recognises an element that only the
	// framework's templates write (<ng-container>; an attribute "[value]",
	// "(click)", "*ngif", "ng-app"): a file with one is a template of the
	// framework.
	Template func(n *html.Node) bool
	// Blocks, when not "", names the template engine whose control-flow
	// blocks only this framework's templates write ("angular": @if (x) {,
	// @for): a file with one is a template of the framework too.
	Blocks string
	// Directives says that the framework's templates give elements
	// directives and component inputs under names the application
	// defines (Angular's <button mat-menu-item>, <input matInput>;
	// AngularJS's todo-focus): in its templates a name an element does
	// not take is not reported, unless Options.Directives lists the known
	// ones (see Element.Directive).
	Directives bool
}

// AnyAttribute is what Framework.Binds returns for a binding that may
// supply any attribute (v-bind="attrs", x-bind="attrs", {...props}).
const AnyAttribute = "*"

// Frameworks are the presets, in the order the docs list them. Names
// reach rules lowercased, as the HTML tokenizer lowercases them.
var Frameworks = []*Framework{
	{Name: "vue", Example: `<li v-for="i in items" :key="i.id" @click="pick(i)" #default>`,
		Prefixes: []string{"v-", ":", "@", "#"},
		Binds:    func(n, _ string) []string { return vueBinds(n, "v-bind") }},
	{Name: "alpine", Example: `<div x-data="{ open: false }" @click.outside="open = false" :class="c">`,
		Prefixes: []string{"x-", ":", "@"},
		Binds:    func(n, _ string) []string { return vueBinds(n, "x-bind") }},
	{Name: "htmx", Example: `<button hx-post="/clicked" hx-swap="outerHTML">`,
		Prefixes: []string{"hx-", "data-hx-"}},
	{Name: "angular", Example: `<input [value]="name" (input)="set($event)" *ngIf="on" #box i18n-title>`,
		Prefixes: []string{"[", "(", "*", "#", "ng-", "i18n", "bind-", "on-", "bindon-", "let-"},
		Binds:    angularBinds, Template: angularTemplate, Blocks: "angular", Directives: true},
	{Name: "svelte", Example: `<input bind:value={name} on:input={go} class:active={on} use:tooltip ref:field>`,
		Prefixes: []string{"on:", "bind:", "class:", "style:", "use:", "transition:", "in:", "out:", "animate:", "let:", "ref:"},
		Match:    func(n string) bool { return strings.HasPrefix(n, "{") },
		Binds:    svelteBinds},
	{Name: "astro", Example: `<Counter client:load set:html={raw} class:list={classes} is:inline>`,
		Prefixes: []string{"client:", "set:", "is:", "define:", "server:", "transition:"},
		Names:    []string{"class:list"}},
	{Name: "lit", Example: `<input .value=${v} ?disabled=${off} @input=${go}>`,
		Prefixes: []string{".", "?", "@"},
		Binds:    litBinds},
	{Name: "knockout", Example: `<img data-bind="attr: { src: photo.url, alt: photo.caption }">`,
		Names: []string{"data-bind"},
		Binds: knockoutBinds},
}

// FrameworkNames lists the preset names, then "auto" and "none".
func FrameworkNames() []string {
	var out []string
	for _, f := range Frameworks {
		out = append(out, f.Name)
	}
	return append(out, Auto, None)
}

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

// angularElements are the elements of Angular's template syntax.
var angularElements = []string{"ng-container", "ng-template", "ng-content"}

// angularTemplate recognises what only Angular's and AngularJS's
// templates write: Angular's own elements (<ng-container>,
// <ng-template>, <ng-content>), property and event bindings ([value],
// (click), [(ngModel)]), structural directives (*ngIf), template
// references (#box; Vue writes # only on <template> and components), and
// AngularJS's ng-* directives (ng-app, ng-click).
func angularTemplate(n *html.Node) bool {
	if n.Namespace == "" && slices.Contains(angularElements, n.Data) {
		return true
	}
	for _, a := range n.Attr {
		name := a.Key
		if a.Namespace != "" || len(name) < 2 {
			continue
		}
		switch name[0] {
		case '[':
			if name[len(name)-1] == ']' {
				return true
			}
		case '(':
			if name[len(name)-1] == ')' {
				return true
			}
		case '*':
			return true
		case '#':
			if n.Namespace == "" && n.DataAtom != 0 && n.Data != "template" {
				return true
			}
		}
		if strings.HasPrefix(name, "ng-") {
			return true
		}
	}
	return false
}
