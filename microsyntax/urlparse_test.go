package microsyntax

import (
	"slices"
	"testing"
)

// TestParseURL checks the parser on the URL Standard's own examples (the
// table of §4.4 "URL parsing" and the validation-error examples of §1.1)
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
		// §1.1's examples.
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

// TestParseURLValidationErrors checks the parser's validation errors on
// the examples of the URL Standard's table of them (§1.1).
func TestParseURLValidationErrors(t *testing.T) {
	for _, c := range []struct {
		in, base, want string
		fails          bool
	}{
		{in: "https://exa%23mple.org", want: "domain-to-ASCII", fails: true},
		{in: "https://exam%70le.org", want: "domain-percent-encoded"},
		{in: "foo://exa[mple.org", want: "host-invalid-code-point", fails: true},
		{in: "https://127.0.0.1./", want: "IPv4-empty-part"},
		{in: "https://1.2.3/", want: "IPv4-too-few-parts"},
		{in: "https://1.2.3.4.5/", want: "IPv4-too-many-parts", fails: true},
		{in: "https://test.42", want: "IPv4-non-numeric-part", fails: true},
		{in: "https://127.0.0x0.1", want: "IPv4-non-decimal-part"},
		{in: "https://255.255.4000.1", want: "IPv4-out-of-range-part", fails: true},
		{in: "https://\u2460.\u2461.\u2462.\u2463", want: "IPv4-non-ASCII-input"},
		{in: "https://[::1", want: "IPv6-unclosed", fails: true},
		{in: "https://[:1]", want: "IPv6-invalid-compression", fails: true},
		{in: "https://[1:2:3:4:5:6:7:8:9]", want: "IPv6-too-many-pieces", fails: true},
		{in: "https://[1::1::1]", want: "IPv6-multiple-compression", fails: true},
		{in: "https://[1:2:3!:4]", want: "IPv6-invalid-code-point", fails: true},
		{in: "https://[1:2:3:]", want: "IPv6-invalid-code-point", fails: true},
		{in: "https://[1:2:3]", want: "IPv6-too-few-pieces", fails: true},
		{in: "https://[::01]", want: "IPv6-piece-leading-zero"},
		{in: "https://[1:1:1:1:1:1:1:127.0.0.1]", want: "IPv4-in-IPv6-too-many-pieces", fails: true},
		{in: "https://[ffff::.0.0.1]", want: "IPv4-in-IPv6-invalid-code-point", fails: true},
		{in: "https://[ffff::127.0.xyz.1]", want: "IPv4-in-IPv6-invalid-code-point", fails: true},
		{in: "https://[ffff::127.0xyz]", want: "IPv4-in-IPv6-invalid-code-point", fails: true},
		{in: "https://[ffff::127.00.0.1]", want: "IPv4-in-IPv6-invalid-code-point", fails: true},
		{in: "https://[ffff::127.0.0.1.2]", want: "IPv4-in-IPv6-invalid-code-point", fails: true},
		{in: "https://[ffff::127.0.0.4000]", want: "IPv4-in-IPv6-out-of-range-part", fails: true},
		{in: "https://[ffff::127.0.0]", want: "IPv4-in-IPv6-too-few-parts", fails: true},
		{in: "https://example.org/>", want: "invalid-URL-unit"},
		{in: " https://example.org ", want: "invalid-URL-unit"},
		{in: "ht\ntps://example.org", want: "invalid-URL-unit"},
		{in: "https://example.org/%s", want: "invalid-URL-unit"},
		{in: "file:c:/my-secret-folder", want: "special-scheme-missing-following-solidus"},
		{in: "https:example.org", want: "special-scheme-missing-following-solidus"},
		{in: "https:foo.html", base: "https://example.org/", want: "special-scheme-missing-following-solidus"},
		{in: "\U0001F4A9", want: "missing-scheme-non-relative-URL", fails: true},
		{in: "\U0001F4A9", base: "mailto:user@example.org", want: "missing-scheme-non-relative-URL", fails: true},
		{in: "https://example.org\\path\\to\\file", want: "invalid-reverse-solidus"},
		{in: "https://user@example.org", want: "invalid-credentials"},
		{in: "ssh://user@example.org", want: "invalid-credentials"},
		{in: "https://#fragment", want: "host-missing", fails: true},
		{in: "https://:443", want: "host-missing", fails: true},
		{in: "https://user:pass@", want: "host-missing", fails: true},
		{in: "https://example.org:70000", want: "port-out-of-range", fails: true},
		{in: "https://example.org:7z", want: "port-invalid", fails: true},
		// The table's example, "/c:/path/to/file" against "file:///c:/",
		// goes through the file slash state, which signals nothing: the
		// file state signals the error for a drive letter without "/".
		{in: "c|/path/to/file", base: "file:///c:/", want: "file-invalid-Windows-drive-letter"},
		{in: "file://c:", want: "file-invalid-Windows-drive-letter-host"},
	} {
		var base *URLRecord
		if c.base != "" {
			var err error
			if base, err = ParseURL(c.base, nil); err != nil {
				t.Fatal(err)
			}
		}
		var v urlValidation
		_, err := parseURL(c.in, base, &v)
		if !slices.Contains(v.errs, c.want) || (err != nil) != c.fails {
			t.Errorf("parseURL(%q, %q): %v, fails: %v; want %s, fails: %v", c.in, c.base, v.errs, err, c.want, c.fails)
		}
	}
}
