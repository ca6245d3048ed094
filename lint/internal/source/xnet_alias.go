package source

import "golang.org/x/net/html"

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
	// Token is html.Token.
	Token = html.Token
	// TokenType is html.TokenType.
	TokenType = html.TokenType
	// Tokenizer is html.Tokenizer.
	Tokenizer = html.Tokenizer
)

const (
	ErrorNode    = html.ErrorNode
	TextNode     = html.TextNode
	DocumentNode = html.DocumentNode
	ElementNode  = html.ElementNode
	CommentNode  = html.CommentNode
	DoctypeNode  = html.DoctypeNode

	ErrorToken          = html.ErrorToken
	TextToken           = html.TextToken
	StartTagToken       = html.StartTagToken
	EndTagToken         = html.EndTagToken
	SelfClosingTagToken = html.SelfClosingTagToken
	CommentToken        = html.CommentToken
	DoctypeToken        = html.DoctypeToken
)
