package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// LanguageTag checks lang, xml:lang, hreflang and srclang.
var LanguageTag = &lint.Rule{
	ID:       "language-tag",
	Family:   "languages",
	Section:  "https://html.spec.whatwg.org/multipage/dom.html#attr-lang",
	Severity: lint.Error,
	Summary:  "lang, hreflang and srclang must be valid BCP 47 language tags (lang may be empty)",
	Doc: `HTML §3.2.6.2 and the attributes hreflang (§4.6.2) and srclang
(§4.8.11): the value is a valid BCP 47 language tag (RFC 5646): well formed
(language, then script, region, variants, extensions and private use, in
that order, separated by '-'), every subtag in the IANA Language Subtag
Registry (a copy pinned in rules/spec), no variant or extension given
twice. lang="" is valid: it says the language is unknown.

Browsers keep the value as written: :lang() selectors, fonts, hyphenation,
spelling and screen reader voices then match nothing ("en_US" is no
language, so a French voice may read English). A deprecated subtag ("iw")
still works in most places; its preferred value ("he") is suggested, and
so is "en-US" for "en_US" where turning '_' into '-' makes the tag valid.
From CLDR's data: a region written as the language ("jp", Japan's region
code) gets the region's likely language ("ja"), and a region code the
registry lacks but CLDR replaces ("en-UK") gets its replacement
("en-GB").
Both are suggestions, not fixes that --fix applies: they change what
browsers do (for the better), and --fix only makes changes browsers do
not notice.`,
	Valid:   `<html lang="en-GB"><p lang="">x</p><p lang="zh-Hant-TW">y</p><link rel="alternate" hreflang="x-default" href="/">`,
	Invalid: `<p lang="en_US">x</p><p lang="english">y</p>`,
	Targets: slices.Concat(lint.On("lang", "*"), lint.On("xml:lang", "*"), lint.On("hreflang", "a", "link", "area"), lint.On("srclang", "track")),
	Check: func(a *lint.Attr) {
		v := a.Value
		if v == "" && a.Name == "lang" {
			return
		}
		if a.Name == "srclang" && v == "" {
			a.Report(lint.Finding{Whole: true, Message: "srclang must be a language tag, not empty"})
			return
		}
		if a.Name == "hreflang" && v == "x-default" {
			// Not a language tag, but the value search engines define for
			// the page that serves no particular language.
			return
		}
		if f, ok := langTagProblem(v); ok {
			if strings.Contains(v, "_") {
				if fixed := strings.ReplaceAll(v, "_", "-"); !problemOnly(fixed) {
					f.Suggest = &lint.ValueFix{Value: fixed, Message: "write " + fixed}
				}
			}
			a.Report(f)
		}
	},
}

// problemOnly reports whether tag has a problem that is an error.
func problemOnly(tag string) bool {
	f, ok := langTagProblem(tag)
	return ok && !f.Warn
}

// langTagProblem returns the first problem of tag: well-formedness
// (microsyntax.ParseLanguageTag), then validity against the registry
// (RFC 5646 §2.2.9), then deprecation (a warning).
func langTagProblem(tag string) (lint.Finding, bool) {
	subtags, err := microsyntax.ParseLanguageTag(tag)
	if err != nil {
		f := errFinding(err, "")
		f.Browser = "browsers keep it, but nothing that looks for a language (:lang(), fonts, voices) matches it"
		return f, true
	}
	// A grandfathered or redundant tag is looked up whole.
	for _, typ := range []string{"grandfathered", "redundant"} {
		if r := spec.LookupSubtag(typ, tag); r != nil {
			if r.Deprecated && r.Preferred != "" {
				return lint.Finding{Whole: true, Warn: true,
					Message: fmt.Sprintf("%q is deprecated in the language subtag registry; use %q", tag, r.Preferred),
					Suggest: &lint.ValueFix{Value: r.Preferred, Message: "use " + r.Preferred}}, true
			}
			return lint.Finding{}, false
		}
	}
	if len(subtags) == 1 && subtags[0].Kind == "grandfathered" {
		return lint.Finding{}, false
	}
	seenVariant := map[string]bool{}
	seenSingleton := map[byte]bool{}
	var deprecated *lint.Finding
	for _, st := range subtags {
		end := st.Offset + len(st.Text)
		switch st.Kind {
		case "extension":
			c := st.Text[0] | 0x20
			if seenSingleton[c] {
				return lint.Finding{Offset: st.Offset, End: st.Offset + 1, Message: fmt.Sprintf("extension %q is given twice", st.Text[:1])}, true
			}
			seenSingleton[c] = true
			continue
		case "privateuse":
			continue
		case "variant":
			k := strings.ToLower(st.Text)
			if seenVariant[k] {
				return lint.Finding{Offset: st.Offset, End: end, Message: fmt.Sprintf("variant %q is given twice", st.Text)}, true
			}
			seenVariant[k] = true
		}
		r := lookupSubtag(st.Kind, st.Text)
		if r == nil {
			f := lint.Finding{Offset: st.Offset, End: end,
				Message: fmt.Sprintf("%q is not a %s subtag of the IANA language subtag registry", st.Text, st.Kind),
				Browser: "browsers keep it, but nothing that looks for a language matches it"}
			if why, want := likelyMeant(st); want != "" {
				fixed := tag[:st.Offset] + want + tag[end:]
				f.Message += fmt.Sprintf("; %s (did you mean %q?)", why, fixed)
				f.Suggest = &lint.ValueFix{Value: fixed, Message: "write " + fixed}
			}
			return f, true
		}
		if r.Deprecated && deprecated == nil {
			f := lint.Finding{Offset: st.Offset, End: end, Warn: true,
				Message: fmt.Sprintf("%s subtag %q is deprecated in the registry", st.Kind, st.Text)}
			if r.Preferred != "" {
				f.Message += fmt.Sprintf("; use %q", r.Preferred)
				f.Suggest = &lint.ValueFix{Value: tag[:st.Offset] + r.Preferred + tag[end:], Message: "use " + r.Preferred}
			}
			deprecated = &f
		}
	}
	if deprecated != nil {
		return *deprecated, true
	}
	return lint.Finding{}, false
}

// likelyMeant guesses, from CLDR's data (spec.LikelyLanguage and
// spec.ReplacedRegion), the subtag an author meant by an unknown one,
// with the reason: a region written as the language ("jp", the region
// of Japan, whose likely language is "ja"), or a region code the registry
// does not have but CLDR replaces ("UK" with "GB"). It returns "" when
// there is no such guess: a suggestion is never a guess by spelling.
func likelyMeant(st microsyntax.LangSubtag) (why, want string) {
	switch st.Kind {
	case "language":
		if len(st.Text) != 2 || lookupSubtag("region", st.Text) == nil {
			return "", ""
		}
		if lang := spec.LikelyLanguage(st.Text); lang != "" {
			return fmt.Sprintf("%s is a region, whose likely language is %q", strings.ToUpper(st.Text), lang), lang
		}
	case "region":
		if r := spec.ReplacedRegion(st.Text); r != "" {
			return fmt.Sprintf("CLDR replaces it with %q", r), r
		}
	}
	return "", ""
}

// lookupSubtag finds a subtag of a kind in the registry, ranges such as
// qaa..qtz (private use) included.
func lookupSubtag(kind, text string) *spec.Subtag {
	if r := spec.LookupSubtag(kind, text); r != nil {
		return r
	}
	for _, r := range subtagRanges {
		lo, hi, _ := strings.Cut(r.Subtag, "..")
		if r.Type == kind && len(lo) == len(text) && strings.ToLower(lo) <= strings.ToLower(text) && strings.ToLower(text) <= strings.ToLower(hi) {
			return r
		}
	}
	return nil
}

// subtagRanges are the registry's records for ranges of subtags.
var subtagRanges = func() []*spec.Subtag {
	var out []*spec.Subtag
	for i := range spec.Subtags {
		if strings.Contains(spec.Subtags[i].Subtag, "..") {
			out = append(out, &spec.Subtags[i])
		}
	}
	return out
}()
