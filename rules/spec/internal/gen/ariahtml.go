package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// ariaGapRow is a row of data/corrections/aria-html.json: what ARIA in
// HTML says of an element that the source's ARIA rows leave out.
type ariaGapRow struct {
	Element  string `json:"element"`
	Section  string `json:"section"`
	Reason   string `json:"reason"`
	Implicit string `json:"implicit"`
	// Permits are roles the element may take, or any role, where it
	// matches a condition ("": always).
	Permits []struct {
		Roles   []string `json:"roles"`
		AnyRole bool     `json:"anyRole"`
		When    string   `json:"when"`
	} `json:"permits"`
	// Conditions rewrite the selector of a condition of the source's
	// ARIA row (From, exactly as the source writes it) to To.
	Conditions []struct {
		From string `json:"from"`
		To   string `json:"to"`
	} `json:"conditions"`
	ScopedLandmark bool     `json:"scopedLandmark"`
	NoARIA         bool     `json:"noARIA"`
	NoARIAWhen     string   `json:"noARIAWhen"`
	HiddenOnly     bool     `json:"hiddenOnly"`
	HiddenOnlyWhen string   `json:"hiddenOnlyWhen"`
	OnlyARIA       []string `json:"onlyARIA"`
	OnlyARIAWhen   string   `json:"onlyARIAWhen"`
	// ShouldNotARIA are states and properties authors should not use on
	// the element, each with what to use instead.
	ShouldNotARIA []struct {
		Attr string `json:"attr"`
		Use  string `json:"use"`
	} `json:"shouldNotARIA"`
}

// ariaInPlaceRow is a row of data/corrections/aria-html-attributes.json:
// ARIA in HTML's rule for an aria-* attribute used in place of an HTML
// attribute, with the severity of each case ("error", "warning" or "":
// allowed).
type ariaInPlaceRow struct {
	ARIA    string `json:"aria"`
	HTML    string `json:"html"`
	Section string `json:"section"`
	Reason  string `json:"reason"`
	// WithHTML applies on an element that has the HTML attribute
	// (WithHTMLFalse when the aria-* value is "false", Mismatch when the
	// two values differ); WithoutHTML on one the HTML attribute applies
	// to that lacks it.
	WithHTML      string `json:"withHTML"`
	WithHTMLFalse string `json:"withHTMLFalse"`
	Mismatch      string `json:"mismatch"`
	WithoutHTML   string `json:"withoutHTML"`
}

// loadARIAInPlace reads aria-html-attributes.json.
func loadARIAInPlace(dataDir string) ([]ariaInPlaceRow, error) {
	var rows []ariaInPlaceRow
	if err := readStrict(filepath.Join(dataDir, "corrections", "aria-html-attributes.json"), &rows); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i, r := range rows {
		if err := checkSection("aria-html-attributes.json", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		if r.ARIA == "" || r.HTML == "" || seen[r.ARIA] {
			return nil, fmt.Errorf("aria-html-attributes.json: row %d: aria %q missing or given twice, or no html", i+1, r.ARIA)
		}
		seen[r.ARIA] = true
		for _, sev := range []string{r.WithHTML, r.WithHTMLFalse, r.Mismatch, r.WithoutHTML} {
			if sev != "" && sev != "error" && sev != "warning" {
				return nil, fmt.Errorf("aria-html-attributes.json: row %d: severity %q is not \"error\", \"warning\" or \"\"", i+1, sev)
			}
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].ARIA < rows[j].ARIA })
	return rows, nil
}

// loadARIAGaps reads aria-html.json: one row per element, each with its
// section and reason.
func loadARIAGaps(dataDir string) ([]ariaGapRow, error) {
	var rows []ariaGapRow
	if err := readStrict(filepath.Join(dataDir, "corrections", "aria-html.json"), &rows); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i, r := range rows {
		if err := checkSection("aria-html.json", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		if r.Element == "" || seen[r.Element] {
			return nil, fmt.Errorf("aria-html.json: row %d: element %q missing or given twice", i+1, r.Element)
		}
		seen[r.Element] = true
		for _, pm := range r.Permits {
			if len(pm.Roles) > 0 == pm.AnyRole {
				return nil, fmt.Errorf("aria-html.json: row %d: a permit gives roles or anyRole", i+1)
			}
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Element < rows[j].Element })
	return rows, nil
}

// applyARIAConditions rewrites the conditions of the elements' ARIA rows
// that rows of aria-html.json correct, recording the row's section.
func applyARIAConditions(m *htmlModel, rows []ariaGapRow) error {
	for i, r := range rows {
		if len(r.Conditions) == 0 {
			continue
		}
		e := m.byKey[r.Element]
		if e == nil {
			return fmt.Errorf("aria-html.json: row %d: no element %q", i+1, r.Element)
		}
		for _, c := range r.Conditions {
			j := slices.IndexFunc(e.ARIA.Conditions, func(ac ariaCondition) bool { return ac.Selector == c.From })
			if j < 0 {
				return fmt.Errorf("aria-html.json: row %d: %s has no ARIA condition %q", i+1, r.Element, c.From)
			}
			e.ARIA.Conditions[j].Selector, e.ARIA.Conditions[j].Section = c.To, r.Section
		}
	}
	return nil
}

// emitARIAGaps writes zz_ariahtml.go: spec.ARIAGaps and spec.ARIAInPlace.
func emitARIAGaps(rows []ariaGapRow, inPlace []ariaInPlaceRow) ([]byte, error) {
	var w writer
	w.p("%s", header)
	w.p("// ARIAGaps completes the ARIA in HTML rows of Elements, by element name\n// (data/corrections/aria-html.json).\n")
	w.p("var ARIAGaps = map[string]ARIAGap{\n")
	for _, r := range rows {
		w.p("\t%q: {", r.Element)
		if r.Implicit != "" {
			w.p("Implicit: %q, ", r.Implicit)
		}
		if len(r.Permits) > 0 {
			var ps []string
			for _, pm := range r.Permits {
				ps = append(ps, "{"+fields("Roles", strs(pm.Roles), "AnyRole", fmt.Sprint(pm.AnyRole), "When", quote(pm.When))+"}")
			}
			w.p("Permits: []ARIAPermit{%s}, ", strings.Join(ps, ", "))
		}
		if r.ScopedLandmark {
			w.p("ScopedLandmark: true, ")
		}
		if r.NoARIA {
			w.p("NoARIA: true, ")
		}
		if r.NoARIAWhen != "" {
			w.p("NoARIAWhen: %q, ", r.NoARIAWhen)
		}
		if r.HiddenOnly {
			w.p("HiddenOnly: true, ")
		}
		if r.HiddenOnlyWhen != "" {
			w.p("HiddenOnlyWhen: %q, ", r.HiddenOnlyWhen)
		}
		if len(r.OnlyARIA) > 0 {
			w.p("OnlyARIA: %s, ", strs(r.OnlyARIA))
		}
		if r.OnlyARIAWhen != "" {
			w.p("OnlyARIAWhen: %q, ", r.OnlyARIAWhen)
		}
		if len(r.ShouldNotARIA) > 0 {
			var ps []string
			for _, a := range r.ShouldNotARIA {
				ps = append(ps, "{"+fields("Attr", quote(a.Attr), "Use", quote(a.Use))+"}")
			}
			w.p("ShouldNotARIA: []ARIAAdvice{%s}, ", strings.Join(ps, ", "))
		}
		w.p("Section: %q},\n", r.Section)
	}
	w.p("}\n\n")
	w.p("// ARIAInPlace lists, sorted by aria-* name, ARIA in HTML's rules for the\n")
	w.p("// aria-* attributes used in place of an HTML attribute\n// (data/corrections/aria-html-attributes.json).\n")
	w.p("var ARIAInPlace = []ARIAInPlaceRule{\n")
	for _, r := range inPlace {
		w.p("{%s},\n", fields("ARIA", quote(r.ARIA), "HTML", quote(r.HTML), "WithHTML", quote(r.WithHTML),
			"WithHTMLFalse", quote(r.WithHTMLFalse), "Mismatch", quote(r.Mismatch), "WithoutHTML", quote(r.WithoutHTML),
			"Section", quote(r.Section)))
	}
	w.p("}\n")
	return gofmt(w.Bytes())
}
