// Package config reads attrlint's configuration files, .attrlint.yaml:
// rule severities, which files a directory walk lints, and which template
// syntaxes mark attribute values as not judged.
//
// The files cascade, as ESLint's legacy configuration does. For a linted
// file, the .attrlint.yaml files of its directory and of every parent up
// to the filesystem root are collected, stopping after the first one that
// says `root: true`. They are merged from the farthest to the nearest,
// the nearer overriding per key:
//
//   - rules: merged by rule id; the nearest file naming a rule sets its
//     severity, which every finding of the rule then takes (see
//     lint.Options.Severity).
//   - gitignore and templates: the nearest file that sets the key wins;
//     when none does, the defaults apply (gitignore on, every template
//     syntax).
//   - include and exclude: never merged into one list. Each file's
//     patterns stay relative to its own directory, and every file of the
//     chain applies its own: a path excluded by any of them is not linted,
//     and a file met while walking a directory must match the include
//     patterns of each file in the chain that has some (the *.html and
//     *.htm default applies only when none has).
//
// A fixed file (--config) is used alone, without a walk; its root key
// changes nothing.
//
// Each file is strict: an unknown key, rule id, severity or template
// syntax is an error naming the file, line and column, with the closest
// known name as a suggestion, so a typo never silently does nothing.
package config

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/internal/files"
	"github.com/attrlint/attrlint/lint/internal/presets"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/bmatcuk/doublestar/v4"
	"go.yaml.in/yaml/v3"
)

// Auto is the value of templates and frameworks that selects every
// template syntax or framework preset, as leaving the key out does.
const Auto = presets.Auto

// FileName is the name of the configuration file looked for in the
// directory of each linted file and its parents.
const FileName = ".attrlint.yaml"

// File is one configuration file as written. A key the file leaves out is
// nil, so that merging can tell "not set" from an empty or false value.
type File struct {
	// Path is the file read.
	Path string
	// Dir is the absolute directory that include and exclude patterns are
	// relative to: the file's directory.
	Dir string
	// Root stops the search for configuration files above this one.
	Root bool
	// Rules sets rule severities by id (lint.Off disables a rule).
	Rules map[string]lint.Severity
	// Include, when not nil, replaces the *.html/*.htm rule for files
	// under Dir met while walking a directory: such a file is linted only
	// when it matches one of these doublestar patterns.
	Include []string
	// Exclude lists patterns of files and directories that are not linted.
	Exclude []string
	// Gitignore, when set, says whether to skip what Git ignores while
	// walking a directory.
	Gitignore *bool
	// Templates, when not nil, names the recognised template syntaxes.
	Templates []string
	// ARIA, when not "", is the WAI-ARIA version to check against.
	ARIA string
	// Fragments lists patterns of files that are parts of pages
	// (partials, includes, components), whatever their source looks like.
	Fragments []string
	// Pages lists sets of files that make one page together (a layout
	// and its partials): an id reference in one of them may be resolved
	// by an id in another. Each set is a list of patterns.
	Pages [][]string
	// Frameworks, when not nil, names the framework presets whose
	// attribute names are not reported.
	Frameworks []string
	// AllowAttributes names more attributes to accept, by element ("*":
	// every element).
	AllowAttributes map[string][]string
	// IgnoreAttributePrefixes are more attribute name prefixes to accept.
	IgnoreAttributePrefixes []string
	// Directives, when not nil, lists the directive and component input
	// names the project's Angular or AngularJS templates use; it makes
	// those templates checked strictly (lint.Options.Directives).
	Directives []string
	// Baseline and BrowserVersions, when set, are the browser-support
	// target (the baseline and browsers keys; one file sets one of them).
	Baseline        string
	BrowserVersions map[string]string
	// AllowFeatures are features accepted whatever the target.
	AllowFeatures []string
	// BrowserHints, when set, says whether hints are reported too.
	BrowserHints *bool
	// Site is how the site is served (the site key); nil when the file
	// does not set it.
	Site *SiteFile
}

// SiteFile is the site key of one file: each field nil (or, for IDs,
// nil) when the file leaves it out.
type SiteFile struct {
	// Root is the absolute directory the site's "/" is.
	Root *string
	// BasePath is the path the site is served under, starting and ending
	// with "/".
	BasePath *string
	// Index are the names of a directory's index files.
	Index []string
	// CleanURLs says the host serves "about" from about.html.
	CleanURLs *bool
	// TrailingSlash is the policy for URLs of directories: any, always
	// or never.
	TrailingSlash *string
	// IDs are patterns of ids that a build step or a script adds.
	IDs []string
}

// Site is how a site is served: the site key of a chain of files merged,
// or the defaults.
type Site struct {
	// Root is the absolute directory the site's "/" is; "" when no file
	// sets it (the directory given on the command line is then the root).
	Root string
	// BasePath is the path the site is served under ("/" by default).
	BasePath string
	// Index are the names of a directory's index files (index.html by
	// default), tried in order.
	Index []string
	// CleanURLs says the host serves "about" from about.html (default
	// false).
	CleanURLs bool
	// TrailingSlash is the policy for the URL of a directory: any (the
	// default: the host redirects "docs" to "docs/"), always (it must end
	// with "/"), never (it must not).
	TrailingSlash string
	// IDs are doublestar patterns of ids that a build step or a script
	// adds to the pages, from every file of the chain.
	IDs []string
}

// The trailing-slash policies.
const (
	TrailingSlashAny    = "any"
	TrailingSlashAlways = "always"
	TrailingSlashNever  = "never"
)

// DefaultSite is the site key's defaults: plain static hosting.
func DefaultSite() Site {
	return Site{BasePath: "/", Index: []string{"index.html"}, TrailingSlash: TrailingSlashAny}
}

// Config is the configuration in effect for the files of one directory:
// the chain of files that apply there, merged, or the defaults when there
// is none.
type Config struct {
	// Path is the nearest file of the chain; "" for the built-in defaults.
	Path string
	// Files is the chain, nearest first.
	Files []*File
	// Rules sets rule severities by id, merged from the chain.
	Rules map[string]lint.Severity
	// Gitignore skips files and directories that Git ignores while walking
	// a directory.
	Gitignore bool
	// Templates names the recognised template syntaxes (nil: all).
	Templates []string
	// ARIA is the WAI-ARIA version to check against ("": the default).
	ARIA string
	// Frameworks names the framework presets (nil: all).
	Frameworks []string
	// AllowAttributes and IgnoreAttributePrefixes are those of every file
	// of the chain together.
	AllowAttributes         map[string][]string
	IgnoreAttributePrefixes []string
	// Directives are those of every file of the chain together; nil when
	// none sets the key.
	Directives []string
	// Browsers is the browser-support target: the nearest file's baseline
	// or browsers, every file's allow-features, the nearest file's
	// browser-hints.
	Browsers baseline.Target
	// Site is how the site is served: each key of site from the nearest
	// file that sets it, the ids of every file.
	Site Site
}

// Default returns the configuration used where no file is found.
func Default() *Config { return &Config{Gitignore: true, Site: DefaultSite()} }

// Merge returns the configuration of file on top of parent, the merged
// configuration of the files farther away (nil: the defaults). file's
// rules override parent's rule by rule; its gitignore and templates
// replace parent's when set; its include and exclude patterns apply in
// addition to parent's.
func Merge(parent *Config, file *File) *Config {
	if parent == nil {
		parent = Default()
	}
	c := &Config{
		Path:      file.Path,
		Files:     append([]*File{file}, parent.Files...),
		Rules:     make(map[string]lint.Severity, len(parent.Rules)+len(file.Rules)),
		Gitignore: parent.Gitignore,
		Templates: parent.Templates,
		ARIA:      parent.ARIA,
	}
	for id, s := range parent.Rules {
		c.Rules[id] = s
	}
	for id, s := range file.Rules {
		c.Rules[id] = s
	}
	if file.Gitignore != nil {
		c.Gitignore = *file.Gitignore
	}
	if file.Templates != nil {
		c.Templates = file.Templates
	}
	if file.ARIA != "" {
		c.ARIA = file.ARIA
	}
	c.Frameworks = parent.Frameworks
	if file.Frameworks != nil {
		c.Frameworks = file.Frameworks
	}
	c.IgnoreAttributePrefixes = append(slices.Clone(parent.IgnoreAttributePrefixes), file.IgnoreAttributePrefixes...)
	if parent.Directives != nil || file.Directives != nil {
		c.Directives = append(append([]string{}, parent.Directives...), file.Directives...)
	}
	c.Browsers = parent.Browsers
	if file.Baseline != "" || file.BrowserVersions != nil {
		c.Browsers.Baseline, c.Browsers.Versions = file.Baseline, file.BrowserVersions
	}
	c.Browsers.Allow = append(slices.Clone(parent.Browsers.Allow), file.AllowFeatures...)
	if file.BrowserHints != nil {
		c.Browsers.Hints = *file.BrowserHints
	}
	c.Site = parent.Site
	c.Site.IDs = slices.Clone(parent.Site.IDs)
	if fs := file.Site; fs != nil {
		if fs.Root != nil {
			c.Site.Root = *fs.Root
		}
		if fs.BasePath != nil {
			c.Site.BasePath = *fs.BasePath
		}
		if fs.Index != nil {
			c.Site.Index = fs.Index
		}
		if fs.CleanURLs != nil {
			c.Site.CleanURLs = *fs.CleanURLs
		}
		if fs.TrailingSlash != nil {
			c.Site.TrailingSlash = *fs.TrailingSlash
		}
		c.Site.IDs = append(c.Site.IDs, fs.IDs...)
	}
	if len(parent.AllowAttributes)+len(file.AllowAttributes) > 0 {
		c.AllowAttributes = map[string][]string{}
		for _, m := range []map[string][]string{parent.AllowAttributes, file.AllowAttributes} {
			for el, names := range m {
				c.AllowAttributes[el] = append(c.AllowAttributes[el], names...)
			}
		}
	}
	return c
}

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
var keys = []string{"root", "rules", "include", "exclude", "gitignore", "templates", "aria", "fragments", "pages", "frameworks", "allow-attributes", "ignore-attribute-prefixes", "directives", "baseline", "browsers", "allow-features", "browser-hints", "site"}

// siteKeys are the keys of the site mapping.
var siteKeys = []string{"root", "base-path", "index", "clean-urls", "trailing-slash", "ids"}

// MaxFileSize is the largest configuration or ignore file read, 1 MiB:
// far more than any real one holds, and small enough that a file named
// by mistake (a log, a database) is refused at once instead of parsed.
const MaxFileSize = 1 << 20

// Load reads and checks the configuration file at path. known is the rule
// catalogue that rule ids are checked against. Only a regular file of at
// most MaxFileSize bytes is read: a FIFO, a device (/dev/zero) or a
// directory is an error naming it, without blocking or reading forever.
func Load(path string, known []*lint.Rule) (*File, error) {
	b, err := files.ReadRegular(path, MaxFileSize)
	if err != nil {
		return nil, &Error{Path: path, Msg: "cannot read the configuration: " + err.Error()}
	}
	return Parse(path, b, known)
}

// yamlLine finds the line number in the YAML library's messages.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// yamlQuoted matches the parts of the YAML library's messages that quote
// the file (an anchor's name, a scalar), with the space before them; they
// are left out, as every value is.
var yamlQuoted = regexp.MustCompile(" ?'[^']*'| ?`[^`]*`")

// yamlError is the error for text the YAML library cannot read, with its
// line and without the parts of the message that quote the file.
func yamlError(path string, err error) error {
	msg := yamlQuoted.ReplaceAllString(err.Error(), "")
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &Error{Path: path, Line: line, Msg: "invalid YAML: " + msg[len(m[0]):]}
	}
	return &Error{Path: path, Msg: "invalid YAML: " + strings.TrimPrefix(msg, "yaml: ")}
}

// Parse checks the configuration text b, read from path.
func Parse(path string, b []byte, known []*lint.Rule) (*File, error) {
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, &Error{Path: path, Msg: err.Error()}
	}
	c := &File{Path: path, Dir: dir}
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if err == io.EOF {
			return c, nil // an empty file: nothing set
		}
		return nil, yamlError(path, err)
	}
	p := &parser{path: path, known: known}
	top := &doc
	if top.Kind == yaml.DocumentNode && len(top.Content) == 1 {
		top = top.Content[0]
	}
	// What the first document is comes before what follows it: an INI or
	// TOML file starts with "[section]", a YAML list, and its next line
	// is no YAML at all.
	if top.Kind != yaml.MappingNode && !(top.Kind == yaml.ScalarNode && top.Tag == "!!null") {
		// Most likely not a configuration file at all (an .env, JSON
		// lines, a key, INI): say what is expected, and nothing of what
		// is there.
		return nil, p.errorf(top, "the configuration must be a mapping of keys (%s) to values, not %s; is this an attrlint configuration file (YAML)?", strings.Join(keys, ", "), describe(top))
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == io.EOF:
	case err != nil:
		return nil, yamlError(path, err)
	default:
		return nil, &Error{Path: path, Line: extra.Line, Msg: "only one YAML document is allowed"}
	}
	if top.Kind == yaml.ScalarNode {
		return c, nil // only comments
	}
	if err := p.mapping(top, "the configuration", keys, func(k, v *yaml.Node) error {
		switch k.Value {
		case "root":
			return p.boolean(v, "root", &c.Root)
		case "rules":
			return p.rules(v, c)
		case "include":
			c.Include, err = p.patterns(v, "include")
			return err
		case "exclude":
			c.Exclude, err = p.patterns(v, "exclude")
			return err
		case "gitignore":
			c.Gitignore = new(bool)
			return p.boolean(v, "gitignore", c.Gitignore)
		case "templates":
			return p.templates(v, c)
		case "aria":
			return p.aria(v, c)
		case "fragments":
			c.Fragments, err = p.patterns(v, "fragments")
			return err
		case "pages":
			return p.pages(v, c)
		case "frameworks":
			return p.frameworks(v, c)
		case "allow-attributes":
			return p.allowAttributes(v, c)
		case "ignore-attribute-prefixes":
			c.IgnoreAttributePrefixes, err = p.names(v, "ignore-attribute-prefixes", "an empty prefix in ignore-attribute-prefixes would accept every attribute")
			return err
		case "directives":
			c.Directives, err = p.names(v, "directives", "an empty name in directives")
			return err
		case "baseline", "browsers":
			return p.target(k, v, c)
		case "allow-features":
			c.AllowFeatures, err = p.names(v, "allow-features", "an empty name in allow-features")
			return err
		case "browser-hints":
			c.BrowserHints = new(bool)
			return p.boolean(v, "browser-hints", c.BrowserHints)
		case "site":
			return p.site(v, c)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	switch len(p.errs) {
	case 0:
		return c, nil
	case 1:
		return nil, p.errs[0]
	}
	return nil, Errors(p.errs)
}

// parser carries what the checks of one file need.
type parser struct {
	path  string
	known []*lint.Rule
	// errs are the problems found so far; mapping keeps checking after
	// one.
	errs []error
}

// boolean reads true or false into b.
func (p *parser) boolean(n *yaml.Node, key string, b *bool) error {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		return p.errorf(n, "%s must be true or false, not %s", key, describe(n))
	}
	return n.Decode(b)
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) error {
	return &Error{Path: p.path, Line: n.Line, Column: n.Column, Msg: fmt.Sprintf(format, args...)}
}

// describe names the kind of value a node holds, for messages. It never
// quotes the value: a file named as the configuration by mistake (an
// .env, a key file) must not have its contents copied into CI logs or an
// editor's message bar.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	}
	switch n.Tag {
	case "!!null":
		return "nothing"
	case "!!bool":
		return "a boolean"
	case "!!int", "!!float":
		return "a number"
	case "!!str":
		return "a string"
	}
	return "a value of another type"
}

// maxKeyShown is the longest key quoted in a message, in bytes.
const maxKeyShown = 64

// key quotes a key of the file for a message: keys are what an error is
// about, so they are named (never the values), shortened when long.
func key(n *yaml.Node) string {
	k := n.Value
	if len(k) > maxKeyShown {
		cut := maxKeyShown
		for cut > 0 && !utf8.RuneStart(k[cut]) {
			cut--
		}
		return strconv.Quote(k[:cut]) + "…"
	}
	return strconv.Quote(k)
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
		var err error
		switch line, dup := seen[k.Value]; {
		case k.Kind != yaml.ScalarNode:
			err = p.errorf(k, "a key of %s must be a plain name, not %s", what, describe(k))
		case dup:
			err = p.errorf(k, "%s is given twice in %s (first on line %d)", key(k), what, line)
		case allowed != nil && !contains(allowed, k.Value):
			seen[k.Value] = k.Line
			err = p.errorf(k, "unknown key %s%s; known keys: %s", key(k), suggest.Suggest(k.Value, allowed), strings.Join(allowed, ", "))
		default:
			seen[k.Value] = k.Line
			err = each(k, v)
		}
		// Every entry is checked: all the mistakes of a file are
		// reported in one run.
		if err != nil {
			p.errs = append(p.errs, err)
		}
	}
	return nil
}

// Errors are all the problems found in one configuration file, in the
// order of the file; Error writes one per line.
type Errors []error

func (e Errors) Error() string {
	var b strings.Builder
	for i, err := range e {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(err.Error())
	}
	return b.String()
}

// Unwrap lets errors.As find each problem.
func (e Errors) Unwrap() []error { return e }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// rules reads `rules: {ID: off|warn|error}`.
func (p *parser) rules(n *yaml.Node, c *File) error {
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
			return p.errorf(k, "unknown rule %s%s; `attrlint rules` lists them", key(k), suggest.Suggest(k.Value, ids))
		}
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			return p.errorf(v, "the severity of rule %s must be off, warn or error, not %s", k.Value, describe(v))
		}
		sev, ok := lint.ParseSeverity(v.Value)
		if !ok {
			return p.errorf(v, "unknown severity for rule %s%s; want off, warn or error", k.Value,
				suggest.Suggest(strings.ToLower(v.Value), []string{"off", "warn", "warning", "error"}))
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

// names reads a list of non-empty strings (never nil, even when empty);
// empty is the error for an empty one.
func (p *parser) names(n *yaml.Node, key, empty string) ([]string, error) {
	items, err := p.stringList(n, key)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, it := range items {
		if it.Value == "" {
			return nil, p.errorf(it, "%s", empty)
		}
		out = append(out, it.Value)
	}
	return out, nil
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
			return nil, p.errorf(it, "a pattern in %s must be relative to the directory of %s and stay inside it", key, FileName)
		case !doublestar.ValidatePattern(pat):
			return nil, p.errorf(it, "a pattern in %s is not a valid glob (check its brackets and braces)", key)
		}
		out = append(out, pat)
	}
	return out, nil
}

// frameworks reads `frameworks: [vue, htmx]`, or auto or none.
func (p *parser) frameworks(n *yaml.Node, c *File) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
		n = &yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{n}, Line: n.Line, Column: n.Column}
	}
	items, err := p.stringList(n, "frameworks")
	if err != nil || items == nil {
		return err
	}
	names := presets.FrameworkNames()
	c.Frameworks = []string{}
	for _, it := range items {
		name := strings.ToLower(it.Value)
		if !slices.Contains(names, name) {
			return p.errorf(it, "unknown framework%s; known: %s", suggest.Suggest(name, names), strings.Join(names, ", "))
		}
		c.Frameworks = append(c.Frameworks, name)
	}
	return nil
}

// allowAttributes reads a mapping of element names ("*" for all) to lists
// of attribute names.
func (p *parser) allowAttributes(n *yaml.Node, c *File) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	c.AllowAttributes = map[string][]string{}
	return p.mapping(n, "allow-attributes", nil, func(k, v *yaml.Node) error {
		items, err := p.stringList(v, "allow-attributes")
		if err != nil {
			return err
		}
		for _, it := range items {
			if it.Value == "" {
				return p.errorf(it, "an empty attribute name in allow-attributes")
			}
			c.AllowAttributes[k.Value] = append(c.AllowAttributes[k.Value], it.Value)
		}
		return nil
	})
}

// pages reads a list of page sets, each a list of patterns:
//
//	pages:
//	  - [layouts/_default/baseof.html, "layouts/partials/**"]
func (p *parser) pages(n *yaml.Node, c *File) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		return p.errorf(n, "pages must be a list of lists of file patterns (one list per page), not %s", describe(n))
	}
	c.Pages = [][]string{}
	for _, set := range n.Content {
		if set.Kind != yaml.SequenceNode {
			return p.errorf(set, "each entry of pages must be a list of file patterns (the files of one page), not %s", describe(set))
		}
		pats, err := p.patterns(set, "pages")
		if err != nil {
			return err
		}
		if len(pats) == 0 {
			return p.errorf(set, "an empty page in pages matches no file")
		}
		c.Pages = append(c.Pages, pats)
	}
	return nil
}

// site reads the site mapping: how the site is served.
func (p *parser) site(n *yaml.Node, c *File) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	st := &SiteFile{}
	c.Site = st
	return p.mapping(n, "site", siteKeys, func(k, v *yaml.Node) error {
		switch k.Value {
		case "root":
			// The value is not echoed (see aria).
			if v.Kind != yaml.ScalarNode || v.Tag != "!!str" || v.Value == "" {
				return p.errorf(v, "site.root must be a directory relative to the directory of %s, not %s", FileName, describe(v))
			}
			dir := filepath.Clean(filepath.FromSlash(v.Value))
			if filepath.IsAbs(dir) || dir == ".." || strings.HasPrefix(dir, ".."+string(filepath.Separator)) {
				return p.errorf(v, "site.root must be relative to the directory of %s and stay inside it", FileName)
			}
			root := filepath.Join(c.Dir, dir)
			st.Root = &root
		case "base-path":
			if v.Kind != yaml.ScalarNode || v.Tag != "!!str" || !strings.HasPrefix(v.Value, "/") || strings.ContainsAny(v.Value, "?#\\ ") ||
				slices.Contains(strings.Split(v.Value, "/"), "..") || slices.Contains(strings.Split(v.Value, "/"), ".") {
				return p.errorf(v, "site.base-path must be the path the site is served under, such as /project/ (starting with /, no . or .. segments, no ?, # or spaces)")
			}
			bp := v.Value
			if !strings.HasSuffix(bp, "/") {
				bp += "/"
			}
			st.BasePath = &bp
		case "index":
			names, err := p.names(v, "site.index", "an empty name in site.index")
			if err != nil {
				return err
			}
			if len(names) == 0 {
				return p.errorf(v, "site.index must name at least one file, such as index.html")
			}
			for i, name := range names {
				if strings.ContainsAny(name, "/\\") || name == "." || name == ".." {
					return p.errorf(v.Content[i], "site.index names files of a directory, without a /")
				}
			}
			st.Index = names
		case "clean-urls":
			st.CleanURLs = new(bool)
			return p.boolean(v, "site.clean-urls", st.CleanURLs)
		case "trailing-slash":
			policies := []string{TrailingSlashAny, TrailingSlashAlways, TrailingSlashNever}
			if v.Kind != yaml.ScalarNode || !slices.Contains(policies, v.Value) {
				return p.errorf(v, "site.trailing-slash must be one of %s", strings.Join(policies, ", "))
			}
			st.TrailingSlash = &v.Value
		case "ids":
			ids, err := p.names(v, "site.ids", "an empty pattern in site.ids")
			if err != nil {
				return err
			}
			for i, id := range ids {
				if !doublestar.ValidatePattern(id) {
					return p.errorf(v.Content[i], "a pattern in site.ids is not a valid glob (check its brackets and braces)")
				}
			}
			st.IDs = ids
		}
		return nil
	})
}

// DeclaredID reports whether id matches a pattern of site.ids.
func (s *Site) DeclaredID(id string) bool {
	for _, pat := range s.IDs {
		if doublestar.MatchUnvalidated(pat, id) {
			return true
		}
	}
	return false
}

// aria reads `aria: "1.2"` (also written unquoted, which YAML reads as a
// number).
func (p *parser) aria(n *yaml.Node, c *File) error {
	// The value is not echoed: a file that is not a configuration (an
	// .env given to --config) must not leak into logs.
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" || !slices.Contains(presets.ARIAVersions, n.Value) {
		return p.errorf(n, "aria must be a WAI-ARIA version: %s", strings.Join(presets.ARIAVersions, " or "))
	}
	c.ARIA = n.Value
	return nil
}

// target reads the browser-support target: `baseline: widely` (newly, or
// a year, which YAML reads as a number) or `browsers: [chrome 120,
// safari 17.4]`; a file gives one or the other.
func (p *parser) target(k, v *yaml.Node, c *File) error {
	if c.Baseline != "" || c.BrowserVersions != nil {
		return p.errorf(k, "baseline and browsers exclude each other: give one target")
	}
	if k.Value == "baseline" {
		// The value is not echoed (see aria).
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			return p.errorf(v, "baseline must be widely, newly or a year, not %s", describe(v))
		}
		if err := baseline.Check(v.Value); err != nil {
			return p.errorf(v, "baseline: %v", err)
		}
		c.Baseline = v.Value
		return nil
	}
	items, err := p.stringList(v, "browsers")
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return p.errorf(v, "browsers must name at least one browser and version, such as [chrome 120, safari 17.4]")
	}
	c.BrowserVersions = map[string]string{}
	for _, it := range items {
		id, ver, err := baseline.ParseVersion(it.Value)
		if err != nil {
			return p.errorf(it, "browsers: %v", err)
		}
		if _, dup := c.BrowserVersions[id]; dup {
			return p.errorf(it, "browsers: %s is named twice", id)
		}
		c.BrowserVersions[id] = ver
	}
	return nil
}

// templates reads `templates: [curly, el, ...]`, or auto or none.
func (p *parser) templates(n *yaml.Node, c *File) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
		// One name without brackets: `templates: none`.
		n = &yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{n}}
	}
	items, err := p.stringList(n, "templates")
	if err != nil {
		return err
	}
	if items == nil {
		return nil // "templates:" with nothing under it: not set
	}
	names := presets.TemplateNames()
	c.Templates = []string{} // an empty list: no template syntax
	for _, it := range items {
		name := strings.ToLower(it.Value)
		if !slices.Contains(names, name) {
			return p.errorf(it, "unknown template syntax%s; known: %s", suggest.Suggest(name, names), strings.Join(names, ", "))
		}
		c.Templates = append(c.Templates, name)
	}
	return nil
}

// rel returns path relative to the file's directory with forward
// slashes, or false when path is outside it.
func (f *File) rel(path string) (string, bool) {
	abs, err := filepath.Abs(path)
	if err != nil || f.Dir == "" {
		return "", false
	}
	r, err := filepath.Rel(f.Dir, abs)
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(r), true
}

// matches returns the first of patterns that path, taken relative to the
// file's directory, matches.
func (f *File) matches(patterns []string, path string) (string, bool) {
	r, ok := f.rel(path)
	if !ok {
		return "", false
	}
	for _, pat := range patterns {
		if doublestar.MatchUnvalidated(pat, r) {
			return pat, true
		}
	}
	return "", false
}

// Excluded returns the exclude pattern that path matches in any file of
// the chain, if any.
func (c *Config) Excluded(path string) (string, bool) {
	pat, _, ok := c.ExcludedBy(path)
	return pat, ok
}

// ExcludedBy returns the exclude pattern that path matches and the file
// that has it, trying the nearest file first.
func (c *Config) ExcludedBy(path string) (pattern, file string, ok bool) {
	for _, f := range c.Files {
		if pat, ok := f.matches(f.Exclude, path); ok {
			return pat, f.Path, true
		}
	}
	return "", "", false
}

// Fragment reports whether path is a part of a page by the fragments
// patterns of any file of the chain.
func (c *Config) Fragment(path string) bool {
	for _, f := range c.Files {
		if _, ok := f.matches(f.Fragments, path); ok {
			return true
		}
	}
	return false
}

// Page is a set of files that make one page together (the pages key).
type Page struct {
	// Dir is the directory the patterns are relative to.
	Dir string
	// Patterns select the files of the page.
	Patterns []string
}

// Page returns the page that path is a part of: the first set of the
// nearest file of the chain whose patterns match path.
func (c *Config) Page(path string) (*Page, bool) {
	for _, f := range c.Files {
		for _, set := range f.Pages {
			if _, ok := f.matches(set, path); ok {
				return &Page{Dir: f.Dir, Patterns: set}, true
			}
		}
	}
	return nil, false
}

// Files lists the regular files of the page, in a stable order, as
// absolute paths. Directories the patterns match are not entered.
func (p *Page) Files() ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, pat := range p.Patterns {
		matches, err := doublestar.Glob(os.DirFS(p.Dir), pat, doublestar.WithFilesOnly(), doublestar.WithFailOnIOErrors())
		if err != nil {
			return nil, fmt.Errorf("pages: %q in %s: %w", pat, p.Dir, err)
		}
		for _, m := range matches {
			abs := filepath.Join(p.Dir, filepath.FromSlash(m))
			if !seen[abs] {
				seen[abs] = true
				out = append(out, abs)
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// HasInclude reports whether a file of the chain has include patterns,
// which replace the *.html/*.htm default.
func (c *Config) HasInclude() bool {
	for _, f := range c.Files {
		if f.Include != nil {
			return true
		}
	}
	return false
}

// Included reports whether a file met while walking a directory is linted
// by the include patterns, or by default for *.html and *.htm: path must
// match an include pattern of every file of the chain that has some.
func (c *Config) Included(path string) bool {
	if !c.HasInclude() {
		return files.IsHTMLFile(path)
	}
	for _, f := range c.Files {
		if f.Include == nil {
			continue
		}
		if _, ok := f.matches(f.Include, path); !ok {
			return false
		}
	}
	return true
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
	base.ARIA = c.ARIA
	base.Frameworks = c.Frameworks
	base.AllowAttributes = c.AllowAttributes
	base.IgnoreAttributePrefixes = c.IgnoreAttributePrefixes
	base.Directives = c.Directives
	// A target given on the command line (in base) wins over the files'.
	if base.Browsers.Baseline == "" && len(base.Browsers.Versions) == 0 {
		base.Browsers.Baseline, base.Browsers.Versions = c.Browsers.Baseline, c.Browsers.Versions
	}
	base.Browsers.Allow = append(slices.Clone(base.Browsers.Allow), c.Browsers.Allow...)
	base.Browsers.Hints = base.Browsers.Hints || c.Browsers.Hints
	return base
}
