package rules

import "github.com/attrlint/attrlint/microsyntax"

// trimSpaceBounds returns the bounds of v without leading and trailing
// ASCII whitespace.
func trimSpaceBounds(v string) (int, int) {
	start, end := 0, len(v)
	for start < end && microsyntax.IsASCIIWhitespace(v[start]) {
		start++
	}
	for end > start && microsyntax.IsASCIIWhitespace(v[end-1]) {
		end--
	}
	return start, end
}
