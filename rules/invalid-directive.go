package rules

import "github.com/attrlint/attrlint/lint"

// InvalidDirective and UnusedDirective report problems with suppression
// comments. Their checks live in the lint package, which reads the
// comments and sees what they suppress (lint.Hook); these declarations
// give them their ids, severities and docs, and let a configuration turn
// them off.
var InvalidDirective = &lint.Rule{
	ID:       "invalid-directive",
	Family:   "directives",
	Hook:     lint.InvalidDirectives,
	Severity: lint.Error,
	Summary:  "an attrlint- suppression comment must use a known directive and known rule ids",
	Doc: `Suppression comments have the form
<!-- attrlint-disable-next-line RULE[, RULE] -- reason -->, with the
directives attrlint-disable, attrlint-enable, attrlint-disable-next-line,
attrlint-disable-line and attrlint-disable-file. A misspelt directive or rule id would otherwise
suppress nothing, or everything, without a word; the message suggests the
closest known name. A directive whose every rule id is unknown suppresses
nothing. Problems in suppression comments cannot themselves be suppressed.`,
	Valid:   "<!-- attrlint-disable-next-line time-datetime -- legacy feed -->\n<time datetime=\"2023-02-29\"></time>",
	Invalid: "<!-- attrlint-disable-next-line time-datetim -->\n<time datetime=\"2023-02-29\"></time>",
}
