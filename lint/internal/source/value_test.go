package source

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
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

// TestValueOffsetResumes: ValueOffset asked in any order (ascending, as
// findings on the tokens of one value are, descending, mixed, and across
// two values in turn) gives what decoding each value from its start
// gives.
func TestValueOffsetResumes(t *testing.T) {
	scan := func(raw []byte, start, decodedOff int) int {
		if decodedOff <= 0 {
			return start
		}
		dec := 0
		for i := 0; i < len(raw); {
			u := nextUnit(raw, i)
			if decodedOff < dec+u.decLen {
				if u.plain {
					return start + i + decodedOff - dec
				}
				return start + i
			}
			dec, i = dec+u.decLen, i+u.srcLen
		}
		return start + len(raw)
	}
	parts := []string{"a", "bc ", "&amp;", "&copy", "\r\n", "\x00", "é", "&#x1F600;", " "}
	r := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		var vals [2]string
		for k := range vals {
			var b strings.Builder
			for range r.IntN(20) {
				b.WriteString(parts[r.IntN(len(parts))])
			}
			vals[k] = b.String()
		}
		src := `<p title="` + vals[0] + `" class="` + vals[1] + `">`
		d, err := Parse([]byte(src), true)
		if err != nil {
			t.Fatal(err)
		}
		tag := d.Tags()[len(d.Tags())-1]
		attrs := []*Attr{tag.Attr("title"), tag.Attr("class")}
		var offs []int
		for k := range 2 * len(src) {
			offs = append(offs, k/2) // each twice: a repeat resumes too
		}
		orders := [][]int{offs, slices.Clone(offs), slices.Clone(offs)}
		slices.Reverse(orders[1])
		r.Shuffle(len(orders[2]), func(i, j int) { orders[2][i], orders[2][j] = orders[2][j], orders[2][i] })
		for _, order := range orders {
			for i, off := range order {
				a := attrs[i%2*r.IntN(2)]
				want := scan(d.Src[a.ValueStart:a.ValueEnd], a.ValueStart, off)
				if got := d.ValueOffset(a, off); got != want {
					t.Fatalf("%q: ValueOffset(%s, %d) = %d, want %d", src, a.Name, off, got, want)
				}
			}
		}
	}
}
