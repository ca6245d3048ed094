package spec

import (
	"sort"
	"strings"
	"sync/atomic"

	"github.com/attrlint/attrlint/microsyntax"
)

// Source says where a row of a table comes from: one of the pinned
// packages under data/, or the hand-written corrections (where the
// standard says something the packages do not).
type Source uint8

// The sources; Source.String gives the package and version.
const (
	FromMarkuplint Source = iota + 1
	FromARIAQuery
	FromSubtagRegistry
	FromEventAttributes
	FromCorrections
)

// String returns the package and version of the source, or
// "data/corrections".
func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return "unknown source"
}

// Namespace is the namespace of an element.
type Namespace uint8

// The namespaces of elements HTML documents hold.
const (
	HTML Namespace = iota
	SVG
	MathML
)

func (n Namespace) String() string {
	return [...]string{"html", "svg", "math"}[n]
}

// Status is whether an element or attribute is current, obsolete but
// conforming, or obsolete and non-conforming (HTML §16).
type Status uint8

// The statuses.
const (
	// Current: part of the language.
	Current Status = iota
	// ObsoleteConforming: allowed, but conformance checkers warn
	// (HTML §16.1 "Obsolete but conforming features").
	ObsoleteConforming
	// NonConforming: authors must not use it (HTML §16.2 "Non-conforming
	// features"); browsers may still support it.
	NonConforming
)

// Flag holds what the sources say about an element's or attribute's
// standing outside the standard's own words (markuplint takes them from
// browser-compat-data).
type Flag uint8

// The flags.
const (
	Deprecated Flag = 1 << iota
	Experimental
	NonStandard
)

// Element is one element the standard defines (or defined: obsolete
// elements are kept with their status and replacement).
type Element struct {
	// Name is the local name as the standard spells it: lower case for
	// HTML, mixed case for SVG ("clipPath") and MathML.
	Name      string
	Namespace Namespace
	Status    Status
	// Replacement is what the standard says to use instead of an
	// obsolete element; Section is the standard's section of the status
	// (a fragment of https://html.spec.whatwg.org/multipage/obsolete.html).
	Replacement, Section string
	Flags                Flag
	// Globals are the shared attribute sets the element takes whole
	// (HTML's global attributes, event handlers, ...).
	Globals GlobalSet
	// Attrs are the element's own attributes, sorted by name.
	Attrs []Attribute
	// Partial lists the members of shared sets the element takes only in
	// part (an SVG shape takes some of the presentation attributes).
	Partial []SetPart
	// AnyAttribute says the element also takes any other attribute with
	// an XML-compatible name (embed, which passes them to its plugin).
	AnyAttribute bool
	// ARIA is what ARIA in HTML says about the element.
	ARIA   ElementARIA
	Source Source

	// index is the element's position in Elements (for Attr's index);
	// required lists its required attributes (RequiredAttrs).
	index    int
	required []*Attribute
}

// RequiredAttrs returns the element's own attributes that are required,
// alone or as one of a group (RequiredEither), whatever their conditions:
// most elements have none, and the required-attribute check stops there.
func (e *Element) RequiredAttrs() []*Attribute {
	if e.inTable() {
		return e.required
	}
	return e.requiredSearch()
}

// inTable reports whether e is a row of Elements (not a copy).
func (e *Element) inTable() bool { return e.index < len(Elements) && &Elements[e.index] == e }

// requiredSearch is RequiredAttrs without the precomputed list.
func (e *Element) requiredSearch() []*Attribute {
	var req []*Attribute
	for i := range e.Attrs {
		if a := &e.Attrs[i]; a.Required || len(a.RequiredEither) > 0 {
			req = append(req, a)
		}
	}
	return req
}

// Attribute is one attribute of an element or of a shared set.
type Attribute struct {
	// Name is the attribute's name as the standard spells it ("viewBox",
	// "xlink:href"). Names ending in "-*" ("data-*") stand for a prefix.
	Name string
	// Type is the value type in the notation described in doc.go ("URL",
	// "Boolean", "enum(a|b)", "tokens(space,DOMID)", "integer(>0)", ...);
	// "" when the sources give none.
	Type string
	// Condition, when not "", is a CSS selector (list) the element must
	// match for the attribute to be allowed ("[type='file' i]").
	Condition string
	// Required says the attribute must be present; with RequiredIf (a
	// selector) only on elements that match it.
	Required   bool
	RequiredIf string
	// RequiredEither names attributes any one of which may stand in for
	// this one when it is required ("src" or "srcset" on img).
	RequiredEither []string
	// Ineffective, when not "", is a selector of the elements on which
	// the attribute has no effect.
	Ineffective string
	Status      Status
	// Replacement is what the standard says to use instead of an
	// obsolete attribute. Section is the section a correction that made
	// or changed the row cites (for an obsolete attribute, that of its
	// status): a fragment of the multipage HTML standard, or the URL of
	// another standard's section.
	Replacement, Section string
	// ConformingValue, for an obsolete but conforming attribute, is the
	// one value (ASCII case-insensitive) with which it stays conforming
	// (img border="0"); with any other value it is non-conforming.
	ConformingValue string
	Flags           Flag
	Source          Source
}

// GlobalSet is a set of shared attribute sets (one bit each).
type GlobalSet uint32

// The shared attribute sets, named after markuplint's.
const (
	HTMLGlobalAttrs GlobalSet = 1 << iota
	GlobalEventAttrs
	HTMLLinkAndFetchingAttrs
	HTMLEmbededAndMediaContentAttrs
	HTMLFormControlElementAttrs
	HTMLTableCellElementAttrs
	ARIAAttrs
	SVGAnimationAdditionAttrs
	SVGAnimationAttributeTargetAttrs
	SVGAnimationEventAttrs
	SVGAnimationTargetElementAttrs
	SVGAnimationTimingAttrs
	SVGAnimationValueAttrs
	SVGConditionalProcessingAttrs
	SVGCoreAttrs
	SVGFilterPrimitiveAttrs
	SVGPresentationAttrs
	SVGTransferFunctionAttrs
	MathMLGlobalAttrs
	XLinkAttrs
	numGlobalSets = iota
)

// ARIAGap is what ARIA in HTML says of an element beyond its row in
// Elements (ARIAGaps holds them, from data/corrections/aria-html.json).
type ARIAGap struct {
	// Implicit is the implicit role the row omits.
	Implicit string
	// Permits are roles the row omits, or any role, where the element
	// matches a condition.
	Permits []ARIAPermit
	// ScopedLandmark: header and footer, whose landmark role stays
	// allowed, explicitly, where they are scoped to a section.
	ScopedLandmark bool
	// NoARIA: the element takes no role and no aria-* attribute
	// (NoARIAWhen: only when it matches that selector); HiddenOnly: of
	// the aria-* attributes only aria-hidden (HiddenOnlyWhen: only when
	// it matches).
	NoARIA         bool
	NoARIAWhen     string
	HiddenOnly     bool
	HiddenOnlyWhen string
	// OnlyARIA: besides the global aria-* attributes the element takes
	// only these (OnlyARIAWhen: when it matches that selector).
	OnlyARIA     []string
	OnlyARIAWhen string
	// ShouldNotARIA are states and properties ARIA in HTML says authors
	// should not use on the element (select's aria-multiselectable).
	ShouldNotARIA []ARIAAdvice
	// Section is the ARIA in HTML section the row follows.
	Section string
}

// ARIAAdvice is a state or property authors should not use on an element,
// and what to use instead ("the multiple attribute").
type ARIAAdvice struct {
	Attr, Use string
}

// ARIAInPlaceRule is ARIA in HTML's rule for an aria-* attribute used in
// place of an HTML attribute ("Requirements for use of ARIA attributes in
// place of equivalent HTML attributes"). Each severity is "error",
// "warning" or "" (allowed): WithHTML on an element that has the HTML
// attribute (WithHTMLFalse when the aria-* value is "false", Mismatch when
// the two values differ), WithoutHTML on one that the HTML attribute
// applies to but lacks it.
type ARIAInPlaceRule struct {
	ARIA, HTML                                     string
	WithHTML, WithHTMLFalse, Mismatch, WithoutHTML string
	// Section is the ARIA in HTML section of the row.
	Section string
}

// LookupARIAInPlace returns the rule for aria-* attribute name, or nil.
func LookupARIAInPlace(name string) *ARIAInPlaceRule {
	return findByName(ARIAInPlace, name, func(r *ARIAInPlaceRule) string { return r.ARIA })
}

// ARIAPermit is a role permission an ARIAGap adds: the roles Roles, or any
// role (AnyRole), where the element matches When ("": always).
type ARIAPermit struct {
	Roles   []string
	AnyRole bool
	When    string
}

// ElementARIA is what ARIA in HTML says about an element (for WAI-ARIA
// 1.2, from markuplint's tables).
type ElementARIA struct {
	// ImplicitRole is the element's implicit role, "" for none.
	ImplicitRole string
	// AnyRole says any role is permitted; otherwise PermittedRoles lists
	// them (none when empty).
	AnyRole        bool
	PermittedRoles []string
	// NamingProhibited says authors must not name the element with
	// aria-label or aria-labelledby.
	NamingProhibited bool
	// Conditions override the above for elements matching a selector, in
	// order (the last matching one wins where they overlap).
	Conditions []ARIACondition
}

// ARIACondition overrides an element's ARIA facts when the element matches
// Selector (markuplint's selector syntax, which adds :aria(...) and
// :model(...) to CSS).
type ARIACondition struct {
	Selector string
	// HasImplicitRole says ImplicitRole is set by this condition ("" then
	// means no role).
	HasImplicitRole bool
	ImplicitRole    string
	// HasPermitted says AnyRole and PermittedRoles are set.
	HasPermitted     bool
	AnyRole          bool
	PermittedRoles   []string
	NamingProhibited bool
	// Section is the ARIA in HTML section of the correction
	// (data/corrections/aria-html.json) that rewrote Selector, if any.
	Section string
}

// Lookup returns the element with that namespace and local name, or nil.
// HTML names are matched ASCII case-insensitively; SVG and MathML names
// exactly.
func Lookup(ns Namespace, name string) *Element {
	if ns == HTML {
		if e := htmlElements[name]; e != nil {
			return e
		}
		name = strings.ToLower(name)
	}
	i, ok := sort.Find(len(Elements), func(i int) int {
		e := &Elements[i]
		if ns != e.Namespace {
			return int(ns) - int(e.Namespace)
		}
		return strings.Compare(name, e.Name)
	})
	if !ok {
		return nil
	}
	return &Elements[i]
}

// htmlElements indexes the HTML elements by name: Lookup runs once per
// element of every document.
var htmlElements = func() map[string]*Element {
	m := make(map[string]*Element)
	for i := range Elements {
		if Elements[i].Namespace == HTML {
			m[Elements[i].Name] = &Elements[i]
		}
	}
	return m
}()

// SetPart names the members of one shared set an element takes.
type SetPart struct {
	Set GlobalSet
	// Names are sorted.
	Names []string
}

// Attr returns the element's attribute name: its own, or one of a shared
// set it takes; nil when it has none of that name. Names are compared
// exactly (HTML attribute names are lower case).
func (e *Element) Attr(name string) *Attribute {
	var slot *atomic.Pointer[map[string]*Attribute]
	if e.inTable() {
		slot = &attrIndexes[e.index]
		if m := slot.Load(); m != nil {
			return (*m)[name]
		}
	}
	m := map[string]*Attribute{}
	add := func(attrs []Attribute) {
		for i := range attrs {
			if _, seen := m[attrs[i].Name]; !seen {
				m[attrs[i].Name] = e.attrSearch(attrs[i].Name)
			}
		}
	}
	add(e.Attrs)
	for _, p := range e.Partial {
		add(SetAttrs(p.Set))
	}
	for s := GlobalSet(1); s != 0 && s <= e.Globals; s <<= 1 {
		if e.Globals&s != 0 {
			add(SetAttrs(s))
		}
	}
	for k, v := range m {
		if v == nil {
			delete(m, k) // a set member the element takes only in part
		}
	}
	if slot != nil {
		slot.Store(&m)
	}
	return m[name]
}

// attrIndexes holds, by position in Elements, each element's attributes
// by name, built on the first Attr call for that element by asking
// attrSearch for every name the element could have: the element rules ask
// for every attribute of every element, and the search walks up to twenty
// shared sets. Two goroutines may build one index at once; both build the
// same map.
var attrIndexes = make([]atomic.Pointer[map[string]*Attribute], len(Elements))

func init() {
	for i := range Elements {
		e := &Elements[i]
		e.index = i
		e.required = e.requiredSearch()
	}
}

// attrSearch is Attr without the index: the element's own attributes, the
// members of the sets it takes in part, then the sets it takes whole.
func (e *Element) attrSearch(name string) *Attribute {
	if a := findAttr(e.Attrs, name); a != nil {
		return a
	}
	for _, p := range e.Partial {
		if i := sort.SearchStrings(p.Names, name); i < len(p.Names) && p.Names[i] == name {
			return findAttr(SetAttrs(p.Set), name)
		}
	}
	for s := GlobalSet(1); s != 0 && s <= e.Globals; s <<= 1 {
		if e.Globals&s != 0 {
			if a := findAttr(SetAttrs(s), name); a != nil {
				return a
			}
		}
	}
	return nil
}

// SetAttrs returns the attributes of one shared set, sorted by name.
func SetAttrs(s GlobalSet) []Attribute {
	for i := 0; i < numGlobalSets; i++ {
		if s == 1<<i {
			return globalSets[i]
		}
	}
	return nil
}

// findAttr finds name in attrs, sorted by name.
func findAttr(attrs []Attribute, name string) *Attribute {
	return findByName(attrs, name, func(a *Attribute) string { return a.Name })
}

// findByName finds name in list, sorted by nameOf.
func findByName[T any](list []T, name string, nameOf func(*T) string) *T {
	i, ok := sort.Find(len(list), func(i int) int { return strings.Compare(name, nameOf(&list[i])) })
	if !ok {
		return nil
	}
	return &list[i]
}

// EnumAttr is one enumerated attribute (HTML §2.3.3) on some elements:
// its keywords, states and defaults, as the standard defines them.
//
// Several entries can apply to the same attribute of an element (a "*"
// entry and an element entry, such as dir and dir on bdo, or two entries
// with different contexts, such as link as): the value must then be valid
// for each of them, and an element entry refines the "*" one.
type EnumAttr struct {
	// Elements lists the local names the entry applies to; "*" means every
	// HTML element (a global attribute).
	Elements []string
	// Name is the attribute's name, lowercase.
	Name string
	// Context, when not empty, limits the entry to elements that meet one
	// condition on another attribute of the same element:
	//
	//	context   = "" / condition
	//	condition = attr "=" values    ; whole-value match
	//	          / attr "~=" values   ; token match
	//	values    = value *( "|" value )
	//
	// attr and each value are lowercase ASCII, without whitespace, "=",
	// "~" or "|". "attr=v1|v2" holds when the element has attr and its
	// whole value is an ASCII case-insensitive match for one of the
	// values, with no trimming (the way an enumerated attribute such as
	// input type is matched). "attr~=v1|v2" holds when the element has attr
	// and one of the tokens of its value, split on ASCII whitespace, is an
	// ASCII case-insensitive match for one of the values (the way rel
	// keywords are matched). An absent attribute never meets a condition.
	// ContextMatches implements this.
	Context string
	// CaseSensitive means keywords are matched exactly, not ASCII
	// case-insensitively (ol type, where "a" and "A" are different
	// states). microsyntax.Enumerated's State and Valid always ignore case,
	// so a checker must use Keyword for such an entry.
	CaseSensitive bool
	// CustomPrefix, when not empty, makes every value that starts with it
	// (and is longer than it) a valid keyword of the state named
	// CustomState (button command: custom commands start with "--").
	// microsyntax.Enumerated does not know about it; Keyword does.
	CustomPrefix string
	// OtherStates lists the states no keyword in Enum maps to: states
	// reached only through a missing or invalid value default (such as
	// contenteditable's inherit state), or CustomState for CustomPrefix.
	OtherStates []string
	// Enum holds the keywords, their states and the two defaults. Keyword
	// values are lowercase unless CaseSensitive. An empty MissingDefault
	// or InvalidDefault means the standard gives none (for audio/video
	// preload, whose missing value default is left to the user agent).
	Enum microsyntax.Enumerated
	// Doc says in one line what the attribute controls (the project's
	// words, from data/corrections/docs.json).
	Doc string
	// Source is where the entry comes from; Sections lists the sections
	// of the standard that the corrections applied to it cite.
	Source   Source
	Sections []string
}

// CustomState is the state of a value matched through
// EnumAttr.CustomPrefix.
const CustomState = "custom"

// Keyword finds the keyword value maps to, honouring CaseSensitive and
// CustomPrefix; ok is false when value matches no keyword (it then has the
// invalid value default, if any). A custom value gives a Keyword whose
// Value is value itself and whose State is CustomState.
func (a *EnumAttr) Keyword(value string) (k microsyntax.Keyword, ok bool) {
	for _, kw := range a.Enum.Keywords {
		if a.CaseSensitive && kw.Value == value ||
			!a.CaseSensitive && microsyntax.EqualFoldASCII(kw.Value, value) {
			return kw, true
		}
	}
	if a.CustomPrefix != "" && len(value) > len(a.CustomPrefix) && strings.HasPrefix(value, a.CustomPrefix) {
		return microsyntax.Keyword{Value: value, State: CustomState}, true
	}
	return microsyntax.Keyword{}, false
}

// AppliesTo reports whether the entry covers the HTML element el (by its
// element list; Context is checked separately).
func (a *EnumAttr) AppliesTo(el string) bool {
	for _, e := range a.Elements {
		if e == "*" || e == el {
			return true
		}
	}
	return false
}

// ContextMatches reports whether an element meets context (the syntax
// documented on EnumAttr.Context); get returns the value of another
// attribute of the element and whether it is present. A malformed context
// never matches.
func ContextMatches(context string, get func(name string) (string, bool)) bool {
	if context == "" {
		return true
	}
	attr, values, tokens, ok := ParseContext(context)
	if !ok {
		return false
	}
	v, present := get(attr)
	if !present {
		return false
	}
	if !tokens {
		for _, want := range values {
			if microsyntax.EqualFoldASCII(v, want) {
				return true
			}
		}
		return false
	}
	for _, tok := range microsyntax.SplitSpaceTokens(v) {
		for _, want := range values {
			if microsyntax.EqualFoldASCII(tok, want) {
				return true
			}
		}
	}
	return false
}

// ParseContext splits a non-empty context into its attribute, its values
// and whether it is a token ("~=") condition; ok is false when the context
// does not follow the syntax.
func ParseContext(context string) (attr string, values []string, tokens, ok bool) {
	i := strings.IndexByte(context, '=')
	if i <= 0 {
		return "", nil, false, false
	}
	attr, rest := context[:i], context[i+1:]
	if strings.HasSuffix(attr, "~") {
		attr, tokens = attr[:len(attr)-1], true
	}
	if !contextWord(attr) || rest == "" {
		return "", nil, false, false
	}
	values = strings.Split(rest, "|")
	for _, v := range values {
		if !contextWord(v) {
			return "", nil, false, false
		}
	}
	return attr, values, tokens, true
}

// contextWord reports whether s can be an attribute name or a value in a
// context: non-empty lowercase printable ASCII without whitespace, "=",
// "~" or "|".
func contextWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c >= 0x7f || c == '=' || c == '~' || c == '|' || c >= 'A' && c <= 'Z' {
			return false
		}
	}
	return true
}

// EventHandler is an event handler content attribute (HTML §8.1.8.2).
type EventHandler struct {
	Name string
	// Elements is nil for the handlers every HTML element takes; else the
	// elements that take it (body and frameset for the handlers of the
	// Window object).
	Elements []string
	Source   Source
}

// LookupEventHandler returns the event handler attribute name (lower
// case), or nil.
func LookupEventHandler(name string) *EventHandler {
	return findByName(EventHandlers, name, func(h *EventHandler) string { return h.Name })
}

// Role is a WAI-ARIA role (WAI-ARIA 1.2, Graphics ARIA, DPub-ARIA, and the
// roles the ARIA 1.3 draft adds, with Since "1.3"): the row of its
// characteristics table.
type Role struct {
	Name string
	// Module is "aria", "graphics" (Graphics ARIA) or "dpub" (DPub-ARIA).
	Module   string
	Abstract bool
	// Since is the WAI-ARIA version that added the role: "1.3" for the
	// 1.3 draft's, "" for earlier ones.
	Since      string
	Deprecated bool
	// SuperClass lists the role's direct superclass roles.
	SuperClass []string
	// Props are the states and properties the role supports, inherited
	// ones included, global and required ones not; Required are those it
	// requires (inherited ones included: WAI-ARIA 1.2 §5.2.2), and
	// RequiredFocusable those it requires when the element is focusable
	// (a separator's aria-valuenow); Prohibited those it prohibits.
	Props, Required, RequiredFocusable, Prohibited []string
	// Context lists the roles one of which must own this one (required
	// context role, WAI-ARIA 1.2 §5.2.7; "menu > group" meaning a group
	// within a menu); Owned the roles it owns (required owned elements,
	// §5.2.6; the 1.3 draft's allowed accessibility child roles;
	// "rowgroup > row" meaning a rowgroup that owns rows).
	Context, Owned []string
	// NameFrom lists where the accessible name comes from ("author",
	// "contents", "prohibited").
	NameFrom               []string
	NameRequired           bool
	ChildrenPresentational bool
	Source                 Source
	// Sections are the sections of the corrections
	// (data/corrections/aria.json) that changed the row.
	Sections []string
	// Draft is the role's row in the WAI-ARIA 1.3 draft where it differs
	// from this one, WAI-ARIA 1.2's; nil when it does not differ.
	Draft *Role
}

// In returns the role's row in WAI-ARIA version ("1.2" or "1.3"): its
// Draft for "1.3" when it has one.
func (r *Role) In(version string) *Role {
	if version == "1.3" && r.Draft != nil {
		return r.Draft
	}
	return r
}

// LookupRole returns the role name, or nil: WAI-ARIA 1.2's row (see
// RoleIn for the 1.3 draft's).
func LookupRole(name string) *Role {
	return findByName(Roles, name, func(r *Role) string { return r.Name })
}

// RoleIn returns the row of role name in WAI-ARIA version ("1.2" or
// "1.3"), or nil.
func RoleIn(version, name string) *Role {
	if r := LookupRole(name); r != nil {
		return r.In(version)
	}
	return nil
}

// ARIAProperty is a WAI-ARIA state or property (an aria-* attribute).
type ARIAProperty struct {
	Name string
	// State says it is a state, not a property.
	State bool
	// Type is the value type: "boolean", "tristate", "id", "idlist",
	// "integer", "number", "string", "token", "tokenlist".
	Type string
	// Values lists the keywords of a token or token list ("true" and
	// "false" included where they are tokens).
	Values []string
	// AllowUndefined says "undefined" is a value too (true/false/undefined
	// booleans).
	AllowUndefined bool
	// Global says every role supports it.
	Global     bool
	Deprecated bool
	// Since is "1.3" for the properties the 1.3 draft adds.
	Since  string
	Source Source
}

// LookupARIAProperty returns the state or property name, or nil.
func LookupARIAProperty(name string) *ARIAProperty {
	return findByName(ARIAProperties, name, func(p *ARIAProperty) string { return p.Name })
}

// Subtag is one record of the IANA Language Subtag Registry (RFC 5646
// §3): a subtag, or, for grandfathered and redundant records, a whole tag.
// Every Subtag comes from language-subtag-registry.
type Subtag struct {
	// Type is "language", "extlang", "script", "region", "variant",
	// "grandfathered" or "redundant".
	Type string
	// Subtag is the subtag, or the tag for grandfathered and redundant
	// records, as the registry spells it.
	Subtag string
	// Deprecated says the record is deprecated; Preferred is the
	// Preferred-Value, if any.
	Deprecated bool
	Preferred  string
	// Prefix lists the Prefix fields (extlang and variant records).
	Prefix []string
	// SuppressScript is the Suppress-Script field.
	SuppressScript string
	// Macrolanguage and Scope are the fields of the same names.
	Macrolanguage, Scope string
}

// CharName is a character with its Unicode name (UnicodeOnlySpaces).
type CharName struct {
	Char rune
	Name string
}

// UnicodeOnlySpace returns the Unicode name of r when r is white space
// for Unicode but not for HTML ("IDEOGRAPHIC SPACE" for U+3000), and false
// for any other character.
func UnicodeOnlySpace(r rune) (string, bool) {
	i, ok := sort.Find(len(UnicodeOnlySpaces), func(i int) int { return int(r - UnicodeOnlySpaces[i].Char) })
	if !ok {
		return "", false
	}
	return UnicodeOnlySpaces[i].Name, true
}

// RegionLanguage is a region subtag with its likely language
// (RegionLanguages).
type RegionLanguage struct{ Region, Language string }

// LikelyLanguage returns the language CLDR's likely subtags give for a
// region subtag (any case: "jp" gives "ja"), "" when they name none.
func LikelyLanguage(region string) string {
	if r := findRow(RegionLanguages, strings.ToUpper(region), func(r *RegionLanguage) string { return r.Region }); r != nil {
		return r.Language
	}
	return ""
}

// RegionAlias is a region code the registry lacks and the region subtag
// CLDR replaces it with (RegionAliases).
type RegionAlias struct{ Code, Region string }

// ReplacedRegion returns the region subtag CLDR replaces code with when
// the registry does not have code ("UK" gives "GB"), "" otherwise.
func ReplacedRegion(code string) string {
	if r := findRow(RegionAliases, strings.ToUpper(code), func(r *RegionAlias) string { return r.Code }); r != nil {
		return r.Region
	}
	return ""
}

// findRow finds the row of rows, sorted by key, whose key is key; nil when
// none is.
func findRow[T any](rows []T, key string, keyOf func(*T) string) *T {
	i, ok := sort.Find(len(rows), func(i int) int { return strings.Compare(key, keyOf(&rows[i])) })
	if !ok {
		return nil
	}
	return &rows[i]
}

// LookupSubtag returns the registry record of that type for subtag (or
// tag), compared ASCII case-insensitively, or nil.
func LookupSubtag(typ, subtag string) *Subtag {
	subtag = strings.ToLower(subtag)
	i, ok := sort.Find(len(Subtags), func(i int) int {
		s := &Subtags[i]
		if c := strings.Compare(typ, s.Type); c != 0 {
			return c
		}
		return strings.Compare(subtag, strings.ToLower(s.Subtag))
	})
	if !ok {
		return nil
	}
	return &Subtags[i]
}
