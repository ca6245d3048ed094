package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

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
		return cmp.Or(strings.Compare(a.Attr, b.Attr), strings.Compare(a.Element, b.Element))
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
		t.baseline = baseline.Widely
	}
	if t.baseline != "" {
		if err := baseline.Check(t.baseline); err != nil {
			return nil, err
		}
		if y, err := strconv.Atoi(t.baseline); err == nil {
			t.yearEnd = time.Date(y, time.December, 31, 0, 0, 0, 0, time.UTC)
		}
	}
	for id, v := range b.Versions {
		i := spec.BrowserIndex(id)
		if i < 0 {
			return nil, fmt.Errorf("browsers: unknown browser %q%s", id, suggest.Suggest(id, baseline.Browsers))
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
			return nil, fmt.Errorf("allow-features: unknown feature %q%s; name a web-features id or a browser-compat-data key that the browser-support rule checks", f, suggest.Suggest(f, names))
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
	case baseline.Widely:
		w, ok := e.WidelyAvailable()
		return ok && !w.After(t.now)
	case baseline.Newly:
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

// browsersLacking names the core browsers that do not support e by day
// now: "Firefox and Safari lack it", "desktop Safari lacks it", "no
// browser has it", and those that support it only in part: "Firefox for
// Android supports it only in part". A browser family (Chrome, Edge,
// Firefox, Safari) all of whose browsers lack it is named once.
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
	var names, partial []string
	all := true
	for _, f := range families {
		var lack, part []string
		for _, i := range members[f] {
			s := e.Support[i]
			if s.ReleasedBy(now) && s.Removed == "" {
				all = false
				continue
			}
			name := spec.CompatBrowsers[i].Name
			if !strings.Contains(spec.CompatBrowsers[i].ID, "_") && len(members[f]) > 1 {
				name = "desktop " + name
			}
			if s.Partial != "" {
				all = false
				part = append(part, name)
			} else {
				lack = append(lack, name)
			}
		}
		if len(lack) == len(members[f]) && len(lack) > 1 {
			lack = []string{f}
		}
		if len(part) == len(members[f]) && len(part) > 1 {
			part = []string{f}
		}
		names = append(names, lack...)
		partial = append(partial, part...)
	}
	var out []string
	switch {
	case all:
		return "no browser has it"
	case len(names) == 1:
		out = append(out, names[0]+" lacks it")
	case len(names) > 1:
		out = append(out, joinAnd(names)+" lack it")
	}
	switch {
	case len(partial) == 1:
		out = append(out, partial[0]+" supports it only in part")
	case len(partial) > 1:
		out = append(out, joinAnd(partial)+" support it only in part")
	}
	return strings.Join(out, ", and ")
}

// partlySupported reports whether some core browser without full support
// of e by day now has it in part.
func partlySupported(e *spec.CompatEntry, now time.Time) bool {
	for _, s := range e.Support {
		if !(s.ReleasedBy(now) && s.Removed == "") && s.Partial != "" {
			return true
		}
	}
	return false
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
		case s.Added == "" && s.Partial != "":
			name += " (only in part, from " + s.Partial + ")"
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
