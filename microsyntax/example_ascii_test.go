package microsyntax_test

import (
	"errors"
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleEqualFoldASCII() {
	fmt.Println(microsyntax.EqualFoldASCII("CHECKBOX", "checkbox"))
	// U+212A KELVIN SIGN is not an ASCII "K".
	fmt.Println(microsyntax.EqualFoldASCII("\u212Aeep", "keep"))
	// Output:
	// true
	// false
}

func ExampleIsASCIIWhitespace() {
	fmt.Println(microsyntax.IsASCIIWhitespace('\f'), microsyntax.IsASCIIWhitespace(0xA0))
	// Output: true false
}

func ExampleError_Error() {
	err := microsyntax.ValidDate("2023-02-29")
	var e *microsyntax.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.End)
	}
	fmt.Println(err)
	// Output:
	// 8 10
	// at byte 8: February 29 only exists in leap years; 2023 is not one
}

func ExampleYearlessDate_String() {
	d, _ := microsyntax.ParseYearlessDate("--02-29")
	fmt.Println(d)
	// Output: 02-29
}

func ExampleToLowerASCII() {
	fmt.Println(microsyntax.ToLowerASCII("DATA-Éclair"))
	// Output:
	// data-Éclair
}
