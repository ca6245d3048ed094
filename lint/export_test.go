package lint

// Templated reports whether v holds an expression of any template family.
func Templated(v string) bool {
	s, _ := templateSetFor(nil)
	return s.has(v)
}
