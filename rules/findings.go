package rules

import (
	"errors"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// errFinding turns an error of package microsyntax into a finding on the
// error's span, its message the error's reason after prefix and ": " (or
// the reason alone with no prefix). Every rule that reports such an error
// builds its finding here.
func errFinding(err error, prefix string) lint.Finding {
	var me *microsyntax.Error
	if !errors.As(err, &me) {
		// Not an error of package microsyntax: no span to point at.
		return lint.Finding{Whole: true, Message: joinReason(prefix, err.Error())}
	}
	return lint.Finding{Offset: me.Offset, End: me.End, Message: joinReason(prefix, me.Reason)}
}

// joinReason writes a reason after its prefix.
func joinReason(prefix, reason string) string {
	if prefix == "" {
		return reason
	}
	return prefix + ": " + reason
}

// errKind returns the kind of an error of package microsyntax (0 for
// another error), for rules that say what browsers do by kind.
func errKind(err error) microsyntax.Kind {
	var me *microsyntax.Error
	if errors.As(err, &me) {
		return me.Kind
	}
	return 0
}
