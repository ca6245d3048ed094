package lint

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/attrlint/attrlint/lint/internal/source"
	"github.com/attrlint/attrlint/lint/suggest"
)

// The directive kinds, written `<!-- attrlint-KIND [RULE[, RULE]] [-- reason] -->`.
const (
	directiveDisable         = "disable"
	directiveEnable          = "enable"
	directiveDisableNextLine = "disable-next-line"
	directiveDisableLine     = "disable-line"
	directiveDisableFile     = "disable-file"
	directivePrefix          = "attrlint-"
)

var directiveKinds = []string{directiveDisable, directiveEnable, directiveDisableNextLine, directiveDisableLine, directiveDisableFile}

// directive is one suppression comment.
type directive struct {
	kind       string
	start, end int // the comment, <!-- to -->, in the source
	kindStart  int
	// startLine and endLine are the lines the comment starts and ends on.
	startLine, endLine int
	// rules are the known rule ids named; none means every rule.
	rules []ruleRef
	// used records which named rules ("" for all) suppressed something.
	used map[string]bool
}

// ruleRef is a rule id named in a directive, with its source span.
type ruleRef struct {
	id         string
	start, end int
}

// unlinted returns the directives that cover some of the source after
// cut, the point where the parse stopped at the depth limit (none when it
// did not, -1): a disable-file, a line directive for that line or later, a
// disabled stretch that reaches past it.
func unlinted(cut int, lines *source.Lines, ds []*directive, spans []*disabled) map[*directive]bool {
	if cut < 0 {
		return nil
	}
	cutLine, _ := lines.Position(cut)
	past := map[*directive]bool{}
	for _, d := range ds {
		switch d.kind {
		case directiveDisableFile:
			past[d] = true
		case directiveDisableNextLine:
			past[d] = d.endLine+1 >= cutLine
		case directiveDisableLine:
			past[d] = d.startLine >= cutLine
		}
	}
	for _, s := range spans {
		if s.to > cut {
			past[s.d] = true
		}
	}
	return past
}

// coverKey is a line (0 for every line) and a rule id ("" for every
// rule) that line directives cover.
type coverKey struct {
	line int
	rule string
}

// covering are the line directives that cover one coverKey: a finding
// there marks them all used, once.
type covering struct {
	ds   []*directive
	used bool
}

// use marks the directives used for key (a rule id, or "" for all).
func (c *covering) use(key string) {
	if !c.used {
		c.used = true
		for _, d := range c.ds {
			d.used[key] = true
		}
	}
}

// coverByLine indexes the line directives (disable-next-line,
// disable-line, disable-file) by the line and rule they cover.
func coverByLine(ds []*directive) map[coverKey]*covering {
	m := map[coverKey]*covering{}
	for _, d := range ds {
		var line int
		switch d.kind {
		case directiveDisableFile:
			line = 0
		case directiveDisableNextLine:
			line = d.endLine + 1
		case directiveDisableLine:
			line = d.startLine
		default:
			continue
		}
		keys := []string{""}
		if len(d.rules) > 0 {
			keys = keys[:0]
			for _, r := range d.rules {
				keys = append(keys, r.id)
			}
		}
		for _, key := range keys {
			k := coverKey{line, key}
			if m[k] == nil {
				m[k] = &covering{}
			}
			m[k].ds = append(m[k].ds, d)
		}
	}
	return m
}

// disabled is the stretch of source a disable directive covers, for one
// rule or (rule "") for every rule but those in except.
type disabled struct {
	from, to int
	rule     string
	except   map[string]bool
	d        *directive
}

// comment is an HTML comment found in the source.
type comment struct {
	start, dataStart, dataEnd, end int
}

// directiveComments returns the comments of the document whose text starts
// with "attrlint-", with their source spans. The parser's tokenizer
// decided what is a comment (source.Document.Comments), so "<!--" inside
// <script>, <textarea> or an attribute value is not one.
func directiveComments(doc *source.Document) []comment {
	src := doc.Src
	var out []comment
	for _, t := range doc.Comments() {
		// Only the comments' bytes are searched: they are a small part of
		// most documents.
		if !bytes.HasPrefix(src[t.Start:t.End], []byte("<!--")) || !bytes.Contains(src[t.Start:t.End], []byte(directivePrefix)) {
			continue // a bogus comment (<!x>, <?x>) is no directive
		}
		c := comment{start: t.Start, dataStart: min(t.Start+4, t.End), end: t.End}
		c.dataEnd, _ = commentEnd(src[:t.End], c.dataStart)
		if strings.HasPrefix(commentText(src[c.dataStart:c.dataEnd]), directivePrefix) {
			out = append(out, c)
		}
	}
	return out
}

// commentEnd finds the end of a comment's text and of the comment, as the
// tokenizer does: at "-->", "--!>" or the end of the input.
func commentEnd(src []byte, from int) (dataEnd, end int) {
	for k := from; k < len(src); k++ {
		if src[k] != '-' || k+2 >= len(src) || src[k+1] != '-' {
			continue
		}
		if src[k+2] == '>' {
			return k, k + 3
		}
		if src[k+2] == '!' && k+3 < len(src) && src[k+3] == '>' {
			return k, k + 4
		}
	}
	return len(src), len(src)
}

// commentText normalises comment text as the parser does (line breaks to
// LF, NUL to U+FFFD), trimmed.
func commentText(b []byte) string {
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.ReplaceAll(s, "\x00", "\uFFFD")
	return strings.TrimSpace(s)
}

// applyDirectives drops the diagnostics of page p that suppression
// comments cover and adds diagnostics for invalid and unused directives.
// A directive that covers a reference the site phase could not judge (a
// document linted alone) is not unused: it may suppress a finding of the
// whole site's run.
func (l *Linter) applyDirectives(p *Page, diags []Diagnostic) []Diagnostic {
	name, comments := p.name, p.comments
	if len(comments) == 0 {
		return diags
	}
	invalid, unused := l.hooks[InvalidDirectives], l.hooks[UnusedDirectives]
	lines := p.linesOf() // the index the findings were placed with, if any
	var extra []Diagnostic
	var last lastLine
	report := func(r *Rule, start, end int, msg string) {
		if r == nil {
			return
		}
		dg := Diagnostic{File: name, Rule: r.ID, Severity: l.sev[r], Message: msg, URL: r.URL}
		dg.place(lines, start, end, &last)
		extra = append(extra, dg)
	}
	ids := make([]string, len(l.all))
	known := make(map[string]bool, len(l.all))
	for i, r := range l.all {
		ids[i] = r.ID
		known[r.ID] = true
	}

	var ds []*directive
	for _, c := range comments {
		d := l.parseDirective(p.src, c, known, ids, report, invalid)
		if d == nil {
			continue
		}
		d.startLine, _ = lines.Position(c.start)
		d.endLine, _ = lines.Position(c.end)
		ds = append(ds, d)
	}

	// Turn disable/enable pairs into stretches of source, in order.
	var spans []*disabled
	open := map[string]*disabled{}
	closeSpan := func(key string, at int) {
		open[key].to = at
		spans = append(spans, open[key])
		delete(open, key)
	}
	for _, d := range ds {
		switch d.kind {
		case directiveDisable:
			if len(d.rules) == 0 {
				if open[""] != nil {
					closeSpan("", d.start)
				}
				open[""] = &disabled{from: d.end, d: d, except: map[string]bool{}}
			}
			for _, r := range d.rules {
				if open[r.id] != nil {
					closeSpan(r.id, d.start)
				}
				open[r.id] = &disabled{from: d.end, rule: r.id, d: d}
			}
		case directiveEnable:
			if len(d.rules) == 0 {
				if len(open) == 0 {
					report(unused, d.start, d.end, "attrlint-enable re-enables nothing: no rule is disabled here")
				}
				for _, key := range sortedKeys(open) {
					closeSpan(key, d.start)
				}
			}
			for _, r := range d.rules {
				enabled := false
				if open[r.id] != nil {
					closeSpan(r.id, d.start)
					enabled = true
				}
				if all := open[""]; all != nil && !all.except[r.id] {
					closeSpan("", d.start)
					except := map[string]bool{r.id: true}
					for k := range all.except {
						except[k] = true
					}
					open[""] = &disabled{from: d.end, d: all.d, except: except}
					enabled = true
				}
				if !enabled {
					report(unused, r.start, r.end, fmt.Sprintf("attrlint-enable names %s, which is not disabled here", r.id))
				}
			}
		}
	}
	for _, key := range sortedKeys(open) {
		closeSpan(key, len(p.src))
	}

	// Each finding is looked up, not checked against every directive:
	// line directives by the line they cover, stretches by a sweep in
	// source order (those of one key never overlap).
	lineCover := coverByLine(ds)
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].from < spans[j].from })
	// The references the site phase could not judge count as findings
	// of their rules here, and are dropped with the suppressed ones.
	all := diags
	for _, u := range p.unknown {
		if len(all) == len(diags) {
			all = slices.Clip(diags)
		}
		line, _ := lines.Position(u.ref.start)
		all = append(all, Diagnostic{Rule: u.rule.ID, Line: line, Offset: u.ref.start})
	}
	order := make([]int, len(all))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return all[order[i]].Offset < all[order[j]].Offset })
	suppressed := make([]bool, len(all))
	active := map[string]*disabled{}
	next := 0
	for _, i := range order {
		dg := &all[i]
		if invalid != nil && dg.Rule == invalid.ID || unused != nil && dg.Rule == unused.ID {
			continue
		}
		for _, line := range []int{dg.Line, 0} {
			for _, key := range []string{dg.Rule, ""} {
				if c := lineCover[coverKey{line, key}]; c != nil {
					c.use(key)
					suppressed[i] = true
				}
			}
		}
		for ; next < len(spans) && spans[next].from <= dg.Offset; next++ {
			active[spans[next].rule] = spans[next]
		}
		if s := active[dg.Rule]; s != nil && dg.Offset < s.to {
			s.d.used[s.rule] = true
			suppressed[i] = true
		}
		if s := active[""]; s != nil && dg.Offset < s.to && !s.except[dg.Rule] {
			s.d.used[""] = true
			suppressed[i] = true
		}
	}
	kept := diags[:0:0]
	for i := range diags {
		if !suppressed[i] {
			kept = append(kept, diags[i])
		}
	}

	// In a document cut short at the depth limit, a directive that covers
	// some of the part not linted may suppress something there.
	past := unlinted(p.deep, lines, ds, spans)
	for _, d := range ds {
		if d.kind == directiveEnable || past[d] {
			continue
		}
		if len(d.rules) == 0 {
			if !d.used[""] {
				report(unused, d.start, d.end, fmt.Sprintf("attrlint-%s suppresses nothing: no diagnostic is reported where it applies", d.kind))
			}
			continue
		}
		for _, r := range d.rules {
			if !d.used[r.id] {
				report(unused, r.start, r.end, fmt.Sprintf("attrlint-%s names %s, but no %s diagnostic is reported where it applies", d.kind, r.id, r.id))
			}
		}
	}
	if len(extra) == 0 && len(kept) == len(diags) {
		return diags
	}
	kept = append(kept, extra...)
	sort.SliceStable(kept, func(i, j int) bool { return less(&kept[i], &kept[j]) })
	return kept
}

// parseDirective reads the directive in comment c: the kind, then rule ids
// separated by commas or spaces, then optionally " -- " and a reason. It
// reports unknown kinds and rule ids, and returns nil for a comment that
// is not a usable directive.
func (l *Linter) parseDirective(src []byte, c comment, known map[string]bool, ids []string,
	report func(*Rule, int, int, string), invalid *Rule) *directive {
	i := c.dataStart
	for i < c.dataEnd && isSpace(src[i]) {
		i++
	}
	kindStart := i
	for i < c.dataEnd && !isSpace(src[i]) && src[i] != ',' {
		i++
	}
	kind := strings.TrimPrefix(string(src[kindStart:i]), directivePrefix)
	if !contains(directiveKinds, kind) {
		kinds := make([]string, len(directiveKinds))
		for k, v := range directiveKinds {
			kinds[k] = directivePrefix + v
		}
		word := string(src[kindStart:i])
		report(invalid, kindStart, i, fmt.Sprintf("unknown directive %q%s; known: %s", word, suggest.Suggest(word, kinds), strings.Join(kinds, ", ")))
		return nil
	}
	d := &directive{kind: kind, start: c.start, end: c.end, kindStart: kindStart, used: map[string]bool{}}
	// The rule list ends at " --" (a reason follows) or the comment's end.
	listEnd := c.dataEnd
	for k := i; k+1 < c.dataEnd; k++ {
		if src[k] == '-' && src[k+1] == '-' && isSpace(src[k-1]) {
			listEnd = k
			break
		}
	}
	for i < listEnd {
		for i < listEnd && (isSpace(src[i]) || src[i] == ',') {
			i++
		}
		start := i
		for i < listEnd && !isSpace(src[i]) && src[i] != ',' {
			i++
		}
		if start == i {
			break
		}
		id := string(src[start:i])
		if !known[id] {
			report(invalid, start, i, fmt.Sprintf("attrlint-%s names unknown rule %q%s", kind, id, suggest.Suggest(id, ids)))
			continue
		}
		d.rules = append(d.rules, ruleRef{id: id, start: start, end: i})
	}
	if len(d.rules) == 0 && listEnd > d.kindStart && hasRuleText(src[kindStart:listEnd]) {
		// Every named rule was unknown: suppressing everything instead
		// would hide more than the author asked for.
		return nil
	}
	return d
}

// hasRuleText reports whether a directive's text (kind and rule list)
// names anything after the kind.
func hasRuleText(b []byte) bool {
	f := strings.FieldsFunc(string(b), func(r rune) bool { return r == ',' || r < 128 && isSpace(byte(r)) })
	return len(f) > 1
}

func sortedKeys(m map[string]*disabled) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
