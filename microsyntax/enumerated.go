package microsyntax

// Keyword is one keyword of an enumerated attribute (HTML §2.3.3) and the
// state it maps to. Value is written in lowercase; the empty string can be
// a keyword. A NonConforming keyword still maps to its state when parsing
// but authors must not use it.
type Keyword struct {
	Value         string
	State         string
	NonConforming bool
}

// Enumerated describes an enumerated attribute (HTML §2.3.3): its
// keyword/state mappings and its two special states.
type Enumerated struct {
	Keywords []Keyword
	// MissingDefault is the missing value default: the state when the
	// attribute is absent. "" means there is none (no state).
	MissingDefault string
	// InvalidDefault is the invalid value default: the state when the
	// attribute is present but matches no keyword. "" means there is none.
	InvalidDefault string
	// Canon gives the canonical keyword of a state where the spec has to
	// give it explicitly (step 4 of the canonical keyword rules). Optional.
	Canon map[string]string
}

// State determines the state of the attribute (HTML §2.3.3), given its
// value and whether it is present at all. ok is false when the result is
// "no state". Note that the missing value default applies only to an
// absent attribute, not to an empty value.
func (e *Enumerated) State(value string, present bool) (state string, ok bool) {
	// Step 1: the attribute is not specified.
	if !present {
		// 1.1: the missing value default, if any.
		if e.MissingDefault != "" {
			return e.MissingDefault, true
		}
		// 1.2: no state.
		return "", false
	}
	// Step 2: an ASCII case-insensitive match for a keyword gives its state
	// (non-conforming keywords included).
	for _, k := range e.Keywords {
		if EqualFoldASCII(value, k.Value) {
			return k.State, true
		}
	}
	// Step 3: the invalid value default, if any.
	if e.InvalidDefault != "" {
		return e.InvalidDefault, true
	}
	// Step 4: no state.
	return "", false
}

// Valid reports whether value is conforming for the attribute (HTML
// §2.3.3): an ASCII case-insensitive match for one of the conforming
// keywords, with no leading or trailing whitespace. The error lists the
// conforming keywords, or for a non-conforming keyword says it is obsolete
// and which conforming keyword means the same.
func (e *Enumerated) Valid(value string) error {
	obsolete := -1
	for i, k := range e.Keywords {
		if EqualFoldASCII(value, k.Value) {
			if !k.NonConforming {
				return nil
			}
			if obsolete < 0 {
				obsolete = i
			}
		}
	}
	if obsolete >= 0 {
		return errAt(0, len(value), e.obsoleteReason(value, e.Keywords[obsolete].State))
	}
	// A conforming keyword with whitespace around it: point at the
	// whitespace.
	start := skipWhitespace(value, 0)
	end := len(value)
	for end > start && isASCIIWhitespace(value[end-1]) {
		end--
	}
	if start > 0 || end < len(value) {
		inner := value[start:end]
		for _, k := range e.Keywords {
			if !k.NonConforming && EqualFoldASCII(inner, k.Value) {
				if start > 0 {
					return errAt(0, start, "leading whitespace is not allowed around the keyword "+tokQuote(k.Value))
				}
				return errAt(end, len(value), "trailing whitespace is not allowed around the keyword "+tokQuote(k.Value))
			}
		}
	}
	list := e.conformingList()
	if value == "" {
		return errKind(KindEmpty, 0, 0, "an empty value is not allowed: expected one of "+list)
	}
	return errAt(0, len(value), tokQuote(value)+" is not one of "+list)
}

// obsoleteReason explains that value is a non-conforming keyword of state.
func (e *Enumerated) obsoleteReason(value, state string) string {
	r := tokQuote(value) + " is obsolete (non-conforming)"
	if c := e.conformingFor(state); c >= 0 {
		return r + "; use " + tokQuote(e.Keywords[c].Value) + ", which means the same"
	}
	return r + " and no conforming keyword means the same; expected one of " + e.conformingList()
}

// conformingFor returns the index of the conforming keyword to suggest for
// state: its canonical keyword when that is conforming, else the first
// conforming keyword of the state; -1 if there is none.
func (e *Enumerated) conformingFor(state string) int {
	canon := e.Canonical(state)
	first := -1
	for i, k := range e.Keywords {
		if k.State != state || k.NonConforming {
			continue
		}
		if k.Value == canon {
			return i
		}
		if first < 0 {
			first = i
		}
	}
	return first
}

// conformingList writes the conforming keywords as `"a", "b"`.
func (e *Enumerated) conformingList() string {
	list := make([]string, 0, len(e.Keywords))
	for _, k := range e.Keywords {
		if !k.NonConforming {
			list = append(list, k.Value)
		}
	}
	if len(list) == 0 {
		return "no keyword (none is conforming)"
	}
	return tokQuoteList(list)
}

// Canonical returns the canonical keyword of state (HTML §2.3.3), the one
// reflection writes, or "" when no keyword maps to state:
//
//  1. if only one keyword maps to the state, that keyword;
//  2. else if only one conforming keyword does, that one;
//  3. else if two conforming keywords do and one is the empty string, the
//     other one;
//  4. else the keyword the attribute's definition gives, from Canon.
func (e *Enumerated) Canonical(state string) string {
	n, conforming := 0, 0
	var only, onlyConforming, nonEmpty string
	hasEmpty := false
	for _, k := range e.Keywords {
		if k.State != state {
			continue
		}
		n++
		only = k.Value
		if k.NonConforming {
			continue
		}
		conforming++
		onlyConforming = k.Value
		if k.Value == "" {
			hasEmpty = true
		} else {
			nonEmpty = k.Value
		}
	}
	switch {
	case n == 0:
		return "" // the state has no canonical keyword
	case n == 1:
		return only // step 1
	case conforming == 1:
		return onlyConforming // step 2
	case conforming == 2 && hasEmpty:
		return nonEmpty // step 3
	}
	return e.Canon[state] // step 4
}
