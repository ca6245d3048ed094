package rules

import (
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// pragmaContent returns the content of e, a meta element, when it is a
// pragma of state (its http-equiv, ASCII case-insensitively and without
// surrounding whitespace: HTML §4.2.5.3), and whether it is one with a
// content attribute.
func pragmaContent(e *lint.Element, state string) (string, bool) {
	equiv, _ := e.Get("http-equiv")
	v, ok := e.Get("content")
	return v, ok && microsyntax.EqualFoldASCII(strings.TrimSpace(equiv), state)
}
