package rules

import (
	"strings"

	"github.com/attrlint/attrlint/microsyntax"
)

func init() {
	fixModels[Charset.ID] = fixModel{
		// Encoding Standard "get an encoding": labels of UTF-8 only, the
		// one encoding the fix writes.
		same: func(_, _, old, nv string) (bool, string) {
			return utf8Label(old) && utf8Label(nv), "the encodings differ"
		},
	}
}

// utf8Label reports whether v, with ASCII whitespace trimmed, is a label
// of UTF-8 (Encoding Standard, "Encodings" table), in any case.
func utf8Label(v string) bool {
	v = strings.Trim(v, " \t\n\f\r")
	for _, l := range []string{"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"} {
		if microsyntax.EqualFoldASCII(v, l) {
			return true
		}
	}
	return false
}
