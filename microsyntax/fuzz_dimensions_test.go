package microsyntax

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

var dimFuzzSeeds = []string{
	"", " ", "100", "100px", "50%", "50.%", "12.5%", "12.5 %", ".5", "+5", "-5", "0", "0.0%",
	"1,2,3", "1, 2;3", "abc", "x5,y6", "1,,2", "-,5", "1e400,2", "*", "2*", "1.5*", "1. 5 %",
	"100,*,25%,2*,", ",", " , 5", "\u00a05", "\u0661,2", "1" + strings.Repeat("0", 400),
}

// dimRefParseDimension is a literal transcription of the rules for parsing
// dimension values with exact rationals. checked is false for inputs the
// reference does not handle (too long).
func dimRefParseDimension(s string) (d Dimension, ok, checked bool) {
	if len(s) > 200 {
		return Dimension{}, false, false
	}
	pos := skipWhitespace(s, 0)            // step 3
	if pos >= len(s) || !isDigit(s[pos]) { // step 4
		return Dimension{}, false, true
	}
	end := collectDigits(s, pos) // step 5
	n, _ := new(big.Int).SetString(s[pos:end], 10)
	value := new(big.Rat).SetInt(n)
	pos = end
	current := func() (Dimension, bool, bool) {
		f, _ := value.Float64()
		if math.IsInf(f, 0) {
			return Dimension{}, false, true
		}
		return Dimension{Value: f, Percent: pos < len(s) && s[pos] == '%'}, true, true
	}
	if pos >= len(s) { // step 6
		return current()
	}
	if s[pos] == '.' { // step 7
		pos++
		if pos >= len(s) || !isDigit(s[pos]) {
			return current()
		}
		divisor := big.NewRat(1, 1)
		for {
			divisor.Mul(divisor, big.NewRat(10, 1))
			digit := new(big.Rat).SetInt64(int64(s[pos] - '0'))
			value.Add(value, digit.Quo(digit, divisor))
			pos++
			if pos >= len(s) {
				return current()
			}
			if !isDigit(s[pos]) {
				break
			}
		}
	}
	return current() // step 8
}

func FuzzDimensionsParseDimension(f *testing.F) {
	for _, s := range dimFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDimension(s)
		numFuzzCheckErr(t, "ParseDimension", s, err)
		nz, nzErr := ParseNonZeroDimension(s)
		numFuzzCheckErr(t, "ParseNonZeroDimension", s, nzErr)
		if ref, ok, checked := dimRefParseDimension(s); checked {
			if ok != (err == nil) || (ok && ref != d) {
				t.Fatalf("ParseDimension(%q) = %+v, %v; reference %+v, %v", s, d, err, ref, ok)
			}
		}
		if err != nil {
			if nzErr == nil {
				t.Fatalf("ParseNonZeroDimension(%q) = %+v but ParseDimension fails: %v", s, nz, err)
			}
			return
		}
		if d.Value < 0 || math.IsInf(d.Value, 0) || math.IsNaN(d.Value) || math.Signbit(d.Value) {
			t.Fatalf("ParseDimension(%q) = %+v", s, d)
		}
		if nzErr == nil && nz != d {
			t.Fatalf("ParseNonZeroDimension(%q) = %+v, ParseDimension %+v", s, nz, d)
		}
		if nzErr != nil && d.Value != 0 {
			t.Fatalf("ParseNonZeroDimension(%q) fails (%v) but the value is %v", s, nzErr, d.Value)
		}
		// Serialization round trip.
		str := d.String()
		if back, err := ParseDimension(str); err != nil || back != d {
			t.Fatalf("ParseDimension(%q) = %+v, %v; want %+v", str, back, err, d)
		}
	})
}

func FuzzDimensionsFloatList(f *testing.F) {
	for _, s := range dimFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		list := ParseFloatList(s)
		if len(list) > len(s) {
			t.Fatalf("ParseFloatList(%q) has %d numbers", s, len(list))
		}
		for _, x := range list {
			if math.IsInf(x, 0) || math.IsNaN(x) || (x == 0 && math.Signbit(x)) {
				t.Fatalf("ParseFloatList(%q) = %v", s, list)
			}
		}
		err := ValidFloatList(s)
		numFuzzCheckErr(t, "ValidFloatList", s, err)
		if err != nil {
			return
		}
		// A valid list parses to its items, each by the float rules.
		var items []float64
		if s != "" {
			for _, item := range strings.Split(s, ",") {
				x, err := ParseFloat(item)
				if err != nil {
					t.Fatalf("ValidFloatList accepts %q but ParseFloat(%q) = %v", s, item, err)
				}
				items = append(items, x)
			}
		}
		if len(items) != len(list) {
			t.Fatalf("ParseFloatList(%q) = %v, items %v", s, list, items)
		}
		for i := range items {
			if items[i] != list[i] {
				t.Fatalf("ParseFloatList(%q) = %v, items %v", s, list, items)
			}
		}
	})
}

func FuzzDimensionsDimensionList(f *testing.F) {
	for _, s := range dimFuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		list := ParseDimensionList(s)
		raw := strings.TrimSuffix(s, ",")
		if want := len(SplitCommaTokens(raw)); len(list) != want {
			t.Fatalf("ParseDimensionList(%q) has %d entries, want %d", s, len(list), want)
		}
		for _, d := range list {
			if d.Value < 0 || math.IsNaN(d.Value) || d.Unit > PercentageUnit {
				t.Fatalf("ParseDimensionList(%q) = %v", s, list)
			}
		}
	})
}
