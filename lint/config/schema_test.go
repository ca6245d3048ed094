package config

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// schema compiles Schema.
func schema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Schema))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// asJSON reads YAML as the JSON value a schema validator takes.
func asJSON(t *testing.T, src string) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal([]byte(src), &v); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return inst
}

// TestSchema: the starter file and the example of docs/configuration.md are valid for
// both the parser and the schema; what the parser refuses, the schema
// refuses too.
func TestSchema(t *testing.T) {
	s := schema(t)
	readme, err := os.ReadFile(filepath.Join("..", "..", "docs", "configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, after, _ := strings.Cut(string(readme), "```yaml\n# "+FileName+"\n")
	example, _, _ := strings.Cut(after, "```")
	for name, src := range map[string]string{"Starter": Starter, "docs example": example} {
		if _, err := Parse(FileName, []byte(src), rulesNamedIn(t, src)); err != nil {
			t.Errorf("%s: the parser refuses it: %v", name, err)
		}
		if err := s.Validate(asJSON(t, src)); err != nil {
			t.Errorf("%s: the schema refuses it: %v", name, err)
		}
	}
	for _, bad := range []string{
		"rulez: {}\n",
		"rules: {boolean: wran}\n",
		"root: maybe\n",
		"exclude: [/abs]\n",
		"templates: [jinja2]\n",
		"aria: \"1.4\"\n",
		"frameworks: [veu]\n",
		"pages: [[]]\n",
		"ignore-attribute-prefixes: [\"\"]\n",
		"baseline: 2014\n",
		"baseline: wide\n",
		"browsers: [chrom 120]\n",
		"browsers: [safari 17.x]\n",
		"baseline: newly\nbrowsers: [chrome 120]\n",
		"browser-hints: 1\n",
		"site: {root: /abs}\n",
		"site: {root: ../up}\n",
		"site: {base-path: project}\n",
		"site: {base-path: /a/../b/}\n",
		"site: {index: []}\n",
		"site: {index: [a/index.html]}\n",
		"site: {clean-urls: yes please}\n",
		"site: {trailing-slash: sometimes}\n",
		"site: {ids: [\"\"]}\n",
		"site: {rot: public}\n",
	} {
		if _, err := Parse(FileName, []byte(bad), rulesNamedIn(t, bad)); err == nil {
			t.Errorf("%q: the parser accepts it", bad)
		}
		if err := s.Validate(asJSON(t, bad)); err == nil {
			t.Errorf("%q: the schema accepts it", bad)
		}
	}
}

// rulesNamedIn returns known and a rule for each id src's rules key names
// (with any severity), so that the parser accepts the ids: whether they
// are real rules is cmd/attrlint's TestReadmeExample's to check, with the
// real catalogue.
func rulesNamedIn(t *testing.T, src string) []*lint.Rule {
	t.Helper()
	var v struct {
		Rules map[string]any `yaml:"rules"`
	}
	yaml.Unmarshal([]byte(src), &v)
	out := slices.Clone(known)
	for id := range v.Rules {
		out = append(out, &lint.Rule{ID: id, Severity: lint.Error})
	}
	return out
}

// TestDocsNameEveryKey: docs/configuration.md documents every key the
// parser knows, in its table of keys (a row starting with the key).
func TestDocsNameEveryKey(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if k == "root" {
			continue // root is not merged, so it has no row; the example shows it
		}
		if !regexp.MustCompile("(?m)^\\|[^|\\n]*`" + regexp.QuoteMeta(k) + "`").Match(b) {
			t.Errorf("docs/configuration.md has no row of the key table for %q", k)
		}
	}
}
