package lint

// Templated reports whether v holds an expression of any template family.
func Templated(v string) bool {
	s, _ := templateSetFor(nil)
	return s.has(v)
}

// Less is the order of diagnostics, for the external tests.
var Less = less
