package microsyntax

import (
	"strings"
	"testing"
)

// Cases from MIME Sniffing §4 (the media-type production and the examples
// of "parse a MIME type") and the Nu checker's mime-types documents.
func TestValidMIMEType(t *testing.T) {
	for _, c := range []struct {
		in, want string
		noParams string // the ValidMIMETypeNoParams verdict, when it differs
	}{
		{in: "text/html"},
		{in: "TEXT/HTML"},
		{in: "application/vnd.apple.installer+xml"},
		{in: "text/html;charset=utf-8", noParams: "parameters"},
		{in: "text/html  ;  charset=utf-8", noParams: "parameters"},
		{in: `text/html;charset="utf-8"`, noParams: "parameters"},
		{in: `text/html;charset="\utf-8"`, noParams: "parameters"},
		{in: `video/webm; codecs="vp8, vorbis"`, noParams: "parameters"},
		{in: "", want: "a MIME type is required"},
		{in: "text", want: `needs "/" and a subtype`},
		{in: "text/", want: "expected a subtype"},
		{in: "/html", want: "starts with its type"},
		{in: "text/html ", want: "whitespace at the end"},
		{in: " TEXT/HTML", want: "starts with its type"},
		{in: "text/html;charset=", want: "expected a parameter value", noParams: "parameters"},
		{in: "text/html;", want: `must be followed by a parameter`, noParams: "parameters"},
		{in: "text/html; ", want: `must be followed by a parameter`, noParams: "parameters"},
		{in: "text/html ;", want: `must be followed by a parameter`, noParams: "parameters"},
		{in: `text/html;charset="u\`, want: "unterminated quoted string", noParams: "parameters"},
		{in: "text/html<script>", want: `unexpected "<"`},
		{in: "text/html;charset", want: `expected "="`, noParams: "parameters"},
		{in: "te xt/html", want: `expected "/"`},
		{in: "text/html;;a=b", want: "expected a parameter name", noParams: "parameters"},
		{in: "not-a-mime-type", want: `needs "/"`},
	} {
		check := func(name string, err error, want string) {
			switch {
			case want == "" && err != nil:
				t.Errorf("%s(%q) = %v, want valid", name, c.in, err)
			case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
				t.Errorf("%s(%q) = %v, want %q", name, c.in, err, want)
			}
		}
		check("ValidMIMEType", ValidMIMEType(c.in), c.want)
		np := c.noParams
		if np == "" {
			np = c.want
		}
		check("ValidMIMETypeNoParams", ValidMIMETypeNoParams(c.in), np)
	}
}

func TestMIMEEssence(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{" TEXT/HTML ", "text/html"},
		{"text/html ;charset=x", "text/html"},
		{"text/html;", "text/html"},
		{"text", ""},
		{"text/", ""},
		{"te xt/html", ""},
		{"text/ht ml", ""},
	} {
		got, ok := MIMEEssence(c.in)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("MIMEEssence(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	if !IsJavaScriptMIMETypeEssenceMatch("Text/JavaScript1.2") || IsJavaScriptMIMETypeEssenceMatch("text/javascript2") {
		t.Error("IsJavaScriptMIMETypeEssenceMatch")
	}
}

func FuzzMIMEType(f *testing.F) {
	for _, s := range []string{"text/html", `a/b; c="d\"e"`, "text/html ;", "x/y;z="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := ValidMIMEType(s)
		if err == nil {
			// What is valid, browsers parse, to the type and subtype written.
			essence, ok := MIMEEssence(s)
			end := strings.IndexAny(s, " \t\r\n;")
			if end < 0 {
				end = len(s)
			}
			if !ok || essence != toLowerASCII(s[:end]) {
				t.Fatalf("ValidMIMEType(%q) accepts it, but the essence is %q, %v", s, essence, ok)
			}
			if (ValidMIMETypeNoParams(s) == nil) == strings.Contains(s, ";") {
				t.Fatalf("ValidMIMETypeNoParams(%q) disagrees about parameters", s)
			}
			return
		}
		e := err.(*Error)
		if e.Offset < 0 || e.End < e.Offset || e.End > len(s) || e.Reason == "" {
			t.Fatalf("ValidMIMEType(%q) = %#v", s, e)
		}
	})
}
