package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// Microdata checks the microdata attributes (HTML §5.2).
var Microdata = &lint.Rule{
	ID:       "microdata",
	Family:   "microdata",
	Section:  "https://html.spec.whatwg.org/multipage/microdata.html#encoding-microdata",
	Severity: lint.Error,
	Summary:  "itemtype, itemid and itemref need itemscope; itemid needs itemtype; itemprop must belong to an item; token lists hold no repeats",
	Doc: `HTML §5.2.2-5.2.4:
- itemtype, itemid and itemref must only be on elements with itemscope,
  and itemid only together with itemtype (an identifier is global only
  within a vocabulary).
- itemtype is a set of unique absolute URLs, at least one (the url rule
  checks the URLs); itemref a set of unique ids of elements of the
  document; itemprop a set of unique property names, at least one, each
  an absolute URL or a name without '.' or ':'.
- An element with itemprop must be a property of an item: inside an
  element with itemscope (not across another item), or in an element that
  an item's itemref names.
- A meta element with itemprop must not also have name, http-equiv or
  charset (a meta is exactly one of them).

Browsers and the consumers of microdata (search engines, the microdata
API of the standard) ignore what is misplaced: an itemtype without
itemscope defines no item, and a property that belongs to no item is not
read at all. In a partial (a fragment of a page), itemprop and itemref
are not checked against the rest of the page, which the partial cannot
see.`,
	Valid: `<div itemscope itemtype="https://schema.org/Person" itemref="addr"><span itemprop="name">Ada</span></div>
<p id="addr" itemprop="address">London</p>`,
	Invalid:  `<div itemtype="https://schema.org/Person"><span itemprop="name">Ada</span></div>`,
	Document: checkMicrodata,
}

func checkMicrodata(d *lint.Doc) {
	// Elements that an item's itemref names: properties may be there.
	refTarget := map[*html.Node]bool{}
	any := false
	for _, n := range d.All {
		if !hasMicrodata(n) {
			continue
		}
		_, scope := lint.GetAttr(n, "itemscope")
		// Template syntax among the attributes may add itemscope,
		// itemtype or name: presence and absence are not judged there.
		scope = scope || d.TemplatedTag(n)
		for _, attr := range []string{"itemtype", "itemid", "itemref"} {
			v, ok := lint.GetAttr(n, attr)
			if !ok {
				continue
			}
			any = true
			if !scope {
				d.Report(n, attr, lint.Finding{Whole: true, AnyExpansion: true,
					Message: attr + " is only allowed on an element with itemscope",
					Browser: "microdata consumers ignore it: the element is not an item"})
				continue
			}
			switch attr {
			case "itemid":
				if _, typed := lint.GetAttr(n, "itemtype"); !typed && !d.TemplatedTag(n) {
					d.Report(n, attr, lint.Finding{Whole: true, AnyExpansion: true,
						Message: "itemid needs itemtype: an identifier is global only within a vocabulary"})
				}
			case "itemtype":
				// Each token must be an absolute URL, and there must be
				// one: the url rule checks that.
				checkItemTokens(d, n, attr, v, nil)
			case "itemref":
				checkItemTokens(d, n, attr, v, nil)
				if !d.Templated(v) {
					checkItemref(d, n, v, refTarget)
				}
			}
		}
		if v, ok := lint.GetAttr(n, "itemprop"); ok {
			any = true
			checkItemTokens(d, n, "itemprop", v, func(tok string) string {
				if strings.ContainsAny(tok, ".:") && !hasScheme(tok) {
					return "a property name must be an absolute URL or contain neither '.' nor ':'"
				}
				return ""
			})
			if n.Namespace == "" && n.Data == "meta" && !d.TemplatedTag(n) {
				for _, other := range []string{"name", "http-equiv", "charset"} {
					if _, ok := lint.GetAttr(n, other); ok {
						d.Report(n, "itemprop", lint.Finding{Whole: true, AnyExpansion: true,
							Message: fmt.Sprintf("a meta element with itemprop must not have %s: it is either a property or metadata", other)})
						break
					}
				}
			}
		}
	}
	if !any || d.Fragment() {
		return
	}
	// A property is reached from an item: an item's children, the
	// elements its itemref names, and the children of what is reached,
	// not entering other items (HTML §5.2.5, "the properties of an
	// item"). reached(E) holds when an itemref names E, or E's parent is
	// an item or is reached; it is worked out up the ancestors of each
	// element with itemprop, each element once.
	memo := map[*html.Node]bool{}
	var reached func(n *html.Node) bool
	reached = func(n *html.Node) bool {
		if r, ok := memo[n]; ok {
			return r
		}
		r := refTarget[n]
		if p := n.Parent; !r && p != nil && p.Type == html.ElementNode {
			_, scope := lint.GetAttr(p, "itemscope")
			r = scope || d.TemplatedTag(p) || reached(p)
		}
		memo[n] = r
		return r
	}
	for _, n := range d.All {
		if _, ok := lint.GetAttr(n, "itemprop"); ok && !reached(n) {
			d.Report(n, "itemprop", lint.Finding{Whole: true, AnyExpansion: true,
				Message: "itemprop on an element that belongs to no item: no ancestor has itemscope and no itemref names it",
				Browser: "microdata consumers never read this property"})
		}
	}
}

// checkItemref reports the ids of itemref value v on n that no element
// has, and records in refTarget the elements the others name. (A function
// of its own: the closure that reports on n would otherwise make every
// element of checkMicrodata's loop a heap allocation.)
func checkItemref(d *lint.Doc, n *html.Node, v string, refTarget map[*html.Node]bool) {
	dangling := newListed(func(f lint.Finding) { d.Report(n, "itemref", f) }, func(count int, names string) lint.Finding {
		return lint.Finding{Message: fmt.Sprintf("itemref refers to %d ids that no element has: %s", count, names),
			Browser: "microdata consumers find no properties there"}
	})
	for off, id := range microsyntax.SpaceTokens(v) {
		targets := d.ByID(id)
		if len(targets) == 0 {
			if !d.OnPage(id) {
				dangling.Add(id, lint.Finding{Offset: off, End: off + len(id),
					Message: fmt.Sprintf("itemref refers to id %q, but no element has that id", id),
					Browser: "microdata consumers find no properties there"})
			}
			continue
		}
		refTarget[targets[0]] = true
	}
	dangling.Done()
}

// hasMicrodata reports whether n has any microdata attribute.
func hasMicrodata(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Namespace == "" && len(a.Key) > 4 && a.Key[:4] == "item" {
			return true
		}
	}
	return false
}

// checkItemTokens checks an unordered set of unique space-separated
// tokens: at least one for itemtype and itemprop, no repeats, and each
// token by check (nil: any), which returns a reason or "".
func checkItemTokens(d *lint.Doc, n *html.Node, attr, v string, check func(string) string) {
	if d.Templated(v) {
		return
	}
	var seen microsyntax.TokenSeen
	count := 0
	for off, tok := range microsyntax.SpaceTokens(v) {
		count++
		if first := seen.Add(off, tok); first >= 0 {
			d.Report(n, attr, lint.Finding{Offset: off, End: off + len(tok),
				Message: fmt.Sprintf("%q is given twice in %s", tok, attr)})
			return
		}
		if check != nil {
			if why := check(tok); why != "" {
				d.Report(n, attr, lint.Finding{Offset: off, End: off + len(tok),
					Message: fmt.Sprintf("%q in %s: %s", tok, attr, why)})
				return
			}
		}
	}
	if count == 0 && attr == "itemprop" {
		d.Report(n, attr, lint.Finding{Whole: true, Message: attr + " must hold at least one token"})
	}
}

// hasScheme reports whether s starts with a URL scheme and ':' (an
// absolute URL; its other parts are the URL rules' to check).
func hasScheme(s string) bool {
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return false
	}
	for j := 0; j < i; j++ {
		c := s[j]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case j > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return true
}
