package jsonwire

import (
	"errors"
	"maps"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// Writer appends one JSON value to a buffer: an object's members are a Key
// then a value, an array's elements one value after another; it puts the
// commas between them. The zero value is ready to use.
type Writer struct {
	buf   []byte
	comma bool // a value is complete: the next key or element needs a comma
	err   error
}

// ErrNotFinite is Bytes' error after a Float of NaN or an infinity, which
// JSON cannot say (it was written as null).
var ErrNotFinite = errors.New("jsonwire: a number that is not finite")

// Bytes returns the JSON written, and ErrNotFinite if a Float was not
// finite.
func (w *Writer) Bytes() ([]byte, error) { return w.buf, w.err }

// value starts a value: after a previous element, a comma.
func (w *Writer) value() {
	if w.comma {
		w.buf = append(w.buf, ',')
	}
	w.comma = true
}

// ObjectStart starts an object; then a Key and a value for each member,
// and ObjectEnd.
func (w *Writer) ObjectStart() {
	w.value()
	w.buf = append(w.buf, '{')
	w.comma = false
}

// ObjectEnd ends the object ObjectStart started.
func (w *Writer) ObjectEnd() {
	w.buf = append(w.buf, '}')
	w.comma = true
}

// Key starts an object's member: the value written next is its value.
func (w *Writer) Key(name string) {
	w.String(name)
	w.buf = append(w.buf, ':')
	w.comma = false
}

// ArrayStart starts an array; then its elements, and ArrayEnd.
func (w *Writer) ArrayStart() {
	w.value()
	w.buf = append(w.buf, '[')
	w.comma = false
}

// ArrayEnd ends the array ArrayStart started.
func (w *Writer) ArrayEnd() {
	w.buf = append(w.buf, ']')
	w.comma = true
}

// Int writes an integer.
func (w *Writer) Int(n int64) {
	w.value()
	w.buf = strconv.AppendInt(w.buf, n, 10)
}

// Uint writes an unsigned integer.
func (w *Writer) Uint(n uint64) {
	w.value()
	w.buf = strconv.AppendUint(w.buf, n, 10)
}

// UintString writes an unsigned integer as a string of its decimal
// digits, exact in JavaScript too (encoding/json's ",string").
func (w *Writer) UintString(n uint64) {
	w.value()
	w.buf = append(w.buf, '"')
	w.buf = strconv.AppendUint(w.buf, n, 10)
	w.buf = append(w.buf, '"')
}

// Float writes a number in its shortest form that reads back exactly, as
// easyjson did (strconv's 'g' format: 0.25, 1e-07, 1e+21). NaN and the
// infinities, which JSON cannot say, are written as null, and make Bytes
// fail.
func (w *Writer) Float(x float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		w.Null()
		w.err = ErrNotFinite
		return
	}
	w.value()
	w.buf = strconv.AppendFloat(w.buf, x, 'g', -1, 64)
}

// Bool writes true or false.
func (w *Writer) Bool(b bool) {
	w.value()
	w.buf = strconv.AppendBool(w.buf, b)
}

// Null writes null.
func (w *Writer) Null() {
	w.value()
	w.buf = append(w.buf, "null"...)
}

// StringMap writes m as an object, its keys in order.
func (w *Writer) StringMap(m map[string]string) {
	w.ObjectStart()
	for _, k := range slices.Sorted(maps.Keys(m)) {
		w.Key(k)
		w.String(m[k])
	}
	w.ObjectEnd()
}

// Strings writes list as an array.
func (w *Writer) Strings(list []string) {
	w.ArrayStart()
	for _, s := range list {
		w.String(s)
	}
	w.ArrayEnd()
}

const hex = "0123456789abcdef"

// String writes s as a JSON string, escaped as easyjson escaped it: the
// quote, the backslash and the control characters; <, > and & (so that
// the text may sit in HTML); U+2028 and U+2029 (which old JavaScript
// refused in strings); and each byte that is not UTF-8 as U+FFFD.
func (w *Writer) String(s string) {
	w.value()
	w.buf = append(w.buf, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			w.buf = append(w.buf, s[start:i]...)
			w.buf = appendEscape(w.buf, c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || r == '\u2028' || r == '\u2029' {
			w.buf = append(w.buf, s[start:i]...)
			w.buf = append(w.buf, `\u`...)
			w.buf = strconv.AppendUint(w.buf, uint64(r), 16)
			start = i + size
		}
		i += size
	}
	w.buf = append(w.buf, s[start:]...)
	w.buf = append(w.buf, '"')
}

// appendEscape appends the escape of the ASCII byte c.
func appendEscape(buf []byte, c byte) []byte {
	switch c {
	case '\t':
		return append(buf, `\t`...)
	case '\r':
		return append(buf, `\r`...)
	case '\n':
		return append(buf, `\n`...)
	case '\\', '"':
		return append(buf, '\\', c)
	}
	return append(buf, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
}
