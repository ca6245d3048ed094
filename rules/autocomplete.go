package rules

import (
	"fmt"
	"strings"

	"github.com/attrlint/attrlint/lint"
	"github.com/attrlint/attrlint/microsyntax"
)

// autofillFields are the field names of HTML §4.10.18.7.1 that take no
// contact type; autofillContactFields may follow home, work, mobile, fax or
// pager.
var (
	autofillFields = fieldSet("name honorific-prefix given-name additional-name family-name honorific-suffix " +
		"nickname username new-password current-password one-time-code organization-title organization " +
		"street-address address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 " +
		"address-level1 country country-name postal-code cc-name cc-given-name cc-additional-name cc-family-name " +
		"cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type transaction-currency transaction-amount " +
		"language bday bday-day bday-month bday-year sex url photo")
	autofillContactFields = fieldSet("tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix " +
		"tel-local-suffix tel-extension email impp")
	autofillContactTypes = fieldSet("home work mobile fax pager")
)

func fieldSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(s) {
		m[f] = true
	}
	return m
}

// Autocomplete checks the autofill detail tokens of form controls.
var Autocomplete = &lint.Rule{
	ID:       "autocomplete",
	Family:   "tokens",
	Section:  "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill",
	Severity: lint.Error,
	Summary:  "autocomplete on input, select and textarea must be on, off, or autofill detail tokens in the standard's order",
	Doc: `HTML §4.10.18.7.1: a control's autocomplete is "on", "off", or these
space-separated tokens in this order, ASCII case-insensitive: an optional
"section-" token, an optional "shipping" or "billing", then either a field
name (name, email-free fields such as street-address, cc-number, bday) or
an optional contact type (home, work, mobile, fax, pager) followed by a
contact field (tel, email, impp and the tel-* parts), and last an optional
"webauthn" (not on select). Hidden inputs may not use on or off.

Browsers ignore a value they cannot read and fall back to the form's
autocomplete setting, so the field is not filled in as intended.`,
	Valid:   `<input autocomplete="section-ship shipping street-address"> <input type="tel" autocomplete="work tel">`,
	Invalid: `<input autocomplete="country work"> <input autocomplete="qwerty">`,
	Targets: lint.On("autocomplete", "input", "select", "textarea"),
	Check:   checkAutocomplete,
}

func checkAutocomplete(a *lint.Attr) {
	type tok struct {
		off int
		s   string
	}
	var toks []tok
	for off, t := range microsyntax.SpaceTokens(a.Value) {
		toks = append(toks, tok{off, strings.ToLower(t)})
	}
	report := func(t tok, msg string) {
		a.Report(lint.Finding{Offset: t.off, End: t.off + len(t.s), Message: msg,
			Browser: "browsers ignore the value and use the form's autocomplete setting"})
	}
	if len(toks) == 0 {
		a.Report(lint.Finding{Whole: true, Message: "autocomplete must not be empty: write on, off or a field name",
			Browser: "browsers ignore the value and use the form's autocomplete setting"})
		return
	}
	if len(toks) == 1 && (toks[0].s == "on" || toks[0].s == "off") {
		if a.Element == "input" && strings.EqualFold(attr(a.Node, "type"), "hidden") {
			report(toks[0], fmt.Sprintf("a hidden input cannot use autocomplete=%q; name the field instead", toks[0].s))
		}
		return
	}
	i := 0
	if i < len(toks) && strings.HasPrefix(toks[i].s, "section-") {
		i++
	}
	if i < len(toks) && (toks[i].s == "shipping" || toks[i].s == "billing") {
		i++
	}
	if i < len(toks) && autofillContactTypes[toks[i].s] {
		if i+1 >= len(toks) || !autofillContactFields[toks[i+1].s] {
			report(toks[i], fmt.Sprintf("contact type %q must be followed by a contact field (tel, email, impp, tel-*)", toks[i].s))
			return
		}
		i++
	}
	if i >= len(toks) {
		report(toks[len(toks)-1], fmt.Sprintf("%q must be followed by a field name", toks[len(toks)-1].s))
		return
	}
	field := toks[i]
	switch {
	case autofillFields[field.s] || autofillContactFields[field.s]:
	case strings.HasPrefix(field.s, "section-") || field.s == "shipping" || field.s == "billing" || autofillContactTypes[field.s] || field.s == "webauthn" || field.s == "on" || field.s == "off":
		report(field, fmt.Sprintf("%q is out of place: the order is section-*, shipping/billing, contact type, field name, webauthn", field.s))
		return
	default:
		report(field, fmt.Sprintf("%q is not an autofill field name", field.s))
		return
	}
	i++
	if i < len(toks) && toks[i].s == "webauthn" {
		if a.Element == "select" {
			report(toks[i], "webauthn is not allowed on select")
			return
		}
		i++
	}
	if i < len(toks) {
		report(toks[i], fmt.Sprintf("%q is out of place: nothing but webauthn may follow the field name %q", toks[i].s, field.s))
	}
}
