package microsyntax

import "strconv"

// Time is a time of day with no time zone (HTML §2.3.5.4 Times), as in
// "14:30" or "14:30:05.250". Second is 0-59 and Nanosecond holds the
// fraction of a second.
type Time struct{ Hour, Minute, Second, Nanosecond int }

// String serializes t as the shortest valid time string for it: "HH:MM"
// when the seconds are zero, "HH:MM:SS" when there is no fraction, else
// "HH:MM:SS.s" with one to three fraction digits and no trailing zero. A
// valid time string holds milliseconds at most, so a finer fraction (which
// ParseTime keeps from a value with more than three fraction digits) is
// truncated to the millisecond.
func (t Time) String() string {
	b := make([]byte, 0, 16)
	return string(dtAppendTime(b, t))
}

func dtAppendTime(b []byte, t Time) []byte {
	b = dtAppendPadded(b, t.Hour, 2)
	b = append(b, ':')
	b = dtAppendPadded(b, t.Minute, 2)
	ms := t.Nanosecond / 1e6
	if t.Second == 0 && ms == 0 {
		return b
	}
	b = append(b, ':')
	b = dtAppendPadded(b, t.Second, 2)
	if ms == 0 {
		return b
	}
	b = append(b, '.')
	digits := 3
	for ms%10 == 0 {
		ms /= 10
		digits--
	}
	return dtAppendPadded(b, ms, digits)
}

// ValidTime reports whether s is a valid time string (HTML §2.3.5.4): two
// ASCII digits for an hour from 00 to 23, ":", two digits for a minute from
// 00 to 59, then optionally ":" and two digits for a second from 00 to 59,
// and optionally "." and one to three digits of a fraction. Leap seconds
// (60) cannot be written. It returns nil or an *Error such as "hours must be
// below 24, found 24".
func ValidTime(s string) error {
	if _, err := dtScanTimeString(s, true); err != nil {
		return err
	}
	return nil
}

// ParseTime applies the rules to parse a time string (HTML §2.3.5.4). They
// differ from the validity rules in one way: the fraction of a second may
// have any number of digits ("14:30:05.123456" parses). Digits beyond the
// ninth are dropped, so Nanosecond is the fraction truncated to the
// nanosecond.
func ParseTime(s string) (Time, error) {
	ts, err := dtScanTimeString(s, false)
	if err != nil {
		return Time{}, err
	}
	return ts.t, nil
}

// dtScanTimeString is "parse a time string": a time component, then the
// end. strict applies the validity rules instead of the parsing rules.
func dtScanTimeString(s string, strict bool) (dtTimeScan, *Error) {
	if e := dtLeadingErr(s); e != nil {
		return dtTimeScan{}, e
	}
	ts, err := dtScanTime(s, 0, strict)
	if err != nil {
		return ts, err
	}
	if ts.end < len(s) && dtIsOffsetStart(s, ts.end) {
		return ts, errAt(ts.end, len(s), "expected the end of the value after the time; a time string has no time-zone offset")
	}
	return ts, dtEndErr(s, ts.end, "the time")
}

// dtTimeScan is a time component and where its parts are in the value.
type dtTimeScan struct {
	t        Time
	secColon int // offset of the ":" before the seconds, or -1
	dot      int // offset of the "." before the fraction, or -1
	end      int // offset just after the component
}

// dtScanTime is "parse a time component" (HTML §2.3.5.4) at pos. With
// strict, it checks the valid time string grammar instead, which differs
// only in allowing at most three fraction digits.
func dtScanTime(s string, pos int, strict bool) (dtTimeScan, *Error) {
	ts := dtTimeScan{secColon: -1, dot: -1}
	hour, end, err := dtTwoDigits(s, pos, "an hour needs two digits (00-23)")
	if err != nil {
		return ts, err
	}
	if hour > 23 {
		reason := "hours must be below 24, found " + s[pos:end]
		if hour == 24 {
			reason += " (midnight at the end of a day is 00:00 of the next day)"
		}
		return ts, errAt(pos, end, reason)
	}
	pos = end
	if pos >= len(s) || s[pos] != ':' {
		return ts, errChar(s, pos, `expected ":" and two-digit minutes after the hour, found `+describeChar(s, pos))
	}
	minute, end, err := dtTwoDigits(s, pos+1, "minutes need two digits (00-59)")
	if err != nil {
		return ts, err
	}
	if minute > 59 {
		return ts, errAt(pos+1, end, "minutes must be below 60, found "+s[pos+1:end])
	}
	pos = end
	ts.t = Time{Hour: hour, Minute: minute}
	if pos < len(s) && s[pos] == ':' {
		ts.secColon = pos
		pos++
		// "If position is beyond the end of input, or at the last character
		// in input, or if the next two characters in input starting at
		// position are not both ASCII digits, then fail."
		if pos+1 >= len(s) || !isDigit(s[pos]) || !isDigit(s[pos+1]) {
			return ts, dtCountErr(s, pos, collectDigits(s, pos), "seconds need two digits (00-59)")
		}
		// Collect digits and full stops; then the spec's three checks.
		run, dots, secondDot := pos, 0, -1
		for run < len(s) && (isDigit(s[run]) || s[run] == '.') {
			if s[run] == '.' {
				dots++
				if dots == 2 {
					secondDot = run
				}
			}
			run++
		}
		switch {
		case run-pos >= 3 && s[pos+2] != '.':
			return ts, dtCountErr(s, pos, collectDigits(s, pos), "seconds need two digits (00-59)")
		case run-pos == 3:
			return ts, errAt(pos+2, run, `a "." must be followed by one to three digits of a fraction of a second`)
		case dots > 1:
			if secondDot == pos+3 {
				return ts, errAt(pos+2, run, `a "." must be followed by one to three digits of a fraction of a second`)
			}
			return ts, errAt(secondDot, secondDot+1, `a second has only one ".", before its fraction`)
		}
		second := int(s[pos]-'0')*10 + int(s[pos+1]-'0')
		if second > 59 {
			reason := "seconds must be below 60, found " + s[pos:pos+2]
			if second <= 61 {
				reason += " (leap seconds cannot be represented)"
			}
			return ts, errAt(pos, pos+2, reason)
		}
		ts.t.Second = second
		if run-pos > 3 {
			ts.dot = pos + 2
			frac := s[pos+3 : run]
			if strict && len(frac) > 3 {
				return ts, errAt(pos+3, run, "a fraction of a second has at most three digits (milliseconds), found "+
					strconv.Itoa(len(frac)))
			}
			ns, scale := 0, 100_000_000
			for i := 0; i < len(frac) && i < 9; i++ {
				ns += int(frac[i]-'0') * scale
				scale /= 10
			}
			ts.t.Nanosecond = ns
		}
		pos = run
		if pos+1 < len(s) && s[pos] == ',' && isDigit(s[pos+1]) {
			return ts, errAt(pos, pos+1, `a fraction of a second is written after ".", not ","`)
		}
	}
	ts.end = pos
	return ts, nil
}

// dtIsOffsetStart reports whether a time-zone offset seems to start at pos:
// "Z", "z", "+", "-" or U+2212 MINUS SIGN.
func dtIsOffsetStart(s string, pos int) bool {
	if pos >= len(s) {
		return false
	}
	switch s[pos] {
	case 'Z', 'z', '+', '-':
		return true
	}
	return len(s)-pos >= 3 && s[pos:pos+3] == "\u2212"
}
