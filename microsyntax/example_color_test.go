package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleColor_Hex() {
	fmt.Println(microsyntax.Color{R: 102, G: 51, B: 153}.Hex())
	// Output: #663399
}

func ExampleNamedColor() {
	c, ok := microsyntax.NamedColor("RebeccaPurple")
	fmt.Println(c.Hex(), ok)
	_, ok = microsyntax.NamedColor("transparent")
	fmt.Println(ok)
	// Output:
	// #663399 true
	// false
}

func ExampleParseLegacyColor() {
	for _, s := range []string{"chucknorris", "ninjaturtle", "crap", "#fff", " red ", "😀abcdef", "transparent", ""} {
		c, err := microsyntax.ParseLegacyColor(s)
		if err != nil {
			fmt.Printf("%q: %v\n", s, err)
			continue
		}
		fmt.Printf("%q: %s\n", s, c.Hex())
	}
	// Output:
	// "chucknorris": #c00000
	// "ninjaturtle": #00a000
	// "crap": #c0a000
	// "#fff": #ffffff
	// " red ": #ff0000
	// "😀abcdef": #00bcef
	// "transparent": at byte 0: "transparent" is not a colour for the legacy colour rules, which reject it
	// "": at byte 0: expected a colour, found an empty value
}

func ExampleValidCSSColor() {
	for _, s := range []string{"#ff0000", "rgb(1 2 3 / 50%)", "oklch(70% 0.1 120deg)", "#gggggg", "#12345", "rgb(1 2)", "reddish"} {
		fmt.Printf("%q: %v\n", s, microsyntax.ValidCSSColor(s))
	}
	// Output:
	// "#ff0000": <nil>
	// "rgb(1 2 3 / 50%)": <nil>
	// "oklch(70% 0.1 120deg)": <nil>
	// "#gggggg": at byte 1: "g" is not a hex digit
	// "#12345": at byte 0: a hex colour has 3, 4, 6 or 8 digits, not 5
	// "rgb(1 2)": at byte 7: rgb() takes 3 values, not 2
	// "reddish": at byte 0: unknown colour name "reddish"
}

func ExampleParseCSSColor() {
	for _, s := range []string{"red", "hsl(120 100% 25% / 0.5)", "lab(29.2345% 39.3825 20.0664)", "color-mix(in srgb, red, blue)", "rgb(1 2 3"} {
		c, err := microsyntax.ParseCSSColor(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s alpha %.2f\n", c.Color().Hex(), c.A)
	}
	// Output:
	// #ff0000 alpha 1.00
	// #008000 alpha 0.50
	// #7d2329 alpha 1.00
	// #800080 alpha 1.00
	// #010203 alpha 1.00
}

func ExampleRGBA_Color() {
	// The sanitized value of <input type=color value="hsl(0 100% 50% / .3)">
	// (no alpha attribute, Limited sRGB): alpha is dropped.
	c, _ := microsyntax.ParseCSSColor("hsl(0 100% 50% / .3)")
	fmt.Println(c.Color().Hex())
	// Output: #ff0000
}
