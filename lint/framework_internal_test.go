package lint

import (
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint/internal/presets"
	"golang.org/x/net/html"
)

// TestFrameworkWorkIsLinear counts the work of Element.Directive and
// Element.Bound on documents of doubling size, with every element asking
// for every attribute: the file is looked through once (one Template call
// per element, however many names ask), and each element's bindings are
// read once (one Binds call per attribute, however many rules, names and
// children ask).
func TestFrameworkWorkIsLinear(t *testing.T) {
	for _, n := range []int{1000, 2000, 4000} {
		var templateCalls, bindsCalls int
		angular := presets.Frameworks[slices.IndexFunc(presets.Frameworks, func(f *presets.Framework) bool { return f.Name == "angular" })]
		f := &presets.Framework{Name: "counting", Directives: true,
			Template: func(e *html.Node) bool { templateCalls++; return e.Data == "ng-container" },
			Binds:    func(name, v string) []string { bindsCalls++; return angular.Binds(name, v) }}
		probe := &Rule{ID: "probe", Summary: "asks about every attribute", Elements: []string{"*"},
			Element: func(e *Element) {
				for _, a := range e.Node.Attr {
					e.Directive(a.Key)
					e.Bound(e.Node, a.Key)
					e.Bound(e.Node.Parent, a.Key)
				}
			}}
		l, err := New([]*Rule{probe}, Options{Frameworks: []string{presets.None}})
		if err != nil {
			t.Fatal(err)
		}
		l.frameworks.binders, l.frameworks.directives = []*presets.Framework{f}, []*presets.Framework{f}
		// The mark of the template comes last, so the walk looks at
		// every element before it finds it.
		src := strings.Repeat(`<p class="c"><img [attr.src]="u" alt="" mat-a mat-b></p>`, n) + "<ng-container></ng-container>"
		if _, err := l.Lint("t.html", []byte(src)); err != nil {
			t.Fatal(err)
		}
		elements, attrs := 2*n+4, 5*n // html, head, body, ng-container
		if templateCalls > elements {
			t.Errorf("n=%d: %d Template calls for %d elements", n, templateCalls, elements)
		}
		if bindsCalls > attrs {
			t.Errorf("n=%d: %d Binds calls for %d attributes", n, bindsCalls, attrs)
		}
		t.Logf("n=%d: %d Template calls, %d Binds calls", n, templateCalls, bindsCalls)
		if templateCalls == 0 || bindsCalls == 0 {
			t.Fatalf("n=%d: the probe asked nothing", n)
		}
	}
}
