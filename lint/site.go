package lint

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// The site phase, in the style of go/analysis facts: while a document is
// walked, rules record the URLs it refers to (Attr.Refer, Element.Refer)
// and the engine records its facts (ids, <a name>s, <map name>s, its first
// <base href>); once the facts of the documents it refers to are known,
// the rules' Site functions resolve its references and report on them,
// through the same path as every other finding: suppression comments,
// severities and formats apply to them as to the rest. Lint and its
// siblings run the site phase at once, with the Resolver of Options.Site
// or, without one, on the references within the document alone;
// LintPage leaves it to Page.Finish, for a caller that first gathers the
// facts of a whole site (package lint/project).

// Facts are what other documents may need to know of a document: the ids
// of its elements and the names of its <a> and <map> elements, which
// fragments and hash-name references name. They are read from the tree
// the parser builds, template contents excluded, as browsers look for
// them.
type Facts struct {
	// ids, anchors and maps are sorted and distinct.
	ids, anchors, maps []string
	// incomplete says an id or name holds template syntax, or the
	// document was cut short at the parser's depth limit.
	incomplete bool
}

// HasID reports whether an element of the document (of any namespace)
// has the id s.
func (f *Facts) HasID(s string) bool { return has(f.ids, s) }

// HasAnchor reports whether an <a> element of the document has the name
// s (the obsolete way to name a fragment's target, which browsers still
// honour).
func (f *Facts) HasAnchor(s string) bool { return has(f.anchors, s) }

// HasMap reports whether a <map> element of the document has the name s.
func (f *Facts) HasMap(s string) bool { return has(f.maps, s) }

// IDs returns the ids of the document, sorted. The result is shared: do
// not modify it.
func (f *Facts) IDs() []string { return f.ids }

// Maps returns the names of the document's <map> elements, sorted. The
// result is shared: do not modify it.
func (f *Facts) Maps() []string { return f.maps }

// Incomplete reports that the document may hold ids it does not show: an
// id or name is written with template syntax, or the document was parsed
// only in part (nested past the parser's depth limit). A fragment that
// matches nothing may then still match on the page.
func (f *Facts) Incomplete() bool { return f.incomplete }

// Equal reports whether f and g hold the same facts (nil facts are equal
// to nil only).
func (f *Facts) Equal(g *Facts) bool {
	if f == nil || g == nil {
		return f == g
	}
	return f.incomplete == g.incomplete && slices.Equal(f.ids, g.ids) && slices.Equal(f.anchors, g.anchors) && slices.Equal(f.maps, g.maps)
}

// Intern replaces every string of f by what intern returns for it, so
// that the facts of many documents share their common ids.
func (f *Facts) Intern(intern func(string) string) {
	for _, list := range [][]string{f.ids, f.anchors, f.maps} {
		for i := range list {
			list[i] = intern(list[i])
		}
	}
}

func has(sorted []string, s string) bool {
	_, ok := slices.BinarySearch(sorted, s)
	return ok
}

// sortedSet sorts list and drops repeats.
func sortedSet(list []string) []string {
	slices.Sort(list)
	return slices.Clip(slices.Compact(list))
}

// Reference is a URL a document refers to, as a Site rule recorded it.
// It is valid until the Page it came from is finished.
type Reference struct {
	// URL is the URL as written in the attribute, without the spaces
	// around it (for srcset, one candidate's URL).
	URL string
	// Element and Attr name the element and the attribute it is
	// written in ("img", "srcset"; "use", "xlink:href").
	Element, Attr string

	// rules has the bit of each Site rule that recorded it.
	rules uint64
	// value is the attribute's whole value. start and end are the URL's
	// span in the source and sa the source attribute, for suggestions,
	// worked out from node (while the page holds its tree) when spanned
	// is false.
	value      string
	node       *html.Node
	spanned    bool
	start, end int
	sa         source.Attr
	hasSA      bool
	// offset is where URL starts in value, for suggestions that replace
	// it.
	offset int
}

// LinkStatus says what a Resolver found a reference leads to.
type LinkStatus uint8

// The statuses of a Link.
const (
	// LinkOutside: the URL leads outside the site (another scheme or
	// host, a <base href> elsewhere) or holds what cannot be judged;
	// nothing is said about it.
	LinkOutside LinkStatus = iota
	// LinkUnknown: the URL stays in the site, but the site is not known
	// (a document linted alone, without Options.Site; a root-relative
	// URL without a site root). It is not judged, and a suppression
	// comment about it is not reported as unused.
	LinkUnknown
	// LinkFound: the URL leads to a file of the site (Link.Path).
	LinkFound
	// LinkMissing: no file of the site answers the URL.
	LinkMissing
	// LinkAboveRoot: the URL's path climbs above the site's root with
	// "..": browsers stop at the root, so it leads elsewhere than it
	// says, and nothing outside the root is looked at.
	LinkAboveRoot
)

// Link is where a reference leads, as Resolver.Resolve found it.
type Link struct {
	Status LinkStatus
	// Path is the file the URL leads to (LinkFound) or would lead to
	// (LinkMissing), relative to the site's root with forward slashes,
	// for messages; "" for the document itself.
	Path string
	// Self says the URL leads to the document itself.
	Self bool
	// Page says the target is an HTML page, whose fragments can be
	// checked: Target holds its facts (nil when they could not be read).
	Page   bool
	Target *Facts
	// Fragment is the URL's fragment as written, after "#"; HasFragment
	// says it has one (possibly empty).
	Fragment    string
	HasFragment bool
	// Reason says, for LinkMissing and LinkAboveRoot, why nothing
	// answers, in words that finish "nothing answers ...": "(no such
	// file)", "(a directory without index.html)". Hint says what would
	// make it resolve, when something would (another file of a similar
	// name, a setting of the host). Suggest is a URL to write instead,
	// when one is likely.
	Reason, Hint, Suggest string
}

// Resolver resolves the references of a document against the files of
// its site (Options.Site). Package lint/project implements it; without
// one, a Linter resolves only the references within the document.
type Resolver interface {
	// Resolve returns where url, written in the document named name
	// whose first <base href> holds base ("" for none), leads.
	Resolve(name, base, url string) Link
	// DeclaredID reports whether an element with this id is added to the
	// pages by a build step or a script, as the configuration declares
	// (a fragment naming it is then satisfied).
	DeclaredID(id string) bool
}

// Site is what a Site rule sees: the references it recorded in one
// document, and where each leads. It is valid only during the call.
type Site struct {
	rule *Rule
	page *Page
}

// References returns the references the rule recorded in the document,
// in the order they were recorded.
func (s *Site) References() []*Reference {
	bit := s.page.linter.siteBit[s.rule]
	var out []*Reference
	for _, r := range s.page.refs {
		if r.rules&bit != 0 {
			out = append(out, r)
		}
	}
	return out
}

// Source reports whether the document is a source of pages rather than a
// page served where it lies: a part of a page (see Doc.Fragment), or a
// template (an attribute holding an expression opened by a mark of a
// template family, "{{", "{%", "<%", "<?", "${", ...; the braces of a
// pattern="\d{4}" are no sign of one). Its URLs may be right only where
// its output is served, so only the references within it can be judged.
func (s *Site) Source() bool { return s.page.source }

// OnPage reports whether an element with this id (or an <a> with this
// name), which the document does not hold, may still be on the page the
// document is part of (see Doc.OnPage).
func (s *Site) OnPage(id string) bool {
	if s.page.deep >= 0 {
		return true
	}
	if ids := s.page.linter.opts.PageIDs; ids != nil {
		return ids[id]
	}
	return s.page.fragment
}

// Facts returns the facts of the document itself.
func (s *Site) Facts() *Facts { return s.page.facts }

// Resolve returns where r leads.
func (s *Site) Resolve(r *Reference) Link {
	p := s.page
	// Every Site rule resolves the same URLs: once per page each.
	if link, ok := p.links[r.URL]; ok {
		p.noteUnknown(s.rule, r, link)
		return link
	}
	var link Link
	if self, ok := inDocument(p.base, r.URL); ok && !p.baseTemplated {
		link = self
	} else {
		switch {
		case p.baseTemplated:
			link = Link{Status: LinkOutside}
		case p.linter.opts.Site != nil:
			link = p.linter.opts.Site.Resolve(p.name, p.base, r.URL)
		default:
			link = Link{Status: LinkUnknown}
		}
	}
	if link.Self {
		link.Page, link.Target = true, p.facts
	}
	if p.links == nil {
		p.links = map[string]Link{}
	}
	p.links[r.URL] = link
	p.noteUnknown(s.rule, r, link)
	return link
}

// noteUnknown records a reference that could not be judged, for the
// suppression comments (see applyDirectives).
func (p *Page) noteUnknown(rule *Rule, r *Reference, link Link) {
	if link.Status == LinkUnknown {
		p.unknown = append(p.unknown, unknownRef{rule: rule, ref: r})
	}
}

// DeclaredID reports whether the configuration declares that a build
// step or a script adds an element with this id (Resolver.DeclaredID).
func (s *Site) DeclaredID(id string) bool {
	return s.page.linter.opts.Site != nil && s.page.linter.opts.Site.DeclaredID(id)
}

// Report records a finding on the URL of r (Finding's offsets and Whole
// are not used: the finding marks the URL). Fix and Suggest replace the
// URL with their Value, within the attribute's value.
func (s *Site) Report(r *Reference, f Finding) {
	s.page.found = append(s.page.found, siteFinding{rule: s.rule, ref: r, f: f})
}

// inDocument resolves url when it leads to the document itself whatever
// the document's URL: a fragment alone ("#x") or an empty URL, without a
// <base href> to send it elsewhere. ok is false for any other URL, which
// only a site can resolve. The fragment is the URL parser's (percent-
// encoded), as "select the indicated part" takes it.
func inDocument(base, url string) (link Link, ok bool) {
	if base != "" {
		return Link{}, false
	}
	// The URL parser strips C0 controls and spaces first.
	trimmed := strings.TrimLeftFunc(url, func(r rune) bool { return r <= 0x20 })
	if trimmed != "" && trimmed[0] != '#' {
		return Link{}, false
	}
	u, err := microsyntax.ParseURL(url, placeholderURL)
	if err != nil || u.HasQuery {
		return Link{}, false
	}
	return Link{Status: LinkFound, Self: true, Page: true, Fragment: u.Fragment, HasFragment: u.HasFragment}, true
}

// placeholderURL stands for a document's URL where only what is relative
// to the document itself matters.
var placeholderURL, _ = microsyntax.ParseURL("https://document.invalid/d", nil)

// siteFinding is a finding of the site phase, waiting for its place.
type siteFinding struct {
	rule *Rule
	ref  *Reference
	f    Finding
}

// unknownRef is a reference the site phase could not judge for a rule.
type unknownRef struct {
	rule *Rule
	ref  *Reference
}

// Page is a document linted but for its site phase (LintPage): its
// findings so far, its facts and the references its rules recorded.
// Finish runs the site phase and returns the document's diagnostics. A
// Page holds the document's text, not its tree.
type Page struct {
	linter *Linter
	name   string
	src    []byte
	// doc is the parse, until Compact or Finish.
	doc   *source.Document
	lines *source.Lines
	diags []Diagnostic
	// comments are the suppression comments; deep is where the parse
	// stopped at the depth limit (-1 when it did not).
	comments []comment
	deep     int
	facts    *Facts
	refs     []*Reference
	// base is the href of the first <base> with one ("" for none);
	// baseTemplated says it holds template syntax.
	base          string
	baseTemplated bool
	// fragment says the document is a part of a page (Doc.Fragment),
	// source that it is a source of pages (Site.Source).
	fragment, source bool
	// path is set for a page read from a file: errors then come wrapped
	// in a FileError naming it, as LintFile returns them.
	path string
	// found and unknown are filled by the site phase; links holds what
	// each URL resolved to.
	found   []siteFinding
	unknown []unknownRef
	links   map[string]Link
}

// Name returns the name the document was linted under.
func (p *Page) Name() string { return p.name }

// Facts returns the document's facts, nil when the Linter has no rule
// with a Site function (none would read them).
func (p *Page) Facts() *Facts { return p.facts }

// References returns every URL the rules recorded in the document, each
// once, in the order recorded: those a Resolver will be asked about, so
// that a caller can gather what they lead to before Finish.
func (p *Page) References() []*Reference { return p.refs }

// Resolver returns the Resolver the page's Finish resolves its
// references with (Options.Site), nil for none.
func (p *Page) Resolver() Resolver { return p.linter.opts.Site }

// Base returns the href of the document's first <base> element with one,
// "" when there is none.
func (p *Page) Base() string { return p.base }

// Finish runs the site phase of the document: the Site rules resolve its
// references (with Options.Site, or within the document alone) and
// report; then suppression comments apply to every finding, and the
// diagnostics are returned in order. It returns what Lint returns for the
// document (a *Skipped error for a document linted in part, wrapped in a
// FileError for a page read by LintPageFile). A page is finished once.
func (p *Page) Finish() (diags []Diagnostic, err error) {
	defer func() {
		if r := recover(); r != nil {
			diags, err = nil, &FileError{Path: p.name, Err: newInternalError(r)}
		}
	}()
	l := p.linter
	var recorded uint64
	for _, ref := range p.refs {
		recorded |= ref.rules
	}
	for _, r := range l.sites {
		if recorded&l.siteBit[r] != 0 {
			r.Site(&Site{rule: r, page: p})
		}
	}
	diags = p.diags
	if len(p.found) > 0 {
		diags = merge(diags, l.siteDiagnostics(p))
	}
	for _, u := range p.unknown {
		p.span(u.ref)
	}
	diags = l.applyDirectives(p, diags)
	p.diags, p.refs, p.found, p.unknown, p.links, p.doc = nil, nil, nil, nil, nil, nil
	if p.deep >= 0 {
		line, col := p.linesOf().Position(p.deep)
		err = &Skipped{Reason: fmt.Sprintf("everything from line %d, column %d on: elements are nested more than %d deep there, "+
			"deeper than the HTML parser builds (browsers keep the deeper elements, nesting them no further)", line, col, source.MaxDepth)}
		if p.path != "" {
			err = &FileError{Path: p.path, Err: err}
		}
	}
	return diags, err
}

// linesOf returns the index of the page's lines, built on first use.
func (p *Page) linesOf() *source.Lines {
	if p.lines == nil {
		p.lines = source.NewLines(p.src)
	}
	return p.lines
}

// span works out where r is in the source, if it is not known yet.
func (p *Page) span(r *Reference) {
	if r.spanned {
		return
	}
	pd := &pending{node: r.node, attr: r.Attr, value: r.value, f: Finding{Offset: r.offset, End: r.offset + len(r.URL)}}
	start, end, sa := p.linter.span(p.doc, pd)
	r.start, r.end, r.node, r.spanned = start, end, nil, true
	if sa != nil {
		r.sa, r.hasSA = *sa, true
	}
}

// Compact drops the page's tree, which Finish would otherwise use to
// place the findings of the site phase: for a page held a while before
// it is finished (the tree takes several times the text's memory).
func (p *Page) Compact() {
	if p.doc == nil {
		return
	}
	for _, r := range p.refs {
		p.span(r)
	}
	p.doc = nil
}

// siteDiagnostics places the findings of the site phase, sorted, each
// repeat of a finding on one span (an element the parser cloned) once.
func (l *Linter) siteDiagnostics(p *Page) []Diagnostic {
	lines := p.linesOf()
	var last lastLine
	out := make([]Diagnostic, 0, len(p.found))
	for _, sf := range p.found {
		r := sf.ref
		p.span(r)
		pd := &pending{rule: sf.rule, attr: r.Attr, value: r.value, elem: r.Element, f: sf.f}
		out = append(out, l.newDiagnostic(p.name, pd, lines, r.start, r.end, &last))
		dg := &out[len(out)-1]
		if r.hasSA {
			// A suggestion replaces the URL within the value.
			for _, vf := range []*ValueFix{sf.f.Fix, sf.f.Suggest} {
				if vf == nil {
					continue
				}
				whole := *vf
				whole.Value = r.value[:r.offset] + vf.Value + r.value[r.offset+len(r.URL):]
				f := fixFor(p.src, &r.sa, &whole)
				placeEdits(lines, f)
				if vf == sf.f.Fix {
					dg.Fix = f
				} else {
					dg.Suggestions = append(dg.Suggestions, *f)
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return less(&out[i], &out[j]) })
	return slices.CompactFunc(out, func(a, b Diagnostic) bool {
		return !less(&a, &b) && !less(&b, &a) && a.EndOffset == b.EndOffset
	})
}

// merge merges two sorted lists of diagnostics into one, sorted; on a
// tie a's come first.
func merge(a, b []Diagnostic) []Diagnostic {
	out := make([]Diagnostic, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if less(&b[0], &a[0]) {
			out, b = append(out, b[0]), b[1:]
		} else {
			out, a = append(out, a[0]), a[1:]
		}
	}
	return append(append(out, a...), b...)
}

// refer records the URL at value[offset:end] of attribute attr of n as a
// reference of rule r. value holds no template syntax (what the template
// prints is not known): the walk runs no Check on such a value, and
// Element.Refer asks.
func (s *fileState) refer(r *Rule, n *html.Node, attr, value string, offset, end int) {
	if r.Site == nil || offset < 0 || end > len(value) || offset >= end {
		return
	}
	// The Site rules record the same URLs: one Reference serves them all.
	// They record an element's one after the other, so the Reference of
	// a place, if any, is among those since the element's first.
	if n != s.winNode {
		s.winNode, s.winStart = n, len(s.refs)
	}
	bit := s.linter.siteBit[r]
	for _, ref := range s.refs[s.winStart:] {
		if ref.Attr == attr && ref.offset == offset {
			ref.rules |= bit
			return
		}
	}
	// Its span in the source is worked out when it is needed: most URLs
	// draw no finding.
	s.refs = append(s.refs, &Reference{URL: value[offset:end], Element: n.Data, Attr: attr, value: value,
		node: n, offset: offset, rules: bit})
}

// Refer records the URL at Value[offset:end] as a reference of the
// document, which the rule's Site function resolves once the site's
// facts are known. A rule without a Site function records nothing.
func (a *Attr) Refer(offset, end int) {
	a.ctx.refer(a.rule, a.Node, a.Name, a.Value, offset, end)
}

// Refer records the URL at value[offset:end] of the element's attribute
// attr as a reference of the document, for the rule's Site function (see
// Attr.Refer). attr is the name as written: "xlink:href" for the XLink
// attribute of SVG.
func (e *Element) Refer(attr string, offset, end int) {
	if v, ok := attrValue(e.Node, attr); ok && !e.ctx.linter.templated(v) {
		e.ctx.refer(e.rule, e.Node, attr, v, offset, end)
	}
}

// attrValue returns the value of attribute name of n, namespaced ones
// named with their prefix ("xlink:href").
func attrValue(n *html.Node, name string) (string, bool) {
	for i := range n.Attr {
		a := &n.Attr[i]
		if a.Namespace == "" && a.Key == name || a.Namespace != "" && len(name) == len(a.Namespace)+1+len(a.Key) &&
			strings.HasPrefix(name, a.Namespace) && name[len(a.Namespace)] == ':' && strings.HasSuffix(name, a.Key) {
			return a.Val, true
		}
	}
	return "", false
}

// Value returns the value of the element's attribute attr, namespaced
// ones named with their prefix ("xlink:href"), as Refer takes it.
func (e *Element) Value(attr string) (string, bool) { return attrValue(e.Node, attr) }

// factsOf collects the facts of a parsed document, the href of its first
// <base> element with one (and whether it holds template syntax), and
// whether an attribute holds a template expression opened by a mark, or
// a tag template syntax between its attributes (a template source).
// It walks the tree by sibling and parent links, without recursion,
// leaving out the contents of template elements, which are not in the
// document tree that fragments and <base> are looked for in.
func (l *Linter) factsOf(doc *source.Document) (f *Facts, base string, baseTemplated, templated bool) {
	f = &Facts{incomplete: doc.TooDeep() >= 0}
	baseSeen := false
	root := doc.Root
	for n := root.FirstChild; n != nil; n = nextNode(root, n, !(n.Type == html.ElementNode && n.Namespace == "" && n.Data == "template")) {
		if n.Type == html.ElementNode {
			htmlNS := n.Namespace == ""
			for i := range n.Attr {
				a := &n.Attr[i]
				if !templated {
					templated = l.templates.marked(a.Val) || !plainName(a.Key) && l.templates.inName(a.Key)
				}
				if a.Namespace != "" || a.Val == "" {
					continue
				}
				var list *[]string
				switch {
				case a.Key == "id":
					list = &f.ids
				case a.Key == "name" && htmlNS && n.Data == "a":
					list = &f.anchors
				case a.Key == "name" && htmlNS && n.Data == "map":
					list = &f.maps
				case a.Key == "href" && htmlNS && n.Data == "base" && !baseSeen:
					base, baseSeen, baseTemplated = a.Val, true, l.templated(a.Val)
					continue
				default:
					continue
				}
				if l.templated(a.Val) {
					f.incomplete = true
					continue
				}
				*list = append(*list, a.Val)
			}
		}
	}
	f.ids, f.anchors, f.maps = sortedSet(f.ids), sortedSet(f.anchors), sortedSet(f.maps)
	return f, base, baseTemplated, templated
}

// ReadFacts reads the file at path and returns its facts, without linting
// it: what the documents that refer to it need. It reads the file as
// LintFile does (the same size limit, binary files refused, the same
// decoding) and returns the facts a lint of it would record, so that
// they are the same whether the file is linted in the same run or not.
func (l *Linter) ReadFacts(ctx context.Context, path string) (*Facts, error) {
	b, err := l.readFile(path)
	if err != nil {
		return nil, err
	}
	if files.LooksBinary(b) {
		return nil, &FileError{Path: path, Err: binary}
	}
	src, _, err := files.Decode(b)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	p, err := Parse(ctx, src)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	f, _, _, _ := l.factsOf(p.doc)
	return f, nil
}
