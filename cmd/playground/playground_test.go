//go:build browser

package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/attrlint/attrlint/internal/chrometest"
	"github.com/chromedp/chromedp"
)

// browse builds the playground, serves it on a local port and opens a
// headless Chromium for it.
func browse(t *testing.T) (ctx context.Context, url string) {
	t.Helper()
	ctx = chrometest.Start(t, 3*time.Minute)
	dir := t.TempDir()
	if err := build(dir); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return ctx, srv.URL + "/index.html"
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// run runs an action that returns nothing.
func run(t *testing.T, ctx context.Context, a chromedp.Action[chromedp.Void]) {
	t.Helper()
	if _, err := chromedp.Run(ctx, a); err != nil {
		t.Fatal(err)
	}
}

// waitFor waits until the expression is truthy, and returns its value.
func waitFor[T any](t *testing.T, ctx context.Context, expr string, timeout time.Duration) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Poll[T](expr, chromedp.WithPollingTimeout(timeout), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		summary, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("summary").textContent + " / " + document.getElementById("status").textContent`))
		t.Fatalf("waiting for %s: %v (the page says %q)", expr, err, summary)
	}
	return v
}

// waitSummary waits until the list's heading says prefix.
func waitSummary(t *testing.T, ctx context.Context, prefix string) string {
	t.Helper()
	return waitFor[string](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById("summary").textContent; return s.startsWith(%q) ? s : false })()`, prefix), 90*time.Second)
}

// The page lints the example it opens with: each problem is listed with
// its rule, underlined in the text exactly where it is (also after
// characters outside the BMP), fixed by its button, and the share link
// brings the snippet back.
func TestPlaygroundInChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("builds WebAssembly and drives Chromium; skipped with -short")
	}
	ctx, url := browse(t)
	run(t, ctx, chromedp.Navigate(url))
	waitSummary(t, ctx, "8 problems (8 errors, 0 warnings)")
	const listed = `[...document.querySelectorAll("#diags li .rule")].map(e => e.textContent)`
	const marked = `[...document.querySelectorAll("#backdrop mark")].map(e => e.textContent)`
	rules := eval[[]string](t, ctx, listed)
	wantRules := []string{"language-tag", "media-query", "obsolete-color", "dimension", "url", "navigable-target", "input-range", "time-datetime"}
	if !slices.Equal(rules, wantRules) {
		t.Errorf("listed rules %q, want %q", rules, wantRules)
	}
	// The underlines cover what the command line's columns cover.
	wantMarks := []string{"_", "and(", "chucknorris", "%", " ", "_blank2", "10", "30"}
	if marks := eval[[]string](t, ctx, marked); !slices.Equal(marks, wantMarks) {
		t.Errorf("underlined %q, want %q", marks, wantMarks)
	}
	// What browsers do, and the docs link, are on the items.
	if b := eval[string](t, ctx, `document.querySelector("#diags li:nth-child(3) .browser").textContent`); !strings.Contains(b, "#c00000") {
		t.Errorf("obsolete-color's item says %q, want what browsers paint", b)
	}
	if href := eval[string](t, ctx, `document.querySelector("#diags li:nth-child(1) a.rule").href`); !strings.HasSuffix(href, "docs/rules.md#language-tag") {
		t.Errorf("language-tag's docs link is %q", href)
	}
	screenshot(t, ctx)

	// Characters of two, three and four bytes in UTF-8 (one and two
	// UTF-16 units) before the problems: the underlines stay on them.
	eval[chromedp.Void](t, ctx, `(() => {
		const src = document.getElementById("src");
		src.value = src.value.replace("<head>", "<head><!-- é € 😀😀 -->");
		src.dispatchEvent(new Event("input"));
	})()`)
	waitFor[bool](t, ctx, `document.querySelectorAll("#backdrop mark").length === 8`, time.Minute)
	if marks := eval[[]string](t, ctx, marked); !slices.Equal(marks, wantMarks) {
		t.Errorf("after non-ASCII text, underlined %q, want %q", marks, wantMarks)
	}

	// The url problem's fix: one click, and the problem is gone.
	label := eval[string](t, ctx, `(() => { const b = document.querySelector("#diags li:nth-child(5) button.fix"); b.click(); return b.textContent })()`)
	waitSummary(t, ctx, "7 problems")
	text := eval[string](t, ctx, `document.getElementById("src").value`)
	if !strings.Contains(text, `href="https://example.com/a%20b"`) || !strings.HasPrefix(label, "Fix: ") {
		t.Errorf("the fix button %q did not write %%20 for the space:\n%s", label, text)
	}

	// The share link holds the text: opening it shows the same text.
	eval[chromedp.Void](t, ctx, `document.getElementById("share").click()`)
	link := waitFor[string](t, ctx, `document.getElementById("share-link").value || false`, 30*time.Second)
	if !strings.Contains(link, "#code=") {
		t.Fatalf("share link %q holds no snippet", link)
	}
	run(t, ctx, chromedp.Navigate("about:blank"))
	run(t, ctx, chromedp.Navigate(link))
	waitSummary(t, ctx, "7 problems")
	if reopened := eval[string](t, ctx, `document.getElementById("src").value`); reopened != text {
		t.Errorf("the shared link opens\n%q\nwant\n%q", reopened, text)
	}
}

// A 1 MB paste: the page answers (a timer set to fire every 10 ms is
// never held up long) while attrlint lints it in the worker, the list is
// capped, and the result comes.
func TestPlaygroundLargePaste(t *testing.T) {
	if testing.Short() {
		t.Skip("builds WebAssembly and drives Chromium; skipped with -short")
	}
	ctx, url := browse(t)
	run(t, ctx, chromedp.Navigate(url))
	waitSummary(t, ctx, "8 problems")
	size := eval[int](t, ctx, `(() => {
		const src = document.getElementById("src");
		const row = '<p><a href="/x y" title="t">link</a> <input type="number" min="5" max="1"></p>\n';
		src.value = "<!doctype html><html lang=en><title>big</title>\n" + row.repeat(Math.ceil(1048576 / row.length));
		window.gaps = [];
		let last = performance.now();
		window.probe = setInterval(() => { const now = performance.now(); window.gaps.push(now - last); last = now; }, 10);
		window.pasted = performance.now();
		src.dispatchEvent(new Event("input"));
		return src.value.length;
	})()`)
	status := waitFor[string](t, ctx, `(() => { const s = document.getElementById("status").textContent; return s.startsWith("checked 1,") ? s : false })()`, 2*time.Minute)
	type measure struct {
		Gaps   []float64
		Listed int
		More   string
		Marks  int
		Total  float64
	}
	m := eval[measure](t, ctx, `(() => {
		clearInterval(window.probe);
		return {
			Gaps: window.gaps,
			Listed: document.querySelectorAll("#diags li").length,
			More: document.getElementById("more").textContent,
			Marks: document.querySelectorAll("#backdrop mark").length,
			Total: performance.now() - window.pasted,
		};
	})()`)
	if len(m.Gaps) < 10 {
		t.Fatalf("the page's timer ran %d times while the worker linted: the main thread was blocked", len(m.Gaps))
	}
	slices.Sort(m.Gaps)
	worst, median := m.Gaps[len(m.Gaps)-1], m.Gaps[len(m.Gaps)/2]
	t.Logf("1 MB (%d characters): %s; %.0f ms from paste to result; %d timer ticks, worst gap %.0f ms, median %.0f ms",
		size, status, m.Total, len(m.Gaps), worst, median)
	if size < 1<<20 {
		t.Errorf("pasted %d characters, want 1 MB", size)
	}
	if m.Listed != 200 || !strings.HasPrefix(m.More, "and ") {
		t.Errorf("listed %d problems with %q after them, want the first 200 and a count of the rest", m.Listed, m.More)
	}
	if m.Marks != 2000 {
		t.Errorf("%d underlines, want the cap of 2000", m.Marks)
	}
	// Responsive: the timer kept running while the worker linted. Both
	// bounds are ratios to the time from paste to result, so that a loaded
	// machine, which slows the lint and the page alike, cannot fail them:
	// no single stall took half of it (the worst gap includes laying out
	// 1 MB in the textarea and drawing the underlines once: one long
	// frame, not a frozen page), and at least a tenth of the 10 ms ticks
	// that fit in it came.
	if worst > m.Total/2 {
		t.Errorf("the page stalled for %.0f ms at once, of %.0f ms from paste to result", worst, m.Total)
	}
	if want := m.Total / 10 / 10; float64(len(m.Gaps)) < want {
		t.Errorf("%d timer ticks in %.0f ms, want at least %.0f: the page was busy while linting", len(m.Gaps), m.Total, want)
	}
}

// screenshot saves what the page shows: docs/playground.png when
// ATTRLINT_UPDATE_SCREENSHOT=1 (the README shows it), a temporary file
// otherwise.
func screenshot(t *testing.T, ctx context.Context) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if len(png) < 1000 || string(png[1:4]) != "PNG" {
		t.Fatalf("the screenshot is not a PNG (%d bytes)", len(png))
	}
	path := filepath.Join(t.TempDir(), "playground.png")
	if os.Getenv("ATTRLINT_UPDATE_SCREENSHOT") != "" {
		path = filepath.Join("..", "..", "docs", "playground.png")
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}
