package source

import "golang.org/x/net/html"

// token is called by the parser for every token it reads, with the
// token's offset in Src. For a start tag it records the tag and its
// attribute spans and returns the tag's index in d.tags; for any other
// token it returns -1.
func (d *Document) token(tt html.TokenType, off int) int32 {
	if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
		return -1
	}
	if _, ok := d.scanTag(off, true, &d.scratch); !ok {
		return -1
	}
	return int32(len(d.tags) - 1)
}

// record maps element n to tag i (when i >= 0).
func (p *parser) record(n *html.Node, i int32) {
	if i < 0 {
		return
	}
	p.pos.tags[i].Nodes++
	p.pos.nodes[n] = i
}

// clone is Node.clone in x/net/html: a copy of n's element with its
// attributes and no relatives. The copy comes from n's tag, like n.
func (p *parser) clone(n *html.Node) *html.Node {
	m := cloneNode(n)
	if i, ok := p.pos.nodes[n]; ok {
		p.record(m, i)
	}
	return m
}

// merge notes that the current start tag's attributes were merged into n,
// the html or body element (only keys n lacked are copied).
func (p *parser) merge(n *html.Node) {
	if p.curTag >= 0 {
		p.pos.merges = append(p.pos.merges, merged{node: n, tag: p.curTag})
	}
}
