package rules

// The URLs that the site rules (url-target, url-fragment) resolve: which
// attributes hold them, read from the attribute index of package spec,
// and how each value's URLs are recorded as references of the page.

import (
	"cmp"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// siteKind is how an attribute holds the URLs the site rules resolve.
type siteKind uint8

const (
	// siteURL: the whole value, a URL potentially surrounded by spaces.
	siteURL siteKind = iota + 1
	// siteSrcset: image candidate strings (srcset, imagesrcset).
	siteSrcset
	// siteRefresh: the URL of a meta refresh pragma.
	siteRefresh
)

// siteIdentifiers are the attributes the attribute index types as URLs
// that name something rather than point at a resource: no browser fetches
// or follows them (Namespaces in XML's namespace names, xml:base, HTML
// microdata's itemid §5.2.3, RDFa Lite's vocab and resource, XLink's
// arcrole).
var siteIdentifiers = []string{"xmlns", "xml:base", "itemid", "vocab", "resource", "xlink:arcrole"}

// siteAttrs holds, by namespace ("" for HTML, "svg") and element, the
// attributes whose URLs the site rules resolve, read from the attribute
// index of package spec: the types URL, NonEmptyURL and Srcset, and the
// refresh pragma of meta's content.
var siteAttrs = func() map[string]map[string]map[string]siteKind {
	out := map[string]map[string]map[string]siteKind{"": {}, "svg": {}}
	// The URL attributes of each shared set, found once: every element
	// takes the global sets, of a hundred attributes and more each.
	inSet := map[spec.GlobalSet][]*spec.Attribute{}
	for s := spec.GlobalSet(1); s != 0; s <<= 1 {
		set := spec.SetAttrs(s)
		for j := range set {
			if siteKindOf(&set[j]) != 0 {
				inSet[s] = append(inSet[s], &set[j])
			}
		}
	}
	for i := range spec.Elements {
		e := &spec.Elements[i]
		var prefix string
		switch e.Namespace {
		case spec.HTML:
		case spec.SVG:
			prefix = "svg"
		default:
			continue // MathML's URLs (annotation src) are not fetched
		}
		add := func(a *spec.Attribute) {
			k := siteKindOf(a)
			if k == 0 {
				return
			}
			if out[prefix][e.Name] == nil {
				out[prefix][e.Name] = map[string]siteKind{}
			}
			out[prefix][e.Name][a.Name] = k
		}
		for j := range e.Attrs {
			add(&e.Attrs[j])
		}
		for s := spec.GlobalSet(1); s != 0 && s <= e.Globals; s <<= 1 {
			if e.Globals&s != 0 {
				for _, a := range inSet[s] {
					add(a)
				}
			}
		}
		for _, p := range e.Partial {
			for _, a := range inSet[p.Set] {
				if slices.Contains(p.Names, a.Name) {
					add(a)
				}
			}
		}
	}
	return out
}()

// siteKindOf is how attribute a holds URLs the site rules resolve, or 0.
func siteKindOf(a *spec.Attribute) siteKind {
	switch {
	case slices.Contains(siteIdentifiers, a.Name):
		return 0
	case a.Type == "URL" || a.Type == "NonEmptyURL":
		return siteURL
	case a.Type == "Srcset":
		return siteSrcset
	case strings.Contains(a.Type, "HTTPEquivRefresh"):
		return siteRefresh
	}
	return 0
}

// siteTargets are the HTML attributes of siteAttrs, for Check.
var siteTargets = func() []lint.Target {
	var t []lint.Target
	for el, attrs := range siteAttrs[""] {
		for a := range attrs {
			t = append(t, lint.Target{Element: el, Attr: a})
		}
	}
	slices.SortFunc(t, func(a, b lint.Target) int {
		return cmp.Or(strings.Compare(a.Element, b.Element), strings.Compare(a.Attr, b.Attr))
	})
	return t
}()

// siteElements are the SVG elements of siteAttrs, for Element.
var siteElements = func() []string {
	var out []string
	for el := range siteAttrs["svg"] {
		out = append(out, "svg:"+el)
	}
	slices.Sort(out)
	return out
}()

// referURLs records the URLs of an HTML attribute for the site phase.
func referURLs(a *lint.Attr) {
	k := siteAttrs[""][a.Element][a.Name]
	if k == siteRefresh {
		if eq, _ := a.Get("http-equiv"); !microsyntax.EqualFoldASCII(strings.TrimSpace(eq), "refresh") {
			return
		}
	}
	referValue(k, a.Value, a.Refer)
}

// referForeignURLs records the URLs of an SVG element's attributes.
func referForeignURLs(e *lint.Element) {
	for name, k := range siteAttrs["svg"][e.Name] {
		if v, ok := e.Value(name); ok {
			referValue(k, v, func(offset, end int) { e.Refer(name, offset, end) })
		}
	}
}

// referValue records the URLs of a value of kind k that may stay in the
// site: relative URLs. One with a scheme, or starting with "//", leads to
// another host or scheme, whatever the page's URL.
func referValue(k siteKind, v string, refer func(offset, end int)) {
	one := func(u string, offset int) {
		trimmed := strings.TrimLeft(u, " \t\n\f\r")
		offset += len(u) - len(trimmed)
		trimmed = strings.TrimRight(trimmed, " \t\n\f\r")
		if trimmed == "" || microsyntax.URLScheme(trimmed) != "" || isSchemeRelative(trimmed) {
			return
		}
		refer(offset, offset+len(trimmed))
	}
	switch k {
	case siteURL:
		one(v, 0)
	case siteSrcset:
		for _, c := range microsyntax.ParseSrcset(v) {
			one(c.URL, c.Offset)
		}
	case siteRefresh:
		if r, ok := microsyntax.ParseRefresh(v); ok && r.HasURL {
			one(r.URL, r.URLOffset)
		}
	}
}

// isSchemeRelative reports a URL that starts with two slashes (either
// way round, as special URLs take "\"): a host follows.
func isSchemeRelative(u string) bool {
	return len(u) >= 2 && (u[0] == '/' || u[0] == '\\') && (u[1] == '/' || u[1] == '\\')
}
