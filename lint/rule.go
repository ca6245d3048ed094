package lint

import (
	"errors"
	"strings"

	"github.com/attrlint/attrlint/lint/source"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// Rule is one check: a value with an id, its documentation and the code
// that runs it. A rule checks attribute values (Targets + Check), or a whole
// document after the walk (Document), or both.
type Rule struct {
	// ID is stable and kebab-case; users name it in configuration and in
	// suppression comments.
	ID string
	// Severity is the default severity.
	Severity Severity
	// Summary is one line for `attrlint rules`.
	Summary string
	// Doc explains the rule for `attrlint explain`, citing the standard.
	Doc string
	// Valid and Invalid are example documents shown by `attrlint explain`
	// and run as tests: Valid must draw no diagnostic from this rule,
	// Invalid at least one.
	Valid, Invalid string

	// Targets lists the element/attribute pairs Check runs on.
	Targets []Target
	// Check inspects one attribute value.
	Check func(a *Attr)
	// Document runs once per document after the walk.
	Document func(d *Doc)
}

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
	// Warn reports this finding as a warning whatever the rule's
	// severity: the value conforms but is suspicious.
	Warn bool
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

// Report records a finding on attribute attr of element n.
func (d *Doc) Report(n *html.Node, attr string, f Finding) {
	v, _ := getAttr(n, attr)
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
