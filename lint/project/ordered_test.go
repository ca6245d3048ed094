package project_test

import (
	"context"
	"testing"
	"time"

	"github.com/attrlint/attrlint/lint/project"
)

// TestOrdered: results come out in index order whatever order the work
// finishes in, and a cancelled run emits only a prefix and says so.
func TestOrdered(t *testing.T) {
	var got []int
	err := project.Ordered(context.Background(), 50, 4, func(i int) int {
		time.Sleep(time.Duration((50-i)%7) * time.Millisecond) // later items often finish first
		return i
	}, func(i int) { got = append(got, i) })
	if err != nil || len(got) != 50 {
		t.Fatalf("err %v, %d results", err, len(got))
	}
	for i, v := range got {
		if v != i {
			t.Fatalf("result %d is %d: out of order", i, v)
		}
	}

	ctx, cancel := context.WithCancel(context.Background())
	got = got[:0]
	err = project.Ordered(ctx, 1000, 2, func(i int) int {
		if i == 10 {
			cancel()
		}
		return i
	}, func(i int) { got = append(got, i) })
	if err != context.Canceled || len(got) == 1000 {
		t.Fatalf("cancelled run: err %v, %d results", err, len(got))
	}
	for i, v := range got {
		if v != i {
			t.Fatalf("cancelled run: result %d is %d", i, v)
		}
	}
}
