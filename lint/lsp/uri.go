package lsp

import (
	"net/url"
	"path/filepath"
	"runtime"
	"strings"
)

// uriToPath returns the file system path of a file: URI, decoding percent
// escapes ("file:///home/me/my%20site/index.html" is
// "/home/me/my site/index.html"), or "" for any other scheme (an unsaved
// "untitled:" buffer, for one). On Windows "file:///c%3A/site/a.html" is
// `c:\site\a.html` and a host names a UNC share.
func uriToPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || !strings.EqualFold(u.Scheme, "file") {
		return ""
	}
	p := u.Path
	if runtime.GOOS == "windows" {
		if u.Host != "" && !strings.EqualFold(u.Host, "localhost") {
			return filepath.FromSlash("//" + u.Host + p)
		}
		// "/c:/site" is the drive path "c:/site".
		if len(p) >= 3 && p[0] == '/' && p[2] == ':' {
			p = p[1:]
		}
		return filepath.FromSlash(p)
	}
	if u.Host != "" && !strings.EqualFold(u.Host, "localhost") {
		// A remote host cannot be reached as a local path.
		return ""
	}
	return filepath.FromSlash(p)
}
