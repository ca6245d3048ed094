package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

func enumTargets() []lint.Target {
	var t []lint.Target
	for i := range spec.EnumeratedAttributes {
		e := &spec.EnumeratedAttributes[i]
		t = append(t, lint.On(e.Name, e.Elements...)...)
	}
	return t
}

// Enumerated checks enumerated attributes.
var Enumerated = &lint.Rule{
	ID:       "enumerated",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#keywords-and-enumerated-attributes",
	Fixable:  true,
	Severity: lint.Error,
	Summary:  "enumerated attributes (type, dir, method, loading, preload, ...) must be one of their keywords, in any ASCII case",
	Doc: `HTML §2.3.3: an enumerated attribute's value must be an ASCII
case-insensitive match for one of its conforming keywords, with no
whitespace around it (TYPE=CHECKBOX is fine). Some attributes depend on
another: link@as takes different keywords with rel=preload and
rel=modulepreload; formmethod applies to submit buttons. ol@type is the
exception whose keywords are case-sensitive ("a" and "A" differ).

Browsers map a value that matches no keyword to the attribute's invalid
value default (input type="txt" is a text field; dir="rtl " is no
direction at all), so a typo silently changes behaviour. Obsolete
keywords that still work (shape="circ") are reported with the conforming
keyword for the same state, which the fix writes.`,
	Valid:   `<input TYPE="CHECKBOX"> <p dir="rtl" translate="no">x</p> <link rel="preload" href="a.woff2" as="font">`,
	Invalid: `<input type="txt"> <p dir="right">x</p> <link rel="preload" href="a.json" as="json">`,
	Targets: enumTargets(),
	Check:   checkEnumerated,
}

func checkEnumerated(a *lint.Attr) {
	for _, e := range enumByName[a.Name] {
		if !e.AppliesTo(a.Element) || !spec.ContextMatches(e.Context, a.Get) {
			continue
		}
		k, ok := e.Keyword(a.Value)
		if !ok {
			a.Report(enumInvalid(a, e))
			return
		}
		if k.NonConforming {
			f := lint.Finding{Whole: true, Message: fmt.Sprintf("%q is an obsolete keyword for %s", a.Value, a.Name)}
			if c := conformingFor(e, k.State); c != "" {
				f.Message += fmt.Sprintf("; write %q, which means the same", c)
				f.Browser = fmt.Sprintf("browsers read it as %q", c)
				f.Fix = &lint.ValueFix{Message: fmt.Sprintf("write %q", c), Value: c}
			}
			a.Report(f)
			return
		}
	}
}

// conformingFor returns the conforming keyword of state: the explicit
// canonical one, or the first non-empty conforming keyword.
func conformingFor(e *spec.EnumAttr, state string) string {
	if c := e.Enum.Canon[state]; c != "" {
		return c
	}
	for _, k := range e.Enum.Keywords {
		if k.State == state && !k.NonConforming && k.Value != "" {
			return k.Value
		}
	}
	return ""
}

func enumInvalid(a *lint.Attr, e *spec.EnumAttr) lint.Finding {
	var kws []string
	for _, k := range e.Enum.Keywords {
		if !k.NonConforming {
			kws = append(kws, fmt.Sprintf("%q", k.Value))
		}
	}
	where := a.Name
	if e.Context != "" {
		where += " (with " + e.Context + ")"
	}
	f := lint.Finding{Whole: true}
	if len(kws) > 12 {
		f.Message = fmt.Sprintf("%q is not a keyword of %s", a.Value, where)
	} else {
		f.Message = fmt.Sprintf("%q is not a keyword of %s: use one of %s", a.Value, where, strings.Join(kws, ", "))
	}
	if e.CustomPrefix != "" {
		f.Message += fmt.Sprintf(", or a custom value starting with %q", e.CustomPrefix)
	}
	trimmed := strings.Trim(a.Value, " \t\n\f\r")
	if trimmed != a.Value {
		if _, ok := e.Keyword(trimmed); ok {
			f.Message = fmt.Sprintf("%q has whitespace around the keyword %q, so it matches no keyword", a.Value, trimmed)
			f.Suggest = &lint.ValueFix{Message: "remove the whitespace (browsers will then use the keyword)", Value: trimmed}
		}
	}
	if e.CaseSensitive {
		for _, k := range e.Enum.Keywords {
			if microsyntax.EqualFoldASCII(k.Value, a.Value) {
				f.Message = fmt.Sprintf("%q is not a keyword of %s: its keywords are case-sensitive (%s)", a.Value, where, strings.Join(kws, ", "))
			}
		}
	}
	switch st := e.Enum.InvalidDefault; {
	case st != "":
		f.Browser = fmt.Sprintf("browsers use the %s state, the invalid value default", st)
		if c := conformingFor(e, st); c != "" {
			f.Browser += fmt.Sprintf(" (as if %q)", c)
			f.Reads = &c // a property limited to the keywords gives it back
		}
	default:
		f.Browser = "browsers ignore the attribute's value (no state)"
		f.Reads = new(string) // and a property limited to the keywords gives ""
	}
	return f
}
