package source

import (
	"bytes"
	"os"
	"testing"

	"github.com/attrlint/attrlint/lint/internal/source/internal/genparser"
)

// TestParserCopyIsGenerated regenerates the copy of x/net/html's tree
// builder in memory from the x/net of go.mod and patches/, and fails when
// a committed xnet_*.go differs: the copy is never edited by hand (change
// a patch and run go generate), and bumping x/net is `go get` plus `go
// generate ./lint/internal/source`.
func TestParserCopyIsGenerated(t *testing.T) {
	dir, version, err := genparser.Module(".")
	if err != nil {
		t.Fatal(err)
	}
	files, err := genparser.Generate(dir, version, "patches")
	if err != nil {
		t.Fatalf("the patches no longer apply to x/net %s: %v", version, err)
	}
	for name, want := range files {
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what go generate makes from x/net %s and patches/: edit the patch, not the file, and run go generate ./lint/internal/source", name, version)
		}
	}
}
