package source

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// knownTreeDifferences lists html5lib tree-construction cases
// ("file.dat#N", N counted from 0) on which the copy of the tree builder
// may build another tree than x/net/html, with the reason. It is empty:
// the copy must follow x/net exactly. A listed case that no longer
// differs fails the test, so the list cannot go stale.
var knownTreeDifferences = map[string]string{}

// TestHTML5libDrift parses every document of html5lib's tree-construction
// tests (shipped in x/net's module, html/testdata/html5lib-tests) with the
// copy of the tree builder, positions on, and with x/net/html itself, and
// requires the same tree (the same render) and every invariant of
// checkDoc. It is how a bump of x/net, or an edit of the copy, shows the
// copy drifting. Fragment cases (#document-fragment) are not run: the
// copy has no fragment parser, since attrlint parses whole documents.
func TestHTML5libDrift(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/net").Output()
	if err != nil {
		t.Fatalf("finding x/net in the module cache: %v (run go mod download)", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "html", "testdata", "html5lib-tests", "tree-construction")
	files, err := filepath.Glob(filepath.Join(dir, "*.dat"))
	if err != nil || len(files) < 40 {
		t.Fatalf("html5lib tree-construction tests in %s: %d files, %v", dir, len(files), err)
	}
	ran, fragments := 0, 0
	differ := map[string]bool{}
	for _, f := range files {
		cases, err := readDat(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i, c := range cases {
			name := filepath.Base(f) + "#" + itoa(i)
			if c.fragment {
				fragments++
				continue
			}
			ran++
			ok := t.Run(name, func(t *testing.T) {
				checkDoc(t, []byte(c.data))
			})
			if !ok {
				differ[name] = true
			}
		}
	}
	for name, why := range knownTreeDifferences {
		if !differ[name] {
			t.Errorf("%s is listed as a known difference (%s) but parses the same: remove it from the list", name, why)
		}
	}
	if ran < 1000 {
		t.Errorf("only %d documents ran", ran)
	}
	t.Logf("%d documents of %d files built the same trees; %d fragment cases not run", ran, len(files), fragments)
}

// datCase is one test of a tree-construction .dat file.
type datCase struct {
	data     string
	fragment bool
}

// readDat reads the #data (and whether there is a #document-fragment) of
// each test in a .dat file; the expected trees are x/net's to check.
func readDat(path string) ([]datCase, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cases []datCase
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var cur *datCase
	inData := false
	var data []string
	flush := func() {
		if cur != nil {
			cur.data = strings.Join(data, "\n")
			cases = append(cases, *cur)
		}
	}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "#data":
			flush()
			cur, data, inData = &datCase{}, nil, true
			continue
		case strings.HasPrefix(line, "#"):
			if inData {
				inData = false
			}
			if line == "#document-fragment" && cur != nil {
				cur.fragment = true
			}
			continue
		}
		if inData {
			data = append(data, line)
		}
	}
	flush()
	return cases, sc.Err()
}

func itoa(i int) string {
	var b [20]byte
	n := len(b)
	for {
		n--
		b[n] = byte('0' + i%10)
		i /= 10
		if i == 0 {
			break
		}
	}
	return string(b[n:])
}
