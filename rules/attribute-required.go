package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// AttributeRequired reports required attributes that are missing.
var AttributeRequired = &lint.Rule{
	ID:       "attribute-required",
	Family:   "attributes",
	Section:  "https://html.spec.whatwg.org/multipage/dom.html#element-definitions",
	Severity: lint.Error,
	Summary:  "attributes an element must have: img alt and src, link href and rel, optgroup label, bdo dir, ... (html lang is a warning)",
	Doc: `The "Content attributes" of each element in HTML §4 name attributes
that must be present, some only in some cases: img needs src or srcset
and, with few exceptions, alt; link needs href or imagesrcset, and rel or
itemprop; area needs alt when it has href; input type=image needs alt;
link rel=preload needs as; optgroup needs label (unless it has a legend
child); bdo needs dir; track needs src; object needs data or type; base
needs href or target; meta needs name, http-equiv, charset or itemprop.

img may go without alt only where the standard says so (§4.8.4.4.11,
"Images whose contents are not known"): when it has a title that is not
empty, or when it is in a figure whose figcaption has content and which
holds nothing else but inter-element whitespace (a picture or a link
around the img is something else). Checkers also stay silent on an img
with generator-unable-to-provide-required-alt="" (§4.8.4.4.15).

An attribute a framework binding supplies when the page runs is there:
<img :src="u">, [src], [attr.src], ng-src, v-bind:src, x-bind:src,
Svelte's {src}, Knockout's data-bind="attr: { src: u }" (the frameworks
configuration key chooses the presets); so is one under a binding of a
whole object of attributes (v-bind="attrs"). Its value is not checked.

A whole document (not a template fragment) should say its language with
lang on its <html> tag: that is reported as a warning, since screen
readers and translation tools otherwise guess. A file without an <html>
tag is not asked for one (a layout or an include may write it).

What browsers do varies: an img without src shows nothing, a link
without href loads nothing; a missing alt leaves screen reader users
with the file name or nothing.`,
	Valid:    `<!doctype html><html lang="en"><title>t</title><img src="a.png" alt=""> <img src="cam.jpg" title="Webcam, updated hourly"> <link rel="stylesheet" href="a.css"></html>`,
	Invalid:  `<img src="a.png"> <img alt="logo"> <optgroup></optgroup> <figure><img src="a.png"><p>A cat</p><figcaption>Tom</figcaption></figure>`,
	Elements: elementsOfEveryNamespace,
	Element:  checkRequired,
	Document: checkHTMLLang,
}

func checkRequired(e *lint.Element) {
	n := e.Node
	el := specElement(n)
	if el == nil || el.Status != spec.Current {
		return
	}
	req := el.RequiredAttrs()
	img := n.Namespace == "" && n.Data == "img"
	if len(req) == 0 && !img || e.TemplatedTag() {
		return
	}
	// A framework binding (:src, [attr.alt], ng-href, data-bind="attr:
	// {...}") supplies the attribute when the page runs.
	present := func(name string) bool {
		_, ok := getNamed(n, name)
		return ok || e.Bound(n, name)
	}
	var reported []string
	for _, a := range req {
		if present(a.Name) || a.Status != spec.Current {
			continue
		}
		group := append([]string{a.Name}, a.RequiredEither...)
		if slices.ContainsFunc(a.RequiredEither, present) || slices.ContainsFunc(group, func(g string) bool { return slices.Contains(reported, g) }) {
			continue
		}
		if a.Required && (a.RequiredIf != "" || a.Condition != "") {
			s := elementSubject(e)
			if spec.MatchCondition(a.RequiredIf, s) != spec.True || spec.MatchCondition(a.Condition, s) != spec.True {
				continue
			}
		}
		if n.Namespace == "" && n.Data == "optgroup" && a.Name == "label" && hasChild(n, "legend") {
			continue // a legend child labels the group (customizable select)
		}
		reported = append(reported, group...)
		what := fmt.Sprintf("attribute %q", a.Name)
		if len(a.RequiredEither) > 0 {
			what = "one of the attributes " + strings.Join(quoteAll(group), ", ")
		}
		when := ""
		if a.RequiredIf != "" {
			when = " (" + describeCondition(a.RequiredIf, n) + ")"
		}
		e.Report(a.Name, lint.Finding{AnyExpansion: true,
			Message: fmt.Sprintf("<%s> is missing the required %s%s", n.Data, what, when)})
	}
	if img && !present("alt") && !altExempt(e) {
		e.Report("alt", lint.Finding{AnyExpansion: true,
			Message: "<img> must have an alt attribute: the text that stands for the image (alt=\"\" when it is decoration)",
			Browser: "screen readers read the file name or nothing"})
	}
}

// altExempt reports the cases in which the standard lets an img go
// without alt (HTML §4.8.4.4.11 "A key part of the content", "Images
// whose contents are not known", and §4.8.4.4.15 "Guidance for
// conformance checkers"): "the alt attribute may be omitted, but one of
// the following conditions must be met as well: The img element is in a
// figure element that contains a figcaption element that contains
// content other than inter-element whitespace, and, ignoring the
// figcaption element and its descendants, the figure element has no flow
// content descendants other than inter-element whitespace and the img
// element. The title attribute is present and has a non-empty value."
// Checkers also stay silent on an img with the (non-conforming)
// generator-unable-to-provide-required-alt attribute, empty (§4.8.4.4.14,
// §4.8.4.4.15).
func altExempt(e *lint.Element) bool {
	img := e.Node
	// A bound title (:title, [title]) holds text the page supplies.
	if t, ok := lint.GetAttr(img, "title"); ok && t != "" || e.Bound(img, "title") {
		return true
	}
	if v, ok := lint.GetAttr(img, "generator-unable-to-provide-required-alt"); ok && v == "" {
		return true
	}
	return captionedFigure(img)
}

// captionedFigure reports the figure condition of altExempt. Every child
// of a figure other than its figcaption is flow content (its content
// model: flow content, with one figcaption first or last), and so is
// every descendant of those: the img must be a child of the figure, and
// its other children figcaptions, comments and inter-element whitespace
// only. A picture or a link around the img is such other flow content.
func captionedFigure(img *html.Node) bool {
	fig := img.Parent
	if fig == nil || fig.Type != html.ElementNode || fig.Namespace != "" || fig.Data != "figure" {
		return false
	}
	caption := false
	for c := fig.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c == img, c.Type == html.CommentNode:
		case c.Type == html.TextNode:
			if !interElementWhitespace(c.Data) {
				return false
			}
		case c.Type == html.ElementNode && c.Namespace == "" && c.Data == "figcaption":
			caption = caption || hasContent(c)
		default:
			return false
		}
	}
	return caption
}

// hasContent reports whether n contains content other than inter-element
// whitespace: an element, or text that is not only ASCII whitespace
// (comments are not content, HTML §3.2.5).
func hasContent(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode || c.Type == html.TextNode && !interElementWhitespace(c.Data) {
			return true
		}
	}
	return false
}

// interElementWhitespace reports whether text is inter-element whitespace:
// ASCII whitespace only (HTML §3.2.5.1), or nothing.
func interElementWhitespace(text string) bool {
	return strings.Trim(text, " \t\n\f\r") == ""
}

// hasChild reports whether n has an HTML element child named name.
func hasChild(n *html.Node, name string) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.Namespace == "" && c.Data == name {
			return true
		}
	}
	return false
}

func quoteAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// checkHTMLLang warns when a whole document has no lang on html (HTML
// §3.2.6.2: authors are encouraged to specify the document's language).
func checkHTMLLang(d *lint.Doc) {
	if d.Fragment() {
		return
	}
	for _, n := range d.Elements {
		if n.Data != "html" {
			continue
		}
		// With no <html> tag in this file (TagEnd < 0), a layout or an
		// include writes it.
		if _, ok := lint.GetAttr(n, "lang"); !ok && !d.Bound(n, "lang") {
			if _, ok := lint.GetAttr(n, "xml:lang"); !ok && d.TagEnd(n) >= 0 {
				d.Report(n, "lang", lint.Finding{Warn: true, AnyExpansion: true,
					Message: "add a lang attribute to <html> to say the document's language",
					Browser: "screen readers, translation and hyphenation guess the language"})
			}
		}
		return
	}
}
