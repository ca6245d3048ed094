package spec

import (
	"strings"
	"time"
)

// The browser-support table (zz_compat.go) says which browsers support an
// attribute, a value or a token: the html tree of @mdn/browser-compat-data
// (per-browser versions; deprecated, experimental, standard track) joined
// with web-features (the Baseline status of each compat key), each key
// mapped onto HTML as the generator's mapCompatKey and
// data/corrections/compat.json say.

// The sources of the browser-support table, after FromCorrections.
const (
	FromCompatData  Source = FromCorrections + 1 + iota // @mdn/browser-compat-data
	FromWebFeatures                                     // web-features
)

// CompatBrowser is one of the browsers Baseline is judged over.
type CompatBrowser struct {
	// ID is browser-compat-data's ("chrome_android"), Name the browser's
	// ("Chrome Android"), Engine its current engine ("Blink", "Gecko",
	// "WebKit").
	ID, Name, Engine string
}

// Support is when one browser supported a compat key. Versions are
// dotted numbers ("17.4"); "≤N" in the data counts as N.
type Support struct {
	// Added is the first version of the support (current, unless
	// Removed is set); "" when the browser never supported it (fully:
	// support behind a flag, with a prefix or partial does not count).
	Added string
	// Removed, when not "", is the version that dropped support.
	Removed string
	// Pending says version Added was not released when the data was
	// pinned (a beta); PendingDate is its planned release date, "" when
	// unknown. ReleasedBy counts it from that date.
	Pending     bool
	PendingDate string
	// Partial, where the browser has no full support, is the version
	// from which it supports the feature in part (partial_implementation
	// in the data); "" when it has none.
	Partial string
}

// ReleasedBy reports whether the browser shipped the support by day now:
// Added is set, and released then (a pending version from its planned
// date on). Support that was removed since still counts: see Removed.
func (s Support) ReleasedBy(now time.Time) bool {
	if s.Added == "" {
		return false
	}
	return !s.Pending || s.PendingDate != "" && s.PendingDate <= now.Format(time.DateOnly)
}

// ValueSyntax is how an attribute's value holds the values compat keys
// name.
type ValueSyntax uint8

// The value syntaxes.
const (
	// WholeValue: the whole value, ASCII case-insensitively (an
	// enumerated attribute such as input type).
	WholeValue ValueSyntax = iota
	// SpaceTokens: each token of a space-separated list (rel, sandbox).
	SpaceTokens
	// CommaTokens: each item of a comma-separated list, trimmed (sizes).
	CommaTokens
	// PolicyFeatures: the feature name of each directive of a
	// permissions policy (iframe allow).
	PolicyFeatures
)

// CompatEntry is one compat key mapped onto HTML: an attribute of an
// element (or of every element), or a value or token of one.
type CompatEntry struct {
	// Key is browser-compat-data's ("html.elements.input.type_week").
	Key string
	// Element is the local name, or "*" for a global attribute; Attr the
	// attribute's name (lower case).
	Element, Attr string
	// Value, when not "", is the value or token the key is about; Syntax
	// says how the attribute's value holds it.
	Value  string
	Syntax ValueSyntax
	// Context, when not "", is a condition on another attribute of the
	// element, in the syntax of EnumAttr.Context ("type=color",
	// "rel~=preload").
	Context string
	// Feature is the web-features id ("input-date-time-week"); "" when
	// none holds the key.
	Feature string
	// Flags are browser-compat-data's status: Deprecated, Experimental,
	// NonStandard (not on a standards track).
	Flags Flag
	// Spec is the specification's URL, if any.
	Spec string
	// Support is each core browser's, in the order of CompatBrowsers.
	Support [NumBrowsers]Support
	// BaselineLow is the date (YYYY-MM-DD) the key became Baseline newly
	// available: web-features' (BaselineFrom FromWebFeatures), or, for
	// keys it does not cover, the release date of the last core browser
	// to support it (FromCompatData; never for deprecated or non-standard
	// keys, which web-features never calls Baseline). "" when it is not
	// Baseline.
	BaselineLow  string
	BaselineFrom Source
	// Hint says the feature is a hint that browsers without it safely
	// ignore (loading, fetchpriority); Fallback says, in the project's
	// words, what such browsers do ("" for the rule's default wording);
	// Replacement what to use instead of a deprecated feature.
	Hint                  bool
	Fallback, Replacement string
}

// CompatUnmappedKey is a compat key of the html tree the table leaves out,
// with why (an element, a behaviour, an obsolete attribute, ...).
type CompatUnmappedKey struct{ Key, Why string }

// WidelyAvailableAfter is how long after becoming Baseline newly available
// a feature becomes widely available: 30 months (web-features' definition
// of Baseline "high").
const WidelyAvailableAfter = 30 // months

// WidelyAvailable returns the date the entry becomes (or became) Baseline
// widely available, and false when it is not Baseline. It is worked out
// from BaselineLow, so that a pinned data set does not go stale.
func (e *CompatEntry) WidelyAvailable() (time.Time, bool) {
	low, ok := e.NewlyAvailable()
	if !ok {
		return time.Time{}, false
	}
	return low.AddDate(0, WidelyAvailableAfter, 0), true
}

// NewlyAvailable returns the date the entry became Baseline newly
// available, and false when it is not Baseline.
func (e *CompatEntry) NewlyAvailable() (time.Time, bool) {
	if e.BaselineLow == "" {
		return time.Time{}, false
	}
	t, err := time.Parse(time.DateOnly, e.BaselineLow)
	return t, err == nil
}

// Shipped reports whether any core browser supports or supported the
// entry in a release out when the data was pinned.
func (e *CompatEntry) Shipped() bool {
	for _, s := range e.Support {
		if s.Added != "" && !s.Pending {
			return true
		}
	}
	return false
}

// compatIndex maps an attribute name to the elements with entries for it
// ("*": every element) and their entries, in key order.
var compatIndex = func() map[string]map[string][]*CompatEntry {
	m := map[string]map[string][]*CompatEntry{}
	for i := range Compat {
		e := &Compat[i]
		if m[e.Attr] == nil {
			m[e.Attr] = map[string][]*CompatEntry{}
		}
		m[e.Attr][e.Element] = append(m[e.Attr][e.Element], e)
	}
	return m
}()

// CompatFor returns the entries for attribute attr (lower case) of element
// el ("*" for the global attribute's), in key order: the attribute's own,
// its values' and its tokens'. Callers must not modify them.
func CompatFor(el, attr string) []*CompatEntry {
	return compatIndex[attr][el]
}

// CompatAttr returns the entry of attribute attr itself on the HTML
// element el, its own or the global attribute's; nil when there is none.
func CompatAttr(el, attr string) *CompatEntry {
	byEl := compatIndex[attr]
	for _, list := range [2][]*CompatEntry{byEl[el], byEl["*"]} {
		for _, e := range list {
			if e.Value == "" && e.Context == "" {
				return e
			}
		}
	}
	return nil
}

// CompareVersions compares two dotted version numbers ("17.4", "120")
// numerically, part by part; a missing part is 0. It returns -1, 0 or +1.
func CompareVersions(a, b string) int {
	for a != "" || b != "" {
		var pa, pb string
		pa, a, _ = strings.Cut(a, ".")
		pb, b, _ = strings.Cut(b, ".")
		na, nb := versionPart(pa), versionPart(pb)
		if na != nb {
			if na < nb {
				return -1
			}
			return 1
		}
	}
	return 0
}

// versionPart reads one part of a version; anything but digits counts as
// 0.
func versionPart(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0
		}
		n = n*10 + int(s[i]-'0')
		if n > 1<<20 {
			return 1 << 20
		}
	}
	return n
}

// SupportedIn reports whether browser b (an index into CompatBrowsers)
// supports the entry in version v.
func (e *CompatEntry) SupportedIn(b int, v string) bool {
	s := e.Support[b]
	if s.Added == "" || CompareVersions(v, s.Added) < 0 {
		return false
	}
	return s.Removed == "" || CompareVersions(v, s.Removed) < 0
}

// BrowserIndex returns the position of the browser with that id in
// CompatBrowsers, or -1.
func BrowserIndex(id string) int {
	for i, b := range CompatBrowsers {
		if b.ID == id {
			return i
		}
	}
	return -1
}
