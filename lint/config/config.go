// Package config reads attrlint's configuration file, .attrlint.yaml:
// rule severities, which files a directory walk lints, and which template
// syntaxes mark attribute values as not judged.
//
// The file is strict: an unknown key, rule id, severity or template syntax
// is an error naming the file, line and column, with the closest known
// name as a suggestion, so a typo never silently does nothing.
package config

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/bmatcuk/doublestar/v4"
	"go.yaml.in/yaml/v3"
)

// FileName is the name of the configuration file looked for in the
// directory of each linted file and its parents.
const FileName = ".attrlint.yaml"

// Config is one configuration file, or the defaults when there is none.
type Config struct {
	// Path is the file read; "" for the built-in defaults.
	Path string
	// Dir is the directory that include and exclude patterns are relative
	// to: the file's directory.
	Dir string
	// Rules sets rule severities by id (lint.Off disables a rule).
	Rules map[string]lint.Severity
	// Include, when not nil, replaces the *.html/*.htm rule for files met
	// while walking a directory: such a file is linted when it matches one
	// of these doublestar patterns.
	Include []string
	// Exclude lists patterns of files and directories that are not linted.
	Exclude []string
	// Gitignore skips files and directories that Git ignores while walking
	// a directory.
	Gitignore bool
	// Templates names the recognised template syntaxes (nil: all).
	Templates []string
}

// Default returns the configuration used where no file is found.
func Default() *Config { return &Config{Gitignore: true} }

// Error is a problem in a configuration file, at a position in it.
type Error struct {
	Path         string
	Line, Column int
	Msg          string
}

// Error implements the error interface as "file:line:col: message".
func (e *Error) Error() string {
	switch {
	case e.Line == 0:
		return fmt.Sprintf("%s: %s", e.Path, e.Msg)
	case e.Column == 0:
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Column, e.Msg)
}

// keys are the top-level keys of the file.
var keys = []string{"rules", "include", "exclude", "gitignore", "templates"}

// Load reads and checks the configuration file at path. known is the rule
// catalogue that rule ids are checked against.
func Load(path string, known []*lint.Rule) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, &Error{Path: path, Msg: "cannot read the configuration: " + err.Error()}
	}
	return Parse(path, b, known)
}

// yamlLine finds the line number in the YAML library's messages.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// Parse checks the configuration text b, read from path.
func Parse(path string, b []byte, known []*lint.Rule) (*Config, error) {
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, &Error{Path: path, Msg: err.Error()}
	}
	c := Default()
	c.Path, c.Dir = path, dir
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if err == io.EOF {
			return c, nil // an empty file: the defaults
		}
		msg := err.Error()
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			line, _ := strconv.Atoi(m[1])
			return nil, &Error{Path: path, Line: line, Msg: "invalid YAML: " + msg[len(m[0]):]}
		}
		return nil, &Error{Path: path, Msg: "invalid YAML: " + strings.TrimPrefix(msg, "yaml: ")}
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		return nil, &Error{Path: path, Line: extra.Line, Msg: "only one YAML document is allowed"}
	}
	p := &parser{path: path, known: known}
	top := &doc
	if top.Kind == yaml.DocumentNode && len(top.Content) == 1 {
		top = top.Content[0]
	}
	if top.Kind == yaml.ScalarNode && top.Tag == "!!null" {
		return c, nil // only comments
	}
	if err := p.mapping(top, "the configuration", keys, func(k, v *yaml.Node) error {
		switch k.Value {
		case "rules":
			return p.rules(v, c)
		case "include":
			c.Include, err = p.patterns(v, "include")
			return err
		case "exclude":
			c.Exclude, err = p.patterns(v, "exclude")
			return err
		case "gitignore":
			if v.Kind != yaml.ScalarNode || v.Tag != "!!bool" {
				return p.errorf(v, "gitignore must be true or false, not %s", describe(v))
			}
			return v.Decode(&c.Gitignore)
		case "templates":
			return p.templates(v, c)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	return c, nil
}

// parser carries what the checks of one file need.
type parser struct {
	path  string
	known []*lint.Rule
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) error {
	return &Error{Path: p.path, Line: n.Line, Column: n.Column, Msg: fmt.Sprintf(format, args...)}
}

// describe names what a node holds, for messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	}
	if n.Tag == "!!null" {
		return "nothing"
	}
	return strconv.Quote(n.Value)
}

// mapping calls each for every key of mapping n, after checking that the
// key is one of allowed (when allowed is not nil) and not repeated.
func (p *parser) mapping(n *yaml.Node, what string, allowed []string, each func(k, v *yaml.Node) error) error {
	if n.Kind != yaml.MappingNode {
		return p.errorf(n, "%s must be a mapping of keys to values, not %s", what, describe(n))
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return p.errorf(k, "a key of %s must be a plain name, not %s", what, describe(k))
		}
		if line, ok := seen[k.Value]; ok {
			return p.errorf(k, "%q is given twice in %s (first on line %d)", k.Value, what, line)
		}
		seen[k.Value] = k.Line
		if allowed != nil && !contains(allowed, k.Value) {
			if k.Value == "root" {
				return p.errorf(k, `unknown key "root": the nearest %s always wins and files are never merged, so every configuration file is already a root`, FileName)
			}
			return p.errorf(k, "unknown key %q%s; known keys: %s", k.Value, lint.Suggest(k.Value, allowed), strings.Join(allowed, ", "))
		}
		if err := each(k, v); err != nil {
			return err
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// rules reads `rules: {ID: off|warn|error}`.
func (p *parser) rules(n *yaml.Node, c *Config) error {
	ids := make([]string, len(p.known))
	for i, r := range p.known {
		ids[i] = r.ID
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil // "rules:" with nothing under it
	}
	c.Rules = map[string]lint.Severity{}
	return p.mapping(n, "rules", nil, func(k, v *yaml.Node) error {
		if !contains(ids, k.Value) {
			return p.errorf(k, "unknown rule %q%s; `attrlint rules` lists them", k.Value, lint.Suggest(k.Value, ids))
		}
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			return p.errorf(v, "the severity of rule %s must be off, warn or error, not %s", k.Value, describe(v))
		}
		sev, ok := lint.ParseSeverity(v.Value)
		if !ok {
			return p.errorf(v, "unknown severity %q for rule %s%s; want off, warn or error", v.Value, k.Value,
				lint.Suggest(strings.ToLower(v.Value), []string{"off", "warn", "warning", "error"}))
		}
		c.Rules[k.Value] = sev
		return nil
	})
}

// stringList reads a list of strings; nil for an empty value.
func (p *parser) stringList(n *yaml.Node, key string) ([]*yaml.Node, error) {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, p.errorf(n, "%s must be a list, not %s", key, describe(n))
	}
	for _, it := range n.Content {
		if it.Kind != yaml.ScalarNode || it.Tag == "!!null" {
			return nil, p.errorf(it, "the items of %s must be strings, not %s", key, describe(it))
		}
	}
	return append([]*yaml.Node{}, n.Content...), nil
}

// patterns reads a list of doublestar patterns relative to the file's
// directory, with forward slashes.
func (p *parser) patterns(n *yaml.Node, key string) ([]string, error) {
	items, err := p.stringList(n, key)
	if err != nil {
		return nil, err
	}
	if items == nil {
		return nil, nil
	}
	out := []string{} // an empty list matches nothing, unlike no list
	for _, it := range items {
		pat := strings.TrimPrefix(it.Value, "./")
		switch {
		case pat == "":
			return nil, p.errorf(it, "an empty pattern in %s matches nothing", key)
		case strings.HasPrefix(pat, "/") || filepath.IsAbs(pat) || pat == ".." || strings.HasPrefix(pat, "../"):
			return nil, p.errorf(it, "pattern %q in %s must be relative to the directory of %s and stay inside it", it.Value, key, FileName)
		case !doublestar.ValidatePattern(pat):
			return nil, p.errorf(it, "pattern %q in %s is not a valid glob (check its brackets and braces)", it.Value, key)
		}
		out = append(out, pat)
	}
	return out, nil
}

// templates reads `templates: [go, jinja, ...]`.
func (p *parser) templates(n *yaml.Node, c *Config) error {
	items, err := p.stringList(n, "templates")
	if err != nil {
		return err
	}
	if items == nil {
		return nil // "templates:" with nothing under it: the default
	}
	names := lint.DefaultTemplates()
	c.Templates = []string{} // an empty list: no template syntax
	for _, it := range items {
		name := strings.ToLower(it.Value)
		if _, ok := lint.TemplateSyntaxes[name]; !ok {
			return p.errorf(it, "unknown template syntax %q%s; known: %s", it.Value, lint.Suggest(name, names), strings.Join(names, ", "))
		}
		c.Templates = append(c.Templates, name)
	}
	return nil
}

// rel returns path relative to the configuration's directory with forward
// slashes, or false when path is outside it.
func (c *Config) rel(path string) (string, bool) {
	abs, err := filepath.Abs(path)
	if err != nil || c.Dir == "" {
		return "", false
	}
	r, err := filepath.Rel(c.Dir, abs)
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(r), true
}

// Excluded returns the exclude pattern that path matches, if any.
func (c *Config) Excluded(path string) (string, bool) {
	r, ok := c.rel(path)
	if !ok {
		return "", false
	}
	for _, pat := range c.Exclude {
		if doublestar.MatchUnvalidated(pat, r) {
			return pat, true
		}
	}
	return "", false
}

// Included reports whether a file met while walking a directory is linted
// by the include patterns, or by default for *.html and *.htm.
func (c *Config) Included(path string) bool {
	if c.Include == nil {
		return lint.IsHTMLFile(path)
	}
	r, ok := c.rel(path)
	if !ok {
		return false
	}
	for _, pat := range c.Include {
		if doublestar.MatchUnvalidated(pat, r) {
			return true
		}
	}
	return false
}

// Options returns the linter options of this configuration on top of base,
// with cli (command-line --rule flags) overriding its rule severities.
func (c *Config) Options(base lint.Options, cli map[string]lint.Severity) lint.Options {
	sev := make(map[string]lint.Severity, len(c.Rules)+len(cli))
	for id, s := range c.Rules {
		sev[id] = s
	}
	for id, s := range cli {
		sev[id] = s
	}
	base.Severity = sev
	base.Templates = c.Templates
	return base
}
