package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
)

// URLFragment checks that the fragment of a URL to an HTML page of the
// site names an element of that page.
var URLFragment = &lint.Rule{
	ID:       "url-fragment",
	Section:  "https://html.spec.whatwg.org/multipage/browsing-the-web.html#select-the-indicated-part",
	Family:   "site",
	Severity: lint.Warning,
	Summary:  "the fragment of a URL to a page of the site (#install, guide.html#setup) must name an element of that page: an id, or an <a name>",
	Doc: `HTML §7.4.6.4, "Scrolling to a fragment": a URL's fragment indicates
the top of the page when it is empty (href="#"), else the first element
whose id is the fragment, else the first <a> whose name is it (no other
element's name counts); then the same with the fragment percent-decoded
as UTF-8 ("#caf%C3%A9" finds id="café"); then "top", in any case, is the
top of the page. Ids inside <template> contents are not in the page.
Before that, browsers remove the fragment directive (URL Fragment Text
Directives §3.3): a text fragment ("#:~:text=install", "#setup:~:text=x")
is never a mistake here, only what precedes ":~:" is looked for.

A fragment that indicates nothing is a warning: browsers open the page at
its top (or, within the page, do not scroll), which is harmless but not
what the link promises. It is checked on the same page ("#install") and
on other HTML pages of the site ("guide.html#setup"), whose ids are read
once however many pages link to them; not on other files (an SVG sprite's
"#icon", a PDF's "#page=2"), nor on a target that does not exist (the
url-target rule reports that once). The message names the nearest id.

Ids that a script or a build step adds are declared in the configuration
(site.ids, with patterns such as "fn:*") or suppressed where they are
used (<!-- attrlint-disable-next-line url-fragment -->). In a part of a
page (a partial, an include), a fragment may name an id of the page it
becomes part of: it is reported only when the pages key lists the files
of that page. A page whose ids are written with template syntax is not
judged.`,
	Valid:    `<!DOCTYPE html><a href="#install">Install</a> <a href="#">top</a> <a href="#TOP">top</a> <a href="#:~:text=install">text</a> <h2 id="install">Install</h2>`,
	Invalid:  `<!DOCTYPE html><a href="#instal">Install</a> <a href="#usage">Usage</a> <h2 id="install">Install</h2> <p name="usage">only an a's name counts</p>`,
	Targets:  siteTargets,
	Check:    referURLs,
	Elements: siteElements,
	Element:  referForeignURLs,
	Site:     checkFragments,
}

// checkFragments reports the fragments that indicate nothing on the page
// they lead to.
func checkFragments(s *lint.Site) {
	for _, r := range s.References() {
		if !strings.Contains(r.URL, "#") {
			continue // no fragment: nothing to look for
		}
		link := s.Resolve(r)
		t := link.Target
		if link.Status != lint.LinkFound || !link.Page || t == nil || !link.HasFragment || t.Incomplete() {
			continue
		}
		if !link.Self && s.Source() {
			continue // a source's URLs to other pages are not judged
		}
		frag := microsyntax.StripFragmentDirective(link.Fragment)
		if microsyntax.IndicatedPart(frag, func(id string) bool { return t.HasID(id) || t.HasAnchor(id) }) != microsyntax.IndicatesNothing {
			continue
		}
		decoded := microsyntax.DecodeFragment(frag)
		if s.DeclaredID(decoded) || link.Self && s.OnPage(decoded) {
			continue // added by a script, or on the page a part becomes part of
		}
		where, effect := "this document", "following the link does not scroll"
		if !link.Self {
			where, effect = link.Path, "browsers open the page at its top"
		}
		near := nearestID(decoded, t.IDs())
		f := lint.Finding{
			Message: fmt.Sprintf("%q names no element of %s: no id %q, nor an <a name>", r.URL, where, decoded),
			Browser: effect,
		}
		if near != "" {
			f.Message += fmt.Sprintf(" (did you mean %q?)", near)
			hash := strings.IndexByte(r.URL, '#')
			f.Suggest = &lint.ValueFix{Message: fmt.Sprintf("link to #%s", near), Value: r.URL[:hash+1] + near}
		}
		s.Report(r, f)
	}
}

// nearestID returns the id of ids a mistyped fragment most likely meant:
// one equal but for ASCII case, or one a few edits away (see nearEdits);
// "" for none.
func nearestID(frag string, ids []string) string {
	for _, id := range ids {
		if microsyntax.EqualFoldASCII(id, frag) {
			return id
		}
	}
	return suggest.Nearest(frag, ids, nearEdits(frag))
}

// nearEdits is how many edits away from a mistyped name a suggestion may
// be: none below four characters, where any edit finds unrelated names,
// then one edit per eight characters, at most three.
func nearEdits(name string) int {
	if len(name) < 4 {
		return 0
	}
	return min(3, 1+len(name)/8)
}
