package lint

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/presets"
	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/lint/suggest"
)

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
	chosen := make(map[*presets.Syntax]bool)
	if names == nil {
		names = []string{presets.Auto}
	}
	for _, n := range names {
		n = strings.ToLower(n)
		switch n {
		case presets.Auto:
			for _, f := range presets.Families {
				chosen[f] = true
			}
			continue
		case presets.None:
			continue
		}
		found := false
		for _, f := range presets.Families {
			if f.Name == n || contains(f.Aliases, n) {
				chosen[f] = true
				found = true
			}
		}
		if !found {
			all := presets.TemplateNames()
			return nil, fmt.Errorf("unknown template syntax %q%s (known: %s)", n, suggest.Suggest(n, all), strings.Join(all, ", "))
		}
	}
	s := &templateSet{families: make(map[string]bool)}
	for _, f := range presets.Families { // in a fixed order, whatever the map's
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
	if !triggered(v) {
		return false
	}
	if s.opens(v) {
		return true
	}
	for _, f := range s.match {
		if f(v) {
			return true
		}
	}
	return false
}

// marked reports whether v holds an expression opened by a mark of one
// of the set's families ("{{", "{%", "<%", "<?", "${", ...): template
// syntax that a page served as it is hardly holds, unlike the braces of
// a regular expression (pattern="\d{4}") that the families recognised
// without marks take for an expression.
func (s *templateSet) marked(v string) bool { return triggered(v) && s.opens(v) }

// triggered reports whether v holds a byte that starts a template mark.
// Every attribute value comes here: a table lookup per byte costs a third
// of what strings.IndexAny did on these mostly short strings.
func triggered(v string) bool {
	for i := 0; i < len(v); i++ {
		if templateTrigger[v[i]] {
			return true
		}
	}
	return false
}

// opens reports whether v holds an opening mark of the set.
func (s *templateSet) opens(v string) bool {
	for _, m := range s.open {
		if strings.Contains(v, m) {
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
