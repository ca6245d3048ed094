package microsyntax

import (
	"errors"
	"strings"
	"testing"
)

// urlCase is one row of the URL table: the value, the base kind, and
// what is expected: valid (want == ""), or an error whose reason contains
// want, at [off, end), fatal or not.
type urlCase struct {
	in       string
	base     URLBase
	want     string
	off, end int
	fatal    bool
}

// urlCases come from the URL Standard: its validation-error examples
// (§1.3, each "https://..." of the table there is not a valid URL string),
// the URL writing grammar, and the host writing grammar; and from the
// situations the Nu checker's test documents cover.
var urlCases = []urlCase{
	// Valid absolute URLs.
	{in: "https://example.org/"},
	{in: "https://example.org"},
	{in: "HTTPS://EXAMPLE.ORG/Path"},
	{in: "http://example.com:8080/a/b?c=d&e=f#g"},
	{in: "http://f:/c"},                     // an empty port is a URL-port string
	{in: "http://f:00000000000000/c"},       // leading zeros in a port
	{in: "https://example.org/%20/%2e%2E/"}, // percent-encoded bytes, dot segments
	{in: "https://example.org/?a=b?c"},      // "?" in the query
	{in: "https://example.org/#a?b/c"},      // "?" and "/" in the fragment
	{in: "https://example.org/caf\u00e9/\U0001F4A9#\u00e9"},
	{in: "https://\u00e9xample.org/"}, // an IDN
	{in: "https://xn--xample-9ua.org/"},
	{in: "https://\U0001F4A9.la/"}, // UTS 46 allows emoji (not IDNA2008)
	{in: "https://\u2615.example/"},
	{in: "https://\uff45xample.org/"}, // full-width, mapped by UTS 46
	{in: "https://127.0.0.1/"},
	{in: "https://0.0.0.0/"},
	{in: "https://[::1]/"},
	{in: "https://[::]/"},
	{in: "https://[2001:db8::ff00:42:8329]:443/"},
	{in: "https://[1:2:3:4:5:6:7:8]/"},
	{in: "https://[1:2:3:4:5:6:1.2.3.4]/"},
	{in: "https://[::ffff:127.0.0.1]/"},
	{in: "https://[1:2:3:4:5:6:7::]/"},
	{in: "https://[ABCD::ef]/"},
	{in: "https://www.a-b.example/"},
	{in: "ftp://example.org/file.txt"},
	{in: "ws://example.org/chat"},
	{in: "file:///C:/Users/a.txt"},
	{in: "file://host/share/file"},
	{in: "file://"},
	{in: "file:///"},
	{in: "mailto:someone@example.com?subject=Hi"},
	{in: "javascript:void(0)"},
	{in: "data:text/html,test#test"},
	{in: "data:/example.com/"}, // non-special: a path-absolute-non-authority string
	{in: "about:blank"},
	{in: "urn:isbn:0451450523"},
	{in: "tel:+1-201-555-0123"},
	{in: "foo://exa%5Bmple.org/"}, // an opaque host may hold percent-encoded bytes
	{in: "foo://"},                // the empty opaque host
	{in: "foo://host:99/p"},
	{in: "foo:"},
	{in: "a+b.c-d:x"},

	// Valid relative URLs (against a special base).
	{in: ""},
	{in: "a"},
	{in: "./a/../b"},
	{in: "/a/b"},
	{in: "//example.org/a"},
	{in: "?q"},
	{in: "#f"},
	{in: "#"},
	{in: ":foo"},  // a first segment starting with ":" is not a scheme
	{in: "1:2"},   // nor one starting with a digit
	{in: "a/b:c"}, // ":" after the first segment
	{in: "./a:b"},
	{in: "%2e%2E/a"},
	{in: "\ufeffx"}, // U+FEFF is a URL code point
	{in: "\u6f22\u5b57"},

	// Relative against other bases.
	{in: "//host/p", base: BaseFile},
	{in: "///p", base: BaseFile},
	{in: "//h/p", base: BaseNonSpecial},
	{in: "#frag", base: BaseOpaque},

	// The URL Standard's validation-error examples: none is a valid URL string.
	{in: "https://exa%23mple.org", want: "percent-encoded bytes cannot be written in a host", off: 8, end: 22, fatal: true},
	{in: "https://exam%70le.org", want: "percent-encoded bytes", off: 8, end: 21},
	{in: "foo://exa[mple.org", want: `"[" is not allowed in a host`, off: 9, end: 10, fatal: true},
	{in: "https://127.0.0.1./", want: `invalid IPv4 address: a "." after the last number`, off: 8, end: 18},
	{in: "https://1.2.3/", want: "four numbers", off: 8, end: 13},
	{in: "https://1.2.3.4.5/", want: "four numbers", fatal: true, off: 8, end: 17},
	{in: "https://test.42", want: "invalid IPv4 address", fatal: true, off: 8, end: 15},
	{in: "https://127.0.0x0.1", want: `"0x0" has a leading zero`, off: 8, end: 19},
	{in: "https://255.255.4000.1", want: "4000 is above 255", fatal: true, off: 8, end: 22},
	{in: "https://[::1", want: `closed by "]"`, fatal: true, off: 8, end: 12},
	{in: "https://[:1]", want: `a ":" must separate two pieces`, fatal: true, off: 9, end: 11},
	{in: "https://[1:2:3:4:5:6:7:8:9]", want: "8 pieces", fatal: true},
	{in: "https://[1::1::1]", want: `"::" may appear only once`, fatal: true},
	{in: "https://[1:2:3!:4]", want: "not hexadecimal", fatal: true},
	{in: "https://[1:2:3:]", want: `a ":" must separate`, fatal: true},
	{in: "https://[1:2:3]", want: "8 pieces", fatal: true},
	{in: "https://[::01]", want: `"01" has a leading zero; write "1"`, off: 9, end: 13},
	{in: "https://[1:1:1:1:1:1:1:127.0.0.1]", want: "8 pieces", fatal: true},
	{in: "https://[ffff::.0.0.1]", want: "the IPv4 part", fatal: true},
	{in: "https://[ffff::127.0.xyz.1]", want: "the IPv4 part", fatal: true},
	{in: "https://[ffff::127.0xyz]", want: "the IPv4 part", fatal: true},
	{in: "https://[ffff::127.00.0.1]", want: "leading zero", fatal: true},
	{in: "https://[ffff::127.0.0.1.2]", want: "the IPv4 part", fatal: true},
	{in: "https://[ffff::127.0.0.4000]", want: "4000 is above 255", fatal: true},
	{in: "https://[ffff::127.0.0]", want: "the IPv4 part", fatal: true},
	{in: "https://example.org/>", want: `">" in the path: write %3E`, off: 20, end: 21},
	{in: "https://example.org/%s", want: `"%" must start a percent-encoded byte`, off: 20, end: 21},
	{in: " https://example.org ", want: "a space at the start or end of a URL", off: 0, end: 1}, // ValidURL does not strip
	{in: "https://example.org/\x01", want: "control character U+0001 at the start or end", off: 20, end: 21},
	{in: "\x01a b", want: "control character U+0001 at the start or end", off: 0, end: 1},
	{in: "https:example.org", want: `"https:" must be followed by "//"`, off: 6, end: 6},
	{in: "https://////example.com///", want: "6 slashes before the host", off: 8, end: 12},
	{in: "https://example.org\\path\\to\\file", want: `backslash ("\") in a URL: write "/"`, off: 19, end: 20},
	{in: "https://user:pass@example.org/", want: "credentials", off: 8, end: 18},
	{in: "https://user@example.org", want: "credentials", off: 8, end: 13},
	{in: "ssh://user@example.org", want: "credentials", off: 6, end: 11},
	{in: "https://#fragment", want: "a host is required", off: 8, end: 8, fatal: true},
	{in: "https://:443", want: "a host is required", fatal: true},
	{in: "https://user:pass@", want: "credentials", fatal: true},
	{in: "https://example.org:70000", want: "port 70000 is above 65535", off: 20, end: 25, fatal: true},
	{in: "https://example.org:7z", want: `port "7z" is not a number`, off: 20, end: 22, fatal: true},
	{in: "file:c:/my-secret-folder", want: `"file:" must be followed by "//"`, off: 5, end: 5},
	{in: "file://c:", want: "a drive letter is not a host", off: 7, end: 9},
	{in: "exa#mple.org", base: BaseNone, want: "an absolute URL is required", fatal: true},
	{in: "file", base: BaseNone, want: "an absolute URL is required", fatal: true},

	// Hosts.
	{in: "http://example .org", want: "a space is not allowed in a host", off: 14, end: 15, fatal: true},
	{in: "http://ex_ample.org/", want: `"_" is not allowed in a domain`, off: 9, end: 10},
	{in: "http://-example.org/", want: `must not start or end with "-"`, off: 7, end: 15},
	{in: "http://ab--c.org/", want: `"--" as its third and fourth`, off: 7, end: 12},
	{in: "http://xn--a.org/", want: "not a valid domain"},
	{in: "http://a..b/", want: "empty label", off: 9, end: 10},
	{in: "http://" + strings.Repeat("a", 64) + ".org/", want: "longer than 63"},
	{in: "http://192.168.0.257/", want: "257 is above 255", fatal: true},
	{in: "http://192.168.0.1.1/", want: "four numbers", fatal: true},
	{in: "http://0x7f.1/", want: "invalid IPv4 address"},
	{in: "http://\ufdd0zyx.com", want: "not a valid domain", fatal: true},
	{in: "http://\uff10\uff38\uff43\uff10\uff0e\uff10\uff12\uff15\uff10\uff0e\uff10\uff11", want: "IPv4 address"},
	{in: "http://%30%78%63%30%2e%30%32%35%30.01", want: "percent-encoded bytes", fatal: false},
	{in: "http://%ef%b7%90zyx.com", want: "percent-encoded bytes", fatal: true},
	{in: "http://\uff05\uff10\uff10.com", want: "not a valid domain", fatal: true},
	{in: "http://2001::1", want: `port ":1" is not a number`, off: 12, end: 14, fatal: true},
	{in: "http://2001/", want: "invalid IPv4 address", off: 7, end: 11},
	{in: "http://foo:-80/", want: `port "-80" is not a number`, fatal: true},
	{in: "http://f:999999/c", want: "port 999999 is above 65535", fatal: true},
	{in: "http://f: /c", want: `port " " is not a number`, fatal: true},
	{in: "http://foo.com:b@d/", want: "credentials"},
	{in: "http://@/www.example.com", want: "credentials", fatal: true},
	{in: "http:[61:27]/:foo", want: "invalid IPv6 address", fatal: true}, // a fatal problem is reported before the first one
	{in: "http:example.org", want: `"http:" must be followed by "//"`},
	{in: "http://2001::1/x y", want: `port ":1" is not a number`, fatal: true},
	{in: "http:\\\\foo.com\\", want: `backslash ("\") in a URL`, off: 5, end: 6},

	// Paths, queries and fragments.
	{in: "/a/ /c", want: "space in the path: write %20", off: 3, end: 4},
	{in: "http://f:21/b ?", want: "space in the path", off: 13, end: 14},
	{in: "http://f:21/b?d #", want: "space in the query: write %20", off: 15, end: 16},
	{in: "http://f:21/b# e", want: "space in the fragment", off: 14, end: 15},
	{in: "http://foo/path#f#g", want: `a second "#" in the fragment: write %23`, off: 17, end: 18},
	{in: "#\\", want: `backslash ("\") in the fragment: write %5C`, off: 1, end: 2},
	{in: "http://example.com/foo%", want: `"%" must start`, off: 22, end: 23},
	{in: "http://example.com/foo/%2e%2", want: `"%" must start`, off: 26, end: 27},
	{in: "http://example.com/foo\u0091", want: "control character U+0091 in the path: write %C2%91", off: 22, end: 24},
	{in: "http://example.com/foo\tbar", want: "tab or line break", off: 22, end: 23},
	{in: "http://foo.com/\\@", want: "backslash", off: 15, end: 16},
	{in: ":\\", want: "backslash", off: 1, end: 2},
	{in: "http://a/b|c", want: `"|" in the path: write %7C`, off: 10, end: 11},
	{in: "http://a/?b|c", want: `"|" in the query`},
	{in: "http://a/{x}", want: `"{" in the path`},
	{in: "a:\tfoo.com", want: "tab or line break", off: 2, end: 3},
	{in: "javascript:alert(\"x\")", want: `"\"" in the path: write %22`, off: 17, end: 18},
	{in: "javascript:a b", want: "space in the path", off: 12, end: 13},
	{in: "file:///C|/foo/bar", want: `a drive letter is written "C:", not "C|"`, off: 9, end: 10},
	{in: "file:///C|", want: `a drive letter is written "C:"`},
	{in: "file:///a/C|/foo", want: `"|" in the path`},
	{in: "file://C|/foo/bar", want: "a drive letter is not a host"},
	{in: "file:/", want: `"file:" must be followed by "//"`},
	{in: "file:test", want: `"file:" must be followed by "//"`},
	{in: "file:", want: `"file:" must be followed by "//"`},
	{in: "c:\\foo", want: "backslash"}, // "c:" is a scheme: "\foo" is an opaque path
	{in: "a\ufffeb", want: "U+FFFE (a noncharacter)"},
	{in: "a\x01b", want: "control character U+0001"},

	// Relative URLs and bases.
	{in: "a", base: BaseNone, want: "an absolute URL is required", off: 0, end: 1, fatal: true},
	{in: "a", base: BaseOpaque, want: "only a fragment", fatal: true},
	{in: "/a\\b", base: BaseNonSpecial, want: `backslash ("\") in the path: write %5C`},
	{in: "//a b/", base: BaseNonSpecial, want: "a space is not allowed in a host", fatal: true},
}

func TestValidURL(t *testing.T) {
	for _, c := range urlCases {
		err := ValidURL(c.in, c.base)
		if c.want == "" {
			if err != nil {
				t.Errorf("ValidURL(%q, %d) = %v, want valid", c.in, c.base, err)
			}
			continue
		}
		var ue *URLError
		if !errors.As(err, &ue) {
			t.Errorf("ValidURL(%q, %d) = %v, want an error with %q", c.in, c.base, err, c.want)
			continue
		}
		if !strings.Contains(ue.Reason, c.want) {
			t.Errorf("ValidURL(%q) reason %q, want it to contain %q", c.in, ue.Reason, c.want)
		}
		if c.off != 0 || c.end != 0 {
			if ue.Offset != c.off || ue.End != c.end {
				t.Errorf("ValidURL(%q) at [%d,%d), want [%d,%d) (%s)", c.in, ue.Offset, ue.End, c.off, c.end, ue.Reason)
			}
		}
		if ue.Fatal != c.fatal {
			t.Errorf("ValidURL(%q) fatal = %v, want %v (%s; %s)", c.in, ue.Fatal, c.fatal, ue.Reason, ue.Browser)
		}
		if ue.Browser == "" && c.base != BaseNone {
			t.Errorf("ValidURL(%q): no browser note", c.in)
		}
		var me *Error
		if !errors.As(err, &me) || me.Offset != ue.Offset || me.Reason != ue.Reason {
			t.Errorf("ValidURL(%q): errors.As finds no matching *Error", c.in)
		}
	}
}

func TestValidURLSurroundedBySpaces(t *testing.T) {
	for _, c := range []struct {
		in       string
		nonEmpty bool
		want     string
		off, end int
	}{
		{in: " https://example.org/ \n"},
		{in: "\t/a b", want: "space in the path", off: 3, end: 4},
		{in: "  ", nonEmpty: false},
		{in: "  ", nonEmpty: true, want: "must not be empty", off: 0, end: 2},
		{in: "", nonEmpty: true, want: "must not be empty"},
		{in: " a\nb ", want: "tab or line break", off: 2, end: 3},
		{in: " a\nb c", want: "tab or line break", off: 2, end: 3},
	} {
		err := ValidURLSurroundedBySpaces(c.in, BaseSpecial, c.nonEmpty)
		if c.want == "" {
			if err != nil {
				t.Errorf("ValidURLSurroundedBySpaces(%q) = %v", c.in, err)
			}
			continue
		}
		ue, _ := err.(*URLError)
		if ue == nil || !strings.Contains(ue.Reason, c.want) || ue.Offset != c.off || ue.End != c.end {
			t.Errorf("ValidURLSurroundedBySpaces(%q) = %v, want %q at [%d,%d)", c.in, err, c.want, c.off, c.end)
		}
	}
}

// TestURLOffsetsAfterTabs checks that offsets past removed tabs and line
// breaks point at the right character of the input.
func TestURLOffsetsAfterTabs(t *testing.T) {
	w := urlWalker{collect: true}
	w.run("a\tb c")
	// The tab is the first error; the space is found in collect mode.
	if w.err == nil || w.err.Offset != 1 {
		t.Fatalf("first error %+v, want the tab at 1", w.err)
	}
	if len(w.repairs) != 1 || w.s[w.repairs[0].off:w.repairs[0].end] != " " || w.orig(w.repairs[0].off) != 3 {
		t.Fatalf("repairs %+v in %q", w.repairs, w.s)
	}
}

func TestRepairURL(t *testing.T) {
	for _, c := range []struct {
		in, base  string
		want      string
		certain   bool
		repairing bool
	}{
		{in: "/a/ /c", want: "/a/%20/c", certain: true, repairing: true},
		{in: " http://f:21/b ?x y#z w ", want: " http://f:21/b%20?x%20y#z%20w ", certain: true, repairing: true},
		{in: "http:\\\\foo.com\\a\\b", want: "http://foo.com/a/b", certain: true, repairing: true},
		{in: "http://a/b\tc\nd", want: "http://a/bcd", certain: true, repairing: true},
		{in: "http://a/<b>", want: "http://a/%3Cb%3E", certain: true, repairing: true},
		{in: "http://a/b|c", want: "http://a/b%7Cc", certain: false, repairing: true},
		{in: "http://a/100%", want: "http://a/100%25", certain: false, repairing: true},
		{in: "http://a/?q={x}", want: "http://a/?q=%7Bx%7D", certain: false, repairing: true},
		{in: "http://a/{x}", want: "http://a/%7Bx%7D", certain: true, repairing: true},
		{in: "#a#b", want: "#a%23b", certain: false, repairing: true},
		{in: "#a`b", want: "#a%60b", certain: true, repairing: true},
		{in: "?a`b", want: "?a%60b", certain: false, repairing: true},
		{in: "javascript:a b", want: "javascript:a%20b", certain: false, repairing: true},
		{in: "http://a/b", repairing: false},       // valid
		{in: "http://a:b/c d", repairing: false},   // a bad port has no rewrite
		{in: "http://user@a/ b", repairing: false}, // nor credentials
		{in: "https://////example.com/", want: "https://example.com/", certain: true, repairing: true},
		{in: "file:///c|/a b", want: "file:///c:/a%20b", certain: true, repairing: true},
	} {
		got, certain, ok := RepairURL(c.in, BaseSpecial)
		if ok != c.repairing || got != c.want || certain != c.certain {
			t.Errorf("RepairURL(%q) = %q, %v, %v; want %q, %v, %v", c.in, got, certain, ok, c.want, c.certain, c.repairing)
		}
	}
	// Against a file: base, a drive letter that starts a relative URL is
	// the path "/A:" (found by FuzzURL): "A:" would be read as a scheme.
	for in, want := range map[string]string{"A|": "/A:", "c|/x y": "/c:/x%20y", "/c|/x": "/c:/x"} {
		if got, certain, ok := RepairURL(in, BaseFile); !ok || !certain || got != want {
			t.Errorf("RepairURL(%q, BaseFile) = %q, %v, %v; want %q, certain", in, got, certain, ok, want)
		}
	}
}
