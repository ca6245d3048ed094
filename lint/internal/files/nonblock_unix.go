//go:build unix

package files

import "syscall"

// NonBlock, added to the flags of os.OpenFile, makes opening a FIFO
// return at once instead of waiting for the other end; it changes nothing
// for regular files.
const NonBlock = syscall.O_NONBLOCK
