package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/attrlint/attrlint/lint/config"
)

// printConfigErrors writes the configuration errors of a run on stderr,
// one line per problem, each with the prefix, so that every line of a
// file's many problems reads (and greps) alike; a problem met twice is
// written once.
func printConfigErrors(stderr io.Writer, errs []error) {
	seen := map[string]bool{}
	for _, err := range errs {
		for _, line := range configErrorLines(err) {
			if !seen[line] {
				seen[line] = true
				fmt.Fprintf(stderr, "attrlint: %s\n", line)
			}
		}
	}
}

// printConfigError writes err on stderr, a line for each problem of a
// configuration file.
func printConfigError(stderr io.Writer, err error) { printConfigErrors(stderr, []error{err}) }

// configErrorLines splits the problems of a configuration file
// (config.Errors, perhaps wrapped as "--config: ...") into one line each,
// every line with the wrapper's prefix.
func configErrorLines(err error) []string {
	var errs config.Errors
	if !errors.As(err, &errs) || len(errs) < 2 {
		return []string{err.Error()}
	}
	prefix, ok := strings.CutSuffix(err.Error(), errs.Error())
	if !ok {
		return []string{err.Error()}
	}
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = prefix + e.Error()
	}
	return lines
}
