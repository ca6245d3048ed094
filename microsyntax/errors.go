package microsyntax

import "strconv"

// Error says why a value is not a valid instance of a microsyntax, or why
// the browser's parsing rules fail on it, and where.
//
// Offset and End are byte offsets into the value that was checked: the
// problem starts at Offset and ends before End (End == Offset marks a point,
// such as "a digit was expected here" at the end of the string). Reason is a
// sentence fragment for a person, without the position, such as
// "day 30 is past the end of February 2023, which has 28 days". Kind sorts
// the problem for callers that act on it rather than show it: Reason's
// wording may change, Kind's meaning does not.
type Error struct {
	Offset int
	End    int
	Reason string
	Kind   Kind
}

// Error implements the error interface.
func (e *Error) Error() string {
	return "at byte " + strconv.Itoa(e.Offset) + ": " + e.Reason
}

// Kind is what sort of problem an Error reports. Every error of this
// package has one; the zero Kind is not used.
type Kind uint8

// The kinds of problem.
const (
	// KindInvalid is every problem the other kinds do not name: a
	// character, a part or a number that the microsyntax does not allow
	// where it is.
	KindInvalid Kind = iota + 1
	// KindEmpty: the value, or a part of it that must hold something, is
	// empty or only whitespace (an empty entry between two commas, a CSP
	// directive without a source list).
	KindEmpty
	// KindRepeated: a token, descriptor or part is given again where it may
	// be given once.
	KindRepeated
	// KindUnknown: a keyword, name, unit or algorithm that the microsyntax
	// does not define (an unknown sandbox token, hash algorithm or media
	// feature).
	KindUnknown
	// KindNotAlone: a token that must stand alone is given with others
	// ('none' in a source list or an allowlist, "normal" in a color
	// scheme).
	KindNotAlone
)

// String returns the kind's name without its prefix ("empty").
func (k Kind) String() string {
	switch k {
	case KindInvalid:
		return "invalid"
	case KindEmpty:
		return "empty"
	case KindRepeated:
		return "repeated"
	case KindUnknown:
		return "unknown"
	case KindNotAlone:
		return "not alone"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// moved returns e moved off bytes on: the same problem found in a part of
// a longer value that starts at off.
func (e *Error) moved(off int) *Error {
	return &Error{Offset: e.Offset + off, End: e.End + off, Reason: e.Reason, Kind: e.Kind}
}

// errAt builds an *Error of KindInvalid spanning value[off:end].
func errAt(off, end int, reason string) *Error {
	return errKind(KindInvalid, off, end, reason)
}

// errKind builds an *Error of kind k spanning value[off:end].
func errKind(k Kind, off, end int, reason string) *Error {
	if end < off {
		end = off
	}
	return &Error{Offset: off, End: end, Reason: reason, Kind: k}
}

// errChar builds an *Error of KindInvalid covering the one character (code
// point) of s that starts at off, or the point at the end of s when off ==
// len(s).
func errChar(s string, off int, reason string) *Error {
	return errAt(off, off+charLen(s, off), reason)
}
