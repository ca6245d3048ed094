package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
	"golang.org/x/net/html"
)

// AttributeObsolete reports the obsolete attributes of HTML §16.
var AttributeObsolete = &lint.Rule{
	ID:       "attribute-obsolete",
	Family:   "attributes",
	Section:  "https://html.spec.whatwg.org/multipage/obsolete.html#obsolete",
	Severity: lint.Error,
	Fixable:  true,
	Summary:  "obsolete attributes (bgcolor, align, border on table, name on a, ...) with the replacement the standard names",
	Doc: `HTML §16 lists the attributes authors must no longer use
(§16.2, "non-conforming features": bgcolor, align, cellpadding, ...) and
a few that are obsolete but still conforming (§16.1: border="0" on img,
charset="utf-8" and language="JavaScript" on script, name on a), which
are warnings. Each finding says what the standard says to use instead,
usually CSS. An obsolete-but-conforming attribute with another value is
non-conforming: border="2" on img is an error.

SVG Tiny 1.2's focusable, which SVG 2 dropped for tabindex, is a
warning too: only Internet Explorer and the old Edge read it, and the
WAI-ARIA Authoring Practices write <svg focusable="false"> so that those
do not focus an icon; it does no harm.

An a whose name equals its own id is told that the id already makes it
a target, and is offered the removal of name as a fix: when browsers
look for the element a URL's fragment indicates, they take the first
element with that id before they look at a elements' names (§7.4.6.4,
"find a potential indicated element"), so such a name is never used.
(Scripts reading document.anchors or getElementsByName would no longer
find the element.)

Browsers still honour many of these (a table's bgcolor still paints), so
removing any other one can change the page: no other fix is offered. The colour
attributes (bgcolor, text, link, vlink, alink, color) are left to
obsolete-color, which also says which colour browsers paint.`,
	Valid:    `<table class="grid"><tr><td style="text-align: left">x</td></tr></table> <img src="a.png" alt="">`,
	Invalid:  `<table cellpadding="2"><tr><td align="left" nowrap>x</td></tr></table>`,
	Elements: []string{"*", "svg:*"},
	Element:  checkObsolete,
}

// colorTarget holds the attributes obsolete-color reports, saying also
// which colour browsers paint; this rule leaves them to it.
var colorTarget = func() map[lint.Target]bool {
	m := map[lint.Target]bool{}
	for _, t := range ObsoleteColor.Targets {
		m[t] = true
	}
	return m
}()

func checkObsolete(e *lint.Element) {
	n := e.Node
	if len(n.Attr) == 0 {
		return // most elements: no need to look further
	}
	el := specElement(n)
	if el == nil || e.TemplatedTag() {
		return
	}
	for _, at := range n.Attr {
		name := attrName(at)
		a := el.Attr(name)
		if a == nil || a.Status == spec.Current || colorTarget[lint.Target{Element: n.Data, Attr: name}] {
			continue
		}
		f := lint.Finding{Name: true, AnyExpansion: true}
		switch {
		case a.Status == spec.NonConforming:
			f.Message = fmt.Sprintf("attribute %q on <%s> is obsolete: %s", name, n.Data, a.Replacement)
		case a.ConformingValue != "" && !microsyntax.EqualFoldASCII(at.Val, a.ConformingValue):
			if e.Templated(at.Val) || n.Data == "script" && name == "charset" {
				continue // the charset rule reports a script charset other than utf-8
			}
			f.Message = fmt.Sprintf("attribute %q on <%s> is obsolete, and conforming only as %s=%q: %s", name, n.Data, name, a.ConformingValue, a.Replacement)
		case redundantAnchorName(e, at):
			f.Warn = true
			f.Message = fmt.Sprintf("attribute %q on <%s> is obsolete: the id already makes it a target; %s can go", name, n.Data, name)
			f.Browser = "browsers find the element by its id first and never read this name"
			f.Fix = &lint.ValueFix{Remove: true, Message: "remove the name, which repeats the id"}
		default:
			f.Warn = true
			f.Message = fmt.Sprintf("attribute %q on <%s> is obsolete: %s", name, n.Data, a.Replacement)
		}
		e.Report(name, f)
	}
}

// redundantAnchorName reports a name on an a element equal to the
// element's own id (HTML §16.1 lets name be there only so): "find a
// potential indicated element" (§7.4.6.4) returns the first element with
// an ID equal to the fragment before it looks at a elements' names, and
// this a has that ID, so its name is never what a fragment finds.
func redundantAnchorName(e *lint.Element, at html.Attribute) bool {
	if e.Node.Data != "a" || e.Node.Namespace != "" || at.Namespace != "" || at.Key != "name" || e.Templated(at.Val) {
		return false
	}
	id, ok := getNamed(e.Node, "id")
	return ok && id == at.Val
}
