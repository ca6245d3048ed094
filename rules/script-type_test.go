package rules

import (
	"strings"

	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

func init() {
	fixModels[ScriptType.ID] = fixModel{
		// A script without type is a classic script (HTML §4.12.1.1,
		// prepare the script element), as with a JavaScript MIME type
		// essence match after stripping whitespace.
		removal: func(n *html.Node, at html.Attribute) (bool, string) {
			return at.Key == "type" && n.Data == "script" && microsyntax.IsJavaScriptMIMETypeEssenceMatch(strings.Trim(at.Val, " \t\n\f\r")),
				"a type other than a JavaScript MIME type was removed"
		},
	}
}
