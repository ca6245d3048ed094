package main

import "sort"

// buildBooleans lists the boolean attributes (HTML §2.3.2) of current HTML
// elements by element ("*" for global attributes, not repeated under an
// element): attributes of type Boolean that are current and that the
// source does not mark non-standard or deprecated.
func buildBooleans(m *htmlModel) map[string][]string {
	ok := func(a *attr) bool {
		return a.Type == "Boolean" && a.Status == "Current" && !a.NonStandard && !a.Deprecated
	}
	out := map[string][]string{}
	global := map[string]bool{}
	for _, a := range m.sets["#HTMLGlobalAttrs"] {
		if ok(a) {
			out["*"] = append(out["*"], a.Name)
			global[a.Name] = true
		}
	}
	for _, e := range m.elements {
		if e.NS != "HTML" || e.Status != "Current" || e.NonStandard {
			continue
		}
		var names []string
		consider := func(a *attr) {
			if ok(a) && !global[a.Name] {
				names = append(names, a.Name)
			}
		}
		for _, a := range e.Attrs {
			consider(a)
		}
		for _, set := range sortedKeys(e.Partial) {
			for _, n := range e.Partial[set] {
				if i := findGenAttr(m.sets[set], n); i >= 0 {
					consider(m.sets[set][i])
				}
			}
		}
		if len(names) > 0 {
			sort.Strings(names)
			out[e.Name] = dedupe(names)
		}
	}
	sort.Strings(out["*"])
	return out
}
