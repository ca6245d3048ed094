package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/language"
	"golang.org/x/text/unicode/runenames"
)

// The facts of Unicode and of CLDR that messages name come from Go's
// unicode package and from golang.org/x/text, whose version go.mod pins:
// read here, when the tables are generated, so that attrlint does not
// carry their whole tables (the names of every character alone are a
// megabyte).

// regionLanguage pairs a region subtag with its likely language.
type regionLanguage struct{ region, language string }

// emitText writes zz_text.go: the characters Unicode counts as white
// space and HTML does not, with their names; the likely language of each
// region of the registry (CLDR's likely subtags: und-JP is ja-Jpan-JP);
// and the two-letter region codes the registry lacks that CLDR replaces
// with one it has (UK with GB).
func emitText(t *subtagTable) ([]byte, error) {
	regions := map[string]bool{}
	for _, r := range t.records {
		if r.Type == "region" {
			regions[strings.ToUpper(r.Subtag)] = true
		}
	}
	var likely []regionLanguage
	var aliases [][2]string
	for a := 'A'; a <= 'Z'; a++ {
		for b := 'A'; b <= 'Z'; b++ {
			code := string([]rune{a, b})
			r, err := language.ParseRegion(code)
			if err != nil {
				continue
			}
			if !regions[code] {
				if c := r.Canonicalize().String(); c != code && regions[c] {
					aliases = append(aliases, [2]string{code, c})
				}
				continue
			}
			// Only a High confidence names a language spoken there
			// (und-EU gives en with Low confidence: no such fact).
			if base, conf := language.Make("und-" + code).Base(); conf == language.High {
				likely = append(likely, regionLanguage{code, base.String()})
			}
		}
	}
	var spaces []rune
	for _, rg := range unicode.White_Space.R16 {
		for r := rune(rg.Lo); r <= rune(rg.Hi); r += rune(rg.Stride) {
			if r >= 0x80 {
				spaces = append(spaces, r)
			}
		}
	}
	for _, rg := range unicode.White_Space.R32 {
		for r := rune(rg.Lo); r <= rune(rg.Hi); r += rune(rg.Stride) {
			spaces = append(spaces, r)
		}
	}
	sort.Slice(spaces, func(i, j int) bool { return spaces[i] < spaces[j] })
	if len(likely) == 0 || len(spaces) == 0 {
		return nil, fmt.Errorf("no likely languages or no spaces: golang.org/x/text changed")
	}

	w := &writer{}
	w.WriteString(header)
	w.p("// TextSource says where the tables of this file come from.\n")
	w.p("const TextSource = %s\n\n", quote(fmt.Sprintf("Go's unicode package (Unicode %s) and golang.org/x/text (Unicode %s names, CLDR %s)",
		unicode.Version, runenames.UnicodeVersion, language.CLDRVersion)))
	w.p("// UnicodeOnlySpaces are the characters outside ASCII that Unicode counts\n")
	w.p("// as white space (the White_Space property), which HTML does not (its\n")
	w.p("// whitespace is ASCII's), with their Unicode names, by code point.\n")
	w.p("var UnicodeOnlySpaces = []CharName{\n")
	for _, r := range spaces {
		w.p("{Char: 0x%04X, Name: %s},\n", r, quote(runenames.Name(r)))
	}
	w.p("}\n\n")
	w.p("// RegionLanguages gives the language CLDR's likely subtags name with high\n")
	w.p("// confidence for a region subtag of the registry (und-JP is ja-Jpan-JP),\n")
	w.p("// by region.\n")
	w.p("var RegionLanguages = []RegionLanguage{\n")
	for _, l := range likely {
		w.p("{Region: %s, Language: %s},\n", quote(l.region), quote(l.language))
	}
	w.p("}\n\n")
	w.p("// RegionAliases are the two-letter region codes that the registry does\n")
	w.p("// not have and that CLDR replaces with one it has (UK with GB), by code.\n")
	w.p("var RegionAliases = []RegionAlias{\n")
	for _, a := range aliases {
		w.p("{Code: %s, Region: %s},\n", quote(a[0]), quote(a[1]))
	}
	w.p("}\n")
	return gofmt(w.Bytes())
}
