package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// nurecall counts a Nu error as found only for a diagnostic on the tag's
// lines about the same attribute, leaves template syntax out, and takes
// the obsolete name for Nu's "a is missing href".
func TestRecall(t *testing.T) {
	dir := t.TempDir()
	nu := `{"messages":[
{"type":"error","url":"file:/s/a.html","lastLine":3,"message":"Bad value “a b” for attribute “href” on element “a”: Space is not allowed."},
{"type":"error","url":"file:/s/a.html","lastLine":4,"message":"Bad value “x” for attribute “src” on element “img”: bad."},
{"type":"error","url":"file:/s/a.html","lastLine":5,"message":"Element “a” is missing required attribute “href”."},
{"type":"error","url":"file:/s/a.html","lastLine":6,"extract":"<a href=\"{{ x }}\">","message":"Bad value “{{ x }}” for attribute “href” on element “a”: bad."},
{"type":"error","url":"file:/s/a.html","lastLine":7,"message":"Element “p” not allowed as child of element “span” in this context."},
{"type":"info","url":"file:/s/a.html","lastLine":8,"message":"Bad value “q” for attribute “href” on element “a”: bad."}]}`
	ours := `[{"file":"/s/a.html","line":3,"rule":"url","severity":"error","attribute":"href"},
{"file":"/s/a.html","line":4,"rule":"url","severity":"error","attribute":"alt"},
{"file":"/s/a.html","line":5,"rule":"attribute-obsolete","severity":"error","attribute":"name"}]`
	for name, text := range map[string]string{"nu.json": nu, "ours.json": ours} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := exec.Command("go", "run", ".", filepath.Join(dir, "nu.json"), filepath.Join(dir, "ours.json")).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{
		"attribute value 2 Nu errors, 1 found by attrlint (50.0%)",
		"attribute required 1 Nu errors, 1 found by attrlint (100.0%)",
		"all 3 Nu errors, 2 found by attrlint (66.7%)",
		"left out: 1 errors on tags or values holding template syntax",
		"1 attribute value: Bad value “x” for attribute “src” on element “img”: …",
	} {
		// Columns are padded: compare words.
		if !strings.Contains(strings.Join(strings.Fields(string(out)), " "), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
