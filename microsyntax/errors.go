package microsyntax

import "strconv"

// Error says why a value is not a valid instance of a microsyntax, or why
// the browser's parsing rules fail on it, and where.
//
// Offset and End are byte offsets into the value that was checked: the
// problem starts at Offset and ends before End (End == Offset marks a point,
// such as "a digit was expected here" at the end of the string). Reason is a
// sentence fragment for a person, without the position, such as
// "day 30 is past the end of February 2023, which has 28 days".
type Error struct {
	Offset int
	End    int
	Reason string
}

// Error implements the error interface.
func (e *Error) Error() string {
	return "at byte " + strconv.Itoa(e.Offset) + ": " + e.Reason
}

// errAt builds an *Error spanning value[off:end].
func errAt(off, end int, reason string) *Error {
	if end < off {
		end = off
	}
	return &Error{Offset: off, End: end, Reason: reason}
}

// errChar builds an *Error covering the one character (code point) of s
// that starts at off, or the point at the end of s when off == len(s).
func errChar(s string, off int, reason string) *Error {
	return errAt(off, off+charLen(s, off), reason)
}
