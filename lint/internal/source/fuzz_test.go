package source

import (
	"math/rand"
	"testing"
)

// FuzzParse checks, for any input: no panic; every tag's spans lie within
// Src and are ordered; every mapped node's attributes decode from their
// source spans to exactly the node's values; Parse(src, false) and
// Parse(src, true) build identical trees, and every element that is not
// implied maps to its tag (checkDoc).
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`<p class=a id="x" class=b>hi</p>`,
		`<a href = "x" /b=c/><input disabled checked=><div =x ="y">`,
		`<b><p>x</b>y<a href="u"><p>x</a><b>1<i>2</b>3</i>`,
		`<p><b><b><b><b><p>x`,
		`<table><input type=x><tr><td>a</table>`,
		`<svg><title><b>x</b></title><style><i>y</i></style></svg><style><i>z</i></style>`,
		`<math><mi><style>x</style></mi><annotation-xml encoding="text/html"><style><i></i></style></annotation-xml></math>`,
		`<svg><![CDATA[ a > <i y=3> ]]><circle r=2></svg><![CDATA[ a > <i y=3> ]]>`,
		`<noscript><img src=a></noscript><frameset><noscript><b></b></noscript>`,
		`<template><div a=1></div></template><svg><foreignObject><template><p a=1>`,
		"<a title=\"&amp;&#x41;&lt&notit;&copy=x&#0;&#x110000;&#xD800;&#128;&ampx\">\r\n<p\x00a=\x00\r>",
		`<script><!--<script></script><b>--></script><plaintext><em>`,
		`<p>x</p><body class=a><body id=b class=c><html lang=en>`,
		"\ufeff<p>\ufeff<a href=x>",
		`<div a="b`,
	} {
		f.Add([]byte(s))
	}
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 20; i++ {
		f.Add(genDoc(r, 50+r.Intn(300)))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkDoc(t, src)
	})
}
