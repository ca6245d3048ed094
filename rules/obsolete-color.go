package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// ObsoleteColor reports the presentational colour attributes of old HTML
// and says which colour browsers actually paint.
var ObsoleteColor = &lint.Rule{
	ID:       "obsolete-color",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features",
	Severity: lint.Error,
	Summary:  "bgcolor, text, link, vlink, alink and color are obsolete; the message says the colour browsers paint",
	Doc: `These attributes are obsolete (HTML §16.2): use CSS (background-color,
color, a:link, a:visited, a:active) instead. Browsers still honour them,
reading the value with the rules for parsing a legacy colour value
(§2.3.6), which accept almost anything: "chucknorris" paints #c00000 and
"#ff00" paints #ff0000 (the digits are split in three). The message names
the colour browsers paint, and a suggestion writes it as #rrggbb so the
page at least says what it shows (a suggestion, not a fix, since the
attribute stays obsolete: the real fix is CSS); "transparent" and the
empty string are ignored by browsers.`,
	Valid:   `<body style="background-color: #fff">`,
	Invalid: `<body bgcolor="chucknorris" text="#00f">`,
	Targets: concat(lint.On("bgcolor", "body", "table", "tr", "td", "th", "thead", "tbody", "tfoot", "marquee"),
		lint.On("text", "body"), lint.On("link", "body"), lint.On("vlink", "body"), lint.On("alink", "body"),
		lint.On("color", "font", "hr", "basefont")),
	Check: checkObsoleteColor,
}

var colorCSS = map[string]string{
	"bgcolor": "background-color", "text": "color", "color": "color",
	"link": "color on a:link", "vlink": "color on a:visited", "alink": "color on a:active",
}

func checkObsoleteColor(a *lint.Attr) {
	f := lint.Finding{Whole: true,
		Message: fmt.Sprintf("%s on <%s> is obsolete; use CSS %s instead", a.Name, a.Element, colorCSS[a.Name])}
	c, err := microsyntax.ParseLegacyColor(a.Value)
	if err != nil {
		f.Browser = "browsers ignore this value and paint no colour (" + errFinding(err, "").Message + ")"
	} else {
		hex := c.Hex()
		f.Browser = fmt.Sprintf("browsers paint %s (rgb(%d, %d, %d))", hex, c.R, c.G, c.B)
		if !microsyntax.EqualFoldASCII(a.Value, hex) {
			f.Suggest = &lint.ValueFix{Message: "write " + hex + ", the colour browsers paint", Value: hex}
		}
	}
	a.Report(f)
}
