package microsyntax

import "testing"

func FuzzBoolean(f *testing.F) {
	for _, s := range []string{"", "disabled", "DISABLED", " disabled", "true", "false", "yes", " ", "disab\u212aled"} {
		f.Add(s, "disabled")
	}
	f.Fuzz(func(t *testing.T, value, name string) {
		err := ValidBoolean(value, name)
		numFuzzCheckErr(t, "ValidBoolean", value, err)
		if (err == nil) != (value == "" || EqualFoldASCII(value, name)) {
			t.Fatalf("ValidBoolean(%q, %q) = %v", value, name, err)
		}
	})
}
