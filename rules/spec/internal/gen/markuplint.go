package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/rules/spec/internal/ojson"
)

// mlRoot is the part of data/markuplint-html-spec/html-spec.json that the
// tables use.
type mlRoot struct {
	Def struct {
		GlobalAttrs map[string]map[string]*mlAttr `json:"#globalAttrs"`
		ARIA        map[string]json.RawMessage    `json:"#aria"`
	} `json:"def"`
	Specs []mlSpec `json:"specs"`
	// setOrder lists the shared sets in the file's order.
	setOrder []string
}

type mlSpec struct {
	Name        string                     `json:"name"`
	Namespace   string                     `json:"namespace"`
	Obsolete    bool                       `json:"obsolete"`
	Deprecated  bool                       `json:"deprecated"`
	NonStandard bool                       `json:"nonStandard"`
	GlobalAttrs map[string]json.RawMessage `json:"globalAttrs"`
	Attributes  map[string]*mlAttr         `json:"attributes"`
	ARIA        json.RawMessage            `json:"aria"`
}

// mlAttr is one attribute definition; an element's own entry overrides,
// field by field, the definition of a shared set of the same name.
type mlAttr struct {
	Type           json.RawMessage `json:"type"`
	Condition      json.RawMessage `json:"condition"`
	Required       json.RawMessage `json:"required"`
	RequiredEither []string        `json:"requiredEither"`
	Ineffective    json.RawMessage `json:"ineffective"`
	Deprecated     *bool           `json:"deprecated"`
	Experimental   *bool           `json:"experimental"`
	NonStandard    *bool           `json:"nonStandard"`
	Obsolete       *bool           `json:"obsolete"`
}

func loadMarkuplint(dataDir string) (*mlRoot, error) {
	path := filepath.Join(dataDir, "markuplint-html-spec", "html-spec.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var r mlRoot
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	n, err := ojson.Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	order := n.Get("def").Get("#globalAttrs").Keys
	if strings.Join(order, ",") != strings.Join(knownSets, ",") {
		return nil, fmt.Errorf("%s: the shared attribute sets are %v; package spec knows %v (add GlobalSet constants and update knownSets)", path, order, knownSets)
	}
	r.setOrder = order
	return &r, nil
}

// merge returns own laid over base, field by field.
func merge(base, own *mlAttr) *mlAttr {
	if base == nil {
		return own
	}
	if own == nil {
		return base
	}
	m := *base
	if own.Type != nil {
		m.Type = own.Type
	}
	if own.Condition != nil {
		m.Condition = own.Condition
	}
	if own.Required != nil {
		m.Required = own.Required
	}
	if own.RequiredEither != nil {
		m.RequiredEither = own.RequiredEither
	}
	if own.Ineffective != nil {
		m.Ineffective = own.Ineffective
	}
	for _, f := range []struct{ dst, src **bool }{
		{&m.Deprecated, &own.Deprecated}, {&m.Experimental, &own.Experimental},
		{&m.NonStandard, &own.NonStandard}, {&m.Obsolete, &own.Obsolete},
	} {
		if *f.src != nil {
			*f.dst = *f.src
		}
	}
	return &m
}

// baseDef finds the shared definition an element's own entry for name
// refines: that of the first set (in the file's order) the element takes
// that selects name by name, else of the first set it takes whole that
// has it.
func baseDef(ml *mlRoot, s *mlSpec, name string) *mlAttr {
	var whole *mlAttr
	for _, set := range ml.setOrder {
		raw, ok := s.GlobalAttrs[set]
		d := ml.Def.GlobalAttrs[set][name]
		if !ok || d == nil {
			continue
		}
		switch strings.TrimSpace(string(raw)) {
		case "true":
			if whole == nil {
				whole = d
			}
		case "false":
		default:
			var names []string
			if json.Unmarshal(raw, &names) == nil && slices.Contains(names, name) {
				return d
			}
		}
	}
	return whole
}

// attr is an attribute row as the generator builds it.
type attr struct {
	Name, Type, Condition    string
	Required                 bool
	RequiredIf               string
	RequiredEither           []string
	Ineffective              string
	Status                   string
	Replacement, Section     string
	ConformingValue          string
	Deprecated, Experimental bool
	NonStandard              bool
	Source                   string
	rawType                  json.RawMessage
	conditions               []string
}

// element is an element row as the generator builds it.
type element struct {
	Name, NS             string
	key                  string // markuplint's name: "a", "svg:circle", "mml:math"
	Status               string
	Replacement, Section string
	Deprecated           bool
	Experimental         bool
	NonStandard          bool
	AnyAttribute         bool
	Globals              []string
	Attrs                []*attr
	Partial              map[string][]string
	ARIA                 elementARIA
	Source               string
}

// htmlModel is every element and shared set.
type htmlModel struct {
	elements []*element
	byKey    map[string]*element
	sets     map[string][]*attr
	setOrder []string
}

// setConst maps markuplint's set names to the constants of package spec.
func setConst(name string) string {
	return strings.TrimPrefix(name, "#")
}

// knownSets are markuplint's shared attribute sets in the order of package
// spec's GlobalSet constants; a set the source adds needs a constant there
// first.
var knownSets = []string{
	"#HTMLGlobalAttrs", "#GlobalEventAttrs", "#HTMLLinkAndFetchingAttrs", "#HTMLEmbededAndMediaContentAttrs",
	"#HTMLFormControlElementAttrs", "#HTMLTableCellElementAttrs", "#ARIAAttrs", "#SVGAnimationAdditionAttrs",
	"#SVGAnimationAttributeTargetAttrs", "#SVGAnimationEventAttrs", "#SVGAnimationTargetElementAttrs",
	"#SVGAnimationTimingAttrs", "#SVGAnimationValueAttrs", "#SVGConditionalProcessingAttrs", "#SVGCoreAttrs",
	"#SVGFilterPrimitiveAttrs", "#SVGPresentationAttrs", "#SVGTransferFunctionAttrs", "#MathMLGlobalAttrs", "#XLinkAttrs",
}

func newAttr(name string, a *mlAttr, source string) (*attr, error) {
	r := &attr{Name: name, Status: "Current", Source: source, rawType: a.Type}
	var err error
	if r.Type, err = typeString(a.Type); err != nil {
		return nil, fmt.Errorf("attribute %s: %v", name, err)
	}
	if r.conditions, err = stringOrList(a.Condition); err != nil {
		return nil, fmt.Errorf("attribute %s: condition: %v", name, err)
	}
	r.Condition = strings.Join(r.conditions, ", ")
	switch req := bytes.TrimSpace(a.Required); {
	case len(req) == 0 || string(req) == "false":
	case string(req) == "true":
		r.Required = true
	default:
		list, err := stringOrList(req)
		if err != nil {
			return nil, fmt.Errorf("attribute %s: required: %v", name, err)
		}
		r.Required, r.RequiredIf = true, strings.Join(list, ", ")
	}
	r.RequiredEither = a.RequiredEither
	ineff, err := stringOrList(a.Ineffective)
	if err != nil {
		return nil, fmt.Errorf("attribute %s: ineffective: %v", name, err)
	}
	r.Ineffective = strings.Join(ineff, ", ")
	r.Deprecated = a.Deprecated != nil && *a.Deprecated
	r.Experimental = a.Experimental != nil && *a.Experimental
	r.NonStandard = a.NonStandard != nil && *a.NonStandard
	if a.Obsolete != nil && *a.Obsolete {
		// markuplint's own obsolete mark; obsolete.json must agree (checked
		// in buildHTML).
		r.Status = "markuplint-obsolete"
	}
	return r, nil
}

// stringOrList reads a string, a list of strings, or nothing.
func stringOrList(raw json.RawMessage) ([]string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if raw[0] == '"' {
		var s string
		err := json.Unmarshal(raw, &s)
		return []string{s}, err
	}
	var list []string
	err := json.Unmarshal(raw, &list)
	return list, err
}

func sortAttrs(attrs []*attr) {
	sort.Slice(attrs, func(i, j int) bool { return attrs[i].Name < attrs[j].Name })
}

// buildHTML builds the elements and shared sets from markuplint, then
// applies attributes.json and obsolete.json.
func buildHTML(ml *mlRoot, corr *corrections) (*htmlModel, error) {
	m := &htmlModel{byKey: map[string]*element{}, sets: map[string][]*attr{}, setOrder: ml.setOrder}
	for _, set := range ml.setOrder {
		for name, a := range ml.Def.GlobalAttrs[set] {
			r, err := newAttr(name, a, "FromMarkuplint")
			if err != nil {
				return nil, fmt.Errorf("%s: %v", set, err)
			}
			m.sets[set] = append(m.sets[set], r)
		}
		sortAttrs(m.sets[set])
	}
	for _, s := range ml.Specs {
		e := &element{key: s.Name, Name: s.Name, NS: "HTML", Status: "Current", Source: "FromMarkuplint",
			Deprecated: s.Deprecated, NonStandard: s.NonStandard, Partial: map[string][]string{}}
		switch {
		case strings.HasPrefix(s.Name, "svg:"):
			e.Name, e.NS = s.Name[4:], "SVG"
		case strings.HasPrefix(s.Name, "mml:"):
			e.Name, e.NS = s.Name[4:], "MathML"
		}
		if s.Obsolete {
			e.Status = "markuplint-obsolete"
		}
		own := map[string]bool{}
		for name, a := range s.Attributes {
			base := baseDef(ml, &s, name)
			r, err := newAttr(name, merge(base, a), "FromMarkuplint")
			if err != nil {
				return nil, fmt.Errorf("%s: %v", s.Name, err)
			}
			if e.NS == "HTML" {
				// The tokenizer lowercases every attribute name (HTML
				// §13.2.5.33, attribute name state) and only foreign
				// elements get camelCase back; markuplint writes some by
				// their IDL name (iframe privateToken).
				r.Name = strings.ToLower(r.Name)
			}
			e.Attrs = append(e.Attrs, r)
			own[name] = true
		}
		for _, set := range ml.setOrder {
			raw, ok := s.GlobalAttrs[set]
			if !ok {
				continue
			}
			switch v := strings.TrimSpace(string(raw)); v {
			case "true":
				e.Globals = append(e.Globals, set)
			case "false":
			default:
				var names []string
				if err := json.Unmarshal(raw, &names); err != nil {
					return nil, fmt.Errorf("%s: globalAttrs %s: %v", s.Name, set, err)
				}
				for _, n := range names {
					if ml.Def.GlobalAttrs[set][n] == nil {
						return nil, fmt.Errorf("%s: globalAttrs %s names %q, which the set lacks", s.Name, set, n)
					}
					if !own[n] {
						e.Partial[set] = append(e.Partial[set], n)
					}
				}
				sort.Strings(e.Partial[set])
			}
		}
		for set := range s.GlobalAttrs {
			if _, ok := ml.Def.GlobalAttrs[set]; !ok {
				return nil, fmt.Errorf("%s: unknown attribute set %s", s.Name, set)
			}
		}
		sortAttrs(e.Attrs)
		var err error
		if e.ARIA, err = parseElementARIA(s.ARIA); err != nil {
			return nil, fmt.Errorf("%s: aria: %v", s.Name, err)
		}
		m.elements = append(m.elements, e)
		m.byKey[s.Name] = e
	}
	if err := applyAttrCorrections(m, corr.attributes); err != nil {
		return nil, err
	}
	if err := applyObsolete(m, &corr.obsolete); err != nil {
		return nil, err
	}
	nsOrder := map[string]int{"HTML": 0, "SVG": 1, "MathML": 2}
	sort.Slice(m.elements, func(i, j int) bool {
		a, b := m.elements[i], m.elements[j]
		if a.NS != b.NS {
			return nsOrder[a.NS] < nsOrder[b.NS]
		}
		return a.Name < b.Name
	})
	return m, nil
}

// attrList returns a pointer to the list "on" names.
func (m *htmlModel) attrList(on string) (*[]*attr, error) {
	if on == "*" {
		on = "#HTMLGlobalAttrs"
	}
	if strings.HasPrefix(on, "#") {
		if _, ok := m.sets[on]; !ok {
			return nil, fmt.Errorf("no attribute set %s", on)
		}
		list := m.sets[on]
		p := &list
		return p, nil
	}
	e := m.byKey[on]
	if e == nil {
		return nil, fmt.Errorf("no element %s", on)
	}
	return &e.Attrs, nil
}

// store writes a list back (sets are held by value in the map).
func (m *htmlModel) store(on string, list []*attr) {
	if on == "*" {
		on = "#HTMLGlobalAttrs"
	}
	if strings.HasPrefix(on, "#") {
		m.sets[on] = list
		return
	}
	m.byKey[on].Attrs = list
}

// dropFromNamespace takes attribute name away from every element whose
// key starts with prefix ("svg:", "mml:"): from its own attributes, and
// from the shared sets it takes, which it then takes in part (all members
// but name). It returns how many elements had it.
func dropFromNamespace(m *htmlModel, prefix, name string) int {
	n := 0
	for _, e := range m.elements {
		if !strings.HasPrefix(e.key, prefix) {
			continue
		}
		had := false
		if j := findGenAttr(e.Attrs, name); j >= 0 {
			e.Attrs = append(e.Attrs[:j:j], e.Attrs[j+1:]...)
			had = true
		}
		for set, names := range e.Partial {
			if k := sort.SearchStrings(names, name); k < len(names) && names[k] == name {
				e.Partial[set] = append(names[:k:k], names[k+1:]...)
				had = true
			}
		}
		for gi := 0; gi < len(e.Globals); gi++ {
			set := e.Globals[gi]
			if findGenAttr(m.sets[set], name) < 0 {
				continue
			}
			var names []string
			for _, a := range m.sets[set] {
				if a.Name != name {
					names = append(names, a.Name)
				}
			}
			sort.Strings(names)
			if e.Partial == nil {
				e.Partial = map[string][]string{}
			}
			e.Partial[set] = names
			e.Globals = append(e.Globals[:gi:gi], e.Globals[gi+1:]...)
			gi--
			had = true
		}
		if had {
			n++
		}
	}
	return n
}

func findGenAttr(list []*attr, name string) int {
	for i, a := range list {
		if a.Name == name {
			return i
		}
	}
	return -1
}

func applyAttrCorrections(m *htmlModel, rows []attrCorrection) error {
	for i, r := range rows {
		for _, on := range r.On {
			if ns, ok := strings.CutSuffix(on, ":*"); ok {
				if !r.Drop {
					return fmt.Errorf("attributes.json: row %d: %q takes only drop", i+1, on)
				}
				if n := dropFromNamespace(m, ns+":", r.Attr); n == 0 {
					return fmt.Errorf("attributes.json: row %d: no element of %s takes %s", i+1, on, r.Attr)
				}
				continue
			}
			if r.Attr == "*" {
				e := m.byKey[on]
				if e == nil || r.Drop {
					return fmt.Errorf("attributes.json: row %d: attr \"*\" needs an element and no drop", i+1)
				}
				e.AnyAttribute = true
				continue
			}
			p, err := m.attrList(on)
			if err != nil {
				return fmt.Errorf("attributes.json: row %d: %v", i+1, err)
			}
			list := *p
			j := findGenAttr(list, r.Attr)
			if e := m.byKey[on]; e != nil && j < 0 {
				// A member of a set the element takes in part.
				for set, names := range e.Partial {
					if k := sort.SearchStrings(names, r.Attr); k < len(names) && names[k] == r.Attr {
						if r.Drop {
							e.Partial[set] = append(names[:k:k], names[k+1:]...)
						}
						j = -2
					}
				}
			}
			switch {
			case r.Drop && j == -2:
				continue
			case r.Drop && j >= 0:
				list = append(list[:j:j], list[j+1:]...)
			case r.Drop:
				// Pins the absence.
			case j >= 0:
				a := list[j]
				if r.Type != nil {
					a.Type = *r.Type
				}
				if r.Condition != nil {
					a.Condition = *r.Condition
					a.conditions = nil
					if a.Condition != "" {
						a.conditions = []string{a.Condition}
					}
				}
				if r.Required != nil {
					a.Required = *r.Required
				}
				if r.RequiredIf != nil {
					a.RequiredIf = *r.RequiredIf
				}
				if r.RequiredEither != nil {
					a.RequiredEither = *r.RequiredEither
				}
				a.Section = r.Section
			default:
				a := &attr{Name: r.Attr, Status: "Current", Source: "FromCorrections", Section: r.Section}
				if r.Type != nil {
					a.Type = *r.Type
				}
				if r.Condition != nil {
					a.Condition = *r.Condition
				}
				list = append(list, a)
				sortAttrs(list)
			}
			m.store(on, list)
		}
	}
	return nil
}

// applyObsolete gives the elements and attributes of HTML §16 their status
// and replacement, adding the ones the source lacks.
func applyObsolete(m *htmlModel, t *obsoleteTable) error {
	listed := map[string]bool{}
	for _, r := range t.Elements {
		st, err := statusOf(r.Section)
		if err != nil {
			return err
		}
		for _, name := range r.Names {
			e := m.byKey[name]
			if e == nil {
				e = &element{key: name, Name: name, NS: "HTML", Source: "FromCorrections", Partial: map[string][]string{},
					Globals: []string{"#HTMLGlobalAttrs", "#GlobalEventAttrs", "#ARIAAttrs"}}
				m.elements = append(m.elements, e)
				m.byKey[name] = e
			}
			e.Status, e.Replacement, e.Section = st, r.Replacement, r.Section
			listed[name] = true
		}
	}
	for _, e := range m.elements {
		if e.Status == "markuplint-obsolete" {
			return fmt.Errorf("markuplint marks element %s obsolete; obsolete.json does not list it", e.key)
		}
	}
	for i, r := range t.Attributes {
		st, err := statusOf(r.Section)
		if err != nil {
			return err
		}
		if r.ConformingValue != "" && st != "ObsoleteConforming" {
			return fmt.Errorf("obsolete.json: attribute row %d: conformingValue is for #obsolete-but-conforming-features rows", i+1)
		}
		for _, on := range r.On {
			p, err := m.attrList(on)
			if err != nil {
				return fmt.Errorf("obsolete.json: attribute row %d: %v", i+1, err)
			}
			list := *p
			for _, name := range r.Attrs {
				j := findGenAttr(list, name)
				if j < 0 {
					list = append(list, &attr{Name: name, Source: "FromCorrections"})
					j = len(list) - 1
				}
				a := list[j]
				if a.Section != "" && a.Status != "Current" && a.Status != "markuplint-obsolete" {
					return fmt.Errorf("obsolete.json: %s on %s is listed twice", name, on)
				}
				a.Status, a.Replacement, a.Section, a.ConformingValue = st, r.Replacement, r.Section, r.ConformingValue
			}
			sortAttrs(list)
			m.store(on, list)
			if e := m.byKey[on]; e != nil {
				// An obsolete attribute the element took from a shared set
				// is now its own row.
				for set, names := range e.Partial {
					var keep []string
					for _, n := range names {
						if findGenAttr(list, n) < 0 {
							keep = append(keep, n)
						}
					}
					e.Partial[set] = keep
				}
			}
		}
	}
	check := func(where string, attrs []*attr) error {
		for _, a := range attrs {
			if a.Status == "markuplint-obsolete" {
				return fmt.Errorf("markuplint marks %s on %s obsolete; obsolete.json does not list it", a.Name, where)
			}
		}
		return nil
	}
	for set, attrs := range m.sets {
		if err := check(set, attrs); err != nil {
			return err
		}
	}
	for _, e := range m.elements {
		if err := check(e.key, e.Attrs); err != nil {
			return err
		}
	}
	return nil
}
