package baseline

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint/suggest"
)

// Browsers are the browser ids Target.Versions takes: the core browsers
// Baseline is judged over (web-features' set, as browser-compat-data
// names them; package rules checks that its data agrees).
var Browsers = []string{"chrome", "chrome_android", "edge", "firefox", "firefox_android", "safari", "safari_ios"}

// ParseVersion reads "chrome 120" or "safari_ios 17.4": a browser
// id of Browsers and a version of digits and dots.
func ParseVersion(s string) (id, version string, err error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return "", "", fmt.Errorf("a browser is written as an id and a version, such as \"chrome 120\" or \"safari_ios 17.4\" (ids: %s)", strings.Join(Browsers, ", "))
	}
	id, version = f[0], f[1]
	known := false
	for _, b := range Browsers {
		known = known || b == id
	}
	if !known {
		return "", "", fmt.Errorf("unknown browser%s; known: %s", suggest.Suggest(id, Browsers), strings.Join(Browsers, ", "))
	}
	for _, part := range strings.Split(version, ".") {
		if part == "" || strings.Trim(part, "0123456789") != "" || len(part) > 6 {
			return "", "", fmt.Errorf("the version of %s must be a number such as 120 or 17.4", id)
		}
	}
	return id, version, nil
}

// ParseList reads a comma-separated list of browsers
// ("chrome 120, firefox 128"), as ParseVersion reads each; a
// browser named twice is an error.
func ParseList(s string) (map[string]string, error) {
	out := map[string]string{}
	for _, item := range strings.Split(s, ",") {
		id, v, err := ParseVersion(item)
		if err != nil {
			return nil, err
		}
		if _, dup := out[id]; dup {
			return nil, fmt.Errorf("%s is named twice", id)
		}
		out[id] = v
	}
	return out, nil
}
