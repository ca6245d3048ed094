package rules

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// BrowserSupport reports attributes, values and tokens that the target
// browsers do not support, from spec's browser-support table
// (browser-compat-data joined with web-features' Baseline statuses).
var BrowserSupport = &lint.Rule{
	ID:       "browser-support",
	Section:  "https://web-platform-dx.github.io/web-features/",
	Severity: lint.Warning,
	Summary:  "attributes, values and tokens must work in the target browsers (Baseline widely available by default; see baseline, browsers)",
	Doc: `A page can conform and still not work where its users are. This rule
reports an attribute (video controlslist), an enumerated value (input
type=week, hidden=until-found) or a token (each token of rel, sandbox,
autocomplete, and the feature names of iframe allow) that the configured
target does not support, from the browser support data of
@mdn/browser-compat-data joined with the Baseline status web-features
gives each of its keys (both pinned: attrlint version names them). The
message says which browsers lack it and whether the data calls it
non-standard, deprecated (with what to use instead) or experimental, or
says the specification that defines an attribute when that is not HTML;
the line under it says what happens in a browser without it (the
attribute is ignored; input type=week falls back to a text field).

The target is the configuration's baseline or browsers key (or the
--baseline and --browsers flags):

  baseline: widely   Baseline widely available (the default): every
                     core browser (Chrome, Edge, Firefox, Safari, on
                     desktop and mobile) has supported it for 30 months,
                     counted today from the date it became Baseline, so
                     pinned data does not go stale
  baseline: newly    Baseline newly available: every core browser
  baseline: 2024     Baseline newly available by the end of 2024
  browsers: [chrome 120, firefox 128, safari 17.4]
                     those versions and later of the browsers named

Baseline is web-features' judgement where it covers a key; elsewhere it
is worked out the same way from the support data (the release of the
last core browser to ship it), and, as in web-features, a deprecated or
non-standard feature is never Baseline, so these are reported under any
Baseline target. Attributes that no standard defines but a browser ships
(input incremental, a hreftranslate) are reported here, not by
attribute-allowed. Attributes HTML makes obsolete are left to
attribute-obsolete, and the keys left out of the table (elements,
behaviours, the content keys of viewport and speculation rules) are
listed in spec.CompatUnmapped. A value that holds template syntax is not
judged.

Hints that browsers without them safely ignore, so that the page works
as it would without them (loading, fetchpriority, decoding, inputmode,
enterkeyhint, the typing-assistance attributes, resource hints such as
rel=preload and speculation rules, theme-color), are not reported unless
browser-hints is true: progressive enhancement is the intended use of
such a feature, and reporting it would push authors to drop it. Every
finding the rule makes has the rule's severity, so --rule
browser-support=error makes them all errors. allow-features accepts
features whatever the target, by web-features id (popover,
input-date-time-week; the message names it) or browser-compat-data key
(html.elements.input.incremental).`,
	Valid:   `<input type="date" name="d"> <link rel="stylesheet" href="a.css"> <img src="a.png" alt="" loading="lazy">`,
	Invalid: `<video src="a.mp4" controls controlslist="nodownload"></video> <input type="week" name="w"> <div hidden="until-found">x</div>`,
	Targets: supportTargets(),
	Check:   checkSupport,
	Setup:   setupSupport,
}

// supportAttr is what the table says of one attribute on one element (or
// on every element, "*"): the entries about the attribute itself, and
// about its values or tokens by lower-case value, as positions in
// spec.Compat.
type supportAttr struct {
	attr   []int
	values map[string][]int
	syntax spec.ValueSyntax
}

// supportIndex builds the table's index by attribute, then element ("*"
// for the global attributes), of the entries keep accepts, so that a
// Check looks up its attribute's entries instead of scanning the table.
func supportIndex(keep func(i int) bool) map[string]map[string]*supportAttr {
	m := map[string]map[string]*supportAttr{}
	for i := range spec.Compat {
		e := &spec.Compat[i]
		if !keep(i) {
			continue
		}
		if m[e.Attr] == nil {
			m[e.Attr] = map[string]*supportAttr{}
		}
		s := m[e.Attr][e.Element]
		if s == nil {
			s = &supportAttr{values: map[string][]int{}}
			m[e.Attr][e.Element] = s
		}
		if e.Value == "" {
			s.attr = append(s.attr, i)
			continue
		}
		v := microsyntax.ToLowerASCII(e.Value)
		if e.Syntax == spec.PolicyFeatures {
			v = e.Value // feature names are matched as written
		}
		s.values[v] = append(s.values[v], i)
		s.syntax = e.Syntax
	}
	return m
}

// supportTargets are the rule's targets: every attribute the table has an
// entry for, on its element or on every element.
func supportTargets() []lint.Target {
	var t []lint.Target
	for attr, byEl := range supportIndex(func(int) bool { return true }) {
		for el := range byEl {
			t = append(t, lint.Target{Element: el, Attr: attr})
		}
	}
	slices.SortFunc(t, func(a, b lint.Target) int {
		return strings.Compare(a.Attr+" "+a.Element, b.Attr+" "+b.Element)
	})
	return t
}

// supportTarget is the target of one Linter, worked out once by Setup.
type supportTarget struct {
	// baseline is "widely", "newly" or a year; "" with versions.
	baseline string
	// now is when widely available is judged; yearEnd the last day of a
	// year target.
	now, yearEnd time.Time
	// versions is the oldest version to support of each browser, by its
	// position in spec.CompatBrowsers ("" for browsers not named).
	versions [spec.NumBrowsers]string
	// allow holds the accepted features' ids and keys.
	allow map[string]bool
	hints bool
	// index holds only the entries this target reports (it lacks them,
	// and they are neither allowed nor hints left out), worked out once:
	// a Check on any other attribute ends at one lookup.
	index map[string]map[string]*supportAttr
}

// today is when the default target is judged; tests pin it.
var today = time.Now

// setupSupport reads the target of opts.
func setupSupport(opts lint.Options) (any, error) {
	b := opts.Browsers
	t := &supportTarget{baseline: b.Baseline, now: today(), hints: b.Hints, allow: map[string]bool{}}
	if t.baseline == "" && len(b.Versions) == 0 {
		t.baseline = lint.BaselineWidely
	}
	if t.baseline != "" {
		if err := lint.CheckBaseline(t.baseline); err != nil {
			return nil, err
		}
		if y, err := strconv.Atoi(t.baseline); err == nil {
			t.yearEnd = time.Date(y, time.December, 31, 0, 0, 0, 0, time.UTC)
		}
	}
	for id, v := range b.Versions {
		i := spec.BrowserIndex(id)
		if i < 0 {
			return nil, fmt.Errorf("browsers: unknown browser %q%s", id, lint.Suggest(id, lint.BaselineBrowsers))
		}
		t.versions[i] = v
	}
	known := map[string]bool{}
	var names []string
	for i := range spec.Compat {
		e := &spec.Compat[i]
		for _, n := range []string{e.Feature, e.Key} {
			if n != "" && !known[n] {
				known[n] = true
				names = append(names, n)
			}
		}
	}
	for _, f := range b.Allow {
		if !known[f] {
			return nil, fmt.Errorf("allow-features: unknown feature %q%s; name a web-features id or a browser-compat-data key that the browser-support rule checks", f, lint.Suggest(f, names))
		}
		t.allow[f] = true
	}
	t.index = supportIndex(func(i int) bool { e := &spec.Compat[i]; return !t.skip(e) && !t.supported(e) })
	return t, nil
}

// supported reports whether the target supports e.
func (t *supportTarget) supported(e *spec.CompatEntry) bool {
	switch t.baseline {
	case "":
		for i, v := range t.versions {
			if v != "" && !e.SupportedIn(i, v) {
				return false
			}
		}
		return true
	case lint.BaselineWidely:
		w, ok := e.WidelyAvailable()
		return ok && !w.After(t.now)
	case lint.BaselineNewly:
		low, ok := e.NewlyAvailable()
		return ok && !low.After(t.now)
	}
	low, ok := e.NewlyAvailable()
	return ok && !low.After(t.yearEnd)
}

// skip reports whether e is not judged: accepted by allow-features, or a
// hint when hints are not reported.
func (t *supportTarget) skip(e *spec.CompatEntry) bool {
	return e.Hint && !t.hints || t.allow[e.Key] || e.Feature != "" && t.allow[e.Feature]
}

func checkSupport(a *lint.Attr) {
	t := a.State().(*supportTarget)
	byEl := t.index[a.Name]
	if byEl == nil {
		return
	}
	for _, s := range [2]*supportAttr{byEl[a.Element], byEl["*"]} {
		if s == nil {
			continue
		}
		// An attribute the target lacks is one finding: its values are
		// not reported on top.
		attrReported := false
		for _, i := range s.attr {
			e := &spec.Compat[i]
			if !spec.ContextMatches(e.Context, a.Get) {
				continue
			}
			a.Report(lint.Finding{Name: true, Message: supportMessage(t, e, a), Browser: supportFallback(e, a)})
			attrReported = true
		}
		if attrReported || len(s.values) == 0 {
			continue
		}
		report := func(v string, off int) {
			key := v
			if s.syntax != spec.PolicyFeatures {
				key = microsyntax.ToLowerASCII(v)
			}
			for _, i := range s.values[key] {
				e := &spec.Compat[i]
				if !spec.ContextMatches(e.Context, a.Get) {
					continue
				}
				f := lint.Finding{Offset: off, End: off + len(v), Message: supportMessage(t, e, a), Browser: supportFallback(e, a)}
				if s.syntax == spec.WholeValue {
					f = lint.Finding{Whole: true, Message: f.Message, Browser: f.Browser}
				}
				a.Report(f)
			}
		}
		switch s.syntax {
		case spec.WholeValue:
			report(a.Value, 0)
		case spec.SpaceTokens:
			for off, tok := range microsyntax.SpaceTokens(a.Value) {
				report(tok, off)
			}
		case spec.CommaTokens:
			for off, tok := range microsyntax.CommaTokens(a.Value) {
				report(tok, off)
			}
		case spec.PolicyFeatures:
			for _, d := range microsyntax.ParsePermissionsPolicy(a.Value) {
				report(d.Feature, d.FeatureStart)
			}
		}
	}
}

// supportSubject names what e is about as it appears on the element:
// <video controlslist>, <input type=week>, <link rel=preload as=font>,
// <iframe allow="fullscreen">.
func supportSubject(e *spec.CompatEntry, a *lint.Attr) string {
	var b strings.Builder
	b.WriteString("<" + a.Element)
	if e.Context != "" {
		attr, values, _, _ := spec.ParseContext(e.Context)
		if len(values) > 0 {
			b.WriteString(" " + attr + "=" + values[0])
		}
	}
	b.WriteString(" " + e.Attr)
	switch {
	case e.Value == "":
	case e.Syntax == spec.PolicyFeatures:
		b.WriteString(`="` + e.Value + `"`)
	default:
		b.WriteString("=" + e.Value)
	}
	return b.String() + ">"
}

// supportMessage says what the target lacks, who lacks it, and what the
// data says of the feature's standing.
func supportMessage(t *supportTarget, e *spec.CompatEntry, a *lint.Attr) string {
	var b strings.Builder
	b.WriteString(supportSubject(e, a))
	if t.baseline == "" {
		b.WriteString(" is not supported by " + versionsLacking(t, e))
	} else {
		switch t.baseline {
		case lint.BaselineWidely:
			b.WriteString(" is not Baseline widely available")
		case lint.BaselineNewly:
			b.WriteString(" is not Baseline")
		default:
			b.WriteString(" is not Baseline " + t.baseline)
		}
		if low, ok := e.NewlyAvailable(); ok {
			w, _ := e.WidelyAvailable()
			fmt.Fprintf(&b, " (Baseline since %s, widely available from %s)", low.Format(time.DateOnly), w.Format(time.DateOnly))
		} else if lack := browsersLacking(e, t.now); lack != "" {
			b.WriteString(": " + lack)
		} else if e.Flags&(spec.Deprecated|spec.NonStandard) == 0 {
			// Every browser has it by the support data, but web-features
			// does not call it Baseline (yet, or for a reason of its own).
			b.WriteString(": web-features does not call it Baseline yet (" + shippedIn(e) + ")")
		}
	}
	var notes []string
	if e.Hint {
		notes = append(notes, "a hint that browsers without it ignore")
	}
	if e.Flags&spec.NonStandard != 0 {
		notes = append(notes, "non-standard")
	}
	if e.Flags&spec.Deprecated != 0 {
		d := "deprecated"
		if e.Replacement != "" {
			d += ": use " + e.Replacement
		}
		notes = append(notes, d)
	}
	if e.Flags&spec.Experimental != 0 {
		notes = append(notes, "experimental")
	}
	// Where an attribute comes from matters (no HTML checker knows it);
	// values and tokens such as allow's feature names are defined by the
	// specifications HTML points to anyway.
	if host := specHost(e.Spec); host != "" && e.Value == "" {
		notes = append(notes, "defined by "+host+", not HTML")
	}
	if len(notes) > 0 {
		b.WriteString("; " + strings.Join(notes, "; "))
	}
	name := e.Feature
	if name == "" {
		name = e.Key
	}
	b.WriteString(" [" + name + "]")
	return b.String()
}

// specHost returns the host and first path segment of a specification
// outside the HTML standard ("wicg.github.io/controls-list"), or "".
func specHost(spec string) string {
	u, err := url.Parse(spec)
	if spec == "" || err != nil || u.Host == "html.spec.whatwg.org" {
		return ""
	}
	seg, _, _ := strings.Cut(strings.Trim(u.Path, "/"), "/")
	if seg == "" || strings.Contains(seg, ".") {
		return u.Host
	}
	return u.Host + "/" + seg
}

// browsersLacking names the core browsers that do not support e by day
// now: "Firefox and Safari lack it", "desktop Safari lacks it", "no
// browser has it". A browser family (Chrome, Edge, Firefox, Safari) all
// of whose browsers lack it is named once.
func browsersLacking(e *spec.CompatEntry, now time.Time) string {
	var families []string
	members := map[string][]int{}
	for i, br := range spec.CompatBrowsers {
		f := strings.Fields(br.Name)[0]
		if members[f] == nil {
			families = append(families, f)
		}
		members[f] = append(members[f], i)
	}
	var names []string
	all := true
	for _, f := range families {
		var lack []string
		for _, i := range members[f] {
			if s := e.Support[i]; !s.ReleasedBy(now) || s.Removed != "" {
				name := spec.CompatBrowsers[i].Name
				if !strings.Contains(spec.CompatBrowsers[i].ID, "_") && len(members[f]) > 1 {
					name = "desktop " + name
				}
				lack = append(lack, name)
			} else {
				all = false
			}
		}
		if len(lack) == len(members[f]) && len(lack) > 1 {
			lack = []string{f}
		}
		names = append(names, lack...)
	}
	switch {
	case len(names) == 0:
		return ""
	case all:
		return "no browser has it"
	case len(names) == 1:
		return names[0] + " lacks it"
	}
	return joinAnd(names) + " lack it"
}

// shippedIn lists the versions of the desktop browsers that added e:
// "Chrome 134, Edge 134, Firefox 141 and Safari 26.2".
func shippedIn(e *spec.CompatEntry) string {
	var out []string
	for i, br := range spec.CompatBrowsers {
		if !strings.Contains(br.ID, "_") {
			out = append(out, br.Name+" "+e.Support[i].Added)
		}
	}
	return "it shipped in " + joinAnd(out)
}

// versionsLacking names the target's browsers whose versions lack e, with
// the version that added it: "Firefox 128 (added in 141)", "Safari 17.4
// (no version)".
func versionsLacking(t *supportTarget, e *spec.CompatEntry) string {
	var out []string
	for i, v := range t.versions {
		if v == "" || e.SupportedIn(i, v) {
			continue
		}
		s := e.Support[i]
		name := spec.CompatBrowsers[i].Name + " " + v
		switch {
		case s.Added == "":
			name += " (no version has it)"
		case s.Removed != "" && spec.CompareVersions(v, s.Removed) >= 0:
			name += " (removed in " + s.Removed + ")"
		default:
			name += " (added in " + s.Added + ")"
		}
		out = append(out, name)
	}
	return joinAnd(out)
}

// joinAnd joins names as "a, b and c".
func joinAnd(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// supportFallback says what happens where e is missing: the table's
// words, or for a value the attribute's invalid value default, or that
// the attribute, keyword or directive is ignored.
func supportFallback(e *spec.CompatEntry, a *lint.Attr) string {
	const where = "where it is missing, "
	switch {
	case e.Fallback != "":
		return where + e.Fallback
	case e.Value == "":
		return where + "the attribute is ignored"
	case e.Syntax == spec.SpaceTokens || e.Syntax == spec.CommaTokens:
		return where + "the keyword is ignored"
	case e.Syntax == spec.PolicyFeatures:
		return where + "the directive is ignored"
	}
	for _, en := range enumByName[e.Attr] {
		if en.AppliesTo(a.Element) && en.Enum.InvalidDefault != "" && spec.ContextMatches(en.Context, a.Get) {
			return where + "the value is invalid: " + e.Attr + " takes its invalid value default, the " + en.Enum.InvalidDefault + " state"
		}
	}
	return where + "the value is ignored"
}
