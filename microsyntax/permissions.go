package microsyntax

import "strings"

// Permissions Policy §8.2 (the allow attribute of iframe): a serialized
// permissions policy is directives separated by ";", each a feature
// identifier followed by an allowlist of origins, "*", 'self', 'src' and
// 'none':
//
//	serialized-permissions-policy = serialized-policy-directive *( ";" serialized-policy-directive )
//	serialized-policy-directive   = feature-identifier RWS allow-list
//	feature-identifier            = 1*( ALPHA / DIGIT / "-" )
//	allow-list                    = allow-list-value *( RWS allow-list-value )
//	allow-list-value              = serialized-origin / "*" / "'self'" / "'src'" / "'none'"

// PermissionsDirective is one directive of a serialized permissions
// policy, with byte offsets into the whole string.
type PermissionsDirective struct {
	// Feature is the feature identifier as written, at FeatureStart.
	Feature      string
	FeatureStart int
	// Values are the allowlist's tokens, at Starts.
	Values []string
	Starts []int
}

// ParsePermissionsPolicy splits an allow attribute into its directives as
// browsers do ("parse policy directive"): at ";", each directive's tokens
// at ASCII whitespace, the first token naming the feature; empty
// directives are skipped.
func ParsePermissionsPolicy(s string) []PermissionsDirective {
	var out []PermissionsDirective
	for start := 0; start <= len(s); {
		end := strings.IndexByte(s[start:], ';')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		var d PermissionsDirective
		for off, tok := range SpaceTokens(s[start:end]) {
			if d.Feature == "" {
				d.Feature, d.FeatureStart = tok, start+off
			} else {
				d.Values = append(d.Values, tok)
				d.Starts = append(d.Starts, start+off)
			}
		}
		if d.Feature != "" {
			out = append(out, d)
		}
		start = end + 1
	}
	return out
}

// ValidPermissionsPolicy reports the first way s is not a valid serialized
// permissions policy: a feature identifier of other characters than
// letters, digits and "-", or an allowlist value that is not "*", 'self',
// 'src', 'none' or an origin (an absolute URL with a host and nothing
// after it but "/"); 'none' must stand alone. An empty value, and a
// feature without an allowlist (which means 'src'), are valid.
func ValidPermissionsPolicy(s string) error {
	for _, d := range ParsePermissionsPolicy(s) {
		for i := 0; i < len(d.Feature); i++ {
			if c := d.Feature[i]; !isAlnumASCII(c) && c != '-' {
				return errChar(s, d.FeatureStart+i, describeChar(d.Feature, i)+" is not allowed in a feature name (letters, digits and \"-\")")
			}
		}
		for k, v := range d.Values {
			at, end := d.Starts[k], d.Starts[k]+len(v)
			switch low := strings.ToLower(v); {
			case v == "*", low == "'self'", low == "'src'":
			case low == "'none'":
				if len(d.Values) > 1 {
					return errKind(KindNotAlone, at, end, "'none' must be the only value of "+d.Feature+"'s allowlist")
				}
			case strings.HasPrefix(v, "'"):
				return errKind(KindUnknown, at, end, "unknown keyword "+v+": an allowlist takes *, 'self', 'src', 'none' and origins")
			default:
				if reason := originProblem(v); reason != "" {
					return errAt(at, end, reason)
				}
			}
		}
	}
	return nil
}

// originProblem says why v is not a serialized origin, or "".
func originProblem(v string) string {
	scheme, rest, ok := strings.Cut(v, "://")
	if !ok || scheme == "" {
		return "expected an origin such as https://example.com, *, 'self', 'src' or 'none', found " + quoteForMessage(v)
	}
	if err := ValidURL(v, BaseNone); err != nil {
		return "invalid origin " + quoteForMessage(v) + ": " + err.(*URLError).Reason
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 && rest[i:] != "/" {
		return "an origin has no path, query or fragment: write " + scheme + "://" + rest[:i]
	}
	return ""
}

// quoteForMessage quotes a value for a message, shortened.
func quoteForMessage(v string) string { return `"` + Shorten(v, 40) + `"` }
