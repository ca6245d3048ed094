package main

import (
	"fmt"
	"path/filepath"
	"sort"
)

// ariaGapRow is a row of data/corrections/aria-html.json: what ARIA in
// HTML says of an element that the source's ARIA rows leave out.
type ariaGapRow struct {
	Element        string   `json:"element"`
	Section        string   `json:"section"`
	Reason         string   `json:"reason"`
	Implicit       string   `json:"implicit"`
	Roles          []string `json:"roles"`
	When           string   `json:"when"`
	ScopedLandmark bool     `json:"scopedLandmark"`
	NoARIA         bool     `json:"noARIA"`
	NoARIAWhen     string   `json:"noARIAWhen"`
	HiddenOnly     bool     `json:"hiddenOnly"`
	HiddenOnlyWhen string   `json:"hiddenOnlyWhen"`
	OnlyARIA       []string `json:"onlyARIA"`
	OnlyARIAWhen   string   `json:"onlyARIAWhen"`
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
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Element < rows[j].Element })
	return rows, nil
}

// emitARIAGaps writes zz_ariahtml.go: spec.ARIAGaps.
func emitARIAGaps(rows []ariaGapRow) ([]byte, error) {
	var w writer
	w.p("%s", header)
	w.p("// ARIAGaps completes the ARIA in HTML rows of Elements, by element name\n// (data/corrections/aria-html.json).\n")
	w.p("var ARIAGaps = map[string]ARIAGap{\n")
	for _, r := range rows {
		w.p("\t%q: {", r.Element)
		if r.Implicit != "" {
			w.p("Implicit: %q, ", r.Implicit)
		}
		if len(r.Roles) > 0 {
			w.p("Roles: %s, ", strs(r.Roles))
		}
		if r.When != "" {
			w.p("When: %q, ", r.When)
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
		w.p("Section: %q},\n", r.Section)
	}
	w.p("}\n")
	return gofmt(w.Bytes())
}
