package microsyntax_test

import (
	"fmt"

	"github.com/attrlint/attrlint/microsyntax"
)

func ExampleValidMediaQueryList() {
	for _, s := range []string{
		"screen and (min-width: 400px)",
		"(400px <= width <= 700px), print",
		"",
		"alla",
		"screen and(min-width: 400px)",
		"screen and (min-width: 400uu)",
		"screen and (min-width: 400dpi)",
		"screen,",
		"tv and (scan: progressive)",
	} {
		fmt.Printf("%q: %v\n", s, microsyntax.ValidMediaQueryList(s))
	}
	// Output:
	// "screen and (min-width: 400px)": <nil>
	// "(400px <= width <= 700px), print": <nil>
	// "": <nil>
	// "alla": at byte 0: unknown media type "alla"; the media types are "all", "print" and "screen"
	// "screen and(min-width: 400px)": at byte 7: "and" must be followed by whitespace
	// "screen and (min-width: 400uu)": at byte 23: "400uu" is not a length: unknown unit "uu"
	// "screen and (min-width: 400dpi)": at byte 23: min-width takes a length, not a resolution
	// "screen,": at byte 6: empty media query after ","
	// "tv and (scan: progressive)": at byte 0: "tv" is a deprecated media type: Media Queries 4 says authors must not use it, and it matches nothing
}

func ExampleParseMediaQueryList() {
	l := microsyntax.ParseMediaQueryList("SCREEN and (MIN-WIDTH:400px), (max-weight: 3kg), (aspect-ratio: 16/9)")
	for _, q := range l.Queries {
		fmt.Printf("type=%q notAll=%v %s\n", q.Type, q.NotAll, q)
	}
	// Output:
	// type="screen" notAll=false screen and (min-width: 400px)
	// type="" notAll=true not all
	// type="" notAll=false (aspect-ratio: 16 / 9)
}

func ExampleMediaQueryList_String() {
	fmt.Println(microsyntax.ParseMediaQueryList("screen,,print").String())
	fmt.Println(microsyntax.ParseMediaQueryList("all and (color) , not all and (hover)").String())
	// Output:
	// screen, not all, print
	// (color), not all and (hover)
}

func ExampleMediaFeature_String() {
	l := microsyntax.ParseMediaQueryList("(400px<=width<700px)")
	f := l.Queries[0].Condition.Feature
	fmt.Println(f.Name, f.LeftOp, f.Left, f.RightOp, f.Right)
	fmt.Println(f)
	// Output:
	// width <= 400px < 700px
	// 400px <= width < 700px
}

func ExampleMediaQuery_String() {
	l := microsyntax.ParseMediaQueryList("ONLY Screen And (Orientation:Landscape)")
	fmt.Println(l.Queries[0].String())
	// Output:
	// only screen and (orientation: landscape)
}

func ExampleMediaCondition_String() {
	l := microsyntax.ParseMediaQueryList("print and ((color)or (hover))")
	c := l.Queries[0].Condition
	fmt.Println(c.Kind == microsyntax.MediaGroup, c.String())
	fmt.Println(c.Terms[0].Kind == microsyntax.MediaOr, c.Terms[0].String())
	// Output:
	// true ((color) or (hover))
	// true (color) or (hover)
}

func ExampleMediaValue_String() {
	l := microsyntax.ParseMediaQueryList("(min-resolution: 2.50DPPX) and (aspect-ratio: 16/9)")
	and := l.Queries[0].Condition
	for _, t := range and.Terms {
		v := t.Feature.Value
		fmt.Println(t.Feature.Name, v.Kind == microsyntax.MediaDimension, v)
	}
	// Output:
	// min-resolution true 2.5dppx
	// aspect-ratio false 16 / 9
}
