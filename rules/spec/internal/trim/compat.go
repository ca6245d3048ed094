package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/rules/spec/internal/ojson"
)

// coreBrowsers are the browsers Baseline is judged over (the browsers of
// web-features' data.json); the generator checks that the two agree.
var coreBrowsers = []string{"chrome", "chrome_android", "edge", "firefox", "firefox_android", "safari", "safari_ios"}

// borrowedKeys reads the compat keys outside html.* that
// corrections/compat.json borrows (a content attribute that
// browser-compat-data documents only through the IDL attribute reflecting
// it), so that trim keeps them.
func borrowedKeys(dataDir string) ([]string, error) {
	var c struct {
		Borrow []struct {
			From string `json:"from"`
		} `json:"borrow"`
	}
	b, err := os.ReadFile(filepath.Join(dataDir, "corrections", "compat.json"))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("corrections/compat.json: %v", err)
	}
	var keys []string
	for _, r := range c.Borrow {
		keys = append(keys, r.From)
	}
	return keys, nil
}

// trimCompatNode keeps of a browser-compat-data feature tree only facts:
// of each __compat, spec_url, status, support (core browsers; of each
// statement the versions and the qualifiers that make support partial)
// and the web-features tags; descriptions, notes, MDN links and source
// files are dropped. Sub-features are kept at every depth.
func trimCompatNode(n *ojson.Node) error {
	if n.Kind != '{' {
		return errors.New("a feature is not an object")
	}
	for i, k := range n.Keys {
		v := n.Vals[i]
		if k != "__compat" {
			if err := trimCompatNode(v); err != nil {
				return fmt.Errorf("%s: %v", k, err)
			}
			continue
		}
		v.Keep("spec_url", "status", "support", "tags")
		if s := v.Get("status"); s != nil {
			s.Keep("deprecated", "experimental", "standard_track")
		}
		support := v.Get("support")
		if support == nil {
			return errors.New("__compat without support")
		}
		support.Keep(coreBrowsers...)
		for _, st := range support.Vals {
			statements := []*ojson.Node{st}
			if st.Kind == '[' {
				statements = st.Vals
			}
			for _, s := range statements {
				s.Keep("version_added", "version_removed", "partial_implementation", "flags", "prefix", "alternative_name")
			}
		}
		if tags := v.Get("tags"); tags != nil {
			var kept []*ojson.Node
			for _, t := range tags.Vals {
				if strings.HasPrefix(t.Str(), "web-features:") {
					kept = append(kept, t)
				}
			}
			tags.Vals = kept
			if len(kept) == 0 {
				v.Keep("spec_url", "status", "support")
			}
		}
	}
	return nil
}

// readCompatPackage parses the package's data.json, and reads the keys
// corrections/compat.json borrows (dir is the package's folder under the
// data folder).
func readCompatPackage(files map[string][]byte, dir string) (*ojson.Node, []string, error) {
	src, ok := files["package/data.json"]
	if !ok {
		return nil, nil, errors.New("no package/data.json")
	}
	root, err := ojson.Parse(src)
	if err != nil {
		return nil, nil, fmt.Errorf("package/data.json: %v", err)
	}
	borrowed, err := borrowedKeys(filepath.Dir(dir))
	return root, borrowed, err
}

// getPath follows a dotted compat key ("api.HTMLInputElement.incremental").
func getPath(root *ojson.Node, key string) *ojson.Node {
	n := root
	for _, part := range strings.Split(key, ".") {
		n = n.Get(part)
	}
	return n
}

// setPath stores v at a dotted key, creating the objects on the way.
func setPath(root *ojson.Node, key string, v *ojson.Node) {
	parts := strings.Split(key, ".")
	n := root
	for _, part := range parts[:len(parts)-1] {
		next := n.Get(part)
		if next == nil {
			next = &ojson.Node{Kind: '{'}
			n.Keys, n.Vals = append(n.Keys, part), append(n.Vals, next)
		}
		n = next
	}
	n.Keys, n.Vals = append(n.Keys, parts[len(parts)-1]), append(n.Vals, v)
}

// trimBCD writes bcd.json: of @mdn/browser-compat-data's data.json, the
// version and date (__meta), the core browsers with their releases
// (version, date, engine, status), the html tree, and the borrowed keys of
// corrections/compat.json, each trimmed by trimCompatNode.
func trimBCD(files map[string][]byte, dir string) error {
	root, borrowed, err := readCompatPackage(files, dir)
	if err != nil {
		return err
	}
	out := &ojson.Node{Kind: '{'}
	meta := root.Get("__meta")
	if meta == nil {
		return errors.New("no __meta")
	}
	out.Keys, out.Vals = append(out.Keys, "__meta"), append(out.Vals, meta)

	browsers := root.Get("browsers")
	kept := &ojson.Node{Kind: '{'}
	for _, id := range coreBrowsers {
		b := browsers.Get(id)
		if b == nil {
			return fmt.Errorf("no browser %s", id)
		}
		b.Keep("name", "type", "releases")
		rel := b.Get("releases")
		if rel == nil {
			return fmt.Errorf("browser %s has no releases", id)
		}
		for _, r := range rel.Vals {
			r.Keep("release_date", "engine", "status")
		}
		kept.Keys, kept.Vals = append(kept.Keys, id), append(kept.Vals, b)
	}
	out.Keys, out.Vals = append(out.Keys, "browsers"), append(out.Vals, kept)

	html := root.Get("html")
	if html == nil {
		return errors.New("no html tree")
	}
	if err := trimCompatNode(html); err != nil {
		return fmt.Errorf("html: %v", err)
	}
	out.Keys, out.Vals = append(out.Keys, "html"), append(out.Vals, html)

	slices.Sort(borrowed)
	for _, key := range borrowed {
		if strings.HasPrefix(key, "html.") {
			return fmt.Errorf("corrections/compat.json borrows %s, which html already holds", key)
		}
		n := getPath(root, key)
		if n == nil || n.Get("__compat") == nil {
			return fmt.Errorf("corrections/compat.json borrows %s, which the package lacks", key)
		}
		c := &ojson.Node{Kind: '{', Keys: []string{"__compat"}, Vals: []*ojson.Node{n.Get("__compat")}}
		if err := trimCompatNode(c); err != nil {
			return fmt.Errorf("%s: %v", key, err)
		}
		setPath(out, key, c)
	}
	return os.WriteFile(filepath.Join(dir, "bcd.json"), out.Format(99), 0o644)
}

// trimWebFeatures writes features.json: the features of web-features'
// data.json (kind "feature") that hold an html.* compat key or one
// corrections/compat.json borrows, each with its name, its spec links, what
// makes it discouraged (according_to, alternatives, removal_date) and its
// Baseline status, overall and of those compat keys only (baseline,
// baseline_low_date, baseline_high_date). Descriptions, the discouraged
// reason, per-browser versions (browser-compat-data has them), groups,
// snapshots and the browser list are dropped.
func trimWebFeatures(files map[string][]byte, dir string) error {
	root, borrowed, err := readCompatPackage(files, dir)
	if err != nil {
		return err
	}
	wanted := func(key string) bool { return strings.HasPrefix(key, "html.") || slices.Contains(borrowed, key) }
	browsers := root.Get("browsers")
	if browsers == nil || !slices.Equal(browsers.Keys, coreBrowsers) {
		return fmt.Errorf("the package's browsers are not trim's core browsers %v", coreBrowsers)
	}
	features := root.Get("features")
	if features == nil {
		return errors.New("no features")
	}
	out := &ojson.Node{Kind: '{'}
	for i, id := range features.Keys {
		f := features.Vals[i]
		if f.Get("kind").Str() != "feature" {
			continue
		}
		status := f.Get("status")
		byKey := status.Get("by_compat_key")
		if byKey == nil {
			continue
		}
		byKey.Drop(map[string]bool{"support": true})
		var keys []string
		var vals []*ojson.Node
		for j, k := range byKey.Keys {
			if wanted(k) {
				keys, vals = append(keys, k), append(vals, byKey.Vals[j])
			}
		}
		if len(keys) == 0 {
			continue
		}
		byKey.Keys, byKey.Vals = keys, vals
		status.Keep("baseline", "baseline_low_date", "baseline_high_date", "by_compat_key")
		f.Keep("name", "spec", "discouraged", "status")
		if d := f.Get("discouraged"); d != nil {
			d.Keep("according_to", "alternatives", "removal_date")
		}
		out.Keys, out.Vals = append(out.Keys, id), append(out.Vals, f)
	}
	return os.WriteFile(filepath.Join(dir, "features.json"), out.Format(99), 0o644)
}
