// Command ariaspec reads the characteristics table of every role, and
// which states and properties are global, out of the source of a WAI-ARIA
// specification (index.html of the w3c/aria repository) and writes them
// as JSON: the text the role rows of rules/spec are tested against
// (rules/spec/testdata/wai-aria). Only facts are kept, the lists of names
// each table row holds; no prose.
//
//	git -C aria show 66caad8c529f17439815c31e3ca90e207c11faa8:index.html > /tmp/aria-1.2.html
//	go run ./rules/spec/internal/ariaspec /tmp/aria-1.2.html > rules/spec/testdata/wai-aria/roles-1.2.json
//
// An item keeps the specification's words ("aria-valuenow (if
// focusable)", "rowgroup → row", "group with accessibility child
// option"); the test reads them. A role with no table (a synonym, such as
// none in WAI-ARIA 1.2) is written with the role its description names.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// Role is one role's characteristics, as the specification's table gives
// them.
type Role struct {
	Name string `json:"name"`
	// Synonym is the role the description of a role with no table names
	// ("See synonym presentation").
	Synonym                string   `json:"synonym,omitempty"`
	Abstract               bool     `json:"abstract,omitempty"`
	SuperClass             []string `json:"superClass,omitempty"`
	Context                []string `json:"context,omitempty"`
	Owned                  []string `json:"owned,omitempty"`
	Required               []string `json:"required,omitempty"`
	Supported              []string `json:"supported,omitempty"`
	Prohibited             []string `json:"prohibited,omitempty"`
	NameFrom               []string `json:"nameFrom,omitempty"`
	NameRequired           bool     `json:"nameRequired,omitempty"`
	ChildrenPresentational bool     `json:"childrenPresentational,omitempty"`
}

// Property is a state or property: whether its "Used in Roles" says it is
// global ("All elements of the base markup"), and whether that use is
// deprecated ("Use as a global deprecated in ARIA 1.2").
type Property struct {
	Name             string `json:"name"`
	Global           bool   `json:"global,omitempty"`
	GlobalDeprecated bool   `json:"globalDeprecated,omitempty"`
}

// Spec is what the command writes.
type Spec struct {
	Roles      []Role     `json:"roles"`
	Properties []Property `json:"properties"`
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: ariaspec INDEX.html > roles.json")
		os.Exit(2)
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "ariaspec:", err)
		os.Exit(1)
	}
	defer f.Close()
	spec, err := extract(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ariaspec:", err)
		os.Exit(1)
	}
	out, err := json.MarshalIndent(spec, "", "\t")
	if err != nil {
		fmt.Fprintln(os.Stderr, "ariaspec:", err)
		os.Exit(1)
	}
	os.Stdout.Write(append(out, '\n'))
}

// extract returns the roles and the states and properties of a
// specification source, each sorted by name.
func extract(r io.Reader) (*Spec, error) {
	doc, err := html.Parse(r)
	if err != nil {
		return nil, err
	}
	s := &Spec{}
	find(doc, func(n *html.Node) bool {
		if n.Data != "div" || attr(n, "id") == "" {
			return false
		}
		switch {
		case hasClass(n, "role"):
			s.Roles = append(s.Roles, readRole(n))
		case hasClass(n, "property") || hasClass(n, "state"):
			s.Properties = append(s.Properties, readProperty(n))
		default:
			return false
		}
		return true
	})
	if len(s.Roles) == 0 || len(s.Properties) == 0 {
		return nil, fmt.Errorf("no role definitions (div class=role) or no state and property definitions found")
	}
	slices.SortFunc(s.Roles, func(a, b Role) int { return strings.Compare(a.Name, b.Name) })
	slices.SortFunc(s.Properties, func(a, b Property) int { return strings.Compare(a.Name, b.Name) })
	return s, nil
}

// readProperty reads one state or property's div: its "Used in Roles".
func readProperty(div *html.Node) Property {
	p := Property{Name: attr(div, "id")}
	find(div, func(n *html.Node) bool {
		if n.Data != "td" {
			return false
		}
		if c := attr(n, "class"); c == "state-applicability" || c == "property-applicability" {
			t := strings.ToLower(text(n))
			p.Global = strings.HasPrefix(t, "all elements of the base markup") || strings.HasPrefix(t, "use as a global")
			p.GlobalDeprecated = strings.HasPrefix(t, "use as a global deprecated")
		}
		return true
	})
	return p
}

// readRole reads one role's div: its table cells by class, or, with no
// table, the synonym its description names.
func readRole(div *html.Node) Role {
	r := Role{Name: attr(div, "id")}
	cells := 0
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "td" {
			cells++
			switch attr(n, "class") {
			case "role-abstract":
				r.Abstract = truth(text(n))
			case "role-parent":
				r.SuperClass = items(n)
			case "role-scope":
				r.Context = items(n)
			case "role-mustcontain":
				r.Owned = items(n)
			case "role-required-properties":
				r.Required = items(n)
			case "role-properties":
				r.Supported = items(n)
			case "role-disallowed":
				r.Prohibited = items(n)
			case "role-namefrom":
				r.NameFrom = items(n)
			case "role-namerequired":
				r.NameRequired = truth(text(n))
			case "role-childpresentational":
				r.ChildrenPresentational = truth(text(n))
			}
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(div)
	if cells == 0 {
		r.Synonym = synonym(div)
	}
	return r
}

// synonym returns the role named after the word "synonym" in a role's
// description, or "".
func synonym(div *html.Node) string {
	seen := false
	var found string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && found == ""; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode && strings.Contains(strings.ToLower(c.Data), "synonym"):
				seen = true
			case c.Type == html.ElementNode && c.Data == "rref" && seen:
				found = text(c)
			default:
				walk(c)
			}
		}
	}
	walk(div)
	return found
}

// items returns the entries of a cell: its list items, or else the role,
// state and property references it holds, or else its text; an empty
// cell, a placeholder or "n/a" has none.
func items(n *html.Node) []string {
	var out []string
	find(n, func(m *html.Node) bool {
		if m.Data == "li" {
			if t := text(m); !strings.EqualFold(t, "n/a") {
				out = append(out, t)
			}
			return true
		}
		return false
	})
	if out != nil {
		return out
	}
	find(n, func(m *html.Node) bool {
		if m.Data == "rref" || m.Data == "sref" || m.Data == "pref" {
			out = append(out, text(m))
			return true
		}
		return false
	})
	if out != nil {
		// A cell of references may add words to them: "aria-valuenow
		// (if focusable)" keeps its condition when the cell has one
		// reference.
		if t := text(n); len(out) == 1 && t != out[0] {
			out[0] = t
		}
		return out
	}
	switch t := text(n); {
	case t == "", strings.HasPrefix(strings.ToLower(t), "placeholder"), strings.EqualFold(t, "n/a"):
		return nil
	default:
		return []string{t}
	}
}

// find calls visit on the elements under n, in tree order, not descending
// into one for which visit returns true.
func find(n *html.Node, visit func(*html.Node) bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && visit(c) {
			continue
		}
		find(c, visit)
	}
}

// truth reads a yes/no cell ("True", "true", or empty).
func truth(s string) bool { return strings.EqualFold(s, "true") }

// text returns n's text with whitespace collapsed.
func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(n *html.Node, class string) bool {
	return slices.Contains(strings.Fields(attr(n, "class")), class)
}
