package rules

import (
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
