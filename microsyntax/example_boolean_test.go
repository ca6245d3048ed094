package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleValidBoolean() {
	fmt.Println(microsyntax.ValidBoolean("", "checked"))
	fmt.Println(microsyntax.ValidBoolean("Checked", "checked"))
	fmt.Println(microsyntax.ValidBoolean("false", "checked"))
	// Output:
	// <nil>
	// <nil>
	// at byte 0: "false" is not allowed: the attribute's presence alone means true; remove the attribute to mean false
}
