package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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
	Selector         string
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
	Context, Owned              []string
	NameFrom                    []string
	NameRequired                bool
	ChildrenPresentational      bool
	Source                      string
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
	Owned           []struct {
		Name string `json:"name"`
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

// buildARIA takes roles and properties from aria-query, and from
// markuplint the version each belongs to (1.3 additions), whether it is
// deprecated or global, states versus properties, and the 1.3 roles and
// properties aria-query lacks.
func buildARIA(dataDir string, ml *mlRoot) (*ariaTables, error) {
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
	mlRoles := func(v string) map[string]mlRole {
		out := map[string]mlRole{}
		mv := versions[v]
		for _, list := range [][]mlRole{mv.Roles, mv.GraphicsRoles, mv.DpubRoles} {
			for _, r := range list {
				out[r.Name] = r
			}
		}
		return out
	}
	r12, r13 := mlRoles("1.2"), mlRoles("1.3")
	t := &ariaTables{}
	seen := map[string]bool{}
	for _, r := range aq.Roles {
		out := &role{Name: r.Name, Abstract: r.Abstract, NameRequired: r.AccessibleNameRequired,
			ChildrenPresentational: r.ChildrenPresentational, NameFrom: r.NameFrom, Source: "FromARIAQuery"}
		switch r.Module {
		case "literal", "abstract":
			out.Module = "aria"
		case "dpub", "graphics":
			out.Module = r.Module
		default:
			return nil, fmt.Errorf("aria-query role %s: unknown module %q", r.Name, r.Module)
		}
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
			out.Owned = append(out.Owned, strings.Join(o, " > "))
		}
		if _, ok := r12[r.Name]; !ok {
			if _, ok := r13[r.Name]; !ok {
				return nil, fmt.Errorf("aria-query role %s is in neither ARIA 1.2 nor 1.3 of markuplint", r.Name)
			}
			out.Since = "1.3"
		}
		out.Deprecated = r12[r.Name].Deprecated || r13[r.Name].Deprecated
		t.roles = append(t.roles, out)
		seen[r.Name] = true
	}
	for _, name := range sortedKeys(r13) {
		if seen[name] {
			continue
		}
		r := r13[name]
		out := &role{Name: name, Module: "aria", Abstract: r.IsAbstract, Deprecated: r.Deprecated,
			SuperClass: r.Generalization, Context: r.RequiredContext, Owned: r.RequiredOwned,
			NameRequired: r.NameRequired, ChildrenPresentational: r.ChildrenPresent, Source: "FromMarkuplint"}
		if strings.HasPrefix(name, "doc-") {
			out.Module = "dpub"
		} else if strings.HasPrefix(name, "graphics-") {
			out.Module = "graphics"
		}
		if _, ok := r12[name]; !ok {
			out.Since = "1.3"
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
		t.roles = append(t.roles, out)
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
	globals := map[string]bool{}
	seen = map[string]bool{}
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
		globals[p.Name] = info.global
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
		globals[name] = info.global
	}
	for _, r := range t.roles {
		if r.Source == "FromMarkuplint" {
			for _, o := range r13[r.Name].Owned {
				if !globals[o.Name] {
					r.Props = append(r.Props, o.Name)
				}
			}
			sort.Strings(r.Props)
		}
	}
	sort.Slice(t.roles, func(i, j int) bool { return t.roles[i].Name < t.roles[j].Name })
	sort.Slice(t.props, func(i, j int) bool { return t.props[i].Name < t.props[j].Name })
	return t, nil
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
