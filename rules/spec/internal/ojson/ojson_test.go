package ojson

import "testing"

func TestParseKeepsOrderAndTrims(t *testing.T) {
	n, err := Parse([]byte(`{"b": 1, "description": "prose", "a": {"description": "x", "c": [1, 2], "d": "<e>"}}`))
	if err != nil {
		t.Fatal(err)
	}
	n.Drop(map[string]bool{"description": true})
	got := string(n.Format(1))
	want := "{\n\t\"b\": 1,\n\t\"a\": {\"c\": [1, 2], \"d\": \"<e>\"}\n}\n"
	if got != want {
		t.Errorf("Format:\n%q\nwant\n%q", got, want)
	}
	if n.Get("a").Get("d").Str() != "<e>" || n.Get("zz") != nil {
		t.Error("Get/Str")
	}
	n.Keep("a")
	if len(n.Keys) != 1 || n.Keys[0] != "a" {
		t.Errorf("Keep left %v", n.Keys)
	}
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{`{`, `{"a": 1} 2`, `[1,]`, ``} {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("Parse(%q) succeeded", in)
		}
	}
}
