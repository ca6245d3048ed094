package main

import (
	"encoding/json"
	"testing"
)

// TestMapCompatKey pins the shapes of compat keys the generator maps, and
// the ones it leaves for corrections/compat.json or unmapped.
func TestMapCompatKey(t *testing.T) {
	for key, want := range map[string]string{
		"html.elements.video.controlslist":             "video controlslist  ",
		"html.elements.iframe.privateToken":            "iframe privatetoken  ",
		"html.global_attributes.popover":               "* popover  ",
		"html.global_attributes.popover.hint":          "* popover hint ",
		"html.elements.input.type_week":                "input type week ",
		"html.elements.input.type_datetime-local":      "input type datetime-local ",
		"html.elements.input.type_color.list":          "input list  type=color",
		"html.elements.link.rel.modulepreload":         "link rel modulepreload ",
		"html.elements.link.rel.preload.as-font":       "link as font rel~=preload",
		"html.elements.iframe.sandbox.allow-downloads": "iframe sandbox allow-downloads ",
	} {
		e, why := mapCompatKey(key)
		if e == nil {
			t.Errorf("%s: unmapped (%s)", key, why)
			continue
		}
		if got := e.Element + " " + e.Attr + " " + e.Value + " " + e.Context; got != want {
			t.Errorf("%s: %q, want %q", key, got, want)
		}
	}
	for key, want := range map[string]string{
		"html.elements.input":                                                 "element",
		"html.elements.a.implicit_noopener":                                   "behaviour",
		"html.elements.a.target.unfencedTop":                                  "behaviour",
		"html.elements.td.rowspan.rowspan_zero":                               "behaviour",
		"html.elements.datalist.input_type_color":                             "behaviour",
		"html.elements.input.type_range.tick_marks":                           "behaviour",
		"html.elements.meta.name.viewport.width":                              "content",
		"html.elements.script.type.speculationrules.where":                    "content",
		"html.elements.meta.name.viewport.interactive-widget.resizes-content": "content",
	} {
		if e, why := mapCompatKey(key); e != nil || why[:len(want)] != want {
			t.Errorf("%s: %+v %q, want unmapped as %s", key, e, why, want)
		}
	}
}

// TestFirstSupport pins how a browser's statements are read.
func TestFirstSupport(t *testing.T) {
	for raw, want := range map[string]compatSupport{
		`{"version_added": "20"}`:                           {Added: "20"},
		`{"version_added": "≤4"}`:                           {Added: "4"},
		`{"version_added": false}`:                          {},
		`{"version_added": null}`:                           {},
		`{"version_added": "preview"}`:                      {},
		`{"version_added": "5", "version_removed": "17.2"}`: {Added: "5", Removed: "17.2"},
		`[{"version_added": "132"}, {"version_added": "131", "partial_implementation": true}]`:                 {Added: "132"},
		`[{"version_added": "120", "flags": [{"type": "preference"}]}]`:                                        {},
		`[{"version_added": "50", "prefix": "-webkit-"}, {"version_added": "60"}]`:                             {Added: "60"},
		`[{"version_added": "10", "alternative_name": "x"}]`:                                                   {},
		`[{"version_added": "90", "version_removed": "95"}, {"version_added": "20", "version_removed": "30"}]`: {Added: "90", Removed: "95"},
		`[{"version_added": "100"}, {"version_added": "20", "version_removed": "30"}]`:                         {Added: "100"},
	} {
		got, err := firstSupport(json.RawMessage(raw))
		if err != nil || got != want {
			t.Errorf("%s: %+v %v, want %+v", raw, got, err, want)
		}
	}
}
