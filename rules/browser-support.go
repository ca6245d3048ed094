package rules

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/baseline"
	"github.com/attrlint/attrlint/microsyntax"
	"github.com/attrlint/attrlint/rules/spec"
)

// BrowserSupport reports attributes, values and tokens that the target
// browsers do not support, from spec's browser-support table
// (browser-compat-data joined with web-features' Baseline statuses).
var BrowserSupport = &lint.Rule{
	ID:       "browser-support",
	Family:   "browsers",
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
			a.Report(lint.Finding{Name: true, Message: supportMessage(t, e, a), Browser: supportFallback(t, e, a)})
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
				f := lint.Finding{Offset: off, End: off + len(v), Message: supportMessage(t, e, a), Browser: supportFallback(t, e, a)}
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
		case baseline.Widely:
			b.WriteString(" is not Baseline widely available")
		case baseline.Newly:
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

// supportFallback says what happens where e is missing: the table's
// words, or for a value the attribute's invalid value default, or that
// the attribute, keyword or directive is ignored; first, where some
// browsers support it only in part, that not all of it works there.
func supportFallback(t *supportTarget, e *spec.CompatEntry, a *lint.Attr) string {
	f := missingFallback(e, a)
	if partlySupported(e, t.now) {
		f = "where it is supported only in part, not all of it works; " + f
	}
	return f
}

// missingFallback says what happens in a browser without e.
func missingFallback(e *spec.CompatEntry, a *lint.Attr) string {
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
