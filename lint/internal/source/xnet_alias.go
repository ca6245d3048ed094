package source

import (
	"io"

	"golang.org/x/net/html"
)

// The parser in the xnet_*.go files is x/net/html's, generated from the x/net
// of go.mod by go generate (gen.go, internal/genparser) with the smallest
// changes that let it record where each element's start tag is: the
// unified diffs in patches/ (see the "attrlint:" comments they add). These aliases let it build the
// package html tree that every other package uses, unchanged.
type (
	// Node is html.Node.
	Node = html.Node
	// Attribute is html.Attribute.
	Attribute = html.Attribute
)

// writer is the io.Writer escape.go writes to (render.go's, not copied).
type writer interface {
	io.Writer
	io.ByteWriter
	WriteString(string) (int, error)
}

const (
	ErrorNode    = html.ErrorNode
	TextNode     = html.TextNode
	DocumentNode = html.DocumentNode
	ElementNode  = html.ElementNode
	CommentNode  = html.CommentNode
	DoctypeNode  = html.DoctypeNode
)
