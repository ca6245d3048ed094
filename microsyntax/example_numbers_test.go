package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleValidInteger() {
	fmt.Println(microsyntax.ValidInteger("-007"))
	fmt.Println(microsyntax.ValidInteger("+1"))
	fmt.Println(microsyntax.ValidInteger("1.5"))
	// Output:
	// <nil>
	// at byte 0: a "+" sign is not allowed
	// at byte 1: "." is not allowed: an integer has no fractional part
}

func ExampleParseInteger() {
	fmt.Println(microsyntax.ParseInteger(" 12abc"))
	fmt.Println(microsyntax.ParseInteger("+5"))
	fmt.Println(microsyntax.ParseInteger("abc"))
	fmt.Println(microsyntax.ParseInteger("9223372036854775808"))
	// Output:
	// 12 <nil>
	// 5 <nil>
	// 0 at byte 0: expected a digit, found "a"
	// 0 at byte 0: the number is outside the 64-bit integer range (-9223372036854775808 to 9223372036854775807)
}

func ExampleValidNonNegativeInteger() {
	fmt.Println(microsyntax.ValidNonNegativeInteger("007"))
	fmt.Println(microsyntax.ValidNonNegativeInteger("-1"))
	fmt.Println(microsyntax.ValidNonNegativeInteger("10%"))
	// Output:
	// <nil>
	// at byte 0: a "-" sign is not allowed: the number cannot be negative
	// at byte 2: "%" is not allowed after the number
}

func ExampleParseNonNegativeInteger() {
	fmt.Println(microsyntax.ParseNonNegativeInteger("10px"))
	fmt.Println(microsyntax.ParseNonNegativeInteger("-0"))
	fmt.Println(microsyntax.ParseNonNegativeInteger("-5"))
	// Output:
	// 10 <nil>
	// 0 <nil>
	// 0 at byte 0: the number -5 is negative; a non-negative integer was expected
}

func ExampleValidFloat() {
	fmt.Println(microsyntax.ValidFloat("-.5e3"))
	fmt.Println(microsyntax.ValidFloat("1."))
	fmt.Println(microsyntax.ValidFloat("Infinity"))
	fmt.Println(microsyntax.ValidFloat("1e400"))
	// Output:
	// <nil>
	// at byte 2: expected a digit after the decimal point, found the end of the value
	// at byte 0: "Infinity" is not allowed: a number must be written with ASCII digits
	// at byte 0: the number is too large: it is beyond the range of double-precision numbers (about ±1.8e308), so the rules for parsing floating-point numbers return an error
}

func ExampleParseFloat() {
	for _, s := range []string{"1.", ".5", "1e", "1.e5", " +12.5px", "-0", "1e-400"} {
		f, err := microsyntax.ParseFloat(s)
		fmt.Printf("%q: %v %v\n", s, f, err)
	}
	_, err := microsyntax.ParseFloat("1e400")
	fmt.Println(err != nil)
	// Output:
	// "1.": 1 <nil>
	// ".5": 0.5 <nil>
	// "1e": 1 <nil>
	// "1.e5": 100000 <nil>
	// " +12.5px": 12.5 <nil>
	// "-0": 0 <nil>
	// "1e-400": 0 <nil>
	// true
}

func ExampleBestFloat() {
	for _, f := range []float64{1e21, 1e20, 0.000001, 1e-7, -1.5, 1.5e300} {
		fmt.Println(microsyntax.BestFloat(f))
	}
	// Output:
	// 1e+21
	// 100000000000000000000
	// 0.000001
	// 1e-7
	// -1.5
	// 1.5e+300
}
