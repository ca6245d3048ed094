package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

// exampleDraggable is the draggable attribute: "true" and "false", no
// missing value default, invalid value default "auto".
var exampleDraggable = &microsyntax.Enumerated{
	Keywords: []microsyntax.Keyword{
		{Value: "true", State: "true"},
		{Value: "false", State: "false"},
	},
	InvalidDefault: "auto",
}

func ExampleEnumerated_State() {
	fmt.Println(exampleDraggable.State("TRUE", true))
	fmt.Println(exampleDraggable.State("maybe", true))
	fmt.Println(exampleDraggable.State("", false))
	// Output:
	// true true
	// auto true
	//  false
}

func ExampleEnumerated_Valid() {
	fmt.Println(exampleDraggable.Valid("False"))
	fmt.Println(exampleDraggable.Valid("maybe"))

	// A made-up attribute with an obsolete synonym.
	align := &microsyntax.Enumerated{Keywords: []microsyntax.Keyword{
		{Value: "start", State: "start"},
		{Value: "left", State: "start", NonConforming: true},
	}}
	fmt.Println(align.Valid("left"))
	// Output:
	// <nil>
	// at byte 0: "maybe" is not one of "true", "false"
	// at byte 0: "left" is obsolete (non-conforming); use "start", which means the same
}

func ExampleEnumerated_Canonical() {
	// contenteditable: "" and "true" both mean the true state.
	ce := &microsyntax.Enumerated{Keywords: []microsyntax.Keyword{
		{Value: "true", State: "true"},
		{Value: "", State: "true"},
		{Value: "false", State: "false"},
	}}
	fmt.Printf("%q %q\n", ce.Canonical("true"), ce.Canonical("false"))
	// Output: "true" "false"
}
