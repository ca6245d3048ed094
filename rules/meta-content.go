package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
)

// referrerLegacy are the old values of <meta name="referrer"> that
// browsers still map to a referrer policy (HTML §4.2.5.1, referrer).
var referrerLegacy = map[string]string{
	"never": "no-referrer", "default": "strict-origin-when-cross-origin",
	"always": "unsafe-url", "origin-when-crossorigin": "origin-when-cross-origin",
}

// MetaContent checks the content of the meta names whose value has a
// syntax (referrer, theme-color, color-scheme, viewport and robots) and of
// the x-ua-compatible pragma.
var MetaContent = &lint.Rule{
	ID:       "meta-content",
	Family:   "meta",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#standard-metadata-names",
	Severity: lint.Error,
	Summary:  "the content of meta referrer, theme-color and color-scheme must follow their syntax, and an x-ua-compatible pragma's must be IE=edge; a meta viewport's properties and robots directives are checked as warnings",
	Doc: `HTML §4.2.5.1 (standard metadata names) gives three names a syntax:
referrer takes a referrer policy token (no-referrer, same-origin,
strict-origin-when-cross-origin, ...), theme-color a CSS colour, and
color-scheme the value of the CSS color-scheme property ("normal", or
"light", "dark" and other names, with "only" once). The viewport name
(CSS Viewport Module) takes properties such as width=device-width and
initial-scale=1, separated by commas.

Browsers ignore a referrer value they do not know and keep their default
policy (strict-origin-when-cross-origin); they still map the old values
never, default, always and origin-when-crossorigin, which the suggestion
replaces with the policy they stand for. They ignore a theme-color that is
not a colour and a color-scheme they cannot parse. In a viewport they skip
unknown properties and values they cannot read; a ";" between properties
works but browsers log an error for it; and user-scalable=no or a
maximum-scale below 2 stop people from zooming in (WCAG 1.4.4), which most
mobile browsers now ignore anyway. The viewport findings are warnings.

The robots name (and googlebot) takes directives for search engines,
separated by commas: noindex, nofollow, none, noarchive, nosnippet,
max-snippet: 50, max-image-preview: large, unavailable_after: a date, and
others. No standard defines them; the list is the one Google and Bing
document, so these findings are warnings too: an unknown directive (a
misspelling such as "no-index"), directives separated by spaces instead of
commas (read as one unknown directive), a value a directive does not take,
and directives that contradict each other (index and noindex), of which
search engines follow the more restrictive.

The x-ua-compatible pragma (HTML §4.2.5.3, <meta http-equiv=
"x-ua-compatible">) must have the content "IE=edge" (ASCII
case-insensitive): it once told Internet Explorer which of its engines to
render with, and every other value ("IE=9", "IE=edge,chrome=1") asked for
an old one or for a plug-in. Current browsers ignore the pragma.`,
	Valid:    `<meta name="referrer" content="strict-origin-when-cross-origin"> <meta name="theme-color" content="#4285f4"> <meta name="color-scheme" content="light dark"> <meta name="viewport" content="width=device-width, initial-scale=1"> <meta name="robots" content="noindex, max-image-preview: large">`,
	Invalid:  `<meta name="referrer" content="origin-when-crossorigin"> <meta name="theme-color" content="bleu">`,
	Elements: []string{"meta"},
	Element: func(e *lint.Element) {
		name, _ := e.Get("name")
		v, ok := e.Get("content")
		if !ok {
			return
		}
		if equiv, _ := e.Get("http-equiv"); microsyntax.EqualFoldASCII(equiv, "x-ua-compatible") && !microsyntax.EqualFoldASCII(v, "IE=edge") {
			e.Report("content", lint.Finding{Whole: true,
				Message: fmt.Sprintf(`the content of an x-ua-compatible pragma must be "IE=edge", not %q`, v),
				Browser: "current browsers ignore the pragma; it only ever told old Internet Explorer which engine to use",
				Suggest: &lint.ValueFix{Value: "IE=edge", Message: `write IE=edge, or remove the element`}})
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "referrer":
			checkMetaReferrer(e, v)
		case "theme-color":
			if err := microsyntax.ValidCSSColor(v); err != nil {
				f := errFinding(err, "invalid theme-color")
				f.Browser = "browsers ignore it and use their own colour for the interface around the page"
				e.Report("content", f)
			}
		case "color-scheme":
			if err := microsyntax.ValidColorScheme(v); err != nil {
				f := errFinding(err, "invalid color-scheme")
				f.Browser = "browsers ignore it: the page gets the normal (light) colour scheme"
				e.Report("content", f)
			}
		case "viewport":
			checkViewport(e, v)
		case "robots", "googlebot":
			checkRobots(e, v)
		}
	},
}

// robotsConflicts are directives that say the opposite of each other.
var robotsConflicts = [][2]string{{"index", "noindex"}, {"follow", "nofollow"}, {"index", "none"}, {"follow", "none"},
	{"all", "noindex"}, {"all", "nofollow"}, {"all", "none"}}

// checkRobots checks the directives of a robots meta tag, as warnings: no
// standard defines them, search engines document them.
func checkRobots(e *lint.Element, v string) {
	const browser = "browsers ignore the robots meta tag; search engines ignore what they do not know"
	ds := microsyntax.ParseRobots(v)
	seen := map[string]microsyntax.RobotsDirective{}
	for _, d := range ds {
		if !microsyntax.IsRobotsDirective(d.Name) {
			words := strings.Fields(v[d.Start:d.End])
			if len(words) > 1 && !d.HasValue && allRobotsDirectives(words) {
				e.Report("content", lint.Finding{Offset: d.Start, End: d.End, Warn: true,
					Message: fmt.Sprintf("separate robots directives with commas: %q", strings.Join(words, ", ")),
					Browser: "search engines read the whole as one directive they do not know, and ignore it"})
				continue
			}
			e.Report("content", lint.Finding{Offset: d.Start, End: d.ValueStart, Warn: true,
				Message: fmt.Sprintf("unknown robots directive %q%s", d.Name, suggest.Suggest(d.Name, microsyntax.RobotsDirectiveNames())),
				Browser: browser})
			continue
		}
		if reason := microsyntax.RobotsValueProblem(d); reason != "" {
			e.Report("content", lint.Finding{Offset: d.Start, End: d.End, Warn: true, Message: reason,
				Browser: "search engines ignore the directive"})
			continue
		}
		for _, c := range robotsConflicts {
			other := ""
			switch d.Name {
			case c[0]:
				other = c[1]
			case c[1]:
				other = c[0]
			}
			if first, ok := seen[other]; ok && other != "" {
				e.Report("content", lint.Finding{Offset: d.Start, End: d.End, Warn: true,
					Message: fmt.Sprintf("%s contradicts %s, given before it", d.Name, first.Name),
					Browser: "search engines follow the more restrictive of the two"})
				break
			}
		}
		seen[d.Name] = d
	}
}

// allRobotsDirectives reports whether every word is a robots directive
// (without a value).
func allRobotsDirectives(words []string) bool {
	for _, w := range words {
		if !microsyntax.IsRobotsDirective(microsyntax.ToLowerASCII(w)) {
			return false
		}
	}
	return true
}

func checkMetaReferrer(e *lint.Element, v string) {
	for _, ea := range enumByName["referrerpolicy"] {
		if _, ok := ea.Keyword(v); ok {
			return
		}
	}
	f := lint.Finding{Whole: true, Message: fmt.Sprintf("%q is not a referrer policy", v)}
	if policy, ok := referrerLegacy[strings.ToLower(v)]; ok {
		f.Message += fmt.Sprintf(": it is an old name of %s", policy)
		f.Browser = "browsers still read it as " + policy
		f.Suggest = &lint.ValueFix{Value: policy, Message: "write " + policy}
	} else {
		f.Message += " (no-referrer, no-referrer-when-downgrade, same-origin, origin, strict-origin, origin-when-cross-origin, strict-origin-when-cross-origin, unsafe-url)"
		f.Browser = "browsers ignore it and keep their default policy, strict-origin-when-cross-origin"
	}
	e.Report("content", f)
}

func checkViewport(e *lint.Element, v string) {
	props, semicolon := microsyntax.ParseViewport(v)
	if semicolon {
		i := strings.IndexByte(v, ';')
		e.Report("content", lint.Finding{Offset: i, End: i + 1, Warn: true,
			Message: `separate the viewport's properties with ",", not ";"`,
			Browser: "browsers read it, but log an error"})
	}
	for _, p := range props {
		if !slices.Contains(microsyntax.ViewportKeys(), p.Key) {
			if p.Key == "shrink-to-fit" {
				e.Report("content", lint.Finding{Offset: p.Start, End: p.End, Warn: true,
					Message: "shrink-to-fit was Safari 9's only: it has no effect", Browser: "browsers ignore it"})
				continue
			}
			e.Report("content", lint.Finding{Offset: p.Start, End: p.ValueStart, Warn: true,
				Message: fmt.Sprintf("unknown viewport property %q%s", p.Key, suggest.Suggest(p.Key, microsyntax.ViewportKeys())),
				Browser: "browsers ignore it"})
			continue
		}
		if reason := microsyntax.ViewportValueProblem(p.Key, p.Value); reason != "" {
			e.Report("content", lint.Finding{Offset: p.ValueStart, End: max(p.End, p.ValueStart+1), Warn: true,
				Message: reason, Browser: "browsers ignore the value, or read only its leading number"})
			continue
		}
		low := strings.ToLower(p.Value)
		if p.Key == "user-scalable" && (low == "no" || low == "0") ||
			p.Key == "maximum-scale" && viewportScaleBelow(low, 2) {
			e.Report("content", lint.Finding{Offset: p.Start, End: p.End, Warn: true,
				Message: fmt.Sprintf("%s=%s stops people from zooming in to read (WCAG 1.4.4): leave it out", p.Key, p.Value),
				Browser: "most mobile browsers ignore it and let people zoom anyway; others block pinch zoom"})
		}
	}
}

// viewportScaleBelow reports whether a scale value is a number below n.
func viewportScaleBelow(v string, n float64) bool {
	f, err := strconv.ParseFloat(v, 64)
	return err == nil && f < n
}
