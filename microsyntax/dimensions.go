package microsyntax

import (
	"math"
	"strconv"
)

// Dimensions: HTML §2.3.4.4 percentages and lengths, §2.3.4.5 non-zero
// percentages and lengths, §2.3.4.6 lists of floating-point numbers and
// §2.3.4.7 lists of dimensions.
//
// Validity: section 2.3 of the current standard defines no "valid dimension
// value" grammar (older drafts had "valid non-negative percentage" and
// similar); only parsing rules. Attributes that are parsed as dimensions
// state their own conformance (img width and height, for instance, must be
// valid non-negative integers), so this file has no ValidDimension.

// Dimension is the result of the rules for parsing dimension values: a
// number at least 0 that is either a length (in CSS pixels) or a
// percentage.
type Dimension struct {
	Value   float64
	Percent bool
}

// String writes d so that ParseDimension reads it back unchanged: the
// number in plain decimal notation (no exponent, which the rules would
// stop at), then "%" for a percentage.
func (d Dimension) String() string {
	b := strconv.AppendFloat(make([]byte, 0, 24), d.Value, 'f', -1, 64)
	if d.Percent {
		b = append(b, '%')
	}
	return string(b)
}

// ParseDimension applies the rules for parsing dimension values (HTML
// §2.3.4.4): skip ASCII whitespace, then ASCII digits, optionally "." and
// more digits; a "%" right after the number makes it a percentage, and
// anything else after it is ignored ("100px" is the length 100, "50%" the
// percentage 50, "50.%" the percentage 50). It fails when no ASCII digit
// starts the number: "+5", "-5" and ".5" are errors in the current
// standard. A number beyond the double range is reported as an error too
// (the spec's numbers are unbounded).
func ParseDimension(s string) (Dimension, error) {
	d, _, err := dimParse(s)
	if err != nil {
		return Dimension{}, err
	}
	return d, nil
}

// ParseNonZeroDimension applies the rules for parsing non-zero dimension
// values (HTML §2.3.4.5): the rules for parsing dimension values, then an
// error when the value is zero ("0", "0.0%", "0px"). Zero is decided on the
// exact digits, as the spec's numbers are exact.
func ParseNonZeroDimension(s string) (Dimension, error) {
	d, digits, err := dimParse(s)
	if err != nil {
		return Dimension{}, err
	}
	// Step 3: "If value is zero, return an error."
	if !dimNonZeroDigits(s[digits.start:digits.end]) {
		kind := "length"
		if d.Percent {
			kind = "percentage"
		}
		return Dimension{}, errAt(digits.start, digits.end, "the "+kind+" is zero; a non-zero value is required")
	}
	return d, nil
}

// dimSpan is a byte range of the input.
type dimSpan struct{ start, end int }

// dimParse runs the rules for parsing dimension values and also returns the
// span of the number's characters.
func dimParse(s string) (Dimension, dimSpan, *Error) {
	// Steps 1-3: position at the start; skip ASCII whitespace.
	pos := skipWhitespace(s, 0)
	// Step 4: past the end, or not an ASCII digit: failure.
	if pos >= len(s) {
		return Dimension{}, dimSpan{pos, pos}, numNothing(s, pos)
	}
	if !isDigit(s[pos]) {
		return Dimension{}, dimSpan{pos, pos}, dimDigitExpected(s, pos)
	}
	// Step 5: collect the digits; that is value.
	start := pos
	pos = collectDigits(s, pos)
	end := pos
	// Step 6: past the end: a length (the percent check below is false).
	// Step 7: a "." and the fraction digits.
	if pos < len(s) && s[pos] == '.' {
		pos++ // 7.1
		// 7.2: no digit after the "." returns the current dimension value
		// at this position, so "50.%" is a percentage.
		// 7.3-7.4: each digit is added divided by a growing divisor; the
		// loop ends at the end (a length) or at a non-digit (break to 8).
		if pos < len(s) && isDigit(s[pos]) {
			pos = collectDigits(s, pos)
			end = pos
		}
	}
	// Step 8, the current dimension value: "%" at position makes a
	// percentage; the end of the input or anything else, a length.
	percent := pos < len(s) && s[pos] == '%'
	v, ok := numDecimalToFloat(s[start:end])
	if !ok {
		return Dimension{}, dimSpan{start, end}, errAt(start, end, "the number is too large: it is beyond the range of double-precision numbers (about 1.8e308)")
	}
	return Dimension{Value: v, Percent: percent}, dimSpan{start, end}, nil
}

// dimDigitExpected explains why s[pos] cannot start a dimension value.
func dimDigitExpected(s string, pos int) *Error {
	switch s[pos] {
	case '-':
		return errChar(s, pos, `expected a digit, found "-": a dimension cannot be negative`)
	case '+':
		return errChar(s, pos, `expected a digit, found "+": the rules for parsing dimension values do not accept a sign`)
	case '.':
		return errChar(s, pos, `expected a digit, found ".": write a digit before the decimal point, as in "0.5"`)
	}
	return errChar(s, pos, "expected a digit, found "+describeChar(s, pos))
}

// dimNonZeroDigits reports whether the digits (and ".") in num have a
// non-zero digit.
func dimNonZeroDigits(num string) bool {
	for i := 0; i < len(num); i++ {
		if '1' <= num[i] && num[i] <= '9' {
			return true
		}
	}
	return false
}

// ValidFloatList reports whether s is a valid list of floating-point
// numbers (HTML §2.3.4.6): valid floating-point numbers separated by single
// commas, with no other characters, no whitespace in particular. The empty
// string is taken as a list of zero numbers and is valid; the attribute
// using the list (such as area's coords) states how many numbers it needs.
func ValidFloatList(s string) error {
	for start := 0; ; {
		i := start
		for i < len(s) && s[i] != ',' {
			i++
		}
		item := s[start:i]
		if item == "" {
			if len(s) == 0 {
				return nil
			}
			if i == len(s) {
				return errAt(i, i, "expected a number after the last comma, found the end of the value")
			}
			if start == 0 {
				return errChar(s, i, `expected a number before the first ",", found ","`)
			}
			return errChar(s, i, `expected a number between two commas, found ","`)
		}
		if err := ValidFloat(item); err != nil {
			return dimListItemError(s, start, err.(*Error))
		}
		if i == len(s) {
			return nil
		}
		start = i + 1
	}
}

// dimListItemError moves an item's error to its place in the whole list and
// explains separators that are not commas.
func dimListItemError(s string, start int, e *Error) *Error {
	off := start + e.Offset
	if off < len(s) {
		switch c := s[off]; {
		case isASCIIWhitespace(c):
			return errAt(off, off+1, describeChar(s, off)+" is not allowed: a list of floating-point numbers has only commas between the numbers, without whitespace")
		case c == ';':
			return errAt(off, off+1, `";" is not allowed: separate the numbers with commas`)
		}
	}
	return e.moved(start)
}

// ParseFloatList applies the rules for parsing a list of floating-point
// numbers (HTML §2.3.4.6), the lenient parser of area coords. It never
// fails: ASCII whitespace, "," and ";" all separate numbers, runs of them
// count as one, leading garbage before a number is skipped ("x5" is 5), a
// number that the rules for parsing floating-point number values reject is
// 0 (so "abc" gives [0]), and trailing garbage after a number is ignored.
// It returns nil when there are no numbers.
func ParseFloatList(s string) []float64 {
	var numbers []float64 // step 3
	// Step 4: skip leading delimiters.
	pos := dimSkipDelims(s, 0)
	// Step 5: while position is not past the end.
	for pos < len(s) {
		// 5.1: skip leading garbage: anything but delimiters, ASCII
		// digits, "." and "-".
		for pos < len(s) && !dimIsDelim(s[pos]) && !isDigit(s[pos]) && s[pos] != '.' && s[pos] != '-' {
			pos++
		}
		// 5.2: the unparsed number runs up to the next delimiter.
		start := pos
		for pos < len(s) && !dimIsDelim(s[pos]) {
			pos++
		}
		// 5.3-5.4: parse it; an error becomes zero.
		number, _, _, err := numParseFloat(s[start:pos])
		if err != nil {
			number = 0
		}
		numbers = append(numbers, number) // 5.5
		pos = dimSkipDelims(s, pos)       // 5.6
	}
	return numbers
}

// dimIsDelim reports whether c separates numbers in a list of
// floating-point numbers: ASCII whitespace, "," or ";".
func dimIsDelim(c byte) bool {
	return isASCIIWhitespace(c) || c == ',' || c == ';'
}

// dimSkipDelims collects a sequence of delimiters from pos.
func dimSkipDelims(s string, pos int) int {
	for pos < len(s) && dimIsDelim(s[pos]) {
		pos++
	}
	return pos
}

// DimensionUnit is the unit of a ListDimension.
type DimensionUnit uint8

// The units of the rules for parsing a list of dimensions. AbsoluteUnit is
// the zero value, as it is the algorithm's starting unit.
const (
	AbsoluteUnit   DimensionUnit = iota // a number of CSS pixels, as in "100"
	RelativeUnit                        // a share of the remaining space, as in "2*" or "*"
	PercentageUnit                      // a percentage, as in "25%"
)

// String returns "absolute", "relative" or "percentage".
func (u DimensionUnit) String() string {
	switch u {
	case AbsoluteUnit:
		return "absolute"
	case RelativeUnit:
		return "relative"
	case PercentageUnit:
		return "percentage"
	}
	return "DimensionUnit(" + strconv.Itoa(int(u)) + ")"
}

// ListDimension is one entry of the rules for parsing a list of dimensions.
type ListDimension struct {
	Value float64
	Unit  DimensionUnit
}

// ParseDimensionList applies the rules for parsing a list of dimensions
// (HTML §2.3.4.7), used by frameset's rows and cols. It never fails: one
// trailing comma is dropped, the rest is split on commas (Infra, which
// strips ASCII whitespace around each token), and each token gives a
// number and a unit: digits, optionally "." and more digits (ASCII
// whitespace between the fraction digits is dropped), then after optional
// whitespace "%" for a percentage, "*" for relative, anything else
// absolute. An empty token is (0, relative); a token that does not start
// with a digit or "." has the value 0 ("-5" is (0, absolute), "*" is
// (0, relative)). A value beyond the double range is +Inf.
//
// The spec's step for the fraction collects digits "from position" while
// position is still at the "."; read literally nothing would be collected
// and "1.5*" would be (1, absolute). The intent, and what engines do, is to
// collect after the ".", so this skips the "." first.
func ParseDimensionList(s string) []ListDimension {
	raw := s
	// Step 2: drop one trailing comma.
	if len(raw) > 0 && raw[len(raw)-1] == ',' {
		raw = raw[:len(raw)-1]
	}
	var result []ListDimension // step 4
	// Steps 3 and 5: split on commas; for each token.
	for pos := 0; pos < len(raw); {
		start, end, next := tokNextComma(raw, pos)
		result = append(result, dimListEntry(raw[start:end]))
		pos = next
	}
	return result
}

// dimListEntry runs the substeps of step 5 for one token.
func dimListEntry(input string) ListDimension {
	// 5.1-5.4: position at the start, value 0, unit absolute.
	// 5.5: an empty token is relative; jump to the last substep.
	if input == "" {
		return ListDimension{Value: 0, Unit: RelativeUnit}
	}
	pos := 0
	// 5.6: integer digits.
	pos = collectDigits(input, pos)
	intEnd := pos
	var value float64
	if pos < len(input) && input[pos] == '.' {
		// 5.7: the fraction: ASCII digits and ASCII whitespace, with the
		// whitespace removed (see ParseDimensionList about the ".").
		pos++
		fracStart := pos
		spaces := false
		for pos < len(input) && (isDigit(input[pos]) || isASCIIWhitespace(input[pos])) {
			spaces = spaces || isASCIIWhitespace(input[pos])
			pos++
		}
		num := input[:pos] // "12.34" as it stands, or rebuilt without spaces
		if spaces {
			b := make([]byte, 0, pos)
			b = append(b, input[:fracStart]...)
			for i := fracStart; i < pos; i++ {
				if isDigit(input[i]) {
					b = append(b, input[i])
				}
			}
			num = string(b)
		}
		value = dimListNumber(num)
	} else if intEnd > 0 {
		value = dimListNumber(input[:intEnd])
	}
	// 5.8: skip ASCII whitespace; 5.9-5.10: "%" or "*" sets the unit.
	pos = skipWhitespace(input, pos)
	unit := AbsoluteUnit
	if pos < len(input) {
		switch input[pos] {
		case '%':
			unit = PercentageUnit
		case '*':
			unit = RelativeUnit
		}
	}
	return ListDimension{Value: value, Unit: unit} // 5.11
}

// dimListNumber converts digits with an optional "." (possibly with no
// digits at all, as in ".") to a double; too large is +Inf.
func dimListNumber(num string) float64 {
	if !dimNonZeroDigits(num) {
		return 0
	}
	v, ok := numDecimalToFloat(num)
	if !ok {
		return math.Inf(1)
	}
	return v
}
