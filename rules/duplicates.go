package rules

import "github.com/attrlint/attrlint/lint"

// DuplicateAttribute reports an attribute given twice on one tag. The
// check itself lives in the lint package, because only the source index
// sees attributes the parser dropped; this declaration gives it its id,
// severity and docs.
var DuplicateAttribute = register(&lint.Rule{
	ID:       lint.DuplicateAttributeRule,
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
})
