package fix

import (
	"strings"
	"testing"
)

// TestDiffLabels: names are written on the ---/+++ lines as git writes
// them, quoted C-style when they hold control characters, quotes,
// backslashes or bytes that are not UTF-8, and followed by a tab when
// they hold a space, so that patch and git apply read them back.
func TestDiffLabels(t *testing.T) {
	for name, want := range map[string]string{
		"plain.html":      "--- a/plain.html\n+++ b/plain.html\n",
		"a b.html":        "--- a/a b.html\t\n+++ b/a b.html\t\n",
		"t\tab.html":      "--- \"a/t\\tab.html\"\n+++ \"b/t\\tab.html\"\n",
		"new\nline.html":  "--- \"a/new\\nline.html\"\n+++ \"b/new\\nline.html\"\n",
		"q\"uote b.html":  "--- \"a/q\\\"uote b.html\"\n+++ \"b/q\\\"uote b.html\"\n",
		"back\\slash":     "--- \"a/back\\\\slash\"\n+++ \"b/back\\\\slash\"\n",
		"bad\xff.html":    "--- \"a/bad\\377.html\"\n+++ \"b/bad\\377.html\"\n",
		"é.html":          "--- a/é.html\n+++ b/é.html\n",
		"bell\x07del\x7f": "--- \"a/bell\\adel\\177\"\n+++ \"b/bell\\adel\\177\"\n",
	} {
		if got := Diff(name, []byte("x\n"), []byte("y\n")); !strings.HasPrefix(got, want) {
			t.Errorf("%q:\n got  %q\n want %q...", name, got, want)
		}
	}
}
