package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/config"
	"github.com/attrlint/attrlint/lint/render"
	"github.com/attrlint/attrlint/rules"
)

// effectiveConfig is what --print-config shows for one file.
type effectiveConfig struct {
	File string `json:"file"`
	// Files are the configuration files that apply, nearest first.
	Files     []string            `json:"configFiles"`
	Linted    bool                `json:"linted"`
	Excluded  string              `json:"excludedBy,omitempty"`
	Rules     map[string]string   `json:"rules"`
	Templates []string            `json:"templates"`
	ARIA      string              `json:"aria"`
	Fragment  bool                `json:"fragment"`
	Gitignore bool                `json:"gitignore"`
	Frames    []string            `json:"frameworks"`
	Allow     map[string][]string `json:"allowAttributes,omitempty"`
	Prefixes  []string            `json:"ignoreAttributePrefixes,omitempty"`
	// Directives is null when unset (Angular templates lenient), a list
	// (perhaps empty) when set (strict).
	Directives []string `json:"directives"`
	// The browser-support target: baseline, or browsers.
	Baseline      string            `json:"baseline,omitempty"`
	Browsers      map[string]string `json:"browsers,omitempty"`
	AllowFeatures []string          `json:"allowFeatures,omitempty"`
	BrowserHints  bool              `json:"browserHints"`
	// Site is how the site is served (the site key).
	Site effectiveSite `json:"site"`
}

// effectiveSite is the site key in effect; Root is "" when no file sets
// it (the directory given on the command line is the root).
type effectiveSite struct {
	Root          string   `json:"root,omitempty"`
	BasePath      string   `json:"basePath"`
	Index         []string `json:"index"`
	CleanURLs     bool     `json:"cleanURLs"`
	TrailingSlash string   `json:"trailingSlash"`
	IDs           []string `json:"ids,omitempty"`
}

// printConfig writes, as JSON, the configuration in effect for path after
// the cascade of .attrlint.yaml files (or --config) and --rule flags.
func printConfig(path, fixed string, cli map[string]lint.Severity, stdout, stderr io.Writer) int {
	all := rules.All()
	finder, err := config.NewFinder(all, fixed)
	if err != nil {
		printConfigError(stderr, fmt.Errorf("--config: %w", err))
		return exitUsage
	}
	cfg, err := finder.ForFile(path)
	if err != nil {
		printConfigError(stderr, err)
		return exitUsage
	}
	opts := cfg.Options(lint.Options{}, cli)
	abs, _ := filepath.Abs(path)
	ec := effectiveConfig{File: abs, Linted: true, Rules: map[string]string{}, Templates: opts.Templates, ARIA: opts.ARIA,
		Fragment: cfg.Fragment(path), Gitignore: cfg.Gitignore, Frames: opts.Frameworks,
		Allow: opts.AllowAttributes, Prefixes: opts.IgnoreAttributePrefixes, Directives: opts.Directives,
		Baseline: opts.Browsers.Baseline, Browsers: opts.Browsers.Versions, AllowFeatures: opts.Browsers.Allow, BrowserHints: opts.Browsers.Hints,
		Site: effectiveSite{Root: cfg.Site.Root, BasePath: cfg.Site.BasePath, Index: cfg.Site.Index, CleanURLs: cfg.Site.CleanURLs,
			TrailingSlash: cfg.Site.TrailingSlash, IDs: cfg.Site.IDs}}
	for _, f := range cfg.Files {
		ec.Files = append(ec.Files, f.Path)
	}
	if pat, file, ok := cfg.ExcludedBy(path); ok {
		ec.Linted, ec.Excluded = false, fmt.Sprintf("%q in %s", pat, file)
	}
	if ec.Templates == nil {
		ec.Templates = []string{config.Auto}
	}
	if ec.ARIA == "" {
		ec.ARIA = lint.DefaultARIA
	}
	if ec.Baseline == "" && len(ec.Browsers) == 0 {
		ec.Baseline = baseline.Widely
	}
	if ec.Frames == nil {
		ec.Frames = []string{config.Auto}
	}
	for _, r := range all {
		s := r.Severity
		if v, ok := opts.Severity[r.ID]; ok {
			s = v
		}
		ec.Rules[r.ID] = s.String()
	}
	if _, err := lint.New(all, opts); err != nil {
		fmt.Fprintf(stderr, "attrlint: %v\n", err)
		return exitUsage
	}
	b, err := json.MarshalIndent(ec, "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "attrlint: %v\n", err)
		return exitUsage
	}
	// Paths and patterns are the user's, and may hold C1 controls.
	fmt.Fprintf(stdout, "%s\n", render.EscapeC1(b))
	return exitOK
}
