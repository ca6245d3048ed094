package lint

import (
	"strings"

	"github.com/attrlint/attrlint/lint/internal/presets"
	"golang.org/x/net/html"
)

// A framework binding supplies an attribute when the page runs: Vue's
// :src, Angular's [src] or AngularJS's ng-src put a src on the img that
// the markup does not have. Rules that ask whether an attribute is there
// (an img needs src, a meta with name needs content) count the bound one
// (Element.Bound); its value is not known, so it is not checked.

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
				if name == presets.AnyAttribute {
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
