package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// LinkSizes checks link@sizes.
var LinkSizes = &lint.Rule{
	ID:       "link-sizes",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#attr-link-sizes",
	Severity: lint.Error,
	Summary:  "link@sizes must be \"any\" or unique WIDTHxHEIGHT sizes without leading zeros",
	Doc: `HTML §4.6.7.9: sizes on an icon link is an unordered set of unique
space-separated tokens, ASCII case-insensitive, each "any" or two valid
non-negative integers without a leading zero separated by "x" or "X"
("16x16 32x32"). Browsers skip tokens they cannot read when they pick an
icon.`,
	Valid:   `<link rel="icon" href="a.png" sizes="16x16 32X32">`,
	Invalid: `<link rel="icon" href="a.png" sizes="16 032x32 16x16 16x16">`,
	Targets: lint.On("sizes", "link"),
	Check: func(a *lint.Attr) {
		var seen []string
		for off, tok := range microsyntax.SpaceTokens(a.Value) {
			end := off + len(tok)
			if !microsyntax.EqualFoldASCII(tok, "any") && !iconSize(tok) {
				a.Report(lint.Finding{Offset: off, End: end,
					Message: fmt.Sprintf("%q is neither \"any\" nor WIDTHxHEIGHT (such as 32x32, no leading zeros)", tok),
					Browser: "browsers skip this size"})
				return
			}
			for _, s := range seen {
				if microsyntax.EqualFoldASCII(s, tok) {
					a.Report(lint.Finding{Offset: off, End: end, Message: fmt.Sprintf("size %q is given twice", tok)})
					return
				}
			}
			seen = append(seen, tok)
		}
	},
}

// iconSize reports whether tok is two non-negative integers without a
// leading zero joined by "x" or "X".
func iconSize(tok string) bool {
	i := strings.IndexAny(tok, "xX")
	if i < 0 {
		return false
	}
	for _, part := range []string{tok[:i], tok[i+1:]} {
		if part == "" || part[0] == '0' || microsyntax.ValidNonNegativeInteger(part) != nil {
			return false
		}
	}
	return true
}
