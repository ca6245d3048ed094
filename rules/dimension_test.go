package rules

import "github.com/attrlint/attrlint/microsyntax"

func init() {
	fixModels[Dimension.ID] = fixModel{
		// Browsers map width and height to CSS with the rules for parsing
		// dimension values (HTML §2.3.4.4).
		same: func(_, _, old, nv string) (bool, string) {
			a, errA := microsyntax.ParseDimension(old)
			b, errB := microsyntax.ParseDimension(nv)
			return errA == nil && errB == nil && a == b, "the dimensions differ"
		},
	}
}
