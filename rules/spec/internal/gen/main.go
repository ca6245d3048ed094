// Command gen writes rules/spec's generated tables (zz_*.go) from the
// pinned data under rules/spec/data and the hand-written corrections in
// rules/spec/data/corrections. It needs no network. Run it through
//
//	go generate ./rules/spec
//
// which runs it in rules/spec. The test of this package regenerates the
// tables in memory and fails on any difference from the committed files.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

func main() {
	data := flag.String("data", "data", "the data folder")
	out := flag.String("out", ".", "the folder to write zz_*.go into")
	flag.Parse()
	files, err := generate(*data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := os.WriteFile(filepath.Join(*out, name), files[name], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
}

// generate builds every generated file from the data folder, by file name.
func generate(dataDir string) (map[string][]byte, error) {
	ml, err := loadMarkuplint(dataDir)
	if err != nil {
		return nil, err
	}
	corr, err := loadCorrections(dataDir)
	if err != nil {
		return nil, err
	}
	html, err := buildHTML(ml, corr)
	if err != nil {
		return nil, err
	}
	gaps, err := loadARIAGaps(dataDir)
	if err != nil {
		return nil, err
	}
	if err := applyARIAConditions(html, gaps); err != nil {
		return nil, err
	}
	inPlace, err := loadARIAInPlace(dataDir)
	if err != nil {
		return nil, err
	}
	enums, err := buildEnumerated(ml, html, corr)
	if err != nil {
		return nil, err
	}
	events, err := buildEvents(dataDir, ml)
	if err != nil {
		return nil, err
	}
	aria, err := buildARIA(dataDir, ml, corr.aria)
	if err != nil {
		return nil, err
	}
	subtags, err := buildSubtags(dataDir)
	if err != nil {
		return nil, err
	}
	compat, err := buildCompat(dataDir, html)
	if err != nil {
		return nil, err
	}
	srcs, err := sourceNames(dataDir)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for name, w := range map[string]func() ([]byte, error){
		"zz_html.go":     func() ([]byte, error) { return emitHTML(srcs, html, enums, buildBooleans(html), events) },
		"zz_aria.go":     func() ([]byte, error) { return emitARIA(aria) },
		"zz_ariahtml.go": func() ([]byte, error) { return emitARIAGaps(gaps, inPlace) },
		"zz_subtags.go":  func() ([]byte, error) { return emitSubtags(subtags) },
		"zz_text.go":     func() ([]byte, error) { return emitText(subtags) },
		"zz_compat.go":   func() ([]byte, error) { return emitCompat(compat) },
	} {
		b, err := w()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		out[name] = b
	}
	return out, nil
}
