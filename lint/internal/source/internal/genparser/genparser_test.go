package genparser

import (
	"strings"
	"testing"
)

func TestApply(t *testing.T) {
	src := "a\nb\nc\nd\ne\n"
	patch := "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n@@ -5,0 +6 @@\n+f\n"
	got, err := Apply([]byte(src), []byte(patch))
	if err != nil || string(got) != "a\nB\nc\nd\ne\nf\n" {
		t.Errorf("Apply = %q, %v", got, err)
	}
	// A hunk whose context no longer matches (x/net changed) is an error
	// that names the line.
	_, err = Apply([]byte("a\nX\nc\n"), []byte(patch))
	if err == nil || !strings.Contains(err.Error(), `line 2 is "X", the patch expects "b"`) {
		t.Errorf("stale hunk: %v", err)
	}
}
