package rules

import "github.com/attrlint/attrlint/microsyntax"

func init() {
	fixModels[MetaRefresh.ID] = fixModel{
		// The shared declarative refresh steps: the delay and the URL.
		same: func(_, _, old, nv string) (bool, string) {
			a, okA := microsyntax.ParseRefresh(old)
			b, okB := microsyntax.ParseRefresh(nv)
			return okA && okB && a.Seconds == b.Seconds && a.HasURL == b.HasURL && a.URL == b.URL, "the refresh delay or URL differs"
		},
	}
}
