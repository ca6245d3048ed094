// Package baseline holds the browser-support target: which browsers a
// page must work in, as a Baseline target (web-features' "widely" or
// "newly" available, or a year) or the oldest version of each browser.
package baseline

import (
	"fmt"
	"strconv"
)

// Target says which browsers the browser-support rule checks a page
// against: a Baseline target, or the oldest version of each named browser
// to support. The zero value is the default, Baseline widely available.
type Target struct {
	// Baseline is Widely (features Baseline widely available
	// today), Newly (Baseline newly available), or a year such as
	// "2024" (features Baseline newly available by the end of that year).
	// "" means Widely, unless Versions is set.
	Baseline string
	// Versions, when not empty, replaces Baseline: the oldest version to
	// support of each browser it names, by browser id (Browsers).
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
	Widely = "widely"
	Newly  = "newly"
)

// firstBaselineYear is the first Baseline year: web-features dates the
// features every core browser already had to 2015, when Edge 12 shipped.
const firstBaselineYear = 2015

// Check reports whether s is a Baseline target Target.Baseline takes:
// widely, newly, or a year from 2015 on.
func Check(s string) error {
	if s == Widely || s == Newly {
		return nil
	}
	if y, err := strconv.Atoi(s); err == nil && len(s) == 4 && y >= firstBaselineYear {
		return nil
	}
	return fmt.Errorf("a Baseline target is %s, %s or a year from %d on", Widely, Newly, firstBaselineYear)
}

// Validate checks a target: a Baseline target and browser versions
// exclude each other, and each must be one Check or ParseVersion takes.
func (b Target) Validate() error {
	if b.Baseline != "" {
		if len(b.Versions) > 0 {
			return fmt.Errorf("browsers: a Baseline target and browser versions exclude each other")
		}
		if err := Check(b.Baseline); err != nil {
			return fmt.Errorf("baseline: %w", err)
		}
	}
	for id, v := range b.Versions {
		if _, _, err := ParseVersion(id + " " + v); err != nil {
			return fmt.Errorf("browsers: %w", err)
		}
	}
	return nil
}
