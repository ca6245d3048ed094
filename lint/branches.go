package lint

import (
	"bytes"
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/presets"
	"github.com/attrlint/attrlint/lint/internal/source"
	"golang.org/x/net/html"
)

// Template sources hold conditionals ({% if %} ... {% else %} ... {% endif
// %}) whose branches are never rendered together, and loops whose body is
// rendered many times. The engine finds them once per document, in the
// text tokens the parser already read (source.TemplateTexts) and in PHP's
// <?php ?> tags (which the tokenizer reads as comments), and gives every
// element an arm: the innermost branch it sits in. Uniqueness rules ask
// Doc.Coexist whether two elements can be in one rendered page.

// armID names an arm; 0 is the top level, outside every conditional.
type armID int32

// arm is one branch of a conditional, or the body of a loop. Arms form a
// tree by parent; depth, jump and inLoop let queries on deeply nested
// conditionals run in logarithmic time rather than in the depth.
type arm struct {
	parent armID // the arm the conditional sits in
	cond   int32 // the conditional; arms of one conditional exclude each other
	loop   bool  // the body of a loop
	inLoop bool  // this arm or an enclosing one is the body of a loop
	depth  int32 // the number of arms above this one (0 for the top level)
	// jump is an ancestor chosen so that any ancestor can be reached in
	// O(log depth) steps (Myers' skew-binary jump pointers, "An applicative
	// random-access stack", 1983).
	jump armID
}

// event is a conditional's tag found in the source.
type event struct {
	off    int
	kind   eventKind
	engine string // which syntax, so that closers of another engine do not match
}

type eventKind uint8

const (
	evOpen    eventKind = iota // if, unless, with, case, switch: a first arm
	evLoop                     // for, each, range: a loop body
	evArm                      // else, elif, when, case: the next arm
	evClose                    // endif, end, /if, }: the conditional ends
	evNeutral                  // a block that is neither (define, block): opened and closed only
)

// branches maps source offsets to arms.
type branches struct {
	arms []arm
	// at[i] is where the arm changes to armAt[i]; at is sorted.
	at    []int
	armAt []armID
	// unbalanced says some conditional could not be matched (a closer
	// without an opener, an opener never closed, engines mixed).
	unbalanced bool
	// engines names the template engines whose tags were found.
	engines []string
	// actions are the spans of template actions that run across markup
	// ({{ replaceRE "<h1 id=x>" ... }}): what the tokenizer reads as tags
	// there are strings of the template, not elements. Sorted, disjoint.
	actions [][2]int
}

// inAction reports whether offset off lies inside a template action that
// runs across markup.
func (b *branches) inAction(off int) bool {
	i := sort.Search(len(b.actions), func(i int) bool { return b.actions[i][1] > off })
	return i < len(b.actions) && b.actions[i][0] <= off
}

// openActions finds, in one template text, an opening mark left unclosed
// at its end, and the span up to its closing mark later in the source
// (next finds it).
func openActions(src []byte, t source.Comment, set *templateSet, next closers, spans [][2]int) [][2]int {
	text := src[t.Start:t.End]
	for i, open := range set.open {
		if i >= len(set.close) {
			break
		}
		o := lastOpen(text, open)
		if o < 0 {
			continue
		}
		closeMark := closeFor(open)
		if closeMark == "" || bytes.Contains(text[o:], []byte(closeMark)) {
			continue
		}
		end := next.find(src, closeMark, t.End)
		if end < 0 {
			continue // never closed: the conditional scan says unbalanced
		}
		spans = append(spans, [2]int{t.Start + o, end + len(closeMark)})
	}
	return spans
}

// lastOpen is the offset of the last opening mark open in text, or -1.
// The "{#" of a Handlebars or Mustache section ("{{#if}}") is no Jinja or
// Twig comment: those engines read the "{{" first, as the expression it
// opens.
func lastOpen(text []byte, open string) int {
	o := bytes.LastIndex(text, []byte(open))
	if open == "{#" {
		for o > 0 && text[o-1] == '{' {
			o = bytes.LastIndex(text[:o], []byte(open))
		}
	}
	return o
}

// closers finds the first closing mark at or after an offset of the
// source, for offsets that never decrease (the template texts in source
// order): each mark remembers where it was last found, so the source is
// read at most once per mark, however many texts leave a mark unclosed.
type closers map[string]int

// find returns the offset of the first mark at or after from, or -1.
func (c closers) find(src []byte, mark string, from int) int {
	if at, ok := c[mark]; ok && (at < 0 || at >= from) {
		return at // the first at or after an earlier from, which is not after at
	}
	at := bytes.Index(src[from:], []byte(mark))
	if at >= 0 {
		at += from
	}
	c[mark] = at
	return at
}

// closeFor is the closing mark of an opening mark.
func closeFor(open string) string {
	switch open {
	case "{{":
		return "}}"
	case "{%":
		return "%}"
	case "{#":
		return "#}"
	case "<%":
		return "%>"
	case "<?":
		return "?>"
	}
	return ""
}

// armOf returns the arm at source offset off.
func (b *branches) armOf(off int) armID {
	i := sort.SearchInts(b.at, off+1) - 1
	if i < 0 {
		return 0
	}
	return b.armAt[i]
}

// exclusive reports whether two arms are different branches of one
// conditional, so that nothing in one is rendered with anything in the
// other. Arms of one conditional share a parent, so the only pair that can
// be exclusive is that of the two children, on the paths to x and y, of
// their lowest common ancestor; both paths are climbed by jump pointers.
func (b *branches) exclusive(x, y armID) bool {
	if x == y || x == 0 || y == 0 {
		return false
	}
	if b.arms[x].depth < b.arms[y].depth {
		x, y = y, x
	}
	x = b.ancestorAt(x, b.arms[y].depth)
	if x == y {
		return false // y is above x: one path
	}
	for b.arms[x].parent != b.arms[y].parent {
		// At equal depths the jumps have equal depths: take them while
		// they do not meet, else step to the parents.
		if jx, jy := b.arms[x].jump, b.arms[y].jump; jx != jy {
			x, y = jx, jy
		} else {
			x, y = b.arms[x].parent, b.arms[y].parent
		}
	}
	return b.arms[x].cond == b.arms[y].cond
}

// ancestorAt returns the ancestor of x (or x) at depth d <= x's depth.
func (b *branches) ancestorAt(x armID, d int32) armID {
	for b.arms[x].depth > d {
		if j := b.arms[x].jump; b.arms[j].depth >= d {
			x = j
		} else {
			x = b.arms[x].parent
		}
	}
	return x
}

// add appends arm a, filling in its depth, jump pointer and inLoop.
func (b *branches) add(a arm) armID {
	p := &b.arms[a.parent]
	a.depth = p.depth + 1
	a.inLoop = a.loop || p.inLoop
	a.jump = a.parent
	if a.parent != 0 {
		j := &b.arms[p.jump]
		if p.depth-j.depth == j.depth-b.arms[j.jump].depth {
			a.jump = j.jump
		}
	}
	b.arms = append(b.arms, a)
	return armID(len(b.arms) - 1)
}

// hasEngine reports whether tags of template engine name ("angular",
// "blade", "jinja", ...) were found.
func (b *branches) hasEngine(name string) bool { return slices.Contains(b.engines, name) }

// inLoop reports whether arm x is inside the body of a loop.
func (b *branches) inLoop(x armID) bool { return b.arms[x].inLoop }

// findBranches reads the conditionals of the template families that set
// recognises out of the document's template texts and comments.
func findBranches(doc *source.Document, set *templateSet) *branches {
	b := &branches{arms: []arm{{}}}
	texts, comments := doc.TemplateTexts(), doc.Comments()
	if len(texts) == 0 && len(comments) == 0 || len(set.families) == 0 {
		return b
	}
	var evs []event
	next := closers{}
	for _, t := range texts {
		evs = scanTemplateText(string(doc.Src[t.Start:t.End]), t.Start, set, evs)
		b.actions = openActions(doc.Src, t, set, next, b.actions)
	}
	sort.Slice(b.actions, func(i, j int) bool { return b.actions[i][0] < b.actions[j][0] })
	if set.families["php"] {
		for _, c := range comments {
			if s := doc.Src[c.Start:c.End]; len(s) > 2 && s[1] == '?' {
				evs = scanPHP(string(s), c.Start, evs)
			}
		}
	}
	if len(evs) == 0 {
		return b
	}
	for _, e := range evs {
		if !slices.Contains(b.engines, e.engine) {
			b.engines = append(b.engines, e.engine)
		}
	}
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].off < evs[j].off })
	type open struct {
		cond   int32
		engine string
		arm    armID
	}
	var stack []open
	conds := int32(0)
	cur := armID(0)
	enter := func(off int, a arm) {
		cur = b.add(a)
		b.at, b.armAt = append(b.at, off), append(b.armAt, cur)
	}
	for _, e := range evs {
		switch e.kind {
		case evOpen, evLoop, evNeutral:
			conds++
			stack = append(stack, open{cond: conds, engine: e.engine})
			enter(e.off, arm{parent: cur, cond: conds, loop: e.kind == evLoop})
			stack[len(stack)-1].arm = cur
		case evArm:
			if len(stack) == 0 || stack[len(stack)-1].engine != e.engine {
				b.unbalanced = true
				continue
			}
			top := &stack[len(stack)-1]
			// The else branch of a loop is rendered once, when the loop is
			// empty: not a loop body.
			enter(e.off, arm{parent: b.arms[top.arm].parent, cond: top.cond})
			top.arm = cur
		case evClose:
			if len(stack) == 0 || stack[len(stack)-1].engine != e.engine {
				b.unbalanced = true
				continue
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cur = b.arms[top.arm].parent
			b.at, b.armAt = append(b.at, e.off), append(b.armAt, cur)
		}
	}
	if len(stack) > 0 {
		b.unbalanced = true
	}
	return b
}

// scanTemplateText appends the conditional tags found in one text token,
// which starts at offset base in the source.
func scanTemplateText(s string, base int, set *templateSet, evs []event) []event {
	f := set.families
	if f["curly"] {
		evs = scanDelimited(s, base, "{%", "%}", "jinja", jinjaKind, evs)
		evs = scanDelimited(s, base, "{{", "}}", "curly", curlyKind, evs)
	}
	if f["erb"] {
		evs = scanERB(s, base, evs)
	}
	if f["svelte"] {
		evs = scanDelimited(s, base, "{", "}", "svelte", svelteKind, evs)
	}
	if f["curly"] || f["razor"] {
		// Blade (@if) and Angular's control flow (@if (...) {).
		evs = scanAt(s, base, evs)
	}
	return evs
}

// scanDelimited finds the tags between open and close marks in s and
// classifies each by its first word with kind.
func scanDelimited(s string, base int, open, close, engine string, kind func(body string) (eventKind, bool), evs []event) []event {
	for i := 0; ; {
		j := strings.Index(s[i:], open)
		if j < 0 {
			return evs
		}
		start := i + j
		k := strings.Index(s[start+len(open):], close)
		if k < 0 {
			return evs
		}
		body := s[start+len(open) : start+len(open)+k]
		if ek, ok := kind(strings.Trim(body, "-~ \t\r\n")); ok {
			evs = append(evs, event{off: base + start, kind: ek, engine: engine})
		}
		i = start + len(open) + k + len(close)
	}
}

// firstWord returns the leading word of s (letters, digits, _ and the
// sigils that open a block) and the rest.
func firstWord(s string) (string, string) {
	i := 0
	for i < len(s) && (presets.IsAlnum(s[i]) || s[i] == '_') {
		i++
	}
	return s[:i], strings.TrimLeft(s[i:], " \t\r\n")
}

// jinjaKind classifies Jinja, Django, Nunjucks, Twig, Liquid and Tera tags.
func jinjaKind(body string) (eventKind, bool) {
	w, _ := firstWord(body)
	switch w {
	case "if", "unless", "case", "ifchanged", "ifequal", "ifnotequal":
		return evOpen, true
	case "for", "tablerow":
		return evLoop, true
	case "elif", "elsif", "elseif", "else", "when", "empty":
		return evArm, true
	case "endif", "endunless", "endcase", "endfor", "endtablerow", "endifchanged", "endifequal", "endifnotequal":
		return evClose, true
	case "block", "macro", "call", "filter", "with", "capture", "raw", "set", "spaceless", "autoescape", "embed", "apply", "comment", "verbatim":
		if w == "set" && strings.Contains(body, "=") {
			return 0, false // {% set x = 1 %} has no end tag
		}
		return evNeutral, true
	case "endblock", "endmacro", "endcall", "endfilter", "endwith", "endcapture", "endraw", "endset", "endspaceless", "endautoescape", "endembed", "endapply", "endcomment", "endverbatim":
		return evClose, true
	}
	return 0, false
}

// curlyKind classifies Go template and Hugo actions, and Handlebars and
// Mustache sections.
func curlyKind(body string) (eventKind, bool) {
	if body == "" {
		return 0, false
	}
	switch body[0] {
	case '#': // Handlebars/Mustache section: {{#if x}}, {{#each xs}}
		w, _ := firstWord(body[1:])
		if w == "each" {
			return evLoop, true
		}
		return evOpen, true
	case '^': // inverted section {{^x}}; {{^}} is Handlebars' else
		if strings.TrimSpace(body[1:]) == "" {
			return evArm, true
		}
		return evOpen, true
	case '/':
		if strings.HasPrefix(body, "/*") {
			return 0, false // a Go template comment
		}
		return evClose, true
	}
	w, _ := firstWord(body)
	switch w {
	case "if", "with":
		return evOpen, true
	case "range":
		return evLoop, true
	case "else":
		return evArm, true
	case "end":
		return evClose, true
	case "define", "block":
		return evNeutral, true
	}
	return 0, false
}

// svelteKind classifies Svelte blocks: {#if}, {:else}, {/if}.
func svelteKind(body string) (eventKind, bool) {
	if body == "" {
		return 0, false
	}
	w, _ := firstWord(body[1:])
	switch body[0] {
	case '#':
		if w == "each" {
			return evLoop, true
		}
		return evOpen, true
	case ':':
		return evArm, true
	case '/':
		return evClose, true
	}
	return 0, false
}

// scanERB finds ERB and EJS conditionals: Ruby's if/unless/case/elsif/
// else/when/end and do-blocks, and EJS's braces.
func scanERB(s string, base int, evs []event) []event {
	for i := 0; ; {
		j := strings.Index(s[i:], "<%")
		if j < 0 {
			return evs
		}
		start := i + j
		k := strings.Index(s[start+2:], "%>")
		if k < 0 {
			return evs
		}
		code := strings.Trim(s[start+2:start+2+k], "-=#_ \t\r\n")
		i = start + 4 + k
		if kind, ok := erbKind(code); ok {
			evs = append(evs, event{off: base + start, kind: kind, engine: "erb"})
		}
	}
}

func erbKind(code string) (eventKind, bool) {
	// EJS and JavaScript: braces decide.
	opens, closes := strings.Count(code, "{"), strings.Count(code, "}")
	if opens+closes > 0 {
		switch {
		case closes > 0 && opens > 0 && strings.Contains(code, "else"):
			return evArm, true
		case opens > closes:
			if strings.Contains(code, "forEach") || strings.HasPrefix(code, "for") || strings.HasPrefix(code, "while") {
				return evLoop, true
			}
			return evOpen, true
		case closes > opens:
			return evClose, true
		}
		return 0, false
	}
	w, rest := firstWord(code)
	switch w {
	case "if", "unless", "case":
		return evOpen, true
	case "elsif", "else", "when":
		return evArm, true
	case "end":
		return evClose, true
	case "for", "while", "until":
		return evLoop, true
	}
	if strings.HasSuffix(rest, " do") || strings.Contains(rest, " do |") || strings.HasSuffix(code, " do") {
		return evLoop, true
	}
	return 0, false
}

// scanPHP finds the conditionals of one <?php ?> tag: the alternative
// syntax (if (): ... else: ... endif;) and braces.
func scanPHP(s string, base int, evs []event) []event {
	code := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(s, "<?php"), "<?"), "?>"))
	code = strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(code, "?")), ";")
	w, _ := firstWord(code)
	kind, ok := eventKind(0), false
	switch {
	case w == "endif" || w == "endforeach" || w == "endfor" || w == "endwhile" || w == "endswitch":
		kind, ok = evClose, true
	case (w == "elseif" || w == "else") && strings.HasSuffix(code, ":"):
		kind, ok = evArm, true
	case (w == "if" || w == "switch") && strings.HasSuffix(code, ":"):
		kind, ok = evOpen, true
	case (w == "foreach" || w == "for" || w == "while") && strings.HasSuffix(code, ":"):
		kind, ok = evLoop, true
	case strings.HasPrefix(code, "}") && strings.Contains(code, "else") && strings.HasSuffix(code, "{"):
		kind, ok = evArm, true
	case code == "}":
		kind, ok = evClose, true
	case strings.HasSuffix(code, "{") && (w == "if" || w == "switch"):
		kind, ok = evOpen, true
	case strings.HasSuffix(code, "{") && (w == "foreach" || w == "for" || w == "while"):
		kind, ok = evLoop, true
	}
	if ok {
		evs = append(evs, event{off: base, kind: kind, engine: "php"})
	}
	return evs
}

// scanAt finds Blade's @if/@elseif/@else/@endif (and its loops) and
// Angular's control flow: @if (...) { ... } @else { ... }, @for, @switch
// with @case and @default.
func scanAt(s string, base int, evs []event) []event {
	// Angular blocks close with a bare }; braces count only while an
	// Angular block is open in this text, so that other braces are left
	// alone. A case's brace closes the case, not the switch.
	const (
		condBrace = iota
		caseBrace
		switchBrace
	)
	var stack []int
	emit := func(i int, k eventKind, engine string) {
		evs = append(evs, event{off: base + i, kind: k, engine: engine})
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '}':
			if len(stack) == 0 {
				continue
			}
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			rest := strings.TrimLeft(s[i+1:], " \t\r\n")
			if f == condBrace && (strings.HasPrefix(rest, "@else") || strings.HasPrefix(rest, "@empty")) {
				continue // the next arm follows
			}
			if f != caseBrace {
				emit(i, evClose, "angular")
			}
		case '@':
			if i > 0 && presets.IsAlnum(s[i-1]) {
				continue // an e-mail address
			}
			w, rest := firstWord(s[i+1:])
			if w == "" {
				continue
			}
			head := rest
			if w == "else" && strings.HasPrefix(rest, "if") {
				_, head = firstWord(rest)
			}
			if strings.HasSuffix(blockHead(head), "{") {
				switch w {
				case "if", "defer":
					emit(i, evOpen, "angular")
					stack = append(stack, condBrace)
				case "for":
					emit(i, evLoop, "angular")
					stack = append(stack, condBrace)
				case "else", "empty":
					emit(i, evArm, "angular")
					stack = append(stack, condBrace)
				case "switch":
					emit(i, evOpen, "angular")
					stack = append(stack, switchBrace)
				case "case", "default":
					emit(i, evArm, "angular")
					stack = append(stack, caseBrace)
				}
				continue
			}
			// Blade.
			kind, ok := evOpen, true
			switch w {
			case "if", "unless", "isset", "auth", "guest", "env", "production", "switch", "can", "cannot", "hasSection", "sectionMissing":
				kind = evOpen
			case "empty":
				kind = evArm // @forelse ... @empty ... @endforelse; @empty($x) opens
				if strings.HasPrefix(rest, "(") {
					kind = evOpen
				}
			case "foreach", "for", "forelse", "while":
				kind = evLoop
			case "elseif", "else", "case", "default", "elsecan", "elsecannot", "elseauth", "elseguest":
				kind = evArm
			case "endif", "endunless", "endisset", "endempty", "endauth", "endguest", "endenv", "endproduction", "endswitch", "endcan", "endcannot",
				"endforeach", "endfor", "endforelse", "endwhile":
				kind = evClose
			default:
				ok = false
			}
			if ok {
				emit(i, kind, "blade")
			}
		}
	}
	return evs
}

// blockHead returns s up to and including its first '{', skipping one
// balanced parenthesised group first ("(x > 1) {"), or "" when s does not
// open a block there.
func blockHead(s string) string {
	i := 0
	if strings.HasPrefix(s, "(") {
		depth := 0
		for ; i < len(s); i++ {
			if s[i] == '(' {
				depth++
			} else if s[i] == ')' {
				depth--
				if depth == 0 {
					i++
					break
				}
			}
		}
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	if i < len(s) && s[i] == '{' {
		return s[:i+1]
	}
	return ""
}

// frameworkArm finds the element's arm among framework directives on
// siblings: Vue's v-if / v-else-if / v-else. It returns the element that
// carries the directive (the arm) and the first element of its chain
// (which names the conditional), or nils.
func frameworkArm(n *html.Node) (armEl, chain *html.Node) {
	for e := n; e != nil; e = e.Parent {
		if e.Type != html.ElementNode {
			continue
		}
		switch {
		case hasAttr(e, "v-if"):
			return e, e
		case hasAttr(e, "v-else-if"), hasAttr(e, "v-else"):
			// Walk back over the chain to its v-if.
			for s := e.PrevSibling; s != nil; s = s.PrevSibling {
				if s.Type != html.ElementNode {
					continue
				}
				if hasAttr(s, "v-if") {
					return e, s
				}
				if !hasAttr(s, "v-else-if") {
					break
				}
			}
			return nil, nil
		}
	}
	return nil, nil
}

func hasAttr(n *html.Node, name string) bool {
	_, ok := getAttr(n, name)
	return ok
}

// loopAttrs are framework directives that repeat their element.
var loopAttrs = []string{"v-for", "*ngfor", "x-for", "th:each", "ng-repeat"}

// loopElements returns the elements of the document that carry a
// framework loop directive, found once per document.
func (d *Doc) loopElements() map[*html.Node]bool {
	if d.ctx.loops == nil {
		d.ctx.loops = make(map[*html.Node]bool)
		for _, n := range d.All {
			// One look at each attribute, not one walk of the
			// attributes for each directive: this runs for every page.
			for _, a := range n.Attr {
				if a.Namespace == "" && slices.Contains(loopAttrs, a.Key) {
					d.ctx.loops[n] = true
					break
				}
			}
		}
	}
	return d.ctx.loops
}

// inFrameworkLoop reports whether n or an ancestor carries a framework
// loop directive (v-for, *ngFor, x-for, ...). Most pages have none, and
// then it costs a map length.
func (d *Doc) inFrameworkLoop(n *html.Node) bool {
	loops := d.loopElements()
	if len(loops) == 0 {
		return false
	}
	for e := n; e != nil; e = e.Parent {
		if loops[e] {
			return true
		}
	}
	return false
}

// branchesOf returns the document's template branches, found on first use.
func (d *Doc) branchesOf() *branches { return d.ctx.branchesOf() }

func (s *fileState) branchesOf() *branches {
	if s.branches == nil {
		s.branches = findBranches(s.doc, s.linter.templates)
	}
	return s.branches
}

// templatedTag reports whether n's start tag has template syntax among its
// attributes or lies inside a template action that runs across markup.
func (s *fileState) templatedTag(n *html.Node) bool {
	// The parser keeps the first of repeated names, so every name the
	// tokenizer read is among the node's attributes: reading the tag's
	// source, a lookup per element and rule, is needed only when the
	// template has actions that run across markup.
	for i := range n.Attr {
		if k := n.Attr[i].Key; !plainName(k) && s.linter.templates.inName(k) {
			return true
		}
	}
	b := s.branchesOf()
	if len(b.actions) == 0 {
		return false
	}
	start := s.doc.TagStart(n)
	return start >= 0 && b.inAction(start)
}

// armOfNode is the template arm n's start tag sits in.
func (d *Doc) armOfNode(n *html.Node) armID {
	if len(d.branchesOf().at) == 0 {
		return 0 // no template conditionals: skip finding n's tag
	}
	if off := d.ctx.doc.TagStart(n); off >= 0 {
		return d.branchesOf().armOf(off)
	}
	return 0
}

// Coexist reports whether elements a and b can be in one rendered page:
// false when they sit in different branches of one template conditional
// ({% if %} ... {% else %}, {{ if }} ... {{ else }}, <% if %>, @if, {#if},
// ...) or under different elements of one Vue v-if / v-else-if / v-else
// chain. Uniqueness rules (one id, one charset, ...) compare only elements
// that coexist.
func (d *Doc) Coexist(a, b *html.Node) bool {
	if d.branchesOf().exclusive(d.armOfNode(a), d.armOfNode(b)) {
		return false
	}
	ea, ca := frameworkArm(a)
	eb, cb := frameworkArm(b)
	return ea == nil || eb == nil || ca != cb || ea == eb
}

// InTemplateLoop reports whether n is repeated by a loop of the template
// ({% for %}, {{ range }}, {{#each}}, @foreach, {#each}, @for) or by a
// framework directive on it or an ancestor (v-for, *ngFor, x-for).
func (d *Doc) InTemplateLoop(n *html.Node) bool {
	return d.branchesOf().inLoop(d.armOfNode(n)) || d.inFrameworkLoop(n)
}

// TemplateUnbalanced reports that some conditional of the template could
// not be matched (an end without a start, a start never ended, engines
// mixed), so that Coexist may take exclusive branches for coexisting ones.
func (d *Doc) TemplateUnbalanced() bool { return d.branchesOf().unbalanced }

// includeMarks are how template languages pull in other files; a file
// that uses one is a fragment of a page.
var includeMarks = []string{
	"{% include", "{% extends", "{% import", "{% from", "{% render", "{% section",
	"{{ partial", "{{ template", "{{> ", "{{>", "{{ block",
	"<%= render", "<%- include", "<% include", "@include", "@extends", "@component", "@livewire",
}

// Fragment reports whether the document is a part of a page rather than a
// whole one (Options.Fragment, or found in the source): no doctype and no
// <html>, <head> or <body> tag, or an include of another file; or only
// part of it was parsed (elements nested deeper than the parser's limit). A
// reference to an id the fragment does not hold may be resolved by the
// page it becomes part of, and checks of the whole document do not apply.
func (d *Doc) Fragment() bool { return d.ctx.isFragment() }

// Fragment reports whether the document is a part of a page (see
// Doc.Fragment), for Element rules: what lies around its outermost
// elements is then unknown.
func (e *Element) Fragment() bool { return e.ctx.isFragment() }

func (s *fileState) isFragment() bool {
	if s.fragment == 0 {
		s.fragment = 2
		// A document cut short at the depth limit is as good as a
		// fragment: what its rest holds is unknown.
		if s.linter.opts.Fragment || s.doc.TooDeep() >= 0 || isFragment(s.doc, s.doc.Root) {
			s.fragment = 1
		}
	}
	return s.fragment == 1
}

// OnPage reports whether a reference to id (or to a map's name), which
// no element of the document holds, may still be resolved by the page
// the document is part of: by the ids of the page's other files when they
// are known (Options.PageIDs), and otherwise whenever the document is a
// fragment. In a document cut short at the depth limit it may be in the
// part not parsed.
func (d *Doc) OnPage(id string) bool {
	if d.ctx.doc.TooDeep() >= 0 {
		return true
	}
	if ids := d.ctx.linter.opts.PageIDs; ids != nil {
		return ids[id]
	}
	return d.Fragment()
}

func isFragment(doc *source.Document, root *html.Node) bool {
	for _, t := range doc.TemplateTexts() {
		s := doc.Src[t.Start:t.End]
		for _, m := range includeMarks {
			if bytes.Contains(s, []byte(m)) {
				return true
			}
		}
	}
	for _, c := range doc.Comments() {
		s := doc.Src[c.Start:c.End]
		if bytes.HasPrefix(s, []byte("<?")) && (bytes.Contains(s, []byte("include")) || bytes.Contains(s, []byte("require"))) {
			return true
		}
	}
	for c := root.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.DoctypeNode {
			return false
		}
	}
	return !doc.HasStartTag("html") && !doc.HasStartTag("head") && !doc.HasStartTag("body")
}

// insideAction reports whether a finding on element n (and its attribute
// attr, if not "") is about template text rather than markup: n's tag
// lies inside a template action that runs across markup, or attr is
// written inside an action between the tag's attributes
// (<a {{ cond .X (" accesskey=/") "" }}>).
func (s *fileState) insideAction(n *html.Node, attr string) bool {
	if n == nil || s.doc == nil {
		return false
	}
	start := s.doc.TagStart(n)
	if start < 0 {
		return false
	}
	if s.branches == nil {
		s.branches = findBranches(s.doc, s.linter.templates)
	}
	if s.branches.inAction(start) {
		return true
	}
	if attr == "" {
		return false
	}
	// Every name the tokenizer read is among the node's attributes (the
	// parser keeps the first of repeated ones): with only plain names the
	// tag holds no template action, and its source need not be read.
	if s.plainNames(n) {
		return false
	}
	t, a := s.doc.SourceAttr(n, attr)
	if a == nil || !s.linter.templatedTag(t, s.doc.Src) {
		return false
	}
	return unclosedBefore(s.doc.Src[t.Start:a.NameStart], s.linter.templates)
}

// unclosedBefore reports whether s ends inside a template action: an
// opening mark after the last closing one.
func unclosedBefore(s []byte, set *templateSet) bool {
	for _, open := range set.open {
		c := closeFor(open)
		if c == "" {
			continue
		}
		if o := lastOpen(s, open); o >= 0 && !bytes.Contains(s[o:], []byte(c)) {
			return true
		}
	}
	return false
}
