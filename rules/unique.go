package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// AttributeUnique reports attributes the standard allows once per
// document, per scope or per parent.
var AttributeUnique = &lint.Rule{
	ID:       "attribute-unique",
	Section:  "https://html.spec.whatwg.org/multipage/interaction.html#the-autofocus-attribute",
	Severity: lint.Error,
	Summary:  "one autofocus per scoping root, one meta charset, one selected option without multiple, one default track per kind",
	Doc: `Some attributes may be given once only:

- autofocus: no two elements with the same nearest autofocus scoping root
  (a dialog, an element with popover, or the document) may have it
  (HTML §6.6.8); browsers focus the first;
- meta charset: a document must not have more than one meta element with
  a charset attribute (§4.2.5.4); browsers use the first;
- selected: a select without multiple must not have more than one option
  with selected (§4.10.7); browsers select the last;
- track default: of the tracks of one media element, at most one
  subtitles-or-captions track, one descriptions track and one chapters
  track may have default (§4.8.11); browsers turn on the first.

Elements in exclusive branches of a template conditional are never
rendered together and are not compared.`,
	Valid:    `<select><option selected>a</option><option>b</option></select> <dialog><input autofocus></dialog> <input autofocus>`,
	Invalid:  `<input autofocus> <button autofocus>x</button> <select><option selected>a</option><option selected>b</option></select>`,
	Document: checkUnique,
}

func checkUnique(d *lint.Doc) {
	var charsets []*html.Node
	autofocus := map[*html.Node][]*html.Node{}
	tracks := map[trackKey][]*html.Node{}
	for _, n := range d.Elements {
		if _, ok := lint.GetAttr(n, "autofocus"); ok {
			root := autofocusRoot(n)
			if first := firstCoexisting(d, autofocus[root], n); first != nil {
				reportRepeat(d, n, "autofocus", first, "another element with the same autofocus scoping root already has autofocus", "browsers focus the first")
			}
			autofocus[root] = append(autofocus[root], n)
		}
		switch n.Data {
		case "meta":
			if _, ok := lint.GetAttr(n, "charset"); ok {
				if first := firstCoexisting(d, charsets, n); first != nil {
					reportRepeat(d, n, "charset", first, "a document must have only one meta charset", "browsers use the first")
				}
				charsets = append(charsets, n)
			}
		case "select":
			if _, multiple := lint.GetAttr(n, "multiple"); !multiple {
				checkSelected(d, n)
			}
		case "track":
			if _, ok := lint.GetAttr(n, "default"); ok && n.Parent != nil {
				kind, hasKind := lint.GetAttr(n, "kind")
				if d.Templated(kind) {
					continue
				}
				cat := trackCategory(kind, hasKind)
				if cat == "" {
					continue
				}
				k := trackKey{n.Parent, cat}
				if first := firstCoexisting(d, tracks[k], n); first != nil {
					reportRepeat(d, n, "default", first, "only one "+cat+" track of a media element may have default", "browsers turn on the first")
				}
				tracks[k] = append(tracks[k], n)
			}
		}
	}
}

type trackKey struct {
	parent *html.Node
	cat    string
}

// trackCategory groups a track's kind as the default rule does: the
// missing value default is subtitles, the invalid value default metadata,
// which may have several defaults ("" then).
func trackCategory(kind string, present bool) string {
	for _, e := range enumByName["kind"] {
		if !e.AppliesTo("track") {
			continue
		}
		st, _ := e.Enum.State(kind, present)
		switch st {
		case "subtitles", "captions":
			return "subtitles or captions"
		case "descriptions", "chapters":
			return st
		}
	}
	return ""
}

// autofocusRoot is n's nearest ancestor autofocus scoping root: a dialog
// or an element with popover; nil for the document.
func autofocusRoot(n *html.Node) *html.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type != html.ElementNode || p.Namespace != "" {
			continue
		}
		if p.Data == "dialog" {
			return p
		}
		if _, ok := lint.GetAttr(p, "popover"); ok {
			return p
		}
	}
	return nil
}

// checkSelected reports the options of a select without multiple that
// have selected after the first.
func checkSelected(d *lint.Doc, sel *html.Node) {
	var selected []*html.Node
	var walk func(*html.Node)
	walk = func(p *html.Node) {
		for c := p.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || c.Namespace != "" {
				continue
			}
			if c.Data == "option" {
				if _, ok := lint.GetAttr(c, "selected"); ok {
					if first := firstCoexisting(d, selected, c); first != nil {
						reportRepeat(d, c, "selected", first, "a select without multiple must have at most one selected option", "browsers select the last one")
					}
					selected = append(selected, c)
				}
				continue
			}
			if c.Data != "select" {
				walk(c) // optgroup, and the elements a customizable select allows
			}
		}
	}
	walk(sel)
}

// reportRepeat reports attr on n, a repeat of first's.
func reportRepeat(d *lint.Doc, n *html.Node, attr string, first *html.Node, msg, browser string) {
	where := ""
	if line, col := d.Position(first, attr); line > 0 {
		where = fmt.Sprintf(" (the first at %d:%d)", line, col)
	}
	d.Report(n, attr, lint.Finding{Name: true, AnyExpansion: true,
		Message: msg + where, Browser: browser,
		Related: []lint.Related{{Node: first, Attr: attr, Message: "the first " + attr}}})
}
