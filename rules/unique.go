package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// reportLaterOnes reports every element of group after the first that can
// be rendered with an earlier one (see Doc.Coexist), on attribute attr,
// pointing at that earlier one.
func reportLaterOnes(d *lint.Doc, group []*html.Node, attr string, f func(first *html.Node) lint.Finding) {
	for i, n := range group {
		if i == 0 {
			continue
		}
		first := firstCoexisting(d, group[:i+1], n)
		if first == nil {
			continue
		}
		finding := f(first)
		if line, col := d.Position(first, attr); line > 0 {
			finding.Message += fmt.Sprintf(" (the first at %d:%d)", line, col)
		}
		finding.Whole = true
		finding.Related = append(finding.Related, lint.Related{Node: first, Attr: attr, Message: "the first one"})
		d.Report(n, attr, finding)
	}
}

// UniqueAutofocus checks that an autofocus scope has one autofocus.
var UniqueAutofocus = &lint.Rule{
	ID:       "unique-autofocus",
	Section:  "https://html.spec.whatwg.org/multipage/interaction.html#the-autofocus-attribute",
	Severity: lint.Error,
	Summary:  "at most one element per autofocus scope (the document, a dialog, a popover) may have autofocus",
	Doc: `HTML §6.6.8: there must not be two elements with the same nearest
autofocus scope root that both have the autofocus attribute. The scope root
is the nearest dialog element or element with a popover attribute around
the element, or the document.

Browsers focus the first of them when the document loads (or the dialog or
popover opens) and ignore the others. Elements in different branches of a
template conditional are not compared.`,
	Valid:   `<input autofocus><dialog><button autofocus>OK</button></dialog>`,
	Invalid: `<input name="a" autofocus><input name="b" autofocus>`,
	Document: func(d *lint.Doc) {
		scopes := map[*html.Node][]*html.Node{}
		var order []*html.Node
		for _, n := range d.All {
			if _, ok := lint.GetAttr(n, "autofocus"); !ok {
				continue
			}
			root := autofocusScope(n)
			if scopes[root] == nil {
				order = append(order, root)
			}
			scopes[root] = append(scopes[root], n)
		}
		for _, root := range order {
			reportLaterOnes(d, scopes[root], "autofocus", func(*html.Node) lint.Finding {
				return lint.Finding{Message: "another element in the same autofocus scope already has autofocus",
					Browser: "browsers focus the first one and ignore this one"}
			})
		}
	},
}

// autofocusScope returns n's nearest autofocus scope root: an ancestor
// dialog or element with popover, or nil for the document.
func autofocusScope(n *html.Node) *html.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type != html.ElementNode {
			continue
		}
		if p.Namespace == "" && p.Data == "dialog" {
			return p
		}
		if _, ok := lint.GetAttr(p, "popover"); ok {
			return p
		}
	}
	return nil
}

// UniqueSelected checks that a single-choice select preselects one option.
var UniqueSelected = &lint.Rule{
	ID:       "unique-selected",
	Section:  "https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element",
	Severity: lint.Error,
	Summary:  "a select without multiple may have at most one option with selected",
	Doc: `HTML §4.10.7: a select element without the multiple attribute must not
have more than one option with the selected attribute.

Browsers select the last of them: each selected option unselects the ones
before it. Add multiple if several choices are meant, or keep selected on
the one option that should be chosen. Options in different branches of a
template conditional are not compared.`,
	Valid:   `<select><option>a</option><option selected>b</option></select>`,
	Invalid: `<select><option selected>a</option><option selected>b</option></select>`,
	Document: func(d *lint.Doc) {
		for _, sel := range d.Elements {
			if sel.Data != "select" {
				continue
			}
			if _, multi := lint.GetAttr(sel, "multiple"); multi {
				continue
			}
			var picked []*html.Node
			var walk func(*html.Node)
			walk = func(p *html.Node) {
				for c := p.FirstChild; c != nil; c = c.NextSibling {
					if c.Type != html.ElementNode || c.Namespace != "" {
						continue
					}
					if c.Data == "option" {
						if _, ok := lint.GetAttr(c, "selected"); ok {
							picked = append(picked, c)
						}
						continue
					}
					if c.Data != "select" && c.Data != "template" {
						walk(c)
					}
				}
			}
			walk(sel)
			reportLaterOnes(d, picked, "selected", func(*html.Node) lint.Finding {
				return lint.Finding{Message: "this select has no multiple attribute, and an earlier option is already selected",
					Browser: "browsers select the last selected option and unselect the earlier ones"}
			})
		}
	},
}

// UniqueDefaultTrack checks that a media element has one default track of
// each kind group.
var UniqueDefaultTrack = &lint.Rule{
	ID:       "unique-default-track",
	Section:  "https://html.spec.whatwg.org/multipage/media.html#attr-track-default",
	Severity: lint.Error,
	Summary:  "a media element may have one default subtitles or captions track, and one default chapters track",
	Doc: `HTML §4.8.11.2: a media element must have no more than one track child
whose kind is subtitles or captions (a missing kind is subtitles) with the
default attribute, and no more than one of kind chapters with it (metadata
tracks may have any number).

Browsers turn on the first default track of the group and ignore the
default attribute of the others.`,
	Valid:   `<video src="v.mp4"><track src="en.vtt" srclang="en" default><track kind="chapters" src="c.vtt" default></video>`,
	Invalid: `<video src="v.mp4"><track src="en.vtt" srclang="en" default><track src="es.vtt" srclang="es" default></video>`,
	Document: func(d *lint.Doc) {
		for _, media := range d.Elements {
			if media.Data != "video" && media.Data != "audio" {
				continue
			}
			groups := map[string][]*html.Node{}
			for c := media.FirstChild; c != nil; c = c.NextSibling {
				if c.Type != html.ElementNode || c.Namespace != "" || c.Data != "track" {
					continue
				}
				if _, ok := lint.GetAttr(c, "default"); !ok {
					continue
				}
				kind, present := lint.GetAttr(c, "kind")
				if d.Templated(kind) {
					continue
				}
				switch group := trackKindGroup(kind, present); group {
				case "subtitles or captions", "chapters":
					groups[group] = append(groups[group], c)
				}
			}
			for _, group := range []string{"subtitles or captions", "chapters"} {
				reportLaterOnes(d, groups[group], "default", func(*html.Node) lint.Finding {
					return lint.Finding{Message: fmt.Sprintf("an earlier %s track of this media element is already the default", group),
						Browser: "browsers turn on the first default track of the group and ignore this default"}
				})
			}
		}
	},
}

// trackKindGroup maps a track's kind to the group the default rule counts
// in, by the kind attribute's states: a missing kind is subtitles, an
// invalid one (the empty string included) metadata.
func trackKindGroup(kind string, present bool) string {
	if !present {
		return "subtitles or captions"
	}
	for _, k := range []string{"subtitles", "captions"} {
		if microsyntax.EqualFoldASCII(kind, k) {
			return "subtitles or captions"
		}
	}
	for _, k := range []string{"chapters", "descriptions"} {
		if microsyntax.EqualFoldASCII(kind, k) {
			return k
		}
	}
	return "metadata"
}
