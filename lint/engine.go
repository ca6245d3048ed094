package lint

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/internal/presets"
	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/lint/suggest"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Options change how a Linter checks documents.
type Options struct {
	// Severity sets the severity of rules by rule id: every finding of
	// the rule takes it, including those the rule reports as warnings by
	// default (Finding.Warn); Off disables the rule. Findings inside
	// <template> contents stay warnings (TemplateContents).
	Severity map[string]Severity
	// TemplateContents checks the contents of <template> elements too,
	// reporting every finding there as a warning. The standard sets no
	// conformance requirements on them, so they are skipped by default.
	TemplateContents bool
	// Templates names the template families whose expressions mark an
	// attribute value as not judged (see TemplateSyntaxes and
	// TemplateNames); nil or "auto" means all of them, an empty list or
	// "none" none.
	Templates []string
	// Fragment says the documents are parts of pages (partials, includes,
	// components), whatever their source looks like (see Doc.Fragment).
	Fragment bool
	// PageIDs, when not nil, are the ids held by the files that make one
	// page with the documents linted (a layout and its partials): a
	// reference to one of them is resolved, and a reference to an id that
	// neither the document nor PageIDs holds is reported even in a
	// fragment (see Doc.OnPage).
	PageIDs map[string]bool
	// Browsers is the browser-support target (the zero value: Baseline
	// widely available).
	Browsers baseline.Target
	// Frameworks names the presets of framework attribute names (see
	// Frameworks) that element rules leave alone; nil or "auto" means all
	// of them, an empty list or "none" none.
	Frameworks []string
	// IgnoreAttributePrefixes are more attribute name prefixes to leave
	// alone, on every element.
	IgnoreAttributePrefixes []string
	// AllowAttributes names attributes to accept, by element name ("*":
	// every element), beyond what the standard allows.
	AllowAttributes map[string][]string
	// Directives, when not nil, lists the directive and component input
	// names that templates of frameworks with directives (Angular,
	// AngularJS) use: they are accepted on every element, and such
	// templates are checked for unknown names as other files are. When
	// nil, those templates' unknown names are not reported (see
	// Element.Directive).
	Directives []string
	// ARIA is the WAI-ARIA version that ARIA rules check against, one of
	// presets.ARIAVersions; "" means DefaultARIA.
	ARIA string
	// Site, when not nil, resolves the references of a document to the
	// other files of its site, for the rules' site phase (Rule.Site);
	// without it only the references within a document are resolved.
	Site Resolver
	// MaxFileSize, when positive, makes LintFile and LintReader skip
	// inputs larger than this many bytes with a Skipped error, since
	// memory use grows with the size of a document.
	MaxFileSize int64
}

// Linter checks documents against a fixed set of rules. It is safe for
// concurrent use: all per-document state lives in the call.
type Linter struct {
	rules []*Rule
	sev   map[*Rule]Severity
	// set holds the rules whose severity Options.Severity sets: each of
	// their findings takes it, including those the rule reports as
	// warnings by default (Finding.Warn).
	set map[*Rule]bool
	// byAttr dispatches an attribute name to the checks that apply to it.
	byAttr map[string][]dispatch
	// elemRules dispatches an element to its Element rules: by namespace
	// ("" for HTML) and local name, the rules for that name followed by
	// those for every element of the namespace; the "*" entry serves the
	// other names (see resolveElementRules).
	elemRules map[string]map[string][]*Rule
	// htmlRules is elemRules[""] by the parser's atom for the name, for
	// the HTML elements that have one (a map of integers is quicker);
	// htmlAll is the "*" entry.
	htmlRules map[atom.Atom][]*Rule
	htmlAll   []*Rule
	docs      []*Rule
	// sites are the enabled rules with a Site function; siteBit gives
	// each its bit in Reference.rules.
	sites   []*Rule
	siteBit map[*Rule]uint64
	// hooks are the enabled rules that report the engine's own checks.
	hooks map[Hook]*Rule
	opts  Options
	// all is every rule given to New, enabled or not: the ids that
	// suppression comments may name.
	all []*Rule
	// templates is the template syntax recognised (Options.Templates).
	templates *templateSet
	// frameworks recognises framework attribute names (Options.Frameworks).
	frameworks *frameworkSet
	// state holds what each enabled rule's Setup returned.
	state map[*Rule]any
}

type dispatch struct {
	element string // "" matches every element
	rule    *Rule
}

// New builds a Linter from rules and options. It returns an error when an
// option names a rule that does not exist.
func New(rules []*Rule, opts Options) (*Linter, error) {
	l := &Linter{byAttr: make(map[string][]dispatch),
		hooks: make(map[Hook]*Rule), sev: make(map[*Rule]Severity), set: make(map[*Rule]bool), opts: opts}
	// byElement collects the Element rules by target ("p", "*", "svg:*").
	byElement := make(map[string][]*Rule)
	known := make(map[string]bool, len(rules))
	for _, r := range rules {
		known[r.ID] = true
	}
	for id := range opts.Severity {
		if !known[id] {
			return nil, fmt.Errorf("unknown rule %q%s", id, suggestRule(id, rules))
		}
	}
	templates, err := templateSetFor(opts.Templates)
	if err != nil {
		return nil, err
	}
	if opts.ARIA == "" {
		opts.ARIA = DefaultARIA
	}
	if !slices.Contains(presets.ARIAVersions, opts.ARIA) {
		return nil, fmt.Errorf("unknown WAI-ARIA version %q%s (known: %s)", opts.ARIA, suggest.Suggest(opts.ARIA, presets.ARIAVersions), strings.Join(presets.ARIAVersions, ", "))
	}
	fw, err := frameworkSetFor(opts.Frameworks, opts.IgnoreAttributePrefixes, opts.AllowAttributes, opts.Directives)
	if err != nil {
		return nil, err
	}
	if err := opts.Browsers.Validate(); err != nil {
		return nil, err
	}
	l.opts = opts
	l.templates, l.all, l.frameworks = templates, rules, fw
	for _, r := range rules {
		sev := r.Severity
		if s, ok := opts.Severity[r.ID]; ok {
			sev = s
			l.set[r] = true
		}
		if sev == Off {
			continue
		}
		l.sev[r] = sev
		l.rules = append(l.rules, r)
		if r.Setup != nil {
			st, err := r.Setup(opts)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", r.ID, err)
			}
			if l.state == nil {
				l.state = map[*Rule]any{}
			}
			l.state[r] = st
		}
		if r.Check != nil {
			for _, t := range r.Targets {
				el := t.Element
				if el == "*" {
					el = ""
				}
				l.byAttr[t.Attr] = append(l.byAttr[t.Attr], dispatch{element: el, rule: r})
			}
		}
		if r.Element != nil {
			for _, e := range r.Elements {
				byElement[e] = append(byElement[e], r)
			}
		}
		if r.Document != nil {
			l.docs = append(l.docs, r)
		}
		if r.Site != nil {
			if len(l.sites) == 64 {
				return nil, fmt.Errorf("%s: more than 64 rules with a Site function", r.ID)
			}
			if l.siteBit == nil {
				l.siteBit = map[*Rule]uint64{}
			}
			l.siteBit[r] = 1 << len(l.sites)
			l.sites = append(l.sites, r)
		}
		if r.Hook != NoHook {
			if other := l.hooks[r.Hook]; other != nil {
				return nil, fmt.Errorf("rules %q and %q both report the same engine check", other.ID, r.ID)
			}
			l.hooks[r.Hook] = r
		}
	}
	l.resolveElementRules(byElement)
	return l, nil
}

// resolveElementRules builds the walk's dispatch from byElement, whose
// keys are element names ("p", "svg:rect") and "*" for every element of a
// namespace ("*", "svg:*"): for each namespace and name, the rules of that
// name followed by those of every element of the namespace, and under "*"
// the latter alone; HTML names also by the parser's atom.
func (l *Linter) resolveElementRules(byElement map[string][]*Rule) {
	l.elemRules = make(map[string]map[string][]*Rule)
	for key, rs := range byElement {
		ns, name := "", key
		if i := strings.IndexByte(key, ':'); i >= 0 {
			ns, name = key[:i], key[i+1:]
		}
		wild := "*"
		if ns != "" {
			wild = ns + ":*"
		}
		m := l.elemRules[ns]
		if m == nil {
			m = map[string][]*Rule{"*": byElement[wild]}
			l.elemRules[ns] = m
		}
		if name != "*" {
			m[name] = append(slices.Clip(rs), byElement[wild]...)
		}
	}
	l.htmlRules = make(map[atom.Atom][]*Rule)
	l.htmlAll = l.elemRules[""]["*"]
	for name, rs := range l.elemRules[""] {
		if a := atom.Lookup([]byte(name)); a != 0 {
			l.htmlRules[a] = rs
		}
	}
}

// DefaultARIA is the version checked when Options.ARIA is empty: the
// latest Recommendation.
const DefaultARIA = "1.2"

// suggestRule returns ` (did you mean "x"?)` for the closest rule id, if any.
func suggestRule(id string, rules []*Rule) string {
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.ID
	}
	return suggest.Suggest(id, ids)
}

// Rules returns the enabled rules.
func (l *Linter) Rules() []*Rule { return l.rules }

// pending is a finding as a rule reported it, before found gives it its
// place in the source.
type pending struct {
	rule  *Rule
	node  *html.Node
	attr  string
	value string
	f     Finding
	// src, when set, is the source attribute itself, for a finding the
	// parsed tree cannot point at (an attribute the parser dropped).
	src *source.Attr
	// at, when atEnd > 0, is the span itself, for a finding about the
	// source that no node holds (a tokenizer parse error); elem then names
	// the element, as node may be nil.
	at, atEnd int
	elem      string
	// inTemplate says the finding is inside a <template>'s contents,
	// where every finding is a warning (Options.TemplateContents).
	inTemplate bool
}

// fileState is the per-document state of one Lint call.
type fileState struct {
	// diags are the findings so far, each given its place in the source
	// as it is reported (see found), in the order reported, in blocks
	// that double up to diagBlock: one slice grown by append would
	// allocate about five times its final size on its way there.
	diags [][]Diagnostic
	// texts holds, by rule, the message and browser note of its last
	// finding, so that a rule's findings repeating them share one copy.
	texts map[*Rule]*[2]string
	// last is the text of the line the last finding was placed on.
	last lastLine
	ids  map[string][]*html.Node
	// idsFold maps a lowercased id to the ids that lowercase to it.
	idsFold map[string][]string
	// warnOnly marks nodes inside <template> when TemplateContents is on.
	warnOnly map[*html.Node]bool
	linter   *Linter
	doc      *source.Document
	// name is the file name put on every diagnostic.
	name string
	// lines is built on the first Doc.Position call; branches on the
	// first question about template conditionals.
	lines    *source.Lines
	branches *branches
	// loops holds the elements with a framework loop directive, found on
	// first use.
	loops map[*html.Node]bool
	// fragment is 0 until asked, then 1 for a fragment, 2 for a page.
	fragment uint8
	// fw holds what the framework presets find in the file, on first use.
	fw frameworkFile
	// elem is the Element handed to the Element rules, reused from one
	// element to the next.
	elem Element
	attr Attr
	// lastValue is the last value templatedValue was asked about.
	lastValue struct {
		v         string
		templated bool
	}
	// refs are the references the rules recorded (Attr.Refer), each once
	// with the rules that recorded it; those of the element winNode
	// start at winStart (the Site rules record the URLs of an element one
	// after the other).
	refs     []*Reference
	winNode  *html.Node
	winStart int
	// many indexes the attributes of the last element with many of them
	// that a rule asked about (see attrs).
	many attrIndex
	// ctx, for LintContext, is asked whether to go on every stopEvery
	// units of work (see tick): work counts them, and the next look is
	// due at nextLook.
	ctx            context.Context
	work, nextLook int
}

// stopEvery is how many units of work (elements, attributes, findings)
// the lint does between two looks at the context of LintContext.
const stopEvery = 512

// stopLint is what tick panics with when the context is done: lintParsed
// recovers it. A rule's loop over the 10^5 attributes of one element, or
// the sorting of 10^6 findings, is left in the middle, so that Ctrl-C
// stops a large file at once.
type stopLint struct{}

// tick counts n units of work and, every stopEvery of them, asks the
// context whether to go on.
// It is called per element, rule and attribute: small enough to inline.
func (s *fileState) tick(n int) {
	if s.work += n; s.work >= s.nextLook {
		s.look()
	}
}

// look asks the context whether to go on, for tick.
func (s *fileState) look() {
	if s.ctx == nil {
		s.nextLook = math.MaxInt
		return
	}
	s.nextLook = s.work + stopEvery
	if s.ctx.Err() != nil {
		panic(stopLint{})
	}
}

// attrIndex indexes the attributes of one element by name: a rule that
// reports on each of 10^5 attributes of one tag would otherwise look each
// one up in a scan of them all.
type attrIndex struct {
	node *html.Node
	// at maps a name (of no namespace) to the index of its first
	// attribute.
	at map[string]int
	// plain says every name is plainName: none holds template syntax.
	plain bool
}

// manyAttrs is the number of attributes from which an element's are
// looked up in an attrIndex rather than by a scan.
const manyAttrs = 32

// attrs returns the index of n's attributes, building it unless n was
// the last element asked about. Only for elements with manyAttrs or more.
func (s *fileState) attrs(n *html.Node) *attrIndex {
	if s.many.node != n {
		s.many = attrIndex{node: n, at: make(map[string]int, len(n.Attr)), plain: true}
		for i := range n.Attr {
			a := &n.Attr[i]
			if _, ok := s.many.at[a.Key]; !ok && a.Namespace == "" {
				s.many.at[a.Key] = i
			}
			s.many.plain = s.many.plain && plainName(a.Key)
		}
	}
	return &s.many
}

// getAttr is getAttr, by the index for an element with many attributes.
func (s *fileState) getAttr(n *html.Node, name string) (string, bool) {
	if len(n.Attr) < manyAttrs {
		return getAttr(n, name)
	}
	if i, ok := s.attrs(n).at[name]; ok {
		return n.Attr[i].Val, true
	}
	return "", false
}

// plainNames reports whether every attribute name of n is plainName.
func (s *fileState) plainNames(n *html.Node) bool {
	if len(n.Attr) >= manyAttrs {
		return s.attrs(n).plain
	}
	for i := range n.Attr {
		if !plainName(n.Attr[i].Key) {
			return false
		}
	}
	return true
}

// templatedValue is Linter.templated for the value of a finding. The
// findings on the tokens of one long value each ask about the whole
// value: the answer for the last value asked is kept.
func (s *fileState) templatedValue(v string) bool {
	// Equal strings that share their bytes compare at once; v is kept
	// even when equal, so that the next finding on it compares so.
	if v != s.lastValue.v {
		s.lastValue.templated = s.linter.templated(v)
	}
	s.lastValue.v = v
	return s.lastValue.templated
}

func (s *fileState) add(r *Rule, n *html.Node, attr, value string, f Finding) {
	// What a template expression prints cannot be known: a finding about
	// such a value stands only when the rule says it holds for every
	// expansion.
	if attr != "" && !f.AnyExpansion && s.templatedValue(value) {
		return
	}
	if s.insideAction(n, attr) {
		return
	}
	s.found(pending{rule: r, node: n, attr: attr, value: value, f: f,
		inTemplate: s.warnOnly != nil && s.warnOnly[n]})
}

// found turns a finding into a diagnostic with its place in the source,
// at once: a list of the findings waiting for their places would be held
// beside the diagnostics, and a page dense with findings has a million.
func (s *fileState) found(p pending) {
	s.tick(1)
	s.linesOf()
	s.share(&p)
	if n := len(s.diags); n == 0 || len(s.diags[n-1]) == cap(s.diags[n-1]) {
		// Blocks double from 8 up to diagBlock: a page with one finding
		// does not clear room for a thousand.
		size := 8
		if n > 0 {
			size = min(2*cap(s.diags[n-1]), diagBlock)
		}
		s.diags = append(s.diags, make([]Diagnostic, 0, size))
	}
	b := &s.diags[len(s.diags)-1]
	*b = append(*b, s.linter.diagnostic(s.doc, s.lines, &p, &s.last, s))
}

// diagBlock is the most diagnostics fileState.diags holds in a block.
const diagBlock = 1024

// share makes a finding's message and browser note the strings of the
// rule's last finding when they are equal: a page with the same mistake
// a million times then holds its message once, not a million copies.
func (s *fileState) share(p *pending) {
	if s.texts == nil {
		s.texts = make(map[*Rule]*[2]string)
	}
	t := s.texts[p.rule]
	if t == nil {
		t = new([2]string)
		s.texts[p.rule] = t
	}
	for i, v := range []*string{&p.f.Message, &p.f.Browser} {
		if *v == t[i] {
			*v = t[i]
		} else {
			t[i] = *v
		}
	}
}

// Lint checks one document. src is the decoded UTF-8 text (BOM removed);
// name is the file name put on every diagnostic.
func (l *Linter) Lint(name string, src []byte) ([]Diagnostic, error) {
	return l.LintContext(context.Background(), name, src)
}

// LintContext is Lint that gives up when ctx is done, returning ctx's
// error: a language server abandons the lint of a version the user has
// typed past. The parse and the walk over the elements ask ctx every few
// hundred tokens or elements, so a 4 MB page stops within a millisecond.
//
// When elements are nested deeper than the HTML parser builds (512), the
// document is linted up to there (and as a fragment, see Doc.Fragment):
// the diagnostics come with a *Skipped error saying from which line on
// nothing was checked.
func (l *Linter) LintContext(ctx context.Context, name string, src []byte) ([]Diagnostic, error) {
	p, err := Parse(ctx, src)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return l.LintParsed(ctx, name, p)
}

// Parsed is a document parsed for linting, which an editor keeps between
// versions: Edit brings it up to date after a keystroke in an attribute
// value, so that the next lint skips the parse (three quarters of a lint
// of a large page). A Parsed is used by one lint or Edit at a time.
type Parsed struct {
	doc *source.Document
}

// Parse parses src (decoded UTF-8) as Lint does, for LintParsed. It gives
// up with ctx's error when ctx is done.
func Parse(ctx context.Context, src []byte) (*Parsed, error) {
	var doc *source.Document
	var err error
	if ctx.Done() == nil {
		doc, err = source.Parse(src, true)
	} else {
		doc, err = source.ParseStop(src, func() bool { return ctx.Err() != nil })
	}
	if err != nil {
		if errors.Is(err, source.ErrStopped) {
			return nil, ctx.Err()
		}
		return nil, err
	}
	return &Parsed{doc: doc}, nil
}

// Edit updates p, the parse of an earlier text, to the parse of src, the
// text after an edit that replaced the old bytes lo..hiOld by the bytes
// lo..hiNew of src (several edits in a row can be given as one that spans
// them all). It reports false, leaving p as it was, unless the edit only
// changed the value of one quoted attribute in a way that changes nothing
// else the parser builds; then parse src again. The earlier text is not
// needed: an editor may have changed its buffer in place.
func (p *Parsed) Edit(lo, hiOld, hiNew int, src []byte) bool {
	return p.doc.EditValue(lo, hiOld, hiNew, src)
}

// Src returns the text p is the parse of.
func (p *Parsed) Src() []byte { return p.doc.Src }

// LintParsed is LintContext on a document parsed already (Parse, Edit).
func (l *Linter) LintParsed(ctx context.Context, name string, p *Parsed) ([]Diagnostic, error) {
	page, err := l.LintParsedPage(ctx, name, p)
	if err != nil {
		return nil, err
	}
	return page.Finish()
}

// LintParsedPage is LintPage on a document parsed already (Parse, Edit).
func (l *Linter) LintParsedPage(ctx context.Context, name string, p *Parsed) (*Page, error) {
	return l.lintPage(ctx, name, p.doc)
}

// LintPage is LintContext that leaves the site phase to Page.Finish: the
// caller may first gather the facts of the documents the page refers to
// (see Page.References), as package lint/project does for a whole site.
func (l *Linter) LintPage(ctx context.Context, name string, src []byte) (*Page, error) {
	p, err := Parse(ctx, src)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return l.lintPage(ctx, name, p.doc)
}

// lintPage runs the rules on a parsed document, up to the site phase.
func (l *Linter) lintPage(ctx context.Context, name string, doc *source.Document) (page *Page, err error) {
	st := &fileState{linter: l, doc: doc, name: name}
	if ctx.Done() != nil {
		st.ctx = ctx
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stopLint); !ok {
					panic(r)
				}
				page, err = nil, ctx.Err()
			}
		}()
	}
	// Sized once: grown by append, the two lists were the walk's main
	// garbage on large pages.
	n := doc.ElementCount() + 8
	d := &Doc{Root: doc.Root, ctx: st, All: make([]*html.Node, 0, n), Elements: make([]*html.Node, 0, n)}
	l.walk(doc.Root, st, d, false)
	for _, r := range l.docs {
		st.tick(stopEvery) // a look before each: each reads the whole document
		d.rule = r
		r.Document(d)
	}
	diags := l.resolve(st)
	st.tick(stopEvery)
	page = &Page{linter: l, name: name, src: doc.Src, doc: doc, lines: st.lines, diags: diags,
		comments: directiveComments(doc), deep: doc.TooDeep(), refs: st.refs}
	if len(l.sites) > 0 {
		var templated bool
		page.facts, page.base, page.baseTemplated, templated = l.factsOf(doc)
		page.fragment = st.isFragment()
		page.source = page.fragment || templated
	}
	return page, nil
}

// linesOf returns the index of the document's lines, built on first use.
func (s *fileState) linesOf() *source.Lines {
	if s.lines == nil {
		s.lines = source.NewLines(s.doc.Src)
	}
	return s.lines
}

// walk visits every element once, dispatching its attributes.
func (l *Linter) walk(n *html.Node, st *fileState, d *Doc, inTemplate bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		st.tick(1)
		if c.Type != html.ElementNode {
			if c.FirstChild != nil {
				l.walk(c, st, d, inTemplate)
			}
			continue
		}
		// Foreign content (SVG, MathML) has its own attribute rules; HTML
		// elements inside foreignObject come back with Namespace "". Ids
		// of every namespace share one tree, so d.All holds them all.
		d.All = append(d.All, c)
		if c.Namespace == "" {
			if inTemplate {
				if st.warnOnly == nil {
					st.warnOnly = make(map[*html.Node]bool)
				}
				st.warnOnly[c] = true
			}
			d.Elements = append(d.Elements, c)
			l.checkElement(c, st)
		}
		l.elementRules(c, st)
		if c.FirstChild != nil {
			if c.Namespace == "" && c.Data == "template" {
				if !l.opts.TemplateContents {
					continue
				}
				l.walk(c, st, d, true)
				continue
			}
			l.walk(c, st, d, inTemplate)
		}
	}
}

// elementRules runs the Element rules of n: those for its name and those
// for every element of its namespace.
func (l *Linter) elementRules(n *html.Node, st *fileState) {
	var rs []*Rule
	if n.Namespace == "" && n.DataAtom != 0 {
		var ok bool
		if rs, ok = l.htmlRules[n.DataAtom]; !ok {
			rs = l.htmlAll
		}
	} else if byName := l.elemRules[n.Namespace]; byName != nil {
		var ok bool
		if rs, ok = byName[n.Data]; !ok {
			rs = byName["*"]
		}
	}
	if len(rs) == 0 {
		return
	}
	// One Element serves every rule of every element of the document
	// (rules may not keep it): an allocation per element shows on large
	// documents. Its memo of shared facts starts empty for each element.
	e := &st.elem
	clear(e.memo)
	*e = Element{Node: n, Name: n.Data, ctx: st, memo: e.memo[:0]}
	for _, r := range rs {
		st.tick(1 + len(n.Attr)) // many rules read every attribute
		e.rule = r
		r.Element(e)
	}
}

func (l *Linter) checkElement(n *html.Node, st *fileState) {
	for i := range n.Attr {
		at := &n.Attr[i]
		if at.Namespace != "" {
			continue
		}
		st.tick(1)
		ds := l.byAttr[at.Key]
		if len(ds) == 0 || l.templated(at.Val) {
			continue
		}
		// One Attr serves every check of the document, as one Element
		// does every element rule (rules may not keep it).
		a := &st.attr
		*a = Attr{Element: n.Data, Name: at.Key, Value: at.Val, Node: n, ctx: st}
		for _, x := range ds {
			if x.element != "" && x.element != n.Data {
				continue
			}
			a.rule = x.rule
			x.rule.Check(a)
		}
	}
}

// attrEnd is the end of the attribute in the source, closing quote included.
func attrEnd(a *source.Attr) int {
	if !a.HasValue {
		return a.NameEnd
	}
	if a.Quote != 0 {
		return a.ValueEnd + 1
	}
	return a.ValueEnd
}

// resolve sorts the diagnostics of a document and drops repeats (a
// cloned formatting element repeats its tag's findings): the same rule
// and message on the same span, the first reported kept.
func (l *Linter) resolve(st *fileState) []Diagnostic {
	n := 0
	for _, b := range st.diags {
		n += len(b)
	}
	if n == 0 {
		return nil
	}
	out := make([]Diagnostic, 0, n)
	for i, b := range st.diags {
		out = append(out, b...)
		st.diags[i] = nil
	}
	sort.SliceStable(out, func(i, j int) bool {
		st.tick(1)
		return less(&out[i], &out[j])
	})
	// Repeats sort next to each other, among the diagnostics that less
	// finds equal (same start, rule and message), in the order reported.
	kept := out[:0]
	run := 0 // where the run of diagnostics equal to the last kept starts
	for i := range out {
		if len(kept) > 0 && less(&kept[len(kept)-1], &out[i]) {
			run = len(kept)
		}
		repeat := false
		for _, k := range kept[run:] {
			if k.EndOffset == out[i].EndOffset {
				repeat = true
				break
			}
		}
		if !repeat {
			kept = append(kept, out[i])
		}
	}
	clear(out[len(kept):]) // let the dropped diagnostics' strings go
	return kept
}

// diagnostic gives a finding its place in the source that lines
// describes, with its related places and edits.
func (l *Linter) diagnostic(doc *source.Document, lines *source.Lines, p *pending, last *lastLine, st *fileState) Diagnostic {
	start, end, sa := l.span(doc, p)
	dg := l.newDiagnostic(st.name, p, lines, start, end, last)
	for _, r := range p.f.Related {
		v, _ := getAttr(r.Node, r.Attr)
		rs, re, _ := l.span(doc, &pending{node: r.Node, attr: r.Attr, value: v, f: Finding{Whole: true}})
		loc := Location{Message: r.Message, Offset: rs, EndOffset: re}
		loc.Line, loc.Column = lines.Position(rs)
		loc.EndLine, loc.EndColumn = lines.Position(re)
		dg.Related = append(dg.Related, loc)
	}
	// A value or name holding template syntax is never rewritten.
	if sa != nil && !st.templatedValue(p.value) && !l.templated(p.attr) {
		if p.f.Fix != nil {
			dg.Fix = fixFor(doc.Src, sa, p.f.Fix)
			placeEdits(lines, dg.Fix)
		}
		if p.f.Suggest != nil {
			s := fixFor(doc.Src, sa, p.f.Suggest)
			placeEdits(lines, s)
			dg.Suggestions = append(dg.Suggestions, *s)
		}
	}
	return dg
}

// newDiagnostic is the diagnostic of file name for a finding at
// [start, end) of the source that lines describes, with its rule's
// severity, without related places or edits.
func (l *Linter) newDiagnostic(name string, p *pending, lines *source.Lines, start, end int, last *lastLine) Diagnostic {
	sev := l.sev[p.rule]
	if p.f.Warn && !l.set[p.rule] || p.inTemplate {
		sev = Warning
	}
	elem := p.elem
	if p.node != nil {
		elem = p.node.Data
	}
	dg := Diagnostic{
		File: name, Rule: p.rule.ID, Severity: sev, Message: p.f.Message,
		Element: elem, Attribute: p.attr, Value: p.value, Browser: p.f.Browser, Reads: p.f.Reads, URL: p.rule.URL,
	}
	// Many findings may share one long line (a minified page): copy its
	// text once.
	dg.place(lines, start, end, last)
	return dg
}

// lastLine is the text of the line a diagnostic was last placed on, so
// that many findings on one long line (a minified page) share one copy.
type lastLine struct {
	line int
	text string
}

// place sets the span of dg to [start, end) in the source that lines
// describes, with the text of its line (from last when it is the same).
func (dg *Diagnostic) place(lines *source.Lines, start, end int, last *lastLine) {
	dg.Offset, dg.EndOffset = start, end
	dg.Line, dg.Column = lines.Position(start)
	dg.EndLine, dg.EndColumn = lines.Position(end)
	dg.LineStart = lines.LineStart(dg.Line)
	if last.line != dg.Line || last.text == "" {
		last.line, last.text = dg.Line, lines.LineText(dg.Line)
	}
	dg.SourceLine = last.text
}

// placeEdits gives the edits of f their lines and columns.
func placeEdits(lines *source.Lines, f *Fix) {
	for i := range f.Edits {
		e := &f.Edits[i]
		e.Line, e.Column = lines.Position(e.Start)
		e.EndLine, e.EndColumn = lines.Position(e.End)
	}
}

// span finds the source span of a pending finding and the source attribute.
func (l *Linter) span(doc *source.Document, p *pending) (int, int, *source.Attr) {
	if p.atEnd > 0 {
		return p.at, p.atEnd, nil
	}
	if p.src != nil {
		return p.src.NameStart, attrEnd(p.src), p.src
	}
	// SourceAttr also finds attributes merged into <html> or <body> from a
	// later tag.
	_, sa := doc.SourceAttr(p.node, p.attr)
	if sa == nil {
		if t := doc.Tag(p.node); t != nil {
			// The finding is about the element (a missing attribute).
			return t.Start, t.NameEnd, nil
		}
		// An element the parser implied has no source: point at the start.
		return 0, 0, nil
	}
	if !sa.HasValue {
		return sa.NameStart, sa.NameEnd, sa
	}
	if p.f.Name {
		return sa.NameStart, attrEnd(sa), sa
	}
	if p.f.Whole || p.f.Offset >= len(p.value) && p.f.End <= p.f.Offset {
		if sa.ValueStart == sa.ValueEnd {
			// An empty value: mark the name, which a person can see.
			return sa.NameStart, attrEnd(sa), sa
		}
		if !p.f.Whole {
			// A point at the end of the value: mark its last character.
			e := sa.ValueEnd
			_, w := utf8.DecodeLastRune(doc.Src[sa.ValueStart:e])
			return e - w, e, sa
		}
		return sa.ValueStart, sa.ValueEnd, sa
	}
	start := doc.ValueOffset(sa, clamp(p.f.Offset, 0, len(p.value)))
	end := doc.ValueOffset(sa, clamp(p.f.End, 0, len(p.value)))
	if end <= start {
		_, w := utf8.DecodeRune(doc.Src[start:sa.ValueEnd])
		end = start + max(w, 0)
	}
	return start, end, sa
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

// fixFor turns a ValueFix into edits of src, the source a is in.
func fixFor(src []byte, a *source.Attr, vf *ValueFix) *Fix {
	f := &Fix{Message: vf.Message}
	switch {
	case vf.Remove:
		// The whitespace before goes too, unless the attribute is followed
		// directly by another one or a "/": then the attribute before would
		// run into it (title=a title="b"id=x would become title=aid=x).
		start, end := a.NameStart, attrEnd(a)
		if end >= len(src) || src[end] == '>' || isSpace(src[end]) {
			for start > 0 && isSpace(src[start-1]) {
				start--
			}
		}
		f.Edits = []Edit{{Start: start, End: end}}
	case vf.Drop:
		// A space keeps the name apart from an attribute that followed the
		// value directly (checked="true"disabled must not become
		// checkeddisabled).
		e := Edit{Start: a.NameEnd, End: attrEnd(a)}
		if e.End < len(src) && !isSpace(src[e.End]) && src[e.End] != '>' && src[e.End] != '/' {
			e.New = " "
		}
		f.Edits = []Edit{e}
	case !a.HasValue:
		f.Edits = []Edit{{Start: a.NameEnd, End: a.NameEnd, New: `="` + escapeValue(vf.Value, '"') + `"`}}
	case a.Quote == 0 && needsQuotes(vf.Value):
		f.Edits = []Edit{{Start: a.ValueStart, End: a.ValueEnd, New: `"` + escapeValue(vf.Value, '"') + `"`}}
	default:
		f.Edits = []Edit{{Start: a.ValueStart, End: a.ValueEnd, New: escapeValue(vf.Value, a.Quote)}}
	}
	return f
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

func needsQuotes(v string) bool {
	return v == "" || strings.ContainsAny(v, " \t\n\r\f\"'=<>`")
}

// escapeValue escapes what would end or confuse an attribute value.
func escapeValue(v string, quote byte) string {
	if !strings.ContainsAny(v, "&\"'") {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '&':
			b.WriteString("&amp;")
		case v[i] == '"' && quote != '\'':
			b.WriteString("&quot;")
		case v[i] == '\'' && quote == '\'':
			b.WriteString("&#39;")
		default:
			b.WriteByte(v[i])
		}
	}
	return b.String()
}
