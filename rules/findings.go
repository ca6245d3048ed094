package rules

import (
	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// errFinding builds a finding from a microsyntax error, prefixing msg.
func errFinding(err error, msg string) lint.Finding {
	if me, ok := err.(*microsyntax.Error); ok {
		return lint.Finding{Offset: me.Offset, End: me.End, Message: msg + ": " + me.Reason}
	}
	return lint.Finding{Whole: true, Message: msg}
}
