package linttest

import (
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/source"
)

// CheckSpans fails the test unless each diagnostic points at what it
// names: inside the source of an attribute of that name (name, value and
// quotes), or, for a finding about an element (a missing attribute), at
// the start of a tag of that element, or at offset 0 for an element the
// parser implied. Findings of syntaxRule without an attribute (a stray
// '/', which belongs to no attribute; a tag the input ends inside, at its
// '<') may lie anywhere inside a tag, the one the input ends inside too.
func CheckSpans(t testing.TB, src []byte, diags []lint.Diagnostic, syntaxRule string) {
	t.Helper()
	if len(diags) == 0 {
		return
	}
	doc, err := source.Parse(src, true)
	if err != nil {
		t.Fatalf("findings for a document that does not parse: %v", err)
	}
	tags := doc.Tags()
	if t := doc.EOFTag(); t != nil {
		tags = append(tags, *t)
	}
	for _, d := range diags {
		if spanOK(tags, d, syntaxRule) {
			continue
		}
		t.Fatalf("span %d-%d (%q) is not on attribute %q of <%s>: %+v", d.Offset, d.EndOffset, src[d.Offset:d.EndOffset], d.Attribute, d.Element, d)
	}
}

func spanOK(tags []source.Tag, d lint.Diagnostic, syntaxRule string) bool {
	if d.Offset == 0 && d.EndOffset == 0 {
		return true
	}
	for i := range tags {
		tg := &tags[i]
		if d.EndOffset <= tg.Start || d.Offset >= tg.End {
			continue
		}
		if d.Offset == tg.Start && d.EndOffset == tg.NameEnd && strings.EqualFold(tg.Name, d.Element) {
			return true
		}
		// A stray '/' in a tag belongs to no attribute, nor does the '<'
		// of a tag the input ends inside.
		if d.Rule == syntaxRule && d.Attribute == "" && tg.Start <= d.Offset && d.EndOffset <= tg.End {
			return true
		}
		for j := range tg.Attrs {
			a := &tg.Attrs[j]
			end := a.NameEnd
			if a.HasValue {
				end = a.ValueEnd
				if a.Quote != 0 {
					end++
				}
			}
			if strings.EqualFold(a.Name, d.Attribute) && a.NameStart <= d.Offset && d.EndOffset <= end {
				return true
			}
		}
	}
	return false
}

// ParseWithPositions parses src as Lint does, recording where each tag
// and attribute is: the stage between x/net/html's plain parse and the
// whole of Lint, for benchmarks outside package lint.
func ParseWithPositions(src []byte) error {
	_, err := source.Parse(src, true)
	return err
}
