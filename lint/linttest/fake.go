package linttest

// Small rules of the tests' own, so that the engine's tests (lint and the
// packages under it, which must not import package rules) exercise every
// path a rule can take: attribute rules with spans inside a value,
// warnings, fixes and suggestions, element rules that report a missing
// attribute, document rules with related places, repeated attributes,
// tokenizer problems and the engine's own directive checks. Each rule is
// simple enough that a test can say what it must find without running
// it; the catalogue's real rules are tested in package rules.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// FakeURL is the documentation URL of the fake rule with the given id.
func FakeURL(id string) string { return "https://attrlint.test/rules#" + id }

// The ids of the fake rules.
const (
	FakeEnum      = "fake-enum"
	FakeDate      = "fake-date"
	FakeBoolean   = "fake-boolean"
	FakeURLRule   = "fake-url"
	FakeAlt       = "fake-alt"
	FakeID        = "fake-id"
	FakeRef       = "fake-ref"
	FakeRepeat    = "fake-repeat"
	FakeSyntax    = "fake-syntax"
	FakeInvalidDx = "fake-invalid-directive"
	FakeUnusedDx  = "fake-unused-directive"
)

// fakeKeywords are the keywords FakeEnum accepts, by attribute.
var fakeKeywords = map[string][]string{
	"dir":  {"ltr", "rtl", "auto"},
	"type": {"text", "number", "date", "checkbox", "radio", "hidden", "email", "url", "submit"},
}

// FakeRules returns fresh copies of every fake rule:
//
//   - fake-enum (error): dir on every element and type on <input> must be
//     a keyword of a short list; a keyword in the wrong case is a warning
//     with a fix to lower case. The message quotes the value.
//   - fake-date (error): datetime on <time>, <ins> and <del> must be a
//     YYYY-MM-DD date (a "T" and anything after it are not checked); an
//     impossible month or day is reported on its two digits ("day 29 does
//     not exist in 2023-02").
//   - fake-boolean (error): disabled, checked and required take no value
//     but their name or ""; "true" (or another value) has a fix writing
//     the attribute bare, "false" only a suggestion removing it, with a
//     browser note.
//   - fake-url (error, fixable): href on <a>, <area> and <link> and src on
//     <img> must hold no space; the first one is reported, with a fix that
//     encodes every space as %20.
//   - fake-alt (error): <img> and <area> need an alt attribute; reported on
//     the start tag.
//   - fake-id (error): an id used by an earlier element that can be on the
//     same rendered page (Doc.Coexist, at most 256 exclusive ones passed
//     over), with the first one as related place.
//   - fake-ref (error): for, list, form, headers, aria-labelledby and
//     usemap must name an id (or a map's name) of the document; each
//     missing one is reported on its token.
//   - fake-repeat (warning): an attribute written twice on one tag, on the
//     dropped copy, with a fix removing it.
//   - fake-syntax (error): the tokenizer's attribute parse errors and stray
//     slashes, on the offending character.
//   - fake-invalid-directive (error) and fake-unused-directive (warning):
//     the engine's checks of suppression comments.
//
// Every rule has a Doc, a Summary and FakeURL(id) as its URL.
func FakeRules() []*lint.Rule {
	return []*lint.Rule{
		fakeEnum(), fakeDate(), fakeBoolean(), fakeURL(), fakeAlt(), fakeID(), fakeRef(), fakeRepeat(), fakeSyntax(),
		{ID: FakeInvalidDx, Family: "directives", Severity: lint.Error, Summary: "suppression comments use known directives and rules",
			Doc: "A fake rule reporting the engine's InvalidDirectives check.", URL: FakeURL(FakeInvalidDx), Hook: lint.InvalidDirectives},
		{ID: FakeUnusedDx, Family: "directives", Severity: lint.Warning, Summary: "suppression comments suppress something",
			Doc: "A fake rule reporting the engine's UnusedDirectives check.", URL: FakeURL(FakeUnusedDx), Hook: lint.UnusedDirectives},
	}
}

// FakeRule returns a fresh copy of the fake rule with the given id, or
// nil.
func FakeRule(id string) *lint.Rule {
	for _, r := range FakeRules() {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// Fake returns a linter of every fake rule with opts, failing the test
// when lint.New refuses them.
func Fake(tb testing.TB, opts lint.Options) *lint.Linter {
	tb.Helper()
	l, err := lint.New(FakeRules(), opts)
	if err != nil {
		tb.Fatal(err)
	}
	return l
}

func fakeEnum() *lint.Rule {
	return &lint.Rule{
		ID: FakeEnum, Family: "values", Severity: lint.Error, URL: FakeURL(FakeEnum), Fixable: true,
		Summary: "dir and input type take a keyword",
		Doc:     "A fake rule: dir must be ltr, rtl or auto, and input type one of a few keywords.",
		Valid:   `<p dir="rtl"><input type="number">`, Invalid: `<p dir="x"><input type="nmber">`,
		Targets: append(lint.On("dir", "*"), lint.On("type", "input")...),
		Check: func(a *lint.Attr) {
			for _, k := range fakeKeywords[a.Name] {
				switch {
				case a.Value == k:
					return
				case strings.EqualFold(a.Value, k):
					a.Report(lint.Finding{Whole: true, Warn: true, Message: fmt.Sprintf("%q is written in lower case", a.Value),
						Fix: &lint.ValueFix{Message: "write " + k, Value: k}})
					return
				}
			}
			a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("%q is not a keyword of %s", a.Value, a.Name)})
		},
	}
}

var daysIn = [13]int{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func leap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

func fakeDate() *lint.Rule {
	return &lint.Rule{
		ID: FakeDate, Family: "values", Severity: lint.Error, URL: FakeURL(FakeDate),
		Summary: "datetime holds a real date",
		Doc:     "A fake rule: datetime must be a date YYYY-MM-DD that exists.",
		Valid:   `<time datetime="2024-02-29">`, Invalid: `<time datetime="2023-02-29">`,
		Targets: lint.On("datetime", "time", "ins", "del"),
		Check: func(a *lint.Attr) {
			v := a.Value
			if len(v) > 10 && v[10] == 'T' {
				v = v[:10] // a time after the date is not checked
			}
			var y, m, d int
			if len(v) != 10 || v[4] != '-' || v[7] != '-' || !digits(v[:4]) || !digits(v[5:7]) || !digits(v[8:]) {
				a.Report(lint.Finding{Whole: true, Message: fmt.Sprintf("%q is not a date YYYY-MM-DD", v)})
				return
			}
			fmt.Sscanf(v, "%4d-%2d-%2d", &y, &m, &d)
			switch {
			case m < 1 || m > 12:
				a.Report(lint.Finding{Offset: 5, End: 7, Message: fmt.Sprintf("month %d does not exist", m)})
			case d < 1 || d > daysIn[m] || m == 2 && d == 29 && !leap(y):
				a.Report(lint.Finding{Offset: 8, End: 10, Message: fmt.Sprintf("day %d does not exist in %s", d, v[:7])})
			}
		},
	}
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func fakeBoolean() *lint.Rule {
	return &lint.Rule{
		ID: FakeBoolean, Family: "values", Severity: lint.Error, URL: FakeURL(FakeBoolean), Fixable: true,
		Summary: "boolean attributes take no value",
		Doc:     "A fake rule: disabled, checked and required are on when present, whatever their value.",
		Valid:   `<input required>`, Invalid: `<input required="true">`,
		Targets: append(append(lint.On("disabled", "*"), lint.On("checked", "*")...), lint.On("required", "*")...),
		Check: func(a *lint.Attr) {
			if a.Value == "" || strings.EqualFold(a.Value, a.Name) {
				return
			}
			f := lint.Finding{Whole: true, Message: fmt.Sprintf("%s is a boolean attribute: %q does not turn it off", a.Name, a.Value),
				Browser: "browsers treat the element as " + a.Name}
			if strings.EqualFold(a.Value, "false") {
				f.Suggest = &lint.ValueFix{Message: "remove " + a.Name + " if it should be off", Remove: true}
			} else {
				f.Fix = &lint.ValueFix{Message: "write " + a.Name + " without a value, which browsers read the same way", Drop: true}
			}
			a.Report(f)
		},
	}
}

func fakeURL() *lint.Rule {
	return &lint.Rule{
		ID: FakeURLRule, Family: "values", Severity: lint.Error, URL: FakeURL(FakeURLRule), Fixable: true,
		Summary: "URLs hold no spaces",
		Doc:     "A fake rule: a space in a URL is encoded by browsers; write %20.",
		Valid:   `<a href="a%20b">`, Invalid: `<a href="a b">`,
		Targets: append(lint.On("href", "a", "area", "link"), lint.On("src", "img")...),
		Check: func(a *lint.Attr) {
			i := strings.IndexByte(a.Value, ' ')
			if i < 0 {
				return
			}
			a.Report(lint.Finding{Offset: i, End: i + 1, Message: "a space in a URL",
				Browser: "browsers send it as %20",
				Fix:     &lint.ValueFix{Message: "encode the spaces as %20", Value: strings.ReplaceAll(a.Value, " ", "%20")}})
		},
	}
}

func fakeAlt() *lint.Rule {
	return &lint.Rule{
		ID: FakeAlt, Family: "elements", Severity: lint.Error, URL: FakeURL(FakeAlt),
		Summary: "images have alt",
		Doc:     "A fake rule: <img> and <area> need an alt attribute.",
		Valid:   `<img src=a alt="">`, Invalid: `<img src=a>`,
		Elements: []string{"img", "area"},
		Element: func(e *lint.Element) {
			if _, ok := e.Get("alt"); !ok && !e.TemplatedTag() {
				e.Report("", lint.Finding{Whole: true, Message: fmt.Sprintf("<%s> has no alt attribute", e.Name)})
			}
		},
	}
}

// fakeMaxExclusive bounds the elements of one id fake-id passes over that
// cannot coexist with the one it judges (as the real id rule does).
const fakeMaxExclusive = 256

func fakeID() *lint.Rule {
	return &lint.Rule{
		ID: FakeID, Family: "references", Severity: lint.Error, URL: FakeURL(FakeID),
		Summary: "ids are unique",
		Doc:     "A fake rule: an id must not be used by two elements of one page.",
		Valid:   `<p id=a><p id=b>`, Invalid: `<p id=a><p id=a>`,
		Document: func(d *lint.Doc) {
			for _, n := range d.All {
				v, ok := lint.GetAttr(n, "id")
				if !ok || v == "" || d.Templated(v) {
					continue
				}
				same := d.ByID(v)
				if len(same) < 2 || same[0] == n {
					continue
				}
				var first *html.Node
				skipped := 0
				for _, m := range same {
					if m == n || skipped == fakeMaxExclusive {
						break
					}
					if d.Coexist(m, n) {
						first = m
						break
					}
					skipped++
				}
				if first == nil {
					continue
				}
				line, col := d.Position(first, "id")
				d.Report(n, "id", lint.Finding{Whole: true,
					Message: fmt.Sprintf("id %q is already used at %d:%d", v, line, col),
					Related: []lint.Related{{Node: first, Attr: "id", Message: fmt.Sprintf("the first element with id %q", v)}}})
			}
		},
	}
}

// fakeRefs are the attributes fake-ref resolves, and whether they hold a
// list of ids.
var fakeRefs = []struct {
	attr string
	list bool
}{{"for", false}, {"list", false}, {"form", false}, {"headers", true}, {"aria-labelledby", true}, {"usemap", false}}

func fakeRef() *lint.Rule {
	return &lint.Rule{
		ID: FakeRef, Family: "references", Severity: lint.Error, URL: FakeURL(FakeRef),
		Summary: "references name an element",
		Doc:     "A fake rule: for, list, form, headers, aria-labelledby and usemap must name an id (usemap: a map's name) of the document.",
		Valid:   `<!DOCTYPE html><label for=a>l</label><input id=a>`, Invalid: `<!DOCTYPE html><label for=b>l</label><input id=a>`,
		Document: func(d *lint.Doc) {
			var maps map[string]bool
			for _, n := range d.Elements {
				for _, r := range fakeRefs {
					v, ok := lint.GetAttr(n, r.attr)
					if !ok || d.Templated(v) {
						continue
					}
					if r.attr == "usemap" {
						if maps == nil {
							maps = map[string]bool{}
							for _, m := range d.Elements {
								if name, ok := lint.GetAttr(m, "name"); ok && m.Data == "map" {
									maps[name] = true
								}
							}
						}
						if name, ok := strings.CutPrefix(v, "#"); !ok || !maps[name] && !d.OnPage(name) {
							d.Report(n, r.attr, lint.Finding{Whole: true, Message: fmt.Sprintf("no <map> named %q", strings.TrimPrefix(v, "#"))})
						}
						continue
					}
					if !r.list {
						if v != "" && len(d.ByID(v)) == 0 && !d.OnPage(v) {
							d.Report(n, r.attr, lint.Finding{Whole: true, Message: fmt.Sprintf("no element has id %q", v)})
						}
						continue
					}
					at := 0
					for _, tok := range strings.Split(v, " ") {
						if tok != "" && len(d.ByID(tok)) == 0 && !d.OnPage(tok) {
							d.Report(n, r.attr, lint.Finding{Offset: at, End: at + len(tok), Message: fmt.Sprintf("no element has id %q", tok)})
						}
						at += len(tok) + 1
					}
				}
			}
		},
	}
}

func fakeRepeat() *lint.Rule {
	return &lint.Rule{
		ID: FakeRepeat, Family: "syntax", Severity: lint.Warning, URL: FakeURL(FakeRepeat), Fixable: true,
		Summary: "attributes are written once",
		Doc:     "A fake rule: browsers keep the first of repeated attributes.",
		Valid:   `<p class=a>`, Invalid: `<p class=a class=b>`,
		Document: func(d *lint.Doc) {
			for _, r := range d.Repeats() {
				d.ReportRepeat(r, lint.Finding{Name: true, AnyExpansion: true,
					Message: fmt.Sprintf("%s is repeated: browsers keep %q", r.Name, r.Kept),
					Fix:     &lint.ValueFix{Message: "remove the repeat", Remove: true}})
			}
		},
	}
}

func fakeSyntax() *lint.Rule {
	return &lint.Rule{
		ID: FakeSyntax, Family: "syntax", Severity: lint.Error, URL: FakeURL(FakeSyntax),
		Summary: "tags parse cleanly",
		Doc:     "A fake rule: the tokenizer's parse errors about attributes.",
		Valid:   `<p class="a" id=b>`, Invalid: `<p class="a"id=b>`,
		Document: func(d *lint.Doc) {
			for _, p := range d.TagProblems() {
				msg := "a stray / in the tag"
				if p.Kind != lint.StraySolidus {
					msg = fmt.Sprintf("parse error %d at attribute %q", p.Kind, p.Attr)
				}
				d.ReportTagProblem(p, lint.Finding{Message: msg})
			}
		},
	}
}
