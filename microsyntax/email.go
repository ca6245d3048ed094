package microsyntax

import (
	"fmt"
	"strings"
)

// E-mail addresses (HTML §4.10.5.1.5, E-mail state): the standard's own
// grammar, deliberately simpler than RFC 5322:
//
//	local-part "@" label *( "." label )
//
// where the local part is one or more ASCII alphanumerics or
// .!#$%&'*+/=?^_`{|}~- and each label is 1 to 63 ASCII alphanumerics or
// hyphens, not starting or ending with a hyphen.

func isEmailLocalChar(c byte) bool {
	return isASCIIAlpha(c) || isDigit(c) || strings.IndexByte(".!#$%&'*+/=?^_`{|}~-", c) >= 0
}

// ValidEmail reports whether s is a valid e-mail address. A valid value
// does not allocate.
func ValidEmail(s string) error {
	at := strings.IndexByte(s, '@')
	if at < 0 {
		return errAt(0, len(s), `an e-mail address needs an "@"`)
	}
	if at == 0 {
		return errKind(KindEmpty, 0, 1, `an e-mail address needs a name before the "@"`)
	}
	for i := 0; i < at; i++ {
		if !isEmailLocalChar(s[i]) {
			return errChar(s, i, describeChar(s, i)+" is not allowed before the \"@\" of an e-mail address")
		}
	}
	start := at + 1
	if start == len(s) {
		return errKind(KindEmpty, start, start, `an e-mail address needs a domain after the "@"`)
	}
	for i := start; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			if c := s[i]; !isASCIIAlpha(c) && !isDigit(c) && c != '-' {
				what := describeChar(s, i) + " is not allowed in the domain of an e-mail address"
				if c >= 0x80 {
					what += " (write an internationalized domain in its xn-- form)"
				}
				return errChar(s, i, what)
			}
			continue
		}
		label := s[start:i]
		switch {
		case label == "":
			return errKind(KindEmpty, i, min(i+1, len(s)), "empty label in the domain of an e-mail address")
		case len(label) > 63:
			return errAt(start, i, fmt.Sprintf("a domain label must not be longer than 63 characters; this one has %d", len(label)))
		case label[0] == '-' || label[len(label)-1] == '-':
			return errAt(start, i, fmt.Sprintf("domain label %q must not start or end with \"-\"", label))
		}
		start = i + 1
	}
	return nil
}

// ValidEmailList reports whether s is a valid e-mail address list: valid
// e-mail addresses separated by commas (input type=email multiple). The
// value sanitization algorithm strips whitespace around each address,
// so it is allowed here.
func ValidEmailList(s string) error {
	for off, tok := range CommaTokens(s) {
		if tok == "" {
			return errKind(KindEmpty, off, off, "an empty address in the list (two commas, or a trailing one)")
		}
		if err := ValidEmail(tok); err != nil {
			e := err.(*Error)
			return e.moved(off)
		}
	}
	return nil
}
