// Package jslit reads the data literals of JavaScript source (objects,
// arrays, strings, numbers, true, false, null) as JSON. It is what the
// trimming program needs to take facts out of npm packages that ship their
// data as Babel output (aria-query) or ES modules (html-event-attributes)
// instead of JSON; it is not a JavaScript parser and rejects anything else
// (expressions, comments inside a literal, identifiers as values).
package jslit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Find returns the JSON form of the literal that follows the first
// occurrence of prefix in src (prefix is usually "var fooRole = "). The
// literal must start right after prefix, spaces aside.
func Find(src, prefix string) ([]byte, error) {
	i := strings.Index(src, prefix)
	if i < 0 {
		return nil, fmt.Errorf("%q not found", prefix)
	}
	out, _, err := Parse(src, i+len(prefix))
	return out, err
}

// Parse reads the literal that starts at src[start] (after optional
// whitespace) and returns it as compact JSON, with object keys in source
// order, and the offset just after it.
func Parse(src string, start int) ([]byte, int, error) {
	p := &parser{src: src, pos: start}
	var b bytes.Buffer
	if err := p.value(&b, 0); err != nil {
		return nil, p.pos, err
	}
	if !json.Valid(b.Bytes()) {
		return nil, p.pos, fmt.Errorf("offset %d: the literal did not convert to valid JSON", start)
	}
	return b.Bytes(), p.pos, nil
}

type parser struct {
	src string
	pos int
}

func (p *parser) errorf(format string, args ...any) error {
	line := strings.Count(p.src[:min(p.pos, len(p.src))], "\n") + 1
	return fmt.Errorf("line %d: %s", line, fmt.Sprintf(format, args...))
}

func (p *parser) space() {
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

// peek returns the next non-space byte, or 0 at the end.
func (p *parser) peek() byte {
	p.space()
	if p.pos >= len(p.src) {
		return 0
	}
	return p.src[p.pos]
}

// maxDepth bounds nesting, so that hostile input cannot exhaust the stack.
const maxDepth = 100

func (p *parser) value(b *bytes.Buffer, depth int) error {
	if depth > maxDepth {
		return p.errorf("literal nested deeper than %d", maxDepth)
	}
	switch c := p.peek(); {
	case c == '{':
		return p.object(b, depth)
	case c == '[':
		return p.array(b, depth)
	case c == '\'' || c == '"':
		s, err := p.str()
		if err != nil {
			return err
		}
		writeString(b, s)
		return nil
	case c == '-' || c >= '0' && c <= '9':
		start := p.pos
		p.pos++
		for p.pos < len(p.src) && strings.IndexByte("0123456789.eE+-", p.src[p.pos]) >= 0 {
			p.pos++
		}
		num := p.src[start:p.pos]
		if _, err := strconv.ParseFloat(num, 64); err != nil {
			return p.errorf("bad number %q", num)
		}
		b.WriteString(num)
		return nil
	default:
		word := p.ident()
		switch word {
		case "true", "false", "null":
			b.WriteString(word)
			return nil
		case "":
			return p.errorf("unexpected %q", string(c))
		}
		return p.errorf("%q is not a data literal", word)
	}
}

func (p *parser) object(b *bytes.Buffer, depth int) error {
	p.pos++ // '{'
	b.WriteByte('{')
	for n := 0; ; n++ {
		if p.peek() == '}' {
			p.pos++
			b.WriteByte('}')
			return nil
		}
		if n > 0 {
			b.WriteByte(',')
		}
		var key string
		switch c := p.peek(); c {
		case '\'', '"':
			s, err := p.str()
			if err != nil {
				return err
			}
			key = s
		default:
			if key = p.ident(); key == "" {
				return p.errorf("expected a property name, found %q", string(c))
			}
		}
		writeString(b, key)
		if p.peek() != ':' {
			return p.errorf("expected ':' after %q", key)
		}
		p.pos++
		b.WriteByte(':')
		if err := p.value(b, depth+1); err != nil {
			return err
		}
		switch p.peek() {
		case ',':
			p.pos++
		case '}':
		default:
			return p.errorf("expected ',' or '}' in an object")
		}
	}
}

func (p *parser) array(b *bytes.Buffer, depth int) error {
	p.pos++ // '['
	b.WriteByte('[')
	for n := 0; ; n++ {
		if p.peek() == ']' {
			p.pos++
			b.WriteByte(']')
			return nil
		}
		if n > 0 {
			b.WriteByte(',')
		}
		if err := p.value(b, depth+1); err != nil {
			return err
		}
		switch p.peek() {
		case ',':
			p.pos++
		case ']':
		default:
			return p.errorf("expected ',' or ']' in an array")
		}
	}
}

// ident reads an identifier (ASCII letters, digits, '_' and '$').
func (p *parser) ident() string {
	start := p.pos
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || p.pos > start && c >= '0' && c <= '9' {
			p.pos++
			continue
		}
		break
	}
	return p.src[start:p.pos]
}

// str reads a quoted string with the escapes data literals use.
func (p *parser) str() (string, error) {
	q := p.src[p.pos]
	p.pos++
	var sb strings.Builder
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == q:
			p.pos++
			return sb.String(), nil
		case c == '\n':
			return "", p.errorf("newline in a string")
		case c == '\\':
			if p.pos+1 >= len(p.src) {
				return "", p.errorf("unterminated string")
			}
			e := p.src[p.pos+1]
			p.pos += 2
			switch e {
			case 'n':
				sb.WriteByte('\n')
			case 't':
				sb.WriteByte('\t')
			case 'r':
				sb.WriteByte('\r')
			case 'u':
				if p.pos+4 > len(p.src) {
					return "", p.errorf("short \\u escape")
				}
				r, err := strconv.ParseUint(p.src[p.pos:p.pos+4], 16, 32)
				if err != nil {
					return "", p.errorf("bad \\u escape")
				}
				sb.WriteRune(rune(r))
				p.pos += 4
			case '\\', '\'', '"', '/':
				sb.WriteByte(e)
			default:
				return "", p.errorf("unsupported escape \\%c", e)
			}
		default:
			_, w := utf8.DecodeRuneInString(p.src[p.pos:])
			sb.WriteString(p.src[p.pos : p.pos+w])
			p.pos += w
		}
	}
	return "", p.errorf("unterminated string")
}

func writeString(b *bytes.Buffer, s string) {
	enc, _ := json.Marshal(s) // a string always marshals
	b.Write(enc)
}
