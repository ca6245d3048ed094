package lint

import (
	"fmt"
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
}

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
		Prefixes: []string{"v-", ":", "@", "#"}},
	{Name: "alpine", Example: `<div x-data="{ open: false }" @click.outside="open = false" :class="c">`,
		Prefixes: []string{"x-", ":", "@"}},
	{Name: "htmx", Example: `<button hx-post="/clicked" hx-swap="outerHTML">`,
		Prefixes: []string{"hx-", "data-hx-"}},
	{Name: "angular", Example: `<input [value]="name" (input)="set($event)" *ngIf="on" #box i18n-title>`,
		Prefixes: []string{"[", "(", "*", "#", "ng-", "i18n", "bind-", "on-", "bindon-", "let-"}},
	{Name: "svelte", Example: `<input bind:value={name} on:input={go} class:active={on} use:tooltip>`,
		Prefixes: []string{"on:", "bind:", "class:", "style:", "use:", "transition:", "in:", "out:", "animate:", "let:"},
		Match:    func(n string) bool { return strings.HasPrefix(n, "{") }},
	{Name: "astro", Example: `<Counter client:load set:html={raw} class:list={classes} is:inline>`,
		Prefixes: []string{"client:", "set:", "is:", "define:", "server:", "transition:"},
		Names:    []string{"class:list"}},
	{Name: "lit", Example: `<input .value=${v} ?disabled=${off} @input=${go}>`,
		Prefixes: []string{".", "?", "@"}},
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
// prefixes and allowed names per element.
func frameworkSetFor(names []string, prefixes []string, allow map[string][]string) (*frameworkSet, error) {
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
	if s.names[name] || s.byElement["*"][name] || s.byElement[el][name] {
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
