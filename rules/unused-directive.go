package rules

import "github.com/attrlint/attrlint/lint"

// UnusedDirective is declared beside InvalidDirective; see there.
var UnusedDirective = &lint.Rule{
	ID:       "unused-directive",
	Family:   "directives",
	Hook:     lint.UnusedDirectives,
	Severity: lint.Warning,
	Summary:  "a suppression comment, and each rule it names, must suppress something",
	Doc: `A suppression comment that no longer covers any diagnostic (the value
was fixed, or the rule turned off) is reported, so stale suppressions do not
pile up and hide the next real problem. Each rule id named is checked on its
own; an attrlint-enable that re-enables nothing is reported too. Remove the
comment, or the rule id, that the message points at.`,
	Valid:   "<!-- attrlint-disable-next-line time-datetime -->\n<time datetime=\"2023-02-29\"></time>",
	Invalid: "<!-- attrlint-disable-next-line time-datetime -->\n<time datetime=\"2024-02-29\"></time>",
}
