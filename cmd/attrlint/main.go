// Command attrlint checks the attribute values of HTML documents against
// the HTML Living Standard's common microsyntaxes.
//
// Usage:
//
//	attrlint [flags] PATH...     lint files and directories (*.html, *.htm); "-" reads stdin
//	attrlint rules               list the rules
//	attrlint explain RULE        show a rule's documentation and examples
//	attrlint lsp                 serve the Language Server Protocol on stdin/stdout (for editors)
//	attrlint merge REPORT...     combine the JSON or SARIF reports of --shard runs into one
//
// Exit status: 0 no errors, 1 errors found (or more warnings than
// --max-warnings), 2 a usage error or a file that could not be read, 130
// interrupted by Ctrl-C or SIGTERM.
package main

import (
	"os"
	"runtime/debug"
)

func main() {
	// The heap is mostly the parse tree of the files being linted, dropped
	// whole when a file is done. Collecting at 400% growth instead of 100%
	// saves about a fifth of the run time on a site of small pages, where
	// the collector otherwise runs every few files, for little memory: the
	// peak is set by the largest file's live tree (perf corpus 57 MB
	// either way; a 21 MB page 396 MB instead of 364 MB at 200%; see the
	// README's Performance section). GOGC, when set, still decides.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Environ()))
}
