package microsyntax

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// Hosts: the URL Standard's "host writing" (valid host string, valid
// domain, valid IPv4-address and IPv6-address strings, valid opaque-host
// string) and, for messages, what its host parser does with the rest.

// strictIDNA is the URL Standard's "domain parser ToASCII" with beStrict
// true (§3.3 IDNA): UTS 46 ToASCII with CheckHyphens, CheckBidi,
// CheckJoiners, UseSTD3ASCIIRules and VerifyDnsLength set, non-transitional
// processing, and invalid Punycode not ignored.
var strictIDNA = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
	idna.StrictDomainName(true), idna.CheckHyphens(true), idna.CheckJoiners(true), idna.VerifyDNSLength(true))

// lenientIDNA is the same with beStrict false: what browsers run on a
// host that is not ASCII (CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength unset).
var lenientIDNA = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
	idna.StrictDomainName(false), idna.CheckHyphens(false), idna.CheckJoiners(true), idna.VerifyDNSLength(false))

// isForbiddenHostCodePoint is the URL Standard's forbidden host code
// point: NUL, TAB, LF, CR, space, # / : < > ? @ [ \ ] ^ |.
func isForbiddenHostCodePoint(c byte) bool {
	return strings.IndexByte("\x00\t\n\r #/:<>?@[\\]^|", c) >= 0
}

// isForbiddenDomainCodePoint adds the C0 controls, "%" and DEL.
func isForbiddenDomainCodePoint(c byte) bool {
	return isForbiddenHostCodePoint(c) || c < 0x20 || c == '%' || c == 0x7F
}

const failParse = "browsers fail to parse the URL"

// host checks a valid host string w.s[i:end] (not empty) of a special URL.
func (w *urlWalker) host(i, end int) {
	h := w.s[i:end]
	if h[0] == '[' {
		if h[len(h)-1] != ']' {
			w.bad(i, end, `an IPv6 address must be closed by "]"`, failParse, true)
			return
		}
		w.ipv6(i+1, end-1)
		return
	}
	if !utf8.ValidString(h) {
		// Browsers decode the bytes as U+FFFD, which UTS 46 disallows.
		w.bad(i, end, "an invalid UTF-8 byte in the host", failParse, true)
		return
	}
	percent := false
	for j := 0; j < len(h); j++ {
		c := h[j]
		if isForbiddenDomainCodePoint(c) && c != '%' {
			w.bad(i+j, i+j+1, describeChar(h, j)+" is not allowed in a host", failParse, true)
			return
		}
		percent = percent || c == '%'
	}
	if percent {
		what, ok := hostParser(h, false, nil)
		browser := failParse
		if ok {
			browser = fmt.Sprintf("browsers decode it and read the host as %q", what)
		}
		w.bad(i, end, "percent-encoded bytes cannot be written in a host; write the characters themselves", browser, !ok)
		return
	}
	if isASCIIString(h) && (endsInNumber(h) || !hasACELabel(h) && h[len(h)-1] != '.') {
		w.asciiHost(i, end)
		return
	}
	ascii, err := strictIDNA.ToASCII(h)
	if err != nil {
		what, ok := hostParser(h, false, nil)
		browser := failParse
		if ok {
			browser = fmt.Sprintf("browsers read the host as %q", what)
		}
		w.bad(i, end, fmt.Sprintf("%q is not a valid domain: %s", h, idnaReason(err)), browser, !ok)
		return
	}
	if endsInNumber(ascii) {
		what, ok := parseIPv4(ascii, nil)
		browser := failParse
		if ok {
			browser = "browsers read it as the IPv4 address " + what
		}
		w.bad(i, end, "a host that ends in a number is an IPv4 address: write it as four decimal numbers in ASCII digits", browser, !ok)
	}
}

// asciiHost checks an ASCII host without "xn--" labels or a trailing dot:
// a valid IPv4-address string when it ends in a number, otherwise a valid
// domain (asciiDomainProblem), without allocating.
func (w *urlWalker) asciiHost(i, end int) {
	h := w.s[i:end]
	if endsInNumber(h) {
		if reason := validIPv4(h); reason != "" {
			what, ok := parseIPv4(h, nil)
			browser := failParse
			if ok {
				browser = "browsers read it as the IPv4 address " + what
			}
			w.bad(i, end, "invalid IPv4 address: "+reason, browser, !ok)
		}
		return
	}
	p, off, to := asciiDomainProblem(h)
	var reason string
	switch label := h[off:to]; p {
	case domainValid:
		return
	case domainTooLong:
		reason = fmt.Sprintf("a domain must not be longer than 253 characters; this one has %d", len(h))
	case domainBadChar:
		reason = describeChar(h, off) + ` is not allowed in a domain (only letters, digits, "-" and ".")`
	case domainEmptyLabel:
		reason = "empty label in a domain (two dots, or a leading dot)"
	case domainLongLabel:
		reason = fmt.Sprintf("a domain label must not be longer than 63 characters; this one has %d", len(label))
	case domainHyphenEdge:
		reason = fmt.Sprintf("domain label %q must not start or end with \"-\"", label)
	case domainHyphens34:
		reason = fmt.Sprintf("domain label %q must not have \"--\" as its third and fourth characters (reserved for encoded labels such as \"xn--\")", label)
	}
	k := KindInvalid
	if p == domainEmptyLabel {
		k = KindEmpty
	}
	w.badKind(k, i+off, i+to, reason, "browsers accept it", false)
}

// domainProblem is what makes an ASCII string fail UTS 46 ToASCII with the
// URL Standard's strict flags.
type domainProblem uint8

const (
	domainValid      domainProblem = iota
	domainTooLong                  // VerifyDnsLength: more than 253 characters
	domainBadChar                  // UseSTD3ASCIIRules: not a letter, digit, "-" or "."
	domainEmptyLabel               // VerifyDnsLength: an empty label
	domainLongLabel                // VerifyDnsLength: a label of more than 63
	domainHyphenEdge               // CheckHyphens: a label starts or ends with "-"
	domainHyphens34                // CheckHyphens: "--" as a label's 3rd and 4th characters
)

// asciiDomainProblem checks an ASCII host without "xn--" labels or a
// trailing dot as the domain parser with beStrict true does (UTS 46
// ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength; for
// ASCII, mapping only lowercases and CheckBidi and CheckJoiners have
// nothing to check), without allocating. It returns the first problem and
// h[off:end], the character or label at fault. TestASCIIDomainProblem
// holds it to x/net/idna.
func asciiDomainProblem(h string) (p domainProblem, off, end int) {
	if len(h) > 253 {
		return domainTooLong, 0, len(h)
	}
	start := 0
	for j := 0; j <= len(h); j++ {
		if j < len(h) && h[j] != '.' {
			if c := h[j]; !isASCIIAlpha(c) && !isDigit(c) && c != '-' {
				return domainBadChar, j, j + 1
			}
			continue
		}
		label := h[start:j]
		switch {
		case label == "":
			return domainEmptyLabel, j, min(j+1, len(h))
		case len(label) > 63:
			return domainLongLabel, start, j
		case label[0] == '-' || label[len(label)-1] == '-':
			return domainHyphenEdge, start, j
		case len(label) >= 4 && label[2] == '-' && label[3] == '-':
			return domainHyphens34, start, j
		}
		start = j + 1
	}
	return domainValid, 0, 0
}

// opaqueHost checks a valid opaque-host string w.s[i:end] of a non-special
// URL (it may be empty).
func (w *urlWalker) opaqueHost(i, end int) {
	h := w.s[i:end]
	if h != "" && h[0] == '[' {
		if h[len(h)-1] != ']' {
			w.bad(i, end, `an IPv6 address must be closed by "]"`, failParse, true)
			return
		}
		w.ipv6(i+1, end-1)
		return
	}
	for j := i; j < end && !w.stop(); {
		if c := w.s[j]; c < utf8.RuneSelf && isForbiddenHostCodePoint(c) {
			w.bad(j, j+1, describeChar(w.s, j)+" is not allowed in a host", failParse, true)
			return
		}
		j = w.unit(j, compOpaqueHost)
	}
}

// ipv6 checks a valid IPv6-address string w.s[i:end] (inside the brackets).
// Only pieces with leading zeros are read by browsers all the same.
func (w *urlWalker) ipv6(i, end int) {
	reason, fatal := validIPv6(w.s[i:end])
	if reason == "" {
		return
	}
	browser := failParse
	if !fatal {
		browser = "browsers read it as the same address"
	}
	w.bad(i, end, "invalid IPv6 address: "+reason, browser, fatal)
}

// validIPv6 returns why s is not a valid IPv6-address string, or "", and
// whether the URL parser's IPv6 parser fails on it too.
func validIPv6(s string) (reason string, fatal bool) {
	if s == "" {
		return "it is empty", true
	}
	left, right, compressed := s, "", false
	if k := strings.Index(s, "::"); k >= 0 {
		left, right, compressed = s[:k], s[k+2:], true
		if strings.Contains(right, "::") {
			return `"::" may appear only once`, true
		}
	}
	nl, rl := 0, 0
	var leadingZero string
	count := func(part string, last bool) (int, string) {
		if part == "" {
			return 0, ""
		}
		n := 0
		for rest, more := part, true; more; {
			var p string
			p, rest, more = strings.Cut(rest, ":")
			if last && !more && strings.Contains(p, ".") {
				if r := validIPv4(p); r != "" {
					return 0, "the IPv4 part: " + r
				}
				n += 2
				continue
			}
			if p == "" {
				return 0, `a ":" must separate two pieces`
			}
			if len(p) > 4 {
				return 0, fmt.Sprintf("piece %q has more than four hex digits", p)
			}
			for q := 0; q < len(p); q++ {
				if !isHexDigit(p[q]) {
					return 0, fmt.Sprintf("piece %q is not hexadecimal", p)
				}
			}
			if len(p) > 1 && p[0] == '0' && leadingZero == "" {
				leadingZero = p
			}
			n++
		}
		return n, ""
	}
	var r string
	if nl, r = count(left, !compressed); r != "" {
		return r, true
	}
	if compressed {
		if rl, r = count(right, true); r != "" {
			return r, true
		}
	}
	switch total := nl + rl; {
	case compressed && total > 7:
		return fmt.Sprintf(`with "::" there may be at most 7 pieces; this one has %d`, total), true
	case !compressed && total != 8:
		return fmt.Sprintf(`an address needs 8 pieces, or "::" for the zero ones; this one has %d`, total), true
	}
	if leadingZero != "" {
		short := strings.TrimLeft(leadingZero, "0")
		if short == "" {
			short = "0"
		}
		return fmt.Sprintf("piece %q has a leading zero; write %q", leadingZero, short), false
	}
	return "", false
}

// validIPv4 returns why s is not a valid IPv4-address string (four
// decimal numbers 0 to 255 without leading zeros, separated by "."), or "".
// It allocates only to describe a problem.
func validIPv4(s string) string {
	if n := strings.Count(s, "."); n != 3 {
		if n == 4 && strings.HasSuffix(s, ".") {
			return `a "." after the last number`
		}
		return fmt.Sprintf("it needs four numbers separated by \".\"; %q has %d", s, n+1)
	}
	for rest := s; ; {
		p := rest
		k := strings.IndexByte(rest, '.')
		if k >= 0 {
			p, rest = rest[:k], rest[k+1:]
		}
		switch {
		case p == "":
			return "an empty number"
		case len(p) > 1 && p[0] == '0':
			return fmt.Sprintf("%q has a leading zero (browsers read it as octal or hexadecimal)", p)
		}
		n := 0
		for q := 0; q < len(p); q++ {
			if !isDigit(p[q]) {
				return fmt.Sprintf("%q is not a decimal number", p)
			}
			if n <= 255 {
				n = n*10 + int(p[q]-'0')
			}
		}
		if n > 255 {
			return p + " is above 255"
		}
		if k < 0 {
			return ""
		}
	}
}

// endsInNumber is the URL Standard's "ends in a number checker": the last
// label (before a trailing dot) is all ASCII digits, or an IPv4 number.
func endsInNumber(h string) bool {
	if strings.HasSuffix(h, ".") {
		if len(h) == 1 {
			return false
		}
		h = h[:len(h)-1]
	}
	last := h[strings.LastIndexByte(h, '.')+1:]
	if last != "" {
		digits := true
		for k := 0; k < len(last); k++ {
			digits = digits && isDigit(last[k])
		}
		if digits {
			return true
		}
	}
	_, _, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4Number is the URL Standard's IPv4 number parser: decimal,
// "0x" hexadecimal or "0" octal; nonDecimal is its validation error flag.
// Values past 2^40 saturate (they fail anyway).
func parseIPv4Number(s string) (n uint64, nonDecimal, ok bool) {
	if s == "" {
		return 0, false, false
	}
	radix := uint64(10)
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s, radix = s[2:], 16
	} else if len(s) >= 2 && s[0] == '0' {
		s, radix = s[1:], 8
	}
	if s == "" {
		return 0, true, true
	}
	for k := 0; k < len(s); k++ {
		c := s[k]
		var d uint64
		switch {
		case isDigit(c):
			d = uint64(c - '0')
		case radix == 16 && isHexDigit(c):
			d = uint64(lowerASCII(c)-'a') + 10
		default:
			return 0, false, false
		}
		if d >= radix {
			return 0, false, false
		}
		if n < 1<<40 {
			n = n*radix + d
		}
	}
	return n, radix != 10, true
}

// parseIPv4 is the URL Standard's IPv4 parser, signalling validation
// errors to v: it returns the address in dotted decimal, or false when the
// parser fails.
func parseIPv4(h string, v *urlValidation) (string, bool) {
	parts := strings.Split(h, ".")
	if parts[len(parts)-1] == "" {
		v.add("IPv4-empty-part")
		if len(parts) > 1 {
			parts = parts[:len(parts)-1]
		}
	}
	if len(parts) < 4 {
		v.add("IPv4-too-few-parts")
	}
	if len(parts) > 4 {
		v.add("IPv4-too-many-parts")
		return "", false
	}
	var nums []uint64
	for _, p := range parts {
		n, nonDecimal, ok := parseIPv4Number(p)
		if !ok {
			v.add("IPv4-non-numeric-part")
			return "", false
		}
		if nonDecimal {
			v.add("IPv4-non-decimal-part")
		}
		nums = append(nums, n)
	}
	for _, n := range nums {
		if n > 255 {
			v.add("IPv4-out-of-range-part")
			break
		}
	}
	for _, n := range nums[:len(nums)-1] {
		if n > 255 {
			return "", false
		}
	}
	last := nums[len(nums)-1]
	if last >= 1<<(8*(5-len(nums))) {
		return "", false
	}
	addr := last
	for k, n := range nums[:len(nums)-1] {
		addr += n << (8 * (3 - k))
	}
	return fmt.Sprintf("%d.%d.%d.%d", addr>>24, addr>>16&255, addr>>8&255, addr&255), true
}

// PercentDecode is the URL Standard's "percent-decode" (§1.3) of a
// string: each "%" followed by two hex digits becomes the byte they name;
// every other byte is kept.
func PercentDecode(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b strings.Builder
	for k := 0; k < len(s); k++ {
		if s[k] == '%' && k+2 < len(s) && isHexDigit(s[k+1]) && isHexDigit(s[k+2]) {
			n, _ := strconv.ParseUint(s[k+1:k+3], 16, 8)
			b.WriteByte(byte(n))
			k += 2
			continue
		}
		b.WriteByte(s[k])
	}
	return b.String()
}

func isASCIIString(s string) bool {
	for k := 0; k < len(s); k++ {
		if s[k] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// hasACELabel reports whether a label of h starts with "xn--" (any case):
// Punycode, which UTS 46 decodes and checks.
func hasACELabel(h string) bool {
	for start := 0; start < len(h); {
		if len(h)-start >= 4 && EqualFoldASCII(h[start:start+4], "xn--") {
			return true
		}
		k := strings.IndexByte(h[start:], '.')
		if k < 0 {
			break
		}
		start += k + 1
	}
	return false
}

// idnaReason turns an error of x/net/idna into a reason for a person.
func idnaReason(err error) string {
	msg := strings.TrimPrefix(err.Error(), "idna: ")
	if strings.HasPrefix(msg, "disallowed rune ") {
		return strings.TrimPrefix(msg, "disallowed rune ") + " is not allowed in a domain (UTS 46)"
	}
	return msg + " (UTS 46)"
}
