package source

import (
	"bytes"
	"strings"

	"golang.org/x/net/html/atom"
)

// scan is the tokenizer pass. It finds the tokens x/net/html's tokenizer
// finds (see tokenizer) and records every start tag. Before each token it
// allows CDATA or not, and after each start tag it cancels raw text or not,
// as the parser would: the parser drives its tokenizer with those two
// switches (AllowCDATA, NextIsNotRawText) from its tree-construction state,
// which the mirror below approximates.
func (d *Document) scan() {
	src := d.Src
	// Every start tag has a '<' and most attributes an '='; counting them
	// (memchr speed) sizes the arrays once instead of growing them.
	lt := bytes.Count(src, []byte{'<'})
	d.tags = make([]Tag, 0, lt/2+8)
	d.attrs = make([]Attr, 0, min(bytes.Count(src, []byte{'='}), 2*lt)+8)
	z := tokenizer{d: d, src: src}
	m := mirror{framesetOK: true}
	var groups map[string]int32 // signature -> first tag of the group
	var groupSize map[int32]int32
	var sig []byte
	rawNext := false // the next text token is raw text (script, style, ...)
	for {
		cdata := m.cdata()
		z.allowCDATA = cdata
		tt, start := z.next()
		if tt == tokError {
			break
		}
		switch tt {
		case tokStartTag:
			t := &d.tags[len(d.tags)-1]
			attrs := d.attrs[t.attrIndex : t.attrIndex+t.attrCount]
			notRaw, asHTML := m.start(d, t.Name, attrs, z.selfClosing)
			if notRaw {
				z.rawTag = ""
			}
			rawNext = !notRaw && rawTextElement(t.Name)
			// Formatting tags the parser handles as HTML go through the
			// Noah's Ark clause; group identical ones (see marker.go).
			if asHTML && formatting(t.Name) {
				if groups == nil {
					groups = make(map[string]int32)
					groupSize = make(map[int32]int32)
				}
				sig = d.signature(sig[:0], t.Name, attrs)
				g, ok := groups[string(sig)]
				if !ok {
					g = int32(len(d.tags) - 1)
					groups[string(sig)] = g
				}
				t.group = g
				groupSize[g]++
			}
			if scanHook != nil {
				scanHook(start, cdata, true, notRaw && rawTextElement(t.Name), &m)
			}
		case tokEndTag:
			i := start + 2
			for i < z.pos && !isSpace(src[i]) && src[i] != '/' && src[i] != '>' {
				i++
			}
			m.end(internName(src[start+2:i], &z.scratch))
			rawNext = false
		case tokText:
			if !rawNext && (m.framesetOK || !m.bodyStarted) && len(bytes.Trim(src[start:z.pos], " \t\n\r\f")) > 0 {
				m.framesetOK = false
				m.bodyStarted = true
			}
			rawNext = false
		default:
			rawNext = false
		}
		if scanHook != nil && tt != tokStartTag {
			scanHook(start, cdata, false, false, &m)
		}
	}
	// Slice the attributes now that the backing array no longer moves.
	for i := range d.tags {
		t := &d.tags[i]
		t.Attrs = d.attrs[t.attrIndex : t.attrIndex+t.attrCount : t.attrIndex+t.attrCount]
		// Fewer than four identical tags never trigger the Noah's Ark
		// clause, so unique markers are safe for them.
		if t.group >= 0 && groupSize[t.group] < noahsArk {
			t.group = -1
		}
		t.carrier = carrier(t)
	}
}

// carrier picks the attribute of t whose value can carry the marker: the
// first one the tokenizer keeps whose value no parser rule reads. Of all
// attribute values the parser only looks at input's type (hidden inputs in
// tables and framesets), annotation-xml's encoding (integration points)
// and, on formatting elements, all of them (for the Noah's Ark clause,
// which the group markers take care of) and their order (sorted by name,
// then value: two names equal after NUL replacement would be sorted by
// the marked value, so such a tag gets a marker attribute instead).
func carrier(t *Tag) int32 {
	c := int32(-1)
	for j := range t.Attrs {
		a := &t.Attrs[j]
		if a.Duplicate {
			continue
		}
		if c < 0 && a.Name != "type" && a.Name != "encoding" {
			c = int32(j)
		}
		if strings.Contains(a.Name, "\uFFFD") && formatting(t.Name) {
			for k := range t.Attrs {
				if k != j && !t.Attrs[k].Duplicate && t.Attrs[k].Name == a.Name {
					return -1
				}
			}
		}
	}
	return c
}

// scanHook, when set by a test, sees the tokenizer switches of each token:
// its offset, whether CDATA was allowed, and for a start tag whether the
// next token was told not to be raw text.
var scanHook func(off int, cdata, start, notRaw bool, m *mirror)

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f'
}

// scanTag reads the tag starting with '<' at start, whose first name
// letter is known, and returns the offset past its '>'. ok is false when
// the input ends inside the tag: the tokenizer drops such a tag. With
// record, it appends the tag and its attributes to d.tags and d.attrs.
//
// It follows x/net/html's readTag, readTagName, readTagAttrKey and
// readTagAttrVal step by step, which implement the standard's tag states:
// the name runs to whitespace, '/' or '>'; a '/' between attributes is
// skipped (self-closing start tag state, then back to before attribute
// name); an '=' first in an attribute name is part of it; whitespace may
// surround '='; a value is double-quoted, single-quoted or runs to
// whitespace or '>' (so '<', '/', quotes and '=' may be in it).
func (d *Document) scanTag(start int, record bool, scratch *[]byte) (end int, ok bool) {
	src := d.Src
	n := len(src)
	i := start + 1
	if src[i] == '/' {
		i++ // an end tag
	}
	ns := i
	i++ // the first letter is part of the name
	for i < n && !isSpace(src[i]) && src[i] != '/' && src[i] != '>' {
		i++
	}
	ne := i
	if i < n && isSpace(src[i]) {
		i++
	}
	var t Tag
	if record {
		t = Tag{Start: start, NameStart: ns, NameEnd: ne, group: -1, attrIndex: int32(len(d.attrs))}
	}
	for {
		for i < n && isSpace(src[i]) {
			i++
		}
		if i >= n {
			break
		}
		if src[i] == '>' {
			end, ok = i+1, true
			break
		}
		// Attribute name. A first '=' belongs to the name.
		ks := i
		for i < n {
			c := src[i]
			if c == '=' && i == ks {
				i++
				continue
			}
			if c == '=' || isSpace(c) || c == '/' || c == '>' {
				break
			}
			i++
		}
		ke := i
		a := Attr{NameStart: ks, NameEnd: ke, ValueStart: ke, ValueEnd: ke}
		for i < n && isSpace(src[i]) {
			i++
		}
		if i < n {
			switch src[i] {
			case '/':
				// A lone '/' is skipped; after a name it ends the name, and
				// the attribute has no value.
				i++
			case '=':
				i++
				a.HasValue = true
				a.ValueStart, a.ValueEnd = i, i
				for i < n && isSpace(src[i]) {
					i++
				}
				if i < n {
					switch q := src[i]; q {
					case '>':
						// "name=>": an empty value.
					case '"', '\'':
						i++
						a.ValueStart = i
						for i < n && src[i] != q {
							i++
						}
						a.ValueEnd = i
						a.Quote = q
						i++
					default:
						a.ValueStart = i
						for i < n && !isSpace(src[i]) && src[i] != '>' {
							i++
						}
						a.ValueEnd = i
						if i < n && src[i] != '>' {
							i++ // the space that ended the value
						}
					}
				}
			}
		}
		if record && ke > ks {
			// The tokenizer drops an attribute whose lowercased raw name it
			// has seen on this tag (x/net/html v0.55 and later).
			for j := int(t.attrIndex); j < len(d.attrs); j++ {
				p := &d.attrs[j]
				if !p.Duplicate && asciiEqualFoldBytes(src[p.NameStart:p.NameEnd], src[ks:ke]) {
					a.Duplicate = true
					break
				}
			}
			d.attrs = append(d.attrs, a)
		}
	}
	if !record {
		return end, ok
	}
	if !ok || i > n {
		d.attrs = d.attrs[:t.attrIndex]
		return 0, false
	}
	t.End = end
	t.Name = internName(src[ns:ne], scratch)
	for j := int(t.attrIndex); j < len(d.attrs); j++ {
		a := &d.attrs[j]
		a.Name = internName(src[a.NameStart:a.NameEnd], scratch)
	}
	t.attrCount = int32(len(d.attrs)) - t.attrIndex
	d.tags = append(d.tags, t)
	return end, true
}

func asciiEqualFoldBytes(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// internName returns b ASCII-lowercased with NUL replaced by U+FFFD, as the
// tokenizer delivers tag and attribute names, without allocating for names
// that are atoms.
func internName(b []byte, scratch *[]byte) string {
	clean := true
	for _, c := range b {
		if 'A' <= c && c <= 'Z' || c == 0 {
			clean = false
			break
		}
	}
	if clean {
		return atom.String(b)
	}
	buf := (*scratch)[:0]
	for _, c := range b {
		switch {
		case 'A' <= c && c <= 'Z':
			buf = append(buf, c+'a'-'A')
		case c == 0:
			buf = append(buf, "\uFFFD"...)
		default:
			buf = append(buf, c)
		}
	}
	*scratch = buf
	return atom.String(buf)
}

// rawTextElement reports whether the tokenizer switches to raw text or
// RCDATA after a start tag of this name, unless told NextIsNotRawText.
func rawTextElement(name string) bool {
	switch name {
	case "iframe", "noembed", "noframes", "noscript", "plaintext", "script", "style", "textarea", "title", "xmp":
		return true
	}
	return false
}

// Namespaces of mirror frames.
const (
	nsHTML = iota
	nsSVG
	nsMath
)

// Frame flags.
const (
	flagHTMLIntegration = 1 << iota // svg foreignObject/desc/title, annotation-xml with an HTML encoding
	flagMathText                    // mi, mo, mn, ms, mtext
	flagAnnotationXML
)

type frame struct {
	name  string
	ns    uint8
	flags uint8
}

// mirror approximates the parser's stack of open elements, as far as the
// tokenizer switches depend on it: whether the current node is in the SVG or
// MathML namespace (CDATA allowed; start tags create foreign elements, whose
// content is never raw text), at an integration point (start tags are HTML
// again), and which end tags leave foreign content. It follows
// parseForeignContent and inForeignContent of x/net/html exactly. The HTML
// part of the stack is modelled more loosely: the common implied end tags
// (p, li, dd, dt, option, headings, table parts), table parts ignored
// outside tables, the net effect of the adoption agency, frameset
// acceptance (after which <noscript> is raw text again), and x/net/html's
// giving up on a <template> inside foreign content. It does not model the
// reconstruction of active formatting elements or every insertion mode.
//
// Compared with the real parser's switches (an instrumented copy, during
// development), it agreed on every token of all 2,228 pages of the
// performance corpus; on random tag soup built to stress it, the state it
// tracks differed somewhere in about one document in 700. A wrong switch
// misplaces markers; attach notices and the element is left unmapped, or
// Parse falls back (Document.Fallback), never mapping a node wrongly.
type mirror struct {
	stack      []frame
	framesetOK bool
	// ignoreRest mirrors x/net/html's ignoreTheRemainingTokens mode.
	ignoreRest bool
	// bodyStarted is set once content that belongs in body has been seen:
	// a later <head> is ignored.
	bodyStarted bool
	frameset    bool // a <frameset> was accepted: <noscript> is then ignored (raw text)
}

func (m *mirror) top() *frame {
	if len(m.stack) == 0 {
		return nil
	}
	return &m.stack[len(m.stack)-1]
}

// cdata reports whether the current node is foreign, so CDATA sections are
// text rather than bogus comments.
func (m *mirror) cdata() bool {
	t := m.top()
	return t != nil && t.ns != nsHTML
}

// foreignStart is inForeignContent for a start tag named name.
func (m *mirror) foreignStart(name string) bool {
	t := m.top()
	if t == nil || t.ns == nsHTML {
		return false
	}
	if t.flags&flagMathText != 0 && name != "mglyph" && name != "malignmark" {
		return false
	}
	if t.flags&flagAnnotationXML != 0 && name == "svg" {
		return false
	}
	return t.flags&flagHTMLIntegration == 0
}

// popToHTML pops foreign elements until the current node is HTML or an
// integration point, as a breakout tag does in foreign content.
func (m *mirror) popToHTML() {
	for len(m.stack) > 0 {
		t := m.top()
		if t.ns == nsHTML || t.flags&(flagHTMLIntegration|flagMathText) != 0 {
			return
		}
		m.stack = m.stack[:len(m.stack)-1]
	}
}

// start processes a start tag. notRaw reports that the parser calls
// NextIsNotRawText after it; asHTML that the parser handles it as an HTML
// element (not in foreign content).
func (m *mirror) start(d *Document, name string, attrs []Attr, selfClosing bool) (notRaw, asHTML bool) {
	if m.foreignStart(name) {
		if breakout(name) || name == "font" && hasAnyAttr(attrs, "color", "face", "size") {
			m.popToHTML()
		} else {
			t := m.top()
			f := frame{name: name, ns: t.ns}
			switch {
			case t.ns == nsSVG && (name == "foreignobject" || name == "desc" || name == "title"):
				f.flags = flagHTMLIntegration
			case t.ns == nsMath && (name == "mi" || name == "mo" || name == "mn" || name == "ms" || name == "mtext"):
				f.flags = flagMathText
			case t.ns == nsMath && name == "annotation-xml":
				f.flags = flagAnnotationXML
				for i := range attrs {
					a := &attrs[i]
					if !a.Duplicate && a.Name == "encoding" {
						v := d.Value(a)
						if strings.EqualFold(v, "text/html") || strings.EqualFold(v, "application/xhtml+xml") {
							f.flags |= flagHTMLIntegration
						}
					}
				}
			}
			if !selfClosing {
				m.stack = append(m.stack, f)
			}
			return true, false
		}
	}
	return m.startHTML(d, name, attrs, selfClosing), true
}

func (m *mirror) startHTML(d *Document, name string, attrs []Attr, selfClosing bool) (notRaw bool) {
	switch name {
	case "html", "head", "title", "meta", "link", "style", "script", "base", "basefont", "bgsound",
		"noscript", "noframes", "template":
	default:
		m.bodyStarted = true
	}
	if m.ignoreRest {
		return false
	}
	if m.frameset {
		// In and after a frameset the parser ignores every start tag but
		// frameset, frame and noframes (raw text), and html.
		if name == "frameset" {
			m.push(name)
		}
		return false
	}
	switch name {
	case "svg", "math":
		if !selfClosing {
			ns := uint8(nsSVG)
			if name == "math" {
				ns = nsMath
			}
			m.stack = append(m.stack, frame{name: name, ns: ns})
		}
		return false
	case "html", "body":
		if name == "body" {
			m.framesetOK = false
		}
		return false
	case "noscript":
		if m.frameset {
			return false // ignored in framesets; the tokenizer stays in raw text
		}
		m.push(name)
		return true
	case "frameset":
		// Accepted only with the frameset-ok flag set and body as the
		// second open element, so never inside a template. It replaces
		// body and everything in it; otherwise it is ignored.
		if m.framesetOK && !m.open("template") {
			m.frameset = true
			m.stack = m.stack[:0]
			m.push(name)
		}
		return false
	case "template":
		// x/net/html gives up on templates mixed with foreign content: a
		// <template> while an SVG or MathML element is open makes it ignore
		// every later token outside foreign content.
		for i := range m.stack {
			if m.stack[i].ns != nsHTML {
				m.ignoreRest = true
				return false
			}
		}
	case "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "image", "img",
		"input", "keygen", "link", "meta", "param", "source", "track", "wbr":
		switch name {
		case "area", "br", "embed", "hr", "image", "img", "keygen", "wbr":
			m.framesetOK = false
		case "input":
			if !hasAttrValueFold(d, attrs, "type", "hidden") {
				m.framesetOK = false
			}
		}
		return false
	}
	switch name {
	case "pre", "listing", "li", "dd", "dt", "button", "applet", "marquee", "object", "table",
		"textarea", "xmp", "iframe", "select":
		m.framesetOK = false
	}
	switch name {
	case "caption", "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td", "th":
		// Outside a table the parser ignores these. Inside one, they first
		// clear the stack back to the right table context, which also
		// closes a cell holding foreign content.
		t := m.indexHTML("table")
		if t < 0 {
			return false
		}
		switch name {
		case "caption", "colgroup", "tbody", "thead", "tfoot":
			m.stack = m.stack[:t+1]
		case "col":
			m.stack = m.stack[:t+1]
			name = "colgroup"
		case "tr":
			m.popAbove(t, "tbody", "thead", "tfoot")
			if m.top().name == "table" {
				m.push("tbody")
			}
		case "td", "th":
			m.popAbove(t, "tr")
			if n := m.top().name; n == "table" {
				m.push("tbody")
				m.push("tr")
			} else if n != "tr" {
				m.push("tr")
			}
		}
		m.push(name)
		return false
	case "head":
		if m.bodyStarted {
			return false
		}
	case "frame":
		return false
	}
	m.implyEnd(name)
	m.push(name)
	return false
}

// indexHTML returns the index of the nearest open HTML element of that
// name, or -1.
func (m *mirror) indexHTML(name string) int {
	for i := len(m.stack) - 1; i >= 0; i-- {
		if m.stack[i].ns == nsHTML && m.stack[i].name == name {
			return i
		}
	}
	return -1
}

// popAbove pops down to the nearest HTML element named one of names above
// index floor, or down to floor itself.
func (m *mirror) popAbove(floor int, names ...string) {
	for i := len(m.stack) - 1; i > floor; i-- {
		if m.stack[i].ns != nsHTML {
			continue
		}
		for _, n := range names {
			if m.stack[i].name == n {
				m.stack = m.stack[:i+1]
				return
			}
		}
	}
	m.stack = m.stack[:floor+1]
}

// open reports whether an HTML element of that name is on the stack.
func (m *mirror) open(name string) bool {
	for i := range m.stack {
		if m.stack[i].ns == nsHTML && m.stack[i].name == name {
			return true
		}
	}
	return false
}

func (m *mirror) push(name string) {
	m.stack = append(m.stack, frame{name: name})
}

// implyEnd pops the HTML elements a start tag implicitly closes, when they
// are the current node: the common cases only.
func (m *mirror) implyEnd(name string) {
	pop := func(names ...string) bool {
		t := m.top()
		if t == nil || t.ns != nsHTML {
			return false
		}
		for _, n := range names {
			if t.name == n {
				m.stack = m.stack[:len(m.stack)-1]
				return true
			}
		}
		return false
	}
	switch name {
	case "li", "dd", "dt":
		// Close an open li (or dd/dt), looking through elements that are
		// not special, and through address, div and p.
		for i := len(m.stack) - 1; i >= 0; i-- {
			f := &m.stack[i]
			if f.ns == nsHTML && (f.name == name || name != "li" && (f.name == "dd" || f.name == "dt")) {
				m.stack = m.stack[:i]
				break
			}
			if f.ns == nsHTML && (f.name == "address" || f.name == "div" || f.name == "p") {
				continue
			}
			if f.ns == nsHTML && special(f.name) || f.flags != 0 {
				break
			}
		}
	case "option":
		pop("option")
	case "optgroup":
		pop("option")
		pop("optgroup")
	case "td", "th":
		pop("td", "th")
	case "tr":
		pop("td", "th")
		pop("tr")
	case "tbody", "thead", "tfoot":
		pop("td", "th")
		pop("tr")
		pop("tbody", "thead", "tfoot")
	case "h1", "h2", "h3", "h4", "h5", "h6":
		pop("h1", "h2", "h3", "h4", "h5", "h6")
	}
	if closesP(name) {
		// Close a p in button scope.
		for i := len(m.stack) - 1; i >= 0; i-- {
			f := &m.stack[i]
			if f.ns != nsHTML {
				if f.flags != 0 {
					break
				}
				continue
			}
			if f.name == "p" {
				m.stack = m.stack[:i]
				break
			}
			if scopeBoundary(f.name) || f.name == "button" {
				break
			}
		}
	}
}

func heading(name string) bool {
	switch name {
	case "h1", "h2", "h3", "h4", "h5", "h6":
		return true
	}
	return false
}

func closesP(name string) bool {
	switch name {
	case "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
		"fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p",
		"search", "section", "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "form",
		"li", "dd", "dt", "plaintext", "table", "xmp", "hr":
		return true
	}
	return false
}

// end processes an end tag named name.
func (m *mirror) end(name string) {
	if t := m.top(); t != nil && t.ns != nsHTML {
		// parseForeignContent: close the nearest foreign element of that
		// name, looking no further down than the first HTML element.
		for i := len(m.stack) - 1; i >= 0; i-- {
			if strings.EqualFold(m.stack[i].name, name) {
				m.stack = m.stack[:i]
				return
			}
			if i > 0 && m.stack[i-1].ns == nsHTML {
				break
			}
		}
	}
	if m.ignoreRest {
		return
	}
	switch name {
	case "html", "body":
		return // only switch insertion modes
	case "br":
		// "</br>" is parsed as "<br>": a breakout tag in foreign content.
		if m.foreignStart("br") {
			m.popToHTML()
		}
		return
	}
	if name == "template" {
		// Pops everything up to the template, foreign content included.
		if i := m.indexHTML("template"); i >= 0 {
			m.stack = m.stack[:i]
		}
		return
	}
	kind := endKind(name)
	if name == "p" && !m.inScope("p") {
		// An implied <p>: a breakout start tag, then closed again.
		if m.foreignStart("p") {
			m.popToHTML()
		}
		return
	}
	lo := max(0, len(m.stack)-600)
	for i := len(m.stack) - 1; i >= lo; i-- {
		f := &m.stack[i]
		if f.ns != nsHTML {
			if f.flags&(flagHTMLIntegration|flagMathText|flagAnnotationXML) != 0 && kind != endTable {
				return // a scope boundary and a special element
			}
			continue
		}
		if f.name == name || heading(name) && heading(f.name) {
			if kind == endFormatting {
				// The adoption agency: each special element above the
				// formatting element (a furthest block) stays open, with
				// a clone inserted after it that the next round of its
				// outer loop closes together with what is above; the
				// other elements are closed.
				keep := m.stack[:i]
				for _, g := range m.stack[i+1:] {
					if g.ns == nsHTML && special(g.name) {
						keep = append(keep, g)
					}
				}
				m.stack = keep
				return
			}
			m.stack = m.stack[:i]
			return
		}
		switch kind {
		case endOther:
			if special(f.name) {
				return
			}
		case endScoped, endFormatting:
			if scopeBoundary(f.name) {
				return
			}
		case endTable:
			if f.name == "table" || f.name == "template" || f.name == "html" {
				return
			}
		}
	}
}

func (m *mirror) inScope(name string) bool {
	for i := len(m.stack) - 1; i >= 0; i-- {
		f := &m.stack[i]
		if f.ns != nsHTML {
			if f.flags != 0 {
				return false
			}
			continue
		}
		if f.name == name {
			return true
		}
		if scopeBoundary(f.name) || name == "p" && f.name == "button" {
			return false
		}
	}
	return false
}

const (
	endOther = iota
	endScoped
	endFormatting
	endTable
)

func endKind(name string) int {
	switch name {
	case "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u":
		return endFormatting
	case "td", "th", "tr", "tbody", "thead", "tfoot", "table", "caption":
		return endTable
	case "address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir", "div",
		"dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main", "menu", "nav",
		"ol", "pre", "search", "section", "select", "summary", "ul", "form", "p", "li", "dd", "dt",
		"h1", "h2", "h3", "h4", "h5", "h6", "applet", "marquee", "object", "template":
		return endScoped
	}
	return endOther
}

func scopeBoundary(name string) bool {
	switch name {
	case "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template", "select":
		return true
	}
	return false
}

// special is the standard's list of special HTML elements.
func special(name string) bool {
	switch name {
	case "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote",
		"body", "br", "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl",
		"dt", "embed", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2",
		"h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen",
		"li", "link", "listing", "main", "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript",
		"object", "ol", "p", "param", "plaintext", "pre", "script", "search", "section", "select", "source",
		"style", "summary", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "title",
		"tr", "track", "ul", "wbr", "xmp":
		return true
	}
	return false
}

// breakout lists the start tags that end foreign content (x/net/html's
// breakout map, section 13.2.6.5 of the standard).
func breakout(name string) bool {
	switch name {
	case "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
		"h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr",
		"ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u",
		"ul", "var":
		return true
	}
	return false
}

// formatting lists the formatting elements, which the parser keeps in the
// list of active formatting elements.
func formatting(name string) bool {
	switch name {
	case "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u":
		return true
	}
	return false
}

func hasAnyAttr(attrs []Attr, names ...string) bool {
	for i := range attrs {
		if attrs[i].Duplicate {
			continue
		}
		for _, n := range names {
			if attrs[i].Name == n {
				return true
			}
		}
	}
	return false
}

func hasAttrValueFold(d *Document, attrs []Attr, name, value string) bool {
	for i := range attrs {
		if !attrs[i].Duplicate && attrs[i].Name == name {
			return strings.EqualFold(d.Value(&attrs[i]), value)
		}
	}
	return false
}
