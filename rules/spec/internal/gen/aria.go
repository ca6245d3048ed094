package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/rules/spec/internal/ojson"
)

// elementARIA is package spec's ElementARIA as the generator builds it.
type elementARIA struct {
	ImplicitRole     string
	AnyRole          bool
	PermittedRoles   []string
	NamingProhibited bool
	Conditions       []ariaCondition
}

type ariaCondition struct {
	Selector string
	// Section is that of the correction that rewrote Selector.
	Section          string
	HasImplicitRole  bool
	ImplicitRole     string
	HasPermitted     bool
	AnyRole          bool
	PermittedRoles   []string
	NamingProhibited bool
}

// mlElementARIA is one level of markuplint's per-element ARIA object.
type mlElementARIA struct {
	ImplicitRole     json.RawMessage `json:"implicitRole"`
	PermittedRoles   json.RawMessage `json:"permittedRoles"`
	NamingProhibited *bool           `json:"namingProhibited"`
	Conditions       json.RawMessage `json:"conditions"`
}

// parseElementARIA reads markuplint's ARIA object of an element for
// WAI-ARIA 1.2: its latest facts, with its "1.2" overrides applied.
func parseElementARIA(raw json.RawMessage) (elementARIA, error) {
	var out elementARIA
	var top mlElementARIA
	if err := json.Unmarshal(raw, &top); err != nil {
		return out, err
	}
	var versions map[string]json.RawMessage
	if err := json.Unmarshal(raw, &versions); err != nil {
		return out, err
	}
	if o, ok := versions["1.2"]; ok {
		var over mlElementARIA
		if err := json.Unmarshal(o, &over); err != nil {
			return out, err
		}
		if over.ImplicitRole != nil {
			top.ImplicitRole = over.ImplicitRole
		}
		if over.PermittedRoles != nil {
			top.PermittedRoles = over.PermittedRoles
		}
		if over.NamingProhibited != nil {
			top.NamingProhibited = over.NamingProhibited
		}
		if over.Conditions != nil {
			top.Conditions = over.Conditions
		}
	}
	var err error
	if _, out.ImplicitRole, err = implicitRole(top.ImplicitRole); err != nil {
		return out, err
	}
	if _, out.AnyRole, out.PermittedRoles, err = permitted(top.PermittedRoles); err != nil {
		return out, err
	}
	out.NamingProhibited = top.NamingProhibited != nil && *top.NamingProhibited
	if c := bytes.TrimSpace(top.Conditions); len(c) > 0 && string(c) != "false" {
		n, err := ojson.Parse(c)
		if err != nil {
			return out, err
		}
		for i, sel := range n.Keys {
			var m mlElementARIA
			if err := json.Unmarshal(n.Vals[i].Format(0), &m); err != nil {
				return out, err
			}
			ac := ariaCondition{Selector: sel}
			if ac.HasImplicitRole, ac.ImplicitRole, err = implicitRole(m.ImplicitRole); err != nil {
				return out, err
			}
			if ac.HasPermitted, ac.AnyRole, ac.PermittedRoles, err = permitted(m.PermittedRoles); err != nil {
				return out, err
			}
			ac.NamingProhibited = m.NamingProhibited != nil && *m.NamingProhibited
			out.Conditions = append(out.Conditions, ac)
		}
	}
	return out, nil
}

// implicitRole reads a role name or false.
func implicitRole(raw json.RawMessage) (set bool, role string, err error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return false, "", nil
	}
	if string(raw) == "false" {
		return true, "", nil
	}
	err = json.Unmarshal(raw, &role)
	return true, role, err
}

// permitted reads true (any role), false (none), a list of roles, or an
// object naming accessibility API mappings (any role of them: SVG's).
func permitted(raw json.RawMessage) (set, any bool, roles []string, err error) {
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) == 0:
		return false, false, nil, nil
	case string(raw) == "true" || raw[0] == '{':
		return true, true, nil, nil
	case string(raw) == "false":
		return true, false, nil, nil
	}
	// A list of role names; an entry may be {"name": ..., "deprecated":
	// true}, a role permitted but deprecated (which the role table says).
	var list []json.RawMessage
	if err = json.Unmarshal(raw, &list); err != nil {
		return false, false, nil, err
	}
	for _, item := range list {
		var name string
		if json.Unmarshal(item, &name) != nil {
			var obj struct {
				Name string `json:"name"`
			}
			if err := json.Unmarshal(item, &obj); err != nil || obj.Name == "" {
				return false, false, nil, fmt.Errorf("permitted role %s", item)
			}
			name = obj.Name
		}
		roles = append(roles, name)
	}
	return true, false, roles, nil
}

// role and property rows as the generator builds them.
type role struct {
	Name, Module                string
	Abstract                    bool
	Since                       string
	Deprecated                  bool
	SuperClass                  []string
	Props, Required, Prohibited []string
	RequiredFocusable           []string
	Context, Owned              []string
	NameFrom                    []string
	NameRequired                bool
	ChildrenPresentational      bool
	Source                      string
	// Sections are those of the corrections that changed the row.
	Sections []string
	// Draft is the row of the WAI-ARIA 1.3 draft, when it differs.
	Draft *role
}

type ariaProp struct {
	Name           string
	State          bool
	Type           string
	Values         []string
	AllowUndefined bool
	Global         bool
	Deprecated     bool
	Since          string
	Source         string
}

type ariaTables struct {
	roles []*role
	props []*ariaProp
}

// mlARIAVersion is one version of markuplint's #aria definitions.
type mlARIAVersion struct {
	Roles         []mlRole `json:"roles"`
	GraphicsRoles []mlRole `json:"graphicsRoles"`
	DpubRoles     []mlRole `json:"dpubRoles"`
	Props         []struct {
		Name       string   `json:"name"`
		Type       string   `json:"type"`
		Value      string   `json:"value"`
		Enum       []string `json:"enum"`
		IsGlobal   bool     `json:"isGlobal"`
		Deprecated bool     `json:"deprecated"`
	} `json:"props"`
}

type mlRole struct {
	Name            string   `json:"name"`
	Generalization  []string `json:"generalization"`
	IsAbstract      bool     `json:"isAbstract"`
	Deprecated      bool     `json:"deprecated"`
	RequiredContext []string `json:"requiredContextRole"`
	RequiredOwned   []string `json:"requiredOwnedElements"`
	NameRequired    bool     `json:"accessibleNameRequired"`
	NameFromAuthor  bool     `json:"accessibleNameFromAuthor"`
	NameFromContent bool     `json:"accessibleNameFromContent"`
	NameProhibited  bool     `json:"accessibleNameProhibited"`
	ChildrenPresent bool     `json:"childrenPresentational"`
	Prohibited      []string `json:"prohibitedProperties"`
	Owned           []struct {
		Name     string `json:"name"`
		Required bool   `json:"required"`
		// RequiredCondition "focusable": required only on a focusable
		// element (separator's aria-valuenow).
		RequiredCondition string `json:"requiredCondition"`
	} `json:"ownedProperties"`
}

// aqFile is data/aria-query/aria.json.
type aqFile struct {
	Roles []struct {
		Name                   string                     `json:"name"`
		Module                 string                     `json:"module"`
		Abstract               bool                       `json:"abstract"`
		AccessibleNameRequired bool                       `json:"accessibleNameRequired"`
		ChildrenPresentational bool                       `json:"childrenPresentational"`
		NameFrom               []string                   `json:"nameFrom"`
		ProhibitedProps        []string                   `json:"prohibitedProps"`
		Props                  map[string]json.RawMessage `json:"props"`
		RequiredContextRole    []string                   `json:"requiredContextRole"`
		RequiredOwnedElements  [][]string                 `json:"requiredOwnedElements"`
		RequiredProps          map[string]json.RawMessage `json:"requiredProps"`
		SuperClass             [][]string                 `json:"superClass"`
	} `json:"roles"`
	Props []struct {
		Name           string `json:"name"`
		Type           string `json:"type"`
		Values         []any  `json:"values"`
		AllowUndefined bool   `json:"allowundefined"`
	} `json:"props"`
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// buildARIA builds the role and property tables. WAI-ARIA's own roles
// come from markuplint's ARIA 1.2 tables (Roles) and 1.3 tables (the
// draft's new roles, and Draft where a role's row differs), which
// transcribe the W3C texts; the test of package spec holds every row to
// the texts (testdata/wai-aria). DPub-ARIA and Graphics-ARIA roles, and
// the types and values of the states and properties, come from
// aria-query; markuplint says which version each property belongs to,
// whether it is deprecated or global, and states from properties.
// corrections/aria.json changes rows where a source and the text
// disagree.
func buildARIA(dataDir string, ml *mlRoot, corr []ariaCorrection) (*ariaTables, error) {
	var aq aqFile
	path := filepath.Join(dataDir, "aria-query", "aria.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &aq); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	versions := map[string]*mlARIAVersion{}
	for _, v := range []string{"1.2", "1.3"} {
		raw, ok := ml.Def.ARIA[v]
		if !ok {
			return nil, fmt.Errorf("markuplint has no ARIA %s tables", v)
		}
		var mv mlARIAVersion
		if err := json.Unmarshal(raw, &mv); err != nil {
			return nil, fmt.Errorf("markuplint ARIA %s: %v", v, err)
		}
		versions[v] = &mv
	}
	type mlProp struct {
		state, global, deprecated bool
		enum                      []string
		value                     string
	}
	mlProps := func(v string) map[string]mlProp {
		out := map[string]mlProp{}
		for _, p := range versions[v].Props {
			out[p.Name] = mlProp{state: p.Type == "state", global: p.IsGlobal, deprecated: p.Deprecated, enum: p.Enum, value: p.Value}
		}
		return out
	}
	p12, p13 := mlProps("1.2"), mlProps("1.3")
	globals := func(ps map[string]mlProp) map[string]bool {
		out := map[string]bool{}
		for name, p := range ps {
			out[name] = p.global
		}
		return out
	}

	// WAI-ARIA's roles, one table per version.
	rows := map[string]map[string]*role{}
	for v, ps := range map[string]map[string]mlProp{"1.2": p12, "1.3": p13} {
		rows[v] = map[string]*role{}
		for _, r := range versions[v].Roles {
			rows[v][r.Name] = mlRoleRow(r, globals(ps))
		}
		inherit(rows[v])
		for i, c := range corr {
			if c.Version != v {
				continue
			}
			r := rows[v][c.Role]
			if r == nil {
				return nil, fmt.Errorf("aria.json: row %d: WAI-ARIA %s has no role %q", i+1, v, c.Role)
			}
			if err := c.apply(r); err != nil {
				return nil, fmt.Errorf("aria.json: row %d (%s): %v", i+1, c.Role, err)
			}
		}
	}
	t := &ariaTables{}
	for _, name := range sortedKeys(rows["1.2"]) {
		r := rows["1.2"][name]
		if d := rows["1.3"][name]; d != nil && !sameRole(r, d) {
			r.Draft = d
		}
		t.roles = append(t.roles, r)
	}
	for _, name := range sortedKeys(rows["1.3"]) {
		if rows["1.2"][name] == nil {
			r := rows["1.3"][name]
			r.Since = "1.3"
			t.roles = append(t.roles, r)
		}
	}

	// DPub-ARIA and Graphics-ARIA roles, from aria-query.
	mlOther := map[string]bool{}
	for _, mv := range versions {
		for _, list := range [][]mlRole{mv.GraphicsRoles, mv.DpubRoles} {
			for _, r := range list {
				mlOther[r.Name] = true
			}
		}
	}
	for _, r := range aq.Roles {
		switch r.Module {
		case "literal", "abstract":
			if rows["1.2"][r.Name] == nil && rows["1.3"][r.Name] == nil {
				return nil, fmt.Errorf("aria-query role %s is in neither ARIA 1.2 nor 1.3 of markuplint", r.Name)
			}
			continue
		case "dpub", "graphics":
		default:
			return nil, fmt.Errorf("aria-query role %s: unknown module %q", r.Name, r.Module)
		}
		if !mlOther[r.Name] {
			return nil, fmt.Errorf("aria-query role %s is in neither ARIA 1.2 nor 1.3 of markuplint", r.Name)
		}
		out := &role{Name: r.Name, Module: r.Module, Abstract: r.Abstract, NameRequired: r.AccessibleNameRequired,
			ChildrenPresentational: r.ChildrenPresentational, NameFrom: r.NameFrom, Source: "FromARIAQuery"}
		for _, chain := range r.SuperClass {
			if len(chain) > 0 {
				out.SuperClass = append(out.SuperClass, chain[len(chain)-1])
			}
		}
		out.Props = sortedKeys(r.Props)
		out.Required = sortedKeys(r.RequiredProps)
		out.Prohibited = r.ProhibitedProps
		out.Context = r.RequiredContextRole
		for _, o := range r.RequiredOwnedElements {
			// aria-query writes the owned element first and its
			// container after ("row", "rowgroup"); the tables write the
			// container first, "rowgroup > row".
			o = slices.Clone(o)
			slices.Reverse(o)
			out.Owned = append(out.Owned, strings.Join(o, " > "))
		}
		t.roles = append(t.roles, out)
	}

	globalNames := map[string]bool{}
	seen := map[string]bool{}
	for _, p := range aq.Props {
		info, ok := p12[p.Name]
		since := ""
		if !ok {
			if info, ok = p13[p.Name]; !ok {
				return nil, fmt.Errorf("aria-query property %s is in neither ARIA 1.2 nor 1.3 of markuplint", p.Name)
			}
			since = "1.3"
		}
		out := &ariaProp{Name: p.Name, State: info.state, Type: p.Type, AllowUndefined: p.AllowUndefined,
			Global: info.global, Deprecated: info.deprecated, Since: since, Source: "FromARIAQuery"}
		for _, v := range p.Values {
			out.Values = append(out.Values, fmt.Sprint(v))
		}
		t.props = append(t.props, out)
		seen[p.Name] = true
		globalNames[p.Name] = info.global
	}
	for _, name := range sortedKeys(p13) {
		if seen[name] {
			continue
		}
		info := p13[name]
		out := &ariaProp{Name: name, State: info.state, Type: mlValueType(info.value), Values: info.enum,
			Global: info.global, Deprecated: info.deprecated, Source: "FromMarkuplint"}
		if _, ok := p12[name]; !ok {
			out.Since = "1.3"
		}
		t.props = append(t.props, out)
		globalNames[name] = info.global
	}
	// The states and properties a DPub or Graphics role supports include
	// those of its superclasses (WAI-ARIA 1.2 §5.2.4, "Inherited States
	// and Properties"), WAI-ARIA's own roles among them.
	byName := map[string]*role{}
	for _, r := range t.roles {
		byName[r.Name] = r
	}
	for _, r := range t.roles {
		if r.Module != "aria" {
			props := map[string]bool{}
			for _, p := range r.Props {
				props[p] = true
			}
			addInherited(byName, r, props, map[string]bool{})
			r.Props = nil
			for _, p := range sortedKeys(props) {
				if !globalNames[p] && !slices.Contains(r.Required, p) {
					r.Props = append(r.Props, p)
				}
			}
		}
	}
	sort.Slice(t.roles, func(i, j int) bool { return t.roles[i].Name < t.roles[j].Name })
	sort.Slice(t.props, func(i, j int) bool { return t.props[i].Name < t.props[j].Name })
	return t, nil
}

// mlRoleRow reads a role of markuplint's tables: its states and
// properties are those its ownedProperties lists (inherited ones
// included) but the global ones.
func mlRoleRow(r mlRole, globals map[string]bool) *role {
	out := &role{Name: r.Name, Module: "aria", Abstract: r.IsAbstract, Deprecated: r.Deprecated,
		SuperClass: r.Generalization, Context: r.RequiredContext, Owned: r.RequiredOwned,
		Prohibited: r.Prohibited, NameRequired: r.NameRequired, ChildrenPresentational: r.ChildrenPresent,
		Source: "FromMarkuplint"}
	for _, p := range r.Owned {
		switch {
		case p.Required && p.RequiredCondition == "focusable":
			out.RequiredFocusable = append(out.RequiredFocusable, p.Name)
		case p.Required:
			out.Required = append(out.Required, p.Name)
		case !globals[p.Name]:
			out.Props = append(out.Props, p.Name)
		}
	}
	if r.NameFromAuthor {
		out.NameFrom = append(out.NameFrom, "author")
	}
	if r.NameFromContent {
		out.NameFrom = append(out.NameFrom, "contents")
	}
	if r.NameProhibited {
		out.NameFrom = append(out.NameFrom, "prohibited")
	}
	return out
}

// inherit makes each role require what its superclasses require:
// WAI-ARIA 1.2 §5.2.2, required states and properties are "specifically
// required for the role and subclass roles" (menuitemradio requires
// menuitemcheckbox's aria-checked; in 1.2, treeitem option's
// aria-selected). markuplint lists them on the defining role only.
func inherit(rows map[string]*role) {
	var required func(name string, seen map[string]bool) []string
	required = func(name string, seen map[string]bool) []string {
		r := rows[name]
		if r == nil || seen[name] {
			return nil
		}
		seen[name] = true
		out := slices.Clone(r.Required)
		for _, sup := range r.SuperClass {
			out = append(out, required(sup, seen)...)
		}
		return out
	}
	all := map[string][]string{}
	for name := range rows {
		all[name] = required(name, map[string]bool{})
	}
	for name, req := range all {
		r := rows[name]
		slices.Sort(req)
		r.Required = slices.Compact(req)
		r.Props = slices.DeleteFunc(r.Props, func(p string) bool { return slices.Contains(r.Required, p) })
	}
}

// addInherited adds to props the states and properties of r's
// superclasses, transitively.
func addInherited(byName map[string]*role, r *role, props, seen map[string]bool) {
	for _, sup := range r.SuperClass {
		s := byName[sup]
		if s == nil || seen[sup] {
			continue
		}
		seen[sup] = true
		for _, p := range s.Props {
			props[p] = true
		}
		addInherited(byName, s, props, seen)
	}
}

// sameRole reports whether two rows say the same of a role.
func sameRole(a, b *role) bool {
	x, y := *a, *b
	x.Source, y.Source, x.Sections, y.Sections, x.Draft, y.Draft = "", "", nil, nil, nil, nil
	return reflect.DeepEqual(x, y)
}

// mlValueType maps markuplint's value names to aria-query's type names.
func mlValueType(v string) string {
	switch v {
	case "true/false":
		return "boolean"
	case "true/false/undefined":
		return "boolean"
	case "ID reference":
		return "id"
	case "ID reference list":
		return "idlist"
	case "token list":
		return "tokenlist"
	}
	return v
}
