package rules

import (
	"strings"

	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

func init() {
	fixModels[URL.ID] = fixModel{
		same: func(_, attr, old, nv string) (bool, string) { return sameURLs(attr, old, nv) },
		// Form submission (HTML §4.10.21.3): an action of "" means the
		// document's URL, as no action does.
		removal: func(n *html.Node, at html.Attribute) (bool, string) {
			return at.Key == "action" && n.Data == "form" && at.Val == "", "a non-empty action was removed"
		},
	}
}

// urlBase is the document URL the URL fixes are checked against.
var urlBase, _ = microsyntax.ParseURL("https://example.org/dir/page.html", nil)

// sameURLs says whether two values of a URL attribute (one URL, or for
// ping a space-separated list) give browsers the same URLs, by the URL
// parser (after HTML strips the surrounding whitespace, §2.4.1).
func sameURLs(attr, old, nv string) (bool, string) {
	a, b := []string{old}, []string{nv}
	if attr == "ping" {
		a, b = strings.Fields(old), strings.Fields(nv)
	}
	if len(a) != len(b) {
		return false, "the number of URLs differs"
	}
	for i := range a {
		ua, errA := microsyntax.ParseURL(strings.Trim(a[i], " \t\n\f\r"), urlBase)
		ub, errB := microsyntax.ParseURL(strings.Trim(b[i], " \t\n\f\r"), urlBase)
		if (errA == nil) != (errB == nil) || errA == nil && ua.String() != ub.String() {
			return false, "the parsed URLs differ"
		}
	}
	return true, ""
}
