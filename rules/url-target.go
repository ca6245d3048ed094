package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
)

// URLTarget checks that every URL of the site's pages leads to a file of
// the site.
var URLTarget = &lint.Rule{
	ID:       "url-target",
	Section:  "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url",
	Family:   "site",
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
