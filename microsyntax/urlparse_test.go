package microsyntax

import "testing"

// TestParseURL checks the parser on the URL Standard's own examples (the
// table of §4.4 "URL parsing" and the validation-error examples of §1.3)
// and on the rewrites url.go's messages promise.
func TestParseURL(t *testing.T) {
	base, err := ParseURL("https://example.org/dir/page.html?q#f", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ in, want string }{
		// §4.4's example table.
		{"https:example.org", "https://example.org/dir/example.org"}, // relative: the base is https too
		{"http:example.org", "http://example.org/"},
		{"https://////example.com///", "https://example.com///"},
		{"https://example.com/././foo", "https://example.com/foo"},
		{"hello:world", "hello:world"},
		{"file:///C|/demo", "file:///C:/demo"},
		{"file://loc%61lhost/", "file:///"},
		{"https://user:password@example.org/", "https://user:password@example.org/"},
		{"https://example.org/foo bar", "https://example.org/foo%20bar"},
		{"https://EXAMPLE.com/../x", "https://example.com/x"},
		{"https://ex ample.org/", ""},
		{"example", "https://example.org/dir/example"},
		{"https://example.com:demo", ""},
		{"http://[www.example.com]/", ""},
		{"https://example.org//", "https://example.org//"},
		{"https://example.com/[]?[]#[]", "https://example.com/[]?[]#[]"},
		{"https://example/%?%#%", "https://example/%?%#%"},
		{"https://example/%25?%25#%25", "https://example/%25?%25#%25"},
		// §1.3's examples.
		{"https://exa%23mple.org", ""},
		{"https://exam%70le.org", "https://example.org/"},
		{"foo://exa[mple.org", ""},
		{"https://127.0.0.1./", "https://127.0.0.1/"},
		{"https://1.2.3/", "https://1.2.0.3/"},
		{"https://1.2.3.4.5/", ""},
		{"https://test.42", ""},
		{"https://127.0.0x0.1", "https://127.0.0.1/"},
		{"https://255.255.4000.1", ""},
		{"https://[::1", ""},
		{"https://[:1]", ""},
		{"https://[1:2:3:4:5:6:7:8:9]", ""},
		{"https://[1::1::1]", ""},
		{"https://[1:2:3!:4]", ""},
		{"https://[1:2:3:]", ""},
		{"https://[1:2:3]", ""},
		{"https://[::01]", "https://[::1]/"},
		{"https://[1:1:1:1:1:1:1:127.0.0.1]", ""},
		{"https://[ffff::127.0.0.1]", "https://[ffff::7f00:1]/"},
		{"https://[ffff::127.00.0.1]", ""},
		{"https://[ffff::127.0.0.4000]", ""},
		{"https://[0:0:1:0:0:0:0:1]", "https://[0:0:1::1]/"},
		{"https://example.org/>", "https://example.org/%3E"},
		{" https://example.org ", "https://example.org/"},
		{"https://example.org\\path\\to\\file", "https://example.org/path/to/file"},
		{"https://user@example.org", "https://user@example.org/"},
		{"https://#fragment", ""},
		{"https://:443", ""},
		{"https://user:pass@", ""},
		{"https://example.org:70000", ""},
		{"https://example.org:7z", ""},
		{"https://example.org:443/", "https://example.org/"},
		{"file://c:", "file:///c:"},
		// Relative references against the base.
		{"", "https://example.org/dir/page.html?q"},
		{"#g", "https://example.org/dir/page.html?q#g"},
		{"?x", "https://example.org/dir/page.html?x"},
		{"/a b", "https://example.org/a%20b"},
		{"../a", "https://example.org/a"},
		{"//h/p", "https://h/p"},
		{"\\\\h\\p", "https://h/p"},
		{"a\tb\nc", "https://example.org/dir/abc"},
		{"?a'b c", "https://example.org/dir/page.html?a%27b%20c"},
		{"#a b`c", "https://example.org/dir/page.html?q#a%20b%60c"},
		{"a|b", "https://example.org/dir/a|b"},
		{"javascript:a b", "javascript:a b"},
		{"javascript:a ?", "javascript:a%20?"},
		{"mailto:x@y", "mailto:x@y"},
		{"foo://h:1/p", "foo://h:1/p"},
		{"foo:/a/../b", "foo:/b"},
		{"foo:/.//p", "foo:/.//p"},
		{"http://\u00e9xample.org/", "http://xn--xample-9ua.org/"},
		{"http://ex_ample.org/", "http://ex_ample.org/"},
		{"http://%ef%bc%85%ef%bc%90%ef%bc%90.com", ""},
	} {
		u, err := ParseURL(c.in, base)
		got := ""
		if err == nil {
			got = u.String()
		}
		if got != c.want {
			t.Errorf("ParseURL(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if u, err := ParseURL("https:example.org", nil); err != nil || u.String() != "https://example.org/" {
		t.Errorf(`ParseURL("https:example.org", nil) = %v, %v`, u, err)
	}
	if _, err := ParseURL("a", nil); err == nil {
		t.Error("a relative URL without a base parses")
	}
}
