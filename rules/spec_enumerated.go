package rules

import (
	"strings"

	"github.com/attrlint/attrlint/microsyntax"
)

// Enumerated attributes of the HTML Living Standard (checked against the
// standard as of early 2026: the "Attributes" index, whose Value column
// lists keywords, and the definition of each attribute, which gives the
// keyword/state table and the missing value and invalid value defaults).
// State names are the standard's state names, lowercased and hyphenated.
//
// Where the third-party reference tables in /work/shared/reference disagree,
// the standard wins. The disagreements, and how they were decided:
//
//   - hidden is enumerated, not boolean: "" and "hidden" map to the hidden
//     state, "until-found" to hidden until found; missing: not hidden;
//     invalid: hidden. (Older tables list it as a boolean attribute.)
//   - dir: the standard gives the undefined state as both defaults; the
//     references give none. dir on bdo must be "ltr" or "rtl": a separate
//     entry marks "auto" as not conforming there.
//   - button type: the missing and invalid value defaults are the Auto state
//     since command/commandfor were added (whatwg/html#9841, #11048), not
//     the Submit Button state the references give.
//   - button command: six built-in keywords, plus custom commands, which
//     are any value starting with "--" (CustomPrefix). Missing from the
//     enumerated-attributes reference.
//   - input colorspace (type=color): "limited-srgb" / "display-p3"
//     (whatwg/html#10456). Only attribute-types has it.
//   - loading: on img and iframe, and since whatwg/html#11980 also on audio
//     and video; the references only give img and iframe.
//   - link as: the standard now splits it (whatwg/html#11981): with
//     rel=preload the value must be a preload destination (fetch, font,
//     image, script, style, track); with rel=modulepreload a module preload
//     destination (json, style, or a script-like destination: audioworklet,
//     paintworklet, script, serviceworker, sharedworker, worker). The
//     references still list every Fetch "potential destination" (audio,
//     document, embed, frame, iframe, manifest, object, report, video,
//     xslt, ...), which the standard no longer accepts.
//   - preload (audio, video): "" is a keyword of the auto state; the
//     invalid value default is metadata; the missing value default is
//     user-agent defined (metadata is only suggested). attribute-types gives
//     "implementation-defined" for both and omits "".
//   - track kind: missing value default subtitles, invalid value default
//     metadata (attribute-types gives metadata for both).
//   - decoding: "" is not a keyword (enumerated-attributes groups it with
//     auto; the empty value is simply invalid, which also gives auto).
//   - form autocomplete: "" is not a keyword (enumerated-attributes groups
//     it with on).
//   - referrerpolicy: every referrer policy of the Referrer Policy standard
//     is a keyword (the enumerated-attributes reference lacks same-origin,
//     strict-origin and strict-origin-when-cross-origin) and script has the
//     attribute too.
//   - fetchpriority: on img, link and script. attribute-types also puts it
//     on iframe, which the standard does not define.
//   - area shape: the non-conforming but recognised "circ", "polygon" and
//     "rectangle" are kept, marked NonConforming (attribute-types omits
//     them).
//   - meta http-equiv: "content-language" and "set-cookie" are recognised
//     but non-conforming, and kept marked so (attribute-types omits them).
//   - contenteditable, draggable, spellcheck, translate, popover,
//     autocapitalize, autocorrect, writingsuggestions: the references state
//     the same keywords and defaults in other words; no disagreement.
//   - template shadowrootslotassignment ("named" / "manual", defaults
//     named) and dialog closedby ("any" / "closerequest" / "none", defaults
//     Auto) are new: no reference has the first, and enumerated-attributes
//     lacks the second.
//
// Left out on purpose:
//
//   - sandbox (iframe), rel, blocking, autocomplete on input/select/textarea
//     (autofill), and the like: token lists, not enumerated attributes.
//   - target / formtarget: a navigable name or keyword, not enumerated.
//   - script type, style type, meta charset, form accept-charset, input step
//     "any": each allows one fixed string or another syntax, but the
//     standard does not define them as enumerated attributes (style type is
//     an obsolete-but-conforming "text/css"; meta charset and accept-charset
//     must match "utf-8"); other rules handle them.
//   - Obsolete elements and attributes (marquee behavior/direction, keygen
//     keytype, menu/menuitem type, ul type, li type, table frame/rules,
//     align, valign, scrolling, ...): obsolete features are checked
//     elsewhere.
//
// Uncertain: the dir defaults (read as the undefined state), the button
// type Auto state as the invalid value default, and the recent additions
// (link as split, audio/video loading, shadowrootslotassignment defaults)
// follow the standard as best it could be read; re-check them when the
// standard changes.

// enumeratedAttribute is the project's description of one enumerated
// attribute (HTML §2.3.3) on some elements.
//
// Several entries can apply to the same attribute of an element (a "*"
// entry and an element entry, such as dir and dir on bdo, or two entries
// with different contexts, such as link as): the value must then be valid
// for each of them, and an element entry refines the "*" one.
type enumeratedAttribute struct {
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
	// enumContextMatches implements this.
	Context string
	// CaseSensitive means keywords are matched exactly, not ASCII
	// case-insensitively (ol type, where "a" and "A" are different
	// states). microsyntax.Enumerated's State and Valid always ignore case,
	// so a checker must use keyword for such an entry.
	CaseSensitive bool
	// CustomPrefix, when not empty, makes every value that starts with it
	// (and is longer than it) a valid keyword of the state named
	// specCustomState (button command: custom commands start with "--").
	// microsyntax.Enumerated does not know about it; keyword does.
	CustomPrefix string
	// OtherStates lists the states no keyword in Enum maps to: states
	// reached only through a missing or invalid value default (such as
	// contenteditable's inherit state), or specCustomState for CustomPrefix.
	OtherStates []string
	// Enum holds the keywords, their states and the two defaults. Keyword
	// values are lowercase unless CaseSensitive. An empty MissingDefault
	// or InvalidDefault means the standard gives none (for audio/video
	// preload, whose missing value default is left to the user agent, see
	// Doc).
	Enum microsyntax.Enumerated
	// Doc says in one line what the attribute controls.
	Doc string
}

// specCustomState is the state of a value matched through CustomPrefix.
const specCustomState = "custom"

// keyword finds the keyword value maps to, honouring CaseSensitive and
// CustomPrefix; ok is false when value matches no keyword (it then has the
// invalid value default, if any). A custom value gives a Keyword whose
// Value is value itself and whose State is specCustomState.
func (a *enumeratedAttribute) keyword(value string) (k microsyntax.Keyword, ok bool) {
	for _, kw := range a.Enum.Keywords {
		if a.CaseSensitive && kw.Value == value ||
			!a.CaseSensitive && microsyntax.EqualFoldASCII(kw.Value, value) {
			return kw, true
		}
	}
	if a.CustomPrefix != "" && len(value) > len(a.CustomPrefix) && strings.HasPrefix(value, a.CustomPrefix) {
		return microsyntax.Keyword{Value: value, State: specCustomState}, true
	}
	return microsyntax.Keyword{}, false
}

// enumContextMatches reports whether an element meets context (the syntax
// documented on enumeratedAttribute.Context); get returns the value of
// another attribute of the element and whether it is present. A malformed
// context never matches.
func enumContextMatches(context string, get func(name string) (string, bool)) bool {
	if context == "" {
		return true
	}
	attr, values, tokens, ok := parseEnumContext(context)
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

// parseEnumContext splits a non-empty context into its attribute, its
// values and whether it is a token ("~=") condition; ok is false when the
// context does not follow the syntax.
func parseEnumContext(context string) (attr string, values []string, tokens, ok bool) {
	i := strings.IndexByte(context, '=')
	if i <= 0 {
		return "", nil, false, false
	}
	attr, rest := context[:i], context[i+1:]
	if strings.HasSuffix(attr, "~") {
		attr, tokens = attr[:len(attr)-1], true
	}
	if !enumContextWord(attr) || rest == "" {
		return "", nil, false, false
	}
	values = strings.Split(rest, "|")
	for _, v := range values {
		if !enumContextWord(v) {
			return "", nil, false, false
		}
	}
	return attr, values, tokens, true
}

// enumContextWord reports whether s can be an attribute name or a value in
// a context: non-empty lowercase printable ASCII without whitespace, "=",
// "~" or "|".
func enumContextWord(s string) bool {
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

// specKW is a conforming keyword.
func specKW(value, state string) microsyntax.Keyword {
	return microsyntax.Keyword{Value: value, State: state}
}

// specKWObsolete is a keyword that still maps to its state but that authors
// must not use.
func specKWObsolete(value, state string) microsyntax.Keyword {
	return microsyntax.Keyword{Value: value, State: state, NonConforming: true}
}

// specKWs returns one conforming keyword per value, each mapping to
// the state of the same name.
func specKWs(values ...string) []microsyntax.Keyword {
	k := make([]microsyntax.Keyword, len(values))
	for i, v := range values {
		k[i] = specKW(v, v)
	}
	return k
}

// specReferrerPolicyEnum is a referrer policy attribute (HTML "Referrer policy attributes"): every
// referrer policy of the Referrer Policy standard, and the empty string, is
// a keyword. The empty-string state, written "empty" here, means "no policy
// given: use the default".
var specReferrerPolicyEnum = microsyntax.Enumerated{
	Keywords: []microsyntax.Keyword{
		specKW("", "empty"),
		specKW("no-referrer", "no-referrer"),
		specKW("no-referrer-when-downgrade", "no-referrer-when-downgrade"),
		specKW("same-origin", "same-origin"),
		specKW("origin", "origin"),
		specKW("strict-origin", "strict-origin"),
		specKW("origin-when-cross-origin", "origin-when-cross-origin"),
		specKW("strict-origin-when-cross-origin", "strict-origin-when-cross-origin"),
		specKW("unsafe-url", "unsafe-url"),
	},
	MissingDefault: "empty",
	InvalidDefault: "empty",
}

// specFormEnctypeKeywords are the keywords of enctype and formenctype; each
// maps to the state of the same name.
var specFormEnctypeKeywords = specKWs("application/x-www-form-urlencoded", "multipart/form-data", "text/plain")

// specFormMethodKeywords are the keywords of method and formmethod.
var specFormMethodKeywords = specKWs("get", "post", "dialog")

// specPopoverTargetActionEnum is popovertargetaction on button and input.
var specPopoverTargetActionEnum = microsyntax.Enumerated{
	Keywords:       specKWs("toggle", "show", "hide"),
	MissingDefault: "toggle",
	InvalidDefault: "toggle",
}

// enumeratedAttributes lists every enumerated attribute of the current HTML
// standard on current elements, with all its keywords (conforming and
// recognised-but-non-conforming), its states and its defaults. Global
// attributes come first, then element attributes by element.
var enumeratedAttributes = []enumeratedAttribute{
	// Global attributes.
	{
		Elements: []string{"*"},
		Name:     "autocapitalize",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("off", "none"), specKW("none", "none"),
				specKW("on", "sentences"), specKW("sentences", "sentences"),
				specKW("words", "words"),
				specKW("characters", "characters"),
			},
			MissingDefault: "default",
			InvalidDefault: "sentences",
			Canon:          map[string]string{"none": "none", "sentences": "sentences"},
		},
		OtherStates: []string{"default"},
		Doc:         "how a virtual keyboard or input method capitalises the text the user types",
	},
	{
		Elements: []string{"*"},
		Name:     "autocorrect",
		Enum: microsyntax.Enumerated{
			Keywords:       []microsyntax.Keyword{specKW("on", "on"), specKW("", "on"), specKW("off", "off")},
			MissingDefault: "on",
			InvalidDefault: "on",
		},
		Doc: "whether the browser may correct spelling and punctuation as the user types",
	},
	{
		Elements: []string{"*"},
		Name:     "contenteditable",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("true", "true"), specKW("", "true"),
				specKW("false", "false"),
				specKW("plaintext-only", "plaintext-only"),
			},
			MissingDefault: "inherit",
			InvalidDefault: "inherit",
		},
		OtherStates: []string{"inherit"},
		Doc:         "whether the user can edit the element's content, and whether only as plain text",
	},
	{
		Elements: []string{"*"},
		Name:     "dir",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("ltr", "rtl", "auto"),
			MissingDefault: "undefined",
			InvalidDefault: "undefined",
		},
		OtherStates: []string{"undefined"},
		Doc:         "the direction of the element's text: left to right, right to left, or guessed from the content",
	},
	{
		Elements: []string{"bdo"},
		Name:     "dir",
		Enum: microsyntax.Enumerated{
			Keywords:       []microsyntax.Keyword{specKW("ltr", "ltr"), specKW("rtl", "rtl"), specKWObsolete("auto", "auto")},
			MissingDefault: "undefined",
			InvalidDefault: "undefined",
		},
		OtherStates: []string{"undefined"},
		Doc:         "the direction bdo forces on its text; it must be given explicitly, so auto is not allowed here",
	},
	{
		Elements: []string{"*"},
		Name:     "draggable",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("true", "false"),
			MissingDefault: "auto",
			InvalidDefault: "auto",
		},
		OtherStates: []string{"auto"},
		Doc:         "whether the user can drag the element, overriding the browser's own choice",
	},
	{
		Elements: []string{"*"},
		Name:     "enterkeyhint",
		Enum: microsyntax.Enumerated{
			Keywords: specKWs("enter", "done", "go", "next", "previous", "search", "send"),
		},
		Doc: "which label or icon a virtual keyboard shows on its enter key",
	},
	{
		Elements: []string{"*"},
		Name:     "hidden",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("hidden", "hidden"), specKW("", "hidden"),
				specKW("until-found", "until-found"),
			},
			MissingDefault: "not-hidden",
			InvalidDefault: "hidden",
		},
		OtherStates: []string{"not-hidden"},
		Doc:         "whether the element is not relevant yet, or hidden only until find-in-page or a fragment link reveals it",
	},
	{
		Elements: []string{"*"},
		Name:     "inputmode",
		Enum: microsyntax.Enumerated{
			Keywords: specKWs("none", "text", "tel", "url", "email", "numeric", "decimal", "search"),
		},
		Doc: "which kind of virtual keyboard suits the data the user will type into an editable element",
	},
	{
		Elements: []string{"*"},
		Name:     "popover",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("auto", "auto"), specKW("", "auto"),
				specKW("manual", "manual"),
				specKW("hint", "hint"),
			},
			MissingDefault: "no-popover",
			InvalidDefault: "manual",
		},
		OtherStates: []string{"no-popover"},
		Doc:         "makes the element a popover, and how it is dismissed and interacts with other popovers",
	},
	{
		Elements: []string{"*"},
		Name:     "spellcheck",
		Enum: microsyntax.Enumerated{
			Keywords:       []microsyntax.Keyword{specKW("true", "true"), specKW("", "true"), specKW("false", "false")},
			MissingDefault: "default",
			InvalidDefault: "default",
		},
		OtherStates: []string{"default"},
		Doc:         "whether the browser checks the spelling and grammar of editable text",
	},
	{
		Elements: []string{"*"},
		Name:     "translate",
		Enum: microsyntax.Enumerated{
			Keywords:       []microsyntax.Keyword{specKW("yes", "yes"), specKW("", "yes"), specKW("no", "no")},
			MissingDefault: "inherit",
			InvalidDefault: "inherit",
		},
		OtherStates: []string{"inherit"},
		Doc:         "whether translation tools should translate the element's text and attribute values",
	},
	{
		Elements: []string{"*"},
		Name:     "writingsuggestions",
		Enum: microsyntax.Enumerated{
			Keywords:       []microsyntax.Keyword{specKW("true", "true"), specKW("", "true"), specKW("false", "false")},
			MissingDefault: "default",
			InvalidDefault: "default",
		},
		OtherStates: []string{"default"},
		Doc:         "whether the browser may offer to complete what the user is writing",
	},

	// Attributes shared by several elements.
	{
		Elements: []string{"a", "area", "iframe", "img", "link", "script"},
		Name:     "referrerpolicy",
		Enum:     specReferrerPolicyEnum,
		Doc:      "how much of the page's URL is sent as the Referer header with the request the element makes",
	},
	{
		Elements: []string{"audio", "img", "link", "script", "video"},
		Name:     "crossorigin",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("anonymous", "anonymous"), specKW("", "anonymous"),
				specKW("use-credentials", "use-credentials"),
			},
			MissingDefault: "no-cors",
			InvalidDefault: "anonymous",
		},
		OtherStates: []string{"no-cors"},
		Doc:         "whether the element's resource is fetched with CORS, and whether cookies and credentials go with it",
	},
	{
		Elements: []string{"audio", "iframe", "img", "video"},
		Name:     "loading",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("lazy", "eager"),
			MissingDefault: "eager",
			InvalidDefault: "eager",
		},
		Doc: "whether to load the resource at once or wait until the element is near the viewport",
	},
	{
		Elements: []string{"img"},
		Name:     "decoding",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("sync", "async", "auto"),
			MissingDefault: "auto",
			InvalidDefault: "auto",
		},
		Doc: "a hint whether to decode the image before showing it with other content, or separately, or as the browser likes",
	},
	{
		Elements: []string{"img", "link", "script"},
		Name:     "fetchpriority",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("high", "low", "auto"),
			MissingDefault: "auto",
			InvalidDefault: "auto",
		},
		Doc: "a hint for how urgent the element's fetch is compared with the page's other fetches",
	},
	{
		Elements: []string{"audio", "video"},
		Name:     "preload",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("none", "none"),
				specKW("metadata", "metadata"),
				specKW("auto", "auto"), specKW("", "auto"),
			},
			// The missing value default is user-agent defined (metadata is
			// suggested), so none is recorded here.
			InvalidDefault: "metadata",
		},
		Doc: "how much of the media to download before playback is asked for; when absent the browser chooses",
	},

	// Element attributes, by element.
	{
		Elements: []string{"area"},
		Name:     "shape",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("circle", "circle"), specKWObsolete("circ", "circle"),
				specKW("default", "default"),
				specKW("poly", "polygon"), specKWObsolete("polygon", "polygon"),
				specKW("rect", "rectangle"), specKWObsolete("rectangle", "rectangle"),
			},
			MissingDefault: "rectangle",
			InvalidDefault: "rectangle",
		},
		Doc: "the kind of region the image-map area covers, which says how its coords are read",
	},
	{
		Elements: []string{"button"},
		Name:     "type",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("submit", "submit-button"),
				specKW("reset", "reset-button"),
				specKW("button", "button"),
			},
			MissingDefault: "auto",
			InvalidDefault: "auto",
		},
		OtherStates: []string{"auto"},
		Doc:         "what the button does when activated; without a valid type it submits its form unless it has commandfor",
	},
	{
		Elements:     []string{"button"},
		Name:         "command",
		CustomPrefix: "--",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("toggle-popover", "toggle-popover"),
				specKW("show-popover", "show-popover"),
				specKW("hide-popover", "hide-popover"),
				specKW("close", "close"),
				specKW("request-close", "request-close"),
				specKW("show-modal", "show-modal"),
			},
			MissingDefault: "unknown",
			InvalidDefault: "unknown",
		},
		OtherStates: []string{"unknown", specCustomState},
		Doc:         "the action the button asks its commandfor target to perform; values starting with -- are custom commands for scripts",
	},
	{
		Elements: []string{"button"},
		Name:     "formenctype",
		Enum: microsyntax.Enumerated{
			Keywords:       specFormEnctypeKeywords,
			InvalidDefault: "application/x-www-form-urlencoded",
		},
		Doc: "how the form data is encoded when this button submits the form, overriding the form's enctype",
	},
	{
		Elements: []string{"button"},
		Name:     "formmethod",
		Enum: microsyntax.Enumerated{
			Keywords:       specFormMethodKeywords,
			InvalidDefault: "get",
		},
		Doc: "the HTTP method (or dialog closing) used when this button submits the form, overriding the form's method",
	},
	{
		Elements: []string{"button"},
		Name:     "popovertargetaction",
		Enum:     specPopoverTargetActionEnum,
		Doc:      "whether the button shows, hides or toggles the popover named by popovertarget",
	},
	{
		Elements: []string{"dialog"},
		Name:     "closedby",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("any", "any"),
				specKW("closerequest", "close-request"),
				specKW("none", "none"),
			},
			MissingDefault: "auto",
			InvalidDefault: "auto",
		},
		OtherStates: []string{"auto"},
		Doc:         "which user actions close the dialog: a click outside or a close request, only a close request, or neither",
	},
	{
		Elements: []string{"form"},
		Name:     "autocomplete",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("on", "off"),
			MissingDefault: "on",
			InvalidDefault: "on",
		},
		Doc: "the default for the form's controls: whether the browser may fill them in from earlier input",
	},
	{
		Elements: []string{"form"},
		Name:     "enctype",
		Enum: microsyntax.Enumerated{
			Keywords:       specFormEnctypeKeywords,
			MissingDefault: "application/x-www-form-urlencoded",
			InvalidDefault: "application/x-www-form-urlencoded",
		},
		Doc: "how the form data is encoded in the request when the form is submitted",
	},
	{
		Elements: []string{"form"},
		Name:     "method",
		Enum: microsyntax.Enumerated{
			Keywords:       specFormMethodKeywords,
			MissingDefault: "get",
			InvalidDefault: "get",
		},
		Doc: "the HTTP method used to submit the form, or dialog to close the dialog the form is in",
	},
	{
		Elements: []string{"input"},
		Name:     "type",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("hidden", "hidden"),
				specKW("text", "text"),
				specKW("search", "search"),
				specKW("tel", "telephone"),
				specKW("url", "url"),
				specKW("email", "email"),
				specKW("password", "password"),
				specKW("date", "date"),
				specKW("month", "month"),
				specKW("week", "week"),
				specKW("time", "time"),
				specKW("datetime-local", "local-date-and-time"),
				specKW("number", "number"),
				specKW("range", "range"),
				specKW("color", "color"),
				specKW("checkbox", "checkbox"),
				specKW("radio", "radio-button"),
				specKW("file", "file-upload"),
				specKW("submit", "submit-button"),
				specKW("image", "image-button"),
				specKW("reset", "reset-button"),
				specKW("button", "button"),
			},
			MissingDefault: "text",
			InvalidDefault: "text",
		},
		Doc: "the kind of control the input element is, and so which data it accepts and how it is shown",
	},
	{
		Elements: []string{"input"},
		Name:     "colorspace",
		Context:  "type=color",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("limited-srgb", "display-p3"),
			MissingDefault: "limited-srgb",
			InvalidDefault: "limited-srgb",
		},
		Doc: "the colour space a colour input picks and serialises its value in",
	},
	{
		Elements: []string{"input"},
		Name:     "formenctype",
		Context:  "type=submit|image",
		Enum: microsyntax.Enumerated{
			Keywords:       specFormEnctypeKeywords,
			InvalidDefault: "application/x-www-form-urlencoded",
		},
		Doc: "how the form data is encoded when this submit or image button submits the form, overriding the form's enctype",
	},
	{
		Elements: []string{"input"},
		Name:     "formmethod",
		Context:  "type=submit|image",
		Enum: microsyntax.Enumerated{
			Keywords:       specFormMethodKeywords,
			InvalidDefault: "get",
		},
		Doc: "the HTTP method (or dialog closing) used when this submit or image button submits the form",
	},
	{
		Elements: []string{"input"},
		Name:     "popovertargetaction",
		Context:  "type=button|image|reset|submit",
		Enum:     specPopoverTargetActionEnum,
		Doc:      "whether the button-like input shows, hides or toggles the popover named by popovertarget",
	},
	{
		Elements: []string{"link"},
		Name:     "as",
		Context:  "rel~=preload",
		Enum: microsyntax.Enumerated{
			Keywords: specKWs("fetch", "font", "image", "script", "style", "track"),
		},
		Doc: "which kind of resource a preload link fetches (a preload destination); required with rel=preload",
	},
	{
		Elements: []string{"link"},
		Name:     "as",
		Context:  "rel~=modulepreload",
		Enum: microsyntax.Enumerated{
			Keywords: specKWs("audioworklet", "json", "paintworklet", "script", "serviceworker", "sharedworker", "style", "worker"),
		},
		Doc: "which kind of module a modulepreload link fetches (a module preload destination); script when absent",
	},
	{
		Elements: []string{"meta"},
		Name:     "http-equiv",
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKWObsolete("content-language", "content-language"),
				specKW("content-type", "encoding-declaration"),
				specKW("default-style", "default-style"),
				specKW("refresh", "refresh"),
				specKWObsolete("set-cookie", "cookie-setter"),
				specKW("x-ua-compatible", "x-ua-compatible"),
				specKW("content-security-policy", "content-security-policy"),
			},
		},
		Doc: "the pragma the meta element states in place of an HTTP header (refresh, encoding, default style, CSP, ...)",
	},
	{
		Elements:      []string{"ol"},
		Name:          "type",
		CaseSensitive: true,
		Enum: microsyntax.Enumerated{
			Keywords: []microsyntax.Keyword{
				specKW("1", "decimal"),
				specKW("a", "lower-alpha"),
				specKW("A", "upper-alpha"),
				specKW("i", "lower-roman"),
				specKW("I", "upper-roman"),
			},
			MissingDefault: "decimal",
			InvalidDefault: "decimal",
		},
		Doc: "the kind of marker the ordered list numbers its items with; letters are matched case-sensitively",
	},
	{
		Elements: []string{"template"},
		Name:     "shadowrootmode",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("open", "closed"),
			MissingDefault: "none",
			InvalidDefault: "none",
		},
		OtherStates: []string{"none"},
		Doc:         "makes the template a declarative shadow root for its parent, open or closed to scripts",
	},
	{
		Elements: []string{"template"},
		Name:     "shadowrootslotassignment",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("named", "manual"),
			MissingDefault: "named",
			InvalidDefault: "named",
		},
		Doc: "whether the declarative shadow root assigns children to slots by name or leaves it to scripts",
	},
	{
		Elements: []string{"textarea"},
		Name:     "wrap",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("soft", "hard"),
			MissingDefault: "soft",
			InvalidDefault: "soft",
		},
		Doc: "whether the line breaks the text area wraps at are added to the submitted value",
	},
	{
		Elements: []string{"th"},
		Name:     "scope",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("row", "col", "rowgroup", "colgroup"),
			MissingDefault: "auto",
			InvalidDefault: "auto",
		},
		OtherStates: []string{"auto"},
		Doc:         "which cells the header cell applies to: its row, column, row group or column group",
	},
	{
		Elements: []string{"track"},
		Name:     "kind",
		Enum: microsyntax.Enumerated{
			Keywords:       specKWs("subtitles", "captions", "descriptions", "chapters", "metadata"),
			MissingDefault: "subtitles",
			InvalidDefault: "metadata",
		},
		Doc: "what the text track is for: subtitles, captions, audio descriptions, chapter titles, or data for scripts",
	},
}
