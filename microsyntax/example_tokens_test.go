package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleSpaceTokens() {
	for off, tok := range microsyntax.SpaceTokens("  nav\tmain  ") {
		fmt.Println(off, tok)
	}
	// Output:
	// 2 nav
	// 6 main
}

func ExampleSplitSpaceTokens() {
	fmt.Printf("%q\n", microsyntax.SplitSpaceTokens(" a  b\u00a0c "))
	// Output: ["a" "b\u00a0c"]
}

func ExampleCommaTokens() {
	for off, tok := range microsyntax.CommaTokens(" a ,b,,d d ") {
		fmt.Printf("%d %q\n", off, tok)
	}
	// Output:
	// 1 "a"
	// 4 "b"
	// 6 ""
	// 7 "d d"
}

func ExampleSplitCommaTokens() {
	fmt.Printf("%q\n", microsyntax.SplitCommaTokens("a, b,"))
	// Output: ["a" "b"]
}

func ExampleTokenSet_Valid() {
	rel := &microsyntax.TokenSet{Allowed: []string{"noopener", "noreferrer", "nofollow"}, Unique: true}
	fmt.Println(rel.Valid("noopener NoReferrer"))
	fmt.Println(rel.Valid("noopener bogus"))
	fmt.Println(rel.Valid("noopener NOOPENER"))
	// Output:
	// <nil>
	// at byte 9: "bogus" is not one of "noopener", "noreferrer", "nofollow"
	// at byte 9: "NOOPENER" repeats "noopener" at byte 0 (tokens compare case-insensitively); each token may appear only once
}

func ExampleTokenSeen() {
	// accesskey keys are compared exactly; the zero value does that.
	var seen microsyntax.TokenSeen
	for off, tok := range microsyntax.SpaceTokens("a b A b") {
		if first := seen.Add(off, tok); first >= 0 {
			fmt.Printf("%q at byte %d repeats the one at byte %d\n", tok, off, first)
		}
	}
	// Output:
	// "b" at byte 6 repeats the one at byte 2
}
