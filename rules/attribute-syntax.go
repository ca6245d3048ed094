package rules

import (
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/attrlint/attrlint/lint"
	"golang.org/x/net/html"
)

// AttributeSyntax reports the HTML tokenizer's parse errors about
// attributes, each with what browsers build from the markup.
var AttributeSyntax = &lint.Rule{
	ID:       "attribute-syntax",
	Family:   "syntax",
	Section:  "https://html.spec.whatwg.org/multipage/parsing.html#parse-errors",
	Severity: lint.Error,
	Summary:  "start tags must write their attributes as the HTML syntax says: spaces between them, no quotes or < in names, quotes around values with quotes, = or ` in them",
	Doc: `HTML §13.1.2.3 and the tokenizer's parse errors (§13.2.2, §13.2.5): an
attribute name must not contain quotes or "<" and must not start with "=";
an unquoted value must not contain quotes, "<", "=" or a backtick;
attributes must be separated by whitespace; "name=" must be followed by a
value; a "/" in a start tag may only come right before its ">"; a tag
must end before the file does (eof-in-tag): a quote left open, as in
<a href="x.html>, swallows the rest of the file, and browsers drop the
tag with it.

Browsers recover from each of these in a defined way and go on, so the
page works, but not always as meant: <a href="x"title="y"> still has both
attributes; in <img src=a.png"alt=""> the value of src runs on to the next
space, so it is a.png"alt="" and there is no alt attribute; <a
href=/?a=b&c=d> works, but quoting the value says so plainly. The message
says what browsers build. HTML's whitespace is ASCII's (tab, line feed,
form feed, carriage return, space): an ideographic space (U+3000) or a
no-break space typed between a tag's name and its attributes is part of
a name, and the message names the character. Tags with template syntax between their
attributes are not checked: a template is not what the browser reads.`,
	Valid:    `<a href="/?a=b" title="y">x</a> <img src="a.png" alt=""> <br/>`,
	Invalid:  `<a href="x"title="y">x</a> <img src=a.png"alt=""> <p a"b="c">x</p>`,
	Document: checkAttributeSyntax,
}

func checkAttributeSyntax(d *lint.Doc) {
	// Tag names whose space a problem below already explains.
	var noted []string
	for _, p := range d.TagProblems() {
		if spaceInName("tag", p.Element) != "" {
			noted = append(noted, p.Element)
		}
		var f lint.Finding
		switch p.Kind {
		case lint.MissingWhitespaceBetweenAttributes:
			f.Message = fmt.Sprintf("no space after the value of %s before the next attribute", p.Attr)
			f.Browser = "browsers still read the next attribute as a separate one"
		case lint.UnexpectedCharacterInAttributeName:
			f.Message = fmt.Sprintf("attribute name %s holds a quote or \"<\"", strconv.Quote(p.Attr))
			f.Browser = fmt.Sprintf("browsers make an attribute named %s, which nothing reads", strconv.Quote(p.Attr))
		case lint.UnexpectedEqualsSignBeforeAttributeName:
			f.Message = fmt.Sprintf("an \"=\" where an attribute name should start (%s)", strconv.Quote(p.Attr))
			f.Browser = fmt.Sprintf("browsers make an attribute named %s", strconv.Quote(p.Attr))
		case lint.UnexpectedCharacterInUnquotedAttributeValue:
			f.Message = fmt.Sprintf("the unquoted value of %s holds a quote, \"<\", \"=\" or \"`\"; put the value in quotes", p.Attr)
			f.Browser = fmt.Sprintf("browsers read the value up to the next space or \">\": %s", strconv.Quote(p.Value))
		case lint.EOFInTag:
			if p.Attr != "" {
				f.Message = fmt.Sprintf("the quote that opens the value of %s never closes: the file ends inside the <%s> tag", p.Attr, p.Element)
			} else {
				f.Message = fmt.Sprintf("the file ends inside the <%s> tag", p.Element)
			}
			f.Browser = "browsers drop the tag and everything after it, to the end of the file"
		case lint.MissingAttributeValue:
			f.Message = fmt.Sprintf("%s= is followed by \">\", not a value", p.Attr)
			f.Browser = fmt.Sprintf("browsers give %s the empty value", p.Attr)
		default:
			f.Message = fmt.Sprintf("a \"/\" inside the <%s> tag, not right before its \">\"", p.Element)
			f.Browser = "browsers ignore it"
		}
		f.Message += spaceNote(p)
		d.ReportTagProblem(p, f)
	}
	for _, n := range d.Elements {
		// A name the parser knows (an atom) holds no space.
		if n.DataAtom == 0 && !slices.Contains(noted, n.Data) {
			checkSpaceInTagName(d, n)
		}
	}
}

// checkSpaceInTagName reports an element whose tag name holds a space
// HTML does not know (<p\u00a0class="x">): the tag name state (§13.2.5.8)
// ends only at ASCII whitespace, "/" or ">", so the name runs on over what
// was meant as attributes, and no parse error says so.
func checkSpaceInTagName(d *lint.Doc, n *html.Node) {
	name := n.Data
	ascii := true
	for i := 0; i < len(name) && ascii; i++ {
		ascii = name[i] < utf8.RuneSelf
	}
	if ascii {
		return
	}
	for i, r := range name {
		if !unicodeOnlySpace(r) {
			continue
		}
		before, after := name[:i], name[i+utf8.RuneLen(r):]
		f := lint.Finding{Browser: fmt.Sprintf("browsers make an unknown element named %s, which is not a <%s>", strconv.Quote(name), before)}
		if after == "" {
			f.Message = fmt.Sprintf("the <%s> tag's name ends in %s, which is not whitespace in HTML, so it is part of the name", before, charName(r))
		} else {
			f.Message = fmt.Sprintf("%s after <%s is not whitespace in HTML: %s is part of the tag name %s, not an attribute", charName(r), before, strconv.Quote(after), strconv.Quote(name))
		}
		d.Report(n, "", f)
		return
	}
}

// spaceNote names the cause of a tag problem that a space HTML does not
// know made: HTML's whitespace is ASCII's (tab, LF, FF, CR, space), so an
// ideographic or a no-break space typed between a tag's name and its
// attributes, or between two attributes, is part of a name, and the
// quotes, "=" or "/" after it land in the wrong place. It is "" when no
// such space is at fault.
func spaceNote(p lint.TagProblem) string {
	if p.Kind == lint.MissingWhitespaceBetweenAttributes && unicodeOnlySpace(p.After) {
		return fmt.Sprintf(": %s is not whitespace in HTML, so it starts the next attribute's name", charName(p.After))
	}
	if note := spaceInName("tag", p.Element); note != "" {
		return note
	}
	return spaceInName("attribute", p.Attr)
}
