package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// The srcset and sizes attributes, by their table types: Srcset (srcset
// on img and source, imagesrcset on link, HTML §4.8.4.2.1) and
// SourceSizeList (sizes, imagesizes, §4.8.4.2.2).
var (
	srcsetAttrs = typed(false, "Srcset")
	sizesAttrs  = typed(false, "SourceSizeList")
)

// sizesAttrOf returns the name of the sizes attribute that goes with the
// srcset attribute of element: the element's attribute of type
// SourceSizeList.
func sizesAttrOf(element string) string {
	for _, a := range sizesAttrs {
		if a.Target.Element == element {
			return a.Target.Attr
		}
	}
	return ""
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
