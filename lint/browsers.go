package lint

import (
	"fmt"
	"strconv"

	"github.com/attrlint/attrlint/lint/internal/presets"
)

// Browsers says which browsers the browser-support rule checks a page
// against: a Baseline target, or the oldest version of each named browser
// to support. The zero value is the default, Baseline widely available.
type Browsers struct {
	// Baseline is BaselineWidely (features Baseline widely available
	// today), BaselineNewly (Baseline newly available), or a year such as
	// "2024" (features Baseline newly available by the end of that year).
	// "" means BaselineWidely, unless Versions is set.
	Baseline string
	// Versions, when not empty, replaces Baseline: the oldest version to
	// support of each browser it names, by browser id (BaselineBrowsers).
	Versions map[string]string
	// Allow lists features accepted whatever the target: web-features
	// ids ("input-date-time-week") or browser-compat-data keys
	// ("html.elements.input.incremental").
	Allow []string
	// Hints also reports the features that browsers without them safely
	// ignore (loading, fetchpriority, inputmode, resource hints, ...).
	Hints bool
}

// The Baseline targets besides years.
const (
	BaselineWidely = "widely"
	BaselineNewly  = "newly"
)

// BaselineBrowsers are the browser ids Browsers.Versions takes: the core
// browsers Baseline is judged over (web-features' set, as
// browser-compat-data names them; package rules checks that its data
// agrees).
var BaselineBrowsers = presets.BaselineBrowsers

// firstBaselineYear is the first Baseline year: web-features dates the
// features every core browser already had to 2015, when Edge 12 shipped.
const firstBaselineYear = 2015

// CheckBaseline reports whether s is a Baseline target Browsers.Baseline
// takes: widely, newly, or a year from 2015 on.
func CheckBaseline(s string) error {
	if s == BaselineWidely || s == BaselineNewly {
		return nil
	}
	if y, err := strconv.Atoi(s); err == nil && len(s) == 4 && y >= firstBaselineYear {
		return nil
	}
	return fmt.Errorf("a Baseline target is %s, %s or a year from %d on", BaselineWidely, BaselineNewly, firstBaselineYear)
}

// checkBrowsers checks Options.Browsers.
func checkBrowsers(b Browsers) error {
	if b.Baseline != "" {
		if len(b.Versions) > 0 {
			return fmt.Errorf("browsers: a Baseline target and browser versions exclude each other")
		}
		if err := CheckBaseline(b.Baseline); err != nil {
			return fmt.Errorf("baseline: %w", err)
		}
	}
	for id, v := range b.Versions {
		if _, _, err := presets.ParseBrowserVersion(id + " " + v); err != nil {
			return fmt.Errorf("browsers: %w", err)
		}
	}
	return nil
}
