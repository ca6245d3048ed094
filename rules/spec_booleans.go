package rules

// Boolean attributes of the HTML Living Standard (checked against the
// standard as of early 2026: the "Attributes" index, whose Value column reads
// "Boolean attribute", and the element definitions it links to).
//
// Where the third-party reference tables in /work/shared/reference disagree,
// the standard wins. The disagreements, and how they were decided:
//
//   - hidden: the reference (element-attributes) only lists it, and older
//     tools call it boolean. It has been an enumerated attribute since
//     "until-found" was added ("" / "hidden" / "until-found"), so it is in
//     enumeratedAttributes, not here.
//   - input alpha (type=color): added to the standard with colorspace
//     (whatwg/html#10456). attribute-types marks it experimental; it is a
//     boolean attribute of the standard, so it is here.
//   - template shadowrootcustomelementregistry: added with scoped custom
//     element registries (whatwg/html#10869); element-attributes lists it,
//     attribute-types does not.
//   - headingreset (global): added with headingoffset (whatwg/html#11086,
//     conformance in #11979). Present in attribute-types, missing from
//     element-attributes.
//   - input switch: attribute-types lists it (experimental). The pull request
//     adding it (whatwg/html#9546) was still open when this table was
//     written, so it is not here.
//   - iframe allowpaymentrequest: element-attributes lists it; it was
//     removed from the standard (whatwg/html#5915), so it is not here.
//   - Obsolete boolean attributes (nohref, noresize, noshade, nowrap,
//     compact, truespeed, typemustmatch, seamless, scoped, ...) are left
//     out: their elements or attributes are obsolete, and the rules that
//     check obsolete features are elsewhere.
//
// Uncertain: the table follows the standard's text as far as it could be
// checked; input switch is the one attribute that may have been added since.

// booleanAttributes maps an element's local name, or "*" for attributes
// every HTML element has, to its boolean attributes (HTML §2.3.2: true when
// present, false when absent; a value, if any, must be "" or the
// attribute's own name, ASCII case-insensitively). Names are lowercase and
// sorted; a "*" attribute is not repeated under an element.
var booleanAttributes = map[string][]string{
	"*":        {"autofocus", "headingreset", "inert", "itemscope"},
	"audio":    {"autoplay", "controls", "loop", "muted"},
	"button":   {"disabled", "formnovalidate"},
	"details":  {"open"},
	"dialog":   {"open"},
	"fieldset": {"disabled"},
	"form":     {"novalidate"},
	"iframe":   {"allowfullscreen"},
	"img":      {"ismap"},
	"input":    {"alpha", "checked", "disabled", "formnovalidate", "multiple", "readonly", "required"},
	"link":     {"disabled"},
	"ol":       {"reversed"},
	"optgroup": {"disabled"},
	"option":   {"disabled", "selected"},
	"script":   {"async", "defer", "nomodule"},
	"select":   {"disabled", "multiple", "required"},
	"template": {"shadowrootclonable", "shadowrootcustomelementregistry", "shadowrootdelegatesfocus", "shadowrootserializable"},
	"textarea": {"disabled", "readonly", "required"},
	"track":    {"default"},
	"video":    {"autoplay", "controls", "loop", "muted", "playsinline"},
}
