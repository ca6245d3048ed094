package config

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/internal/files"
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
	if c.Gitignore == nil || *c.Gitignore || !slices.Equal(c.Templates, []string{"go", "jinja"}) || c.Dir != filepath.FromSlash("/site") || c.Root {
		t.Errorf("gitignore = %v, templates = %q, dir = %q, root = %v", c.Gitignore, c.Templates, c.Dir, c.Root)
	}
	// --rule on the command line wins over the file.
	opts := Merge(nil, c).Options(lint.Options{TemplateContents: true}, map[string]lint.Severity{"enumerated": lint.Warning})
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
		// Nothing is set, so merging it changes nothing.
		if c.Gitignore != nil || c.Templates != nil || c.Include != nil || c.Exclude != nil || c.Rules != nil || c.Root {
			t.Errorf("%q: got %+v, want nothing set", src, c)
		}
	}
	// Empty lists are set, unlike empty keys: no template syntax, no file.
	c, err := Parse("a/.attrlint.yaml", []byte("templates: []\ninclude: []\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	if c.Templates == nil || len(c.Templates) != 0 || c.Include == nil || len(c.Include) != 0 {
		t.Errorf("templates = %#v, include = %#v; want empty, non-nil lists", c.Templates, c.Include)
	}
	if Merge(nil, c).Included("a/x.html") {
		t.Error("include: [] must include nothing")
	}
	// root accepts true and false.
	for src, want := range map[string]bool{"root: true\n": true, "root: false\n": false} {
		c, err := Parse("a/.attrlint.yaml", []byte(src), known)
		if err != nil || c.Root != want {
			t.Errorf("%q: root = %v, err %v", src, c != nil && c.Root, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"rulez:\n  boolean: off\n", `c.yaml:1:1: unknown key "rulez" (did you mean "rules"?); known keys: root, rules, include, exclude, gitignore, templates, aria, fragments, pages, frameworks, allow-attributes, ignore-attribute-prefixes, directives`},
		{"roots: true\n", `c.yaml:1:1: unknown key "roots" (did you mean "root"?)`},
		{"rules:\n  time-datetim: off\n", "c.yaml:2:3: unknown rule \"time-datetim\" (did you mean \"time-datetime\"?); `attrlint rules` lists them"},
		{"rules:\n  boolean: wran\n", `c.yaml:2:12: unknown severity for rule boolean (did you mean "warn"?); want off, warn or error`},
		{"rules:\n  boolean: [warn]\n", `c.yaml:2:12: the severity of rule boolean must be off, warn or error, not a list`},
		{"rules:\n  boolean:\n", `c.yaml:2:11: the severity of rule boolean must be off, warn or error, not nothing`},
		{"rules: [boolean]\n", `c.yaml:1:8: rules must be a mapping of keys to values, not a list`},
		{"rules:\n  boolean: off\n  boolean: warn\n", `c.yaml:3:3: "boolean" is given twice in rules (first on line 2)`},
		{"root: maybe\n", `c.yaml:1:7: root must be true or false, not a string`},
		{"root:\n", `c.yaml:1:6: root must be true or false, not nothing`},
		{"gitignore: maybe\n", `c.yaml:1:12: gitignore must be true or false, not a string`},
		{"exclude: vendor\n", `c.yaml:1:10: exclude must be a list, not a string`},
		{"exclude: [/abs/*.html]\n", `c.yaml:1:11: a pattern in exclude must be relative`},
		{"exclude: [../up/*.html]\n", `c.yaml:1:11: a pattern in exclude must be relative`},
		{"include: [\"[a-\"]\n", `c.yaml:1:11: a pattern in include is not a valid glob`},
		{"fragments: _includes\n", `c.yaml:1:12: fragments must be a list, not a string`},
		{"fragments: [/x/**]\n", `c.yaml:1:13: a pattern in fragments must be relative`},
		{"pages: [a.html, b.html]\n", `c.yaml:1:9: each entry of pages must be a list of file patterns (the files of one page), not a string`},
		{"pages: a.html\n", `c.yaml:1:8: pages must be a list of lists of file patterns (one list per page), not a string`},
		{"pages: [[]]\n", `c.yaml:1:9: an empty page in pages matches no file`},
		{"pages: [[\"[a-\"]]\n", `c.yaml:1:10: a pattern in pages is not a valid glob`},
		{"frameworks: [veu]\n", `c.yaml:1:14: unknown framework (did you mean "vue"?)`},
		{"frameworks: {vue: true}\n", `c.yaml:1:13: frameworks must be a list, not a mapping`},
		{"allow-attributes: [x]\n", `c.yaml:1:19: allow-attributes must be a mapping of keys to values, not a list`},
		{"allow-attributes:\n  div: x\n", `c.yaml:2:8: allow-attributes must be a list, not a string`},
		{"ignore-attribute-prefixes: [\"\"]\n", `c.yaml:1:29: an empty prefix in ignore-attribute-prefixes`},
		{"templates: [jinja2]\n", `c.yaml:1:13: unknown template syntax (did you mean "jinja"?)`},
		{"- rules\n", `c.yaml:1:1: the configuration must be a mapping of keys (root, rules, include, exclude, gitignore, templates, aria, fragments, pages, frameworks, allow-attributes, ignore-attribute-prefixes, directives, baseline, browsers, allow-features, browser-hints, site) to values, not a list; is this an attrlint configuration file (YAML)?`},
		{"rules:\n  boolean: off\n   enumerated: off\n", `c.yaml:3: invalid YAML: mapping values are not allowed in this context`},
		{"rules: {}\n---\nrules: {}\n", `c.yaml:2: only one YAML document is allowed`},
		// Issue 26: an INI or TOML file was told "only one YAML document is
		// allowed"; a broken line after a mapping too.
		{"[rules]\nattribute-required = off\n", `c.yaml:1:1: the configuration must be a mapping of keys (root, rules, include, exclude, gitignore, templates, aria, fragments, pages, frameworks, allow-attributes, ignore-attribute-prefixes, directives, baseline, browsers, allow-features, browser-hints, site) to values, not a list; is this an attrlint configuration file (YAML)?`},
		{"rules: {}\n[x]\n", `c.yaml:2: invalid YAML: `},
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

// TestParseErrorsNeverQuoteValues: whatever is wrong, a message names the
// position, the key and what was expected, never a value of the file.
func TestParseErrorsNeverQuoteValues(t *testing.T) {
	const v = "s3cr3t"
	for _, src := range []string{
		"TOKEN=" + v + "\n", v + "\n", "[" + v + "]\n", "root: " + v + "\n", "root: 12" + v + "\n",
		"root: !!str " + v + "\n", "root: !custom " + v + "\n", "root: *" + v + "\n", "root: &" + v + " [1]\n",
		"root: '" + v + "\n", "root: \"" + v + "\\q\"\n", "rules:\n  boolean: " + v + "\n", "rules:\n  boolean: [" + v + "]\n",
		"rules: " + v + "\n", "include: " + v + "\n", "include: [/" + v + "]\n", "exclude: [\"[" + v + "\"]\n",
		"templates: [" + v + "]\n", "templates: " + v + "\n", "gitignore: " + v + "\n", "rules: {}\n---\n" + v + "\n",
		"KEY: " + v + "\nroot: true\n", "root:\n  - " + v + "\n",
	} {
		_, err := Parse("c.yaml", []byte(src), known)
		if err == nil {
			t.Errorf("%q: no error", src)
			continue
		}
		if strings.Contains(err.Error(), v) || !strings.HasPrefix(err.Error(), "c.yaml") {
			t.Errorf("%q: %v", src, err)
		}
	}
	// A long key is cut short.
	long := strings.Repeat("K", 200)
	_, err := Parse("c.yaml", []byte(long+": 1\n"), known)
	if err == nil || strings.Contains(err.Error(), long[:maxKeyShown+1]) || !strings.Contains(err.Error(), long[:maxKeyShown]+`"…`) {
		t.Errorf("long key: %v", err)
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
		if strings.HasSuffix(name, "/") { // a directory
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestFinderCascade(t *testing.T) {
	dir := tree(t, map[string]string{
		".attrlint.yaml":            "rules: {boolean: off, time-datetime: warn}\ntemplates: [go]\n",
		"a/b/.attrlint.yaml":        "rules: {enumerated: warn, boolean: error}\n",
		"a/b/c/page.html":           "",
		"a/page.html":               "",
		"t/.attrlint.yaml":          "templates: []\n",
		"broken/.attrlint.yaml":     "rules: {nope: off}\n",
		"broken/deeper/page.html":   "",
		"broken/ok/.attrlint.yaml":  "root: true\n",
		"broken/ok/page.html":       "",
		"broken/sub/.attrlint.yaml": "rules: {boolean: warn}\n",
		"other/fixed.yaml":          "root: false\nrules: {time-datetime: off}\n",
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
	// Rules merge by id, the nearer file winning; keys the nearer file
	// leaves out come from the farther one.
	want := map[string]lint.Severity{"boolean": lint.Error, "enumerated": lint.Warning, "time-datetime": lint.Warning}
	if !reflect.DeepEqual(c.Rules, want) || c.Path != filepath.Join(dir, "a/b/.attrlint.yaml") {
		t.Errorf("got %s %v, want a/b/.attrlint.yaml with %v", c.Path, c.Rules, want)
	}
	if len(c.Files) != 2 || c.Files[1].Path != filepath.Join(dir, ".attrlint.yaml") || !slices.Equal(c.Templates, []string{"go"}) {
		t.Errorf("chain %v, templates %q; want a/b then the top file, templates [go] from the top", c.Files, c.Templates)
	}
	// Directories without a file of their own share their parent's
	// configuration, so that they share a Linter.
	if c2, _ := f.ForDir(filepath.Join(dir, "a/b")); c2 != c {
		t.Error("a/b/c has no file of its own but does not share a/b's configuration")
	}
	c, _ = f.ForFile(filepath.Join(dir, "a/page.html"))
	if c.Path != filepath.Join(dir, ".attrlint.yaml") || len(c.Files) != 1 {
		t.Errorf("a/page.html uses %q (%d files)", c.Path, len(c.Files))
	}
	// A nearer empty templates list replaces the farther one.
	if c, _ = f.ForDir(filepath.Join(dir, "t")); c.Templates == nil || len(c.Templates) != 0 || c.Rules["boolean"] != lint.Off {
		t.Errorf("t/: templates %#v, rules %v", c.Templates, c.Rules)
	}
	// A broken file anywhere in the chain is an error below it...
	for _, sub := range []string{"broken/deeper/page.html", "broken/sub/page.html"} {
		if _, err := f.ForFile(filepath.Join(dir, sub)); err == nil || !strings.Contains(err.Error(), filepath.Join("broken", FileName)+`:1:9: unknown rule "nope"`) {
			t.Errorf("%s: got %v", sub, err)
		}
	}
	// ...but not below a root, where the walk stops before reaching it.
	if c, err := f.ForFile(filepath.Join(dir, "broken/ok/page.html")); err != nil || len(c.Files) != 1 || len(c.Rules) != 0 {
		t.Errorf("under a root: got %v, %v", c, err)
	}
	// With a fixed file, it alone applies everywhere.
	f, err = NewFinder(known, filepath.Join(dir, "other/fixed.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ = f.ForFile(filepath.Join(dir, "a/b/c/page.html"))
	if c.Rules["time-datetime"] != lint.Off || len(c.Rules) != 1 || len(c.Files) != 1 {
		t.Errorf("--config: got %v", c.Rules)
	}
	if _, err := NewFinder(known, filepath.Join(dir, "broken/.attrlint.yaml")); err == nil {
		t.Error("a broken --config file must be an error")
	}
}

func TestFinderRoot(t *testing.T) {
	dir := tree(t, map[string]string{
		".attrlint.yaml":         "rules: {boolean: off}\nexclude: ['**/skip.html']\ngitignore: false\ntemplates: [go]\n",
		"app/.attrlint.yaml":     "root: true\nrules: {enumerated: warn}\n",
		"app/sub/.attrlint.yaml": "rules: {time-datetime: off}\n",
		"app/sub/skip.html":      "",
		"app/skip.html":          "",
	})
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	// app/ is a root: nothing of the top file applies under it, its
	// defaults (gitignore on, every template syntax) included.
	c, err := f.ForDir(filepath.Join(dir, "app/sub"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]lint.Severity{"enumerated": lint.Warning, "time-datetime": lint.Off}
	if !reflect.DeepEqual(c.Rules, want) || len(c.Files) != 2 || !c.Gitignore || c.Templates != nil {
		t.Errorf("app/sub: rules %v (want %v), %d files, gitignore %v, templates %q", c.Rules, want, len(c.Files), c.Gitignore, c.Templates)
	}
	if _, ok := c.Excluded(filepath.Join(dir, "app/sub/skip.html")); ok {
		t.Error("the top file's exclude applies below a root")
	}
	// Above the root, the top file applies alone.
	c, _ = f.ForDir(dir)
	if _, ok := c.Excluded(filepath.Join(dir, "skip.html")); !ok || c.Gitignore {
		t.Errorf("top: exclude or gitignore lost: %+v", c)
	}
	got := walk(t, dir)
	if !slices.Equal(got, []string{"app/skip.html", "app/sub/skip.html"}) {
		t.Errorf("walk: got %q", got)
	}
}

func TestGitignoreUnsetVsFalse(t *testing.T) {
	dir := tree(t, map[string]string{
		".git/":                    "",
		".gitignore":               "*.gen.html\n",
		".attrlint.yaml":           "gitignore: false\n",
		"a.gen.html":               "",
		"unset/.attrlint.yaml":     "rules: {boolean: off}\n",
		"unset/b.gen.html":         "",
		"on/.attrlint.yaml":        "gitignore: true\n",
		"on/c.gen.html":            "",
		"on/off/.attrlint.yaml":    "gitignore: false\n",
		"on/off/d.gen.html":        "",
		"on/unset/.attrlint.yaml":  "rules: {}\n",
		"on/unset/e.gen.html":      "",
		"on/root/.attrlint.yaml":   "root: true\n",
		"on/root/f.gen.html":       "",
		"on/root/x/.attrlint.yaml": "gitignore: false\n",
		"on/root/x/g.gen.html":     "",
	})
	// A file that does not set gitignore keeps its parent's false; true
	// below false turns it back on, and false below true off; a root
	// without the key has the default, on.
	want := []string{"a.gen.html", "on/off/d.gen.html", "on/root/x/g.gen.html", "unset/b.gen.html"}
	if got := walk(t, dir); !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

func TestIncludeExcludeLevels(t *testing.T) {
	dir := tree(t, map[string]string{
		// The top file's patterns are relative to the top directory and
		// apply below it too.
		".attrlint.yaml":            "include: ['**/*.html', 'site/**/*.tmpl']\nexclude: ['site/drafts/**']\n",
		"top.html":                  "",
		"top.tmpl":                  "",
		"site/.attrlint.yaml":       "include: ['**/*.tmpl', 'pages/**']\nexclude: ['**/*.min.*']\n",
		"site/a.tmpl":               "",
		"site/a.html":               "",
		"site/a.min.tmpl":           "",
		"site/pages/b.html":         "",
		"site/pages/b.txt":          "",
		"site/pages/c.tmpl":         "",
		"site/drafts/d.tmpl":        "",
		"site/plain/.attrlint.yaml": "exclude: ['old.tmpl']\n",
		"site/plain/e.tmpl":         "",
		"site/plain/old.tmpl":       "",
		"site/plain/e.htm":          "",
		"other/.attrlint.yaml":      "exclude: ['x.html']\n",
		"other/x.html":              "",
		"other/y.html":              "",
		"other/y.htm":               "",
		"other/z.tmpl":              "",
	})
	// site/a.tmpl: both includes match. site/a.html: the top include
	// matches, site's does not. site/a.min.tmpl: site excludes it.
	// site/pages/b.html: both match. site/pages/b.txt: the top include
	// does not match. site/drafts: the top file excludes it.
	// site/plain/old.tmpl: its own file excludes it; e.htm: site's include
	// does not match. other/: the top include applies (*.htm no longer
	// by default), and other's exclude adds to the top's.
	want := []string{"other/y.html", "site/a.tmpl", "site/pages/b.html", "site/pages/c.tmpl", "site/plain/e.tmpl", "top.html"}
	if got := walk(t, dir); !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	// ExcludedBy names the file whose pattern matched.
	c, _ := f.ForDir(filepath.Join(dir, "site/plain"))
	for name, wantFile := range map[string]string{"old.tmpl": "site/plain", "x.min.html": "site"} {
		pat, file, ok := c.ExcludedBy(filepath.Join(dir, "site/plain", name))
		if !ok || file != filepath.Join(dir, wantFile, FileName) {
			t.Errorf("%s: excluded by %q in %q (%v), want %s", name, pat, file, ok, wantFile)
		}
	}
	if c, _ := f.ForDir(filepath.Join(dir, "site/drafts")); !c.HasInclude() {
		t.Error("HasInclude is false with includes in the chain")
	}
}

// walk expands dir with a Finder and returns the files relative to dir.
func walk(t *testing.T, dir string) []string {
	t.Helper()
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	files, errs := files.Expand(context.Background(), []string{dir}, f)
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

// walkHere is walk with dir as the working directory, walking ".": the
// Finder then meets relative paths, which it makes absolute against the
// working directory it was made in.
func walkHere(t *testing.T, dir string) []string {
	t.Helper()
	t.Chdir(dir)
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	files, errs := files.Expand(context.Background(), []string{"."}, f)
	if len(errs) > 0 || len(f.Errors()) > 0 {
		t.Fatalf("errors: %v %v", errs, f.Errors())
	}
	var out []string
	for _, p := range files {
		if filepath.IsAbs(p) {
			t.Errorf("%s: want the path relative, as given", p)
		}
		out = append(out, filepath.ToSlash(filepath.Clean(p)))
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
	// sub/ has its own exclude, added to the top file's include and
	// exclude.
	want := []string{"docs/new/a.html", "index.html", "layouts/base.tmpl", "layouts/x/a.tmpl", "sub/keep.html"}
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got := walkHere(t, dir); !slices.Equal(got, want) {
		t.Errorf("walking . in it: got  %q\nwant %q", got, want)
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
	if got := walkHere(t, dir); !slices.Equal(got, want) {
		t.Errorf("walking . in it: got  %q\nwant %q", got, want)
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

// TestParseARIA reads the WAI-ARIA version, quoted or not (YAML reads 1.2
// unquoted as a number), and passes the nearest file's choice on.
func TestParseARIA(t *testing.T) {
	for src, want := range map[string]string{"aria: \"1.3\"\n": "1.3", "aria: 1.2\n": "1.2", "aria: '1.3'\n": "1.3", "": ""} {
		c, err := Parse("c.yaml", []byte(src), known)
		if err != nil || c.ARIA != want {
			t.Errorf("%q: aria %q, %v; want %q", src, c.ARIA, err, want)
		}
	}
	for _, src := range []string{"aria: 1.4\n", "aria: [1.2]\n", "aria:\n", "aria: latest\n"} {
		_, err := Parse("c.yaml", []byte(src), known)
		if err == nil || !strings.Contains(err.Error(), "aria must be a WAI-ARIA version: 1.2 or 1.3") {
			t.Errorf("%q: %v", src, err)
		}
	}
	top, _ := Parse("/a/.attrlint.yaml", []byte("aria: \"1.3\"\n"), known)
	sub, _ := Parse("/a/b/.attrlint.yaml", []byte("rules: {}\n"), known)
	if got := Merge(Merge(nil, top), sub).Options(lint.Options{}, nil).ARIA; got != "1.3" {
		t.Errorf("merged aria %q, want 1.3 from the farther file", got)
	}
}

// TestFragmentsAndPages: fragments patterns mark files of any file of the
// chain; a page set is found in the nearest file, and lists its files.
func TestFragmentsAndPages(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"layouts/base.html", "layouts/partials/nav.html", "layouts/partials/deep/x.html", "layouts/other.html"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src := "fragments: [\"_includes/**\"]\npages:\n  - [layouts/base.html, \"layouts/partials/**\"]\n"
	f, err := Parse(filepath.Join(dir, FileName), []byte(src), known)
	if err != nil {
		t.Fatal(err)
	}
	c := Merge(nil, f)
	if !c.Fragment(filepath.Join(dir, "_includes", "head.html")) || c.Fragment(filepath.Join(dir, "index.html")) {
		t.Errorf("Fragment: _includes/head.html should be one, index.html not")
	}
	if _, ok := c.Page(filepath.Join(dir, "layouts", "other.html")); ok {
		t.Errorf("layouts/other.html is in no page set")
	}
	page, ok := c.Page(filepath.Join(dir, "layouts", "partials", "nav.html"))
	if !ok {
		t.Fatal("layouts/partials/nav.html: no page set")
	}
	files, err := page.Files()
	if err != nil {
		t.Fatal(err)
	}
	var rel []string
	for _, f := range files {
		r, _ := filepath.Rel(dir, f)
		rel = append(rel, filepath.ToSlash(r))
	}
	want := []string{"layouts/base.html", "layouts/partials/deep/x.html", "layouts/partials/nav.html"}
	if !slices.Equal(rel, want) {
		t.Errorf("page files = %q, want %q", rel, want)
	}
}

// TestFrameworkKeys: frameworks is the nearest file's; allowed names and
// prefixes of every file of the chain add up, and reach the options.
func TestFrameworkKeys(t *testing.T) {
	top, err := Parse("/a/.attrlint.yaml", []byte("frameworks: [vue, htmx]\nignore-attribute-prefixes: [my-]\nallow-attributes:\n  \"*\": [legacy]\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := Parse("/a/b/.attrlint.yaml", []byte("frameworks: none\nignore-attribute-prefixes: [our-]\nallow-attributes:\n  div: [clas]\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	c := Merge(Merge(nil, top), sub)
	opts := c.Options(lint.Options{}, nil)
	if !slices.Equal(opts.Frameworks, []string{"none"}) || !slices.Equal(opts.IgnoreAttributePrefixes, []string{"my-", "our-"}) ||
		!slices.Equal(opts.AllowAttributes["*"], []string{"legacy"}) || !slices.Equal(opts.AllowAttributes["div"], []string{"clas"}) {
		t.Errorf("merged options: %+v", opts)
	}
	if _, err := lint.New(nil, opts); err != nil {
		t.Errorf("the merged options do not build a linter: %v", err)
	}
	if c := Merge(nil, top); !slices.Equal(c.Frameworks, []string{"vue", "htmx"}) {
		t.Errorf("frameworks = %q", c.Frameworks)
	}
	// directives: unset is nil (lenient); set anywhere in the chain, the
	// lists add up; an empty list is strict with no names.
	if opts.Directives != nil {
		t.Errorf("directives unset: %q", opts.Directives)
	}
	strict, err := Parse("/a/b/c/.attrlint.yaml", []byte("directives: [matButton, mat-menu-item]\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	if d := Merge(Merge(nil, top), strict).Options(lint.Options{}, nil).Directives; !slices.Equal(d, []string{"matButton", "mat-menu-item"}) {
		t.Errorf("directives = %q", d)
	}
	empty, err := Parse("/a/b/c/.attrlint.yaml", []byte("directives: []\n"), known)
	if err != nil {
		t.Fatal(err)
	}
	if d := Merge(Merge(nil, strict), empty).Directives; !slices.Equal(d, []string{"matButton", "mat-menu-item"}) {
		t.Errorf("directives after an empty list = %q", d)
	}
	if d := Merge(nil, empty).Directives; d == nil || len(d) != 0 {
		t.Errorf("an empty list must be strict: %#v", d)
	}
	if _, err := Parse("c.yaml", []byte("directives: [\"\"]\n"), known); err == nil || !strings.Contains(err.Error(), "an empty name in directives") {
		t.Errorf("an empty name: %v", err)
	}
}

// TestEveryErrorOfAFile: all the mistakes of one file are reported in one
// run, each with its line and column, in the order of the file.
func TestEveryErrorOfAFile(t *testing.T) {
	src := "rulez: {}\nrules:\n  boolean: wran\n  time-datetim: off\n  enumerated: warn\nroot: maybe\nexclude: [/abs]\n"
	_, err := Parse("c.yaml", []byte(src), known)
	var all Errors
	if !errors.As(err, &all) || len(all) != 5 {
		t.Fatalf("got %v, want five errors", err)
	}
	want := []string{"c.yaml:1:1: unknown key", "c.yaml:3:12: unknown severity", "c.yaml:4:3: unknown rule", "c.yaml:6:7: root must be", "c.yaml:7:11: a pattern in exclude"}
	for i, w := range want {
		if !strings.HasPrefix(all[i].Error(), w) {
			t.Errorf("error %d = %q, want %q...", i, all[i], w)
		}
	}
	if lines := strings.Split(err.Error(), "\n"); len(lines) != 5 {
		t.Errorf("Error() holds %d lines, want one per problem", len(lines))
	}
}

// TestIgnoreFileByteOrderMark: a UTF-8 byte order mark at the start of an
// .attrlintignore or a .gitignore (Notepad writes one) is not part of the
// first pattern, as for Git. Before, it disabled that pattern.
func TestIgnoreFileByteOrderMark(t *testing.T) {
	dir := tree(t, map[string]string{
		".git/":           "",
		".gitignore":      "\xEF\xBB\xBFbuild/\n",
		".attrlintignore": "\xEF\xBB\xBFdrafts/\nold.html\n",
		"build/a.html":    "",
		"drafts/b.html":   "",
		"old.html":        "",
		"page.html":       "",
	})
	if got := walk(t, dir); !slices.Equal(got, []string{"page.html"}) {
		t.Errorf("got %q, want only page.html", got)
	}
}

// TestSkippedNamesTheIgnoreFile: what left files out of a walk is named,
// the ignore file itself (not the configuration's include), so that a
// walk that finds nothing can say why.
func TestSkippedNamesTheIgnoreFile(t *testing.T) {
	dir := tree(t, map[string]string{
		"site/.attrlintignore": "**\n",
		"site/a.html":          "",
		"site/d/b.html":        "",
		"site/notes.txt":       "",
	})
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	files, errs := files.Expand(context.Background(), []string{filepath.Join(dir, "site")}, f)
	if len(files) != 0 || len(errs) != 0 {
		t.Fatalf("files %q, errors %v", files, errs)
	}
	if got, want := f.Skipped(), []string{filepath.Join(dir, "site", ".attrlintignore")}; !slices.Equal(got, want) {
		t.Errorf("Skipped() = %q, want %q", got, want)
	}
}

// TestBrowserTargetKeys: baseline and browsers give one target, which the
// nearest file that sets either decides and a command-line target
// overrides; allow-features adds up along the chain; browser-hints is the
// nearest file's.
func TestBrowserTargetKeys(t *testing.T) {
	for src, want := range map[string]baseline.Target{
		"baseline: widely\n":                        {Baseline: "widely"},
		"baseline: newly\n":                         {Baseline: "newly"},
		"baseline: 2024\n":                          {Baseline: "2024"},
		"baseline: '2015'\n":                        {Baseline: "2015"},
		"browsers: [chrome 120, safari_ios 17.4]\n": {Versions: map[string]string{"chrome": "120", "safari_ios": "17.4"}},
		"allow-features: [popover, html.elements.input.incremental]\n": {Allow: []string{"popover", "html.elements.input.incremental"}},
		"browser-hints: true\n": {Hints: true},
	} {
		f, err := Parse("c.yaml", []byte(src), known)
		if err != nil {
			t.Errorf("%q: %v", src, err)
			continue
		}
		if got := Merge(nil, f).Options(lint.Options{}, nil).Browsers; !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v, want %+v", src, got, want)
		}
	}
	for src, want := range map[string]string{
		"baseline: 2014\n":                        "c.yaml:1:11: baseline: a Baseline target is widely, newly or a year from 2015 on",
		"baseline: wide\n":                        "c.yaml:1:11: baseline: a Baseline target is widely, newly or a year from 2015 on",
		"baseline: [widely]\n":                    "c.yaml:1:11: baseline must be widely, newly or a year, not a list",
		"baseline:\n":                             "c.yaml:1:10: baseline must be widely, newly or a year, not nothing",
		"browsers: [chrom 120]\n":                 `c.yaml:1:12: browsers: unknown browser (did you mean "chrome"?)`,
		"browsers: [chrome]\n":                    "c.yaml:1:12: browsers: a browser is written as an id and a version",
		"browsers: [Chrome 120]\n":                `c.yaml:1:12: browsers: unknown browser (did you mean "chrome"?)`,
		"browsers: [safari 17.x]\n":               "c.yaml:1:12: browsers: the version of safari must be a number",
		"browsers: [chrome 1, chrome 2]\n":        "c.yaml:1:22: browsers: chrome is named twice",
		"browsers: []\n":                          "c.yaml:1:11: browsers must name at least one browser",
		"baseline: newly\nbrowsers: [chrome 1]\n": "c.yaml:2:1: baseline and browsers exclude each other",
		"allow-features: [\"\"]\n":                "c.yaml:1:18: an empty name in allow-features",
		"browser-hints: yes please\n":             "c.yaml:1:16: browser-hints must be true or false",
	} {
		_, err := Parse("c.yaml", []byte(src), known)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
	top, _ := Parse("/a/.attrlint.yaml", []byte("browsers: [safari 17]\nallow-features: [popover]\nbrowser-hints: true\n"), known)
	mid, _ := Parse("/a/b/.attrlint.yaml", []byte("baseline: 2023\nallow-features: [details-name]\n"), known)
	sub, _ := Parse("/a/b/c/.attrlint.yaml", []byte("browser-hints: false\n"), known)
	got := Merge(Merge(Merge(nil, top), mid), sub).Options(lint.Options{}, nil).Browsers
	want := baseline.Target{Baseline: "2023", Allow: []string{"popover", "details-name"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("merged: %+v, want %+v", got, want)
	}
	if got := Merge(nil, top).Options(lint.Options{}, nil).Browsers; got.Baseline != "" || got.Versions["safari"] != "17" || !got.Hints {
		t.Errorf("top: %+v", got)
	}
	cli := lint.Options{Browsers: baseline.Target{Baseline: "newly"}}
	if got := Merge(nil, top).Options(cli, nil).Browsers; got.Baseline != "newly" || got.Versions != nil || !slices.Equal(got.Allow, []string{"popover"}) {
		t.Errorf("a command-line target: %+v, want it to replace the file's, allow-features kept", got)
	}
}

// TestSiteKey: the site key's fields come from the nearest file that
// sets each, its ids from every file; root is relative to its file's
// directory; base-path gets its final "/"; the defaults are plain static
// hosting.
func TestSiteKey(t *testing.T) {
	dir := tree(t, map[string]string{
		".attrlint.yaml":       "site:\n  root: public\n  base-path: /project\n  ids: [\"fn:*\"]\n",
		"sub/.attrlint.yaml":   "site:\n  clean-urls: true\n  trailing-slash: always\n  ids: [L*]\n  index: [index.htm, index.html]\n",
		"sub/page.html":        "",
		"other/.attrlint.yaml": "rules: {}\n",
		"other/page.html":      "",
	})
	f, err := NewFinder(known, "")
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.ForFile(filepath.Join(dir, "sub/page.html"))
	if err != nil {
		t.Fatal(err)
	}
	want := Site{Root: filepath.Join(dir, "public"), BasePath: "/project/", Index: []string{"index.htm", "index.html"},
		CleanURLs: true, TrailingSlash: TrailingSlashAlways, IDs: []string{"fn:*", "L*"}}
	if !reflect.DeepEqual(c.Site, want) {
		t.Errorf("sub: %+v, want %+v", c.Site, want)
	}
	if !c.Site.DeclaredID("fn:3") || !c.Site.DeclaredID("L12") || c.Site.DeclaredID("x") {
		t.Error("DeclaredID does not follow the patterns")
	}
	c, err = f.ForFile(filepath.Join(dir, "other/page.html"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Site.Root != filepath.Join(dir, "public") || c.Site.BasePath != "/project/" || c.Site.CleanURLs || !reflect.DeepEqual(c.Site.Index, []string{"index.html"}) {
		t.Errorf("other: %+v", c.Site)
	}
	if d := Default().Site; !reflect.DeepEqual(d, DefaultSite()) || d.BasePath != "/" || d.TrailingSlash != TrailingSlashAny {
		t.Errorf("defaults: %+v", d)
	}
	for src, msg := range map[string]string{
		"site:\n  root: /srv\n":            "c.yaml:2:9: site.root must be relative to the directory of .attrlint.yaml and stay inside it",
		"site:\n  base-path: project/\n":   "c.yaml:2:14: site.base-path must be the path the site is served under",
		"site:\n  trailing-slash: maybe\n": "c.yaml:2:19: site.trailing-slash must be one of any, always, never",
		"site:\n  index: [a/b.html]\n":     "c.yaml:2:11: site.index names files of a directory, without a /",
		"site:\n  rooot: x\n":              `c.yaml:2:3: unknown key "rooot" (did you mean "root"?)`,
	} {
		if _, err := Parse("c.yaml", []byte(src), known); err == nil || !strings.HasPrefix(err.Error(), msg) {
			t.Errorf("%q: %v, want %q", src, err, msg)
		}
	}
}
