package microsyntax

import (
	"fmt"
	"strings"
)

// Integrity metadata (Subresource Integrity §3.5, the integrity attribute):
// hash expressions separated by ASCII whitespace, each
//
//	hash-algo "-" base64-value [ "?" option-expression ]
//
// with hash-algo one of sha256, sha384 and sha512, and base64-value the
// base64 (or base64url) encoding of the digest, with optional "="
// padding. Browsers ignore expressions with unknown algorithms, and when
// none is left they load the resource without checking it.

// integrityDigestLen is the length in bytes of each algorithm's digest.
var integrityDigestLen = map[string]int{"sha256": 32, "sha384": 48, "sha512": 64}

// ValidIntegrity reports whether s is valid integrity metadata: at least
// one hash expression with a known algorithm and a digest of that
// algorithm's length. The empty value is valid (it checks nothing).
func ValidIntegrity(s string) error {
	for off, tok := range SpaceTokens(s) {
		if err := validHashExpression(tok); err != nil {
			return err.moved(off)
		}
	}
	return nil
}

func validHashExpression(t string) *Error {
	dash := strings.IndexByte(t, '-')
	if dash < 0 {
		return errAt(0, len(t), `a hash expression is an algorithm, "-" and a base64 digest, such as "sha384-…"`)
	}
	algo := t[:dash]
	n, known := 0, false
	for name, size := range integrityDigestLen {
		if EqualFoldASCII(algo, name) {
			n, known = size, true
		}
	}
	if !known {
		return errKind(KindUnknown, 0, dash, fmt.Sprintf("unknown hash algorithm %q: use sha256, sha384 or sha512", algo))
	}
	value := t[dash+1:]
	if q := strings.IndexByte(value, '?'); q >= 0 {
		// The options are VCHARs; none is defined yet.
		for i := q + 1; i < len(value); i++ {
			if value[i] <= ' ' || value[i] >= 0x7F {
				return errAt(dash+1+i, dash+2+i, "an option may only hold visible ASCII characters")
			}
		}
		value = value[:q]
	}
	body := strings.TrimRight(value, "=")
	if len(value)-len(body) > 2 {
		return errAt(dash+1+len(body), dash+1+len(value), `a base64 digest ends in at most two "="`)
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		if !isASCIIAlpha(c) && !isDigit(c) && strings.IndexByte("+/-_", c) < 0 {
			return errChar(t, dash+1+i, describeChar(t, dash+1+i)+" is not a base64 character")
		}
	}
	// n bytes encode as ceil(n/3)*4 characters with padding, without it
	// as that less the padding.
	want := (n + 2) / 3 * 4
	pad := want - (n*8+5)/6
	if len(body) != want-pad || len(value) != len(body) && len(value) != want {
		return errAt(dash+1, dash+1+len(value), fmt.Sprintf("a %s digest is %d base64 characters (%d bytes); this one has %d, so it can never match",
			toLowerASCII(algo), want, n, len(value)))
	}
	return nil
}
