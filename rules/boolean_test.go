package rules

func init() {
	fixModels[Boolean.ID] = fixModel{
		// Presence is all that counts (HTML §2.3.2); the fix writes the
		// attribute bare.
		same: func(_, _, _, nv string) (bool, string) {
			return nv == "", "the boolean fix should leave an empty value"
		},
	}
}
