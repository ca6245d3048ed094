// Package microsyntax implements section 2.3 of the HTML Living Standard,
// "Common microsyntaxes", with no dependency on HTML parsing.
//
// For each microsyntax the package offers the two things the standard
// defines:
//
//   - the author conformance check, named ValidX, which returns nil or an
//     *Error giving the byte offset into the value where it goes wrong and a
//     reason a person understands;
//   - the browser's parsing rules, named ParseX, which follow the standard's
//     algorithm step by step, error recovery included, and return the value a
//     browser ends up with, or an *Error when the algorithm fails.
//
// Validation of typical values does not allocate; only an invalid value
// allocates its *Error.
//
// The index of microsyntaxes and their functions is in index.go's package
// comment section below (kept in README.md as well).
package microsyntax
