package source

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint/linttest/shared"
	"golang.org/x/net/html"
)

// elementsOf lists the element nodes of a tree in document order.
func elementsOf(n *html.Node, out []*html.Node) []*html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			out = append(out, c)
		}
		out = elementsOf(c, out)
	}
	return out
}

// sameParse reports how a document updated by EditValue differs from a
// parse of its text: tree, tags of every element, comments, template
// texts, problem tags.
func sameParse(got, want *Document) string {
	if g, w := render(got.Root), render(want.Root); g != w {
		return fmt.Sprintf("trees differ:\n got %q\nwant %q", g, w)
	}
	ge, we := elementsOf(got.Root, nil), elementsOf(want.Root, nil)
	if len(ge) != len(we) {
		return "element counts differ"
	}
	for i := range ge {
		gt, wt := got.Tag(ge[i]), want.Tag(we[i])
		if (gt == nil) != (wt == nil) || gt != nil && !reflect.DeepEqual(*gt, *wt) {
			return fmt.Sprintf("element %d <%s>: tag %+v, want %+v", i, we[i].Data, gt, wt)
		}
		if got.HasDuplicate(ge[i]) != want.HasDuplicate(we[i]) || got.TagStart(ge[i]) != want.TagStart(we[i]) {
			return fmt.Sprintf("element %d <%s>: duplicate or start differs", i, we[i].Data)
		}
	}
	if !reflect.DeepEqual(got.Comments(), want.Comments()) || !reflect.DeepEqual(got.TemplateTexts(), want.TemplateTexts()) {
		return "comments or template texts differ"
	}
	gp, wp := got.ProblemTags(), want.ProblemTags()
	if len(gp) != len(wp) {
		return fmt.Sprintf("%d problem tags, want %d", len(gp), len(wp))
	}
	for i := range gp {
		if !reflect.DeepEqual(*gp[i], *wp[i]) {
			return fmt.Sprintf("problem tag %d: %+v, want %+v", i, *gp[i], *wp[i])
		}
	}
	return ""
}

// editInputs are documents to edit: generated ones and the package's
// testdata pages.
func editInputs(t *testing.T, r *rand.Rand) [][]byte {
	var docs [][]byte
	for range 300 {
		docs = append(docs, genDoc(r, 50+r.Intn(600)))
	}
	docs = append(docs, []byte(`<!DOCTYPE html><html lang=en><body><p class="a b" id=x title='t'>Hi <a href="/x?y=1" class="link">l</a><table><tr><td class="c">1</td></tr></table><input type="text" value="v"><svg viewBox="0 0 1 1"><path d="M0"/></svg><!-- c --><b class="f"><i>x</b>y</i>{{ .T }}`))
	files, _ := filepath.Glob("testdata/*.html")
	// Real pages, when the shared perf corpus is here: every 150th file.
	if root, ok := shared.Root(); ok {
		var pages []string
		filepath.WalkDir(filepath.Join(root, "perf-corpus"), func(p string, e os.DirEntry, err error) error {
			if err == nil && !e.IsDir() && strings.HasSuffix(p, ".html") {
				pages = append(pages, p)
			}
			return nil
		})
		for i := 0; i < len(pages); i += 150 {
			files = append(files, pages[i])
		}
	}
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil && len(b) < 400<<10 {
			docs = append(docs, b)
		}
	}
	return docs
}

// TestEditValue holds EditValue to a parse of the edited text: for random
// edits (most inside quoted values, some anywhere, with quotes, character
// references, markup and line breaks among the inserted bytes), every
// edit it accepts must give the same tree, tags, comments and problems as
// parsing the new text, and one it refuses must leave the document as it
// was.
func TestEditValue(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	inserts := []string{"", "a", "xy z", "-", "\"", "'", "&amp;", "&", "<", ">", "=", "\r", "\x00", "é", "{{ x }}", " ", "\n"}
	accepted, tried := 0, 0
	for di, src := range editInputs(t, r) {
		d, err := Parse(src, true)
		if err != nil {
			continue
		}
		// Offsets inside quoted values, and some anywhere.
		var spots []int
		for _, tg := range d.Tags() {
			for _, a := range tg.Attrs {
				if a.Quote != 0 {
					spots = append(spots, a.ValueStart+r.Intn(a.ValueEnd-a.ValueStart+1))
				}
			}
		}
		r.Shuffle(len(spots), func(i, j int) { spots[i], spots[j] = spots[j], spots[i] })
		spots = spots[:min(len(spots), 24)] // each is checked by parsing the page again
		for range 8 {
			spots = append(spots, r.Intn(len(src)+1))
		}
		for _, lo := range spots {
			// Several edits in a row on one document, as an editor sends
			// them, each checked against a fresh parse.
			cur := bytes.Clone(src)
			doc, _ := Parse(cur, true)
			for step := 0; step < 3 && doc != nil; step++ {
				tried++
				hiOld := min(len(cur), lo+r.Intn(3))
				ins := inserts[r.Intn(len(inserts))]
				next := append(append(append([]byte{}, cur[:lo]...), ins...), cur[hiOld:]...)
				before := render(doc.Root)
				if !doc.EditValue(lo, hiOld, lo+len(ins), next) {
					if render(doc.Root) != before || !bytes.Equal(doc.Src, cur) {
						t.Fatalf("doc %d: a refused edit changed the document", di)
					}
					break
				}
				accepted++
				want, err := Parse(next, true)
				if err != nil {
					t.Fatalf("doc %d: accepted an edit whose text does not parse: %v", di, err)
				}
				if diff := sameParse(doc, want); diff != "" {
					t.Fatalf("doc %d: edit %d..%d -> %q of %q: %s", di, lo, hiOld, ins, cur, diff)
				}
				cur = next
				lo += len(ins)
			}
		}
	}
	t.Logf("%d of %d edits taken without a parse", accepted, tried)
	if accepted < 200 {
		t.Errorf("only %d of %d edits accepted: the test no longer exercises EditValue", accepted, tried)
	}
}

// TestEditValueCases: typing in an ordinary value is taken; what could
// change more than that value is refused.
func TestEditValueCases(t *testing.T) {
	const page = `<p class="ab" title="t">x</p><input type="text" value="v"><svg><path d="M0"/></svg><a href="a&amp;b" class='q'>y</a><b class="f"><p>z</b>w`
	for _, c := range []struct {
		at, del int
		ins     string
		ok      bool
	}{
		{10, 0, "c", true},                              // class="a|b"
		{10, 1, "", true},                               // delete in a value
		{10, 0, "x y", true},                            // a space
		{10, 0, `"`, false},                             // a quote ends the value
		{10, 0, "&lt;", false},                          // a character reference needs decoding
		{10, 0, "\r", false},                            // so does a carriage return
		{11, 3, "", false},                              // the deletion crosses the closing quote
		{45, 0, "x", false},                             // input type decides foster parenting
		{85, 0, "1", false},                             // an SVG attribute
		{strings.Index(page, "q'") + 1, 0, "r", true},   // single quotes; another value with a reference
		{strings.Index(page, `"f"`) + 1, 0, "g", false}, // a formatting element the parser cloned
		{1, 0, "x", false},                              // the tag name
	} {
		src := []byte(page)
		d, err := Parse(src, true)
		if err != nil {
			t.Fatal(err)
		}
		next := append(append(append([]byte{}, src[:c.at]...), c.ins...), src[c.at+c.del:]...)
		if got := d.EditValue(c.at, c.at+c.del, c.at+len(c.ins), next); got != c.ok {
			t.Errorf("edit at %d (%q...) -> %q: %v, want %v", c.at, page[c.at:min(len(page), c.at+6)], c.ins, got, c.ok)
			continue
		}
		if c.ok {
			want, _ := Parse(next, true)
			if diff := sameParse(d, want); diff != "" {
				t.Errorf("edit at %d -> %q: %s", c.at, c.ins, diff)
			}
		}
	}
}
