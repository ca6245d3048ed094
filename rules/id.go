package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// ID checks id values and their uniqueness.
var ID = &lint.Rule{
	ID:       "id",
	Family:   "references",
	Section:  "https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute",
	Severity: lint.Error,
	Summary:  "an id must be non-empty, contain no whitespace, and be unique in the document",
	Doc: `HTML §3.2.6.2: the id attribute's value must be unique amongst the IDs in
the element's tree and must contain at least one character and no ASCII
whitespace. Browsers resolve a duplicate id (in fragments, label@for,
getElementById) to the first element that has it. SVG and MathML elements
in the page share the same ids: <circle id="c1"> and a later <p id="c1">
are duplicates.

In a template source, two elements in different branches of one
conditional ({% if %} / {% else %}, {{ if }} / {{ else }}, <% if %>,
@if / @else, {#if} / {:else}, Vue's v-if / v-else) are never rendered
together, so they may share an id. When the template's conditionals
cannot all be matched, a repeated id is a warning that says so. An
element with a literal id inside a template loop ({% for %}, {{ range }},
v-for, *ngFor, @foreach, {#each}) is a warning: every iteration repeats
the id.`,
	Valid:   `<h2 id="intro">Intro</h2> <h2 id="usage">Usage</h2>`,
	Invalid: `<h2 id="intro">Intro</h2> <h2 id="intro">Usage</h2> <p id="two words"></p>`,
	Document: func(d *lint.Doc) {
		// SVG and MathML elements share the document's ids.
		for _, n := range d.All {
			v, ok := lint.GetAttr(n, "id")
			if !ok || d.Templated(v) {
				continue
			}
			if v == "" {
				d.Report(n, "id", lint.Finding{Whole: true, Message: "id must not be empty",
					Browser: "browsers treat the element as having no id"})
				continue
			}
			if i := strings.IndexAny(v, " \t\n\f\r"); i >= 0 {
				d.Report(n, "id", lint.Finding{Offset: i, End: i + 1,
					Message: fmt.Sprintf("id %q contains whitespace; an id is one token", v)})
				continue
			}
			if first := firstCoexisting(d, d.ByID(v), n); first != nil {
				where := ""
				if line, col := d.Position(first, "id"); line > 0 {
					where = fmt.Sprintf(" at %d:%d", line, col)
				}
				f := lint.Finding{Whole: true,
					Message: fmt.Sprintf("id %q is already used by an earlier <%s>%s", v, first.Data, where),
					Browser: "browsers resolve the id to the first element",
					Related: []lint.Related{{Node: first, Attr: "id", Message: fmt.Sprintf("the first element with id %q", v)}}}
				if d.TemplateUnbalanced() {
					f.Warn = true
					f.Message += "; the template's conditionals could not all be matched, so the two may be in exclusive branches"
				}
				d.Report(n, "id", f)
				continue
			}
			if d.InTemplateLoop(n) {
				d.Report(n, "id", lint.Finding{Whole: true, Warn: true,
					Message: fmt.Sprintf("id %q is inside a template loop: every rendered iteration repeats it", v),
					Browser: "browsers resolve the id to the first iteration's element"})
			}
		}
	},
}
