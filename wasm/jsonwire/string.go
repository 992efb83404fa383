package jsonwire

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// String reads a string. Its escapes are JSON's; an escaped surrogate
// that is not half of a pair, which JavaScript keeps but a Go string
// cannot, reads as U+FFFD, as encoding/json reads it.
func (r *Reader) String() string {
	if r.next() != '"' {
		r.syntax("a string")
		return ""
	}
	start := r.pos + 1
	for i := start; i < len(r.data); i++ {
		switch c := r.data[i]; {
		case c == '"':
			r.pos = i + 1
			return string(r.data[start:i])
		case c == '\\':
			r.pos = i
			return r.unescape(start)
		case c < 0x20:
			r.pos = i
			r.syntax("a string's closing quote")
			return ""
		}
	}
	r.pos = len(r.data)
	r.syntax("a string's closing quote")
	return ""
}

// unescape reads the rest of a string that has an escape at r.pos and
// started at start.
func (r *Reader) unescape(start int) string {
	var b strings.Builder
	b.Write(r.data[start:r.pos])
	for r.pos < len(r.data) {
		c := r.data[r.pos]
		switch {
		case c == '"':
			r.pos++
			return b.String()
		case c < 0x20:
			r.syntax("a string's closing quote")
			return ""
		case c != '\\':
			b.WriteByte(c)
			r.pos++
		case !r.escape(&b):
			r.syntax("an escape")
			return ""
		}
	}
	r.syntax("a string's closing quote")
	return ""
}

// escapes are the bytes that stand for themselves after a backslash.
var escapes = map[byte]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// escape reads the escape at r.pos into b, and says whether it is one.
func (r *Reader) escape(b *strings.Builder) bool {
	if r.pos+1 >= len(r.data) {
		return false
	}
	if c, ok := escapes[r.data[r.pos+1]]; ok {
		b.WriteByte(c)
		r.pos += 2
		return true
	}
	u := r.hex4(r.pos)
	if u < 0 {
		return false
	}
	r.pos += 6
	if utf16.IsSurrogate(u) {
		if pair := utf16.DecodeRune(u, r.hex4(r.pos)); pair != utf8.RuneError {
			u = pair
			r.pos += 6
		} else {
			u = utf8.RuneError
		}
	}
	b.WriteRune(u)
	return true
}

// hex4 returns the code of the \uXXXX escape at i, or -1 if there is none.
func (r *Reader) hex4(i int) rune {
	if i+6 > len(r.data) || r.data[i] != '\\' || r.data[i+1] != 'u' {
		return -1
	}
	var u rune
	for _, c := range r.data[i+2 : i+6] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		u = u<<4 | rune(c)
	}
	return u
}

// Strings reads an array of strings, a null among them as "". An empty
// array reads as an empty slice, not nil.
func (r *Reader) Strings() []string {
	list := []string{}
	r.Array(func() {
		s := ""
		if !r.Null() {
			s = r.String()
		}
		list = append(list, s)
	})
	return list
}

// StringMap reads an object of strings, a null among them as "". An empty
// object reads as an empty map, not nil.
func (r *Reader) StringMap() map[string]string {
	m := map[string]string{}
	r.Object(func(key string) {
		s := ""
		if !r.Null() {
			s = r.String()
		}
		m[key] = s
	})
	return m
}
