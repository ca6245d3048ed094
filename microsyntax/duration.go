package microsyntax

import (
	"math"
	"strconv"
)

// Duration is a length of time in seconds (HTML §2.3.5.9 Durations). It
// has no months or years, whose length varies.
type Duration struct{ Seconds float64 }

// String serializes d as a valid duration string in the ISO 8601-based form,
// with days, hours, minutes and seconds: "PT4H18M3S", "P1DT2H",
// "PT0.5S", and "PT0S" for zero. Seconds are rounded to the millisecond,
// the finest a valid duration string holds. A duration too long for
// millisecond arithmetic (over about 285000 years) is written as whole
// seconds, "PT...S". A negative, NaN or infinite duration has no valid
// duration string; String returns "" for it.
func (d Duration) String() string {
	sec := d.Seconds
	if !(sec >= 0) || math.IsInf(sec, 1) {
		return ""
	}
	ms := math.Round(sec * 1000)
	if ms >= 1<<53 {
		return "PT" + strconv.FormatFloat(math.Round(sec), 'f', 0, 64) + "S"
	}
	total := int64(ms)
	days := total / 86_400_000
	total %= 86_400_000
	hours := total / 3_600_000
	total %= 3_600_000
	minutes := total / 60_000
	total %= 60_000
	secs, frac := total/1000, total%1000
	b := make([]byte, 0, 32)
	b = append(b, 'P')
	if days > 0 {
		b = strconv.AppendInt(b, days, 10)
		b = append(b, 'D')
	}
	if hours == 0 && minutes == 0 && secs == 0 && frac == 0 {
		if days == 0 {
			b = append(b, "T0S"...)
		}
		return string(b)
	}
	b = append(b, 'T')
	if hours > 0 {
		b = strconv.AppendInt(b, hours, 10)
		b = append(b, 'H')
	}
	if minutes > 0 {
		b = strconv.AppendInt(b, minutes, 10)
		b = append(b, 'M')
	}
	if secs > 0 || frac > 0 {
		b = strconv.AppendInt(b, secs, 10)
		if frac > 0 {
			b = append(b, '.')
			digits := 3
			for frac%10 == 0 {
				frac /= 10
				digits--
			}
			b = dtAppendPadded(b, int(frac), digits)
		}
		b = append(b, 'S')
	}
	return string(b)
}

// ValidDuration reports whether s is a valid duration string (HTML
// §2.3.5.9), in either of its two forms:
//
//   - the ISO 8601-based form: "P", then optionally digits and "D", then
//     optionally "T" followed by digits and "H", digits and "M", and digits
//     (with a fraction of one to three digits) and "S", in that order, with
//     at least one component: "PT4H18M3S", "P3D", "P1DT12H". Months and
//     years are rejected: a duration cannot contain months, whose length
//     varies. Letters are uppercase and no whitespace is allowed.
//   - the human form: one or more components, each a number and a unit
//     letter (w, d, h, m, s, either case), in any order but each unit once,
//     with ASCII whitespace allowed around and inside components: "4h 18m
//     3s", "4h18m3s", " 1 m ". Only seconds may have a fraction. "M" means
//     minutes here.
//
// It returns nil or an *Error saying what is wrong and where.
func ValidDuration(s string) error {
	if e := dtValidDuration(s); e != nil {
		return e
	}
	return nil
}

func dtValidDuration(s string) *Error {
	if s == "" {
		return errAt(0, 0, `expected a duration, such as "PT4H18M3S" or "4h 18m 3s", found the end of the value`)
	}
	switch s[0] {
	case 'P':
		return dtValidDurationISO(s)
	case 'p':
		return errAt(0, 1, `a duration written in the ISO 8601 form starts with an uppercase "P", found "p"`)
	}
	if p := skipWhitespace(s, 0); p < len(s) && s[p] == 'P' {
		return errAt(0, p, `leading whitespace is not allowed before "P"`)
	}
	return dtValidDurationHuman(s)
}

// dtValidDurationISO checks "a literal U+0050 LATIN CAPITAL LETTER P
// character followed by one or more of the following subcomponents, in the
// order given" (days, then "T" with hours, minutes and seconds).
func dtValidDurationISO(s string) *Error {
	pos := 1
	if pos == len(s) {
		return errKind(KindEmpty, 0, 1, `a duration needs at least one component after "P", such as "P1D" or "PT1H"`)
	}
	if isDigit(s[pos]) {
		end := collectDigits(s, pos)
		if end >= len(s) || s[end] != 'D' {
			return dtISOUnitErr(s, pos, end, false)
		}
		pos = end + 1
	}
	if pos < len(s) && s[pos] == 'T' {
		pos++
		if pos >= len(s) || !isDigit(s[pos]) {
			return errChar(s, pos, `expected hours, minutes or seconds after "T", such as "PT5M", found `+describeChar(s, pos))
		}
		rank := 0 // 1 hours, 2 minutes, 3 seconds: they come in that order
		for pos < len(s) && isDigit(s[pos]) {
			start := pos
			end := collectDigits(s, pos)
			var r int
			if end < len(s) && s[end] == '.' {
				fEnd := collectDigits(s, end+1)
				if e := dtFractionErr(s, end, fEnd); e != nil {
					return e
				}
				if fEnd >= len(s) || s[fEnd] != 'S' {
					if fEnd < len(s) && (s[fEnd] == 'H' || s[fEnd] == 'M') {
						return errAt(start, fEnd+1, "only seconds can have a fraction")
					}
					return errChar(s, fEnd, `expected "S" after the seconds, found `+describeChar(s, fEnd))
				}
				end, r = fEnd, 3
			} else if end < len(s) {
				switch s[end] {
				case 'H':
					r = 1
				case 'M':
					r = 2
				case 'S':
					r = 3
				}
			}
			if r == 0 {
				return dtISOUnitErr(s, start, end, true)
			}
			if r <= rank {
				return errAt(start, end+1, `after "T", hours, minutes and seconds come in that order, each at most once`)
			}
			rank = r
			pos = end + 1
		}
	} else if pos < len(s) && s[pos] == 't' {
		return errAt(pos, pos+1, `the "T" before hours, minutes and seconds is uppercase, found "t"`)
	} else if pos == 1 {
		if isASCIIWhitespace(s[pos]) {
			return errChar(s, pos, `whitespace is not allowed in a duration written with "P" (only in the form "4h 18m 3s")`)
		}
		if s[pos] == '.' {
			return errAt(pos, pos+1, `a number needs a digit before its "."`)
		}
		return errChar(s, pos, `expected a number of days or "T" after "P", found `+describeChar(s, pos))
	}
	if pos >= len(s) {
		return nil
	}
	if isASCIIWhitespace(s[pos]) {
		if skipWhitespace(s, pos) == len(s) {
			return errAt(pos, len(s), "trailing whitespace is not allowed")
		}
		return errChar(s, pos, `whitespace is not allowed in a duration written with "P" (only in the form "4h 18m 3s")`)
	}
	if isDigit(s[pos]) {
		// "P1D2H": a number after the days that is not in a "T" part.
		end := collectDigits(s, pos)
		return dtISOUnitErr(s, pos, end, false)
	}
	return errChar(s, pos, "expected the end of the duration, found "+describeChar(s, pos))
}

// dtISOUnitErr explains the character after the digits s[start:end] of an
// ISO-form duration when it is not the unit expected there. inTime says
// whether a "T" came before.
func dtISOUnitErr(s string, start, end int, inTime bool) *Error {
	if end >= len(s) {
		return errAt(end, end, "expected a unit letter after "+strconv.Quote(s[start:end])+", found the end of the value")
	}
	c := s[end]
	span := func(reason string) *Error { return errAt(start, end+1, reason) }
	switch {
	case c == 'Y':
		return span("a duration cannot contain years, whose length varies")
	case c == 'M' && !inTime:
		return span(`a duration cannot contain months, whose length varies (minutes come after "T": "PT` + s[start:end] + `M")`)
	case c == 'W':
		return span(`weeks are not allowed in a duration written with "P"; write days instead, such as "P7D"`)
	case c == 'D' && inTime:
		return span(`days come before the "T", as in "P1DT2H"`)
	case (c == 'H' || c == 'S') && !inTime:
		return span(`hours, minutes and seconds come after a "T", as in "PT` + s[start:end+1] + `"`)
	case c == 'y' || c == 'm' || c == 'w' || c == 'd' || c == 'h' || c == 's':
		return errAt(end, end+1, `the unit letters of a duration written with "P" are uppercase, found `+strconv.Quote(string(c)))
	case c == '.':
		return span("only seconds can have a fraction")
	case isASCIIWhitespace(c):
		return errChar(s, end, `whitespace is not allowed in a duration written with "P" (only in the form "4h 18m 3s")`)
	}
	return errChar(s, end, "expected a unit letter after "+strconv.Quote(s[start:end])+", found "+describeChar(s, end))
}

// dtFractionErr checks the "." at dot and the digits s[dot+1:end] of a
// fraction of a second in a valid duration string: one to three digits.
func dtFractionErr(s string, dot, end int) *Error {
	switch n := end - dot - 1; {
	case n == 0:
		return errAt(dot, dot+1, `a "." must be followed by one to three digits of a fraction of a second`)
	case n > 3:
		return errAt(dot+1, end, "a fraction of a second has at most three digits (milliseconds), found "+strconv.Itoa(n))
	}
	return nil
}

// dtHumanUnit maps a unit letter of the human form, lowercased, to its bit
// in the set of units seen and its name.
func dtHumanUnit(c byte) (bit int, name string) {
	switch lowerASCII(c) {
	case 'w':
		return 1, "weeks"
	case 'd':
		return 2, "days"
	case 'h':
		return 4, "hours"
	case 'm':
		return 8, "minutes"
	case 's':
		return 16, "seconds"
	}
	return 0, ""
}

// dtValidDurationHuman checks "one or more duration time components, each
// with a different duration time component scale, in any order".
func dtValidDurationHuman(s string) *Error {
	pos, seen, count := 0, 0, 0
	for {
		pos = skipWhitespace(s, pos)
		if pos == len(s) {
			break
		}
		start := pos
		if !isDigit(s[pos]) {
			switch {
			case s[pos] == '.':
				return errAt(pos, pos+1, `a number needs a digit before its "." (write "0.5s")`)
			case count == 0:
				return errChar(s, pos, `expected a duration, such as "PT4H18M3S" or "4h 18m 3s", found `+describeChar(s, pos))
			}
			return errChar(s, pos, "expected a number, found "+describeChar(s, pos))
		}
		end := collectDigits(s, pos)
		frac := false
		if end < len(s) && s[end] == '.' {
			fEnd := collectDigits(s, end+1)
			if e := dtFractionErr(s, end, fEnd); e != nil {
				return e
			}
			frac, end = true, fEnd
		}
		u := skipWhitespace(s, end)
		if u >= len(s) {
			return errAt(u, u, "expected a unit (w, d, h, m or s) after "+strconv.Quote(s[start:end])+", found the end of the value")
		}
		bit, name := dtHumanUnit(s[u])
		if bit == 0 {
			if lowerASCII(s[u]) == 'y' {
				return errAt(start, u+1, "a duration cannot contain years, whose length varies")
			}
			if dtNonASCIIDigitAt(s, u) {
				return errChar(s, u, describeChar(s, u)+" is not a digit of the duration: only the ASCII digits 0-9 count")
			}
			return errChar(s, u, "expected a unit (w, d, h, m or s) after "+strconv.Quote(s[start:end])+", found "+describeChar(s, u))
		}
		if frac && bit != 16 {
			return errAt(start, u+1, "only seconds can have a fraction, not "+name)
		}
		if seen&bit != 0 {
			return errKind(KindRepeated, start, u+1, name+" are given twice; each unit may appear once")
		}
		seen |= bit
		count++
		pos = u + 1
	}
	if count == 0 {
		return errKind(KindEmpty, 0, len(s), `expected a duration, such as "PT4H18M3S" or "4h 18m 3s", found only whitespace`)
	}
	return nil
}

// ParseDuration applies the rules for parsing a duration string (HTML
// §2.3.5.9) step by step. They are more lenient than the validity rules:
// they skip whitespace anywhere between components (even in the "P" form),
// accept lowercase units, "P1D1M" (after days, "M" is minutes), a fraction
// of a second with any number of digits or no integer part (".5s"), and
// zero years or months ("P0M"). They fail when no component is found, on a
// character that is neither a number nor a unit, and when the value holds
// months or years: a duration cannot contain months, whose length varies.
// It also fails on a duration too long for a float64 (+Inf).
func ParseDuration(s string) (Duration, error) {
	sec, err := dtParseDuration(s)
	if err != nil {
		return Duration{}, err
	}
	return Duration{sec}, nil
}

func dtParseDuration(s string) (float64, *Error) {
	const (
		years = iota + 1
		months
		weeks
		days
		hours
		minutes
		seconds
	)
	var monthCount, secs float64
	count := 0
	mStart, mEnd, mYears := -1, -1, false // the first component with months
	mIsMonths := false                    // the M-disambiguator: true for months
	pos := skipWhitespace(s, 0)
	if pos >= len(s) {
		return 0, errAt(pos, pos, `expected a duration, such as "PT4H18M3S" or "4h 18m 3s", found the end of the value`)
	}
	if s[pos] == 'P' {
		pos++
		mIsMonths = true
		pos = skipWhitespace(s, pos)
	}
	for pos < len(s) {
		if s[pos] == 'T' {
			pos++
			mIsMonths = false
			pos = skipWhitespace(s, pos)
			continue
		}
		start := pos
		if c := s[pos]; c != '.' {
			if !isDigit(c) {
				return 0, errChar(s, pos, "expected a number, found "+describeChar(s, pos))
			}
			pos = collectDigits(s, pos)
		}
		numEnd := pos
		if pos >= len(s) {
			return 0, errAt(pos, pos, "expected a unit after "+strconv.Quote(s[start:pos])+", found the end of the value")
		}
		c := s[pos]
		pos++
		var units int
		var n float64
		if c == '.' {
			fEnd := collectDigits(s, pos)
			if fEnd == pos {
				return 0, errAt(pos-1, pos, `a "." must be followed by the digits of a fraction of a second`)
			}
			n = dtParseNumber(s[start:fEnd])
			pos = skipWhitespace(s, fEnd)
			if pos >= len(s) {
				return 0, errAt(pos, pos, `expected "s" after `+strconv.Quote(s[start:fEnd])+", found the end of the value")
			}
			c = s[pos]
			pos++
			if c != 'S' && c != 's' {
				return 0, errAt(start, pos, "only seconds can have a fraction: expected \"s\" after "+strconv.Quote(s[start:fEnd])+
					", found "+describeChar(s, pos-1))
			}
			units = seconds
		} else {
			n = dtParseNumber(s[start:numEnd])
			if isASCIIWhitespace(c) {
				pos = skipWhitespace(s, pos)
				if pos >= len(s) {
					return 0, errAt(pos, pos, "expected a unit after "+strconv.Quote(s[start:numEnd])+", found the end of the value")
				}
				c = s[pos]
				pos++
			}
			switch {
			case c == 'Y' || c == 'y':
				units, mIsMonths = years, true
			case (c == 'M' || c == 'm') && mIsMonths:
				units = months
			case c == 'W' || c == 'w':
				units, mIsMonths = weeks, false
			case c == 'D' || c == 'd':
				units, mIsMonths = days, false
			case c == 'H' || c == 'h':
				units, mIsMonths = hours, false
			case c == 'M' || c == 'm':
				units = minutes
			case c == 'S' || c == 's':
				units, mIsMonths = seconds, false
			default:
				return 0, errChar(s, pos-1, "expected a unit (W, D, H, M or S) after "+strconv.Quote(s[start:numEnd])+
					", found "+describeChar(s, pos-1))
			}
		}
		count++
		switch units {
		case years, months:
			if units == years {
				n *= 12
			}
			monthCount += n
			if n != 0 && mStart < 0 {
				mStart, mEnd, mYears = start, pos, units == years
			}
		case weeks:
			secs += n * 604800
		case days:
			secs += n * 86400
		case hours:
			secs += n * 3600
		case minutes:
			secs += n * 60
		default:
			secs += n
		}
		pos = skipWhitespace(s, pos)
	}
	if count == 0 {
		return 0, errKind(KindEmpty, 0, len(s), `a duration needs at least one component after "P", such as "P1D" or "PT1H"`)
	}
	if monthCount != 0 {
		if mYears {
			return 0, errAt(mStart, mEnd, "a duration cannot contain years, whose length varies")
		}
		return 0, errAt(mStart, mEnd, "a duration cannot contain months, whose length varies")
	}
	if math.IsInf(secs, 0) {
		return 0, errAt(0, len(s), "the duration is too long for attrlint to represent")
	}
	return secs, nil
}

// dtParseNumber interprets ASCII digits with an optional "." and fraction
// ("12", "1.5", ".25") as a base-ten number, correctly rounded to a
// float64; a number too large for a float64 becomes +Inf.
func dtParseNumber(digits string) float64 {
	f, _ := strconv.ParseFloat(digits, 64)
	return f
}
