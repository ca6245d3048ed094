package rules

import (
	"fmt"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// Usemap checks img@usemap hash-name references.
var Usemap = &lint.Rule{
	ID:       "usemap",
	Family:   "references",
	Section:  "https://html.spec.whatwg.org/multipage/image-maps.html#image-map",
	Severity: lint.Error,
	Summary:  "usemap must be \"#\" and the name of a map element in the same document",
	Doc: `HTML §2.3.9 and §4.8.14: usemap is a valid hash-name reference, a "#"
followed by the exact (case-sensitive) value of the name attribute of a
map element in the same tree. Browsers also find a map by its id, but
that is not conforming; without the "#" browsers find nothing.`,
	Valid:    `<img src="a.png" alt="" usemap="#nav"> <map name="nav"></map>`,
	Invalid:  "<!DOCTYPE html>\n" + `<img src="a.png" alt="" usemap="nav"> <img src="b.png" alt="" usemap="#Nav"> <map name="nav"></map>`,
	Document: checkUsemaps,
}

func checkUsemaps(d *lint.Doc) {
	var maps map[string]*html.Node // name -> first map with it
	for _, n := range d.Elements {
		if n.Data != "img" && n.Data != "object" {
			continue
		}
		v, ok := lint.GetAttr(n, "usemap")
		if !ok || d.Templated(v) {
			continue
		}
		if err := microsyntax.ValidHashNameReference(v); err != nil {
			f := errFinding(err, "invalid hash-name reference")
			f.Browser = "browsers find no image map"
			if !strings.Contains(v, "#") && v != "" {
				f.Suggest = &lint.ValueFix{Message: "add the missing \"#\"", Value: "#" + v}
			}
			d.Report(n, "usemap", f)
			continue
		}
		name, _ := microsyntax.ParseHashNameReference(v)
		if maps == nil {
			// goquery selects the maps outside <template> in one query.
			sel := goquery.NewDocumentFromNode(d.Root).Find("map").Not("template map")
			maps = make(map[string]*html.Node, sel.Length())
			sel.Each(func(_ int, s *goquery.Selection) {
				if nm, ok := s.Attr("name"); ok {
					if _, dup := maps[nm]; !dup {
						maps[nm] = s.Get(0)
					}
				}
			})
		}
		if maps[name] != nil || len(d.ByID(name)) == 0 && d.OnPage(name) {
			continue
		}
		f := lint.Finding{Offset: strings.IndexByte(v, '#') + 1, End: len(v),
			Message: fmt.Sprintf("no map has name %q", name), Browser: "browsers find no image map"}
		for nm := range maps {
			if strings.EqualFold(nm, name) {
				f.Message += fmt.Sprintf(" (names are case-sensitive: there is a map named %q)", nm)
				f.Suggest = &lint.ValueFix{Message: "use the map's exact name", Value: "#" + nm}
			}
		}
		for _, t := range d.ByID(name) {
			if t.Data == "map" {
				f.Message = fmt.Sprintf("usemap refers to a map by its id %q; it must use the map's name", name)
				f.Browser = "browsers find the map by id, but the reference is not conforming"
			}
		}
		d.Report(n, "usemap", f)
	}
}
