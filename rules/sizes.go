package rules

import (
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// Sizes checks sizes and imagesizes.
var Sizes = &lint.Rule{
	ID:       "sizes",
	Family:   "values",
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
	Targets: targetsOf(sizesAttrs),
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
