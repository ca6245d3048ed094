package lint

// Internals that the external tests (package lint_test) check.
var LooksBinary = looksBinary

// Templated reports whether v holds an expression of any template family.
func Templated(v string) bool {
	s, _ := templateSetFor(nil)
	return s.has(v)
}
