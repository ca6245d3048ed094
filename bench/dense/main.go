// Command dense writes an attribute-dense HTML document for benchmarks:
// rows of elements carrying datetime, value/min/max, boolean, enumerated,
// colour, id and reference attributes, with a fixed share of invalid
// values so that the linter has something to report and position.
//
//	go run ./bench/dense -rows 20000 > /tmp/dense/dense.html
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
)

func main() {
	rows := flag.Int("rows", 20000, "table rows to write (each holds 12 elements)")
	flag.Parse()
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprint(w, "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>dense</title>\n")
	fmt.Fprint(w, "<link rel=stylesheet href=a.css media=\"screen and (min-width: 40em)\"></head>\n<body><form><table>\n")
	fmt.Fprint(w, "<thead><tr><th id=h0>a<th id=h1>b<th id=h2>c<th id=h3>d<th id=h4>e<th id=h5>f<th id=h6>g</tr></thead>\n")
	for i := range *rows {
		bad := i%50 == 0 // one row in fifty has an invalid value in each family
		day := fmt.Sprintf("2024-%02d-%02d", i%12+1, i%28+1)
		if bad {
			day = fmt.Sprintf("2023-02-%02d", 29+i%3)
		}
		checked := []string{"", "checked", ""}[i%3]
		if bad {
			checked = "true"
		}
		dir := "ltr"
		if bad {
			dir = "left"
		}
		color := fmt.Sprintf("#%06x", i*7919%0xffffff)
		if bad {
			color = "chucknorris"
		}
		colorAttr := fmt.Sprintf("<input type=color value=\"%s\">", color)
		if bad {
			colorAttr = fmt.Sprintf("<font color=\"%s\">f</font>", color)
		}
		height := fmt.Sprint(16 + i%8)
		if bad {
			height += "px"
		}
		span := fmt.Sprint(i%3 + 1)
		if bad {
			span = "0"
		}
		fmt.Fprintf(w, "<tr id=\"r%d\"><td colspan=\"%s\" headers=\"h%d\"><time datetime=\"%sT10:%02d:00Z\">%d</time></td>", i, span, i%7, day, i%60, i)
		fmt.Fprintf(w, "<td><input type=date name=d%d min=2024-01-01 max=2024-12-31 value=\"%s\" required>", i, day)
		fmt.Fprintf(w, "<input type=checkbox id=c%d checked=\"%s\"><label for=c%d>c</label></td>", i, checked, i)
		fmt.Fprintf(w, "<td dir=%s>%s<meter value=\"0.%d\" min=0 max=1 low=0.2 high=0.8></meter>", dir, colorAttr, i%10)
		fmt.Fprintf(w, "<progress value=%d max=100></progress><input type=number min=0 max=%d step=any value=%d></td>", i%100, 100+i%5, i%100)
		fmt.Fprintf(w, "<td><img src=x.png width=%d height=\"%s\" alt=\"\" loading=lazy decoding=async><a href=\"#r%d\" target=_blank rel=\"noopener\">go</a></td></tr>\n", 16+i%8, height, i/2)
	}
	fmt.Fprint(w, "</table></form></body></html>\n")
}
