package microsyntax

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// numFuzzSeeds are shared by the number fuzz targets.
var numFuzzSeeds = []string{
	"", " ", "0", "-0", "+0", "007", "-12", " 12abc", "+", "-", "--1", "+-1",
	"9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
	".5", "-.5", "1.", "1.e5", "1e", "1e-", "1E+5", "1e400", "1e-400", "-1e-400",
	"Infinity", "NaN", "\u00a01", "\u0661", "\uff11", "1,5", "1.5.5", "12px", "50%",
	"179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
	"2.4703282292062327e-324", "9007199254740993", "0." + strings.Repeat("0", 800) + "1e801",
}

// numFuzzCheckErr checks the invariants of any error: an *Error whose span
// lies inside s.
func numFuzzCheckErr(t *testing.T, what, s string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s(%q): error %T, want *Error", what, s, err)
	}
	if e.Offset < 0 || e.Offset > e.End || e.End > len(s) || e.Reason == "" {
		t.Fatalf("%s(%q): bad error span [%d,%d) in %d bytes: %q", what, s, e.Offset, e.End, len(s), e.Reason)
	}
}

// numRefParseInteger is a plain reading of the rules for parsing integers,
// using strconv on the collected digits.
func numRefParseInteger(s string) (int64, bool) {
	s = strings.TrimLeft(s, "\t\n\f\r ")
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	n := 0
	for n < len(s) && '0' <= s[n] && s[n] <= '9' {
		n++
	}
	if n == 0 {
		return 0, false
	}
	digits := s[:n]
	if neg {
		digits = "-" + digits
	}
	v, err := strconv.ParseInt(digits, 10, 64)
	return v, err == nil
}

func FuzzNumbersInteger(f *testing.F) {
	for _, s := range numFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidInteger(s)
		nerr := ValidNonNegativeInteger(s)
		v, perr := ParseInteger(s)
		nv, nperr := ParseNonNegativeInteger(s)
		numFuzzCheckErr(t, "ValidInteger", s, verr)
		numFuzzCheckErr(t, "ValidNonNegativeInteger", s, nerr)
		numFuzzCheckErr(t, "ParseInteger", s, perr)
		numFuzzCheckErr(t, "ParseNonNegativeInteger", s, nperr)

		ref, refOK := numRefParseInteger(s)
		if refOK != (perr == nil) || (refOK && ref != v) {
			t.Fatalf("ParseInteger(%q) = %d, %v; reference %d, %v", s, v, perr, ref, refOK)
		}
		if verr == nil {
			want, err := strconv.ParseInt(s, 10, 64)
			if err == nil && (perr != nil || v != want) {
				t.Fatalf("ValidInteger accepts %q but ParseInteger = %d, %v", s, v, perr)
			}
			if err != nil && perr == nil {
				t.Fatalf("ParseInteger(%q) = %d beyond int64", s, v)
			}
		}
		if nerr == nil && verr != nil {
			t.Fatalf("ValidNonNegativeInteger accepts %q but ValidInteger does not: %v", s, verr)
		}
		if nperr == nil && (perr != nil || nv != v || nv < 0) {
			t.Fatalf("ParseNonNegativeInteger(%q) = %d but ParseInteger = %d, %v", s, nv, v, perr)
		}
		if perr == nil {
			// Serialization round trip.
			str := strconv.FormatInt(v, 10)
			if err := ValidInteger(str); err != nil {
				t.Fatalf("ValidInteger(%q) = %v", str, err)
			}
			if back, err := ParseInteger(str); err != nil || back != v {
				t.Fatalf("ParseInteger(%q) = %d, %v; want %d", str, back, err, v)
			}
		}
	})
}

// numRefParseFloat is a literal transcription of the rules for parsing
// floating-point number values with exact rationals (value, divisor and
// exponent as the spec names them), rounded by big.Rat.Float64. ok is
// false for an error; checked is false when the input is too big for the
// reference to handle quickly.
func numRefParseFloat(s string) (f float64, ok, checked bool) {
	if len(s) > 120 {
		return 0, false, false
	}
	ten := big.NewRat(10, 1)
	value := big.NewRat(1, 1)   // step 3
	divisor := big.NewRat(1, 1) // step 4
	exponent := big.NewInt(1)   // step 5
	pos := skipWhitespace(s, 0) // step 6
	if pos >= len(s) {          // step 7
		return 0, false, true
	}
	if s[pos] == '-' { // step 8
		value.SetInt64(-1)
		divisor.SetInt64(-1)
		pos++
		if pos >= len(s) {
			return 0, false, true
		}
	} else if s[pos] == '+' {
		pos++
		if pos >= len(s) {
			return 0, false, true
		}
	}
	conversion := false
	if s[pos] == '.' && pos+1 < len(s) && isDigit(s[pos+1]) { // step 9
		value.SetInt64(0)
	} else {
		if !isDigit(s[pos]) { // step 10
			return 0, false, true
		}
		end := collectDigits(s, pos) // step 11
		n, _ := new(big.Int).SetString(s[pos:end], 10)
		value.Mul(value, new(big.Rat).SetInt(n))
		pos = end
		if pos >= len(s) { // step 12
			conversion = true
		}
	}
	if !conversion && s[pos] == '.' { // step 13
		pos++
		if pos >= len(s) || !(isDigit(s[pos]) || s[pos] == 'e' || s[pos] == 'E') {
			conversion = true
		} else if isDigit(s[pos]) {
			for { // fraction loop
				divisor.Mul(divisor, ten)
				d := new(big.Rat).SetInt64(int64(s[pos] - '0'))
				value.Add(value, d.Quo(d, divisor))
				pos++
				if pos >= len(s) {
					conversion = true
					break
				}
				if !isDigit(s[pos]) {
					break
				}
			}
		}
	}
	if !conversion && (s[pos] == 'e' || s[pos] == 'E') { // step 14
		pos++
		if pos < len(s) && s[pos] == '-' {
			exponent.SetInt64(-1)
			pos++
		} else if pos < len(s) && s[pos] == '+' {
			pos++
		}
		if pos < len(s) && isDigit(s[pos]) {
			end := collectDigits(s, pos)
			if end-pos > 4 {
				return 0, false, false // too slow for the reference
			}
			n, _ := new(big.Int).SetString(s[pos:end], 10)
			exponent.Mul(exponent, n)
			p := new(big.Int).Exp(big.NewInt(10), new(big.Int).Abs(exponent), nil)
			if exponent.Sign() < 0 {
				value.Quo(value, new(big.Rat).SetInt(p))
			} else {
				value.Mul(value, new(big.Rat).SetInt(p))
			}
		}
	}
	// Step 15, conversion.
	f, _ = value.Float64()
	if math.IsInf(f, 0) {
		return 0, false, true
	}
	if f == 0 {
		f = 0
	}
	return f, true, true
}

func FuzzNumbersFloat(f *testing.F) {
	for _, s := range numFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		verr := ValidFloat(s)
		v, perr := ParseFloat(s)
		numFuzzCheckErr(t, "ValidFloat", s, verr)
		numFuzzCheckErr(t, "ParseFloat", s, perr)
		if perr == nil && (math.IsInf(v, 0) || math.IsNaN(v) || (v == 0 && math.Signbit(v))) {
			t.Fatalf("ParseFloat(%q) = %v", s, v)
		}
		if ref, ok, checked := numRefParseFloat(s); checked {
			if ok != (perr == nil) || (ok && ref != v) {
				t.Fatalf("ParseFloat(%q) = %v, %v; reference %v, %v", s, v, perr, ref, ok)
			}
		}
		if verr == nil {
			if perr != nil {
				t.Fatalf("ValidFloat accepts %q but ParseFloat = %v", s, perr)
			}
			want, err := strconv.ParseFloat(s, 64)
			if err == nil && want != v {
				t.Fatalf("ParseFloat(%q) = %v, strconv %v", s, v, want)
			}
		}
		if perr == nil {
			// Serialization round trip through the best representation.
			str := BestFloat(v)
			if err := ValidFloat(str); err != nil {
				t.Fatalf("ValidFloat(BestFloat(%v) = %q) = %v", v, str, err)
			}
			if back, err := ParseFloat(str); err != nil || back != v {
				t.Fatalf("ParseFloat(%q) = %v, %v; want %v", str, back, err, v)
			}
		}
	})
}

func FuzzNumbersBestFloat(f *testing.F) {
	for _, x := range []float64{0, 1, -1.5, 1e21, 1e-7, 5e-324, math.MaxFloat64, 123456789.125} {
		f.Add(x)
	}
	f.Fuzz(func(t *testing.T, x float64) {
		s := BestFloat(x)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			if ValidFloat(s) == nil {
				t.Fatalf("BestFloat(%v) = %q is valid", x, s)
			}
			return
		}
		if err := ValidFloat(s); err != nil {
			t.Fatalf("ValidFloat(BestFloat(%v) = %q) = %v", x, s, err)
		}
		back, err := ParseFloat(s)
		if x == 0 {
			x = 0
		}
		if err != nil || back != x {
			t.Fatalf("ParseFloat(BestFloat(%v) = %q) = %v, %v", x, s, back, err)
		}
		// No exponent exactly when 1e-6 <= |x| < 1e21 (ECMAScript).
		ax := math.Abs(x)
		hasExp := strings.ContainsRune(s, 'e')
		if x != 0 && hasExp != (ax < 1e-6 || ax >= 1e21) {
			t.Fatalf("BestFloat(%v) = %q: exponent use is wrong", x, s)
		}
	})
}
