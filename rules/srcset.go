package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Srcset checks srcset and imagesrcset.
var Srcset = &lint.Rule{
	ID:       "srcset",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/images.html#srcset-attributes",
	Severity: lint.Error,
	Summary:  "srcset on img and source, and imagesrcset on link, must be image candidates (URL and one w or x descriptor) without repeats; width descriptors need sizes",
	Doc: `HTML §4.8.4.2.1: a srcset value is one or more image candidate strings
separated by commas: a valid non-empty URL (not starting or ending with
","), then at most one descriptor: a width ("480w", an integer above
zero) or a pixel density ("2x", a number above zero; a candidate without
a descriptor counts as 1x). No two candidates may have the same width or
the same density; if one has a width descriptor, all must; with a sizes
attribute, all must have one; and with width descriptors the sizes
attribute must be present (imagesizes for link imagesrcset), except on
a lazy-loaded img (or a source of a picture whose img is lazy), where a
missing sizes means "auto".

Browsers drop candidates whose descriptors they cannot read, remove
trailing commas from URLs, and use only the first of two candidates with
the same descriptor; without sizes, width descriptors are read against
100vw. The message says which candidates browsers keep.`,
	Valid:   `<img src="a.jpg" srcset="a.jpg, a-2x.jpg 2x" alt=""> <img src="a.jpg" srcset="s.jpg 480w, l.jpg 960w" sizes="(max-width: 600px) 480px, 960px" alt="">`,
	Invalid: `<img src="a.jpg" srcset="a.jpg 1x, b.jpg" alt=""> <img src="a.jpg" srcset="s.jpg 480w, l.jpg 960w" alt=""> <img src="a.jpg" srcset="a.jpg 2X" alt="">`,
	Targets: targetsOf(srcsetAttrs),
	Check:   checkSrcset,
}

func checkSrcset(a *lint.Attr) {
	cands := microsyntax.ParseSrcset(a.Value)
	if err := microsyntax.ValidSrcset(a.Value, microsyntax.BaseSpecial); err != nil {
		f := errFinding(err, "invalid "+a.Name)
		f.Browser = keptCandidates(cands)
		a.Report(f)
		return
	}
	sizesName := sizesAttrOf(a.Element)
	_, hasSizes := a.Get(sizesName)
	widths := 0
	for _, c := range cands {
		if c.Width > 0 {
			widths++
		}
	}
	switch {
	case hasSizes && widths < len(cands):
		a.Report(lint.Finding{Whole: true,
			Message: fmt.Sprintf("with %s, every image candidate needs a width descriptor (such as \"480w\")", sizesName),
			Browser: fmt.Sprintf("browsers ignore %s for density candidates", sizesName)})
	case !hasSizes && widths > 0 && !lazyImage(a):
		a.Report(lint.Finding{Whole: true,
			Message: fmt.Sprintf("width descriptors need the %s attribute, saying how wide the image is shown", sizesName),
			Browser: "browsers assume 100vw, the full viewport width, and may fetch a larger image than needed"})
	}
}

// lazyImage says whether the attribute is on a lazy-loaded img, or on a
// source of a picture whose img is lazy-loaded: there a missing sizes
// means "auto" (HTML §4.8.4.2.2), so width descriptors need none.
func lazyImage(a *lint.Attr) bool {
	img := a.Node
	switch a.Element {
	case "source":
		img = pictureImg(a.Node)
	case "link":
		return false
	}
	return img != nil && isLazy(img)
}

// keptCandidates says what browsers keep of a srcset.
func keptCandidates(cands []microsyntax.ImageCandidate) string {
	if len(cands) == 0 {
		return "browsers find no usable candidate in it and use src"
	}
	urls := make([]string, len(cands))
	for i, c := range cands {
		urls[i] = c.URL
	}
	n := "candidates"
	if len(cands) == 1 {
		n = "candidate"
	}
	return fmt.Sprintf("browsers use %d %s: %s", len(cands), n, strings.Join(urls, ", "))
}
