package rules

import (
	"fmt"
	"time"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// checkOffset warns about offsets outside -12:00..+14:00 or with minutes
// other than 00, 30 and 45, which no time zone uses.
func checkOffset(a *lint.Attr, off microsyntax.TimeZoneOffset) {
	m := off.Minutes
	mins := m % 60
	if mins < 0 {
		mins = -mins
	}
	switch {
	case m < -12*60 || m > 14*60:
		a.Report(lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("time-zone offset %s is valid but outside -12:00 to +14:00, the range time zones use", off)})
	case mins != 0 && mins != 30 && mins != 45:
		a.Report(lint.Finding{Whole: true, Warn: true,
			Message: fmt.Sprintf("time-zone offset %s is valid but no time zone uses those minutes", off)})
	}
}

func timeOffset(o microsyntax.TimeZoneOffset) time.Duration {
	return time.Duration(o.Minutes) * time.Minute
}
