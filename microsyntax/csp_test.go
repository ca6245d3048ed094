package microsyntax

import (
	"strings"
	"testing"
)

// CSP3 §2.2 and §2.3.1, with the policies of the specification's examples.
func TestValidCSP(t *testing.T) {
	for _, s := range []string{
		"", "default-src 'self'", "default-src 'none'; script-src 'self' 'unsafe-inline'",
		"script-src 'strict-dynamic' 'nonce-VVz1fXT3a0vl40s51oUfepWP2SS22WWFPA+HKdp5dUE=' https: 'unsafe-inline'",
		"default-src https: data: 'unsafe-inline' 'unsafe-eval'",
		"img-src *; media-src media1.com media2.com; script-src userscripts.example.com",
		"default-src 'self', script-src 'unsafe-inline'", "upgrade-insecure-requests",
		"trusted-types myPolicy 'allow-duplicates'", "require-trusted-types-for 'script'",
		"script-src 'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='", "script-src https://*.example.com:443/js/",
		"connect-src wss://example.com:*", "img-src example.com.", "frame-ancestors 'self' https://a.example",
		"script-src 'NONCE-abc' 'SELF'", " ; ;default-src 'self' ; ", "unknown-directive x",
	} {
		if err := ValidCSP(s); err != nil {
			t.Errorf("ValidCSP(%q) = %v, want nil", s, err)
		}
	}
	for _, c := range []struct{ s, bad, reason string }{
		{"default-src 'self'; img-src https://例え.com", "例", "not allowed: a policy is printable ASCII"},
		{"default-src 'none' 'self'", "'none'", "'none' must be the only source"},
		{"script-src 'nonce-'", "'nonce-'", "invalid nonce source"},
		{"script-src 'sha1-abc='", "'sha1-abc='", "unknown keyword source"},
		{"script-src 'unsafe-inlin'", "'unsafe-inlin'", "unknown keyword source"},
		{"img-src https://a..b", "https://a..b", "an empty label"},
		{"img-src https://a_b.com", "https://a_b.com", "\"_\" in the host"},
		{"img-src a.com:8o", "a.com:8o", "the port is digits"},
		{"img-src https:/a.com", "https:/a.com", "a scheme is followed by \"://\""},
		{"frame-ancestors 'unsafe-inline'", "'unsafe-inline'", "not allowed in frame-ancestors"},
		{"default_src 'self'", "_", "not allowed in a directive name"},
		{"img-src a.com\x01", "\x01", "not allowed"},
		{"img-src 'self'; script-src", "script-src", "needs a source list"},
	} {
		err := ValidCSP(c.s)
		e, ok := err.(*Error)
		if !ok || !strings.Contains(e.Reason, c.reason) || c.s[e.Offset:e.End] != c.bad {
			t.Errorf("ValidCSP(%q) = %v, want %q at %q", c.s, err, c.reason, c.bad)
		}
	}
}

// Browsers skip a directive with a character outside ASCII, and a second
// directive of a name within one policy; names are ASCII-lowercased.
func TestParseCSP(t *testing.T) {
	ds := ParseCSP("Default-Src 'self'; img-src https://例え.com; default-src *, script-src x  y")
	if len(ds) != 4 {
		t.Fatalf("got %d directives: %+v", len(ds), ds)
	}
	want := []struct {
		name, ignored string
		policy        int
		tokens        int
	}{{"default-src", "", 0, 1}, {"img-src", "non-ASCII", 0, 1}, {"default-src", "duplicate", 0, 1}, {"script-src", "", 1, 2}}
	for i, w := range want {
		d := ds[i]
		if d.Name != w.name || d.Ignored != w.ignored || d.Policy != w.policy || len(d.Tokens) != w.tokens {
			t.Errorf("directive %d: %+v, want %+v", i, d, w)
		}
	}
	if d := ds[3]; d.Tokens[1] != "y" || d.Starts[1] != strings.LastIndex("Default-Src 'self'; img-src https://例え.com; default-src *, script-src x  y", "y") {
		t.Errorf("token offsets: %+v", d)
	}
}

func FuzzValidCSP(f *testing.F) {
	for _, s := range []string{"default-src 'self'", "img-src https://例え.com", "a;b,c", "script-src 'nonce-", "x-src a:",
		"script-src self nonce-abc sha256-", "img-src; script-src"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := ValidCSP(s)
		if e, ok := err.(*Error); ok && (e.Offset < 0 || e.End > len(s) || e.Offset > e.End) {
			t.Fatalf("span %d-%d outside %q", e.Offset, e.End, s)
		}
		for _, d := range ParseCSP(s) {
			if err == nil && d.Ignored == "non-ASCII" {
				t.Fatalf("ValidCSP accepts %q, whose directive %q browsers skip", s, d.Name)
			}
			if err == nil && len(d.Tokens) == 0 && cspSourceListDirectives[d.Name] {
				t.Fatalf("ValidCSP accepts %q, whose %s has no source", s, d.Name)
			}
			for _, tok := range d.Tokens {
				q, bare := CSPBareKeyword(tok)
				if !bare {
					continue
				}
				if problem, _ := cspSourceProblem(q, false); tok[0] == '\'' || q != "'none'" && problem != "" {
					t.Fatalf("CSPBareKeyword(%q) = %q, which is not a quoted source", tok, q)
				}
			}
			if d.Start < 0 || d.NameEnd > d.End || d.End > len(s) || s[d.Start:d.NameEnd] == "" {
				t.Fatalf("directive %+v outside %q", d, s)
			}
			for k, tok := range d.Tokens {
				if s[d.Starts[k]:d.Starts[k]+len(tok)] != tok {
					t.Fatalf("token %q not at %d in %q", tok, d.Starts[k], s)
				}
			}
		}
	})
}

// Keywords, nonces and hashes without their quotes are host names.
func TestCSPBareKeyword(t *testing.T) {
	for tok, want := range map[string]string{"self": "'self'", "NONE": "'none'", "unsafe-inline": "'unsafe-inline'",
		"nonce-abc123": "'nonce-abc123'", "sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8=": "'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='"} {
		if got, ok := CSPBareKeyword(tok); !ok || got != want {
			t.Errorf("CSPBareKeyword(%q) = %q, %v; want %q", tok, got, ok, want)
		}
	}
	for _, tok := range []string{"example.com", "selfie", "https:", "'self'", "nonce-", "*"} {
		if got, ok := CSPBareKeyword(tok); ok {
			t.Errorf("CSPBareKeyword(%q) = %q, want none", tok, got)
		}
	}
}
