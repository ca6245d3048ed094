package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// ScriptType checks the type attribute of script.
var ScriptType = &lint.Rule{
	ID:       "script-type",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/scripting.html#attr-script-type",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  "script@type must be left out (or a JavaScript MIME type, better removed), module, importmap, speculationrules, or a valid MIME type string for a data block",
	Doc: `HTML §4.12.1: the type of a script element is omitted or empty (a
classic script), "module", "importmap" or "speculationrules" (ASCII
case-insensitive), or a valid MIME type string, which makes the element
a data block that browsers never run, unless it is a JavaScript MIME type
essence match (text/javascript and its legacy aliases such as
application/javascript or text/javascript1.2, exactly, in any case),
which makes it a classic script again. Authors should leave a JavaScript
type out: it is a warning, and the fix removes it.

A value that is neither, such as "javascript" or "text/javascript;
charset=utf-8" (parameters make it no longer match), turns the script
into a data block: browsers never run it.`,
	Valid:   `<script src="a.js"></script> <script type="module" src="m.js"></script> <script type="application/ld+json">{}</script>`,
	Invalid: `<script type="javascript">alert(1)</script> <script type="text/javascript; charset=utf-8">alert(1)</script>`,
	Targets: lint.On("type", "script"),
	Check: func(a *lint.Attr) {
		v := a.Value
		start, end := trimSpaceBounds(v)
		t := v[start:end]
		switch {
		case t == "":
			return
		case microsyntax.EqualFoldASCII(t, "module"), microsyntax.EqualFoldASCII(t, "importmap"),
			microsyntax.EqualFoldASCII(t, "speculationrules"):
			return
		case microsyntax.IsJavaScriptMIMETypeEssenceMatch(t):
			a.Report(lint.Finding{Whole: true, Warn: true,
				Message: fmt.Sprintf("type=%q is the default for scripts; leave it out", v),
				Fix:     &lint.ValueFix{Remove: true, Message: "remove the redundant type, which browsers read as a classic script either way"}})
			return
		}
		essence, ok := microsyntax.MIMEEssence(t)
		if ok && microsyntax.IsJavaScriptMIMETypeEssenceMatch(essence) {
			a.Report(lint.Finding{Offset: start, End: end,
				Message: fmt.Sprintf("%q is not a JavaScript MIME type: with parameters it no longer matches; write %q or leave type out", t, essence),
				Browser: "browsers treat the script as a data block and never run it",
				Suggest: &lint.ValueFix{Remove: true, Message: "remove the type, so that browsers run the script"}})
			return
		}
		if err := microsyntax.ValidMIMEType(v); err != nil {
			f := errFinding(err, "invalid script type")
			f.Browser = "browsers treat the script as a data block and never run it"
			if !strings.Contains(t, "/") && strings.Contains(strings.ToLower(t), "script") {
				f.Suggest = &lint.ValueFix{Remove: true, Message: "remove the type, so that browsers run the script"}
			}
			a.Report(f)
		}
	},
}
