package source

import (
	"math/rand"
	"testing"
)

// TestGenerated checks the invariants of checkDoc on random documents.
func TestGenerated(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 3000
	if testing.Short() {
		n = 300
	}
	var unmapped, elements int
	for i := 0; i < n; i++ {
		src := genDoc(r, 20+r.Intn(400))
		_, st := checkDoc(t, src)
		unmapped += st.unmapped
		elements += st.elements
	}
	t.Logf("%d documents: %d of %d elements unmapped", n, unmapped, elements)
}
