//go:build browser

// Package chrometest starts a headless Chromium for the tests that check
// attrlint against a real browser (build tag browser): the playground's,
// and the one that holds fixes to what Chromium does.
package chrometest

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// RequireEnv makes a missing Chromium a failure instead of a skip;
// .ci/run sets it after installing Chromium.
const RequireEnv = "ATTRLINT_REQUIRE_BROWSER"

// Start opens a headless Chromium (Debian's chromium, or another on the
// PATH) with the flags this machine's closed network needs (no background
// connections, no updates), for at most limit. It skips the test when
// there is none, or fails when RequireEnv is set.
func Start(t *testing.T, limit time.Duration) context.Context {
	t.Helper()
	exe := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			exe = p
			break
		}
	}
	if exe == "" {
		if os.Getenv(RequireEnv) != "" {
			t.Fatalf("no Chromium on the PATH, and %s=1 requires one (apt-get install chromium)", RequireEnv)
		}
		t.Skip("no Chromium on the PATH (apt-get install chromium); this browser test is skipped")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-quic", true),
		chromedp.WindowSize(1280, 800),
		// Chromium leaves a directory of its own in TMPDIR at each start:
		// in the test's, it goes with the test.
		chromedp.Env("TMPDIR=" + t.TempDir()),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, limit)
	t.Cleanup(cancel3)
	return ctx
}
