package source

import (
	"bytes"
	"math/rand"
	"testing"

	"golang.org/x/net/html"
)

// lockstep runs x/net/html's tokenizer and the port side by side over src,
// making the same AllowCDATA and NextIsNotRawText calls on both (decided by
// decide from the token count), and reports the first difference in token
// type or raw length.
func lockstep(t testing.TB, src []byte, decide func(i int) (cdata, notRaw bool)) {
	t.Helper()
	zx := html.NewTokenizer(bytes.NewReader(src))
	d := &Document{Src: src}
	z := tokenizer{d: d, src: src}
	off := 0
	for i := 0; ; i++ {
		cdata, notRaw := decide(i)
		zx.AllowCDATA(cdata)
		z.allowCDATA = cdata
		ttx := zx.Next()
		tt, start := z.next()
		want := map[html.TokenType]int{html.ErrorToken: tokError, html.TextToken: tokText, html.StartTagToken: tokStartTag,
			html.SelfClosingTagToken: tokStartTag, html.EndTagToken: tokEndTag, html.CommentToken: tokComment, html.DoctypeToken: tokDoctype}[ttx]
		if tt != want || start != off || (tt != tokError && z.pos-start != len(zx.Raw())) {
			t.Fatalf("token %d at %d: x/net %v %q, port %d [%d,%d) %q\nsrc: %q", i, off, ttx, zx.Raw(), tt, start, z.pos, src[start:min(z.pos, len(src))], src)
		}
		if tt == tokError {
			return
		}
		if (ttx == html.SelfClosingTagToken) != (tt == tokStartTag && z.selfClosing) {
			t.Fatalf("token %d %q: self-closing x/net %v, port %v", i, zx.Raw(), ttx == html.SelfClosingTagToken, z.selfClosing)
		}
		off += len(zx.Raw())
		if tt == tokStartTag && notRaw {
			zx.NextIsNotRawText()
			z.rawTag = ""
		}
	}
}

// TestTokenizerLockstep checks that the port finds exactly x/net/html's
// tokens, with the switches set at random.
func TestTokenizerLockstep(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	n := 5000
	if testing.Short() {
		n = 500
	}
	for k := 0; k < n; k++ {
		src := genDoc(r, 10+r.Intn(600))
		seed := uint64(r.Int63())
		lockstep(t, src, func(i int) (bool, bool) {
			h := seed*0x9E3779B97F4A7C15 + uint64(i)*0xBF58476D1CE4E5B9
			h ^= h >> 31
			return h%3 == 0, h&8 == 0
		})
	}
	for _, s := range []string{
		"", "<", "<a", "</", "</a", "<!", "<!-", "<!--", "<!-->", "<!--->", "<!-- --!>", "<!-- --!", "<!DOCTYPE", "<!doctype x",
		"<![CDATA[", "<![CDATA[x]]", "<![CDATA[x]]>", "<?x", "</>", "</ x>", "<a b", "<a b=", "<a b='", "<a b=c", "<a b=c/>",
		"<a/>", "<a / >", "<a =b>", "<a b=>", "<a b= >", "<a\x00b c\x00=d>", "<title>x</title", "<title>x</titlex>y</title>",
		"<script><!--<script>x</script>--></script>y", "<script><!--", "<plaintext>a<b>", "<xmp></xmp", "<style></STYLE>",
		"<textarea>a</textarea >b", "<iframe>x</iframe/>", "<p a=/>", "<p a=''/>", "<p a/>", "<p =/>",
	} {
		for _, cd := range []bool{false, true} {
			lockstep(t, []byte(s), func(int) (bool, bool) { return cd, false })
		}
	}
}
