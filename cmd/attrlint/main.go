// Command attrlint checks the attribute values of HTML documents against
// the HTML Living Standard's common microsyntaxes.
//
// Usage:
//
//	attrlint [flags] PATH...     lint files and directories (*.html, *.htm); "-" reads stdin
//	attrlint rules               list the rules
//	attrlint explain RULE        show a rule's documentation and examples
//
// Exit status: 0 no errors, 1 errors found (or more warnings than
// --max-warnings), 2 a usage error or a file that could not be read.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Environ()))
}
