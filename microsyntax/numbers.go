package microsyntax

import (
	"math"
	"strconv"
)

// Numbers: HTML §2.3.4.1 signed integers, §2.3.4.2 non-negative integers and
// §2.3.4.3 floating-point numbers.
//
// The spec's parsing algorithms compute with exact mathematical numbers and
// round once, at the end ("conversion"). We follow them step by step to find
// which characters form the number, then hand that exact decimal slice of
// the input to strconv.ParseFloat, which rounds correctly to nearest-even.
// Passing a substring of the input (not a copy) keeps parsing allocation
// free; only numbers longer than numMaxDirect bytes are rewritten first.

// numMaxDirect is the longest number slice given to strconv.ParseFloat as
// is. strconv stops reading an exponent at 10000, which is harmless while
// the digits are too few to bring such a value back into the double range,
// and its exact fallback keeps 800 digits: with more, it misplaces the
// decimal point (Go 1.26 parses "9007199254740993", 1000 zeros, "1e-1001"
// as 9.007199254740993e-202). Longer slices go through numSlowDecimal.
const numMaxDirect = 700

// ValidInteger reports whether s is a valid integer (HTML §2.3.4.1): one or
// more ASCII digits, optionally prefixed with a U+002D HYPHEN-MINUS (-).
// No whitespace and no "+" sign are allowed. The grammar sets no size limit,
// so neither does ValidInteger; ParseInteger reports values beyond int64.
func ValidInteger(s string) error {
	pos := 0
	if pos < len(s) && s[pos] == '-' {
		pos++
	}
	if err := numValidDigitRun(s, pos, true); err != nil {
		return err
	}
	return nil
}

// ValidNonNegativeInteger reports whether s is a valid non-negative integer
// (HTML §2.3.4.2): one or more ASCII digits and nothing else. Leading zeros
// ("007") are allowed; a sign ("-0", "+1") is not.
func ValidNonNegativeInteger(s string) error {
	if s != "" && s[0] == '-' {
		return errChar(s, 0, `a "-" sign is not allowed: the number cannot be negative`)
	}
	if err := numValidDigitRun(s, 0, true); err != nil {
		return err
	}
	return nil
}

// ParseInteger applies the rules for parsing integers (HTML §2.3.4.1):
// leading ASCII whitespace is skipped, one "-" or "+" is taken as the sign,
// then the run of ASCII digits is the value and anything after it is
// ignored (" 12abc" is 12). The rules fail on an empty or all-whitespace
// value and when no digit follows the sign. The spec's integers are
// unbounded; values outside the int64 range are reported as an error.
func ParseInteger(s string) (int64, error) {
	v, _, _, _, err := numParseInt(s)
	if err != nil {
		return 0, err
	}
	return v, nil
}

// ParseNonNegativeInteger applies the rules for parsing non-negative
// integers (HTML §2.3.4.2): the rules for parsing integers, then an error
// if the value is below zero. "-0" is zero and therefore accepted, as the
// algorithm says.
func ParseNonNegativeInteger(s string) (int64, error) {
	v, signAt, _, end, err := numParseInt(s)
	if err != nil {
		return 0, err
	}
	// Step 3: "If value is less than zero, return an error."
	if v < 0 {
		return 0, errAt(signAt, end, "the number "+strconv.FormatInt(v, 10)+" is negative; a non-negative integer was expected")
	}
	return v, nil
}

// numParseInt runs the rules for parsing integers and also returns where the
// sign (or the first digit) and the digits are, for error messages.
func numParseInt(s string) (v int64, signAt, digitsAt, end int, err *Error) {
	// Steps 1-4: position at the start, sign positive, skip ASCII whitespace.
	pos := skipWhitespace(s, 0)
	// Step 5: past the end is an error.
	if pos >= len(s) {
		return 0, pos, pos, pos, numNothing(s, pos)
	}
	signAt = pos
	neg := false
	switch s[pos] {
	case '-':
		// Step 6: sign becomes negative; advance; past the end is an error.
		neg = true
		pos++
		if pos >= len(s) {
			return 0, signAt, pos, pos, errAt(pos, pos, `expected a digit after "-", found the end of the value`)
		}
	case '+':
		// Step 7: the "+" is ignored (it is not conforming); past the end
		// is an error.
		pos++
		if pos >= len(s) {
			return 0, signAt, pos, pos, errAt(pos, pos, `expected a digit after "+", found the end of the value`)
		}
	}
	// Step 8: the next character must be an ASCII digit.
	if !isDigit(s[pos]) {
		return 0, signAt, pos, pos, numDigitExpected(s, pos)
	}
	// Step 9: collect the digits and interpret them in base ten. We
	// accumulate into a uint64 and stop at the int64 range.
	digitsAt = pos
	limit := uint64(math.MaxInt64)
	if neg {
		limit++ // -9223372036854775808 is representable
	}
	var u uint64
	end = collectDigits(s, pos)
	for i := pos; i < end; i++ {
		d := uint64(s[i] - '0')
		if u > (limit-d)/10 {
			return 0, signAt, digitsAt, end, errAt(signAt, end,
				"the number is outside the 64-bit integer range (-9223372036854775808 to 9223372036854775807)")
		}
		u = u*10 + d
	}
	// Step 10: negate when the sign is negative.
	if neg {
		return -int64(u), signAt, digitsAt, end, nil // -int64(1<<63) wraps to MinInt64, as wanted
	}
	return int64(u), signAt, digitsAt, end, nil
}

// ValidFloat reports whether s is a valid floating-point number (HTML
// §2.3.4.3): an optional "-", then digits, or digits "." digits, or "."
// digits, then optionally "e" or "E", an optional "-" or "+", and digits.
// "1.", "+1", " 1", "Infinity" and "NaN" are not valid.
//
// The grammar itself has no range limit, but a number whose magnitude
// rounds beyond the largest double (such as "1e400") makes the rules for
// parsing floating-point number values return an error, so no browser can
// use it; ValidFloat reports it too, with a reason saying so. Tiny numbers
// such as "1e-400" are valid and parse as 0.
func ValidFloat(s string) error {
	pos := 0
	if pos < len(s) && s[pos] == '-' {
		pos++
	}
	digits := collectDigits(s, pos)
	if digits == pos {
		// No integer part: the fraction part is then required.
		if pos >= len(s) || s[pos] != '.' {
			return numDigitExpected(s, pos)
		}
	}
	pos = digits
	if pos < len(s) && s[pos] == '.' {
		pos++
		frac := collectDigits(s, pos)
		if frac == pos {
			return errChar(s, pos, "expected a digit after the decimal point, found "+describeChar(s, pos))
		}
		pos = frac
	}
	hasExp := false
	if pos < len(s) && (s[pos] == 'e' || s[pos] == 'E') {
		hasExp = true
		pos++
		if pos < len(s) && (s[pos] == '-' || s[pos] == '+') {
			pos++
		}
		exp := collectDigits(s, pos)
		if exp == pos {
			return errChar(s, pos, "expected a digit in the exponent, found "+describeChar(s, pos))
		}
		pos = exp
	}
	if pos < len(s) {
		return numTrailing(s, pos, false)
	}
	// Only an exponent or a very long number can leave the double range.
	if hasExp || len(s) > 300 {
		if _, ok := numDecimalToFloat(s); !ok {
			return errAt(0, len(s), numTooLarge)
		}
	}
	return nil
}

const numTooLarge = "the number is too large: it is beyond the range of double-precision numbers (about ±1.8e308), so the rules for parsing floating-point numbers return an error"

// ParseFloat applies the rules for parsing floating-point number values
// (HTML §2.3.4.3). Leading ASCII whitespace is skipped, a "+" is ignored, a
// leading "." needs a digit after it, "1." and "1e" are 1, "1.e5" is 100000,
// and whatever follows the number is ignored ("12px" is 12). The exact
// decimal value is rounded to the nearest double, ties to even; a result
// of −0 becomes 0 (the spec's set S has no −0), a value that underflows is
// 0, and one that rounds to ±2^1024 is an error.
func ParseFloat(s string) (float64, error) {
	f, _, _, err := numParseFloat(s)
	if err != nil {
		return 0, err
	}
	return f, nil
}

// numParseFloat runs the rules for parsing floating-point number values and
// returns the value and the span s[start:end] of the characters that make
// it up (from the "-" if any, after a "+"), or an error.
//
// The spec keeps value, divisor and exponent as exact numbers; we keep the
// span instead, which denotes the same exact number, and convert once.
func numParseFloat(s string) (f float64, start, end int, err *Error) {
	// Steps 1-6: position at the start; value, divisor and exponent are 1;
	// skip ASCII whitespace.
	pos := skipWhitespace(s, 0)
	// Step 7: past the end is an error.
	if pos >= len(s) {
		return 0, pos, pos, numNothing(s, pos)
	}
	start = pos
	switch s[pos] {
	case '-':
		// Step 8: value and divisor become −1 (the span keeps the "-");
		// advance; past the end is an error.
		pos++
		if pos >= len(s) {
			return 0, start, pos, errAt(pos, pos, `expected a digit after "-", found the end of the value`)
		}
	case '+':
		// Step 8, otherwise: the "+" is ignored (not conforming); advance;
		// past the end is an error.
		pos++
		start = pos
		if pos >= len(s) {
			return 0, start, pos, errAt(pos, pos, `expected a digit after "+", found the end of the value`)
		}
	}
	if s[pos] == '.' && pos+1 < len(s) && isDigit(s[pos+1]) {
		// Step 9: a "." followed by a digit: value is zero, jump to
		// fraction (the span ".5" means the same).
	} else {
		// Step 10: otherwise the character must be an ASCII digit.
		if !isDigit(s[pos]) {
			return 0, start, pos, numDigitExpected(s, pos)
		}
		// Step 11: collect the digits; multiply value by them.
		pos = collectDigits(s, pos)
	}
	end = pos
	// Step 12: past the end jumps to conversion (the checks below are false).
	// Step 13, fraction: a "." starts the fraction part.
	if pos < len(s) && s[pos] == '.' {
		pos++ // 13.1
		end = pos
		switch {
		case pos < len(s) && isDigit(s[pos]):
			// 13.4-13.8, fraction loop: each digit is added divided by
			// the growing divisor, until a non-digit or the end.
			pos = collectDigits(s, pos)
			end = pos
		case pos < len(s) && (s[pos] == 'e' || s[pos] == 'E'):
			// 13.3: skip the rest of the fraction substeps.
		default:
			// 13.2: past the end, or not a digit, "e" or "E": conversion.
			return numConvert(s, start, end)
		}
	}
	// Step 14: an exponent. A bare "e", "e-" or "e+" jumps to conversion
	// without touching value (14.2-14.5), so the span stops before the "e".
	if pos < len(s) && (s[pos] == 'e' || s[pos] == 'E') {
		p := pos + 1 // 14.1
		if p < len(s) && (s[p] == '-' || s[p] == '+') {
			p++ // 14.3 (exponent becomes −1) or 14.4
		}
		if p < len(s) && isDigit(s[p]) {
			// 14.6-14.7: collect the exponent digits; value times ten to
			// the exponent.
			end = collectDigits(s, p)
		}
	}
	return numConvert(s, start, end)
}

// numConvert is steps 15-18, conversion: round the exact value of
// s[start:end] to the nearest double in S (no −0; ±2^1024 stand for
// overflow), ±2^1024 is an error.
func numConvert(s string, start, end int) (float64, int, int, *Error) {
	f, ok := numDecimalToFloat(s[start:end])
	if !ok {
		return 0, start, end, errAt(start, end, numTooLarge)
	}
	if f == 0 {
		f = 0 // S does not contain −0
	}
	return f, start, end, nil
}

// numDecimalToFloat rounds the exact decimal num (syntax: optional "-",
// digits with an optional ".", optional exponent; at least one digit) to
// the nearest double, ties to even. ok is false when the result is ±2^1024,
// that is, beyond the finite doubles.
func numDecimalToFloat(num string) (f float64, ok bool) {
	if len(num) > numMaxDirect {
		return numSlowDecimal(num)
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		// The syntax was checked, so this is strconv.ErrRange: overflow
		// gives ±Inf; an underflow (if ever reported) gives 0, which is right.
		if math.IsInf(f, 0) {
			return 0, false
		}
	}
	return f, true
}

// numSlowDecimal converts a long decimal (see numDecimalToFloat) exactly.
// It keeps the first 780 significant digits and replaces any non-zero rest
// by one sticky "1" digit: a double's rounding boundary (a midpoint between
// two doubles) needs at most 767 significant digits, so it cannot fall
// between the truncated and the true value, and the rounding is unchanged.
func numSlowDecimal(num string) (float64, bool) {
	const keep = 780
	i := 0
	neg := false
	if i < len(num) && num[i] == '-' {
		neg = true
		i++
	}
	digits := make([]byte, 0, keep+1)
	sticky := false
	point := 0 // decimal exponent of the point relative to the first significant digit
	seenPoint := false
	for ; i < len(num); i++ {
		c := num[i]
		if c == '.' {
			seenPoint = true
			continue
		}
		if !isDigit(c) {
			break
		}
		if len(digits) == 0 && c == '0' {
			if seenPoint {
				point--
			}
			continue
		}
		if !seenPoint {
			point++
		}
		if len(digits) < keep {
			digits = append(digits, c)
		} else if c != '0' {
			sticky = true
		}
	}
	// Exponent, saturated well beyond the range where it matters.
	var exp int64
	if i < len(num) && (num[i] == 'e' || num[i] == 'E') {
		i++
		eneg := false
		if i < len(num) && (num[i] == '-' || num[i] == '+') {
			eneg = num[i] == '-'
			i++
		}
		for ; i < len(num) && isDigit(num[i]); i++ {
			if exp < 1e15 {
				exp = exp*10 + int64(num[i]-'0')
			}
		}
		if eneg {
			exp = -exp
		}
	}
	if len(digits) == 0 {
		return 0, true
	}
	// The value is 0.d1d2d3... × 10^p.
	p := int64(point) + exp
	if p > 310 {
		return 0, false
	}
	if p < -330 {
		return 0, true
	}
	if sticky {
		digits = append(digits, '1')
	}
	b := make([]byte, 0, len(digits)+16)
	if neg {
		b = append(b, '-')
	}
	b = append(b, '0', '.')
	b = append(b, digits...)
	b = append(b, 'e')
	b = strconv.AppendInt(b, p, 10)
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil && math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// BestFloat returns the best representation of f as a floating-point number
// (HTML §2.3.4.3), which is ECMAScript's Number::toString(f): the shortest
// digits that round-trip, written without an exponent for 1e-6 <= |f| < 1e21
// ("0.000001", "123.5", "100000000000000000000") and with one otherwise
// ("1e-7", "1e+21", "1.5e+300"). −0 gives "0"; NaN gives "NaN" and the
// infinities "Infinity" and "-Infinity", which are not valid floating-point
// numbers.
func BestFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0"
	}
	// strconv gives the shortest round-tripping digits as "-d.ddde±XX".
	var buf [32]byte
	e := strconv.AppendFloat(buf[:0], f, 'e', -1, 64)
	neg := e[0] == '-'
	if neg {
		e = e[1:]
	}
	var digits [24]byte
	k := 0
	i := 0
	for ; e[i] != 'e'; i++ {
		if e[i] != '.' {
			digits[k] = e[i]
			k++
		}
	}
	i++ // 'e'
	eneg := e[i] == '-'
	i++
	x := 0
	for ; i < len(e); i++ {
		x = x*10 + int(e[i]-'0')
	}
	if eneg {
		x = -x
	}
	// ECMAScript: f = s × 10^(n−k) with k digits s; n = x+1.
	n := x + 1
	d := digits[:k]
	out := make([]byte, 0, 32)
	if neg {
		out = append(out, '-')
	}
	switch {
	case k <= n && n <= 21:
		out = append(out, d...)
		for j := 0; j < n-k; j++ {
			out = append(out, '0')
		}
	case 0 < n && n <= 21:
		out = append(out, d[:n]...)
		out = append(out, '.')
		out = append(out, d[n:]...)
	case -6 < n && n <= 0:
		out = append(out, '0', '.')
		for j := 0; j < -n; j++ {
			out = append(out, '0')
		}
		out = append(out, d...)
	default:
		out = append(out, d[0])
		if k > 1 {
			out = append(out, '.')
			out = append(out, d[1:]...)
		}
		out = append(out, 'e')
		if n-1 >= 0 {
			out = append(out, '+')
		}
		out = strconv.AppendInt(out, int64(n-1), 10)
	}
	return string(out)
}

// numValidDigitRun checks that s[pos:] is one or more ASCII digits and
// nothing else; integer says whether "." and "e" deserve an integer hint.
func numValidDigitRun(s string, pos int, integer bool) *Error {
	if pos >= len(s) || !isDigit(s[pos]) {
		return numDigitExpected(s, pos)
	}
	end := collectDigits(s, pos)
	if end < len(s) {
		return numTrailing(s, end, integer)
	}
	return nil
}

// numNothing is the error for a value that is empty or only whitespace.
func numNothing(s string, pos int) *Error {
	if len(s) == 0 {
		return errKind(KindEmpty, 0, 0, "expected a number, found an empty value")
	}
	return errKind(KindEmpty, 0, pos, "expected a number, found only whitespace")
}

// numDigitExpected explains why s[pos] cannot start the digits of a number.
func numDigitExpected(s string, pos int) *Error {
	if pos >= len(s) {
		if pos == 0 {
			return errKind(KindEmpty, 0, 0, "expected a number, found an empty value")
		}
		if s[pos-1] == '-' {
			return errAt(pos, pos, `expected a digit after "-", found the end of the value`)
		}
		return errAt(pos, pos, "expected a digit, found the end of the value")
	}
	c := s[pos]
	switch {
	case c == '+':
		return errChar(s, pos, `a "+" sign is not allowed`)
	case c == '-' && pos > 0 && s[pos-1] == '-':
		return errChar(s, pos, `expected a digit after "-", found a second "-"`)
	case isASCIIWhitespace(c):
		if pos == 0 {
			return errChar(s, pos, describeChar(s, pos)+" is not allowed before the number")
		}
		return errChar(s, pos, "expected a digit, found "+describeChar(s, pos))
	case c == '.':
		return errChar(s, pos, `expected a digit, found "." without a digit after it`)
	}
	if w := numSpecialWord(s, pos); w != "" {
		return errAt(pos, pos+len(w), tokQuote(s[pos:pos+len(w)])+" is not allowed: a number must be written with ASCII digits")
	}
	return errChar(s, pos, "expected a digit, found "+describeChar(s, pos))
}

// numSpecialWord returns the JavaScript-style name of a non-finite number
// at s[pos:], if one is there ("Infinity", "NaN"), for a clearer message.
func numSpecialWord(s string, pos int) string {
	for _, w := range [...]string{"infinity", "nan", "inf"} {
		if len(s)-pos >= len(w) && EqualFoldASCII(s[pos:pos+len(w)], w) {
			return w
		}
	}
	return ""
}

// numTrailing explains the first character after a complete number.
func numTrailing(s string, pos int, integer bool) *Error {
	c := s[pos]
	switch {
	case integer && c == '.':
		return errChar(s, pos, `"." is not allowed: an integer has no fractional part`)
	case integer && (c == 'e' || c == 'E'):
		return errChar(s, pos, tokQuote(s[pos:pos+1])+" is not allowed: an integer has no exponent")
	case c == ',' && pos+1 < len(s) && isDigit(s[pos+1]):
		if integer {
			return errChar(s, pos, `"," is not allowed: write the digits without separators`)
		}
		return errChar(s, pos, `"," is not allowed: the decimal separator is "." and digits have no group separators`)
	}
	return errAt(pos, len(s), describeChar(s, pos)+" is not allowed after the number")
}
