package rules

import (
	"context"
	"math/rand"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestLintParsedAfterEdit: a parse brought up to date by Parsed.Edit gives
// the same diagnostics, with the real rules, as linting the edited text
// from scratch. The edits type into attribute values of the rule fixtures
// (values that rules judge: URLs, dates, ids, classes, ARIA), several in a
// row as an editor sends them, merged into one span as the language
// server does.
func TestLintParsedAfterEdit(t *testing.T) {
	l, err := lint.New(All(), lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	files := fixtureFiles(t)
	r := rand.New(rand.NewSource(3))
	inserts := []string{"x", " ", "-", "1", ":", "/", "#", "%", "é", "{{ a }}", "2024-02-30", "javascript:", "?a b"}
	taken := 0
	ctx := context.Background()
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(src)
		for try := 0; try < 6; try++ {
			// Type at the start of a quoted value after a random offset.
			from := r.Intn(len(text))
			j := strings.Index(text[from:], `="`)
			if j < 0 {
				continue
			}
			at := from + j + 2
			p, err := lint.Parse(ctx, []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			cur := text
			lo, hiOld, hiNew := at, at, at
			for k := 0; k < 3; k++ {
				ins := inserts[r.Intn(len(inserts))]
				pos := hiNew
				cur = cur[:pos] + ins + cur[pos:]
				hiNew += len(ins)
			}
			if !p.Edit(lo, hiOld, hiNew, []byte(cur)) {
				continue
			}
			taken++
			got, err1 := l.LintParsed(ctx, f, p)
			want, err2 := l.Lint(f, []byte(cur))
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: %v, %v", f, err1, err2)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: typing %q at %d: diagnostics differ\n got %+v\nwant %+v", f, cur[lo:hiNew], lo, got, want)
			}
		}
	}
	if taken < 50 {
		t.Errorf("only %d edits were taken without a parse", taken)
	}
	t.Logf("%d edits checked", taken)
}
