package lint

import "github.com/attrlint/attrlint/lint/internal/suggest"

// Suggest returns ` (did you mean "x"?)` for the candidate closest to
// word, or "" when none is close (three edits or fewer).
func Suggest(word string, candidates []string) string { return suggest.Suggest(word, candidates) }

// SuggestWithin is Suggest for candidates at most maxEdits edits away.
func SuggestWithin(word string, candidates []string, maxEdits int) string {
	return suggest.Within(word, candidates, maxEdits)
}

// Nearest returns the candidate closest to word, at most maxEdits edits
// away, or "" when none is that close: the word SuggestWithin proposes.
func Nearest(word string, candidates []string, maxEdits int) string {
	return suggest.Nearest(word, candidates, maxEdits)
}
