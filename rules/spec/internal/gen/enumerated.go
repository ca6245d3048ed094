package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// kw is a keyword of an enumerated attribute.
type kw struct {
	Value, State  string
	NonConforming bool
}

// enumEntry is an enumerated attribute on one element (a candidate) or,
// after grouping, on several.
type enumEntry struct {
	on            string // markuplint's element name, or "*"
	elements      []string
	name, context string
	caseSensitive bool
	customPrefix  string
	keywords      []kw
	missing       string
	invalid       string
	otherStates   []string
	canon         map[string]string
	doc           string
	source        string
	sections      []string
	// union: the source's type is keywords or something else; it is an
	// enumerated attribute only when a correction says so.
	union bool
	order int
}

// key identifies the entry's facts, elements aside.
func (e *enumEntry) key() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%s|%v|%s|%s|%s|%s|", e.name, e.context, e.caseSensitive, e.customPrefix, e.missing, e.invalid, e.doc)
	for _, k := range e.keywords {
		fmt.Fprintf(&b, "%q=%q/%v;", k.Value, k.State, k.NonConforming)
	}
	return b.String()
}

// stateName writes a default as the standard's state name, lowercased and
// hyphenated ("No CORS" is "no-cors").
func stateName(s string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "-")
}

// mlEnum is markuplint's keyword type.
type mlEnum struct {
	Enum            []string            `json:"enum"`
	CaseInsensitive *bool               `json:"caseInsensitive"`
	Missing         string              `json:"missingValueDefault"`
	Invalid         string              `json:"invalidValueDefault"`
	SameStates      map[string][]string `json:"sameStates"`
}

func enumFrom(raw json.RawMessage) (*mlEnum, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '{' {
		return nil, false
	}
	var e mlEnum
	if err := json.Unmarshal(raw, &e); err != nil || e.Enum == nil {
		return nil, false
	}
	return &e, true
}

// newEnumEntry reads keywords and defaults.
func newEnumEntry(on, name, context string, e *mlEnum) *enumEntry {
	out := &enumEntry{on: on, name: name, context: context, source: "FromMarkuplint",
		caseSensitive: e.CaseInsensitive != nil && !*e.CaseInsensitive,
		missing:       stateName(e.Missing), invalid: stateName(e.Invalid)}
	state := map[string]string{}
	for s, syns := range e.SameStates {
		for _, v := range syns {
			state[v] = s
		}
	}
	for _, v := range e.Enum {
		if !out.caseSensitive {
			v = strings.ToLower(v)
		}
		st := v
		if s, ok := state[v]; ok {
			st = s
		}
		out.keywords = append(out.keywords, kw{Value: v, State: st})
	}
	return out
}

var simpleCondition = regexp.MustCompile(`^\[([a-z-]+)(~?)='([^']*)' i\]$`)

// contextOf turns a condition of the form "[a='x' i], [a='y' i]" (or
// "~=") into a context "a=x|y"; ok is false for any other condition.
func contextOf(conds []string) (string, bool) {
	if len(conds) == 0 {
		return "", true
	}
	attr, op := "", ""
	var values []string
	for _, c := range conds {
		m := simpleCondition.FindStringSubmatch(strings.TrimSpace(c))
		if m == nil || attr != "" && (m[1] != attr || m[2] != op) {
			return "", false
		}
		attr, op = m[1], m[2]
		values = append(values, strings.ToLower(m[3]))
	}
	return attr + op + "=" + strings.Join(values, "|"), true
}

// candidates reads the enumerated attributes of one attribute row.
func candidates(on string, a *attr) ([]*enumEntry, error) {
	raw := bytes.TrimSpace(a.rawType)
	if len(raw) == 0 {
		return nil, nil
	}
	if e, ok := enumFrom(raw); ok {
		ctx, ok := contextOf(a.conditions)
		if !ok {
			ctx = "" // the condition says where the attribute is allowed, not what its keywords are
		}
		return []*enumEntry{newEnumEntry(on, a.Name, ctx, e)}, nil
	}
	if raw[0] != '[' {
		return nil, nil
	}
	var members []json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil {
		return nil, err
	}
	var out []*enumEntry
	conditional, enums := 0, 0
	for _, m := range members {
		var branch struct {
			Condition json.RawMessage `json:"condition"`
			Type      json.RawMessage `json:"type"`
		}
		if json.Unmarshal(m, &branch) == nil && branch.Condition != nil {
			conditional++
			e, ok := enumFrom(branch.Type)
			if !ok {
				continue
			}
			conds, err := stringOrList(branch.Condition)
			if err != nil {
				return nil, err
			}
			ctx, ok := contextOf(conds)
			if !ok {
				return nil, fmt.Errorf("%s@%s: keywords under condition %v, which no context can say", on, a.Name, conds)
			}
			out = append(out, newEnumEntry(on, a.Name, ctx, e))
			continue
		}
		if e, ok := enumFrom(m); ok {
			enums++
			ctx, _ := contextOf(a.conditions)
			c := newEnumEntry(on, a.Name, ctx, e)
			c.union = true
			out = append(out, c)
		}
	}
	if conditional > 0 && conditional != len(members) {
		return nil, fmt.Errorf("%s@%s: a type mixing conditional and plain members", on, a.Name)
	}
	if conditional > 0 && len(out) != conditional {
		return nil, nil // some branches are not keywords: not an enumerated attribute
	}
	if enums > 1 {
		return nil, fmt.Errorf("%s@%s: a union of several keyword lists", on, a.Name)
	}
	return out, nil
}

// buildEnumerated derives the enumerated attributes of current HTML
// elements from markuplint, applies enumerated.json, and groups elements
// whose entries agree.
func buildEnumerated(ml *mlRoot, m *htmlModel, corr *corrections) ([]*enumEntry, error) {
	var cands []*enumEntry
	add := func(on string, a *attr) error {
		if a.Status != "Current" || a.Deprecated || a.NonStandard {
			return nil
		}
		cs, err := candidates(on, a)
		if err != nil {
			return err
		}
		for _, c := range cs {
			c.order = len(cands)
			cands = append(cands, c)
		}
		return nil
	}
	for _, a := range m.sets["#HTMLGlobalAttrs"] {
		if err := add("*", a); err != nil {
			return nil, err
		}
	}
	for _, e := range m.elements {
		if e.NS != "HTML" || e.Status != "Current" || e.NonStandard {
			continue
		}
		for _, a := range e.Attrs {
			if err := add(e.key, a); err != nil {
				return nil, err
			}
		}
		for _, set := range sortedKeys(e.Partial) {
			for _, name := range e.Partial[set] {
				if i := findGenAttr(m.sets[set], name); i >= 0 {
					if err := add(e.key, m.sets[set][i]); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].order < cands[j].order })

	// Corrections, row by row.
	for i, r := range corr.enumerated {
		for _, on := range r.On {
			var hit []*enumEntry
			for _, c := range cands {
				if c.on == on && c.name == r.Attr && c.context == r.Context {
					hit = append(hit, c)
				}
			}
			if len(hit) == 0 {
				switch {
				case r.Keywords != nil:
					c := &enumEntry{on: on, name: r.Attr, context: r.Context, source: "FromCorrections", order: len(cands)}
					cands = append(cands, c)
					hit = []*enumEntry{c}
				case r.Exclude:
					continue // pins the absence
				default:
					return nil, fmt.Errorf("enumerated.json: row %d: the sources give %s@%s no keywords (context %q); give keywords to add it", i+1, on, r.Attr, r.Context)
				}
			}
			for _, c := range hit {
				if err := applyEnumCorrection(c, &r); err != nil {
					return nil, fmt.Errorf("enumerated.json: row %d (%s@%s): %v", i+1, on, r.Attr, err)
				}
			}
		}
	}
	var kept []*enumEntry
	for _, c := range cands {
		if c.union || c.name == "" {
			continue
		}
		kept = append(kept, c)
	}

	// Derived facts, docs, and the drop of element entries that repeat
	// the global one.
	global := map[string]string{}
	usedDocs := map[string]bool{}
	for _, c := range kept {
		deriveStates(c)
		doc, key := lookupDoc(corr.docs, c)
		if doc == "" {
			return nil, fmt.Errorf("docs.json: no line for %s@%s (key %q, or a shorter one)", c.on, c.name, docKeys(c)[0])
		}
		c.doc = doc
		usedDocs[key] = true
		if c.on == "*" {
			global[c.name] = c.key()
		}
	}
	for _, k := range sortedKeys(corr.docs) {
		if !usedDocs[k] {
			return nil, fmt.Errorf("docs.json: %q documents no enumerated attribute", k)
		}
	}
	groups := map[string]*enumEntry{}
	var out []*enumEntry
	for _, c := range kept {
		k := c.key()
		if c.on != "*" && global[c.name] == k {
			continue
		}
		el := c.on
		if g := groups[k]; g != nil {
			g.elements = append(g.elements, el)
			g.sections = append(g.sections, c.sections...)
			if c.source == "FromCorrections" {
				g.source = c.source
			}
			continue
		}
		c.elements = []string{el}
		groups[k] = c
		out = append(out, c)
	}
	for _, g := range out {
		sort.Strings(g.elements)
		sort.Strings(g.sections)
		g.sections = dedupe(g.sections)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.on == "*") != (b.on == "*") {
			return a.on == "*"
		}
		if a.name != b.name {
			return a.name < b.name
		}
		return a.order < b.order
	})
	return out, nil
}

func dedupe(s []string) []string {
	var out []string
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func applyEnumCorrection(c *enumEntry, r *enumCorrection) error {
	c.sections = append(c.sections, r.Section)
	if r.Exclude {
		c.name = "" // dropped
		return nil
	}
	if r.Enumerated {
		if !c.union {
			return fmt.Errorf("enumerated is for union types; this one is keywords only")
		}
		c.union = false
	}
	if r.Keywords != nil {
		c.keywords = nil
		for _, k := range r.Keywords {
			c.keywords = append(c.keywords, kw(k))
		}
	}
	for _, v := range r.Remove {
		for j, k := range c.keywords {
			if k.Value == v {
				c.keywords = append(c.keywords[:j:j], c.keywords[j+1:]...)
				break
			}
		}
	}
	for _, k := range r.Add {
		for _, old := range c.keywords {
			if old.Value == k.Value {
				return fmt.Errorf("add: keyword %q is there already", k.Value)
			}
		}
		c.keywords = append(c.keywords, kw(k))
	}
	for _, v := range sortedKeys(r.States) {
		found := false
		for j := range c.keywords {
			if c.keywords[j].Value == v {
				c.keywords[j].State, found = r.States[v], true
			}
		}
		if !found {
			return fmt.Errorf("states: no keyword %q", v)
		}
	}
	if r.Missing != nil {
		c.missing = *r.Missing
	}
	if r.Invalid != nil {
		c.invalid = *r.Invalid
	}
	if r.SetContext != nil {
		c.context = *r.SetContext
	}
	if r.CaseSensitive != nil {
		c.caseSensitive = *r.CaseSensitive
	}
	if r.CustomPrefix != nil {
		c.customPrefix = *r.CustomPrefix
	}
	if len(c.keywords) == 0 {
		return fmt.Errorf("no keywords left")
	}
	return nil
}

// deriveStates puts the empty keyword after the keyword named like its
// state, fills in the states no keyword reaches and, where a state has
// several non-empty conforming keywords, says which one is canonical (the
// one named like the state, as the source's sameStates puts it).
func deriveStates(c *enumEntry) {
	// The empty keyword is a synonym: list it after the keyword named
	// like its state, so that messages offer that one first.
	for i, k := range c.keywords {
		if k.Value != "" {
			continue
		}
		for j := i + 1; j < len(c.keywords); j++ {
			if c.keywords[j].Value == k.State {
				copy(c.keywords[i:j], c.keywords[i+1:j+1])
				c.keywords[j] = k
				break
			}
		}
		break
	}
	has := map[string]bool{}
	for _, k := range c.keywords {
		has[k.State] = true
	}
	c.otherStates = nil
	for _, s := range []string{c.missing, c.invalid} {
		if s != "" && !has[s] {
			c.otherStates = append(c.otherStates, s)
			has[s] = true
		}
	}
	if c.customPrefix != "" {
		c.otherStates = append(c.otherStates, "custom")
	}
	count := map[string]int{}
	for _, k := range c.keywords {
		if !k.NonConforming && k.Value != "" {
			count[k.State]++
		}
	}
	c.canon = nil
	for _, k := range c.keywords {
		if count[k.State] > 1 && k.Value == k.State && !k.NonConforming {
			if c.canon == nil {
				c.canon = map[string]string{}
			}
			c.canon[k.State] = k.Value
		}
	}
}

// docKeys are the keys docs.json is searched by, most specific first.
func docKeys(c *enumEntry) []string {
	ctx := ""
	if c.context != "" {
		ctx = "[" + c.context + "]"
	}
	keys := []string{}
	if c.on != "*" {
		keys = append(keys, c.on+"@"+c.name+ctx, c.on+"@"+c.name)
	}
	return append(keys, c.name+ctx, c.name)
}

func lookupDoc(docs map[string]string, c *enumEntry) (string, string) {
	for _, k := range docKeys(c) {
		if d, ok := docs[k]; ok {
			return d, k
		}
	}
	return "", ""
}
