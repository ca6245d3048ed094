package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// typeString writes markuplint's value type in the notation of package
// spec's doc comment:
//
//	Name                      a named type ("URL", "Boolean", "<number>")
//	enum(a|b|"")              keywords ("" is the empty keyword)
//	tokens(SEP,T)             a list of T separated by SEP (space, comma)
//	integer(>0,<=1000)        a number with bounds (integer or float)
//	pattern(/re/)             a value matching a regular expression
//	A | B                     either
//	when(SELECTOR) T | ...    T on elements matching SELECTOR
func typeString(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return "", err
	}
	return typeOf(v)
}

func typeOf(v any) (string, error) {
	switch t := v.(type) {
	case string:
		return t, nil
	case []any:
		parts := make([]string, len(t))
		for i, x := range t {
			if m, ok := x.(map[string]any); ok {
				if cond, ok := m["condition"]; ok {
					sel, err := selectorList(cond)
					if err != nil {
						return "", err
					}
					inner, err := typeOf(m["type"])
					if err != nil {
						return "", err
					}
					parts[i] = "when(" + sel + ") " + inner
					continue
				}
			}
			s, err := typeOf(x)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return strings.Join(parts, " | "), nil
	case map[string]any:
		switch {
		case t["enum"] != nil:
			list, ok := t["enum"].([]any)
			if !ok {
				return "", fmt.Errorf("enum is not a list")
			}
			kws := make([]string, len(list))
			for i, k := range list {
				s, ok := k.(string)
				if !ok {
					return "", fmt.Errorf("enum keyword %v is not a string", k)
				}
				if s == "" {
					s = `""`
				}
				kws[i] = s
			}
			return "enum(" + strings.Join(kws, "|") + ")", nil
		case t["token"] != nil:
			inner, err := typeOf(t["token"])
			if err != nil {
				return "", err
			}
			sep, _ := t["separator"].(string)
			return "tokens(" + sep + "," + inner + ")", nil
		case t["pattern"] != nil:
			return fmt.Sprintf("pattern(%v)", t["pattern"]), nil
		case t["type"] == "integer" || t["type"] == "float":
			var bounds []string
			for _, b := range []struct{ key, op string }{{"gt", ">"}, {"gte", ">="}, {"lt", "<"}, {"lte", "<="}} {
				if n, ok := t[b.key].(json.Number); ok {
					bounds = append(bounds, b.op+n.String())
				}
			}
			return t["type"].(string) + "(" + strings.Join(bounds, ",") + ")", nil
		}
		return "", fmt.Errorf("unknown type object %v", t)
	}
	return "", fmt.Errorf("unknown type %v", v)
}

func selectorList(v any) (string, error) {
	switch c := v.(type) {
	case string:
		return c, nil
	case []any:
		parts := make([]string, len(c))
		for i, x := range c {
			s, ok := x.(string)
			if !ok {
				return "", fmt.Errorf("condition %v is not a string", x)
			}
			parts[i] = s
		}
		return strings.Join(parts, ", "), nil
	}
	return "", fmt.Errorf("condition %v is neither a string nor a list", v)
}

// quote writes a Go string literal.
func quote(s string) string { return strconv.Quote(s) }
