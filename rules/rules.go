// Package rules is attrlint's catalogue of checks, laid out so that a
// rule's id says where everything about it is:
//
//   - <id>.go declares the rule (its Go name is the id in Go's spelling:
//     meter-range is MeterRange) with its documentation and examples, and
//     what only it uses; rules.go lists every rule, sorted by id;
//   - <id>_test.go holds its own tests and, for a rule with a fix, the
//     model of what the fix must keep (fixModels);
//   - testdata/rules/<id>/ holds its fixtures, with <!-- want --> comments;
//     testdata/cases/<topic>/ those of what the engine does for every rule
//     (templates, branches, fragments, frameworks, suppressions);
//   - what several rules share is in a file named for what it does:
//     valuetypes.go (which attribute holds which value type, read from the
//     tables of package spec), conditions.go, ariafacts.go, findings.go
//     (errFinding, the one way from a microsyntax error to a finding),
//     listed.go, and so on.
//
// docs/rules.md is generated from the declarations, with what each invalid
// example draws (go test ./rules -update); TestRuleFiles holds the package
// to this layout.
//
// Rules never parse HTML and never print: they read attribute values handed
// to them by the lint package and report findings with offsets into the
// value.
package rules

import (
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// catalogue is every rule, sorted by id: the rule with id ID is declared
// in ID.go as the variable whose name is ID in Go's spelling (see
// TestRuleFiles). A new rule is added here, in order.
var catalogue = []*lint.Rule{
	Accept, AcceptCharset, Accesskey, Allow, AreaCoords, AriaAttribute, AriaContext,
	AriaRedundantRole, AriaRequired, AriaRoleAllowed, AttributeAllowed, AttributeObsolete,
	AttributeRequired, AttributeSyntax, Autocomplete, Blocking, Boolean, BrowserSupport,
	Charset, CSP, CustomElementName, Dimension, Email, Enumerated, Float, FormControlName,
	ID, Idref, InputRange, InputValue, Integer, Integrity, InvalidDirective, LanguageTag,
	LengthRange, LinkSizes, MediaQuery, MetaContent, MetaRefresh, MeterRange, Microdata,
	MIMEType, ModDatetime, NavigableTarget, NoDuplicateAttribute, NonEmpty, ObsoleteColor,
	OneLine, ProgressRange, Rel, Role, Sandbox, ScriptType, Sizes, Srcset, StyleType,
	TimeDatetime, TimeText, UniqueAutofocus, UniqueDefaultTrack, UniqueSelected,
	UnusedDirective, URL, URLFragment, URLTarget, Usemap,
}

// all is the catalogue with each rule's documentation URL filled in.
var all = func() []*lint.Rule {
	for _, r := range catalogue {
		r.URL = DocsURL + r.ID
	}
	return catalogue
}()

// All returns every rule, in a fresh slice the caller may reorder.
func All() []*lint.Rule {
	return append([]*lint.Rule(nil), all...)
}

// ByID returns the rule with that id, or nil.
func ByID(id string) *lint.Rule {
	for _, r := range all {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// DocsURL is where a rule's documentation is published; the rule id is
// appended.
const DocsURL = "https://github.com/attrlint/attrlint/blob/main/docs/rules.md#"

// Explain renders a rule's documentation as `attrlint explain` prints it.
func Explain(r *lint.Rule) string {
	var b strings.Builder
	b.WriteString(r.ID + " (" + r.Severity.String() + " by default)\n")
	b.WriteString(r.Summary + "\n\n")
	b.WriteString(strings.TrimSpace(r.Doc) + "\n")
	if r.Valid != "" {
		b.WriteString("\nValid:\n")
		b.WriteString(indent(r.Valid))
	}
	if r.Invalid != "" {
		b.WriteString("\nInvalid:\n")
		b.WriteString(indent(r.Invalid))
	}
	return b.String()
}

func indent(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		b.WriteString("    " + line + "\n")
	}
	return b.String()
}

// concat joins target lists.
func concat(lists ...[]lint.Target) []lint.Target {
	var out []lint.Target
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}
