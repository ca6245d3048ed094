package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// floatAttr reads attribute name of n with the browser's rules; ok is false
// when it is absent or unreadable (then browsers use the default).
func floatAttr(n *html.Node, name string) (float64, bool) {
	v, ok := lint.GetAttr(n, name)
	if !ok {
		return 0, false
	}
	return parseFloatOK(v)
}

// parseFloatOK reads s with the rules for parsing floating-point number
// values (HTML §2.3.4.3); ok is false when they fail.
func parseFloatOK(s string) (float64, bool) {
	f, err := microsyntax.ParseFloat(s)
	return f, err == nil
}
