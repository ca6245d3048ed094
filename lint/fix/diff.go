package fix

import (
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/aymanbagabas/go-udiff"
)

// Diff returns a unified diff (three lines of context) from before to
// after, or "" when they are equal. A relative path is labelled a/PATH and
// b/PATH, as git does, so the output applies with `git apply` or
// `patch -p1`; an absolute path is used as it is on both sides (apply with
// `patch -p0`). Names are written as git writes them (diffLabel), so that
// both tools read back a name with spaces, tabs, newlines or quotes.
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
	return udiff.Unified(diffLabel(from), diffLabel(to), string(before), string(after))
}

// diffLabel writes a file name for a ---/+++ line as git does: a name
// with a control character, a double quote, a backslash or bytes that are
// not UTF-8 is quoted C-style ("a/t\tab.html", other bytes as octal
// escapes), and an unquoted name with a space is followed by a tab, which
// ends the name for patch and git apply. Valid UTF-8 is kept as it is
// (git's core.quotePath=false): both tools read it back unchanged.
func diffLabel(name string) string {
	quote := false
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		if r < 0x20 || r == '"' || r == '\\' || r == 0x7F || r == utf8.RuneError && size == 1 {
			quote = true
			break
		}
		i += size
	}
	if !quote {
		if strings.Contains(name, " ") {
			return name + "\t"
		}
		return name
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		c := name[i]
		switch {
		case r == utf8.RuneError && size == 1 || c < 0x20 || c == 0x7F:
			if e := strings.IndexByte("\a\b\t\n\v\f\r", c); e >= 0 {
				b.WriteByte('\\')
				b.WriteByte("abtnvfr"[e])
			} else {
				b.WriteByte('\\')
				b.WriteByte('0' + c>>6)
				b.WriteByte('0' + c>>3&7)
				b.WriteByte('0' + c&7)
			}
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteString(name[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
	return b.String()
}
