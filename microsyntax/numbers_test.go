package microsyntax

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// numCheckErr checks that err is an *Error at [off, end) whose reason
// contains want (want "" means any reason).
func numCheckErr(t *testing.T, what string, err error, off, end int, want string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("%s: error = %v, want *Error", what, err)
		return
	}
	if e.Offset != off || e.End != end {
		t.Errorf("%s: error at [%d,%d), want [%d,%d): %s", what, e.Offset, e.End, off, end, e.Reason)
	}
	if want != "" && !strings.Contains(e.Reason, want) {
		t.Errorf("%s: reason %q does not contain %q", what, e.Reason, want)
	}
}

func TestNumbersValidInteger(t *testing.T) {
	valid := []string{"0", "7", "007", "-0", "-12", "123456789012345678901234567890", "-9223372036854775808"}
	for _, s := range valid {
		if err := ValidInteger(s); err != nil {
			t.Errorf("ValidInteger(%q) = %v, want nil", s, err)
		}
	}
	invalid := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty value"},
		{"-", 1, 1, `after "-"`},
		{"+1", 0, 1, `"+" sign is not allowed`},
		{" 1", 0, 1, "a space is not allowed before the number"},
		{"1 ", 1, 2, "a space is not allowed after the number"},
		{"\u00a01", 0, 2, "no-break space"},
		{"1.5", 1, 2, "no fractional part"},
		{"1e3", 1, 2, "no exponent"},
		{"1,000", 1, 2, "without separators"},
		{"12abc", 2, 5, `"a" is not allowed after the number`},
		{"--1", 1, 2, "second"},
		{"\u0663", 0, 2, "not an ASCII digit"},
		{"\uff11", 0, 3, "not an ASCII digit"},
		{"1\u0663", 1, 3, "not an ASCII digit"},
		{"Infinity", 0, 8, `"Infinity" is not allowed`},
		{"NaN", 0, 3, `"NaN" is not allowed`},
		{"x", 0, 1, `expected a digit, found "x"`},
	}
	for _, c := range invalid {
		numCheckErr(t, "ValidInteger("+c.s+")", ValidInteger(c.s), c.off, c.end, c.reason)
	}
}

func TestNumbersValidNonNegativeInteger(t *testing.T) {
	for _, s := range []string{"0", "007", "42", "99999999999999999999999"} {
		if err := ValidNonNegativeInteger(s); err != nil {
			t.Errorf("ValidNonNegativeInteger(%q) = %v, want nil", s, err)
		}
	}
	invalid := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty"},
		{"-1", 0, 1, `"-" sign is not allowed`},
		{"-0", 0, 1, `"-" sign is not allowed`},
		{"+1", 0, 1, `"+"`},
		{"1.0", 1, 2, "fractional"},
		{"10%", 2, 3, `"%" is not allowed after the number`},
		{" 5", 0, 1, "space"},
	}
	for _, c := range invalid {
		numCheckErr(t, "ValidNonNegativeInteger("+c.s+")", ValidNonNegativeInteger(c.s), c.off, c.end, c.reason)
	}
}

func TestNumbersParseInteger(t *testing.T) {
	ok := []struct {
		s    string
		want int64
	}{
		{"0", 0},
		{"007", 7},
		{"-0", 0},
		{"+1", 1},
		{"-12", -12},
		{" 12abc", 12},
		{"\t\n\f\r 42", 42},
		{"12.9", 12},
		{"1e3", 1},
		{"9223372036854775807", math.MaxInt64},
		{"-9223372036854775808", math.MinInt64},
		{"00000000000000000000000000000001", 1},
		{"5\u0663", 5},
	}
	for _, c := range ok {
		got, err := ParseInteger(c.s)
		if err != nil || got != c.want {
			t.Errorf("ParseInteger(%q) = %d, %v; want %d", c.s, got, err, c.want)
		}
	}
	bad := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty"},
		{"   ", 0, 3, "only whitespace"},
		{"-", 1, 1, `after "-"`},
		{"+", 1, 1, `after "+"`},
		{"+-1", 1, 2, "expected a digit"},
		{"- 1", 1, 2, "expected a digit, found a space"},
		{"abc", 0, 1, `found "a"`},
		{"\u00a012", 0, 2, "no-break space"},
		{"\u0661", 0, 2, "not an ASCII digit"},
		{".5", 0, 1, `"."`},
		{"9223372036854775808", 0, 19, "64-bit"},
		{"-9223372036854775809", 0, 20, "64-bit"},
		{" 99999999999999999999x", 1, 21, "64-bit"},
	}
	for _, c := range bad {
		_, err := ParseInteger(c.s)
		numCheckErr(t, "ParseInteger("+c.s+")", err, c.off, c.end, c.reason)
	}
}

func TestNumbersParseNonNegativeInteger(t *testing.T) {
	for s, want := range map[string]int64{"0": 0, "-0": 0, "+5": 5, " 10px": 10, "007": 7} {
		got, err := ParseNonNegativeInteger(s)
		if err != nil || got != want {
			t.Errorf("ParseNonNegativeInteger(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	_, err := ParseNonNegativeInteger(" -5x")
	numCheckErr(t, "ParseNonNegativeInteger(-5)", err, 1, 3, "negative")
	_, err = ParseNonNegativeInteger("x")
	numCheckErr(t, "ParseNonNegativeInteger(x)", err, 0, 1, "expected a digit")
}

func TestNumbersValidFloat(t *testing.T) {
	valid := []string{
		"0", "-0", "1", "007", ".5", "-.5", "0.5", "1.5", "1e5", "1E-5", "1e+5", "-1.5e-10",
		"1.7976931348623157e308", "1e-400", "4.9e-324", "123456789012345678901234567890",
		"0e999999999999999999",
	}
	for _, s := range valid {
		if err := ValidFloat(s); err != nil {
			t.Errorf("ValidFloat(%q) = %v, want nil", s, err)
		}
	}
	invalid := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty"},
		{"1.", 2, 2, "after the decimal point"},
		{"1.e5", 2, 3, "after the decimal point"},
		{".", 1, 1, "after the decimal point"},
		{"-", 1, 1, `after "-"`},
		{"+1", 0, 1, `"+" sign is not allowed`},
		{"1e", 2, 2, "exponent"},
		{"1e+", 3, 3, "exponent"},
		{"1ex", 2, 3, "exponent"},
		{" 1", 0, 1, "space"},
		{"1 ", 1, 2, "space"},
		{"Infinity", 0, 8, `"Infinity"`},
		{"-Infinity", 1, 9, `"Infinity"`},
		{"NaN", 0, 3, `"NaN"`},
		{"1,5", 1, 2, "decimal separator"},
		{"1.5.5", 3, 5, `"." is not allowed after the number`},
		{"12px", 2, 4, `"p" is not allowed after the number`},
		{"\u0661", 0, 2, "not an ASCII digit"},
		{"1e400", 0, 5, "too large"},
		{"-1e309", 0, 6, "too large"},
		{"1.8e308", 0, 7, "too large"},
		{"1" + strings.Repeat("0", 309), 0, 310, "too large"},
		{"0x10", 1, 4, `"x"`},
	}
	for _, c := range invalid {
		numCheckErr(t, "ValidFloat("+c.s+")", ValidFloat(c.s), c.off, c.end, c.reason)
	}
}

func TestNumbersParseFloat(t *testing.T) {
	ok := []struct {
		s    string
		want float64
	}{
		{"0", 0},
		{"-0", 0},
		{"-0.0e-5", 0},
		{".5", 0.5},
		{"-.5", -0.5},
		{"+.5", 0.5},
		{"1.", 1},
		{"1.x", 1},
		{"1.e5", 1e5}, // 13.3 skips to the exponent
		{"1e", 1},
		{"1e-", 1},
		{"1e+", 1},
		{"1ex", 1},
		{"1e5", 1e5},
		{"1E-5", 1e-5},
		{"+1", 1},
		{"  \t12.5px", 12.5},
		{"12abc", 12},
		{"1.5.5", 1.5},
		{"1e-400", 0},
		{"-1e-400", 0},
		{"0e99999999999999999999", 0},
		{"007", 7},
		{"0.1", 0.1},
		{"123456789012345678901234567890", 123456789012345678901234567890},
		{"1.7976931348623157e308", math.MaxFloat64},
		{"4.9e-324", 5e-324},
		{"2.4703282292062328e-324", 5e-324},                  // just above half the smallest denormal
		{"2.4703282292062327e-324", 0},                       // just below it
		{"9007199254740993", 9007199254740992},               // tie, to even
		{"9007199254740995", 9007199254740996},               // tie, to even
		{"9007199254740993.0000000000001", 9007199254740994}, // above the tie
		{"5\u0663", 5},
		{"1e0000000000000000000000000000000001", 10},
	}
	for _, c := range ok {
		got, err := ParseFloat(c.s)
		if err != nil || got != c.want || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("ParseFloat(%q) = %v, %v; want %v", c.s, got, err, c.want)
		}
	}
	bad := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty"},
		{" ", 0, 1, "only whitespace"},
		{"-", 1, 1, `after "-"`},
		{"+", 1, 1, `after "+"`},
		{".", 0, 1, `"."`},
		{".e5", 0, 1, `"."`},
		{"-.", 1, 2, `"."`},
		{"- 1", 1, 2, "a space"},
		{"+-1", 1, 2, `"-"`},
		{"Infinity", 0, 8, `"Infinity"`},
		{"-Infinity", 1, 9, `"Infinity"`},
		{"NaN", 0, 3, `"NaN"`},
		{"\u00a01", 0, 2, "no-break space"},
		{"\uff11", 0, 3, "not an ASCII digit"},
		{"1e400", 0, 5, "too large"},
		{" -1e400x", 1, 7, "too large"},
		{"1.8e308", 0, 7, "too large"},
		{"1e99999999999999999999999", 0, 25, "too large"},
	}
	for _, c := range bad {
		_, err := ParseFloat(c.s)
		numCheckErr(t, "ParseFloat("+c.s+")", err, c.off, c.end, c.reason)
	}
}

// TestNumbersParseFloatOverflowBoundary checks the spec's rounding set S:
// 2^1024 counts as having an even significand, so the exact midpoint
// between the largest double and 2^1024 rounds up to it (an error), and
// anything below the midpoint rounds down to the largest double.
func TestNumbersParseFloatOverflowBoundary(t *testing.T) {
	// max = (2 − 2^−52) × 2^1023; midpoint = 2^1024 − 2^970.
	const mid = "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792"
	if _, err := ParseFloat(mid); err == nil {
		t.Errorf("ParseFloat(midpoint) succeeded, want an error")
	}
	below := mid[:len(mid)-3] + "791" // a hair below the midpoint
	if f, err := ParseFloat(below); err != nil || f != math.MaxFloat64 {
		t.Errorf("ParseFloat(below midpoint) = %v, %v; want MaxFloat64", f, err)
	}
	if f, err := ParseFloat("-" + below); err != nil || f != -math.MaxFloat64 {
		t.Errorf("ParseFloat(-below midpoint) = %v, %v; want -MaxFloat64", f, err)
	}
}

// TestNumbersParseFloatLong checks numbers longer than numMaxDirect, which
// go through numSlowDecimal.
func TestNumbersParseFloatLong(t *testing.T) {
	zeros := func(n int) string { return strings.Repeat("0", n) }
	ok := []struct {
		s    string
		want float64
	}{
		{"1" + zeros(900) + "e-800", 1e100},
		{"1" + zeros(20000) + "e-20000", 1},
		{"1" + zeros(20000) + "e-99999999999", 0},
		{"0." + zeros(20000) + "1e20001", 1},
		{"0." + zeros(1000) + "1", 0},
		{"-0." + zeros(1000) + "1", 0},
		{zeros(2000) + "1.5", 1.5},
		{"1." + zeros(2000) + "1", 1},
		{"0.1" + zeros(2000), 0.1},
		{"9007199254740993" + zeros(1000) + "e-1000", 9007199254740992},
		{"9007199254740993" + zeros(1000) + "1e-1001", 9007199254740994}, // sticky digit decides
		{"1" + zeros(1000) + "e-1000x", 1},
		{"  +" + zeros(800) + "2", 2},
	}
	for _, c := range ok {
		got, err := ParseFloat(c.s)
		if err != nil || got != c.want || math.Signbit(got) != math.Signbit(c.want) {
			t.Errorf("ParseFloat(%.40q...) = %v, %v; want %v", c.s, got, err, c.want)
		}
	}
	for _, s := range []string{"1" + zeros(400), "1" + zeros(1000) + "e-500", "0." + zeros(1000) + "1e99999"} {
		if _, err := ParseFloat(s); err == nil {
			t.Errorf("ParseFloat(%.40q...) succeeded, want too large", s)
		}
	}
}

func TestNumbersValidFloatAgreesWithParse(t *testing.T) {
	for _, s := range []string{"0", "-0", ".5", "1e5", "-1.5E+3", "1e-400", "123.456e-7"} {
		if err := ValidFloat(s); err != nil {
			t.Fatalf("ValidFloat(%q) = %v", s, err)
		}
		if _, err := ParseFloat(s); err != nil {
			t.Errorf("ParseFloat(%q) = %v after ValidFloat accepted it", s, err)
		}
	}
}

var numPoint1, numPoint2 = 0.1, 0.2 // variables, so that 0.1+0.2 is not constant-folded exactly

func TestNumbersBestFloat(t *testing.T) {
	cases := []struct {
		f    float64
		want string
	}{
		{0, "0"},
		{math.Copysign(0, -1), "0"},
		{1, "1"},
		{-1.5, "-1.5"},
		{123.456, "123.456"},
		{numPoint1 + numPoint2, "0.30000000000000004"},
		{1e21, "1e+21"},
		{1e20, "100000000000000000000"},
		{123456789012345680000, "123456789012345680000"},
		{1.5e21, "1.5e+21"},
		{0.000001, "0.000001"},
		{0.0000015, "0.0000015"},
		{1e-7, "1e-7"},
		{1.5e-7, "1.5e-7"},
		{-1e-7, "-1e-7"},
		{5e-324, "5e-324"},
		{math.MaxFloat64, "1.7976931348623157e+308"},
		{1e100, "1e+100"},
		{100, "100"},
		{0.5, "0.5"},
		{math.Inf(1), "Infinity"},
		{math.Inf(-1), "-Infinity"},
		{math.NaN(), "NaN"},
	}
	for _, c := range cases {
		if got := BestFloat(c.f); got != c.want {
			t.Errorf("BestFloat(%v) = %q, want %q", c.f, got, c.want)
		}
	}
}

func TestNumbersBestFloatRoundTrip(t *testing.T) {
	for _, f := range []float64{1, 0.1, 1e21, 1e-7, 5e-324, math.MaxFloat64, -123.456e-300, 2.5e-5, 9007199254740993} {
		s := BestFloat(f)
		if err := ValidFloat(s); err != nil {
			t.Errorf("ValidFloat(BestFloat(%v) = %q) = %v", f, s, err)
		}
		if g, err := ParseFloat(s); err != nil || g != f {
			t.Errorf("ParseFloat(BestFloat(%v) = %q) = %v, %v", f, s, g, err)
		}
	}
}

func BenchmarkNumbersValidInteger(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidInteger("-12345")
	}
}

func BenchmarkNumbersParseInteger(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = ParseInteger(" 12345abc")
	}
}

func BenchmarkNumbersValidFloat(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidFloat("-123.456e-7")
	}
}

func BenchmarkNumbersParseFloat(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = ParseFloat(" 123.456e-7px")
	}
}

func BenchmarkNumbersParseFloatLongDigits(b *testing.B) {
	s := "3.14159265358979323846264338327950288419716939937510582097494459230781640628620899"
	b.ReportAllocs()
	for b.Loop() {
		_, _ = ParseFloat(s)
	}
}

func BenchmarkNumbersBestFloat(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = BestFloat(123.456e-7)
	}
}
