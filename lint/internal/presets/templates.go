package presets

import (
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/microsyntax"
)

// Syntax is one family of template syntax: the marks that open
// and close its expressions, tags or comments, and, for syntax that marks
// alone cannot describe, a test of a whole value.
type Syntax struct {
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

// Families are the recognised families, in the order the docs
// list them. Engines appear under the family whose syntax they write; an
// engine that writes two (JSP: scriptlets and EL) is an alias of both.
var Families = []*Syntax{
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

// TemplateNames returns every name Options.Templates accepts: auto, none,
// the families and their aliases, sorted.
func TemplateNames() []string {
	names := []string{Auto, None}
	for _, f := range Families {
		names = append(names, f.Name)
		for _, a := range f.Aliases {
			if !slices.Contains(names, a) {
				names = append(names, a)
			}
		}
	}
	sort.Strings(names)
	return names
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
		if i > 0 && IsAlnum(v[i-1]) {
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

// IsAlnum reports an ASCII letter or digit, which template syntaxes read
// as part of a name (Razor's @Model, an engine's @if).
func IsAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z'
}
