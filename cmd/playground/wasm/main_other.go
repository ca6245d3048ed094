//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains itself: this program runs in a browser, built by
// go run ./cmd/playground.
func main() {
	fmt.Fprintln(os.Stderr, "this is attrlint for the browser playground: build it with go run ./cmd/playground")
	os.Exit(2)
}
