package rules

import (
	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// UniqueSelected checks that a single-choice select preselects one option.
var UniqueSelected = &lint.Rule{
	ID:       "unique-selected",
	Family:   "unique",
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
