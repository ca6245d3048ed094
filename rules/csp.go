package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/lint/suggest"
	"github.com/attrlint/attrlint/microsyntax"
	"golang.org/x/net/html"
)

// cspMetaIgnored are the directives a policy delivered by a meta element
// cannot hold (CSP3 §3.3): browsers ignore them there.
var cspMetaIgnored = map[string]bool{"frame-ancestors": true, "report-uri": true, "sandbox": true}

// CSP checks the policy of a Content-Security-Policy pragma.
var CSP = &lint.Rule{
	ID:       "csp",
	Family:   "meta",
	Section:  "https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-content-security-policy",
	Severity: lint.Error,
	Summary:  `meta http-equiv="content-security-policy" content must be a valid policy; directives browsers ignore there are warnings`,
	Doc: `HTML §4.2.5.3 (the Content security policy state) and CSP Level 3 §2.2: the
content attribute holds a serialized policy: directives separated by ";"
(policies by ","), each a name of letters, digits and "-" and a value of
printable ASCII. In the directives that take a source list (default-src,
script-src, img-src, base-uri, form-action, frame-ancestors, ...) each
token must be a source expression: a scheme ("https:"), a host with
optional scheme, port and path ("https://*.example.com:443/js/"), a quoted
keyword ('self', 'unsafe-inline', ...), nonce or hash; 'none' stands alone.

Browsers skip a whole directive that holds a character outside ASCII (an
internationalized host must be written in punycode), skip a source
expression they cannot read and keep the rest, ignore 'none' beside other
sources, and ignore a directive named twice in a policy after its first
time. Unknown directives, and frame-ancestors, report-uri and sandbox,
which a meta element cannot deliver, are ignored too: those are warnings,
as are a keyword, nonce or hash written without its quotes ("self"),
which browsers read as a host of that name, and a policy outside head,
which browsers ignore. A directive that takes a source list needs at
least one source ('none' to allow nothing); browsers read an empty one as
'none'.`,
	Valid:    `<meta http-equiv="content-security-policy" content="default-src 'self'; img-src https: data:">`,
	Invalid:  `<meta http-equiv="content-security-policy" content="default-src 'self'; img-src https://例え.com">`,
	Elements: []string{"meta"},
	Element: func(e *lint.Element) {
		v, ok := pragmaContent(e, "content-security-policy")
		if !ok {
			return
		}
		directives := microsyntax.ParseCSP(v)
		in := func(off int) *microsyntax.CSPDirective {
			for i := range directives {
				if d := &directives[i]; d.Start <= off && off < d.End {
					return d
				}
			}
			return nil
		}
		if err := microsyntax.ValidCSP(v); err != nil {
			f := errFinding(err, "invalid policy")
			d := in(f.Offset)
			switch kind := errKind(err); {
			case d == nil:
			case d.Ignored == "non-ASCII":
				f.Browser = fmt.Sprintf("browsers ignore the whole %s directive", d.Name)
			case kind == microsyntax.KindEmpty: // a directive without a source list
				f.Browser = "browsers read an empty source list as 'none': the directive allows nothing"
			case kind == microsyntax.KindNotAlone: // 'none' beside other sources
				f.Browser = "browsers ignore 'none' and allow the other sources"
			case f.Offset >= d.NameEnd:
				f.Browser = "browsers skip this source and keep the rest of the directive"
			default:
				f.Browser = "browsers ignore the directive"
			}
			e.Report("content", f)
		}
		if p := e.Node.Parent; p != nil && p.Type == html.ElementNode && p.Data != "head" && !e.Fragment() && !e.TemplatedTag() {
			e.Report("http-equiv", lint.Finding{Whole: true, Warn: true,
				Message: "a Content-Security-Policy meta element must be a child of head",
				Browser: "browsers ignore a policy given outside head"})
		}
		// A long policy may hold thousands of each problem: each kind is
		// listed one by one only when there are a few (see listed).
		report := func(f lint.Finding) { e.Report("content", f) }
		bare := newListed(report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true,
				Message: fmt.Sprintf("%d sources are written without their single quotes, which makes them host names: %s", n, names),
				Browser: "browsers allow hosts of those names, not the sources",
				Suggest: &lint.ValueFix{Value: quoteBareCSP(v, directives), Message: "write them in single quotes"}}
		})
		twice := newListed(report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true, Message: fmt.Sprintf("%d directives are given again in this policy: %s", n, names),
				Browser: "browsers use the first of each and ignore the others"}
		})
		unknown := newListed(report, func(n int, names string) lint.Finding {
			return lint.Finding{Warn: true, Message: fmt.Sprintf("%d unknown directives: %s", n, names), Browser: "browsers ignore them"}
		})
		for i := range directives {
			d := &directives[i]
			if d.Ignored != "" && d.Ignored != "duplicate" {
				continue
			}
			if microsyntax.CSPKnownDirective(d.Name) {
				for k, tok := range d.Tokens {
					if q, ok := microsyntax.CSPBareKeyword(tok); ok {
						bare.Add(tok, lint.Finding{Offset: d.Starts[k], End: d.Starts[k] + len(tok), Warn: true,
							Message: fmt.Sprintf("%s without quotes is a host name; the source %s is written in single quotes", tok, q),
							Browser: fmt.Sprintf("browsers allow a host named %q, not %s", tok, q),
							Suggest: &lint.ValueFix{Value: v[:d.Starts[k]] + q + v[d.Starts[k]+len(tok):], Message: "write " + q}})
					}
				}
			}
			f := lint.Finding{Offset: d.Start, End: d.NameEnd, Warn: true}
			switch {
			case d.Ignored == "duplicate":
				f.Message = fmt.Sprintf("%s is given twice in this policy", d.Name)
				f.Browser = "browsers use the first and ignore this one"
				twice.Add(d.Name, f)
			case !microsyntax.CSPKnownDirective(d.Name):
				f.Message = fmt.Sprintf("unknown directive %q", d.Name)
				f.Browser = "browsers ignore it"
				f.Message += suggest.Suggest(d.Name, microsyntax.CSPDirectives())
				unknown.Add(d.Name, f)
			case cspMetaIgnored[d.Name]:
				f.Message = fmt.Sprintf("%s cannot be delivered by a meta element: send the policy as an HTTP header", d.Name)
				f.Browser = "browsers ignore it here"
				e.Report("content", f)
			}
		}
		bare.Done()
		twice.Done()
		unknown.Done()
	},
}

// quoteBareCSP returns the policy v with every source that
// CSPBareKeyword finds written without its quotes quoted, in the
// directives that the CSP rule checks for them.
func quoteBareCSP(v string, directives []microsyntax.CSPDirective) string {
	var b strings.Builder
	last := 0
	for i := range directives {
		d := &directives[i]
		if d.Ignored != "" && d.Ignored != "duplicate" || !microsyntax.CSPKnownDirective(d.Name) {
			continue
		}
		for k, tok := range d.Tokens {
			if q, ok := microsyntax.CSPBareKeyword(tok); ok {
				b.WriteString(v[last:d.Starts[k]])
				b.WriteString(q)
				last = d.Starts[k] + len(tok)
			}
		}
	}
	b.WriteString(v[last:])
	return b.String()
}
