package spec

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/attrlint/attrlint/lint/linttest/shared"
)

// elementAttrDifferences explains each attribute that the reference table
// shared/reference/element-attributes.json (html-element-attributes 3.5.0)
// gives an HTML element and the generated tables do not. The test fails on
// a difference not listed here, and on an entry that explains nothing.
var elementAttrDifferences = map[string]string{
	"iframe@allowpaymentrequest": "removed from the standard (whatwg/html#5915); attributes.json drops it",
	"iframe@allowusermedia":      "removed from the standard",
	"label@form":                 "removed from the standard: a label's form is its control's",
	"applet@*":                   "applet is obsolete; its attributes go with it",
	"basefont@*":                 "basefont is obsolete; its attributes go with it",
	"frame@longdesc":             "frame is obsolete; its attributes go with it",
	"isindex@prompt":             "isindex is obsolete; its attributes go with it",
}

// TestAgainstElementAttributes checks that every attribute the reference
// lists on an HTML element is one the tables know there: its own, a global
// one, an event handler, or an obsolete one with its replacement.
func TestAgainstElementAttributes(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(shared.Dir(t, "reference"), "element-attributes.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ref map[string][]string
	if err := json.Unmarshal(b, &ref); err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, el := range slices.Sorted(maps.Keys(ref)) {
		e := Lookup(HTML, el)
		if el == "*" {
			e = Lookup(HTML, "div")
		}
		if e == nil {
			t.Errorf("the reference has element %s, the tables do not", el)
			continue
		}
		for _, a := range ref[el] {
			if e.Attr(a) != nil || LookupEventHandler(a) != nil {
				continue
			}
			switch k := el + "@" + a; {
			case elementAttrDifferences[k] != "":
				used[k] = true
			case elementAttrDifferences[el+"@*"] != "":
				used[el+"@*"] = true
			default:
				t.Errorf("the reference gives %s the attribute %s; the tables do not (add it to data/corrections/attributes.json, or explain it in elementAttrDifferences)", el, a)
			}
		}
	}
	if t.Failed() {
		return
	}
	for _, k := range slices.Sorted(maps.Keys(elementAttrDifferences)) {
		if !used[k] {
			t.Errorf("elementAttrDifferences[%q] explains no difference any more: remove it", k)
		}
	}
}
