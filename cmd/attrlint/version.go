package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/attrlint/attrlint/rules/spec"
)

// version is set at link time by release builds
// (-ldflags "-X main.version=v1.2.3"); empty otherwise, when the module
// version the go command recorded is used.
var version string

// buildVersion is attrlint's version: the one stamped by the release
// build, else the module version `go install ...@v1.2.3` records; "" for
// a build from a checkout.
func buildVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return ""
}

// buildCommit is the VCS revision the binary was built from, with
// "-dirty" when the work tree had changes, and its time; "" when the go
// command recorded none (go install of a module version records none).
func buildCommit() (rev, when string) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", ""
	}
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" && dirty {
		rev += "-dirty"
	}
	return rev, when
}

// printVersion writes `attrlint --version`: the version, the commit and
// the Go release on one line, and the version and date of the browser data
// on a second.
func printVersion(w io.Writer) int {
	v := buildVersion()
	if v == "" {
		v = "(devel)"
	}
	line := "attrlint " + v
	if rev, when := buildCommit(); rev != "" {
		line += fmt.Sprintf(" (commit %s", rev)
		if when != "" {
			line += ", " + when
		}
		line += ")"
	}
	fmt.Fprintf(w, "%s %s %s/%s\n", line, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	// The browser data browser-support judges by, pinned in the binary.
	fmt.Fprintf(w, "browser data: @mdn/browser-compat-data %s (%s), web-features %s\n", spec.CompatDataVersion, spec.CompatDataDate, spec.WebFeaturesVersion)
	return exitOK
}
