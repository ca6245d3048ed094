package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleValidURL() {
	for _, s := range []string{"https://example.org/a?b#c", "http://f:b/c", "/a/ /c"} {
		if err := microsyntax.ValidURL(s, microsyntax.BaseSpecial); err != nil {
			e := err.(*microsyntax.URLError)
			fmt.Printf("%s: %s (%s)\n", s, e.Reason, e.Browser)
			continue
		}
		fmt.Println(s + ": valid")
	}
	// Output:
	// https://example.org/a?b#c: valid
	// http://f:b/c: port "b" is not a number (browsers fail to parse the URL)
	// /a/ /c: space in the path: write %20 (browsers percent-encode it as %20)
}

func ExampleRepairURL() {
	fixed, certain, _ := microsyntax.RepairURL(`http:\\example.org\a b`, microsyntax.BaseSpecial)
	fmt.Println(fixed, certain)
	// Output: http://example.org/a%20b true
}
