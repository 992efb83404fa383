package jsonwire

import (
	"errors"
	"strconv"
	"unicode/utf8"
)

// MaxDepth bounds the nesting of arrays and objects a Reader reads, as
// encoding/json bounds it.
const MaxDepth = 10000

// Reader reads one JSON value from a text, piece by piece, as a codec
// asks for them. Its first error sticks: after it, every read returns a
// zero value and reads nothing, so that a codec reads on without checking
// and asks End at the end.
type Reader struct {
	data  []byte
	pos   int
	depth int
	err   error
}

// NewReader returns a Reader of data. Text that is not UTF-8 is refused
// at once: its bad bytes would be kept in a string, and written back
// changed.
func NewReader(data []byte) *Reader {
	r := &Reader{data: data}
	if !utf8.Valid(data) {
		r.Fail(errors.New("jsonwire: not UTF-8"))
	}
	return r
}

// Fail records err, unless an error came first.
func (r *Reader) Fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

// Err returns the first error.
func (r *Reader) Err() error { return r.err }

// End checks that only white space follows the value read, and returns
// the first error.
func (r *Reader) End() error {
	if r.next(); r.pos < len(r.data) {
		r.syntax("the end")
	}
	return r.err
}

// syntax fails with what the Reader expected where it is.
func (r *Reader) syntax(want string) {
	r.Fail(errors.New("jsonwire: " + want + " expected at byte " + strconv.Itoa(r.pos)))
}

// UnknownKey fails for an object's member of a key the codec does not know.
func (r *Reader) UnknownKey(key string) {
	r.Fail(errors.New("jsonwire: unknown key " + strconv.Quote(key) + " before byte " + strconv.Itoa(r.pos)))
}

// next skips white space and returns the byte that follows, 0 at the end
// or after an error.
func (r *Reader) next() byte {
	for r.err == nil && r.pos < len(r.data) {
		switch c := r.data[r.pos]; c {
		case ' ', '\t', '\n', '\r':
			r.pos++
		default:
			return c
		}
	}
	return 0
}

// Null reads a null if one comes next, and says whether it did.
func (r *Reader) Null() bool {
	if r.next() == 'n' {
		return r.word("null")
	}
	return false
}

// word reads w, which the next byte starts.
func (r *Reader) word(w string) bool {
	if len(r.data)-r.pos < len(w) || string(r.data[r.pos:r.pos+len(w)]) != w {
		r.syntax(strconv.Quote(w))
		return false
	}
	r.pos += len(w)
	return true
}

// Bool reads true or false.
func (r *Reader) Bool() bool {
	switch r.next() {
	case 't':
		return r.word("true")
	case 'f':
		r.word("false")
	default:
		r.syntax("a boolean")
	}
	return false
}

// Object reads an object, calling member with the key of each of its
// members, in order, to read (or Skip) the member's value. A key that
// comes twice is read twice: a codec that sets a field keeps the last.
func (r *Reader) Object(member func(key string)) {
	if !r.open('{', "an object") {
		return
	}
	if r.next() == '}' {
		r.close()
		return
	}
	for r.err == nil {
		key := r.String()
		if r.next() != ':' {
			r.syntax("':'")
			return
		}
		r.pos++
		member(key)
		if !r.more('}') {
			return
		}
	}
}

// Array reads an array, calling elem to read each of its elements.
func (r *Reader) Array(elem func()) {
	if !r.open('[', "an array") {
		return
	}
	if r.next() == ']' {
		r.close()
		return
	}
	for r.err == nil {
		elem()
		if !r.more(']') {
			return
		}
	}
}

// open reads the opening bracket of an array or object, within MaxDepth.
func (r *Reader) open(bracket byte, what string) bool {
	if r.next() != bracket {
		r.syntax(what)
		return false
	}
	if r.depth == MaxDepth {
		r.Fail(errors.New("jsonwire: nested too deep at byte " + strconv.Itoa(r.pos)))
		return false
	}
	r.pos++
	r.depth++
	return true
}

// close reads a closing bracket.
func (r *Reader) close() {
	r.pos++
	r.depth--
}

// more reads what follows an element: a comma, true, or the closing
// bracket, false.
func (r *Reader) more(bracket byte) bool {
	switch r.next() {
	case ',':
		r.pos++
		return true
	case bracket:
		r.close()
	default:
		r.syntax("',' or '" + string(rune(bracket)) + "'")
	}
	return false
}

// Skip reads any value, and forgets it.
func (r *Reader) Skip() {
	switch c := r.next(); {
	case c == '{':
		r.Object(func(string) { r.Skip() })
	case c == '[':
		r.Array(r.Skip)
	case c == '"':
		_ = r.String()
	case c == 't' || c == 'f':
		r.Bool()
	case c == 'n':
		r.word("null")
	default:
		r.number("a value")
	}
}
