package files

import (
	"math"
	"strconv"
	"strings"
)

// TempPrefix starts the name of every temporary file that fixing writes
// beside a page before renaming it over the page:
// ".attrlint-tmp-PID-RANDOM-PAGE", where PID is the writing process and
// PAGE the page's name (shortened when long). A process killed between
// the two steps leaves such a file; the next --fix removes it, and no run
// lints it.
const TempPrefix = ".attrlint-tmp-"

// TempWriter reports whether name, a file's base name, is exactly the
// name of such a temporary file, and the id of the process that wrote it.
// A similar name (no process id, no page name, another prefix) is not.
func TempWriter(name string) (pid int, ok bool) {
	rest, ok := strings.CutPrefix(name, TempPrefix)
	if !ok {
		return 0, false
	}
	p, rest, ok1 := strings.Cut(rest, "-")
	random, page, ok2 := strings.Cut(rest, "-")
	if !ok1 || !ok2 || !decimal(p) || p[0] == '0' || !decimal(random) || page == "" {
		return 0, false
	}
	pid, err := strconv.Atoi(p)
	if err != nil || pid > math.MaxInt32 {
		return 0, false
	}
	return pid, true
}

// decimal reports whether s is 1 to 10 ASCII digits.
func decimal(s string) bool {
	if s == "" || len(s) > 10 {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
