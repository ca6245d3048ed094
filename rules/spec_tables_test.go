package rules

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"

	"github.com/attrlint/attrlint/lint/linttest/shared"
)

// knownDifferences explains every place where the reference tables in
// "shared/reference" say something our tables deliberately do not. A key is
// "element@attribute" (the whole attribute) or "element@attribute=keyword"
// (one keyword); element "*" stands for global attributes. The test fails on
// a difference that is not listed here, and on an entry that no longer
// matches any difference.
var knownDifferences = map[string]string{
	// Booleans and enumerated attributes in the reference that the
	// standard does not have (or no longer has) in that form.
	"input@switch":         "whatwg/html#9546 (input switch) was not merged when the table was written",
	"iframe@fetchpriority": "the standard defines fetchpriority on img, link and script only",
	"script@type":          "script type is a MIME type or module/importmap, not an enumerated attribute",
	"meta@charset":         "meta charset must match \"utf-8\" but is not an enumerated attribute",
	"script@charset":       "script charset is obsolete",
	"form@accept-charset":  "accept-charset must match \"utf-8\" but is not an enumerated attribute",
	"input@step":           "input step is a number or \"any\", not an enumerated attribute",
	"a@target":             "target is a navigable name or keyword, not an enumerated attribute",
	"area@target":          "target is a navigable name or keyword, not an enumerated attribute",
	"base@target":          "target is a navigable name or keyword, not an enumerated attribute",
	"form@target":          "target is a navigable name or keyword, not an enumerated attribute",
	"button@formtarget":    "formtarget is a navigable name or keyword, not an enumerated attribute",
	"input@formtarget":     "formtarget is a navigable name or keyword, not an enumerated attribute",
	"li@type":              "li type is obsolete (use CSS list-style-type)",
	"ul@type":              "ul type is obsolete (use CSS list-style-type)",
	"menu@type":            "menu type was removed from the standard",
	"button@type=menu":     "button type=menu was removed from the standard",
	"input@inputmode":      "inputmode is a global attribute with the keywords none/text/tel/url/email/numeric/decimal/search; the old per-input keywords were removed",
	"*@dir=":               "dir has no empty keyword; an empty value is invalid (undefined state)",
	"img@decoding=":        "decoding has no empty keyword; an empty value is invalid (which gives auto anyway)",
	"form@autocomplete=":   "form autocomplete has no empty keyword; an empty value is invalid (which gives on anyway)",
	"th@scope=":            "scope has no empty keyword; the auto state is only a default",
	"link@as=audio":        "no longer a valid as value: preload destinations are fetch/font/image/script/style/track (whatwg/html#11981)",
	"link@as=document":     "no longer a valid as value (whatwg/html#11981)",
	"link@as=embed":        "no longer a valid as value (whatwg/html#11981)",
	"link@as=frame":        "no longer a valid as value (whatwg/html#11981)",
	"link@as=iframe":       "no longer a valid as value (whatwg/html#11981)",
	"link@as=manifest":     "no longer a valid as value (whatwg/html#11981)",
	"link@as=object":       "no longer a valid as value (whatwg/html#11981)",
	"link@as=report":       "no longer a valid as value (whatwg/html#11981)",
	"link@as=video":        "no longer a valid as value (whatwg/html#11981)",
	"link@as=xslt":         "no longer a valid as value (whatwg/html#11981)",

	// Attributes of our tables that element-attributes.json does not list
	// for the element (it predates them).
	"*@headingreset":                    "added to the standard with headingoffset (whatwg/html#11086, #11979)",
	"audio@loading":                     "lazy loading of audio and video (whatwg/html#11980)",
	"video@loading":                     "lazy loading of audio and video (whatwg/html#11980)",
	"template@shadowrootslotassignment": "declarative manual slot assignment, new in the standard",
	"img@controls":                      "controls over an image (whatwg/html#12151, 2026)",
}

func TestSpecBooleanTable(t *testing.T) {
	global := map[string]bool{}
	for _, a := range spec.BooleanAttributes["*"] {
		global[a] = true
	}
	for el, attrs := range spec.BooleanAttributes {
		if el != strings.ToLower(el) || el == "" {
			t.Errorf("spec.BooleanAttributes: element %q must be non-empty lowercase", el)
		}
		if !sort.StringsAreSorted(attrs) {
			t.Errorf("spec.BooleanAttributes[%q] is not sorted: %v", el, attrs)
		}
		for i, a := range attrs {
			if a == "" || a != strings.ToLower(a) {
				t.Errorf("spec.BooleanAttributes[%q]: %q must be non-empty lowercase", el, a)
			}
			if i > 0 && attrs[i-1] == a {
				t.Errorf("spec.BooleanAttributes[%q]: %q twice", el, a)
			}
			if el != "*" && global[a] {
				t.Errorf("spec.BooleanAttributes[%q]: %q is already global", el, a)
			}
			for _, e := range spec.EnumeratedAttributes {
				if e.Name == a && (slices.Contains(e.Elements, el) || slices.Contains(e.Elements, "*") || el == "*") {
					t.Errorf("%s@%s is both boolean and enumerated (on %v)", el, a, e.Elements)
				}
			}
		}
	}
	if slices.Contains(spec.BooleanAttributes["*"], "hidden") {
		t.Error("hidden is enumerated now, not boolean")
	}
}

func TestSpecEnumeratedTable(t *testing.T) {
	type key struct{ el, name, ctx string }
	seen := map[key]bool{}
	for i := range spec.EnumeratedAttributes {
		e := &spec.EnumeratedAttributes[i]
		where := e.Name + " on " + strings.Join(e.Elements, ",")
		if e.Context != "" {
			where += " [" + e.Context + "]"
		}
		if e.Name == "" || e.Name != strings.ToLower(e.Name) {
			t.Errorf("%s: name must be non-empty lowercase", where)
		}
		if e.Doc == "" || strings.ContainsAny(e.Doc, "\n\r") {
			t.Errorf("%s: Doc must be one non-empty line", where)
		}
		if len(e.Elements) == 0 {
			t.Errorf("%s: no elements", where)
		}
		if slices.Contains(e.Elements, "*") && len(e.Elements) > 1 {
			t.Errorf("%s: \"*\" must stand alone", where)
		}
		for _, el := range e.Elements {
			if el == "" || el != strings.ToLower(el) {
				t.Errorf("%s: element %q must be non-empty lowercase", where, el)
			}
			k := key{el, e.Name, e.Context}
			if seen[k] {
				t.Errorf("%s: a second entry for %s@%s with the same context", where, el, e.Name)
			}
			seen[k] = true
		}
		if e.Context != "" {
			if _, _, _, ok := spec.ParseContext(e.Context); !ok {
				t.Errorf("%s: malformed context %q", where, e.Context)
			}
		}
		if len(e.Enum.Keywords) == 0 {
			t.Errorf("%s: no keywords", where)
		}

		states := map[string]bool{}
		upper := false
		for j, k := range e.Enum.Keywords {
			if k.State == "" {
				t.Errorf("%s: keyword %q has no state", where, k.Value)
			}
			states[k.State] = true
			if k.Value != strings.ToLower(k.Value) {
				upper = true
				if !e.CaseSensitive {
					t.Errorf("%s: keyword %q must be lowercase", where, k.Value)
				}
			}
			for _, prev := range e.Enum.Keywords[:j] {
				if prev.Value == k.Value || !e.CaseSensitive && microsyntax.EqualFoldASCII(prev.Value, k.Value) {
					t.Errorf("%s: keyword %q twice", where, k.Value)
				}
			}
			if e.CustomPrefix != "" && strings.HasPrefix(k.Value, e.CustomPrefix) {
				t.Errorf("%s: keyword %q starts with the custom prefix", where, k.Value)
			}
		}
		if e.CaseSensitive && !upper {
			t.Errorf("%s: CaseSensitive but every keyword is lowercase", where)
		}
		keywordStates := len(states)
		for _, s := range e.OtherStates {
			if s == "" {
				t.Errorf("%s: empty name in OtherStates", where)
			}
			if states[s] {
				t.Errorf("%s: other state %q already has a keyword or is listed twice", where, s)
			}
			states[s] = true
			used := s == e.Enum.MissingDefault || s == e.Enum.InvalidDefault ||
				s == spec.CustomState && e.CustomPrefix != ""
			if !used {
				t.Errorf("%s: other state %q is reached neither by a default nor by the custom prefix", where, s)
			}
		}
		if len(states) != keywordStates+len(e.OtherStates) {
			t.Errorf("%s: duplicate states in OtherStates", where)
		}
		if (e.CustomPrefix != "") != slices.Contains(e.OtherStates, spec.CustomState) {
			t.Errorf("%s: CustomPrefix and the %q state go together", where, spec.CustomState)
		}
		for what, d := range map[string]string{"missing": e.Enum.MissingDefault, "invalid": e.Enum.InvalidDefault} {
			if d != "" && !states[d] {
				t.Errorf("%s: %s value default %q is not a state of the attribute", where, what, d)
			}
		}
		for s, c := range e.Enum.Canon {
			k, ok := e.Keyword(c)
			if !ok || k.State != s || k.Value != c {
				t.Errorf("%s: Canon[%q] = %q is not a keyword of that state", where, s, c)
			}
		}
		for _, k := range e.Enum.Keywords {
			c := e.Enum.Canonical(k.State)
			if ck, ok := e.Keyword(c); !ok || ck.State != k.State {
				t.Errorf("%s: state %q has no canonical keyword (add it to Canon)", where, k.State)
			}
		}
	}
}

// specEntry returns the entry for element@name with context ctx.
func specEntry(t *testing.T, element, name, ctx string) *spec.EnumAttr {
	t.Helper()
	for i := range spec.EnumeratedAttributes {
		e := &spec.EnumeratedAttributes[i]
		if e.Name == name && e.Context == ctx && slices.Contains(e.Elements, element) {
			return e
		}
	}
	t.Fatalf("no entry for %s@%s [%s]", element, name, ctx)
	return nil
}

func TestSpecKeywordLookup(t *testing.T) {
	ol := specEntry(t, "ol", "type", "")
	for value, want := range map[string]string{"1": "decimal", "a": "lower-alpha", "A": "upper-alpha", "i": "lower-roman", "I": "upper-roman"} {
		if k, ok := ol.Keyword(value); !ok || k.State != want {
			t.Errorf("ol type=%q: state %q, %v; want %q", value, k.State, ok, want)
		}
	}
	if _, ok := ol.Keyword("b"); ok {
		t.Error(`ol type="b" must match no keyword`)
	}

	cmd := specEntry(t, "button", "command", "")
	for value, want := range map[string]string{"show-modal": "show-modal", "Close": "close", "--my-thing": spec.CustomState} {
		if k, ok := cmd.Keyword(value); !ok || k.State != want {
			t.Errorf("command=%q: state %q, %v; want %q", value, k.State, ok, want)
		}
	}
	for _, bad := range []string{"--", "-x", "open", ""} {
		if _, ok := cmd.Keyword(bad); ok {
			t.Errorf("command=%q must match no keyword", bad)
		}
	}

	hidden := specEntry(t, "*", "hidden", "")
	for _, c := range []struct {
		value   string
		present bool
		want    string
	}{
		{"", true, "hidden"},
		{"HIDDEN", true, "hidden"},
		{"until-found", true, "until-found"},
		{"bogus", true, "hidden"},
		{"", false, "not-hidden"},
	} {
		if got, _ := hidden.Enum.State(c.value, c.present); got != c.want {
			t.Errorf("hidden=%q (present %v): state %q, want %q", c.value, c.present, got, c.want)
		}
	}
	if err := specEntry(t, "area", "shape", "").Enum.Valid("circ"); err == nil {
		t.Error(`area shape="circ" must not be conforming`)
	}
	if err := specEntry(t, "bdo", "dir", "").Enum.Valid("auto"); err == nil {
		t.Error(`bdo dir="auto" must not be conforming`)
	}
	if err := specEntry(t, "link", "as", "rel~=modulepreload").Enum.Valid("json"); err != nil {
		t.Errorf(`modulepreload as="json": %v`, err)
	}
	if err := specEntry(t, "link", "as", "rel~=preload").Enum.Valid("json"); err == nil {
		t.Error(`preload as="json" must not be conforming`)
	}
}

// specRef is what the reference tables say about one attribute of one
// element: a boolean, or enumerated keywords.
type specRef struct {
	boolean       bool
	keywords      []string
	caseSensitive bool
}

// loadSpecReference reads the reference tables, or skips the test when
// they are absent.
func loadSpecReference(t *testing.T, name string) any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(shared.Dir(t, "reference"), name))
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// refAttributeTypes collects, from attribute-types.json, the boolean and
// enumerated attributes of every current HTML element ("*" for global
// ones), leaving out obsolete elements, SVG and MathML, and attributes the
// reference itself marks obsolete, deprecated or non-standard.
func refAttributeTypes(t *testing.T) map[string]map[string]*specRef {
	root := loadSpecReference(t, "attribute-types.json").(map[string]any)
	out := map[string]map[string]*specRef{}
	add := func(el, attr string, def map[string]any) {
		for _, flag := range []string{"obsolete", "deprecated", "nonStandard"} {
			if v, _ := def[flag].(bool); v {
				return
			}
		}
		r := &specRef{}
		var types []any
		switch ty := def["type"].(type) {
		case string:
			r.boolean = ty == "Boolean"
		case map[string]any:
			types = []any{ty}
		case []any:
			types = ty
		}
		for _, ty := range types {
			m, ok := ty.(map[string]any)
			if !ok {
				continue
			}
			enum, ok := m["enum"].([]any)
			if !ok {
				continue
			}
			if ci, ok := m["caseInsensitive"].(bool); ok && !ci {
				r.caseSensitive = true
			}
			for _, k := range enum {
				r.keywords = append(r.keywords, k.(string))
			}
		}
		if !r.boolean && len(r.keywords) == 0 {
			return
		}
		if out[el] == nil {
			out[el] = map[string]*specRef{}
		}
		out[el][attr] = r
	}
	groups := root["def"].(map[string]any)["#globalAttrs"].(map[string]any)
	for attr, def := range groups["#HTMLGlobalAttrs"].(map[string]any) {
		add("*", attr, def.(map[string]any))
	}
	for _, s := range root["specs"].([]any) {
		spec := s.(map[string]any)
		el := spec["name"].(string)
		if strings.Contains(el, ":") || el == "math" {
			continue
		}
		if v, _ := spec["obsolete"].(bool); v {
			continue
		}
		ga, _ := spec["globalAttrs"].(map[string]any)
		for group, which := range ga {
			if group == "#HTMLGlobalAttrs" || group == "#GlobalEventAttrs" || group == "#ARIAAttrs" {
				continue
			}
			defs, _ := groups[group].(map[string]any)
			switch w := which.(type) {
			case bool:
				if w {
					for attr, def := range defs {
						add(el, attr, def.(map[string]any))
					}
				}
			case []any:
				for _, a := range w {
					if def, ok := defs[a.(string)].(map[string]any); ok {
						add(el, a.(string), def)
					}
				}
			}
		}
		attrs, _ := spec["attributes"].(map[string]any)
		for attr, def := range attrs {
			add(el, attr, def.(map[string]any))
		}
	}
	return out
}

// refEnumeratedAttributes collects the keywords of enumerated-attributes.json
// by element ("*" when it gives no selector), leaving out elements that
// attribute-types marks obsolete.
func refEnumeratedAttributes(t *testing.T, obsolete map[string]bool) map[string]map[string]*specRef {
	root := loadSpecReference(t, "enumerated-attributes.json").(map[string]any)
	out := map[string]map[string]*specRef{}
	addDef := func(attr string, def map[string]any) {
		els := []string{"*"}
		if sel, ok := def["selector"].(string); ok {
			els = strings.Split(sel, ", ")
		}
		cs, _ := def["caseSensitive"].(bool)
		var kws []string
		for _, s := range def["states"].([]any) {
			switch v := s.(type) {
			case string:
				kws = append(kws, v)
			case []any:
				for _, x := range v {
					kws = append(kws, x.(string))
				}
			case nil:
				// A marker for "no keyword" in the reference's notation.
			}
		}
		for _, el := range els {
			el = strings.TrimSpace(el)
			if obsolete[el] {
				continue
			}
			if out[el] == nil {
				out[el] = map[string]*specRef{}
			}
			r := out[el][attr]
			if r == nil {
				r = &specRef{caseSensitive: cs}
				out[el][attr] = r
			}
			r.keywords = append(r.keywords, kws...)
		}
	}
	for attr, v := range root {
		switch d := v.(type) {
		case map[string]any:
			addDef(attr, d)
		case []any:
			for _, x := range d {
				addDef(attr, x.(map[string]any))
			}
		}
	}
	return out
}

// obsoleteElements returns the elements attribute-types marks obsolete.
func obsoleteElements(t *testing.T) map[string]bool {
	root := loadSpecReference(t, "attribute-types.json").(map[string]any)
	out := map[string]bool{}
	for _, s := range root["specs"].([]any) {
		spec := s.(map[string]any)
		if v, _ := spec["obsolete"].(bool); v {
			out[spec["name"].(string)] = true
		}
	}
	return out
}

// specHasBoolean reports whether our table makes attr a boolean attribute
// of el ("*": a global one).
func specHasBoolean(el, attr string) bool {
	return slices.Contains(spec.BooleanAttributes["*"], attr) || el != "*" && slices.Contains(spec.BooleanAttributes[el], attr)
}

// specHasKeyword reports whether an entry of ours for el@attr (any
// context; for "*", only global entries) has the keyword value.
func specHasKeyword(el, attr, value string) (entry, keyword bool) {
	for i := range spec.EnumeratedAttributes {
		e := &spec.EnumeratedAttributes[i]
		if e.Name != attr {
			continue
		}
		if !slices.Contains(e.Elements, "*") && (el == "*" || !slices.Contains(e.Elements, el)) {
			continue
		}
		entry = true
		for _, k := range e.Enum.Keywords {
			if k.Value == value || !e.CaseSensitive && microsyntax.EqualFoldASCII(k.Value, value) {
				return true, true
			}
		}
	}
	return entry, false
}

func TestSpecTablesAgainstReference(t *testing.T) {
	used := map[string]bool{}
	// explained reports whether a difference is listed, and marks it used.
	explained := func(keys ...string) bool {
		for _, k := range keys {
			if _, ok := knownDifferences[k]; ok {
				used[k] = true
				return true
			}
		}
		return false
	}

	obsolete := obsoleteElements(t)
	check := func(t *testing.T, source string, ref map[string]map[string]*specRef) {
		for _, el := range slices.Sorted(maps.Keys(ref)) {
			for _, attr := range slices.Sorted(maps.Keys(ref[el])) {
				r := ref[el][attr]
				whole := el + "@" + attr
				if r.boolean && !specHasBoolean(el, attr) && !explained(whole) {
					t.Errorf("%s: %s is a boolean attribute there but not in spec.BooleanAttributes (add it, or explain in knownDifferences)", source, whole)
				}
				for _, k := range r.keywords {
					if !r.caseSensitive {
						k = strings.ToLower(k)
					}
					if _, ok := specHasKeyword(el, attr, k); !ok && !explained(whole, whole+"="+k) {
						t.Errorf("%s: %s has keyword %q there but not in spec.EnumeratedAttributes (add it, or explain in knownDifferences)", source, whole, k)
					}
				}
			}
		}
	}
	t.Run("attribute-types", func(t *testing.T) {
		check(t, "attribute-types.json", refAttributeTypes(t))
	})
	t.Run("enumerated-attributes", func(t *testing.T) {
		check(t, "enumerated-attributes.json", refEnumeratedAttributes(t, obsolete))
	})
	t.Run("element-attributes", func(t *testing.T) {
		// The reverse direction: every attribute of our tables is one the
		// reference knows on that element (or globally).
		root := loadSpecReference(t, "element-attributes.json").(map[string]any)
		has := func(el, attr string) bool {
			for _, e := range []string{el, "*"} {
				list, _ := root[e].([]any)
				for _, a := range list {
					if a.(string) == attr {
						return true
					}
				}
			}
			return false
		}
		for _, el := range slices.Sorted(maps.Keys(spec.BooleanAttributes)) {
			for _, attr := range spec.BooleanAttributes[el] {
				if !has(el, attr) && !explained(el+"@"+attr) {
					t.Errorf("element-attributes.json: no %s@%s (a boolean attribute of ours)", el, attr)
				}
			}
		}
		for _, e := range spec.EnumeratedAttributes {
			for _, el := range e.Elements {
				if !has(el, e.Name) && !explained(el+"@"+e.Name) {
					t.Errorf("element-attributes.json: no %s@%s (an enumerated attribute of ours)", el, e.Name)
				}
			}
		}
	})
	if t.Failed() || t.Skipped() {
		return
	}
	for _, k := range slices.Sorted(maps.Keys(knownDifferences)) {
		if !used[k] {
			t.Errorf("knownDifferences[%q] explains no difference any more: remove it", k)
		}
		if knownDifferences[k] == "" {
			t.Errorf("knownDifferences[%q] has no reason", k)
		}
	}
}
