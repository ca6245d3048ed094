package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// event is an event handler content attribute row.
type event struct {
	Name     string
	Elements []string
	Source   string
}

// buildEvents lists the event handler content attributes: the names of
// html-event-attributes, and markuplint's, which say which ones every HTML
// element takes (#GlobalEventAttrs) and which only some do (body takes the
// handlers of the Window object, HTML §8.1.8.2). A name
// html-event-attributes has that markuplint places nowhere is an error:
// the generator would not know its elements.
func buildEvents(dataDir string, ml *mlRoot) ([]*event, error) {
	path := filepath.Join(dataDir, "html-event-attributes", "events.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	listed := map[string]bool{}
	for _, n := range names {
		listed[n] = true
	}
	byName := map[string]*event{}
	add := func(name, el string) {
		e := byName[name]
		if e == nil {
			e = &event{Name: name, Source: "FromMarkuplint"}
			if listed[name] {
				e.Source = "FromEventAttributes"
			}
			byName[name] = e
		}
		if el != "" {
			e.Elements = append(e.Elements, el)
		}
	}
	global := ml.Def.GlobalAttrs["#GlobalEventAttrs"]
	for name := range global {
		add(name, "")
	}
	for _, s := range ml.Specs {
		if strings.Contains(s.Name, ":") {
			continue // SVG and MathML: HTML's event handlers are what is listed
		}
		for name := range s.Attributes {
			if _, ok := global[name]; strings.HasPrefix(name, "on") && !ok {
				add(name, s.Name)
			}
		}
	}
	for _, n := range names {
		if byName[n] == nil {
			return nil, fmt.Errorf("html-event-attributes lists %s, which markuplint places on no element", n)
		}
	}
	out := make([]*event, 0, len(byName))
	for _, name := range sortedKeys(byName) {
		sort.Strings(byName[name].Elements)
		out = append(out, byName[name])
	}
	return out, nil
}
