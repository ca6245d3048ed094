package rules

import "strings"

func init() {
	fixModels[OneLine.ID] = fixModel{
		// HTML §4.10.5: the placeholder hint is shown, and the value of the
		// Text, Search, Telephone and Password states sanitized, with
		// newlines stripped (Infra: every LF and CR removed).
		same: func(_, _, old, nv string) (bool, string) {
			strip := strings.NewReplacer("\r", "", "\n", "")
			return strip.Replace(old) == strip.Replace(nv), "the values differ once newlines are stripped"
		},
	}
}
