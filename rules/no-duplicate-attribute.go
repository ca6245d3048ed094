package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
)

// NoDuplicateAttribute reports an attribute given twice on one tag. The
// parser drops the repeats, so the rule reads them from the engine's
// source index (Doc.Repeats).
var NoDuplicateAttribute = &lint.Rule{
	ID:       "no-duplicate-attribute",
	Family:   "syntax",
	Section:  "https://html.spec.whatwg.org/multipage/syntax.html#attributes-2",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "an attribute must not be given twice on the same tag",
	Doc: `HTML §13.1.2.3: there must never be two or more attributes on the same
start tag whose names are an ASCII case-insensitive match for each other.
The tokenizer keeps the first and drops the rest (a parse error), so the
second value, often the one the author meant, has no effect. The fix
removes the ignored duplicate, which changes nothing in browsers.

The finding holds whatever a template expression in either value prints,
so it is reported on template sources too; the fix is not offered there,
since template text is never rewritten. A tag with template syntax
between its attributes (<li {{ if .On }}class="on"{{ end }} class="x">)
is not checked: the tokenizer reads the template words as attributes.`,
	Valid:   `<input type="text" class="a b">`,
	Invalid: `<input type="text" class="a" class="b">`,
	Document: func(d *lint.Doc) {
		for _, r := range d.Repeats() {
			d.ReportRepeat(r, lint.Finding{AnyExpansion: true,
				Message: fmt.Sprintf("attribute %q is given more than once on this tag; browsers keep the first (%q) and ignore this one", r.Name, r.Kept),
				Fix:     &lint.ValueFix{Remove: true, Message: "remove the ignored duplicate"}})
		}
	},
}
