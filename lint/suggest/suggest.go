// Package suggest finds the known name closest to a mistyped one, for the
// "did you mean" hints of rules, configuration and command line.
package suggest

import "fmt"

// Suggest returns ` (did you mean "x"?)` for the candidate closest to
// word, or "" when none is close (three edits or fewer).
func Suggest(word string, candidates []string) string {
	return Within(word, candidates, 3)
}

// Within is Suggest for candidates at most maxEdits edits away.
func Within(word string, candidates []string, maxEdits int) string {
	best := Nearest(word, candidates, maxEdits)
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// Nearest returns the candidate closest to word, at most maxEdits edits
// away, or "" when there is none; of equally close ones, the first.
func Nearest(word string, candidates []string, maxEdits int) string {
	best, bestD := "", maxEdits+1
	for _, c := range candidates {
		// The distance is at least the difference in length: most
		// candidates are passed over without computing it (an element's
		// 10^5 unknown attributes each look through its known ones).
		if abs(len(c)-len(word)) >= bestD {
			continue
		}
		if d := editDistance(word, c, bestD-1); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

func abs(x int) int { return max(x, -x) }

// editDistance is the Levenshtein distance between a and b, or a number
// above limit as soon as every path is above it: a suggestion looks for
// the few words within a small distance among many that are not.
func editDistance(a, b string, limit int) int {
	// Two rows on the stack for the short words suggestions compare.
	var buf [2][40]int
	prev, cur := buf[0][:0], buf[1][:0]
	if len(b) >= len(buf[0]) {
		prev, cur = make([]int, 0, len(b)+1), make([]int, 0, len(b)+1)
	}
	prev, cur = prev[:len(b)+1], cur[:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		least := i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
			least = min(least, cur[j])
		}
		if least > limit {
			return least // no later row goes below its row's least
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
