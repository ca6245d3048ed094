package jslit

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{ abstract: false, 'aria-x': null, nameFrom: ['author', "contents"], }`, `{"abstract":false,"aria-x":null,"nameFrom":["author","contents"]}`},
		{`[['a', {type: 'id'}], ['b', {'values': [true, 1.5, -2]}]]`, `[["a",{"type":"id"}],["b",{"values":[true,1.5,-2]}]]`},
		{`['it\'s', "q\"", 'é\u00e9']`, `["it's","q\"","éé"]`},
		{`{}`, `{}`},
	} {
		got, _, err := Parse(c.in, 0)
		if err != nil || string(got) != c.want {
			t.Errorf("Parse(%s) = %s, %v; want %s", c.in, got, err, c.want)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{
		`{a: foo}`, `{a: 1 + 2}`, `['x' 'y']`, `{a 1}`, `'open`, `{a: 'x\q'}`, `[1,`,
		strings.Repeat("[", 200) + strings.Repeat("]", 200),
	} {
		if got, _, err := Parse(in, 0); err == nil {
			t.Errorf("Parse(%s) = %s, want an error", in, got)
		}
	}
}

func TestFind(t *testing.T) {
	src := "\"use strict\";\nvar buttonRole = {\n  abstract: false\n};\nvar _default = exports.default = buttonRole;"
	got, err := Find(src, "var buttonRole = ")
	if err != nil || string(got) != `{"abstract":false}` {
		t.Errorf("Find = %s, %v", got, err)
	}
	if _, err := Find(src, "var nope = "); err == nil {
		t.Error("Find of a missing prefix must fail")
	}
}
