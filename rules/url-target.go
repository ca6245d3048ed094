package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// URLTarget checks that every URL of the site's pages leads to a file of
// the site.
var URLTarget = &lint.Rule{
	ID:       "url-target",
	Section:  "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url",
	Severity: lint.Error,
	Summary:  "a URL that stays in the site (href, src, srcset, poster, action, cite, data, meta refresh, SVG href) must lead to a file that exists, without climbing above the site's root",
	Doc: `Every URL-bearing attribute is resolved as browsers resolve it (URL
Standard §4.4, the basic URL parser) against the document's URL and its
first <base href> (HTML §2.4.1, "document base URL"): a, area and link
href; the src of img, script, iframe, embed, audio, video, source, track
and input type=image; each candidate of srcset and imagesrcset; poster;
object data; form action and formaction; cite; the URL of a meta refresh;
the href and xlink:href of SVG elements (use, image, a, gradients, ...).
The attributes are those the standard's attribute index gives a URL type,
less the identifiers no browser fetches (xmlns, xml:base, itemid, RDFa's
vocab and resource, xlink:arcrole).

A URL that stays in the site (same origin as the page) is mapped to the
site's files: its path, percent-decoded, below the site's root and base
path; a directory's index file (index.html); with clean URLs, "about" to
about.html. No file there is an error: the host answers 404 Not Found,
so a link shows an error page and an image, script or stylesheet does
not load. A ".." that climbs above the site's root is one too: browsers
stop at the root, so the URL leads elsewhere than it says (nothing
outside the root is looked at on the disk). The message suggests the
likely target: a name that differs only in case (a Linux host answers
404 where macOS and Windows serve the file), the nearest name, a
directory's index file, ".html" added, or the setting of the host that
would make it resolve.

Other schemes and hosts (https://example.org/, mailto:, tel:, data:,
javascript:) are not checked (no network access), nor empty values and
values with template syntax. How the site is served (its root, base
path, index files, clean URLs, trailing slashes) is the site key of the
configuration. A file that is a part of a page, or a template that
computes some of its URLs, is a source rather than a page served where
it lies: its URLs are not judged. Linted alone (the playground, an
editor without a workspace), a document has no site: only references
within it are resolved, which this rule does not check.`,
	Valid:    `<!DOCTYPE html><a href="./">home</a> <a href="#top">top</a> <img src="https://example.org/logo.png" alt="logo">`,
	Invalid:  `<!DOCTYPE html><a href="missing.html">gone</a> <img src="img/nope.png" alt="x">`,
	Targets:  siteTargets,
	Check:    referURLs,
	Elements: siteElements,
	Element:  referForeignURLs,
	Site:     checkTargets,
}

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
			var k siteKind
			switch {
			case slices.Contains(siteIdentifiers, a.Name):
				return
			case a.Type == "URL" || a.Type == "NonEmptyURL":
				k = siteURL
			case a.Type == "Srcset":
				k = siteSrcset
			case strings.Contains(a.Type, "HTTPEquivRefresh"):
				k = siteRefresh
			default:
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
				set := spec.SetAttrs(s)
				for j := range set {
					add(&set[j])
				}
			}
		}
		for _, p := range e.Partial {
			set := spec.SetAttrs(p.Set)
			for j := range set {
				if slices.Contains(p.Names, set[j].Name) {
					add(&set[j])
				}
			}
		}
	}
	return out
}()

// siteTargets are the HTML attributes of siteAttrs, for Check.
var siteTargets = func() []lint.Target {
	var t []lint.Target
	for el, attrs := range siteAttrs[""] {
		for a := range attrs {
			t = append(t, lint.Target{Element: el, Attr: a})
		}
	}
	slices.SortFunc(t, func(a, b lint.Target) int {
		return strings.Compare(a.Element+" "+a.Attr, b.Element+" "+b.Attr)
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

// checkTargets reports the references that lead to no file of the site.
func checkTargets(s *lint.Site) {
	if s.Source() {
		return
	}
	for _, r := range s.References() {
		link := s.Resolve(r)
		var f lint.Finding
		switch link.Status {
		case lint.LinkMissing:
			f.Message = fmt.Sprintf("%q leads to no file: %s", r.URL, link.Reason)
			f.Browser = missingNote(r)
		case lint.LinkAboveRoot:
			f.Message = fmt.Sprintf("%q climbs above the site's root: %s", r.URL, link.Reason)
			f.Browser = "browsers stop at the root, so the URL asks for another file than it says"
		default:
			continue
		}
		if link.Hint != "" {
			f.Message += "; " + link.Hint
		}
		if link.Suggest != "" {
			f.Suggest = &lint.ValueFix{Message: fmt.Sprintf("write %q", link.Suggest), Value: link.Suggest}
		}
		s.Report(r, f)
	}
}

// missingNote says what browsers do with a URL that the host answers
// with 404 Not Found, by what the attribute does.
func missingNote(r *lint.Reference) string {
	switch r.Element + " " + r.Attr {
	case "a href", "area href":
		return "following the link shows the host's 404 (Not Found) page"
	case "form action", "button formaction", "input formaction":
		return "submitting the form gets the host's 404 (Not Found) page"
	case "meta content":
		return "the refresh leads to the host's 404 (Not Found) page"
	case "iframe src", "embed src", "object data":
		return "the frame shows the host's 404 (Not Found) page"
	case "script src":
		return "the script fails to load (404 Not Found) and does not run"
	case "link href":
		return "the request fails (404 Not Found): a stylesheet does not apply, an icon or a preload is missing"
	case "blockquote cite", "q cite", "ins cite", "del cite":
		return "nothing answers at the cited address (404 Not Found); browsers do not follow cite, people and tools do"
	case "img src", "img srcset", "source srcset", "link imagesrcset", "input src", "video poster", "image href", "image xlink:href", "feImage href", "feImage xlink:href":
		return "the image fails to load (404 Not Found): browsers show its alternative text, or nothing"
	case "audio src", "video src", "source src", "track src":
		return "the media fails to load (404 Not Found)"
	}
	return "the host answers 404 (Not Found): nothing is there"
}
