package source

import (
	"bytes"

	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html/atom"
)

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f'
}

// scanTag reads the tag starting with '<' at start, whose first name
// letter is known, and returns the offset past its '>', the end of its
// name, attrs with the tag's attributes appended (names not yet set: see
// intern), and whether one of them repeats an earlier one. ok is false
// when the input ends inside the tag: the tokenizer drops such a tag, and
// end is 0 (nameEnd and attrs are what was read).
//
// It follows x/net/html's readTag, readTagName, readTagAttrKey and
// readTagAttrVal step by step, which implement the standard's tag states:
// the name runs to whitespace, '/' or '>'; a '/' between attributes is
// skipped (self-closing start tag state, then back to before attribute
// name); an '=' first in an attribute name is part of it; whitespace may
// surround '='; a value is double-quoted, single-quoted or runs to
// whitespace or '>' (so '<', '/', quotes and '=' may be in it).
func (d *Document) scanTag(start int, attrs []Attr) (end, nameEnd int, out []Attr, dup, ok bool) {
	src := d.Src
	n := len(src)
	i := start + 2 // past '<' and the name's first letter
	for i < n && !isSpace(src[i]) && src[i] != '/' && src[i] != '>' {
		i++
	}
	ne := i
	if i < n && isSpace(src[i]) {
		i++
	}
	base := len(attrs)
	// seen holds the lowercased names of this tag's attributes once it has
	// many, so that finding duplicates stays linear.
	var seen map[string]bool
	for {
		for i < n && isSpace(src[i]) {
			i++
		}
		if i >= n {
			break
		}
		if src[i] == '>' {
			end, ok = i+1, true
			break
		}
		// Attribute name. A first '=' belongs to the name.
		ks := i
		a := Attr{NameStart: ks}
		for i < n {
			c := src[i]
			if c == '=' && i == ks {
				a.problem(UnexpectedEqualsSignBeforeAttributeName, i)
				i++
				continue
			}
			if c == '=' || isSpace(c) || c == '/' || c == '>' {
				break
			}
			if c == '"' || c == '\'' || c == '<' {
				a.problem(UnexpectedCharacterInAttributeName, i)
			}
			i++
		}
		ke := i
		a.NameEnd, a.ValueStart, a.ValueEnd = ke, ke, ke
		for i < n && isSpace(src[i]) {
			i++
		}
		if i < n {
			switch src[i] {
			case '/':
				// A lone '/' is skipped; after a name it ends the name, and
				// the attribute has no value.
				i++
			case '=':
				i++
				a.HasValue = true
				a.ValueStart, a.ValueEnd = i, i
				for i < n && isSpace(src[i]) {
					i++
				}
				if i < n {
					switch q := src[i]; q {
					case '>':
						// "name=>": an empty value. The problem is put on
						// the '=', which is part of the attribute.
						a.problem(MissingAttributeValue, a.ValueStart-1)
					case '"', '\'':
						i++
						a.ValueStart = i
						for i < n && src[i] != q {
							i++
						}
						a.ValueEnd = i
						a.Quote = q
						i++
						if i < n && !isSpace(src[i]) && src[i] != '/' && src[i] != '>' {
							// On the closing quote, the end of this attribute.
							a.problem(MissingWhitespaceBetweenAttributes, i-1)
						}
					default:
						a.ValueStart = i
						for i < n && !isSpace(src[i]) && src[i] != '>' {
							switch src[i] {
							case '"', '\'', '<', '=', '`':
								a.problem(UnexpectedCharacterInUnquotedAttributeValue, i)
							}
							i++
						}
						a.ValueEnd = i
						if i < n && src[i] != '>' {
							i++ // the space that ended the value
						}
					}
				}
			}
		}
		if ke > ks {
			// The tokenizer drops an attribute whose lowercased raw name it
			// has seen on this tag (x/net/html v0.55 and later).
			if len(attrs)-base < 16 {
				for j := base; j < len(attrs); j++ {
					p := &attrs[j]
					if !p.Duplicate && asciiEqualFoldBytes(src[p.NameStart:p.NameEnd], src[ks:ke]) {
						a.Duplicate = true
						break
					}
				}
			} else {
				if seen == nil {
					seen = make(map[string]bool)
					for j := base; j < len(attrs); j++ {
						p := &attrs[j]
						seen[microsyntax.ToLowerASCII(string(src[p.NameStart:p.NameEnd]))] = true
					}
				}
				k := microsyntax.ToLowerASCII(string(src[ks:ke]))
				a.Duplicate = seen[k]
				seen[k] = true
			}
			dup = dup || a.Duplicate
			attrs = append(attrs, a)
		}
	}
	if !ok || i > n {
		// The input ends inside the tag: no end, but the name and the
		// attributes read so far (see EOFTag).
		return 0, ne, attrs, dup, false
	}
	return end, ne, attrs, dup, true
}

func asciiEqualFoldBytes(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// internName returns b ASCII-lowercased with NUL replaced by U+FFFD, as the
// tokenizer delivers tag and attribute names, without allocating for names
// that are atoms.
func internName(b []byte, scratch *[]byte) string {
	clean := true
	for _, c := range b {
		if 'A' <= c && c <= 'Z' || c == 0 {
			clean = false
			break
		}
	}
	if clean {
		return atom.String(b)
	}
	buf := (*scratch)[:0]
	for _, c := range b {
		switch {
		case 'A' <= c && c <= 'Z':
			buf = append(buf, c+'a'-'A')
		case c == 0:
			buf = append(buf, "\uFFFD"...)
		default:
			buf = append(buf, c)
		}
	}
	*scratch = buf
	return atom.String(buf)
}

// problem records p at offset at, unless an earlier problem is recorded.
func (a *Attr) problem(p Problem, at int) {
	if a.Problem == NoProblem {
		a.Problem, a.ProblemAt = p, at
	}
}

// strayIn finds a '/' in the start tag src[start:end] that is outside
// quoted values and not right before the closing '>' (the tokenizer's
// unexpected-solidus-in-tag), and returns its offset, or -1 and false.
// An unquoted value may hold '/' ("href=/a/b"): it ends at whitespace or
// '>' and is skipped as the tokenizer reads it.
func (d *Document) strayIn(start, end int) (int, bool) {
	src := d.Src[:end]
	if bytes.IndexByte(src[start:], '/') < 0 {
		return -1, false // the common case
	}
	i := start + 1
	for i < end && !isSpace(src[i]) && src[i] != '/' && src[i] != '>' {
		i++ // the tag name
	}
	for i < end {
		switch c := src[i]; {
		case c == '/':
			if i+1 < end && src[i+1] != '>' {
				return i, true
			}
			i++
		case c == '=':
			// A value: quoted, or unquoted up to whitespace or '>'.
			i++
			for i < end && isSpace(src[i]) {
				i++
			}
			if i < end && (src[i] == '"' || src[i] == '\'') {
				q := src[i]
				i++
				for i < end && src[i] != q {
					i++
				}
				i++
				continue
			}
			for i < end && !isSpace(src[i]) && src[i] != '>' {
				i++
			}
		default:
			i++
		}
	}
	return -1, false
}
