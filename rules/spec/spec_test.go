package spec

import (
	"slices"
	"sort"
	"strings"
	"testing"
)

func TestLookupElements(t *testing.T) {
	for i := range Elements {
		e := &Elements[i]
		if got := Lookup(e.Namespace, e.Name); got != e {
			t.Errorf("Lookup(%v, %q) = %v, want the table's row", e.Namespace, e.Name, got)
		}
		if e.Source == 0 {
			t.Errorf("%s: no source", e.Name)
		}
		if !sort.SliceIsSorted(e.Attrs, func(a, b int) bool { return e.Attrs[a].Name < e.Attrs[b].Name }) {
			t.Errorf("%s: attributes not sorted", e.Name)
		}
		for _, a := range e.Attrs {
			if a.Source == 0 {
				t.Errorf("%s@%s: no source", e.Name, a.Name)
			}
			if a.Status != Current && (a.Replacement == "" || a.Section == "") {
				t.Errorf("%s@%s: obsolete without replacement or section", e.Name, a.Name)
			}
		}
		if e.Status != Current && (e.Replacement == "" || e.Section == "") {
			t.Errorf("%s: obsolete without replacement or section", e.Name)
		}
	}
	for _, c := range []struct {
		ns   Namespace
		name string
		ok   bool
	}{
		{HTML, "div", true}, {HTML, "DIV", true}, {SVG, "clipPath", true}, {SVG, "clippath", false},
		{MathML, "math", true}, {HTML, "svg", false}, {HTML, "my-element", false},
	} {
		if got := Lookup(c.ns, c.name); (got != nil) != c.ok {
			t.Errorf("Lookup(%v, %q) = %v, want found %v", c.ns, c.name, got, c.ok)
		}
	}
}

func TestElementAttr(t *testing.T) {
	img, td, circle := Lookup(HTML, "img"), Lookup(HTML, "td"), Lookup(SVG, "circle")
	for _, c := range []struct {
		e    *Element
		attr string
		ok   bool
	}{
		{img, "alt", true}, {img, "src", true}, {img, "crossorigin", true}, {img, "class", true},
		{img, "onclick", true}, {img, "role", true}, {img, "href", false}, {img, "clas", false},
		{td, "colspan", true}, {td, "width", true},
		{circle, "cx", true}, {circle, "fill", true}, {circle, "href", false},
	} {
		if got := c.e.Attr(c.attr); (got != nil) != c.ok {
			t.Errorf("%s.Attr(%q) = %v, want found %v", c.e.Name, c.attr, got, c.ok)
		}
	}
	if a := td.Attr("width"); a == nil || a.Status != NonConforming || a.Replacement != "Use CSS instead." || a.Section != "#non-conforming-features" {
		t.Errorf("td width: %+v, want non-conforming with the replacement §16.2 names", a)
	}
	if a := img.Attr("border"); a == nil || a.Status != ObsoleteConforming || a.ConformingValue != "0" {
		t.Errorf("img border: %+v, want obsolete but conforming with value 0", a)
	}
	if e := Lookup(HTML, "center"); e == nil || e.Status != NonConforming || e.Replacement == "" {
		t.Errorf("center: %+v, want a non-conforming element with a replacement", e)
	}
	if a := img.Attr("src"); a == nil || a.Type != "NonEmptyURL" || !slices.Equal(a.RequiredEither, []string{"srcset"}) {
		t.Errorf("img src: %+v", a)
	}
	if a := Lookup(HTML, "input").Attr("checked"); a == nil || a.Condition != "[type='checkbox' i], [type='radio' i]" {
		t.Errorf("input checked: %+v, want its condition", a)
	}
}

func TestSets(t *testing.T) {
	for i := 0; i < numGlobalSets; i++ {
		attrs := SetAttrs(1 << i)
		if len(attrs) == 0 {
			t.Errorf("set %d is empty", i)
		}
		if !sort.SliceIsSorted(attrs, func(a, b int) bool { return attrs[a].Name < attrs[b].Name }) {
			t.Errorf("set %d: not sorted", i)
		}
	}
	for _, name := range []string{"focusgroup", "focusgroupstart"} {
		if findAttr(SetAttrs(HTMLGlobalAttrs), name) != nil {
			t.Errorf("%s is not a global attribute of the standard (attributes.json drops it)", name)
		}
	}
	if a := findAttr(SetAttrs(HTMLGlobalAttrs), "contextmenu"); a == nil || a.Status != NonConforming || a.Source != FromCorrections {
		t.Errorf("contextmenu: %+v, want a non-conforming global attribute added by the corrections", a)
	}
}

func TestEnumerated(t *testing.T) {
	for i := range EnumeratedAttributes {
		e := &EnumeratedAttributes[i]
		if e.Source == 0 || e.Doc == "" {
			t.Errorf("%s on %v: no source or doc", e.Name, e.Elements)
		}
		for _, s := range e.Sections {
			if !strings.HasPrefix(s, "#") {
				t.Errorf("%s: section %q", e.Name, s)
			}
		}
		if e.Context != "" {
			if _, _, _, ok := ParseContext(e.Context); !ok {
				t.Errorf("%s: malformed context %q", e.Name, e.Context)
			}
		}
	}
	attrs := func(kv ...string) func(string) (string, bool) {
		return func(name string) (string, bool) {
			for i := 0; i < len(kv); i += 2 {
				if kv[i] == name {
					return kv[i+1], true
				}
			}
			return "", false
		}
	}
	for _, tc := range []struct {
		ctx  string
		get  func(string) (string, bool)
		want bool
	}{
		{"", attrs(), true},
		{"type=color", attrs("type", "color"), true},
		{"type=color", attrs("type", "COLOR"), true},
		{"type=color", attrs("type", "text"), false},
		{"type=color", attrs("type", " color"), false},
		{"type=color", attrs(), false},
		{"type=submit|image", attrs("type", "Image"), true},
		{"rel~=preload", attrs("rel", "stylesheet\tPRELOAD "), true},
		{"rel~=preload", attrs("rel", "preload"), true},
		{"rel~=preload", attrs("rel", "modulepreload"), false},
		{"rel~=preload", attrs("rel", ""), false},
		{"rel~=preload|modulepreload", attrs("rel", "x modulepreload"), true},
		{"rel=preload", attrs("rel", "x preload"), false},
		// Malformed contexts never match.
		{"type", attrs("type", "type"), false},
		{"=x", attrs("", "x"), false},
		{"type=", attrs("type", ""), false},
		{"type=a||b", attrs("type", "a"), false},
		{"Type=a", attrs("Type", "a"), false},
	} {
		if got := ContextMatches(tc.ctx, tc.get); got != tc.want {
			t.Errorf("ContextMatches(%q) = %v, want %v", tc.ctx, got, tc.want)
		}
	}
}

func TestEventHandlers(t *testing.T) {
	if !sort.SliceIsSorted(EventHandlers, func(a, b int) bool { return EventHandlers[a].Name < EventHandlers[b].Name }) {
		t.Fatal("EventHandlers not sorted")
	}
	if h := LookupEventHandler("onclick"); h == nil || h.Elements != nil || h.Source != FromEventAttributes {
		t.Errorf("onclick: %+v, want a global handler from html-event-attributes", h)
	}
	if h := LookupEventHandler("onafterprint"); h == nil || !slices.Equal(h.Elements, []string{"body"}) {
		t.Errorf("onafterprint: %+v, want body only", h)
	}
	if h := LookupEventHandler("onlick"); h != nil {
		t.Errorf("onlick: %+v", h)
	}
}

func TestARIA(t *testing.T) {
	if !sort.SliceIsSorted(Roles, func(a, b int) bool { return Roles[a].Name < Roles[b].Name }) {
		t.Fatal("Roles not sorted")
	}
	for _, c := range []struct {
		name, since, module string
		abstract            bool
	}{
		{"button", "", "aria", false}, {"widget", "", "aria", true}, {"comment", "1.3", "aria", false},
		{"mark", "1.3", "aria", false}, {"doc-toc", "", "dpub", false}, {"graphics-document", "", "graphics", false},
	} {
		r := LookupRole(c.name)
		if r == nil || r.Since != c.since || r.Module != c.module || r.Abstract != c.abstract || r.Source == 0 {
			t.Errorf("role %s: %+v, want since %q module %q abstract %v", c.name, r, c.since, c.module, c.abstract)
		}
	}
	if r := LookupRole("checkbox"); r == nil || !slices.Equal(r.Required, []string{"aria-checked"}) {
		t.Errorf("checkbox: %+v, want aria-checked required", r)
	}
	if r := LookupRole("directory"); r == nil || !r.Deprecated {
		t.Errorf("directory: %+v, want deprecated", r)
	}
	for _, c := range []struct {
		name, since  string
		global, depr bool
		typ          string
	}{
		{"aria-label", "", true, false, "string"}, {"aria-braillelabel", "1.3", true, false, "string"},
		{"aria-grabbed", "", true, true, "boolean"}, {"aria-checked", "", false, false, "tristate"},
	} {
		p := LookupARIAProperty(c.name)
		if p == nil || p.Since != c.since || p.Global != c.global || p.Deprecated != c.depr || p.Type != c.typ {
			t.Errorf("%s: %+v, want since %q global %v deprecated %v type %q", c.name, p, c.since, c.global, c.depr, c.typ)
		}
	}
	img := Lookup(HTML, "img")
	if img.ARIA.ImplicitRole != "img" || !slices.Contains(img.ARIA.PermittedRoles, "button") || len(img.ARIA.Conditions) == 0 {
		t.Errorf("img ARIA: %+v", img.ARIA)
	}
	if div := Lookup(HTML, "div"); !div.ARIA.AnyRole {
		t.Errorf("div: any role is permitted, got %+v", div.ARIA)
	}
}

func TestSubtags(t *testing.T) {
	if len(Subtags) < 9000 || SubtagsFileDate == "" {
		t.Fatalf("%d subtags, file date %q", len(Subtags), SubtagsFileDate)
	}
	for i := range Subtags {
		s := &Subtags[i]
		if got := LookupSubtag(s.Type, s.Subtag); got != s {
			t.Fatalf("LookupSubtag(%q, %q) = %v", s.Type, s.Subtag, got)
		}
	}
	if s := LookupSubtag("language", "IW"); s == nil || !s.Deprecated || s.Preferred != "he" {
		t.Errorf("iw: %+v, want deprecated for he", s)
	}
	if s := LookupSubtag("language", "en"); s == nil || s.SuppressScript != "Latn" {
		t.Errorf("en: %+v, want Suppress-Script Latn", s)
	}
	if s := LookupSubtag("variant", "1901"); s == nil || !slices.Contains(s.Prefix, "de") {
		t.Errorf("1901: %+v, want prefix de", s)
	}
	if s := LookupSubtag("grandfathered", "i-klingon"); s == nil || s.Preferred != "tlh" {
		t.Errorf("i-klingon: %+v", s)
	}
	if s := LookupSubtag("language", "zz"); s != nil {
		t.Errorf("zz: %+v", s)
	}
}

func TestSourceNames(t *testing.T) {
	for s := FromMarkuplint; s <= FromCorrections; s++ {
		if name := s.String(); name == "" || name == "unknown source" {
			t.Errorf("source %d has no name", s)
		}
	}
	if got := FromMarkuplint.String(); got != "@markuplint/html-spec 5.0.1" {
		t.Errorf("FromMarkuplint = %q", got)
	}
}

// TestAttrIndex: the indexed Attr answers as the search does, for every
// element and every attribute name of the tables (and a name of none).
func TestAttrIndex(t *testing.T) {
	var names []string
	seen := map[string]bool{}
	collect := func(attrs []Attribute) {
		for _, a := range attrs {
			if !seen[a.Name] {
				seen[a.Name] = true
				names = append(names, a.Name)
			}
		}
	}
	for i := range Elements {
		collect(Elements[i].Attrs)
	}
	for s := GlobalSet(1); s < 1<<numGlobalSets; s <<= 1 {
		collect(SetAttrs(s))
	}
	names = append(names, "no-such-attribute")
	for i := range Elements {
		e := &Elements[i]
		for _, n := range names {
			if got, want := e.Attr(n), e.attrSearch(n); got != want {
				t.Fatalf("%s@%s: index %p, search %p", e.Name, n, got, want)
			}
		}
	}
}

// TestTextTables: the Unicode and CLDR facts messages name.
func TestTextTables(t *testing.T) {
	if name, ok := UnicodeOnlySpace(0x3000); !ok || name != "IDEOGRAPHIC SPACE" {
		t.Errorf("U+3000: %q %v", name, ok)
	}
	if name, ok := UnicodeOnlySpace(0xA0); !ok || name != "NO-BREAK SPACE" {
		t.Errorf("U+00A0: %q %v", name, ok)
	}
	for _, r := range []rune{' ', '\t', '\n', 'a', 0x200B, 0xFEFF} {
		if _, ok := UnicodeOnlySpace(r); ok {
			t.Errorf("%U is not a space only Unicode counts", r)
		}
	}
	for region, want := range map[string]string{"JP": "ja", "jp": "ja", "CZ": "cs", "GB": "en", "DK": "da", "EU": "", "ZZ": "", "XX": ""} {
		if got := LikelyLanguage(region); got != want {
			t.Errorf("LikelyLanguage(%q) = %q, want %q", region, got, want)
		}
	}
	for code, want := range map[string]string{"UK": "GB", "uk": "GB", "GB": "", "BU": "", "JP": ""} {
		if got := ReplacedRegion(code); got != want {
			t.Errorf("ReplacedRegion(%q) = %q, want %q", code, got, want)
		}
	}
}

// TestHTMLAttrNamesLowercase: the tokenizer lowercases attribute names
// (HTML §13.2.5.33), so an HTML element's table row with an upper-case
// letter could never match (markuplint lists iframe's privateToken so).
func TestHTMLAttrNamesLowercase(t *testing.T) {
	for _, e := range Elements {
		if e.Namespace != HTML {
			continue
		}
		for _, a := range e.Attrs {
			if a.Name != strings.ToLower(a.Name) {
				t.Errorf("<%s %s>: not lower case", e.Name, a.Name)
			}
		}
	}
}
