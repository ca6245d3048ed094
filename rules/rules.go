// Package rules is attrlint's catalogue: which element and attribute (and
// context, such as the type of an input) is checked by which microsyntax,
// with each rule's id, documentation and examples beside its code.
//
// Rules never parse HTML and never print: they read attribute values handed
// to them by the lint package and report findings with offsets into the
// value.
package rules

import (
	"strings"

	"github.com/attrlint/attrlint/lint"
)

// families is the catalogue: every rule, grouped by what it checks, in
// the order of All. A new rule is added here, in its family.
var families = []struct {
	name  string
	rules []*lint.Rule
}{
	// Attribute syntax the tokenizer sees.
	{"syntax", []*lint.Rule{DuplicateAttribute, AttributeSyntax}},
	// Which attributes an element takes, needs, or must no longer have.
	{"attributes", []*lint.Rule{AttributeAllowed, AttributeRequired, AttributeObsolete}},
	// Values by the standard's common microsyntaxes (HTML §2.3).
	{"values", []*lint.Rule{Boolean, Enumerated, Integer, Dimension, Float, InputValue,
		AreaCoords, TimeDatetime, TimeText, ModDatetime, MediaQuery, ObsoleteColor, URL, Srcset, Sizes,
		Email, Integrity, NavigableTarget, CustomElementName, NonEmpty, OneLine, FormControlName}},
	// Relations between the attributes of one element.
	{"ranges", []*lint.Rule{MeterOrder, ProgressOrder, InputRange, LengthRange}},
	// Sets of tokens with their own keywords.
	{"tokens", []*lint.Rule{Sandbox, AccessKey, Rel, Accept, Blocking, LinkSizes, Autocomplete, StyleType, MIMEType, ScriptType, AcceptCharset, Allow}},
	// Values of their own grammars, beyond section 2.3.
	{"languages", []*lint.Rule{LanguageTag}},
	// Ids and the attributes that refer to them.
	{"references", []*lint.Rule{ID, IDRef, Usemap}},
	// What the URLs of a page lead to in its site: files and fragments.
	{"site", []*lint.Rule{URLTarget, URLFragment}},
	// What a document or a scope may hold only once.
	{"unique", []*lint.Rule{UniqueAutofocus, UniqueSelected, UniqueDefaultTrack}},
	// The pragmas and metadata of meta elements.
	{"meta", []*lint.Rule{Charset, MetaRefresh, CSP, MetaContent}},
	// Microdata items and properties.
	{"microdata", []*lint.Rule{Microdata}},
	// WAI-ARIA.
	{"aria", []*lint.Rule{Role, AriaRoleAllowed, AriaRedundantRole, AriaAttribute, AriaRequired, AriaContext}},
	// Whether the target browsers support what the page uses.
	{"browsers", []*lint.Rule{BrowserSupport}},
	// attrlint's own suppression comments.
	{"directives", []*lint.Rule{InvalidDirective, UnusedDirective}},
}

// all is the catalogue in one list, with each rule's family and
// documentation URL filled in from the catalogue.
var all = func() []*lint.Rule {
	var out []*lint.Rule
	for _, f := range families {
		for _, r := range f.rules {
			r.Family, r.URL = f.name, DocsURL+r.ID
			out = append(out, r)
		}
	}
	return out
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
