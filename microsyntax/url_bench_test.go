package microsyntax

import "testing"

// typicalHrefs are the URL shapes most attributes hold.
var typicalHrefs = []string{
	"https://www.example.com/path/to/page.html?query=1&b=2#section",
	"/assets/css/main.css?v=1.2.3",
	"../images/logo.png",
	"#top",
	"mailto:someone@example.com",
	"//cdn.example.net/lib.js",
	"https://\u00e9xample.org/caf\u00e9",
}

func BenchmarkValidURL(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range typicalHrefs[:6] {
			if ValidURL(s, BaseSpecial) != nil {
				b.Fatal(s)
			}
		}
	}
}

// TestValidURLAllocs holds the promise that checking a typical valid
// ASCII URL allocates nothing.
func TestValidURLAllocs(t *testing.T) {
	shapes := append(typicalHrefs[:6:6], "HTTPS://WWW.EXAMPLE.ORG:8080/A", "http://192.0.2.1/", "https://[2001:db8::1]/",
		"https://[::ffff:192.0.2.1]:443/", "file:///C:/x", "file://host/share", "foo://h:1/p?q#f", "foo:/a/b", "data:,x",
		"?q=1#f", "//example.org", "a/b/../c", "https://example.org//a")
	for _, s := range shapes {
		if n := testing.AllocsPerRun(50, func() { _ = ValidURLSurroundedBySpaces(s, BaseSpecial, true) }); n != 0 {
			t.Errorf("ValidURLSurroundedBySpaces(%q) allocates %v times", s, n)
		}
	}
}

func BenchmarkValidURLOne(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if ValidURL(typicalHrefs[0], BaseSpecial) != nil {
			b.Fatal()
		}
	}
}
