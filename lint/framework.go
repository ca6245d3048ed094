package lint

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/presets"
	"github.com/attrlint/attrlint/lint/suggest"
	"golang.org/x/net/html"
)

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
	binders, directives []*presets.Framework
	// known, when not nil, are the directive names Options.Directives
	// lists, lowercased: directive templates are then checked strictly.
	known map[string]bool
}

// frameworkSetFor builds the recognition of names (nil: auto), extra
// prefixes, allowed names per element and known directives (nil: none
// listed).
func frameworkSetFor(names []string, prefixes []string, allow map[string][]string, directives []string) (*frameworkSet, error) {
	s := &frameworkSet{names: map[string]bool{}, byElement: map[string]map[string]bool{}}
	if names == nil {
		names = []string{presets.Auto}
	}
	chosen := map[*presets.Framework]bool{}
	for _, n := range names {
		n = strings.ToLower(n)
		switch n {
		case presets.Auto:
			for _, f := range presets.Frameworks {
				chosen[f] = true
			}
			continue
		case presets.None:
			continue
		}
		found := false
		for _, f := range presets.Frameworks {
			if f.Name == n {
				chosen[f], found = true, true
			}
		}
		if !found {
			all := presets.FrameworkNames()
			return nil, fmt.Errorf("unknown framework %q%s (known: %s)", n, suggest.Suggest(n, all), strings.Join(all, ", "))
		}
	}
	for _, f := range presets.Frameworks { // a fixed order
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
// chosen presets.Frameworks with directives: it looks at every attribute of the
// document once, and at the template blocks the engine found.
func (s *fileState) directiveTemplate() bool {
	fws := s.linter.frameworks.directives
	for _, f := range fws {
		if f.Blocks != "" && s.branchesOf().hasEngine(f.Blocks) {
			return true
		}
	}
	root := s.doc.Root
	for n := root.FirstChild; n != nil; n = nextNode(root, n, true) {
		if n.Type == html.ElementNode {
			for _, f := range fws {
				if f.Template != nil && f.Template(n) {
					return true
				}
			}
		}
	}
	return false
}

// nextNode returns the node after n in tree order within root, into n's
// children when descend is set, or nil at the end: a walk by sibling and
// parent links, with no recursion however deep the tree.
func nextNode(root, n *html.Node, descend bool) *html.Node {
	if descend && n.FirstChild != nil {
		return n.FirstChild
	}
	for n != root && n.NextSibling == nil {
		n = n.Parent
	}
	if n == root {
		return nil
	}
	return n.NextSibling
}
