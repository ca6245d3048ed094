// Package fix applies the behaviour-preserving fixes that diagnostics
// carry (Diagnostic.Fix, never Diagnostic.Suggestions) to a document, and
// writes the result back to disk safely.
//
// Edits are byte offsets into the decoded UTF-8 text the linter saw. A
// file is only rewritten when those offsets map exactly onto its bytes: a
// UTF-8 file (a byte order mark is kept and the offsets shifted past it),
// or a file in another ASCII-compatible encoding whose bytes are all ASCII
// (then decoding changed nothing) and whose edits insert only ASCII.
// Every other file is left alone and reported as not fixable, because
// re-encoding it could change bytes the user never asked to change.
package fix

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sort"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/internal/files"
)

// MaxPasses bounds how often a document is linted and fixed again: a fix
// may reveal a problem another fix repairs (or an overlapping fix had to
// wait), so fixing repeats until nothing changes or this many passes ran.
const MaxPasses = 10

// LintFunc lints decoded source, as (*lint.Linter).Lint does.
type LintFunc func(src []byte) ([]lint.Diagnostic, error)

// Fixes returns the fixes of diags that can be applied together in one
// pass: sorted by position, with every fix that overlaps an earlier one
// left out (it waits for the next pass, when it is recomputed against the
// new text). A fix's edits are taken all or none.
func Fixes(diags []lint.Diagnostic) []*lint.Fix {
	var all []*lint.Fix
	for i := range diags {
		if f := diags[i].Fix; f != nil && len(f.Edits) > 0 {
			all = append(all, f)
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		a, b := first(all[i]), first(all[j])
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.End < b.End
	})
	var kept []*lint.Fix
	// taken holds the edits of the kept fixes, sorted by start; they do
	// not overlap, so their ends are sorted too, and a new edit is
	// checked against its neighbours only. Fixes come in order of their
	// first edit: most edits go at the end.
	var taken []lint.Edit
	for _, f := range all {
		edits := slices.Clone(f.Edits)
		slices.SortStableFunc(edits, func(a, b lint.Edit) int { return a.Start - b.Start })
		ok := true
		for i, e := range edits {
			// Edits within one fix must not overlap each other either.
			if i > 0 && overlaps(edits[i-1], e) || overlapsTaken(taken, e) {
				ok = false
				break
			}
		}
		if ok {
			kept = append(kept, f)
			for _, e := range edits {
				at, _ := slices.BinarySearchFunc(taken, e.Start, func(t lint.Edit, start int) int { return t.Start - start })
				taken = slices.Insert(taken, at, e)
			}
		}
	}
	return kept
}

// overlapsTaken reports whether e overlaps an edit of taken, which is
// sorted by start and holds no two edits that overlap.
func overlapsTaken(taken []lint.Edit, e lint.Edit) bool {
	// The first edit that ends after e starts, or starts where e does, is
	// the only one that can overlap it: those before end before e, and
	// those after start after it.
	i := sort.Search(len(taken), func(i int) bool { return taken[i].End > e.Start || taken[i].Start >= e.Start })
	return i < len(taken) && overlaps(e, taken[i])
}

// first returns the edit of f that starts first.
func first(f *lint.Fix) lint.Edit {
	e := f.Edits[0]
	for _, x := range f.Edits[1:] {
		if x.Start < e.Start {
			e = x
		}
	}
	return e
}

// overlaps reports whether two edits touch the same text. Two edits that
// start at the same offset conflict even when one is an insertion, since
// their order would be ambiguous.
func overlaps(a, b lint.Edit) bool {
	return a.Start == b.Start || (a.Start < b.End && b.Start < a.End)
}

// Apply applies non-overlapping fixes to src and returns the new text.
// Bytes outside the edited spans are copied unchanged. It returns an error
// if an edit lies outside src or two edits overlap, which Fixes rules out.
func Apply(src []byte, fixes []*lint.Fix) ([]byte, error) {
	var edits []lint.Edit
	for _, f := range fixes {
		edits = append(edits, f.Edits...)
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
	var out bytes.Buffer
	out.Grow(len(src))
	pos := 0
	for i, e := range edits {
		if e.Start < pos || e.End < e.Start || e.End > len(src) {
			return nil, fmt.Errorf("edit %d [%d:%d] is out of order or outside the %d-byte text", i, e.Start, e.End, len(src))
		}
		out.Write(src[pos:e.Start])
		out.WriteString(e.New)
		pos = e.End
	}
	out.Write(src[pos:])
	return out.Bytes(), nil
}

// Source fixes decoded text to a fixed point: it lints, applies the fixes
// that do not overlap, and repeats until a pass applies nothing (at most
// MaxPasses passes). It returns the fixed text, the number of findings
// fixing removed (see Gone) and the diagnostics of the fixed text.
func Source(lintFn LintFunc, src []byte) (out []byte, fixed int, remaining []lint.Diagnostic, err error) {
	out = src
	var first []lint.Diagnostic
	for pass := 0; ; pass++ {
		diags, err := lintFn(out)
		if err != nil {
			return nil, 0, nil, err
		}
		if pass == 0 {
			first = diags
		}
		fixes := Fixes(diags)
		if len(fixes) == 0 || pass == MaxPasses {
			return out, Gone(first, diags), diags, nil
		}
		next, err := Apply(out, fixes)
		if err != nil {
			return nil, 0, nil, err
		}
		if bytes.Equal(next, out) {
			// The fixes rewrite text to itself: nothing more to do.
			return out, Gone(first, diags), diags, nil
		}
		out = next
	}
}

// Gone counts the findings of before that a re-lint no longer reports in
// after, rule by rule: what fixing really removed. Counting applied edits
// instead would count a fix that leaves its finding in place (a rule's
// bug, which the tests look for) as a problem fixed.
func Gone(before, after []lint.Diagnostic) int {
	n := make(map[string]int)
	for i := range before {
		n[before[i].Rule]++
	}
	for i := range after {
		n[after[i].Rule]--
	}
	gone := 0
	for _, c := range n {
		gone += max(c, 0)
	}
	return gone
}

// Result is the outcome of fixing the bytes of one file.
type Result struct {
	// Fixed is the new content of the file, byte for byte; it equals the
	// input when nothing was fixed.
	Fixed []byte
	// Applied counts the findings that fixing removed: those of the
	// original that a re-lint of the fixed text no longer reports.
	Applied int
	// Remaining are the diagnostics of the fixed document (or of the
	// original when it could not be fixed).
	Remaining []lint.Diagnostic
	// Encoding is the document's encoding, as files.Decode names it.
	Encoding string
	// NotFixed, when not empty, says why fixes were not applied to this
	// file although some were available.
	NotFixed string
}

// Changed reports whether fixing changed the content.
func (r *Result) Changed(orig []byte) bool { return !bytes.Equal(r.Fixed, orig) }

var bom = []byte("\xEF\xBB\xBF")

// Bytes fixes the raw bytes of a file (as read from disk) with l, under
// name. See the package documentation for which files are rewritten.
// When ctx is done (Ctrl-C) it gives up with ctx's error, mid-lint.
func Bytes(ctx context.Context, l *lint.Linter, name string, raw []byte) (*Result, error) {
	src, enc, err := files.Decode(raw)
	if err != nil {
		return nil, &lint.FileError{Path: name, Err: err}
	}
	lintFn := func(b []byte) ([]lint.Diagnostic, error) { return l.LintContext(ctx, name, b) }
	res := &Result{Fixed: raw, Encoding: enc}

	// prefix is what precedes the decoded text in the file: a UTF-8 byte
	// order mark, or nothing. exact says the decoded text is the rest of
	// the file byte for byte.
	var prefix []byte
	if enc == "utf-8" && bytes.HasPrefix(raw, bom) {
		prefix = bom
	}
	exact := bytes.Equal(src, raw[len(prefix):])
	// In another encoding, only ASCII is known to be the same bytes in
	// the file as in the decoded text.
	asciiOnly := enc != "utf-8"

	if files.Stateful(raw) {
		orig, err := lintFn(src)
		if err != nil {
			return nil, err
		}
		res.Remaining = orig
		res.NotFixed = "the page may be read as ISO-2022-JP, whose escape sequences turn ASCII bytes into Japanese text: an edit could change that text (pages in a stateful encoding are not rewritten)"
		return res, nil
	}
	fixed, applied, remaining, err := Source(lintFn, src)
	if err != nil {
		return nil, err
	}
	switch {
	case bytes.Equal(fixed, src):
		res.Remaining = remaining
		return res, nil
	case !exact || (asciiOnly && (!isASCII(src) || !isASCII(fixed))):
		// Report what the original has, since nothing is written.
		orig, err := lintFn(src)
		if err != nil {
			return nil, err
		}
		res.Remaining = orig
		res.NotFixed = fmt.Sprintf("encoding %s (only UTF-8 files, or plain-ASCII files in another encoding, are rewritten)", enc)
		return res, nil
	}
	res.Fixed = append(append(make([]byte, 0, len(prefix)+len(fixed)), prefix...), fixed...)
	res.Applied = applied
	res.Remaining = remaining
	return res, nil
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
