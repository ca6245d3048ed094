package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Allow checks an iframe's permissions policy.
var Allow = &lint.Rule{
	ID:       "allow",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-allow",
	Severity: lint.Error,
	Summary:  "iframe allow must be a permissions policy: features with allowlists of origins, *, 'self', 'src' or 'none', separated by \";\"",
	Doc: `HTML §4.8.5 and Permissions Policy §8.2: the allow attribute of iframe
holds a serialized permissions policy: directives separated by ";", each a
feature name (letters, digits and "-") followed by its allowlist: origins
such as https://example.com, "*", 'self', 'src' (the iframe's src, which
is what a feature without an allowlist means) or 'none', alone.

Browsers skip an allowlist value they cannot read and keep the others, so
a misspelt 'sef' or a bare self leaves the feature to the iframe's origin
only; they ignore 'none' beside other values, and use the first of two
directives for the same feature. A feature name browsers do not know is
ignored with a console warning (not checked here: the list of features
grows with each browser).`,
	Valid:   `<iframe src="https://maps.example" allow="geolocation 'src'; fullscreen"></iframe>`,
	Invalid: `<iframe src="https://maps.example" allow="geolocation 'sef'; camera self"></iframe>`,
	Targets: lint.On("allow", "iframe"),
	Check: func(a *lint.Attr) {
		directives := microsyntax.ParsePermissionsPolicy(a.Value)
		if err := microsyntax.ValidPermissionsPolicy(a.Value); err != nil {
			f := errFinding(err, "invalid allow")
			f.Browser = "browsers skip this value and keep the rest of the allowlist"
			for _, d := range directives {
				if d.FeatureStart <= f.Offset && f.Offset < d.FeatureStart+len(d.Feature) {
					f.Browser = "browsers ignore the directive" // the feature name is wrong
				}
			}
			a.Report(f)
		}
		seen := map[string]bool{}
		twice := newListed(a.Report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true, Message: fmt.Sprintf("%d features are given again in allow: %s", n, names),
				Browser: "browsers use the first directive of each feature and ignore the others"}
		})
		for _, d := range directives {
			low := strings.ToLower(d.Feature)
			if seen[low] {
				twice.Add(d.Feature, lint.Finding{Offset: d.FeatureStart, End: d.FeatureStart + len(d.Feature), Warn: true,
					Message: fmt.Sprintf("%s is given twice in allow", d.Feature), Browser: "browsers use the first and ignore this one"})
			}
			seen[low] = true
		}
		twice.Done()
	},
}
