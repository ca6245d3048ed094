package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/rules"
)

// TestDocsTemplateExamples runs the examples of the Templates
// section: each engine's example in the table and each html block draws
// no finding, and each yaml block is a valid configuration, key by key
// (a block may show alternatives of one key).
func TestDocsTemplateExamples(t *testing.T) {
	b, err := os.ReadFile("../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(b), "\n## Templates\n")
	if !ok {
		t.Fatal("docs/configuration.md has no Templates section")
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
					t.Errorf("docs yaml %q: %v", src, err)
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
			t.Errorf("docs example %q: exit %d, output %q %q; want no finding", ex, code, out, errOut)
		}
	}
}

// TestDocsConfigExample checks that the example in docs/configuration.md is a valid
// configuration for the real rule catalogue.
func TestDocsConfigExample(t *testing.T) {
	b, err := os.ReadFile("../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	const start = "```yaml\n# " + config.FileName + "\n"
	_, after, ok := strings.Cut(string(b), start)
	example, _, closed := strings.Cut(after, "```")
	if !ok || !closed {
		t.Fatalf("docs/configuration.md has no %q block", start)
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

// TestDocsFlagTable holds the flag table of docs/usage.md to the flags
// the command defines, both ways: `attrlint --help` lists them.
func TestDocsFlagTable(t *testing.T) {
	code, help, _ := runCLI(t, "", "--help")
	if code != exitOK {
		t.Fatalf("--help: exit %d", code)
	}
	defined := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\s+--?([a-z][a-z0-9-]*)`).FindAllStringSubmatch(help, -1) {
		defined[m[1]] = true
	}
	if len(defined) < 20 {
		t.Fatalf("found %d flags in --help, want them all:\n%s", len(defined), help)
	}
	b, err := os.ReadFile("../../docs/usage.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, row := range regexp.MustCompile("(?m)^\\| (`-[^|]*)\\|").FindAllStringSubmatch(string(b), -1) {
		for _, m := range regexp.MustCompile("`--?([a-z][a-z0-9-]*)").FindAllStringSubmatch(row[1], -1) {
			documented[m[1]] = true
		}
	}
	for f := range defined {
		if !documented[f] {
			t.Errorf("flag %q is not in the flag table of docs/usage.md", f)
		}
	}
	for f := range documented {
		if !defined[f] {
			t.Errorf("docs/usage.md documents flag %q, which attrlint does not have", f)
		}
	}
}

// TestDocsLinks: every relative link of the README and of docs/*.md leads
// to a file of the repository, and a link to a heading of a Markdown page
// to a heading that page has (GitHub's anchors: lower case, punctuation
// dropped, spaces as hyphens).
func TestDocsLinks(t *testing.T) {
	pages, err := filepath.Glob("../../docs/*.md")
	if err != nil || len(pages) < 5 {
		t.Fatalf("docs pages: %v %v", pages, err)
	}
	pages = append(pages, "../../README.md")
	anchors := func(path string) map[string]bool {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		out := map[string]bool{}
		inCode := false
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "```") {
				inCode = !inCode
			}
			if inCode || !strings.HasPrefix(line, "#") {
				continue
			}
			h := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "#")))
			h = regexp.MustCompile(`[^a-z0-9 _-]`).ReplaceAllString(h, "")
			out[strings.ReplaceAll(h, " ", "-")] = true
		}
		return out
	}
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	checked := 0
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(b), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, frag, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s: link %q: %v", page, target, err)
					continue
				}
			}
			if frag != "" && strings.HasSuffix(path, ".md") && !anchors(path)[frag] {
				t.Errorf("%s: link %q: %s has no heading with that anchor", page, target, path)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Errorf("checked %d links, want the documentation's links", checked)
	}
}
