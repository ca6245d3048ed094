package microsyntax

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

func TestDimensionsParseDimension(t *testing.T) {
	ok := []struct {
		s    string
		want Dimension
	}{
		{"100", Dimension{100, false}},
		{"100px", Dimension{100, false}},
		{"50%", Dimension{50, true}},
		{"  \t50%", Dimension{50, true}},
		{"0", Dimension{0, false}},
		{"007", Dimension{7, false}},
		{"12.5", Dimension{12.5, false}},
		{"12.5%", Dimension{12.5, true}},
		{"12.5 %", Dimension{12.5, false}}, // the "%" must follow at once
		{"50.%", Dimension{50, true}},      // step 7.2: current dimension value after the "."
		{"50.", Dimension{50, false}},
		{"50.x", Dimension{50, false}},
		{"1.5.5%", Dimension{1.5, false}},
		{"1e5", Dimension{1, false}},
		{"20.25e2", Dimension{20.25, false}},
		{"3\u0663%", Dimension{3, false}},
		{"0.1", Dimension{0.1, false}},
		{"100%%", Dimension{100, true}},
		{"1" + strings.Repeat("0", 300), Dimension{1e300, false}},
	}
	for _, c := range ok {
		got, err := ParseDimension(c.s)
		if err != nil || got != c.want {
			t.Errorf("ParseDimension(%q) = %+v, %v; want %+v", c.s, got, err, c.want)
		}
	}
	bad := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"", 0, 0, "empty"},
		{"  ", 0, 2, "only whitespace"},
		{"+5", 0, 1, "sign"},
		{"-5", 0, 1, "negative"},
		{".5", 0, 1, "before the decimal point"},
		{".5%", 0, 1, "before the decimal point"},
		{"px", 0, 1, `"p"`},
		{"\u00a05", 0, 2, "no-break space"},
		{"\uff15", 0, 3, "not an ASCII digit"},
		{"1" + strings.Repeat("0", 400) + "%", 0, 401, "too large"},
	}
	for _, c := range bad {
		_, err := ParseDimension(c.s)
		numCheckErr(t, "ParseDimension("+c.s+")", err, c.off, c.end, c.reason)
	}
}

func TestDimensionsParseNonZeroDimension(t *testing.T) {
	for s, want := range map[string]Dimension{"1": {1, false}, "0.5%": {0.5, true}, "00.01px": {0.01, false}} {
		got, err := ParseNonZeroDimension(s)
		if err != nil || got != want {
			t.Errorf("ParseNonZeroDimension(%q) = %+v, %v; want %+v", s, got, err, want)
		}
	}
	bad := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"0", 0, 1, "length is zero"},
		{" 0.0%", 1, 4, "percentage is zero"},
		{"00px", 0, 2, "zero"},
		{"0.%", 0, 1, "percentage is zero"},
		{"x", 0, 1, "expected a digit"},
	}
	for _, c := range bad {
		_, err := ParseNonZeroDimension(c.s)
		numCheckErr(t, "ParseNonZeroDimension("+c.s+")", err, c.off, c.end, c.reason)
	}
	// Tiny but not zero: decided on the exact digits.
	if _, err := ParseNonZeroDimension("0." + strings.Repeat("0", 400) + "1"); err != nil {
		t.Errorf("ParseNonZeroDimension(tiny) = %v, want no error", err)
	}
}

func TestDimensionsString(t *testing.T) {
	for _, d := range []Dimension{{0, false}, {100, false}, {12.5, true}, {1e21, false}, {5e-324, true}, {0.1, false}} {
		s := d.String()
		got, err := ParseDimension(s)
		if err != nil || got != d {
			t.Errorf("ParseDimension(%q) = %+v, %v; want %+v", s, got, err, d)
		}
	}
	if s := (Dimension{50, true}).String(); s != "50%" {
		t.Errorf("String() = %q, want 50%%", s)
	}
}

func TestDimensionsValidFloatList(t *testing.T) {
	for _, s := range []string{"", "1", "1,2,3,4", "-1.5,.5,1e3", "0,0,10,10"} {
		if err := ValidFloatList(s); err != nil {
			t.Errorf("ValidFloatList(%q) = %v, want nil", s, err)
		}
	}
	bad := []struct {
		s        string
		off, end int
		reason   string
	}{
		{"1, 2", 2, 3, "without whitespace"},
		{"1 ,2", 1, 2, "without whitespace"},
		{" 1,2", 0, 1, "without whitespace"},
		{"1;2", 1, 2, "separate the numbers with commas"},
		{"1,,2", 2, 3, "between two commas"},
		{",1", 0, 1, "before the first"},
		{"1,2,", 4, 4, "after the last comma"},
		{",", 0, 1, "before the first"},
		{"1,x", 2, 3, `expected a digit, found "x"`},
		{"1,2.", 4, 4, "after the decimal point"},
		{"1,+2", 2, 3, `"+"`},
		{"1,1e400", 2, 7, "too large"},
		{"1\u00a0,2", 1, 3, "no-break space"},
	}
	for _, c := range bad {
		numCheckErr(t, "ValidFloatList("+c.s+")", ValidFloatList(c.s), c.off, c.end, c.reason)
	}
}

func TestDimensionsParseFloatList(t *testing.T) {
	cases := []struct {
		s    string
		want []float64
	}{
		{"", nil},
		{" , ; ", nil},
		{"1,2,3", []float64{1, 2, 3}},
		{"1, 2 ;3", []float64{1, 2, 3}},
		{"  1  2  ", []float64{1, 2}},
		{"abc", []float64{0}},      // garbage skipped, "" is an error, so 0
		{"x5,y6", []float64{5, 6}}, // leading garbage skipped
		{"5px,6em", []float64{5, 6}},
		{"1,,2", []float64{1, 2}}, // runs of delimiters are one
		{"-.5,.5,1e2", []float64{-0.5, 0.5, 100}},
		{"-,5", []float64{0, 5}}, // "-" alone is an error: 0
		{"1e400,2", []float64{0, 2}},
		{"1.5.5,2", []float64{1.5, 2}},
		{"a-b", []float64{0}}, // "a" skipped, "-b" is an error
		{"\u00a05", []float64{5}},
		{"\u0661,2", []float64{0, 2}},
		{"-0", []float64{0}},
	}
	for _, c := range cases {
		got := ParseFloatList(c.s)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseFloatList(%q) = %v, want %v", c.s, got, c.want)
		}
		for _, f := range got {
			if math.Signbit(f) && f == 0 {
				t.Errorf("ParseFloatList(%q) has -0", c.s)
			}
		}
	}
}

func TestDimensionsParseDimensionList(t *testing.T) {
	A, R, P := AbsoluteUnit, RelativeUnit, PercentageUnit
	cases := []struct {
		s    string
		want []ListDimension
	}{
		{"", nil},
		{",", nil},
		{"100", []ListDimension{{100, A}}},
		{"100,", []ListDimension{{100, A}}},
		{"100,,", []ListDimension{{100, A}}}, // one comma dropped, then Infra's split adds no trailing token
		{"*", []ListDimension{{0, R}}},
		{"2*", []ListDimension{{2, R}}},
		{"25%", []ListDimension{{25, P}}},
		{"25 %", []ListDimension{{25, P}}},
		{" 25 % ", []ListDimension{{25, P}}},
		{"1.5*", []ListDimension{{1.5, R}}},
		{"1. 5*", []ListDimension{{1.5, R}}}, // whitespace in the fraction is removed
		{"1.2 5 %", []ListDimension{{1.25, P}}},
		{"1.", []ListDimension{{1, A}}},
		{".5%", []ListDimension{{0.5, P}}},
		{".", []ListDimension{{0, A}}},
		{"20px", []ListDimension{{20, A}}},
		{"-5", []ListDimension{{0, A}}},
		{"+5*", []ListDimension{{0, A}}},
		{"abc*", []ListDimension{{0, A}}},
		{"1,,2", []ListDimension{{1, A}, {0, R}, {2, A}}},
		{" , 5", []ListDimension{{0, R}, {5, A}}},
		{"100,*,25%,2*", []ListDimension{{100, A}, {0, R}, {25, P}, {2, R}}},
		{"\u00a05", []ListDimension{{0, A}}},
		{"1" + strings.Repeat("0", 400), []ListDimension{{math.Inf(1), A}}},
	}
	for _, c := range cases {
		got := ParseDimensionList(c.s)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseDimensionList(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

func TestDimensionsUnitString(t *testing.T) {
	for u, want := range map[DimensionUnit]string{AbsoluteUnit: "absolute", RelativeUnit: "relative", PercentageUnit: "percentage", 7: "DimensionUnit(7)"} {
		if got := u.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", u, got, want)
		}
	}
}

func BenchmarkDimensionsParseDimension(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = ParseDimension(" 12.5%")
	}
}

func BenchmarkDimensionsValidFloatList(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidFloatList("10,20.5,-30,4e2")
	}
}

func BenchmarkDimensionsParseFloatList(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ParseFloatList("10, 20.5; -30 4e2")
	}
}

func BenchmarkDimensionsParseDimensionList(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ParseDimensionList("100,*,25%,2*")
	}
}
