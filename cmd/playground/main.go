// Command playground builds attrlint's browser playground: a static page
// where HTML typed or pasted is linted as it changes, by attrlint compiled
// to WebAssembly and run in a Web Worker.
//
//	go run ./cmd/playground [-o DIR]     (default dist/playground)
//
// DIR then holds index.html, app.js, worker.js, style.css, wasm_exec.js
// (from the Go toolchain, which it must match) and attrlint.wasm; serve
// it as plain static files (GitHub Pages, python3 -m http.server -d DIR).
package main

import (
	"embed"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// web holds the page's static files.
//
//go:embed web
var web embed.FS

func main() {
	out := flag.String("o", filepath.Join("dist", "playground"), "the folder to build the playground into")
	flag.Parse()
	if err := build(*out); err != nil {
		fmt.Fprintln(os.Stderr, "playground:", err)
		os.Exit(1)
	}
	fmt.Printf("built the playground in %s; serve it with: python3 -m http.server -d %s\n", *out, *out)
}

// build writes the playground into dir.
func build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "attrlint.wasm"), "github.com/attrlint/attrlint/cmd/playground/wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building attrlint.wasm: %w", err)
	}
	// wasm_exec.js must come from the toolchain that built the module.
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	var glue []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if glue, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), p)); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("the Go toolchain has no wasm_exec.js: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), glue, 0o644); err != nil {
		return err
	}
	return fs.WalkDir(web, "web", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := web.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, strings.TrimPrefix(p, "web/")), b, 0o644)
	})
}
