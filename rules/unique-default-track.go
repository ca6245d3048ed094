package rules

import (
	"fmt"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// UniqueDefaultTrack checks that a media element has one default track of
// each kind group.
var UniqueDefaultTrack = &lint.Rule{
	ID:       "unique-default-track",
	Family:   "unique",
	Section:  "https://html.spec.whatwg.org/multipage/media.html#attr-track-default",
	Severity: lint.Error,
	Summary:  "a media element may have one default subtitles or captions track, and one default chapters track",
	Doc: `HTML §4.8.11.2: a media element must have no more than one track child
whose kind is subtitles or captions (a missing kind is subtitles) with the
default attribute, and no more than one of kind chapters with it (metadata
tracks may have any number).

Browsers turn on the first default track of the group and ignore the
default attribute of the others.`,
	Valid:   `<video src="v.mp4"><track src="en.vtt" srclang="en" default><track kind="chapters" src="c.vtt" default></video>`,
	Invalid: `<video src="v.mp4"><track src="en.vtt" srclang="en" default><track src="es.vtt" srclang="es" default></video>`,
	Document: func(d *lint.Doc) {
		for _, media := range d.Elements {
			if media.Data != "video" && media.Data != "audio" {
				continue
			}
			groups := map[string][]*html.Node{}
			for c := media.FirstChild; c != nil; c = c.NextSibling {
				if c.Type != html.ElementNode || c.Namespace != "" || c.Data != "track" {
					continue
				}
				if _, ok := lint.GetAttr(c, "default"); !ok {
					continue
				}
				kind, present := lint.GetAttr(c, "kind")
				if d.Templated(kind) {
					continue
				}
				switch group := trackKindGroup(kind, present); group {
				case "subtitles or captions", "chapters":
					groups[group] = append(groups[group], c)
				}
			}
			for _, group := range []string{"subtitles or captions", "chapters"} {
				reportLaterOnes(d, groups[group], "default", func(*html.Node) lint.Finding {
					return lint.Finding{Message: fmt.Sprintf("an earlier %s track of this media element is already the default", group),
						Browser: "browsers turn on the first default track of the group and ignore this default"}
				})
			}
		}
	},
}

// trackKindGroup maps a track's kind to the group the default rule counts
// in, by the kind attribute's states: a missing kind is subtitles, an
// invalid one (the empty string included) metadata.
func trackKindGroup(kind string, present bool) string {
	if !present {
		return "subtitles or captions"
	}
	for _, k := range []string{"subtitles", "captions"} {
		if microsyntax.EqualFoldASCII(kind, k) {
			return "subtitles or captions"
		}
	}
	for _, k := range []string{"chapters", "descriptions"} {
		if microsyntax.EqualFoldASCII(kind, k) {
			return k
		}
	}
	return "metadata"
}
