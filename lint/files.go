package lint

// Selector decides which files a directory walk lints, for ExpandWith.
type Selector interface {
	// Select reports whether the file at path, met while walking a
	// directory argument, is linted, or, when isDir, whether the walk
	// enters the directory at path.
	Select(path string, isDir bool) bool
}
