package fix

import (
	"path/filepath"
	"strings"

	"github.com/aymanbagabas/go-udiff"
)

// Diff returns a unified diff (three lines of context) from before to
// after, or "" when they are equal. A relative path is labelled a/PATH and
// b/PATH, as git does, so the output applies with `git apply` or
// `patch -p1`; an absolute path is used as it is on both sides (apply with
// `patch -p0`).
//
// The diff is line based and works on bytes, so CRLF line ends and text
// in any encoding come through unchanged.
func Diff(path string, before, after []byte) string {
	p := filepath.ToSlash(path)
	from, to := p, p
	if !filepath.IsAbs(path) && !strings.HasPrefix(p, "/") {
		p = strings.TrimPrefix(p, "./")
		from, to = "a/"+p, "b/"+p
	}
	return udiff.Unified(from, to, string(before), string(after))
}
