// Command pages writes a tree of many small HTML pages for the sharding
// benchmark (bench/shard.sh): N pages of about 1 KB under 100 folders of
// 100 folders, one page in ten with an invalid attribute value.
//
//	go run ./bench/pages -n 100000 -dir /tmp/pages
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	n := flag.Int("n", 100000, "pages to write")
	dir := flag.String("dir", "", "folder to write them under (created)")
	flag.Parse()
	if *dir == "" {
		fmt.Fprintln(os.Stderr, "pages: -dir is required")
		os.Exit(2)
	}
	for i := range *n {
		sub := filepath.Join(*dir, fmt.Sprintf("s%02d", i%100), fmt.Sprintf("t%02d", i/100%100))
		if i < 10000 {
			if err := os.MkdirAll(sub, 0o755); err != nil {
				fmt.Fprintln(os.Stderr, "pages:", err)
				os.Exit(1)
			}
		}
		if err := writePage(filepath.Join(sub, fmt.Sprintf("p%d.html", i)), i); err != nil {
			fmt.Fprintln(os.Stderr, "pages:", err)
			os.Exit(1)
		}
	}
}

func writePage(path string, i int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	day := fmt.Sprintf("2024-%02d-%02d", i%12+1, i%28+1)
	if i%10 == 0 {
		day = fmt.Sprintf("2023-02-%02d", 29+i%3) // not a date
	}
	fmt.Fprintf(w, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Page %d</title>
<link rel="stylesheet" href="/style.css" media="screen and (min-width: 40em)">
</head>
<body>
<nav><a href="/" accesskey="h">Home</a> <a href="/p%d.html" rel="next">Next</a></nav>
<main id="main">
<h1>Page %d</h1>
<p>Published <time datetime="%s">%s</time>.</p>
<form><label for="q%d">Search</label> <input id="q%d" type="search" name="q" maxlength="80" autocomplete="off">
<input type="number" min="0" max="10" step="1" value="%d"> <button type="submit">Go</button></form>
<img src="/a.png" width="320" height="200" alt="" loading="lazy">
<table><tr><td colspan="2" rowspan="1">cell</td></tr></table>
</main>
</body>
</html>
`, i, i+1, i, day, day, i, i, i%11)
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
