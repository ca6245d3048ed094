package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleParseDimension() {
	for _, s := range []string{"100px", "50%", "12.5%", "50.%", ".5"} {
		d, err := microsyntax.ParseDimension(s)
		fmt.Printf("%q: %v %v %v\n", s, d.Value, d.Percent, err)
	}
	// Output:
	// "100px": 100 false <nil>
	// "50%": 50 true <nil>
	// "12.5%": 12.5 true <nil>
	// "50.%": 50 true <nil>
	// ".5": 0 false at byte 0: expected a digit, found ".": write a digit before the decimal point, as in "0.5"
}

func ExampleParseNonZeroDimension() {
	fmt.Println(microsyntax.ParseNonZeroDimension("25%"))
	fmt.Println(microsyntax.ParseNonZeroDimension("0.0"))
	// Output:
	// 25% <nil>
	// 0 at byte 0: the length is zero; a non-zero value is required
}

func ExampleDimension_String() {
	fmt.Println(microsyntax.Dimension{Value: 12.5, Percent: true})
	fmt.Println(microsyntax.Dimension{Value: 1e21})
	// Output:
	// 12.5%
	// 1000000000000000000000
}

func ExampleValidFloatList() {
	fmt.Println(microsyntax.ValidFloatList("0,0,10.5,-2e1"))
	fmt.Println(microsyntax.ValidFloatList("0, 0"))
	fmt.Println(microsyntax.ValidFloatList("0,,1"))
	// Output:
	// <nil>
	// at byte 2: a space is not allowed: a list of floating-point numbers has only commas between the numbers, without whitespace
	// at byte 2: expected a number between two commas, found ","
}

func ExampleParseFloatList() {
	fmt.Println(microsyntax.ParseFloatList("10, 20;30 40"))
	fmt.Println(microsyntax.ParseFloatList("x5,5px,abc"))
	// Output:
	// [10 20 30 40]
	// [5 5 0]
}

func ExampleParseDimensionList() {
	for _, d := range microsyntax.ParseDimensionList("100, *, 25%, 2.5*,") {
		fmt.Println(d.Value, d.Unit)
	}
	// Output:
	// 100 absolute
	// 0 relative
	// 25 percentage
	// 2.5 relative
}

func ExampleDimensionUnit_String() {
	fmt.Println(microsyntax.RelativeUnit)
	// Output: relative
}
