package lint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint/source"
)

// TemplateSyntax is the marks that open and close the actions, tags or
// comments of one template language.
type TemplateSyntax struct {
	Open, Close []string
}

var (
	curly  = TemplateSyntax{Open: []string{"{{"}, Close: []string{"}}"}}
	jinja  = TemplateSyntax{Open: []string{"{{", "{%", "{#"}, Close: []string{"}}", "%}", "#}"}}
	liquid = TemplateSyntax{Open: []string{"{{", "{%"}, Close: []string{"}}", "%}"}}
	erb    = TemplateSyntax{Open: []string{"<%"}, Close: []string{"%>"}}
)

// TemplateSyntaxes maps the template syntax names that Options.Templates
// accepts to their marks. A page linted as a template source carries
// actions in attribute values (`datetime="{{ .Date }}"`), and what they
// print cannot be known, so such values are never judged.
var TemplateSyntaxes = map[string]TemplateSyntax{
	// Go text/template and html/template, and Hugo built on them.
	"go":   curly,
	"hugo": curly,
	// Handlebars and Mustache: {{x}}, {{#each}}, {{!comment}}.
	"handlebars": curly,
	"mustache":   curly,
	// Jinja and its relatives: {{ expr }}, {% tag %}, {# comment #}.
	"jinja":    jinja,
	"nunjucks": jinja,
	"django":   jinja,
	"liquid":   liquid,
	// ERB and EJS: <% code %>, <%= expr %>.
	"erb": erb,
	"ejs": erb,
	// PHP: <?php ... ?>, <?= expr ?>, and the short <? ... ?>.
	"php": {Open: []string{"<?"}, Close: []string{"?>"}},
}

// DefaultTemplates is the list of syntaxes recognised when
// Options.Templates is nil: all of them.
func DefaultTemplates() []string {
	names := make([]string, 0, len(TemplateSyntaxes))
	for n := range TemplateSyntaxes {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// templateMarks returns the opening and the closing marks of the named
// syntaxes, without repeats; nil names means every syntax, an empty list
// none.
func templateMarks(names []string) (open, close []string, err error) {
	if names == nil {
		names = DefaultTemplates()
	}
	for _, n := range names {
		syn, ok := TemplateSyntaxes[strings.ToLower(n)]
		if !ok {
			return nil, nil, fmt.Errorf("unknown template syntax %q (known: %s)", n, strings.Join(DefaultTemplates(), ", "))
		}
		for _, m := range syn.Open {
			if !contains(open, m) {
				open = append(open, m)
			}
		}
		for _, m := range syn.Close {
			if !contains(close, m) {
				close = append(close, m)
			}
		}
	}
	return open, close, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// defaultMarks are the opening marks of every known syntax.
var defaultMarks, _, _ = templateMarks(nil)

// Templated reports whether an attribute value holds an action of any
// known template syntax ({{ }}, {% %}, {# #}, <% %>, <? ?>), whose output
// cannot be known statically: such values are not judged. Rules should
// prefer Doc.Templated, which honours Options.Templates.
func Templated(v string) bool { return hasMark(v, defaultMarks) }

func hasMark(v string, marks []string) bool {
	if len(marks) == 0 || strings.IndexByte(v, '{') < 0 && strings.IndexByte(v, '<') < 0 {
		return false
	}
	for _, m := range marks {
		if strings.Contains(v, m) {
			return true
		}
	}
	return false
}

// templated reports whether v holds an action of a syntax this Linter
// recognises.
func (l *Linter) templated(v string) bool { return hasMark(v, l.marks) }

// Templated reports whether v holds an action of a template syntax the
// Linter was configured to recognise; Document rules skip such values as
// Check rules never see them.
func (d *Doc) Templated(v string) bool { return d.ctx.linter.templated(v) }

// templatedTag reports whether a start tag has template syntax among its
// attribute names, as in `<input {{ if .On }}checked{{ end }}>`: the HTML
// tokenizer reads "{{", "if", ".on" and so on as attributes, so the
// repeated ones are no mistake of the author's. Closing marks count too:
// quotes inside an action (`href="{{ "a.css" | relURL }}"`) end the value
// early and leave names such as `}}"`.
func (l *Linter) templatedTag(t *source.Tag, src []byte) bool {
	for i := range t.Attrs {
		name := string(src[t.Attrs[i].NameStart:t.Attrs[i].NameEnd])
		if l.templated(name) {
			return true
		}
		for _, m := range l.closeMarks {
			if strings.Contains(name, m) {
				return true
			}
		}
	}
	return false
}
