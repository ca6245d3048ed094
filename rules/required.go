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

img may go without alt only when it is the sole content of a figure
whose figcaption has text, or when a generator that cannot provide the
text marks it with generator-unable-to-provide-required-alt.

A whole document (not a template fragment) should say its language with
lang on its <html> tag: that is reported as a warning, since screen
readers and translation tools otherwise guess. A file without an <html>
tag is not asked for one (a layout or an include may write it).

What browsers do varies: an img without src shows nothing, a link
without href loads nothing; a missing alt leaves screen reader users
with the file name or nothing.`,
	Valid:    `<!doctype html><html lang="en"><title>t</title><img src="a.png" alt=""> <link rel="stylesheet" href="a.css"></html>`,
	Invalid:  `<img src="a.png"> <img alt="logo"> <optgroup></optgroup>`,
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
	present := func(name string) bool {
		_, ok := getNamed(n, name)
		return ok
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
			s := subject{n, e.Templated}
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
	if img && !present("alt") && !altExempt(n) {
		e.Report("alt", lint.Finding{AnyExpansion: true,
			Message: "<img> must have an alt attribute: the text that stands for the image (alt=\"\" when it is decoration)",
			Browser: "screen readers read the file name or nothing"})
	}
}

// altExempt reports the standard's exceptions to img's alt (HTML §4.8.4.4):
// the generator-unable-to-provide-required-alt attribute, or an img that
// is the only content of a figure whose figcaption has text.
func altExempt(img *html.Node) bool {
	if _, ok := lint.GetAttr(img, "generator-unable-to-provide-required-alt"); ok {
		return true
	}
	fig := img.Parent
	if fig == nil || fig.Type != html.ElementNode || fig.Namespace != "" || fig.Data != "figure" {
		return false
	}
	caption := false
	for c := fig.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c == img:
		case c.Type == html.TextNode:
			if strings.Trim(c.Data, " \t\n\f\r") != "" {
				return false
			}
		case c.Type == html.ElementNode && c.Namespace == "" && c.Data == "figcaption":
			caption = caption || strings.Trim(textOf(c), " \t\n\f\r") != ""
		case c.Type == html.CommentNode:
		default:
			return false
		}
	}
	return caption
}

// textOf returns the text content of n.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode {
				b.WriteString(c.Data)
			}
			walk(c)
		}
	}
	walk(n)
	return b.String()
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
		if _, ok := lint.GetAttr(n, "lang"); !ok {
			if _, ok := lint.GetAttr(n, "xml:lang"); !ok && d.TagEnd(n) >= 0 {
				d.Report(n, "lang", lint.Finding{Warn: true, AnyExpansion: true,
					Message: "add a lang attribute to <html> to say the document's language",
					Browser: "screen readers, translation and hyphenation guess the language"})
			}
		}
		return
	}
}
