package microsyntax

import "testing"

func TestBooleanValid(t *testing.T) {
	for _, v := range []string{"", "disabled", "DISABLED", "Disabled"} {
		if err := ValidBoolean(v, "disabled"); err != nil {
			t.Errorf("ValidBoolean(%q) = %v, want nil", v, err)
		}
	}
	invalid := []struct {
		v        string
		off, end int
		reason   string
	}{
		{"false", 0, 5, `"false" is not allowed: the attribute's presence alone means true; remove the attribute to mean false`},
		{"FALSE", 0, 5, "remove the attribute to mean false"},
		{"true", 0, 4, `"true" is not allowed: the attribute's presence alone means true`},
		{" disabled", 0, 1, "leading whitespace"},
		{"disabled\t\n", 8, 10, "trailing whitespace"},
		{" ", 0, 1, "only whitespace"},
		{"yes", 0, 3, `"yes" is not allowed: a boolean attribute's value must be empty or "disabled"`},
		{"checked", 0, 7, `must be empty or "disabled"`},
		{"disabled\u00a0", 0, 10, "is not allowed"},
		{"disab\u212aled", 0, 11, "is not allowed"}, // Kelvin sign is not K
	}
	for _, c := range invalid {
		numCheckErr(t, "ValidBoolean("+c.v+")", ValidBoolean(c.v, "disabled"), c.off, c.end, c.reason)
	}
}

func BenchmarkBooleanValid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = ValidBoolean("Disabled", "disabled")
	}
}
