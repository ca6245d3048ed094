package lint_test

import (
	"testing"

	"github.com/attrlint/attrlint/lint"
)

// TestStateful: a page is taken to be possibly ISO-2022-JP when a <meta>
// names that encoding or when it holds one of its escape sequences; plain
// UTF-8 and other declared encodings are not, nor a lone ESC byte.
func TestStateful(t *testing.T) {
	for src, want := range map[string]bool{
		"<meta charset=iso-2022-jp><p>x":                                          true,
		"<meta http-equiv=content-type content='text/html; charset=ISO-2022-JP'>": true,
		"<meta charset=csISO2022JP><p>x":                                          true, // a label of the encoding
		"<p>\x1b$Bx\x1b(B</p>":                                                    true, // no declaration, but a shift
		"<p>\x1b(Jx</p>":                                                          true,
		"<meta charset=utf-8><p>日本語":                                              false,
		"<meta charset=shift_jis><p>x":                                            false,
		"<p>\x1b[31m colour codes are no shift</p>":                               false,
		"": false,
	} {
		if got := lint.Stateful([]byte(src)); got != want {
			t.Errorf("Stateful(%q) = %v, want %v", src, got, want)
		}
	}
}
