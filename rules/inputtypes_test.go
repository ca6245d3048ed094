package rules

import (
	"strings"
	"testing"
)

// TestInputBrowserNotes checks what the input rules say browsers do
// against the value sanitization algorithms of HTML §4.10.5.1: a range
// clamps its value into [min, max] (0 to 100 by default) and sanitises an
// unreadable value to halfway between them; the other types keep an
// out-of-range value and report the control invalid.
func TestInputBrowserNotes(t *testing.T) {
	l := newLinter(t)
	for _, c := range []struct {
		doc, rule, msg, browser string
		warn                    bool
	}{
		{`<input type=range min=10 max=20 value=5>`, "input-range", "the default value 5 is below min (10)", "browsers clamp it: the slider starts at 10", true},
		{`<input type=range min=10 max=20 value=25>`, "input-range", "the default value 25 is above max (20)", "browsers clamp it: the slider starts at 20", true},
		{`<input type=range value=150>`, "input-range", "the default value 150 is above the default max (100)", "browsers clamp it: the slider starts at 100", true},
		{`<input type=range min=-5 value=-10>`, "input-range", "the default value -10 is below min (-5)", "browsers clamp it: the slider starts at -5", true},
		{`<input type=range min=20 max=10>`, "input-range", "min (20) must not be above max (10)", "browsers start the slider at min (20), and no value is in range", false},
		{`<input type=range min=10 max=20 value=x>`, "input-value", `"x" is not a valid floating-point number`, "browsers sanitise the value to the default value, 15 (halfway between min and max)", false},
		{`<input type=range value=x>`, "input-value", `"x" is not a valid floating-point number`, "browsers sanitise the value to the default value, 50 (halfway between min and max)", false},
		{`<input type=range min=x>`, "input-value", `"x" is not a valid floating-point number`, "browsers use the default min, 0", false},
		{`<input type=range max=x>`, "input-value", `"x" is not a valid floating-point number`, "browsers use the default max, 100", false},
		{`<input type=number min=10 max=20 value=5>`, "input-range", "the default value 5 is below min (10)", "browsers keep it, so the control starts invalid (an underflow) and the form cannot be submitted until the value changes", true},
		{`<input type=date max=2024-01-01 value=2024-02-01>`, "input-range", "the default value 2024-02-01 is above max (2024-01-01)", "browsers keep it, so the control starts invalid (an overflow) and the form cannot be submitted until the value changes", true},
		{`<input type=number value=x>`, "input-value", `"x" is not a valid floating-point number`, "browsers sanitise the value to the empty string", false},
		{`<input type=date min=x>`, "input-value", `"x" is not a valid date string`, "browsers ignore min", false},
		{`<input type=time step=0>`, "input-value", "step must be above 0", "browsers ignore it and use the default step, 60 seconds", false},
		{`<input type=date step=x>`, "input-value", `step "x" is not a valid floating-point number`, "browsers ignore it and use the default step, 1 day", false},
	} {
		ds := lintString(t, l, c.doc)
		if len(ds) != 1 {
			t.Errorf("%s: %d diagnostics, want 1: %+v", c.doc, len(ds), ds)
			continue
		}
		d := ds[0]
		if d.Rule != c.rule || !strings.HasPrefix(d.Message, c.msg) || d.Browser != c.browser || (d.Severity.String() == "warning") != c.warn {
			t.Errorf("%s:\n got  %s %s %q / %q\n want %s warn=%v %q / %q", c.doc, d.Rule, d.Severity, d.Message, d.Browser, c.rule, c.warn, c.msg, c.browser)
		}
	}
	// A range value inside the bounds browsers use draws nothing.
	for _, doc := range []string{`<input type=range value=100>`, `<input type=range min=10 value=10>`, `<input type=range max=5 value=0>`} {
		if ds := lintString(t, l, doc); len(ds) != 0 {
			t.Errorf("%s: %+v, want nothing", doc, ds)
		}
	}
}
