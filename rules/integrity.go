package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Integrity checks the integrity attribute of script and link.
var Integrity = &lint.Rule{
	ID:       "integrity",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#attr-link-integrity",
	Severity: lint.Error,
	Summary:  "integrity on script and link must be sha256-, sha384- or sha512- followed by the base64 digest of the right length",
	Doc: `HTML and Subresource Integrity §3.5: integrity holds hash expressions
separated by spaces, each a hash algorithm (sha256, sha384 or sha512), a
"-", and the base64 encoding of the resource's digest (44, 64 or 88
characters with padding), optionally followed by "?" and options.

Browsers ignore expressions with an unknown algorithm: when none is
left, they load the resource without checking it. A digest of the wrong
length can never match, so the resource is blocked.`,
	Valid:   `<script src="a.js" integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC" crossorigin="anonymous"></script>`,
	Invalid: `<script src="a.js" integrity="md5-1B2M2Y8AsgTpgAmY7PhCfg=="></script> <script src="b.js" integrity="sha256-abc"></script>`,
	Targets: lint.On("integrity", "script", "link"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidIntegrity(a.Value); err != nil {
			f := errFinding(err, "invalid integrity")
			f.Browser = "browsers skip expressions they cannot use; a digest of the wrong length blocks the resource, and with no usable expression it loads unchecked"
			a.Report(f)
		}
	},
}
