package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleValidHashNameReference() {
	fmt.Println(microsyntax.ValidHashNameReference("#planets"))
	fmt.Println(microsyntax.ValidHashNameReference("planets"))
	fmt.Println(microsyntax.ValidHashNameReference("#"))
	// Output:
	// <nil>
	// at byte 0: a hash-name reference must start with "#", found "p"
	// at byte 1: expected a name after "#", found the end of the value
}

func ExampleParseHashNameReference() {
	fmt.Println(microsyntax.ParseHashNameReference("page.html#planets"))
	fmt.Println(microsyntax.ParseHashNameReference("planets"))
	// Output:
	// planets <nil>
	//  at byte 0: there is no "#": a hash-name reference is "#" followed by a name
}
