package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// imageAttrs pairs the srcset attributes with their sizes attributes
// (HTML §4.8.3 img, §4.8.2 source, §4.2.4 link).
//
// MOVES: these (element, attribute, value type) facts belong to the
// generated tables of package rules/spec (branch spec); when that lands,
// this list is to be read from there, and this is the one place to
// re-point.
var imageAttrs = []struct{ element, srcset, sizes string }{
	{"img", "srcset", "sizes"},
	{"source", "srcset", "sizes"},
	{"link", "imagesrcset", "imagesizes"},
}

func srcsetTargets() []lint.Target {
	var t []lint.Target
	for _, a := range imageAttrs {
		t = append(t, lint.Target{Element: a.element, Attr: a.srcset})
	}
	return t
}

func sizesTargets() []lint.Target {
	var t []lint.Target
	for _, a := range imageAttrs {
		t = append(t, lint.Target{Element: a.element, Attr: a.sizes})
	}
	return t
}

// sizesAttrOf returns the name of the sizes attribute that goes with the
// srcset attribute of element.
func sizesAttrOf(element string) string {
	for _, a := range imageAttrs {
		if a.element == element {
			return a.sizes
		}
	}
	return ""
}

// Srcset checks srcset and imagesrcset.
var Srcset = &lint.Rule{
	ID:       "srcset",
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
	Targets: srcsetTargets(),
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

// Sizes checks sizes and imagesizes.
var Sizes = &lint.Rule{
	ID:       "sizes",
	Section:  "https://html.spec.whatwg.org/multipage/images.html#sizes-attributes",
	Severity: lint.Error,
	Summary:  "sizes on img and source, and imagesizes on link, must be a valid source size list: media conditions with lengths, a last length without one, auto only first and on lazy images",
	Doc: `HTML §4.8.4.2.2: a sizes value is a comma-separated list of a media
condition followed by a length ("(max-width: 600px) 480px"), ending in a
length without a condition (the default): lengths in CSS units such as
px, em or vw, or math functions such as calc(); not negative, and no
percentages (use vw). "auto" may only come first ("auto" or "auto, ..."),
and only on an img with loading="lazy" (for source, the picture's img).

Browsers skip entries they cannot parse and use the first whose
condition matches; when none is left they use 100vw. "auto" on an image
that is not lazy-loaded is skipped the same way.`,
	Valid:   `<img src="a.jpg" srcset="s.jpg 480w, l.jpg 960w" sizes="(max-width: 600px) 100vw, calc(50vw - 2em)" alt="">`,
	Invalid: `<img src="a.jpg" srcset="s.jpg 480w, l.jpg 960w" sizes="50%" alt=""> <img src="a.jpg" srcset="s.jpg 480w" sizes="auto" alt="">`,
	Targets: sizesTargets(),
	Check:   checkSizes,
}

func checkSizes(a *lint.Attr) {
	if err := microsyntax.ValidSourceSizeList(a.Value); err != nil {
		f := errFinding(err, "invalid "+a.Name)
		f.Browser = "browsers skip entries they cannot parse; if none is left they use 100vw"
		a.Report(f)
		return
	}
	v := microsyntax.ToLowerASCII(strings.TrimLeft(a.Value, " \t\n\f\r"))
	if v != "auto" && !strings.HasPrefix(v, "auto") {
		return
	}
	img := a.Node
	if a.Element == "source" {
		img = pictureImg(a.Node)
	}
	if a.Element == "link" || img == nil || isLazy(img) {
		return
	}
	msg := `sizes="auto" only works on lazy-loaded images: add loading="lazy"`
	if a.Element == "source" {
		msg = `sizes="auto" only works on lazy-loaded images: add loading="lazy" to the picture's img`
	}
	a.Report(lint.Finding{Offset: len(a.Value) - len(v), End: len(a.Value) - len(v) + 4, Message: msg,
		Browser: "browsers skip auto here and use the next entry, or 100vw"})
}

// pictureImg returns the img element of the picture that source is in,
// or nil.
func pictureImg(source *html.Node) *html.Node {
	p := source.Parent
	if p == nil || p.Type != html.ElementNode || p.Data != "picture" {
		return nil
	}
	for c := p.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.Data == "img" {
			return c
		}
	}
	return nil
}

// isLazy says whether img's loading attribute is in the Lazy state.
func isLazy(img *html.Node) bool {
	v, _ := lint.GetAttr(img, "loading")
	return microsyntax.EqualFoldASCII(v, "lazy")
}
