package lint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/microsyntax"
)

// TemplateSyntax is one family of template syntax: the marks that open
// and close its expressions, tags or comments, and, for syntax that marks
// alone cannot describe, a test of a whole value.
type TemplateSyntax struct {
	// Name is how Options.Templates and the configuration name the family.
	Name string
	// Aliases are engine names that select the family too ("hugo").
	Aliases []string
	// Engines says which template languages write this syntax, for docs.
	Engines string
	// Example is a start tag whose attribute value holds the syntax.
	Example string
	// Open are marks that start an expression anywhere in a value.
	Open []string
	// Close are marks that end one; seen in an attribute name, they show
	// that quotes inside an expression split the tag.
	Close []string
	// Match, when not nil, reports syntax that Open cannot: braces around
	// a whole value, Razor's @ before a name.
	Match func(v string) bool
}

// templateFamilies are the recognised families, in the order the docs
// list them. Engines appear under the family whose syntax they write; an
// engine that writes two (JSP: scriptlets and EL) is an alias of both.
var templateFamilies = []*TemplateSyntax{
	{Name: "curly", Aliases: []string{"go", "hugo", "jinja", "django", "nunjucks", "liquid", "handlebars", "mustache", "twig", "angular"},
		Engines: "Go templates, Hugo, Jinja, Django, Nunjucks, Liquid, Handlebars, Mustache, Twig, Angular",
		Example: `<time datetime="{{ .Date }}">`,
		Open:    []string{"{{", "{%", "{#"}, Close: []string{"}}", "%}", "#}"}},
	{Name: "erb", Aliases: []string{"ejs", "asp", "jsp"},
		Engines: "ERB, EJS, JSP and ASP scriptlets",
		Example: `<option selected="<%= done %>">`,
		Open:    []string{"<%"}, Close: []string{"%>"}},
	{Name: "php", Engines: "PHP",
		Example: `<input value="<?= $n ?>">`,
		Open:    []string{"<?"}, Close: []string{"?>"}},
	{Name: "el", Aliases: []string{"jsp", "jsf", "freemarker", "js"},
		Engines: "JSP and JSF expression language, FreeMarker, JavaScript template literals",
		Example: `<option selected="${item.done}">`,
		Open:    []string{"${", "#{"}, Close: []string{"}"}},
	{Name: "thymeleaf", Engines: "Thymeleaf",
		Example: `<a href="@{/order(id=${o.id})}">`,
		Open:    []string{"${", "*{", "#{", "@{", "~{", "[[", "[("}, Close: []string{"}", "]]", ")]"}},
	{Name: "svelte", Engines: "Svelte",
		Example: `<div class="card {active ? 'on' : ''}">`,
		Close:   []string{"}"}, Match: hasBraces},
	{Name: "jsx", Aliases: []string{"astro"},
		Engines: "JSX-like attribute expressions: Astro, Solid, Qwik, Preact templates",
		Example: `<option selected={done}>`,
		Close:   []string{"}"}, Match: bracedValue},
	{Name: "razor", Aliases: []string{"blazor"},
		Engines: "Razor (ASP.NET) expressions",
		Example: `<input value="@Model.Name">`,
		Close:   []string{")"}, Match: razor},
}

// TemplateAuto names every family; TemplateNone names none.
const (
	TemplateAuto = "auto"
	TemplateNone = "none"
)

// TemplateSyntaxes returns the recognised families, in documentation
// order. The result is shared: do not modify it.
func TemplateSyntaxes() []*TemplateSyntax { return templateFamilies }

// TemplateNames returns every name Options.Templates accepts: auto, none,
// the families and their aliases, sorted.
func TemplateNames() []string {
	names := []string{TemplateAuto, TemplateNone}
	for _, f := range templateFamilies {
		names = append(names, f.Name)
		for _, a := range f.Aliases {
			if !contains(names, a) {
				names = append(names, a)
			}
		}
	}
	sort.Strings(names)
	return names
}

// templateSet is what a Linter recognises: the union of the chosen
// families' marks and value tests.
type templateSet struct {
	open, close []string
	match       []func(string) bool
	// families names the chosen families, for finding conditionals.
	families map[string]bool
}

// templateSetFor builds the set for names: nil or "auto" means every
// family, an empty list or "none" none; an unknown name is an error.
func templateSetFor(names []string) (*templateSet, error) {
	chosen := make(map[*TemplateSyntax]bool)
	if names == nil {
		names = []string{TemplateAuto}
	}
	for _, n := range names {
		n = strings.ToLower(n)
		switch n {
		case TemplateAuto:
			for _, f := range templateFamilies {
				chosen[f] = true
			}
			continue
		case TemplateNone:
			continue
		}
		found := false
		for _, f := range templateFamilies {
			if f.Name == n || contains(f.Aliases, n) {
				chosen[f] = true
				found = true
			}
		}
		if !found {
			all := TemplateNames()
			return nil, fmt.Errorf("unknown template syntax %q%s (known: %s)", n, Suggest(n, all), strings.Join(all, ", "))
		}
	}
	s := &templateSet{families: make(map[string]bool)}
	for _, f := range templateFamilies { // in a fixed order, whatever the map's
		if !chosen[f] {
			continue
		}
		s.families[f.Name] = true
		for _, m := range f.Open {
			if !contains(s.open, m) {
				s.open = append(s.open, m)
			}
		}
		for _, m := range f.Close {
			if !contains(s.close, m) {
				s.close = append(s.close, m)
			}
		}
		if f.Match != nil {
			s.match = append(s.match, f.Match)
		}
	}
	return s, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// templateTrigger marks a byte of every family's syntax: a value without
// any of them is plain text, which is nearly every value.
var templateTrigger = [256]bool{'{': true, '<': true, '[': true, '@': true}

// has reports whether v holds an expression of one of the set's families.
func (s *templateSet) has(v string) bool {
	// Every attribute value comes here: a table lookup per byte costs a
	// third of what strings.IndexAny did on these mostly short strings.
	i := 0
	for i < len(v) && !templateTrigger[v[i]] {
		i++
	}
	if i == len(v) {
		return false
	}
	for _, m := range s.open {
		if strings.Contains(v, m) {
			return true
		}
	}
	for _, f := range s.match {
		if f(v) {
			return true
		}
	}
	return false
}

// inName reports whether an attribute name shows template syntax: an
// expression of the set, or a closing mark left by a quote inside one.
func (s *templateSet) inName(name string) bool {
	if s.has(name) {
		return true
	}
	for _, m := range s.close {
		if strings.Contains(name, m) {
			return true
		}
	}
	return false
}

// hasBraces reports a { followed later by a }: a Svelte expression in a
// value ("card {active ? 'on' : ”}").
func hasBraces(v string) bool {
	i := strings.IndexByte(v, '{')
	return i >= 0 && strings.IndexByte(v[i:], '}') > 0
}

// bracedValue reports a value that starts with { (after spaces): a JSX or
// Astro expression (checked={done}). The closing brace may be missing,
// since spaces inside an unquoted expression end the value for HTML.
func bracedValue(v string) bool {
	v = strings.TrimLeft(v, " \t\n\f\r")
	return v != "" && v[0] == '{'
}

// razor reports a Razor expression: @ followed by a name, "(" or "{".
// As Razor itself does, an @ after a letter or digit is text (an e-mail
// address), and @@ is an escaped @; so is the @ that ends the userinfo of
// a URL (see inAuthority).
func razor(v string) bool {
	for i := 0; i < len(v); i++ {
		if v[i] != '@' {
			continue
		}
		if i+1 < len(v) && v[i+1] == '@' {
			i++
			continue
		}
		if i > 0 && isAlnum(v[i-1]) {
			continue
		}
		if inAuthority(v, i) {
			continue
		}
		if i+1 < len(v) {
			c := v[i+1]
			if c == '(' || c == '{' || c == '_' || 'a' <= c|0x20 && c|0x20 <= 'z' {
				return true
			}
		}
	}
	return false
}

// inAuthority reports whether the @ at i ends the userinfo of a URL
// ("http://user:@host", "ftp://a:💩@host"): the value has "://" before it
// with no '/', '?' or '#' between, and something between "//" and the @.
// Razor would read "@host" there as code, but an address with a password
// is far likelier in a page than an expression in a URL's authority.
// So is a special scheme written without its "//" ("http:@host",
// "http:/user@host", "http::@c:29"): the URL parser reads an authority
// there all the same, and Razor does not follow "http:" (but it does
// follow "mailto:" and "tel:", which have no authority).
func inAuthority(v string, i int) bool {
	if s := strings.LastIndex(v[:i], "://"); s >= 0 && i > s+3 {
		return !strings.ContainsAny(v[s+3:i], "/?#")
	}
	u := strings.TrimLeft(v[:i], " \t\n\f\r")
	c := strings.IndexByte(u, ':')
	if c < 0 || !microsyntax.SpecialScheme(u[:c]) {
		return false
	}
	rest := u[c+1:]
	if rest != "" && (rest[0] == '/' || rest[0] == '\\') {
		rest = rest[1:] // one slash: "http:/@host"; two are the case above
	}
	return !strings.ContainsAny(rest, "/\\?#")
}

func isAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z'
}

// templated reports whether v holds an expression of a family this Linter
// recognises.
func (l *Linter) templated(v string) bool { return l.templates.has(v) }

// Templated reports whether v holds an expression of a template family
// the Linter was configured to recognise. Findings on such values are
// dropped by the engine anyway (see Finding.AnyExpansion); a Document rule
// asks to skip the work.
func (d *Doc) Templated(v string) bool { return d.ctx.linter.templated(v) }

// templatedTag reports whether a start tag has template syntax among its
// attribute names, as in `<input {{ if .On }}checked{{ end }}>`: the HTML
// tokenizer reads "{{", "if", ".on" and so on as attributes, so the
// repeated ones are no mistake of the author's. Closing marks count too:
// quotes inside an action (`href="{{ "a.css" | relURL }}"`) end the value
// early and leave names such as `}}"`.
func (l *Linter) templatedTag(t *source.Tag, src []byte) bool {
	for i := range t.Attrs {
		name := src[t.Attrs[i].NameStart:t.Attrs[i].NameEnd]
		if plainName(name) {
			continue // the common case, with no string made
		}
		if l.templates.inName(string(name)) {
			return true
		}
	}
	return false
}

// plainName reports whether an attribute name holds only letters, digits
// and "-_:.": no mark of any template family (braces, %, ?, @, brackets,
// parentheses, $, #, *, ~, <) can be made of those.
func plainName[T string | []byte](b T) bool {
	for i := 0; i < len(b); i++ {
		if !plainNameByte[b[i]] {
			return false
		}
	}
	return true
}

// plainNameByte holds the bytes of plainName: a table, as every attribute
// name of every document is looked at.
var plainNameByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.'
	}
	return t
}()
