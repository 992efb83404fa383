package jsonwire

import (
	"errors"
	"strconv"
)

// Int reads an integer that fits bits bits (0 for an int), as
// strconv.ParseInt: no fraction, no exponent.
func (r *Reader) Int(bits int) int64 {
	s := r.number("an integer")
	if s == "" {
		return 0
	}
	n, err := strconv.ParseInt(s, 10, bits)
	if err != nil {
		r.outOfRange(s)
	}
	return n
}

// Uint reads a nonnegative integer that fits bits bits (0 for a uint), as
// strconv.ParseUint.
func (r *Reader) Uint(bits int) uint64 {
	s := r.number("an unsigned integer")
	if s == "" {
		return 0
	}
	n, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		r.outOfRange(s)
	}
	return n
}

// UintString reads what Writer.UintString writes: a string of a Uint's
// digits, and nothing else in the string (encoding/json's ",string").
func (r *Reader) UintString(bits int) uint64 {
	s := r.String()
	if r.err != nil {
		return 0
	}
	n, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		r.Fail(errors.New("jsonwire: " + strconv.Quote(s) + " is not an unsigned integer's digits, before byte " + strconv.Itoa(r.pos)))
	}
	return n
}

// Float reads a number.
func (r *Reader) Float() float64 {
	s := r.number("a number")
	if s == "" {
		return 0
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		r.outOfRange(s)
	}
	return x
}

// outOfRange fails for the number s that does not fit what was asked.
func (r *Reader) outOfRange(s string) {
	r.Fail(errors.New("jsonwire: the number " + s + " does not fit, before byte " + strconv.Itoa(r.pos)))
}

// number reads a number's text, as JSON writes numbers; what is the value
// it expected, for the error if there is none.
func (r *Reader) number(what string) string {
	if r.next() == 0 {
		r.syntax(what)
		return ""
	}
	start, i := r.pos, r.pos
	if r.data[i] == '-' {
		i++
	}
	switch {
	case i < len(r.data) && r.data[i] == '0':
		i++
	case i < len(r.data) && '1' <= r.data[i] && r.data[i] <= '9':
		i = r.digits(i)
	default:
		r.syntax(what)
		return ""
	}
	if i < len(r.data) && r.data[i] == '.' {
		if i = r.digits(i + 1); r.data[i-1] == '.' {
			r.syntax(what)
			return ""
		}
	}
	if i < len(r.data) && (r.data[i] == 'e' || r.data[i] == 'E') {
		i++
		if i < len(r.data) && (r.data[i] == '+' || r.data[i] == '-') {
			i++
		}
		j := r.digits(i)
		if j == i {
			r.syntax(what)
			return ""
		}
		i = j
	}
	r.pos = i
	return string(r.data[start:i])
}

// digits returns the index after the digits from i.
func (r *Reader) digits(i int) int {
	for i < len(r.data) && '0' <= r.data[i] && r.data[i] <= '9' {
		i++
	}
	return i
}
