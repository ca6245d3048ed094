//go:build !unix

package files

// NonBlock is empty where there is no non-blocking open; the type check
// before opening still keeps FIFOs and devices from being opened.
const NonBlock = 0
