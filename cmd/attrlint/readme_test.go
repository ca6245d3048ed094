package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/rules"
)

// TestReadmeTemplateExamples runs the examples of the README's Templates
// section: each engine's example in the table and each html block draws
// no finding, and each yaml block is a valid configuration, key by key
// (a block may show alternatives of one key).
func TestReadmeTemplateExamples(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(b), "\n## Templates\n")
	if !ok {
		t.Fatal("README.md has no Templates section")
	}
	sec, _, _ = strings.Cut(sec, "\n## ")

	var examples []string
	row := regexp.MustCompile("(?m)^\\| `[a-z]+` \\|.*\\| `(<[^`]+>)` \\|$")
	for _, m := range row.FindAllStringSubmatch(sec, -1) {
		examples = append(examples, m[1])
	}
	if len(examples) < 8 {
		t.Errorf("found %d examples in the table of template families, want one per family", len(examples))
	}
	blocks := regexp.MustCompile("(?s)```(html|yaml)\n(.*?)```").FindAllStringSubmatch(sec, -1)
	yamls := 0
	for _, m := range blocks {
		if m[1] == "html" {
			examples = append(examples, m[2])
			continue
		}
		yamls++
		// Each top-level key with its indented lines is parsed alone.
		var doc []string
		flush := func() {
			if len(doc) > 0 {
				src := strings.Join(doc, "\n") + "\n"
				if _, err := config.Parse(config.FileName, []byte(src), rules.All()); err != nil {
					t.Errorf("README yaml %q: %v", src, err)
				}
			}
			doc = nil
		}
		for _, line := range strings.Split(m[2], "\n") {
			if line != "" && line[0] != ' ' && line[0] != '#' {
				flush()
			}
			doc = append(doc, line)
		}
		flush()
	}
	if yamls < 2 {
		t.Errorf("found %d yaml blocks in the Templates section, want the templates and fragments examples", yamls)
	}
	for _, ex := range examples {
		if code, out, errOut := runCLI(t, ex, "--stdin-filename", "t.html", "-"); code != 0 || out != "" {
			t.Errorf("README example %q: exit %d, output %q %q; want no finding", ex, code, out, errOut)
		}
	}
}

// TestReadmeExample checks that the example in README.md is a valid
// configuration for the real rule catalogue.
func TestReadmeExample(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const start = "```yaml\n# " + config.FileName + "\n"
	_, after, ok := strings.Cut(string(b), start)
	example, _, closed := strings.Cut(after, "```")
	if !ok || !closed {
		t.Fatalf("README.md has no %q block", start)
	}
	f, err := config.Parse(config.FileName, []byte(example), rules.All())
	if err != nil {
		t.Fatal(err)
	}
	if !f.Root || len(f.Rules) == 0 || f.Include == nil || f.Exclude == nil || f.Gitignore == nil || f.Templates == nil ||
		f.ARIA == "" || f.Fragments == nil || f.Pages == nil {
		t.Errorf("the example should show every key: %+v", f)
	}
}
