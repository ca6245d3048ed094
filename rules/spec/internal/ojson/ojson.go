// Package ojson reads and writes JSON values keeping the order of object
// members, so that a trimmed copy of a source file reads in the source's
// order and diffs against it stay small.
package ojson

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Node is a JSON value that keeps the order of object keys, so that a
// trimmed file reads in the same order as its source.
type Node struct {
	// Kind is '{', '[' or 's' (any scalar, held in Raw); Keys and Vals hold
	// an object's members in order, Vals an array's elements.
	Kind byte
	Keys []string
	Vals []*Node
	Raw  json.RawMessage
}

// Parse reads one JSON value, keeping key order.
func Parse(data []byte) (*Node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the JSON value")
	}
	return n, nil
}

func readNode(dec *json.Decoder) (*Node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		n := &Node{Kind: byte(t)}
		for dec.More() {
			if n.Kind == '{' {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.Keys = append(n.Keys, k.(string))
			}
			v, err := readNode(dec)
			if err != nil {
				return nil, err
			}
			n.Vals = append(n.Vals, v)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
		return n, nil
	default:
		raw, err := Marshal(t)
		if err != nil {
			return nil, err
		}
		return &Node{Kind: 's', Raw: raw}, nil
	}
}

// Get returns the value of key in an object, or nil.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != '{' {
		return nil
	}
	for i, k := range n.Keys {
		if k == key {
			return n.Vals[i]
		}
	}
	return nil
}

// Str returns a scalar string value, or "".
func (n *Node) Str() string {
	var s string
	if n != nil && n.Kind == 's' {
		_ = json.Unmarshal(n.Raw, &s)
	}
	return s
}

// Drop removes, at every depth, the object members whose key is in keys.
func (n *Node) Drop(keys map[string]bool) {
	if n.Kind == '{' {
		var ks []string
		var vs []*Node
		for i, k := range n.Keys {
			if !keys[k] {
				ks, vs = append(ks, k), append(vs, n.Vals[i])
			}
		}
		n.Keys, n.Vals = ks, vs
	}
	for _, v := range n.Vals {
		v.Drop(keys)
	}
}

// Keep removes the members of an object whose key is not in keys.
func (n *Node) Keep(keys ...string) {
	var ks []string
	var vs []*Node
	for i, k := range n.Keys {
		for _, want := range keys {
			if k == want {
				ks, vs = append(ks, k), append(vs, n.Vals[i])
			}
		}
	}
	n.Keys, n.Vals = ks, vs
}

// flat reports whether n holds no object or array, so it prints on one
// line.
func (n *Node) flat() bool {
	for _, v := range n.Vals {
		if v.Kind != 's' {
			return false
		}
	}
	return true
}

// write prints n indented with tabs; arrays and objects of scalars up to
// inlineDepth levels deep stay on one line, which keeps files short and
// diffs readable.
func (n *Node) write(b *strings.Builder, depth, inlineDepth int) {
	if n.Kind == 's' {
		b.Write(n.Raw)
		return
	}
	closer := map[byte]byte{'{': '}', '[': ']'}[n.Kind]
	if len(n.Vals) == 0 {
		b.WriteByte(n.Kind)
		b.WriteByte(closer)
		return
	}
	inline := depth >= inlineDepth || n.flat()
	b.WriteByte(n.Kind)
	for i, v := range n.Vals {
		if i > 0 {
			b.WriteByte(',')
			if inline {
				b.WriteByte(' ')
			}
		}
		if !inline {
			b.WriteByte('\n')
			b.WriteString(strings.Repeat("\t", depth+1))
		}
		if n.Kind == '{' {
			k, _ := Marshal(n.Keys[i]) // a string always marshals
			b.Write(k)
			b.WriteString(": ")
		}
		v.write(b, depth+1, inlineDepth)
	}
	if !inline {
		b.WriteByte('\n')
		b.WriteString(strings.Repeat("\t", depth))
	}
	b.WriteByte(closer)
}

// Format prints n as a file.
func (n *Node) Format(inlineDepth int) []byte {
	var b strings.Builder
	n.write(&b, 0, inlineDepth)
	b.WriteByte('\n')
	return []byte(b.String())
}

// Marshal is json.Marshal without HTML escaping: types such as "<number>"
// stay readable.
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
