package lint

import (
	"bytes"

	"golang.org/x/net/html"
)

// AddPageIDs adds to ids the ids that the HTML in src declares, and the
// names of its maps (which usemap refers to): the names another file of
// the same page can refer to (Options.PageIDs). It tokenizes only, in
// linear time, without building a tree; ids in comments, scripts and
// attribute values are not ids, as for the tree.
func AddPageIDs(ids map[string]bool, src []byte) {
	z := html.NewTokenizer(bytes.NewReader(src))
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return
		case html.StartTagToken, html.SelfClosingTagToken:
			name, more := z.TagName()
			isMap := string(name) == "map"
			for more {
				var k, v []byte
				k, v, more = z.TagAttr()
				if string(k) == "id" || isMap && string(k) == "name" {
					if len(v) > 0 {
						ids[string(v)] = true
					}
				}
			}
		}
	}
}
