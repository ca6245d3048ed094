package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// CustomElementName checks the is attribute.
var CustomElementName = &lint.Rule{
	ID:       "custom-element-name",
	Family:   "values",
	Section:  "https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name",
	Severity: lint.Error,
	Summary:  "is must be a valid custom element name: lower-case, starting with a letter, with a \"-\", not a name SVG or MathML reserve",
	Doc: `HTML §4.13.3: the is attribute names the customized built-in element
to create, and must be a valid custom element name: it starts with an
ASCII lower-case letter, has no ASCII upper-case letter, contains a "-",
has no whitespace, "/" or ">", and is not one of the hyphenated names SVG
and MathML use (annotation-xml, color-profile, font-face, font-face-src,
font-face-uri, font-face-format, font-face-name, missing-glyph).

Browsers cannot define a custom element under any other name, so the
element stays a plain built-in one.`,
	Valid:   `<button is="fancy-button">x</button>`,
	Invalid: `<button is="FancyButton">x</button> <button is="font-face">x</button>`,
	Targets: lint.On("is", "*"),
	Check: func(a *lint.Attr) {
		if err := microsyntax.ValidCustomElementName(a.Value); err != nil {
			f := errFinding(err, "invalid custom element name")
			f.Browser = "no custom element can be defined with this name, so the element stays a plain " + a.Element
			a.Report(f)
		}
	},
}
