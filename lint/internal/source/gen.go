//go:build ignore

// gen writes xnet_*.go, the copy of x/net/html's tree builder, from the
// x/net version in go.mod and patches/*.patch: go generate ./lint/internal/source.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/attrlint/attrlint/lint/internal/source/internal/genparser"
)

func main() {
	dir, version, err := genparser.Module(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	files, err := genparser.Generate(dir, version, "patches")
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	var names []string
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := os.WriteFile(filepath.Join(".", name), files[name], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
}
