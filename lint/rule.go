package lint

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// Rule is one check: a value with an id, its documentation and the code
// that runs it. A rule checks attribute values (Targets + Check), whole
// elements with all their attributes (Elements + Element), a whole
// document after the walk (Document), or reports for a check the engine
// owns (Hook); or several of these.
type Rule struct {
	// ID is stable and kebab-case; users name it in configuration and in
	// suppression comments.
	ID string
	// Family groups related rules in listings ("values", "references").
	Family string
	// Severity is the default severity of the rule's findings, except
	// those it reports as warnings (Finding.Warn).
	Severity Severity
	// Summary is one line for `attrlint rules`.
	Summary string
	// Doc explains the rule for `attrlint explain`, citing the standard.
	Doc string
	// Section is the part of a standard the rule implements, as a URL.
	Section string
	// URL is where the rule's documentation is published.
	URL string
	// Fixable says that some findings of the rule carry a Fix (tests hold
	// the rule to it).
	Fixable bool
	// Valid and Invalid are example documents shown by `attrlint explain`
	// and run as tests: Valid must draw no diagnostic from this rule,
	// Invalid at least one.
	Valid, Invalid string

	// Targets lists the element/attribute pairs Check runs on.
	Targets []Target
	// Check inspects one attribute value.
	Check func(a *Attr)
	// Elements lists the elements Element runs on: local names of HTML
	// elements, "*" for every HTML element, "svg:NAME" and "math:NAME"
	// (or "svg:*", "math:*") for foreign ones.
	Elements []string
	// Element inspects one element with all its attributes.
	Element func(e *Element)
	// Document runs once per document after the walk.
	Document func(d *Doc)
	// Site runs once per document after the walk, once the facts of the
	// documents it refers to are known, on the references the rule
	// recorded during the walk (Attr.Refer, Element.Refer): it resolves
	// them (Site.Resolve) and reports on them (Site.Report).
	Site func(s *Site)
	// Hook names a check the engine itself makes (it reads what rules
	// cannot, such as suppression comments) whose findings this rule
	// reports.
	Hook Hook
	// Setup, when set, runs once in New for an enabled rule: what it
	// returns is the rule's state for that Linter (Attr.State), worked out
	// from the options once rather than per attribute; an error (an
	// option the rule cannot use) fails New.
	Setup func(opts Options) (any, error)
}

// Hook is a check owned by the engine, which a rule takes on to give its
// findings an id, a severity and docs.
type Hook uint8

// The engine's own checks.
const (
	NoHook Hook = iota
	// InvalidDirectives: suppression comments with an unknown directive
	// or rule id.
	InvalidDirectives
	// UnusedDirectives: suppression comments that suppress nothing.
	UnusedDirectives
)

// Target names an attribute of an element. Element "*" means every HTML
// element (global attributes), including custom elements.
type Target struct {
	Element, Attr string
}

// On builds targets for one attribute on several elements.
func On(attr string, elements ...string) []Target {
	t := make([]Target, len(elements))
	for i, e := range elements {
		t[i] = Target{Element: e, Attr: attr}
	}
	return t
}

// Finding is what a rule reports about an attribute value. Offsets are byte
// offsets into the decoded value; Whole reports the whole value instead.
type Finding struct {
	Offset, End int
	Whole       bool
	Message     string
	Browser     string
	// Reads, when set, states what browsers make of the value as the DOM
	// property that reflects the attribute gives it back: the number they
	// read ("12" for maxlength="12px"), the keyword of the state they use
	// ("text" for type="txt"), or "" for no state. Browser says it in
	// words; Reads is for programs, and for the test that holds it to a
	// browser (TestFixesInChromium).
	Reads *string
	// Warn reports this finding as a warning whatever the rule's default
	// severity: the value conforms but is suspicious. A severity set for
	// the rule (Options.Severity: the configuration or --rule) applies
	// to every finding of the rule, this one included.
	Warn bool
	// Name says the finding is about the attribute itself (not allowed
	// there, obsolete), not its value: the whole attribute is marked.
	Name bool
	// AnyExpansion says the finding holds whatever a template expression
	// in the value prints (a repeated attribute is one whatever its
	// value). Without it, the engine drops findings on values that hold
	// template syntax (see Options.Templates). Fixes are never applied to
	// such values either way.
	AnyExpansion bool
	// Related points at other places the finding is about, such as the
	// first element with a repeated id.
	Related []Related
	// Fix is a behaviour-preserving replacement of the attribute.
	Fix *ValueFix
	// Suggest is a replacement that may change behaviour: shown, never
	// applied.
	Suggest *ValueFix
}

// Related names another place of the document that a finding is about:
// attribute Attr of Node (its value, or its name when it has none), or
// Node's start tag when Attr is "".
type Related struct {
	Node    *html.Node
	Attr    string
	Message string
}

// ValueFix describes a change to one attribute: a new value, or, with
// Drop, the attribute written bare (`checked="true"` to `checked`).
type ValueFix struct {
	Message string
	Value   string
	Drop    bool
	// Remove deletes the whole attribute.
	Remove bool
}

// Attr is what a Check sees: one attribute of one element.
//
// An Attr is valid only during the call: the engine reuses it for the next
// attribute, so a rule must not keep it (or a method value of it).
type Attr struct {
	// Element is the element's local name, lower case.
	Element string
	// Name is the attribute's name, lower case.
	Name string
	// Value is the decoded value, as the browser sees it.
	Value string
	// Node is the element.
	Node *html.Node

	rule *Rule
	ctx  *fileState
}

// ARIA returns the WAI-ARIA version to check against (Options.ARIA).
func (a *Attr) ARIA() string { return a.ctx.linter.opts.ARIA }

// ARIA returns the WAI-ARIA version to check against (Options.ARIA).
func (d *Doc) ARIA() string { return d.ctx.linter.opts.ARIA }

// Get returns another attribute of the same element.
func (a *Attr) Get(name string) (string, bool) { return getAttr(a.Node, name) }

// State returns what the rule's Setup returned for this Linter (nil
// without one).
func (a *Attr) State() any { return a.ctx.linter.state[a.rule] }

// Templated reports whether v holds template syntax (see Doc.Templated):
// for the values of the element's other attributes, which the engine has
// not judged (a templated value of this one never reaches a Check).
func (a *Attr) Templated(v string) bool { return a.ctx.linter.templated(v) }

// Report records a finding on this attribute.
func (a *Attr) Report(f Finding) {
	a.ctx.add(a.rule, a.Node, a.Name, a.Value, f)
}

// ReportError reports a microsyntax error at its offset, with msg (if not
// empty) before the error's reason.
func (a *Attr) ReportError(err error, msg string) {
	var me *microsyntax.Error
	f := Finding{Whole: true}
	if errors.As(err, &me) {
		f = Finding{Offset: me.Offset, End: me.End}
		if msg != "" {
			f.Message = msg + ": " + me.Reason
		} else {
			f.Message = me.Reason
		}
	} else {
		f.Message = msg
		if err != nil {
			f.Message += ": " + err.Error()
		}
	}
	a.Report(f)
}

// Element is what an Element rule sees: one element and all of its
// attributes. It is valid only during the call: the engine reuses it for
// the next element, so a rule must not keep it (or a method value of it).
type Element struct {
	// Node is the element; Node.Attr holds its attributes (as the parser
	// kept them: the first of repeated ones).
	Node *html.Node
	// Name is the local name, lower case for HTML elements.
	Name string

	rule *Rule
	ctx  *fileState
	// tagTemplated memoizes TemplatedTag: 0 not asked, 1 no, 2 yes.
	tagTemplated uint8
	// memo holds what Shared computed for this element.
	memo []memoEntry
}

// memoEntry is one value Element.Shared computed.
type memoEntry struct{ key, v any }

// Get returns an attribute of the element.
func (e *Element) Get(name string) (string, bool) { return e.ctx.getAttr(e.Node, name) }

// Report records a finding on attribute attr of the element, or on its
// start tag when attr is "" (a missing attribute).
func (e *Element) Report(attr string, f Finding) {
	v, _ := e.ctx.getAttr(e.Node, attr)
	e.ctx.add(e.rule, e.Node, attr, v, f)
}

// ARIA returns the WAI-ARIA version to check against (Options.ARIA).
func (e *Element) ARIA() string { return e.ctx.linter.opts.ARIA }

// Templated reports whether v holds template syntax (see Doc.Templated).
func (e *Element) Templated(v string) bool { return e.ctx.linter.templated(v) }

// TemplatedTag reports whether the element's start tag has template syntax
// among its attributes (see Doc.TemplatedTag).
func (e *Element) TemplatedTag() bool {
	if e.tagTemplated == 0 {
		e.tagTemplated = 1
		if e.ctx.templatedTag(e.Node) {
			e.tagTemplated = 2
		}
	}
	return e.tagTemplated == 2
}

// Shared returns what compute returns for this element and key, calling
// it once per element and key however many rules ask: facts several rules
// need, such as the element's ARIA role, are worked out once. key is
// typically a value of an unexported type of the caller's package.
func (e *Element) Shared(key any, compute func() any) any {
	// A few keys at most per element: a scan beats a map.
	for i := range e.memo {
		if e.memo[i].key == key {
			return e.memo[i].v
		}
	}
	v := compute()
	e.memo = append(e.memo, memoEntry{key, v})
	return v
}

// Doc is what a Document rule sees: every HTML element of the document in
// tree order, with lookups built once on first use.
type Doc struct {
	// Root is the document node, for rules that select elements with
	// goquery (goquery.NewDocumentFromNode(d.Root)).
	Root *html.Node
	// Elements lists the HTML elements in tree order (template contents
	// and foreign content excluded).
	Elements []*html.Node
	// All lists the elements of every namespace (HTML, SVG, MathML) in
	// tree order, template contents excluded: ids and id references span
	// them all.
	All []*html.Node

	rule *Rule
	ctx  *fileState
}

// ByID returns the elements of any namespace whose id is id, in tree
// order.
func (d *Doc) ByID(id string) []*html.Node {
	if d.ctx.ids == nil {
		d.ctx.ids = make(map[string][]*html.Node, len(d.All)/4)
		for _, n := range d.All {
			if v, ok := getAttr(n, "id"); ok && v != "" {
				d.ctx.ids[v] = append(d.ctx.ids[v], n)
			}
		}
	}
	return d.ctx.ids[id]
}

// IDsFold returns the distinct ids of the document that equal id when
// case is ignored, id itself included if present, in no set order. It
// builds its index once per document, so hints about case slips cost a
// map lookup, not a walk over every element.
func (d *Doc) IDsFold(id string) []string {
	if d.ctx.idsFold == nil {
		d.ByID("")
		d.ctx.idsFold = make(map[string][]string, len(d.ctx.ids))
		for v := range d.ctx.ids {
			k := strings.ToLower(v)
			d.ctx.idsFold[k] = append(d.ctx.idsFold[k], v)
		}
	}
	return d.ctx.idsFold[strings.ToLower(id)]
}

// Position returns the line and column (1-based, in code points) where
// attribute attr of n is written, or where n's start tag is when attr is
// "" or not in the source; 0, 0 for an element the parser implied. It is
// meant for messages that name another place ("first used at 3:5").
func (d *Doc) Position(n *html.Node, attr string) (line, col int) {
	v, _ := getAttr(n, attr)
	start, _, _ := d.ctx.linter.span(d.ctx.doc, &pending{node: n, attr: attr, value: v, f: Finding{Whole: true}})
	if start == 0 && d.ctx.doc.Tag(n) == nil {
		return 0, 0
	}
	if d.ctx.lines == nil {
		d.ctx.lines = source.NewLines(d.ctx.doc.Src)
	}
	return d.ctx.lines.Position(start)
}

// TagEnd returns the byte offset one past the '>' of n's start tag in the
// source, or -1 when n has no start tag there (an element the parser
// made up, such as an implied <head>).
func (d *Doc) TagEnd(n *html.Node) int {
	if t := d.ctx.doc.Tag(n); t != nil {
		return t.End
	}
	return -1
}

// TemplatedTag reports whether n's start tag has template syntax among
// its attributes (<div {{ if .On }}itemscope{{ end }}>): what the tokenizer
// reads as its attributes is then not what a rendered page has, so rules
// about which attributes are present or absent should not judge it.
func (d *Doc) TemplatedTag(n *html.Node) bool { return d.ctx.templatedTag(n) }

// TemplatedBefore reports whether template syntax occurs in the source
// before offset off, so that byte offsets there say little about the
// rendered page.
func (d *Doc) TemplatedBefore(off int) bool {
	if off > len(d.ctx.doc.Src) {
		off = len(d.ctx.doc.Src)
	}
	return off > 0 && d.ctx.linter.templated(string(d.ctx.doc.Src[:off]))
}

// Repeat is an attribute written more than once on one start tag: the
// parser keeps the first and drops the others, so only the source shows
// them.
type Repeat struct {
	// Node is the element; Name the attribute's name, lower case.
	Node *html.Node
	Name string
	// Value is the dropped attribute's value as written; Kept is the
	// value the parser kept.
	Value, Kept string

	src *source.Attr
}

// Repeats returns every dropped repeat of an attribute in the document,
// tag by tag in tree order, on elements of every namespace. Tags with
// template syntax between their attributes are left out: the tokenizer
// reads the template's words as attributes, so their repeats are not the
// author's.
func (d *Doc) Repeats() []Repeat {
	doc, l := d.ctx.doc, d.ctx.linter
	var out []Repeat
	for _, n := range d.All {
		if !doc.HasDuplicate(n) {
			continue // the common case, without reading the tag's attributes
		}
		t := doc.Tag(n)
		// Once per tag: it may hold 10^5 repeats.
		if l.templatedTag(t, doc.Src) || d.branchesOf().inAction(t.Start) {
			continue
		}
		for i := range t.Attrs {
			a := &t.Attrs[i]
			if a.Duplicate {
				kept, _ := getAttr(n, a.Name)
				out = append(out, Repeat{Node: n, Name: a.Name, Value: string(doc.Src[a.ValueStart:a.ValueEnd]), Kept: kept, src: a})
			}
		}
	}
	return out
}

// ReportRepeat records a finding on a dropped repeated attribute, at its
// own place in the source.
func (d *Doc) ReportRepeat(r Repeat, f Finding) {
	if !f.AnyExpansion && d.ctx.linter.templated(r.Value) {
		return
	}
	d.ctx.found(pending{rule: d.rule, node: r.Node, attr: r.Name, value: r.Value, src: r.src, f: f})
}

// TagProblem is a parse error of the HTML tokenizer in a start tag: about
// one of its attributes, or a stray '/' (Attr is then empty). The
// tokenizer recovers in a defined way, so the parse goes on.
type TagProblem struct {
	// Kind is the parse error; StraySolidus for a stray '/'.
	Kind SyntaxProblem
	// Element is the tag's name, lower case.
	Element string
	// Attr and Value are the attribute as the tokenizer read it (names
	// lower case, the value as written).
	Attr, Value string
	// Quoted says the value was quoted.
	Quoted bool
	// At is the offset of the offending character in the source.
	At int
	// After is the character that follows the offending one (for a
	// missing space, the first of the next attribute's name), or
	// utf8.RuneError at the end of the source.
	After rune

	attr *source.Attr
}

// SyntaxProblem is a parse error of the HTML tokenizer about an attribute
// (HTML §13.2.2), as TagProblem.Kind reports it.
type SyntaxProblem = source.Problem

// The attribute parse errors, named as the standard names them.
const (
	// StraySolidus: a '/' in a tag that is not right before its '>'
	// (unexpected-solidus-in-tag).
	StraySolidus = source.NoProblem
	// UnexpectedCharacterInAttributeName: '"', '\'' or '<' in a name.
	UnexpectedCharacterInAttributeName = source.UnexpectedCharacterInAttributeName
	// UnexpectedEqualsSignBeforeAttributeName: '=' where a name starts.
	UnexpectedEqualsSignBeforeAttributeName = source.UnexpectedEqualsSignBeforeAttributeName
	// UnexpectedCharacterInUnquotedAttributeValue: '"', '\'', '<', '=' or
	// '`' in an unquoted value.
	UnexpectedCharacterInUnquotedAttributeValue = source.UnexpectedCharacterInUnquotedAttributeValue
	// MissingWhitespaceBetweenAttributes: a quoted value directly followed
	// by the next attribute.
	MissingWhitespaceBetweenAttributes = source.MissingWhitespaceBetweenAttributes
	// MissingAttributeValue: "name=" directly followed by '>'.
	MissingAttributeValue = source.MissingAttributeValue
	// EOFInTag: the file ends inside a start tag (eof-in-tag), at the
	// quote that opens a value running to the end, or at the tag's '<';
	// browsers drop the tag and all that follows it.
	EOFInTag = source.EOFInTag
)

// TagProblems returns the tokenizer's parse errors about attributes and
// stray slashes in every start tag of the source, in source order,
// including tags the parser ignored. Tags with template syntax between
// their attributes are left out: what a browser makes of the raw template
// is beside the point.
func (d *Doc) TagProblems() []TagProblem {
	doc, l := d.ctx.doc, d.ctx.linter
	var out []TagProblem
	tags := doc.ProblemTags()
	if t := doc.EOFTag(); t != nil {
		tags = append(tags, t)
		if slices.IndexFunc(t.Attrs, func(a source.Attr) bool { return a.Problem == source.EOFInTag }) < 0 &&
			!l.templatedTag(t, doc.Src) && !d.branchesOf().inAction(t.Start) {
			out = append(out, TagProblem{Kind: EOFInTag, Element: t.Name, At: t.Start})
		}
	}
	for _, t := range tags {
		if l.templatedTag(t, doc.Src) || d.branchesOf().inAction(t.Start) {
			continue
		}
		for i := range t.Attrs {
			a := &t.Attrs[i]
			if a.Problem == source.NoProblem || l.templated(a.Name) ||
				a.Problem == source.EOFInTag && l.templated(string(doc.Src[a.ValueStart:a.ValueEnd])) {
				continue
			}
			p := TagProblem{Kind: a.Problem, Element: t.Name, Attr: a.Name, Quoted: a.Quote != 0, At: a.ProblemAt, attr: a}
			if a.Problem != source.EOFInTag { // that value is the rest of the file
				p.Value = string(doc.Src[a.ValueStart:a.ValueEnd])
			}
			out = append(out, p)
		}
		if t.StrayAt >= 0 {
			out = append(out, TagProblem{Element: t.Name, At: t.StrayAt})
		}
	}
	for i := range out {
		_, w := utf8.DecodeRune(doc.Src[out[i].At:])
		out[i].After, _ = utf8.DecodeRune(doc.Src[out[i].At+w:])
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out
}

// ReportTagProblem records a finding on the offending character of a
// tokenizer parse error.
func (d *Doc) ReportTagProblem(p TagProblem, f Finding) {
	_, w := utf8.DecodeRune(d.ctx.doc.Src[p.At:])
	d.ctx.found(pending{rule: d.rule, attr: p.Attr, value: p.Value, elem: p.Element,
		at: p.At, atEnd: p.At + max(w, 1), f: f})
}

// Report records a finding on attribute attr of element n.
func (d *Doc) Report(n *html.Node, attr string, f Finding) {
	v, _ := d.ctx.getAttr(n, attr)
	d.ctx.add(d.rule, n, attr, v, f)
}

// GetAttr returns the value of attribute name of n, compared as the parser
// stores names (lower case).
func GetAttr(n *html.Node, name string) (string, bool) { return getAttr(n, name) }

func getAttr(n *html.Node, name string) (string, bool) {
	for i := range n.Attr {
		if n.Attr[i].Namespace == "" && n.Attr[i].Key == name {
			return n.Attr[i].Val, true
		}
	}
	return "", false
}
