package config

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
)

var known = []*lint.Rule{
	{ID: "time-datetime", Severity: lint.Error},
	{ID: "enumerated", Severity: lint.Error},
	{ID: "boolean", Severity: lint.Error},
}

func TestParse(t *testing.T) {
	src := `# site settings
rules:
  time-datetime: warn
  enumerated: off
  boolean: error
include: ["**/*.html", "./templates/*.tmpl"]
exclude:
  - vendor/**
gitignore: false
templates: [go, Jinja]
`
	c, err := Parse("/site/.attrlint.yaml", []byte(src), known)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]lint.Severity{"time-datetime": lint.Warning, "enumerated": lint.Off, "boolean": lint.Error}
	if !reflect.DeepEqual(c.Rules, want) {
		t.Errorf("rules = %v, want %v", c.Rules, want)
	}
	if !slices.Equal(c.Include, []string{"**/*.html", "templates/*.tmpl"}) || !slices.Equal(c.Exclude, []string{"vendor/**"}) {
		t.Errorf("include = %q, exclude = %q", c.Include, c.Exclude)
	}
	if c.Gitignore || !slices.Equal(c.Templates, []string{"go", "jinja"}) || c.Dir != filepath.FromSlash("/site") {
		t.Errorf("gitignore = %v, templates = %q, dir = %q", c.Gitignore, c.Templates, c.Dir)
	}
	// --rule on the command line wins over the file.
	opts := c.Options(lint.Options{TemplateContents: true}, map[string]lint.Severity{"enumerated": lint.Warning})
	if opts.Severity["enumerated"] != lint.Warning || opts.Severity["time-datetime"] != lint.Warning || !opts.TemplateContents {
		t.Errorf("options = %+v", opts)
	}
}

func TestParseDefaults(t *testing.T) {
	for _, src := range []string{"", "# nothing yet\n", "rules:\ntemplates:\ninclude:\n"} {
		c, err := Parse("a/.attrlint.yaml", []byte(src), known)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if !c.Gitignore || c.Templates != nil || c.Include != nil || len(c.Rules) != 0 {
			t.Errorf("%q: got %+v, want the defaults", src, c)
		}
	}
	// Empty lists are not the defaults: no template syntax, no file.
	c, err := Parse("a/.attrlint.yaml", []byte("templates: []\ninclude: []\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	if c.Templates == nil || len(c.Templates) != 0 || c.Include == nil || len(c.Include) != 0 {
		t.Errorf("templates = %#v, include = %#v; want empty, non-nil lists", c.Templates, c.Include)
	}
	if c.Included("a/x.html") {
		t.Error("include: [] must include nothing")
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"rulez:\n  boolean: off\n", `c.yaml:1:1: unknown key "rulez" (did you mean "rules"?); known keys: rules, include, exclude, gitignore, templates`},
		{"rules:\n  time-datetim: off\n", "c.yaml:2:3: unknown rule \"time-datetim\" (did you mean \"time-datetime\"?); `attrlint rules` lists them"},
		{"rules:\n  boolean: wran\n", `c.yaml:2:12: unknown severity "wran" for rule boolean (did you mean "warn"?); want off, warn or error`},
		{"rules:\n  boolean: [warn]\n", `c.yaml:2:12: the severity of rule boolean must be off, warn or error, not a list`},
		{"rules:\n  boolean:\n", `c.yaml:2:11: the severity of rule boolean must be off, warn or error, not nothing`},
		{"rules: [boolean]\n", `c.yaml:1:8: rules must be a mapping of keys to values, not a list`},
		{"rules:\n  boolean: off\n  boolean: warn\n", `c.yaml:3:3: "boolean" is given twice in rules (first on line 2)`},
		{"root: true\n", `c.yaml:1:1: unknown key "root": the nearest .attrlint.yaml always wins`},
		{"gitignore: maybe\n", `c.yaml:1:12: gitignore must be true or false, not "maybe"`},
		{"exclude: vendor\n", `c.yaml:1:10: exclude must be a list, not "vendor"`},
		{"exclude: [/abs/*.html]\n", `c.yaml:1:11: pattern "/abs/*.html" in exclude must be relative`},
		{"exclude: [../up/*.html]\n", `c.yaml:1:11: pattern "../up/*.html" in exclude must be relative`},
		{"include: [\"[a-\"]\n", `c.yaml:1:11: pattern "[a-" in include is not a valid glob`},
		{"templates: [jinja2]\n", `c.yaml:1:13: unknown template syntax "jinja2" (did you mean "jinja"?)`},
		{"- rules\n", `c.yaml:1:1: the configuration must be a mapping of keys to values, not a list`},
		{"rules:\n  boolean: off\n   enumerated: off\n", `c.yaml:3: invalid YAML: mapping values are not allowed in this context`},
		{"rules: {}\n---\nrules: {}\n", `c.yaml:2: only one YAML document is allowed`},
	}
	for _, tt := range tests {
		_, err := Parse("c.yaml", []byte(tt.src), known)
		if err == nil {
			t.Errorf("%q: no error, want %q", tt.src, tt.want)
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q:\n got  %s\n want %s", tt.src, err, tt.want)
		}
	}
}

func TestLoadMissing(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "nope.yaml"), known)
	if err == nil || !strings.Contains(err.Error(), "nope.yaml: cannot read the configuration: no such file") {
		t.Errorf("got %v", err)
	}
}

// tree writes files (path: content) under a new temporary directory.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "/") {
			continue
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestFinderNearestWins(t *testing.T) {
	dir := tree(t, map[string]string{
		".attrlint.yaml":            "rules: {boolean: off}\n",
		"a/b/.attrlint.yaml":        "rules: {enumerated: warn}\n",
		"a/b/c/page.html":           "",
		"a/page.html":               "",
		"broken/.attrlint.yaml":     "rules: {nope: off}\n",
		"broken/deeper/page.html":   "",
		"other/fixed.yaml":          "rules: {time-datetime: off}\n",
		"a/b/c/.attrlint.yaml.orig": "not a config",
	})
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.ForFile(filepath.Join(dir, "a/b/c/page.html"))
	if err != nil {
		t.Fatal(err)
	}
	// The nearest file wins and is not merged with the one above it.
	if !reflect.DeepEqual(c.Rules, map[string]lint.Severity{"enumerated": lint.Warning}) || c.Path != filepath.Join(dir, "a/b/.attrlint.yaml") {
		t.Errorf("got %s %v, want a/b/.attrlint.yaml alone", c.Path, c.Rules)
	}
	c, _ = f.ForFile(filepath.Join(dir, "a/page.html"))
	if c.Path != filepath.Join(dir, ".attrlint.yaml") {
		t.Errorf("a/page.html uses %q", c.Path)
	}
	if _, err := f.ForFile(filepath.Join(dir, "broken/deeper/page.html")); err == nil || !strings.Contains(err.Error(), `broken/.attrlint.yaml:1:9: unknown rule "nope"`) {
		t.Errorf("broken config: got %v", err)
	}
	// With a fixed file, it applies everywhere.
	f, err = NewFinder(known, filepath.Join(dir, "other/fixed.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ = f.ForFile(filepath.Join(dir, "a/b/c/page.html"))
	if c.Rules["time-datetime"] != lint.Off || len(c.Rules) != 1 {
		t.Errorf("--config: got %v", c.Rules)
	}
	if _, err := NewFinder(known, filepath.Join(dir, "broken/.attrlint.yaml")); err == nil {
		t.Error("a broken --config file must be an error")
	}
}

// walk expands dir with a Finder and returns the files relative to dir.
func walk(t *testing.T, dir string) []string {
	t.Helper()
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	files, errs := lint.ExpandWith([]string{dir}, f)
	if len(errs) > 0 || len(f.Errors()) > 0 {
		t.Fatalf("errors: %v %v", errs, f.Errors())
	}
	var out []string
	for _, p := range files {
		r, _ := filepath.Rel(dir, p)
		out = append(out, filepath.ToSlash(r))
	}
	return out
}

func TestIncludeExclude(t *testing.T) {
	dir := tree(t, map[string]string{
		".attrlint.yaml":     "include: ['**/*.html', 'layouts/**/*.tmpl']\nexclude: ['vendor', '**/*.min.html', 'docs/old/**']\n",
		"index.html":         "",
		"page.HTM":           "",
		"app.min.html":       "",
		"layouts/base.tmpl":  "",
		"layouts/x/a.tmpl":   "",
		"other.tmpl":         "",
		"vendor/lib.html":    "",
		"docs/old/a.html":    "",
		"docs/new/a.html":    "",
		"sub/.attrlint.yaml": "exclude: ['skip.html']\n",
		"sub/skip.html":      "",
		"sub/keep.html":      "",
		"sub/x.min.html":     "",
	})
	got := walk(t, dir)
	// sub/ has its own configuration (default include, only its exclude).
	want := []string{"docs/new/a.html", "index.html", "layouts/base.tmpl", "layouts/x/a.tmpl", "sub/keep.html", "sub/x.min.html"}
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	// Without include, *.html and *.htm in any case.
	dir = tree(t, map[string]string{"a.HTML": "", "b.htm": "", "c.txt": ""})
	if got := walk(t, dir); !slices.Equal(got, []string{"a.HTML", "b.htm"}) {
		t.Errorf("default include: got %q", got)
	}
}

func TestGitignore(t *testing.T) {
	files := map[string]string{
		".git/":                 "",
		".gitignore":            "build/\n/root-only.html\n*.gen.html\n!keep.gen.html\n# comment\n\n",
		"build/a.html":          "",
		"root-only.html":        "",
		"sub/root-only.html":    "",
		"x.gen.html":            "",
		"keep.gen.html":         "",
		"sub/.gitignore":        "local.html\n",
		"sub/local.html":        "",
		"local.html":            "",
		"sub/deeper/local.html": "",
		"sub/deeper/build":      "", // a file: "build/" matches directories only
		"sub/deeper/ok.html":    "",
		".git/info/exclude":     "excluded-by-info.html\n",
		"excluded-by-info.html": "",
	}
	dir := tree(t, files)
	want := []string{"keep.gen.html", "local.html", "sub/deeper/ok.html", "sub/root-only.html"}
	if got := walk(t, dir); !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	// Walking a subdirectory still honours the .gitignore files above it.
	if got := walk(t, filepath.Join(dir, "sub")); !slices.Equal(got, []string{"deeper/ok.html", "root-only.html"}) {
		t.Errorf("walking sub: got %q", got)
	}
	// gitignore: false lints them all.
	if err := os.WriteFile(filepath.Join(dir, ".attrlint.yaml"), []byte("gitignore: false\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := walk(t, dir); len(got) != 10 {
		t.Errorf("gitignore: false: got %d files %q, want 10", len(got), got)
	}
	// Outside a Git work tree, .gitignore files mean nothing, as to Git.
	delete(files, ".git/")
	delete(files, ".git/info/exclude")
	dir = tree(t, files)
	if got := walk(t, dir); len(got) != 10 {
		t.Errorf("outside a work tree: got %d files %q, want 10", len(got), got)
	}
}
