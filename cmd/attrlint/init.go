package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/attrlint/attrlint/lint/config"
)

// initConfig is `attrlint init [DIR]`: it writes a commented starter
// .attrlint.yaml, and never over an existing one.
func initConfig(args []string, stdout, stderr io.Writer) int {
	dir := "."
	switch len(args) {
	case 0:
	case 1:
		dir = args[0]
	default:
		fmt.Fprintln(stderr, "attrlint: usage: attrlint init [DIR]")
		return exitUsage
	}
	path := filepath.Join(dir, config.FileName)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		fmt.Fprintf(stderr, "attrlint: %s already exists; it is left as it is\n", path)
		return exitUsage
	}
	if err != nil {
		fmt.Fprintf(stderr, "attrlint: init: %v\n", err)
		return exitUsage
	}
	if _, err := io.WriteString(f, config.Starter); err != nil {
		f.Close()
		fmt.Fprintf(stderr, "attrlint: init: %v\n", err)
		return exitUsage
	}
	if err := f.Close(); err != nil {
		fmt.Fprintf(stderr, "attrlint: init: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "wrote %s\n", path)
	return exitOK
}
