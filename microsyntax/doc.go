// Package microsyntax implements section 2.3 of the HTML Living Standard,
// "Common microsyntaxes", and the value types of other standards that
// attributes use (URLs, srcset, sizes, MIME types, target names, custom
// element names, e-mail addresses, integrity metadata), with no dependency on HTML parsing: the standard
// library, and golang.org/x/net/idna for domains.
//
// For each microsyntax the package offers the two things the standard
// defines:
//
//   - the author conformance check, named ValidX, which returns nil or an
//     *Error giving the byte offset into the value where it goes wrong, a
//     reason a person understands, and a Kind (empty, repeated, unknown,
//     not alone, or otherwise invalid) for programs that act on it;
//   - the browser's parsing rules, named ParseX, which follow the standard's
//     algorithm step by step, error recovery included, and return the value a
//     browser ends up with, or an *Error when the algorithm fails.
//
// Validation of typical values does not allocate; only an invalid value
// allocates its *Error.
//
// # Index
//
// Booleans and keywords (§2.3.2, §2.3.3):
//
//	ValidBoolean; Enumerated (State, Valid, Canonical), Keyword
//
// Numbers (§2.3.4):
//
//	ValidInteger, ParseInteger; ValidNonNegativeInteger, ParseNonNegativeInteger;
//	ValidFloat, ParseFloat, BestFloat (the best representation, for fixes);
//	ParseDimension, ParseNonZeroDimension (Dimension);
//	ValidFloatList, ParseFloatList; ParseDimensionList (ListDimension)
//
// Dates and times (§2.3.5):
//
//	ValidMonth, ParseMonth (Month); ValidDate, ParseDate (Date);
//	ValidYearlessDate, ParseYearlessDate (YearlessDate); ValidTime, ParseTime (Time);
//	ValidLocalDateTime, ValidNormalizedLocalDateTime, ParseLocalDateTime (LocalDateTime);
//	ValidTimeZoneOffset, ParseTimeZoneOffset (TimeZoneOffset);
//	ValidGlobalDateTime, ValidNormalizedForcedUTCGlobalDateTime, ParseGlobalDateTime (GlobalDateTime);
//	ValidWeek, ParseWeek (Week), WeeksInYear; ValidDuration, ParseDuration (Duration);
//	ValidYear; ValidDateStringWithOptionalTime (ins/del); ValidTimeDatetime,
//	ParseTimeDatetime, ParseDateOrTime (time@datetime); IsLeapYear, DaysInMonth
//
// Colours (§2.3.6 and CSS Color 4):
//
//	ParseLegacyColor, NamedColor (Color); ValidCSSColor, ParseCSSColor (RGBA)
//
// Tokens and references (§2.3.8, §2.3.9):
//
//	SpaceTokens, SplitSpaceTokens, CommaTokens, SplitCommaTokens, TokenSet;
//	ValidHashNameReference, ParseHashNameReference
//
// Media queries (§2.3.10, Media Queries 4), on a CSS Syntax 3 tokenizer:
//
//	ValidMediaQueryList, ParseMediaQueryList (MediaQueryList)
//
// URLs (URL Standard, URL writing; HTML §2.4.1), with what the URL parser
// does with each problem:
//
//	ValidURL, ValidURLSurroundedBySpaces (URLBase, URLError), URLScheme; RepairURL;
//	ParseURL (URLRecord), the basic URL parser and serializer
//
// Images (HTML §4.8.4.2): srcset and sizes attributes:
//
//	ValidSrcset, ParseSrcset (ImageCandidate); ValidSourceSizeList
//
// MIME types (MIME Sniffing §4):
//
//	ValidMIMEType, ValidMIMETypeNoParams, MIMEEssence, IsHTTPToken,
//	IsJavaScriptMIMETypeEssenceMatch
//
// Names and other values: navigable target names (target), custom element
// names (is), e-mail addresses (input type=email), integrity metadata
// (Subresource Integrity):
//
//	ValidNavigableTargetName, ValidCustomElementName; ValidEmail, ValidEmailList;
//	ValidIntegrity
//
// ASCII primitives of Infra: EqualFoldASCII, ToLowerASCII, IsASCIIWhitespace.
package microsyntax
