// Package presets holds what the engine (package lint) and the
// configuration (lint/config) both know by name: the template syntaxes,
// the framework presets, the WAI-ARIA versions and the browsers of a
// browser-support target. The configuration checks the names a file
// gives; the engine acts on them.
package presets

// Auto selects every template syntax or framework preset; None selects
// none.
const (
	Auto = "auto"
	None = "none"
)

// ARIAVersions are the WAI-ARIA versions the aria option accepts: 1.2,
// the W3C Recommendation, and 1.3, the editor's draft.
var ARIAVersions = []string{"1.2", "1.3"}
