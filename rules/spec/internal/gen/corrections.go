package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// corrections are the hand-written data files of data/corrections: where
// a source is wrong or silent, the standard wins. Every row names the
// section of the standard it follows and why it is there.
type corrections struct {
	obsolete   obsoleteTable
	attributes []attrCorrection
	enumerated []enumCorrection
	aria       []ariaCorrection
	docs       map[string]string
}

// obsoleteTable is data/corrections/obsolete.json: HTML §16 "Obsolete
// features", the elements and attributes it lists and the replacement it
// names. The section says the status: "#obsolete-but-conforming-features"
// (§16.1, warnings) or "#non-conforming-features" (§16.2, errors).
type obsoleteTable struct {
	Elements []struct {
		Names       []string `json:"names"`
		Section     string   `json:"section"`
		Replacement string   `json:"replacement"`
	} `json:"elements"`
	Attributes []struct {
		Attrs       []string `json:"attrs"`
		On          []string `json:"on"`
		Section     string   `json:"section"`
		Replacement string   `json:"replacement"`
		// ConformingValue, for §16.1 rows, is the one value that keeps
		// the attribute conforming.
		ConformingValue string `json:"conformingValue"`
	} `json:"attributes"`
}

// attrCorrection is a row of data/corrections/attributes.json: it drops
// an attribute a source gives an element (or a shared set, "#Name"), or
// adds or changes one. Attr "*" says the element takes any attribute
// with an XML-compatible name.
type attrCorrection struct {
	Attr    string   `json:"attr"`
	On      []string `json:"on"`
	Section string   `json:"section"`
	Reason  string   `json:"reason"`
	Drop    bool     `json:"drop"`
	// Type, Condition, RequiredIf and RequiredEither, when set, replace
	// the source's ("" or [] clears); Required sets whether the attribute
	// is required.
	Type           *string   `json:"type"`
	Condition      *string   `json:"condition"`
	Required       *bool     `json:"required"`
	RequiredIf     *string   `json:"requiredIf"`
	RequiredEither *[]string `json:"requiredEither"`
}

// enumCorrection is a row of data/corrections/enumerated.json. It applies
// to attribute Attr of each element of On ("*": the global attribute), in
// the entry with context Context when the attribute has several. Fields
// left out change nothing; rows whose facts the source already has pin
// them, so that a refresh cannot lose them silently.
type enumCorrection struct {
	Attr    string   `json:"attr"`
	On      []string `json:"on"`
	Context string   `json:"context"`
	Section string   `json:"section"`
	Reason  string   `json:"reason"`
	// Exclude: the attribute is not an enumerated attribute there.
	Exclude bool `json:"exclude"`
	// Enumerated: take the enumeration out of a union type (the source
	// gives keywords or something else, and the something else is
	// CustomPrefix).
	Enumerated bool `json:"enumerated"`
	// Keywords, when set, is the whole keyword list (creating the entry
	// when the source lacks it); Add appends keywords; Remove deletes
	// keywords (a missing one is fine: the row then pins its absence).
	Keywords []keywordRow `json:"keywords"`
	Add      []keywordRow `json:"add"`
	Remove   []string     `json:"remove"`
	// States maps keywords to the standard's state names.
	States map[string]string `json:"states"`
	// Missing and Invalid set the defaults ("" for none).
	Missing *string `json:"missing"`
	Invalid *string `json:"invalid"`
	// SetContext replaces the entry's context.
	SetContext    *string `json:"setContext"`
	CaseSensitive *bool   `json:"caseSensitive"`
	CustomPrefix  *string `json:"customPrefix"`
}

// keywordRow is one keyword of a correction.
type keywordRow struct {
	Value         string `json:"value"`
	State         string `json:"state"`
	NonConforming bool   `json:"nonConforming"`
}

// checkSection checks the section a correction cites: a fragment of the
// multipage HTML standard ("#" and an id), or the https URL of a section
// of another standard that defines the attribute.
func checkSection(file string, i int, section, reason string, needReason bool) error {
	ok := strings.HasPrefix(section, "#") && len(section) > 1 || strings.HasPrefix(section, "https://") && strings.Contains(section, "#")
	if !ok || strings.ContainsAny(section, " \t\n") {
		return fmt.Errorf("%s: row %d: section %q must be a fragment such as \"#non-conforming-features\" or an https URL with one", file, i+1, section)
	}
	if needReason && strings.TrimSpace(reason) == "" {
		return fmt.Errorf("%s: row %d: no reason", file, i+1)
	}
	return nil
}

// readStrict decodes a JSON file, rejecting unknown fields so that a
// misspelt key in a hand-written file is an error, not a silent no-op.
func readStrict(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

func loadCorrections(dataDir string) (*corrections, error) {
	dir := filepath.Join(dataDir, "corrections")
	c := &corrections{}
	if err := readStrict(filepath.Join(dir, "obsolete.json"), &c.obsolete); err != nil {
		return nil, err
	}
	for i, r := range c.obsolete.Elements {
		if err := checkSection("obsolete.json elements", i, r.Section, "x", false); err != nil {
			return nil, err
		}
		if len(r.Names) == 0 || r.Replacement == "" {
			return nil, fmt.Errorf("obsolete.json: element row %d needs names and a replacement", i+1)
		}
	}
	for i, r := range c.obsolete.Attributes {
		if err := checkSection("obsolete.json attributes", i, r.Section, "x", false); err != nil {
			return nil, err
		}
		if len(r.Attrs) == 0 || len(r.On) == 0 || r.Replacement == "" {
			return nil, fmt.Errorf("obsolete.json: attribute row %d needs attrs, on and a replacement", i+1)
		}
	}
	if err := readStrict(filepath.Join(dir, "attributes.json"), &c.attributes); err != nil {
		return nil, err
	}
	for i, r := range c.attributes {
		if err := checkSection("attributes.json", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		if r.Attr == "" || len(r.On) == 0 {
			return nil, fmt.Errorf("attributes.json: row %d needs attr and on", i+1)
		}
	}
	if err := readStrict(filepath.Join(dir, "enumerated.json"), &c.enumerated); err != nil {
		return nil, err
	}
	for i, r := range c.enumerated {
		if err := checkSection("enumerated.json", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		if r.Attr == "" || len(r.On) == 0 {
			return nil, fmt.Errorf("enumerated.json: row %d needs attr and on", i+1)
		}
	}
	if err := readStrict(filepath.Join(dir, "aria.json"), &c.aria); err != nil {
		return nil, err
	}
	for i, r := range c.aria {
		if err := checkSection("aria.json", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		if r.Role == "" || r.Version != "1.2" && r.Version != "1.3" {
			return nil, fmt.Errorf("aria.json: row %d needs a role and a version, \"1.2\" or \"1.3\"", i+1)
		}
	}
	if err := readStrict(filepath.Join(dir, "docs.json"), &c.docs); err != nil {
		return nil, err
	}
	return c, nil
}

// ariaCorrection is a row of data/corrections/aria.json: what the text of
// WAI-ARIA Version ("1.2", the Recommendation, or "1.3", the draft) says
// of Role where the source's row says otherwise. Fields left out change
// nothing; a list given replaces the source's ([] clears it).
type ariaCorrection struct {
	Role    string `json:"role"`
	Version string `json:"version"`
	Section string `json:"section"`
	Reason  string `json:"reason"`

	SuperClass        *[]string `json:"superClass"`
	Props             *[]string `json:"props"`
	Required          *[]string `json:"required"`
	RequiredFocusable *[]string `json:"requiredFocusable"`
	Prohibited        *[]string `json:"prohibited"`
	Context           *[]string `json:"context"`
	Owned             *[]string `json:"owned"`
	NameFrom          *[]string `json:"nameFrom"`
	NameRequired      *bool     `json:"nameRequired"`
	// ChildrenPresentational is the table's "Children Presentational".
	ChildrenPresentational *bool `json:"childrenPresentational"`
}

// apply changes r as the row says, and records its section; a row that
// changes nothing is an error (the source has caught up: drop the row).
func (c *ariaCorrection) apply(r *role) error {
	before := *r
	for _, f := range []struct {
		from *[]string
		to   *[]string
	}{
		{c.SuperClass, &r.SuperClass}, {c.Props, &r.Props}, {c.Required, &r.Required},
		{c.RequiredFocusable, &r.RequiredFocusable}, {c.Prohibited, &r.Prohibited},
		{c.Context, &r.Context}, {c.Owned, &r.Owned}, {c.NameFrom, &r.NameFrom},
	} {
		if f.from != nil {
			*f.to = slices.Clone(*f.from)
			if len(*f.to) == 0 {
				*f.to = nil
			}
		}
	}
	if c.NameRequired != nil {
		r.NameRequired = *c.NameRequired
	}
	if c.ChildrenPresentational != nil {
		r.ChildrenPresentational = *c.ChildrenPresentational
	}
	if sameRole(&before, r) {
		return fmt.Errorf("the source already says this: remove the row")
	}
	r.Sections = append(r.Sections, c.Section)
	return nil
}

// statusOf gives the status a §16 section stands for. A row citing
// another standard by URL is an attribute of an older one that some
// browsers still read and that does no harm (SVG Tiny 1.2's focusable):
// a warning, as §16.1's are.
func statusOf(section string) (string, error) {
	switch {
	case section == "#obsolete-but-conforming-features":
		return "ObsoleteConforming", nil
	case section == "#non-conforming-features":
		return "NonConforming", nil
	case strings.HasPrefix(section, "https://"):
		return "ObsoleteConforming", nil
	}
	return "", fmt.Errorf("obsolete.json: section %q is neither #obsolete-but-conforming-features nor #non-conforming-features, nor another standard's URL", section)
}
