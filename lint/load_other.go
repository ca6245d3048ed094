//go:build !unix

package lint

// openFlags is empty where there is no non-blocking open; the type check
// before opening still keeps FIFOs and devices from being read.
const openFlags = 0
