package rules

import (
	"bytes"
	"context"
	"testing"

	"github.com/attrlint/attrlint/lint/fix"
)

// The rules' fixes through package fix, as --fix applies them.

// TestIssueExamples checks the fixes issue #4 asks for, and that a
// suggestion is never applied.
func TestIssueExamples(t *testing.T) {
	l := newLinter(t)
	for _, tc := range []struct{ in, want string }{
		{`<input type="checkbox" checked="true">`, `<input type="checkbox" checked>`},
		{`<img src="a.png" alt="" width="100px">`, `<img src="a.png" alt="" width="100">`},
		{`<table><tr><td colspan="0">x</td></tr></table>`, `<table><tr><td colspan="1">x</td></tr></table>`},
		// The attribute stays obsolete whatever colour it names: the
		// #rrggbb spelling is a suggestion, not a fix.
		{`<body bgcolor="chucknorris">`, `<body bgcolor="chucknorris">`},
		{`<body bgcolor=chucknorris text='#00f'>`, `<body bgcolor=chucknorris text='#00f'>`},
		{`<input TYPE="CHECKBOX">`, `<input TYPE="CHECKBOX">`},
		{`<button disabled="false">x</button>`, `<button disabled="false">x</button>`},
		{`<area shape="circ" coords="1,2,3" href="#" alt="">`, `<area shape="circle" coords="1,2,3" href="#" alt="">`},
		// Attributes that followed the fixed one directly stay apart.
		{`<input type=checkbox checked="true"disabled="x">`, `<input type=checkbox checked disabled>`},
		{`<p title=a title="b"id=y>z</p>`, `<p title=a id=y>z</p>`},
		{`<img alt="" title=a title="b"/>`, `<img alt="" title=a />`},
		{`<p title=a title=b id=y>z</p>`, `<p title=a id=y>z</p>`},
		// Issue 26.15: a name equal to the a's id is never the target.
		{`<a name="x" id="x">x</a> <a id=y name=y href="#y">y</a>`, `<a id="x">x</a> <a id=y href="#y">y</a>`},
		{`<a name="x" id="X">x</a> <a name="z">z</a>`, `<a name="x" id="X">x</a> <a name="z">z</a>`},
	} {
		res, err := fix.Bytes(context.Background(), l, "t.html", []byte(tc.in))
		if err != nil {
			t.Fatal(err)
		}
		if string(res.Fixed) != tc.want {
			t.Errorf("%s\n got  %s\n want %s", tc.in, res.Fixed, tc.want)
		}
	}
	res, _ := fix.Bytes(context.Background(), l, "t.html", []byte(`<button disabled="false">x</button>`))
	if len(res.Remaining) != 1 || len(res.Remaining[0].Suggestions) != 1 || res.Applied != 0 {
		t.Errorf("disabled=\"false\": want one diagnostic with a suggestion and nothing applied, got %+v", res)
	}
}

func TestBytesIdempotentOnFixtures(t *testing.T) {
	l := newLinter(t)
	for _, c := range corpus(t) {
		res, err := fix.Bytes(context.Background(), l, c.name, []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		again, err := fix.Bytes(context.Background(), l, c.name, res.Fixed)
		if err != nil {
			t.Fatal(err)
		}
		if again.Applied != 0 || !bytes.Equal(again.Fixed, res.Fixed) {
			t.Errorf("%s: a second --fix changed the file again", c.name)
		}
		for _, d := range res.Remaining {
			if d.Fix != nil {
				t.Errorf("%s: a fix is left after fixing to a fixed point: %s %s", c.name, d.Rule, d.Message)
			}
		}
	}
}
