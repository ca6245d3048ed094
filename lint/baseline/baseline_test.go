package baseline

import "testing"

func TestParseBrowsers(t *testing.T) {
	for _, s := range []string{"widely", "newly", "2015", "2024", "2031"} {
		if err := Check(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	for _, s := range []string{"", "Widely", "2014", "24", "+2024", "2024.0", "20240"} {
		if err := Check(s); err == nil {
			t.Errorf("%q: accepted", s)
		}
	}
	m, err := ParseList("chrome 120, firefox 128,safari 17.4")
	if err != nil || len(m) != 3 || m["safari"] != "17.4" || m["firefox"] != "128" {
		t.Errorf("list: %v %v", m, err)
	}
	for _, s := range []string{"chrome", "chrome 120 beta", "opera 100", "chrome 1..2", "chrome .1", "safari 17,", "chrome 1, chrome 2"} {
		if _, err := ParseList(s); err == nil {
			t.Errorf("%q: accepted", s)
		}
	}
	if err := (Target{Baseline: "newly", Versions: map[string]string{"chrome": "1"}}).Validate(); err == nil {
		t.Error("a Baseline target and versions together: accepted")
	}
}
