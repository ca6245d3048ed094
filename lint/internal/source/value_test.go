package source

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// tokenizerValue decodes a raw attribute value with x/net/html itself.
func tokenizerValue(raw string) string {
	z := html.NewTokenizer(strings.NewReader(`<a b="` + raw + `">`))
	z.Next()
	_, v, _ := z.TagAttr()
	return string(v)
}

// TestDecodeAgainstTokenizer compares DecodeValue with the tokenizer on
// tricky values.
func TestDecodeAgainstTokenizer(t *testing.T) {
	for _, v := range []string{"", "plain", "a&b", "&", "&&", "&;", "&#", "&#;", "&#x", "&#xg", "&#65", "&#65;", "&#x41",
		"&#X41;", "&#0", "&#x80;", "&#x9f;", "&#x9F", "&#xA0;", "&#xD7FF;", "&#xDFFF;", "&#xE000;", "&#x10FFFF;", "&#x110000;",
		"&#99999999999999999999;", "&amp", "&amp;", "&amp=", "&amp;=", "&ampx", "&amp1", "&amp;x", "&AMP;", "&AMP", "&Amp;",
		"&lt&gt", "&notin;", "&notit;", "&not", "&noti", "&copy=x", "&copy x", "&nbsp;", "&NotEqualTilde;", "&nvlt;",
		"&fjlig;", "&ThickSpace;", "a\r\nb", "a\rb", "\r", "\r\n", "\r\r\n", "x\x00y", "\x00&amp;\x00", "&am\x00p;",
		"&#6\r5;", "&amp\r\n", "é&eacute;€", "&zwnj;&zwj;", "&bne;", "&acE;", "&#x1F600;", "&#128512;"} {
		if got, want := DecodeValue([]byte(v)), tokenizerValue(v); got != want {
			t.Errorf("DecodeValue(%q) = %q, tokenizer %q", v, got, want)
		}
	}
}

// TestEntityTable checks every name of x/net/html's entity table, with and
// without ';', followed by nothing, '=', a letter and ';', against the
// tokenizer. The table is read from the module's source when the go
// command can find it.
func TestEntityTable(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/net").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "html", "entity.go"))
	if err != nil {
		t.Skipf("entity table: %v", err)
	}
	names := regexp.MustCompile(`(?m)^\s*"([A-Za-z0-9]+;?)":`).FindAllSubmatch(src, -1)
	if len(names) < 2000 {
		t.Fatalf("found only %d entity names", len(names))
	}
	for _, m := range names {
		name := strings.TrimSuffix(string(m[1]), ";")
		for _, v := range []string{"&" + name, "&" + name + ";", "&" + name + "=", "&" + name + "x", "&" + name + ";x", "&" + name[:len(name)-1]} {
			if got, want := DecodeValue([]byte(v)), tokenizerValue(v); got != want {
				t.Errorf("DecodeValue(%q) = %q, tokenizer %q", v, got, want)
			}
		}
	}
}

// TestValueOffsetRoundTrip: for every decoded offset, the source text from
// ValueOffset(o) to ValueOffset(o+1), decoded, is what the decoded value
// has there (whole units: a reference decodes to its expansion).
func TestValueOffsetRoundTrip(t *testing.T) {
	src := "<a title='x&amp;y&#x1F600;z\r\n&notit;\x00&lt;&#128;é'>"
	d := mustParse(t, src)
	a := &d.Tags()[0].Attrs[0]
	dec := d.Value(a)
	var rebuilt []byte
	prev := d.ValueOffset(a, 0)
	for o := 1; o <= len(dec); o++ {
		cur := d.ValueOffset(a, o)
		if cur != prev {
			rebuilt = append(rebuilt, DecodeValue(d.Src[prev:cur])...)
		}
		prev = cur
	}
	if !bytes.Equal(rebuilt, []byte(dec)) {
		t.Errorf("rebuilt %q, want %q", rebuilt, dec)
	}
}
