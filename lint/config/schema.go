package config

import _ "embed"

// Schema is the JSON Schema (draft 2020-12) of the configuration file,
// for editors that complete and check YAML against a schema (the YAML
// language server: `# yaml-language-server: $schema=...`). The parser in
// this package is the authority; the schema describes what it accepts.
//
//go:embed schema.json
var Schema []byte

// Starter is the commented configuration `attrlint init` writes.
const Starter = `# attrlint configuration: https://github.com/attrlint/attrlint#configuration
# yaml-language-server: $schema=https://raw.githubusercontent.com/attrlint/attrlint/main/lint/config/schema.json
#
# Files cascade: a .attrlint.yaml nearer to a file overrides this one per key.
root: true                 # do not read .attrlint.yaml files in the directories above

rules:                     # severities by rule id: off, warn or error (attrlint rules lists them)
  aria-redundant-role: warn
  # script-type: off       # type="text/javascript" is redundant, not wrong

exclude:                   # never linted (doublestar globs, relative to this file)
  - "node_modules/**"
  - "vendor/**"

# include: ["**/*.html", "layouts/**/*.tmpl"]   # when walking directories (default *.html, *.htm)
# gitignore: true          # skip what Git ignores (the default)
# templates: auto          # template syntaxes left alone: auto, none, or [hugo, jinja, erb, ...]
# frameworks: auto         # framework attribute names left alone: auto, none, or [vue, htmx, ...]
# directives: [matButton, mat-menu-item]   # your Angular directives: check Angular templates strictly
# fragments: ["_includes/**", "layouts/partials/**"]   # partials: references may resolve elsewhere
# aria: "1.2"              # the WAI-ARIA version: "1.2" or "1.3"
# baseline: widely         # browser-support target: widely, newly or a year (or browsers: [chrome 120, safari 17.4])
# allow-features: [input-date-time-week]   # features browser-support accepts anyway (web-features ids)
# browser-hints: false     # also report hints browsers safely ignore (loading, fetchpriority, ...)
# site:                    # how the site is served, for url-target and url-fragment
#   root: public           # the directory that is the site's / (default: the directory linted)
#   base-path: /project/   # the path it is served under (default /)
#   clean-urls: true       # the host serves /about from about.html (default false)
#   ids: ["fn:*"]          # ids that scripts add: fragments naming them are fine
`
