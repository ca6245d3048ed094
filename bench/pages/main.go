// Command pages writes a site of many small HTML pages for the sharding
// benchmark (bench/shard.sh) and the site references' measures: N pages
// of about 2 KB under 100 folders of 100 folders, one page in ten with an
// invalid attribute value. Its references resolve: each page links to the
// root, the style sheet and image at the root, and to the fragments of
// other pages (the next, the previous, one 37 pages on, one far away),
// and holds a dozen section ids that every page shares and one of its
// own.
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
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "pages:", err)
		os.Exit(1)
	}
	for name, text := range map[string]string{
		"index.html": "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Pages</title></head><body><p>Pages</p></body></html>\n",
		"style.css":  "body { margin: 1em; }\n",
		"a.png":      "\x89PNG\r\n\x1a\n",
	} {
		if err := os.WriteFile(filepath.Join(*dir, name), []byte(text), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "pages:", err)
			os.Exit(1)
		}
	}
	for i := range *n {
		sub := filepath.Join(*dir, filepath.FromSlash(pageDir(i)))
		if i < 10000 {
			if err := os.MkdirAll(sub, 0o755); err != nil {
				fmt.Fprintln(os.Stderr, "pages:", err)
				os.Exit(1)
			}
		}
		if err := writePage(filepath.Join(sub, fmt.Sprintf("p%d.html", i)), i, *n); err != nil {
			fmt.Fprintln(os.Stderr, "pages:", err)
			os.Exit(1)
		}
	}
}

// pageDir is the folder of page i, relative to the site's root.
func pageDir(i int) string { return fmt.Sprintf("s%02d/t%02d", i%100, i/100%100) }

// pageURL is the root-relative URL of page i of n.
func pageURL(i, n int) string {
	i = (i%n + n) % n
	return fmt.Sprintf("/%s/p%d.html", pageDir(i), i)
}

func writePage(path string, i, n int) error {
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
<nav><a href="/" accesskey="h">Home</a> <a href="%s#main" rel="next">Next</a> <a href="%s#sec-3">Previous</a>
<a href="%s#q%d">Further</a> <a href="%s#main">Far</a></nav>
<main id="main">
<h1>Page %d</h1>
<p>Published <time datetime="%s">%s</time>.</p>
<form><label for="q%d">Search</label> <input id="q%d" type="search" name="q" maxlength="80" autocomplete="off">
<input type="number" min="0" max="10" step="1" value="%d"> <button type="submit">Go</button></form>
<img src="/a.png" width="320" height="200" alt="" loading="lazy">
<table><tr><td colspan="2" rowspan="1">cell</td></tr></table>
`, i, pageURL(i+1, n), pageURL(i-1, n), pageURL(i+37, n), (i+37)%n, pageURL(i*7919+n/2, n), i, day, day, i, i, i%11)
	for k := range 12 {
		fmt.Fprintf(w, "<h2 id=\"sec-%d\">Section %d</h2><p><a href=\"#sec-%d\">next section</a></p>\n", k, k, (k+1)%12)
	}
	fmt.Fprint(w, "</main>\n</body>\n</html>\n")
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
