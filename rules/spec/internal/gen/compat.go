package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The browser-support table (zz_compat.go) joins the compat keys of
// @mdn/browser-compat-data's html tree (per-browser versions, status)
// with web-features' Baseline status per compat key, and maps each key
// onto an attribute, a value or a token of HTML. The shapes keys come in
// are mapped by mapCompatKey below; corrections/compat.json maps the odd
// ones by hand, and every key left unmapped is listed with why.

// bcdStatement is one support statement of browser-compat-data.
type bcdStatement struct {
	VersionAdded   any    `json:"version_added"`
	VersionRemoved any    `json:"version_removed"`
	Partial        bool   `json:"partial_implementation"`
	Flags          any    `json:"flags"`
	Prefix         string `json:"prefix"`
	AltName        string `json:"alternative_name"`
}

// bcdCompat is a __compat member, as trim keeps it.
type bcdCompat struct {
	SpecURL any `json:"spec_url"`
	Status  struct {
		Deprecated    bool `json:"deprecated"`
		Experimental  bool `json:"experimental"`
		StandardTrack bool `json:"standard_track"`
	} `json:"status"`
	Support map[string]json.RawMessage `json:"support"`
	Tags    []string                   `json:"tags"`
}

// bcdBrowser is a browser of browser-compat-data with its releases.
type bcdBrowser struct {
	Name     string `json:"name"`
	Type     string `json:"type"`
	Releases map[string]struct {
		Date   string `json:"release_date"`
		Engine string `json:"engine"`
		Status string `json:"status"`
	} `json:"releases"`
}

// wfStatus is a Baseline status of web-features.
type wfStatus struct {
	Baseline any    `json:"baseline"`
	Low      string `json:"baseline_low_date"`
}

// compatCorrections is data/corrections/compat.json.
type compatCorrections struct {
	// Syntax says how the values of an attribute hold the values and
	// tokens that compat keys name.
	Syntax []struct {
		Attr    string `json:"attr"`
		Syntax  string `json:"syntax"`
		Section string `json:"section"`
		Reason  string `json:"reason"`
	} `json:"syntax"`
	// Keys map keys the shapes below do not map, or leave them unmapped
	// (Unmapped says why).
	Keys []compatKeyRow `json:"keys"`
	// Borrow takes a key outside html (an IDL attribute) for a content
	// attribute that the html tree lacks.
	Borrow []struct {
		Key     string `json:"key"`
		From    string `json:"from"`
		Section string `json:"section"`
		Reason  string `json:"reason"`
	} `json:"borrow"`
	// Behaviour says, in the project's words, what browsers without a
	// feature do ("the field is a plain text field"), whether it is a hint
	// that they safely ignore, and for deprecated ones what to use
	// instead.
	Behaviour []struct {
		Keys        []string `json:"keys"`
		Fallback    string   `json:"fallback"`
		Hint        bool     `json:"hint"`
		Replacement string   `json:"replacement"`
	} `json:"behaviour"`
}

// compatKeyRow maps one key by hand: onto attribute Attr (default: the
// one the key's parent names) with value Value and context Context (the
// syntax of spec.EnumAttr.Context), or leaves it unmapped.
type compatKeyRow struct {
	Key      string `json:"key"`
	Attr     string `json:"attr"`
	Value    string `json:"value"`
	Context  string `json:"context"`
	Unmapped string `json:"unmapped"`
	Section  string `json:"section"`
	Reason   string `json:"reason"`
}

// compatSupport is one browser's support of a key; Pending marks a
// version not released when the data was pinned, PendingDate its planned
// release date ("" unknown).
type compatSupport struct {
	Added, Removed string
	Pending        bool
	PendingDate    string
	// Partial is the version of a current partial implementation, where
	// the browser has no full support.
	Partial string
}

// compatEntry is a row of the generated table.
type compatEntry struct {
	Key, Element, Attr, Value, Context string
	Syntax                             string
	Feature, Spec                      string
	Deprecated, Experimental           bool
	NonStandard                        bool
	Support                            []compatSupport
	BaselineLow, BaselineFrom          string
	Hint                               bool
	Fallback, Replacement              string
}

// compatUnmapped is a key the table leaves out, with why.
type compatUnmapped struct{ Key, Why string }

// compatTable is everything zz_compat.go holds.
type compatTable struct {
	bcdVersion, bcdDate, wfVersion string
	browsers                       []compatBrowser
	entries                        []*compatEntry
	unmapped                       []compatUnmapped
}

// compatBrowser is a core browser.
type compatBrowser struct{ ID, Name, Engine string }

// The reasons a key is left unmapped.
const (
	whyElement   = "element: the rule checks attributes"
	whyBehaviour = "behaviour: not an attribute, value or token"
	whyContent   = "content: a key of the syntax the value selects (viewport, speculation rules, import maps)"
	whyObsolete  = "obsolete in HTML: attribute-obsolete reports it"
	whyNoElement = "on an element HTML does not define"
	whyNotInHTML = "not in HTML: attribute-allowed reports it"
)

// attrNameRe matches the attribute names compat keys use (some in
// camelCase, such as privateToken; HTML attribute names are matched
// lower-cased).
var attrNameRe = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9-]*$`)

// valueRe matches keys that name a value or token as it is written.
var valueRe = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// mapCompatKey maps a key of the html tree by its shape:
//
//	html.elements.E.A            attribute A of E
//	html.global_attributes.A     attribute A of every element ("*")
//	html.elements.input.type_T   value T of input's type
//	...A.V                       value (or token) V of A
//	html.elements.input.type_T.A attribute A of input when type=T
//	html.elements.link.rel.R.as-X value X of as when rel has token R
//
// Any other shape is unmapped: names with "_" (or camelCase values) are
// behaviour entries, deeper keys name the content of a value.
func mapCompatKey(key string) (e *compatEntry, why string) {
	parts := strings.Split(key, ".")
	var el string
	var rest []string
	switch {
	case len(parts) >= 3 && parts[1] == "elements":
		el, rest = parts[2], parts[3:]
	case len(parts) >= 3 && parts[1] == "global_attributes":
		el, rest = "*", parts[2:]
	default:
		return nil, whyElement
	}
	e = &compatEntry{Key: key, Element: el}
	switch len(rest) {
	case 0:
		return nil, whyElement
	case 1:
		a := rest[0]
		switch {
		case el == "input" && strings.HasPrefix(a, "type_") && valueRe.MatchString(a[5:]):
			e.Attr, e.Value = "type", a[5:]
		case attrNameRe.MatchString(a):
			e.Attr = strings.ToLower(a)
		default:
			return nil, whyBehaviour
		}
	case 2:
		a, v := rest[0], rest[1]
		switch {
		case el == "input" && strings.HasPrefix(a, "type_"):
			if !attrNameRe.MatchString(v) {
				return nil, whyBehaviour
			}
			e.Attr, e.Context = strings.ToLower(v), "type="+a[5:]
		case attrNameRe.MatchString(a) && valueRe.MatchString(v):
			e.Attr, e.Value = strings.ToLower(a), v
		default:
			return nil, whyBehaviour
		}
	case 3:
		if el == "link" && rest[0] == "rel" && valueRe.MatchString(rest[1]) && strings.HasPrefix(rest[2], "as-") {
			e.Attr, e.Value, e.Context = "as", rest[2][3:], "rel~="+rest[1]
			break
		}
		return nil, whyContent
	default:
		return nil, whyContent
	}
	return e, ""
}

// firstSupport reads one browser's statements: the first version of the
// support current today (a statement without version_removed, flags,
// prefix, alternative name or partial implementation), or else the span
// of the most recent full support that ended. "≤N" counts as N;
// "preview", false and null are no support.
func firstSupport(raw json.RawMessage) (compatSupport, error) {
	var list []bcdStatement
	if len(raw) > 0 && raw[0] == '[' {
		if err := json.Unmarshal(raw, &list); err != nil {
			return compatSupport{}, err
		}
	} else {
		var s bcdStatement
		if err := json.Unmarshal(raw, &s); err != nil {
			return compatSupport{}, err
		}
		list = []bcdStatement{s}
	}
	version := func(v any) string {
		s, _ := v.(string)
		if s == "preview" {
			return ""
		}
		return strings.TrimPrefix(s, "≤")
	}
	var past compatSupport
	partial := ""
	for _, s := range list {
		if s.Partial && s.Flags == nil && s.Prefix == "" && s.AltName == "" && version(s.VersionRemoved) == "" && partial == "" {
			partial = version(s.VersionAdded)
		}
		if s.Partial || s.Flags != nil || s.Prefix != "" || s.AltName != "" {
			continue
		}
		added := version(s.VersionAdded)
		if added == "" {
			continue
		}
		removed := version(s.VersionRemoved)
		if removed == "" {
			return compatSupport{Added: added}, nil
		}
		if past.Added == "" {
			past = compatSupport{Added: added, Removed: removed}
		}
	}
	if past.Added == "" || past.Removed != "" {
		past.Partial = partial
	}
	return past, nil
}

// supportOf reads each core browser's support of a key, in browserOrder;
// a version not released when the data was pinned is Pending.
func supportOf(key string, c *bcdCompat, browserOrder []string, browsers map[string]bcdBrowser) ([]compatSupport, error) {
	var out []compatSupport
	for _, id := range browserOrder {
		var s compatSupport
		if raw, ok := c.Support[id]; ok {
			var err error
			if s, err = firstSupport(raw); err != nil {
				return nil, fmt.Errorf("%s: %s: %v", key, id, err)
			}
		}
		r, ok := browsers[id].Releases[s.Added]
		if s.Added != "" && (!ok || r.Status != "retired" && r.Status != "current" && r.Status != "esr") {
			s.Pending, s.PendingDate = true, r.Date
		}
		out = append(out, s)
	}
	return out, nil
}

// loadCompat reads the trimmed data and the corrections.
func loadCompat(dataDir string) (bcd map[string]json.RawMessage, features map[string]struct {
	Status struct {
		ByKey map[string]wfStatus `json:"by_compat_key"`
	} `json:"status"`
}, corr *compatCorrections, err error) {
	b, err := os.ReadFile(filepath.Join(dataDir, "browser-compat-data", "bcd.json"))
	if err != nil {
		return nil, nil, nil, err
	}
	if err := json.Unmarshal(b, &bcd); err != nil {
		return nil, nil, nil, fmt.Errorf("bcd.json: %v", err)
	}
	b, err = os.ReadFile(filepath.Join(dataDir, "web-features", "features.json"))
	if err != nil {
		return nil, nil, nil, err
	}
	if err := json.Unmarshal(b, &features); err != nil {
		return nil, nil, nil, fmt.Errorf("features.json: %v", err)
	}
	corr = &compatCorrections{}
	if err := readStrict(filepath.Join(dataDir, "corrections", "compat.json"), corr); err != nil {
		return nil, nil, nil, err
	}
	return bcd, features, corr, nil
}

// walkCompat calls f for every __compat under n, with its dotted key.
func walkCompat(prefix string, n json.RawMessage, f func(key string, c *bcdCompat) error) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(n, &m); err != nil {
		return fmt.Errorf("%s: %v", prefix, err)
	}
	for _, k := range sortedKeys(m) {
		if k == "__compat" {
			var c bcdCompat
			if err := json.Unmarshal(m[k], &c); err != nil {
				return fmt.Errorf("%s: %v", prefix, err)
			}
			if err := f(prefix, &c); err != nil {
				return err
			}
			continue
		}
		if err := walkCompat(prefix+"."+k, m[k], f); err != nil {
			return err
		}
	}
	return nil
}

// buildCompat builds the browser-support table. m is the HTML model, to
// leave obsolete attributes to attribute-obsolete.
func buildCompat(dataDir string, m *htmlModel) (*compatTable, error) {
	bcd, features, corr, err := loadCompat(dataDir)
	if err != nil {
		return nil, err
	}
	t := &compatTable{}
	var meta struct{ Version, Timestamp string }
	if err := json.Unmarshal(bcd["__meta"], &meta); err != nil {
		return nil, fmt.Errorf("bcd.json __meta: %v", err)
	}
	t.bcdVersion, t.bcdDate = meta.Version, strings.SplitN(meta.Timestamp, "T", 2)[0]
	wf, err := readSource(dataDir, "web-features")
	if err != nil {
		return nil, err
	}
	t.wfVersion = wf["version"]

	// The browsers, in trim's order (bcd.json keeps it).
	var browserOrder []string
	var browsers map[string]bcdBrowser
	if err := json.Unmarshal(bcd["browsers"], &browsers); err != nil {
		return nil, fmt.Errorf("bcd.json browsers: %v", err)
	}
	if browserOrder, err = objectKeys(bcd["browsers"]); err != nil {
		return nil, err
	}
	for _, id := range browserOrder {
		b := browsers[id]
		// The engine of the newest release out (the engine an old
		// release used, such as Edge's EdgeHTML, is history).
		engine, newest := "", ""
		for _, r := range b.Releases {
			if (r.Status == "current" || r.Status == "retired") && r.Date > newest {
				engine, newest = r.Engine, r.Date
			}
		}
		if engine == "" {
			return nil, fmt.Errorf("browser %s has no current release", id)
		}
		t.browsers = append(t.browsers, compatBrowser{ID: id, Name: b.Name, Engine: engine})
	}

	// The Baseline status and feature of each key web-features knows.
	wfKey := map[string]wfStatus{}
	wfFeature := map[string]string{}
	for _, id := range sortedKeys(features) {
		for k, s := range features[id].Status.ByKey {
			wfKey[k], wfFeature[k] = s, id
		}
	}

	// The corrections, checked.
	syntax := map[string]string{}
	for i, r := range corr.Syntax {
		if err := checkSection("compat.json syntax", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		switch r.Syntax {
		case "tokens", "comma", "policy":
		default:
			return nil, fmt.Errorf("compat.json syntax: row %d: syntax %q is not tokens, comma or policy", i+1, r.Syntax)
		}
		syntax[r.Attr] = r.Syntax
	}
	keyRows := map[string]compatKeyRow{}
	for i, r := range corr.Keys {
		if err := checkSection("compat.json keys", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		if (r.Unmapped == "") == (r.Value == "" && r.Attr == "") {
			return nil, fmt.Errorf("compat.json keys: row %d (%s) needs an attr or value, or unmapped, not both", i+1, r.Key)
		}
		keyRows[r.Key] = r
	}
	type behaviourRow struct {
		fallback, replacement string
		hint, used            bool
	}
	behaviour := map[string]*behaviourRow{}
	for i, r := range corr.Behaviour {
		if r.Fallback == "" && r.Replacement == "" || len(r.Keys) == 0 {
			return nil, fmt.Errorf("compat.json behaviour: row %d needs keys and a fallback or a replacement", i+1)
		}
		for _, k := range r.Keys {
			if behaviour[k] != nil {
				return nil, fmt.Errorf("compat.json behaviour: %s is given twice", k)
			}
			behaviour[k] = &behaviourRow{fallback: r.Fallback, replacement: r.Replacement, hint: r.Hint}
		}
	}

	// add completes e from the data of key (e.Key, except for a borrowed
	// key) and adds it to the table.
	add := func(key string, c *bcdCompat, e *compatEntry) error {
		e.Deprecated, e.Experimental, e.NonStandard = c.Status.Deprecated, c.Status.Experimental, !c.Status.StandardTrack
		switch s := c.SpecURL.(type) {
		case string:
			e.Spec = s
		case []any:
			if len(s) > 0 {
				e.Spec, _ = s[0].(string)
			}
		}
		for _, tag := range c.Tags {
			if id, ok := strings.CutPrefix(tag, "web-features:"); ok && e.Feature == "" {
				e.Feature = id
			}
		}
		if e.Feature == "" {
			e.Feature = wfFeature[key]
		}
		if e.Support, err = supportOf(key, c, browserOrder, browsers); err != nil {
			return err
		}
		supported := true
		var newest string
		for i, s := range e.Support {
			if s.Added == "" || s.Removed != "" || s.Pending {
				supported = false
				continue
			}
			newest = max(newest, browsers[browserOrder[i]].Releases[s.Added].Date)
		}
		// Baseline is web-features' word where it has one. Elsewhere it is
		// worked out the same way: every core browser supports the key
		// since a release out, and the date is the newest of those
		// releases; web-features never calls deprecated or non-standard
		// keys Baseline.
		if s, ok := wfKey[key]; ok {
			e.BaselineFrom = "FromWebFeatures"
			if s.Baseline != false {
				e.BaselineLow = strings.TrimPrefix(s.Low, "≤")
			}
		} else {
			e.BaselineFrom = "FromCompatData"
			if supported && c.Status.StandardTrack && !c.Status.Deprecated {
				e.BaselineLow = newest
			}
		}
		if b := behaviour[e.Key]; b != nil {
			e.Fallback, e.Replacement, e.Hint, b.used = b.fallback, b.replacement, b.hint, true
		}
		if e.Value != "" {
			e.Syntax = syntax[e.Attr]
		}
		t.entries = append(t.entries, e)
		return nil
	}

	err = walkCompat("html", bcd["html"], func(key string, c *bcdCompat) error {
		e, why := mapCompatKey(key)
		if r, ok := keyRows[key]; ok {
			delete(keyRows, key)
			if r.Unmapped != "" {
				t.unmapped = append(t.unmapped, compatUnmapped{key, r.Unmapped})
				return nil
			}
			if e == nil {
				e, _ = mapCompatKey(key[:strings.LastIndexByte(key, '.')])
				if e == nil {
					return fmt.Errorf("compat.json keys: %s: its parent is not an attribute", key)
				}
				e.Key, e.Value, e.Context = key, "", ""
			}
			if r.Attr != "" {
				e.Attr = r.Attr
			}
			e.Value, e.Context = r.Value, r.Context
		} else if e == nil {
			t.unmapped = append(t.unmapped, compatUnmapped{key, why})
			return nil
		}
		support, err := supportOf(key, c, browserOrder, browsers)
		if err != nil {
			return err
		}
		shipped := slices.ContainsFunc(support, func(s compatSupport) bool { return s.Added != "" && !s.Pending })
		// Attributes no standard defines, or ever defined, that a browser
		// ships are browser-support's; attribute-allowed reports the rest.
		claimed := !c.Status.StandardTrack && !c.Status.Deprecated && shipped
		if why := leftToOtherRules(m, e, claimed); why != "" {
			t.unmapped = append(t.unmapped, compatUnmapped{key, why})
			return nil
		}
		return add(key, c, e)
	})
	if err != nil {
		return nil, err
	}
	for k := range keyRows {
		return nil, fmt.Errorf("compat.json keys: %s is not a key of the data", k)
	}
	for i, r := range corr.Borrow {
		if err := checkSection("compat.json borrow", i, r.Section, r.Reason, true); err != nil {
			return nil, err
		}
		var c *bcdCompat
		parts := strings.Split(r.From, ".")
		if err := walkCompat(parts[0], bcd[parts[0]], func(key string, cc *bcdCompat) error {
			if key == r.From {
				c = cc
			}
			return nil
		}); err != nil {
			return nil, err
		}
		if c == nil {
			return nil, fmt.Errorf("compat.json borrow: %s is not in bcd.json (run trim)", r.From)
		}
		e, _ := mapCompatKey(r.Key)
		if e == nil || e.Value != "" || slices.ContainsFunc(t.entries, func(x *compatEntry) bool { return x.Key == r.Key }) {
			return nil, fmt.Errorf("compat.json borrow: %s must name an attribute the html tree lacks", r.Key)
		}
		if err := add(r.From, c, e); err != nil {
			return nil, err
		}
	}
	for _, k := range sortedKeys(behaviour) {
		if !behaviour[k].used {
			return nil, fmt.Errorf("compat.json behaviour: %s is not a mapped key", k)
		}
	}
	slices.SortFunc(t.entries, func(a, b *compatEntry) int { return strings.Compare(a.Key, b.Key) })
	slices.SortFunc(t.unmapped, func(a, b compatUnmapped) int { return strings.Compare(a.Key, b.Key) })
	return t, nil
}

// leftToOtherRules says why an entry stays out of the table because
// another rule reports its attribute: one the HTML tables know as
// obsolete (attribute-obsolete), or one they do not know on an element
// they know, unless the data calls it non-standard and a browser ships it
// (claimed: attribute-allowed leaves those to browser-support). Attributes
// of elements HTML does not define stay out too: the element is the
// problem.
func leftToOtherRules(m *htmlModel, e *compatEntry, claimed bool) string {
	var attrs []*attr
	if e.Element == "*" {
		attrs = m.sets["#HTMLGlobalAttrs"]
	} else {
		el := m.byKey[e.Element]
		if el == nil {
			return whyNoElement
		}
		if el.Status != "Current" {
			return whyObsolete
		}
		attrs = el.Attrs
		for _, set := range el.Globals {
			attrs = append(slices.Clip(attrs), m.sets[set]...)
		}
		for set, names := range el.Partial {
			for _, a := range m.sets[set] {
				if slices.Contains(names, a.Name) {
					attrs = append(slices.Clip(attrs), a)
				}
			}
		}
	}
	for _, a := range attrs {
		if strings.EqualFold(a.Name, e.Attr) {
			if a.Status != "Current" {
				return whyObsolete
			}
			return ""
		}
	}
	if claimed {
		return ""
	}
	return whyNotInHTML
}

// objectKeys lists the keys of a JSON object in the file's order.
func objectKeys(raw json.RawMessage) ([]string, error) {
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	var keys []string
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		switch v := tok.(type) {
		case json.Delim:
			if v == '{' || v == '[' {
				depth++
			} else {
				depth--
			}
			if depth == 0 {
				return keys, nil
			}
		case string:
			if depth == 1 {
				keys = append(keys, v)
				// Skip the value.
				var skip json.RawMessage
				if err := dec.Decode(&skip); err != nil {
					return nil, err
				}
			}
		}
	}
}

func emitCompat(t *compatTable) ([]byte, error) {
	w := &writer{}
	w.WriteString(header)
	w.p("// CompatDataVersion and CompatDataDate name the browser-compat-data\n// release the browser-support table comes from; WebFeaturesVersion the\n// web-features release of its Baseline statuses.\n")
	w.p("const (\n\tCompatDataVersion = %s\n\tCompatDataDate = %s\n\tWebFeaturesVersion = %s\n)\n\n", quote(t.bcdVersion), quote(t.bcdDate), quote(t.wfVersion))
	w.p("// NumBrowsers is the number of core browsers.\nconst NumBrowsers = %d\n\n", len(t.browsers))
	w.p("// CompatBrowsers are the core browsers Baseline is judged over, in the\n// order of CompatEntry.Support.\nvar CompatBrowsers = [NumBrowsers]CompatBrowser{\n")
	for _, b := range t.browsers {
		w.p("{ID: %s, Name: %s, Engine: %s},\n", quote(b.ID), quote(b.Name), quote(b.Engine))
	}
	w.p("}\n\n")
	w.p("// Compat lists the compat keys mapped onto HTML attributes, values and\n// tokens, sorted by key. Callers must not modify it.\nvar Compat = []CompatEntry{\n")
	for _, e := range t.entries {
		var sup []string
		for _, s := range e.Support {
			sup = append(sup, "{"+fields("Added", quote(s.Added), "Removed", quote(s.Removed),
				"Pending", strconv.FormatBool(s.Pending), "PendingDate", quote(s.PendingDate), "Partial", quote(s.Partial))+"}")
		}
		syn := map[string]string{"": "", "tokens": "SpaceTokens", "comma": "CommaTokens", "policy": "PolicyFeatures"}[e.Syntax]
		w.p("{%s},\n", fields("Key", quote(e.Key), "Element", quote(e.Element), "Attr", quote(e.Attr),
			"Value", quote(e.Value), "Context", quote(e.Context), "Syntax", syn, "Feature", quote(e.Feature),
			"Flags", flags(e.Deprecated, e.Experimental, e.NonStandard), "Spec", quote(e.Spec),
			"Support", "[NumBrowsers]Support{"+strings.Join(sup, ", ")+"}",
			"BaselineLow", quote(e.BaselineLow), "BaselineFrom", e.BaselineFrom,
			"Hint", strconv.FormatBool(e.Hint), "Fallback", quote(e.Fallback), "Replacement", quote(e.Replacement)))
	}
	w.p("}\n\n")
	w.p("// CompatUnmapped lists the compat keys of the html tree the table leaves\n// out, sorted by key, with why.\nvar CompatUnmapped = []CompatUnmappedKey{\n")
	for _, u := range t.unmapped {
		w.p("{%s, %s},\n", quote(u.Key), quote(u.Why))
	}
	w.p("}\n")
	return gofmt(w.Bytes())
}
