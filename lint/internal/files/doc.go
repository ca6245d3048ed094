// Package files is the file system plumbing of linting, shared by the
// engine (package lint), the configuration (lint/config), fixing
// (lint/fix) and the project layer (lint/project), which exports what
// the command line needs: reading only regular files of bounded size,
// decoding them as browsers do, recognising the temporary files of
// fixing, and walking directories.
package files
