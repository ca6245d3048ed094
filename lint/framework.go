package lint

import (
	"fmt"
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

// FrameworkAuto and FrameworkNone are the values of Options.Frameworks
// that select every preset and none.
const (
	FrameworkAuto = "auto"
	FrameworkNone = "none"
)

// frameworks are the presets, in the order the docs list them. Names
// reach rules lowercased, as the HTML tokenizer lowercases them.
var frameworks = []*Framework{
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

// frameworkSet is the recognition chosen by Options: presets, and the
// configuration's own prefixes and names.
type frameworkSet struct {
	prefixes []string
	names    map[string]bool
	match    []func(string) bool
	// byElement are names allowed on one element (Options.AllowAttributes),
	// lowercased; "*" holds those allowed on every element.
	byElement map[string]map[string]bool
	// binders are the chosen presets that bind attributes (Binds);
	// directives those whose templates carry directives (Directives).
	binders, directives []*Framework
	// known, when not nil, are the directive names Options.Directives
	// lists, lowercased: directive templates are then checked strictly.
	known map[string]bool
}

// FrameworkNames lists the preset names, then "auto" and "none".
func FrameworkNames() []string {
	var out []string
	for _, f := range frameworks {
		out = append(out, f.Name)
	}
	return append(out, FrameworkAuto, FrameworkNone)
}

// Frameworks returns the presets, for docs.
func Frameworks() []*Framework { return frameworks }

// frameworkSetFor builds the recognition of names (nil: auto), extra
// prefixes, allowed names per element and known directives (nil: none
// listed).
func frameworkSetFor(names []string, prefixes []string, allow map[string][]string, directives []string) (*frameworkSet, error) {
	s := &frameworkSet{names: map[string]bool{}, byElement: map[string]map[string]bool{}}
	if names == nil {
		names = []string{FrameworkAuto}
	}
	chosen := map[*Framework]bool{}
	for _, n := range names {
		n = strings.ToLower(n)
		switch n {
		case FrameworkAuto:
			for _, f := range frameworks {
				chosen[f] = true
			}
			continue
		case FrameworkNone:
			continue
		}
		found := false
		for _, f := range frameworks {
			if f.Name == n {
				chosen[f], found = true, true
			}
		}
		if !found {
			all := FrameworkNames()
			return nil, fmt.Errorf("unknown framework %q%s (known: %s)", n, Suggest(n, all), strings.Join(all, ", "))
		}
	}
	for _, f := range frameworks { // a fixed order
		if !chosen[f] {
			continue
		}
		s.prefixes = append(s.prefixes, f.Prefixes...)
		for _, n := range f.Names {
			s.names[n] = true
		}
		if f.Match != nil {
			s.match = append(s.match, f.Match)
		}
		if f.Binds != nil {
			s.binders = append(s.binders, f)
		}
		if f.Directives {
			s.directives = append(s.directives, f)
		}
	}
	if directives != nil {
		s.known = map[string]bool{}
		for _, n := range directives {
			s.known[strings.ToLower(n)] = true
		}
	}
	for _, p := range prefixes {
		s.prefixes = append(s.prefixes, strings.ToLower(p))
	}
	for el, list := range allow {
		el = strings.ToLower(el)
		if s.byElement[el] == nil {
			s.byElement[el] = map[string]bool{}
		}
		for _, n := range list {
			s.byElement[el][strings.ToLower(n)] = true
		}
	}
	return s, nil
}

// owns reports whether attribute name on element el is the framework's
// or allowed by the configuration.
func (s *frameworkSet) owns(el, name string) bool {
	if s.names[name] || s.byElement["*"][name] || s.byElement[el][name] || s.known[name] {
		return true
	}
	for _, p := range s.prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	for _, m := range s.match {
		if m(name) {
			return true
		}
	}
	return false
}

// Framework reports whether attribute name belongs to a front-end
// framework or template (Options.Frameworks), or is allowed by the
// configuration (Options.AllowAttributes, Options.IgnoreAttributePrefixes)
// on this element: rules about which attributes an element takes do not
// report such names.
func (e *Element) Framework(name string) bool {
	return e.ctx.linter.frameworks.owns(e.Name, strings.ToLower(name))
}

// Framework reports whether attribute name of element n belongs to a
// front-end framework or is allowed by the configuration, as
// Element.Framework does, for Document rules.
func (d *Doc) Framework(n *html.Node, name string) bool {
	return d.ctx.linter.frameworks.owns(n.Data, strings.ToLower(name))
}

// frameworkFile is what the presets find in one file, on first use.
type frameworkFile struct {
	// bound holds the attributes bindings supply, by element (Bound).
	bound map[*html.Node]*boundNames
	// directive is 0 until asked, then 1 for a file that is no template
	// of a framework with directives, 2 for one that is.
	directive uint8
}

// Directive reports whether attribute name, which the element does not
// take, may be a directive or a component input of a framework whose
// template the file is (Framework.Directives: Angular's <button
// mat-menu-item>, <input matInput formControlName="x">, AngularJS's
// todo-focus). A file is such a template when it carries the framework's
// own syntax: an element or attribute only its templates write
// (<ng-container>, <ng-template>, [value], (click), *ngIf, #ref; ng-app
// and other ng-* for AngularJS) or its control-flow blocks (@if (x) {,
// @for). When Options.Directives lists the known
// directives, only those are (Element.Framework accepts them anywhere),
// and the file is checked as any other.
func (e *Element) Directive(name string) bool {
	s := e.ctx
	fw := s.linter.frameworks
	if fw.known != nil || len(fw.directives) == 0 {
		return false
	}
	if s.fw.directive == 0 {
		s.fw.directive = 1
		if s.directiveTemplate() {
			s.fw.directive = 2
		}
	}
	return s.fw.directive == 2
}

// directiveTemplate reports whether the file is a template of one of the
// chosen frameworks with directives: it looks at every attribute of the
// document once, and at the template blocks the engine found.
func (s *fileState) directiveTemplate() bool {
	fws := s.linter.frameworks.directives
	for _, f := range fws {
		if f.Blocks != "" && s.branchesOf().hasEngine(f.Blocks) {
			return true
		}
	}
	// A walk by sibling and parent links: no recursion, however deep.
	root := s.doc.Root
	for n := root.FirstChild; n != nil; {
		if n.Type == html.ElementNode {
			for _, f := range fws {
				if f.Template != nil && f.Template(n) {
					return true
				}
			}
		}
		if n.FirstChild != nil {
			n = n.FirstChild
			continue
		}
		for n != root && n.NextSibling == nil {
			n = n.Parent
		}
		if n == root {
			break
		}
		n = n.NextSibling
	}
	return false
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
