//go:build unix

package lint

import "syscall"

// openFlags makes opening a FIFO return at once instead of waiting for a
// writer; it changes nothing for regular files.
const openFlags = syscall.O_NONBLOCK
